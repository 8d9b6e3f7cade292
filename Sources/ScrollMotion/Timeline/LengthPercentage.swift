/// A distance along a timeline range: a fraction of the range plus a
/// fixed number of points, CSS's `<length-percentage>` (including
/// `calc(50% + 20px)`).
///
/// Like every progress in ScrollMotion's Swift API, the fraction runs
/// `0...1` over the range (0.5 is half of it; CSS text writes `50%`);
/// values outside `0...1` reach before or past the range.
public struct LengthPercentage: Hashable, Sendable {
  /// The part of the range's length, as a fraction (0.5 is half, CSS `50%`).
  public var fraction: Double
  /// A fixed distance added to the fraction, in points (CSS `px`).
  public var points: Double

  /// Creates a distance of `fraction` of the range plus `points`.
  public init(fraction: Double = 0, points: Double = 0) {
    self.fraction = fraction
    self.points = points
  }

  /// `value` of the range's length: `.fraction(0.25)` is CSS `25%`.
  public static func fraction(_ value: Double) -> LengthPercentage {
    LengthPercentage(fraction: value)
  }

  /// A fixed distance of `value` points from the range's start.
  public static func points(_ value: Double) -> LengthPercentage {
    LengthPercentage(points: value)
  }

  /// The range's start, `0%`.
  public static var zero: LengthPercentage { LengthPercentage() }

  /// The range's end, `100%`.
  public static var whole: LengthPercentage { LengthPercentage(fraction: 1) }

  /// The offset this distance reaches from `start` in a range that ends at
  /// `end`: `start + fraction × (end − start) + points`.
  public func resolved(from start: Double, to end: Double) -> Double {
    start + fraction * (end - start) + points
  }
}
