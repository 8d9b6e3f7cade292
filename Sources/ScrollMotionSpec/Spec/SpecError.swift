/// Every problem found in a spec; thrown when a spec cannot be used.
///
/// Validation goes on after a problem of a value, so that an author sees
/// all of them at once; a syntax error stops the reading and is the only
/// issue.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems, in document order; never empty.
  public var issues: [SpecIssue]

  /// An error made of `issues`.
  public init(_ issues: [SpecIssue]) {
    self.issues = issues
  }

  /// One issue per line.
  public var description: String {
    issues.map { $0.description }.joined(separator: "\n")
  }
}
