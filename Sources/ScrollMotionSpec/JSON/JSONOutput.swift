#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// JSON that the package writes (compiled specs, evaluation samples), built
/// as a value and serialised in one place, so no output is assembled by
/// string concatenation.
///
/// The layout is fixed and diff-friendly: an array whose elements are
/// objects puts each element on its own line, indented by two spaces;
/// everything else stays on one line.
package indirect enum JSONOutput: Sendable {
  /// `null`.
  case null
  /// A number, written by `JSONText.number` (non-finite becomes `null`).
  case number(Double)
  /// A string, escaped by `JSONText.quoted`.
  case string(String)
  /// An array.
  case array([JSONOutput])
  /// An object, members in the order given.
  case object([(String, JSONOutput)])

  /// An array of numbers.
  package static func numbers(_ values: [Double]) -> JSONOutput {
    .array(values.map { .number($0) })
  }

  /// A string, or `null` for `nil`.
  package static func string(_ value: String?) -> JSONOutput {
    value.map { .string($0) } ?? .null
  }

  /// The JSON text, with a final newline when `isDocument`.
  package func text(isDocument: Bool = false) -> String {
    var output = ""
    write(to: &output)
    if isDocument { output += "\n" }
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .null:
      output += "null"
    case .number(let value):
      output += JSONText.number(value)
    case .string(let value):
      output += JSONText.quoted(value)
    case .array(let elements):
      let isTable =
        !elements.isEmpty && elements.allSatisfy { if case .object = $0 { true } else { false } }
      output += "["
      for (index, element) in elements.enumerated() {
        if isTable { output += index == 0 ? "\n  " : ",\n  " } else if index > 0 { output += ", " }
        element.write(to: &output)
      }
      output += isTable ? "\n]" : "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += ", " }
        output += JSONText.quoted(member.0) + ": "
        member.1.write(to: &output)
      }
      output += "}"
    }
  }
}
