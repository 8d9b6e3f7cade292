/// Why a text is not JSON this reader accepts, and where.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is; `nil` only for problems of the whole text (too large).
  public var location: SourceLocation?
  /// What is wrong, in words.
  public var reason: String

  /// A problem described by `reason`, found at `location`.
  public init(_ reason: String, at location: SourceLocation?) {
    self.reason = reason
    self.location = location
  }

  /// `line L, column C: reason`, or only the reason for problems of the whole text.
  public var description: String {
    guard let location else { return reason }
    return "\(location): \(reason)"
  }
}
