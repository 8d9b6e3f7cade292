/// Why a CSS `animation-range` string could not be read.
public struct RangeSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text that was being read.
  public let text: String
  /// What is wrong with it, in words.
  public let reason: String

  /// Creates an error for `text` with a reason.
  public init(text: String, reason: String) {
    self.text = text
    self.reason = reason
  }

  /// `"<reason> in '<text>'"`.
  public var description: String { "\(reason) in '\(text)'" }
}
