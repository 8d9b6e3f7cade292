/// The baseline for the Bézier figure: WebKit's UnitBezier algorithm
/// written plainly in Swift (Newton's method from t = x for up to 8 steps
/// while the slope allows, then bisection; both stop at 1e-7 in x).
public struct UnitBezier: Sendable {
  private let ax, bx, cx, ay, by, cy: Double

  /// A curve through (0, 0), (x1, y1), (x2, y2), (1, 1).
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// y for `x` in `0...1`.
  public func value(at x: Double) -> Double {
    let t = solve(x)
    return ((ay * t + by) * t + cy) * t
  }

  private func solve(_ x: Double) -> Double {
    let epsilon = 1e-7
    var t = x
    for _ in 0..<8 {
      let error = ((ax * t + bx) * t + cx) * t - x
      if abs(error) < epsilon { return t }
      let slope = (3 * ax * t + 2 * bx) * t + cx
      if abs(slope) < 1e-6 { break }
      t -= error / slope
    }
    var low = 0.0
    var high = 1.0
    t = x
    while low < high {
      let value = ((ax * t + bx) * t + cx) * t
      if abs(value - x) < epsilon { return t }
      if x > value { low = t } else { high = t }
      t = (high - low) / 2 + low
    }
    return t
  }
}

/// The inputs of the Bézier figure: curves over the control square and
/// inputs spread over `0...1`, the same for both solvers.
public struct BezierInputs: Sendable {
  /// Control points.
  public let curves: [(Double, Double, Double, Double)]
  /// Inputs.
  public let inputs: [Double]

  /// `curveCount` curves and `inputCount` inputs from a fixed generator.
  public init(curveCount: Int = 64, inputCount: Int = 1_024) {
    var random = SplitMix(state: 0xB3E2)
    curves = (0..<curveCount).map { _ in
      (
        random.next(in: 0...1), random.next(in: -0.5...1.5), random.next(in: 0...1),
        random.next(in: -0.5...1.5)
      )
    }
    inputs = (0..<inputCount).map { _ in random.next(in: 0...1) }
  }
}
