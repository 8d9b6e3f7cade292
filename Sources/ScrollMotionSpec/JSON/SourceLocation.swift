/// A place in a JSON text: 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, so a column
/// points at the same character an editor shows, whatever its UTF-8 length.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The line, starting at 1; lines end at `\n`.
  package var line: Int
  /// The column, starting at 1, in Unicode scalars.
  package var column: Int

  /// A location at `line` and `column`, both 1-based.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line L, column C`.
  package var description: String { "line \(line), column \(column)" }
}
