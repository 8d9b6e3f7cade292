/// Why a text is not JSON this reader accepts, and where.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is; `nil` only for problems of the whole text (too large).
  package var location: SourceLocation?
  /// What is wrong, in words.
  package var reason: String

  /// A problem described by `reason`, found at `location`.
  package init(_ reason: String, at location: SourceLocation?) {
    self.reason = reason
    self.location = location
  }

  /// `line L, column C: reason`, or only the reason for problems of the whole text.
  package var description: String {
    guard let location else { return reason }
    return "\(location): \(reason)"
  }
}
