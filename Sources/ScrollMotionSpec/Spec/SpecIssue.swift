/// One problem in a spec: where it is and what is wrong.
public struct SpecIssue: Hashable, Sendable, CustomStringConvertible {
  /// The JSON path of the offending value; `nil` for a syntax error, where
  /// the document could not be read far enough to have one.
  public var path: SpecPath?
  /// What is wrong, in words: `must be between 0 and 1`.
  public var message: String
  /// Where the offending value starts in the text, when known.
  package var location: SourceLocation?

  /// The line of the text where the offending value starts, from 1; `nil`
  /// for a spec put together in code, or a problem of the whole text.
  public var line: Int? { location?.line }

  /// The column where the offending value starts on its ``line``, from 1,
  /// in Unicode scalars (what an editor shows as one character, whatever
  /// its length in UTF-8); `nil` when ``line`` is.
  public var column: Int? { location?.column }

  /// A problem at `path`, with no place in a text (for a spec put together
  /// in code).
  public init(_ message: String, at path: SpecPath?) {
    self.init(message, at: path, location: nil)
  }

  /// A problem at `path` and `location` in the text.
  package init(_ message: String, at path: SpecPath?, location: SourceLocation?) {
    self.message = message
    self.path = path
    self.location = location
  }

  /// `path: message (line L, column C)` for a problem of a value, and
  /// `line L, column C: message` for a syntax error.
  public var description: String {
    guard let path else {
      guard let location else { return message }
      return "\(location): \(message)"
    }
    guard let location else { return "\(path): \(message)" }
    return "\(path): \(message) (\(location))"
  }
}

extension Array where Element == SpecIssue {
  /// The issues in order, each once: the animations one `targets` entry
  /// expands into share its path, so their notes would repeat.
  package var withoutRepeats: [SpecIssue] {
    var seen = Set<SpecIssue>()
    return filter { seen.insert($0).inserted }
  }
}
