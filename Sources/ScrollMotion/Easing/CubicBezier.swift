/// A CSS cubic Bézier timing curve from (0, 0) to (1, 1) with two control
/// points, solved for x to within 1e-7 and extrapolated as Chromium does.
///
/// Outside `0...1` the curve continues along its tangent at the nearer end,
/// as Chromium does (checked against the web-platform-tests): through the
/// near control point when its x differs from the end's; through the far
/// one when the near one *is* the end point; and flat (holding 0 or 1) when
/// the near control point sits straight above or below the end, where the
/// tangent is vertical.
public struct CubicBezier: Hashable, Sendable {
  /// The first control point's x, in `0...1`.
  public let x1: Double
  /// The first control point's y (any finite value; outside `0...1`
  /// overshoots).
  public let y1: Double
  /// The second control point's x, in `0...1`.
  public let x2: Double
  /// The second control point's y.
  public let y2: Double

  // Polynomial coefficients, x(t) = ((ax·t + bx)·t + cx)·t, computed once.
  private let ax, bx, cx, ay, by, cy: Double
  // Slopes used beyond the ends.
  private let startSlope, endSlope: Double

  /// Creates a curve, validating that both x values are in `0...1` and
  /// every value is finite.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(EasingError) {
    try EasingError.require("cubic-bezier x1", x1, "between 0 and 1") { (0...1).contains($0) }
    try EasingError.require("cubic-bezier x2", x2, "between 0 and 1") { (0...1).contains($0) }
    try EasingError.require("cubic-bezier y1", y1, "finite") { _ in true }
    try EasingError.require("cubic-bezier y2", y2, "finite") { _ in true }
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    // Chromium's end gradients (the web-platform-tests' css-easing output
    // tests expect them): a vertical tangent extends flat.
    // Both control points on an end point is the straight line: slope 1.
    startSlope =
      x1 > 0 ? y1 / x1 : y1 != 0 ? 0 : x2 > 0 ? y2 / x2 : (y2 == 0 ? 1 : 0)
    endSlope =
      x2 < 1 ? (y2 - 1) / (x2 - 1) : y2 != 1 ? 0 : x1 < 1 ? (y1 - 1) / (x1 - 1) : (y1 == 1 ? 1 : 0)
  }

  /// The curve's output for an input progress.
  public func value(at x: Double) -> Double {
    if x <= 0 { return x == 0 ? 0 : startSlope * x }
    if x >= 1 { return x == 1 ? 1 : 1 + endSlope * (x - 1) }
    let t = parameter(for: x)
    return ((ay * t + by) * t + cy) * t
  }

  /// The curve parameter t whose x(t) is within 1e-7 of `x`, for `x` in (0, 1).
  private func parameter(for x: Double) -> Double {
    let epsilon = 1e-7
    // Newton's method from t = x converges fast on well-behaved curves.
    var t = x
    for _ in 0..<8 {
      let error = ((ax * t + bx) * t + cx) * t - x
      if abs(error) < epsilon { return t }
      let slope = (3 * ax * t + 2 * bx) * t + cx
      if abs(slope) < 1e-6 { break }
      t -= error / slope
    }
    // Bisection always converges because x(t) is monotonic for x1, x2 in 0...1.
    var low = 0.0
    var high = 1.0
    t = x
    while high - low > 1e-12 {
      let value = ((ax * t + bx) * t + cx) * t
      if abs(value - x) < epsilon { return t }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }
}
