/// One problem in a spec: where it is and what is wrong.
public struct SpecIssue: Hashable, Sendable, CustomStringConvertible {
  /// The JSON path of the offending value; `nil` for a syntax error, where
  /// the document could not be read far enough to have one.
  public var path: SpecPath?
  /// What is wrong, in words: `must be between 0 and 1`.
  public var message: String
  /// Where the offending value starts in the text, when known.
  public var location: SourceLocation?

  /// A problem at `path` (and `location` in the text).
  public init(_ message: String, at path: SpecPath?, location: SourceLocation? = nil) {
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
