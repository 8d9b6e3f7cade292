/// Distances inset from the four edges of a rectangle, in points.
///
/// In a ``ScrollMetrics`` these are the content insets a scroll view adds
/// around its content (UIKit's `adjustedContentInset`: your own insets plus
/// the safe area). Positive values grow the scrollable range; negative values
/// are allowed and shrink it, as they do in UIKit.
public struct ScrollInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets from the four edges, in CSS order (top, left, bottom, right).
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = ScrollInsets()

  /// The inset on the leading side of `axis`: left for `x`, top for `y`.
  public func leading(along axis: ScrollAxis) -> Double { axis == .x ? left : top }
  /// The inset on the trailing side of `axis`: right for `x`, bottom for `y`.
  public func trailing(along axis: ScrollAxis) -> Double { axis == .x ? right : bottom }

  /// Whether all four insets are finite.
  public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
