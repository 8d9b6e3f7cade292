/// A distance along a timeline range: a percentage of the range plus a
/// fixed number of points, CSS's `<length-percentage>` (including
/// `calc(50% + 20px)`).
public struct LengthPercentage: Hashable, Sendable {
  /// The percentage of the range's length, in percent (50 means half).
  public var percent: Double
  /// A fixed distance added to the percentage, in points (CSS `px`).
  public var points: Double

  /// Creates a distance of `percent` percent of the range plus `points`.
  public init(percent: Double = 0, points: Double = 0) {
    self.percent = percent
    self.points = points
  }

  /// `value` percent of the range.
  public static func percent(_ value: Double) -> LengthPercentage {
    LengthPercentage(percent: value)
  }

  /// A fixed distance of `value` points from the range's start.
  public static func points(_ value: Double) -> LengthPercentage {
    LengthPercentage(points: value)
  }

  /// The range's start, `0%`.
  public static var zero: LengthPercentage { LengthPercentage() }

  /// The offset this distance reaches from `start` in a range that ends at
  /// `end`: `start + percent / 100 × (end - start) + points`.
  public func resolved(from start: Double, to end: Double) -> Double {
    start + percent / 100 * (end - start) + points
  }
}
