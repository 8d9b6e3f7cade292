/// The classic easing family popularised by Robert Penner: polynomial,
/// sine, exponential, circular, back, elastic and bounce curves.
///
/// Each is defined on `0...1`, maps 0 to exactly 0 and 1 to exactly 1, and
/// holds those values outside the interval (several formulas are undefined
/// there). `back` and `elastic` overshoot inside it.
public struct PennerCurve: Hashable, Sendable {
  /// The shape of the curve.
  public enum Shape: String, Hashable, Sendable, CaseIterable {
    /// t².
    case quad
    /// t³.
    case cubic
    /// t⁴.
    case quart
    /// t⁵.
    case quint
    /// A quarter of a cosine wave.
    case sine
    /// 2^(10t − 10).
    case expo
    /// A quarter circle.
    case circ
    /// Pulls back before going (overshoot constant 1.70158).
    case back
    /// A decaying sine wave.
    case elastic
    /// Bounces like a dropped ball.
    case bounce
  }

  /// Which end the curve eases.
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    /// Slow start.
    case `in`
    /// Slow end.
    case out
    /// Slow start and end: the `in` curve on the first half, `out` on the second.
    case inOut = "in-out"
  }

  /// The shape.
  public let shape: Shape
  /// The mode.
  public let mode: Mode

  /// Creates a curve.
  public init(_ shape: Shape, _ mode: Mode) {
    self.shape = shape
    self.mode = mode
  }

  /// The name used in easing strings, e.g. `ease-in-out-quad`.
  public var name: String { "ease-\(mode.rawValue)-\(shape.rawValue)" }

  /// The curve's output for an input progress.
  public func value(at x: Double) -> Double {
    if !(x > 0) { return 0 }
    if x >= 1 { return 1 }
    switch mode {
    case .in: return Self.easeIn(shape, x)
    // Bounce is defined by its out form; deriving it from the in form would
    // round twice.
    case .out: return shape == .bounce ? Self.bounceOut(x) : 1 - Self.easeIn(shape, 1 - x)
    case .inOut:
      return x < 0.5 ? Self.easeIn(shape, 2 * x) / 2 : 1 - Self.easeIn(shape, 2 - 2 * x) / 2
    }
  }

  /// The `in` form of each shape on (0, 1); `out` and `in-out` derive from
  /// it by symmetry, which gives the standard formulas.
  private static func easeIn(_ shape: Shape, _ x: Double) -> Double {
    switch shape {
    case .quad: return x * x
    case .cubic: return x * x * x
    case .quart: return x * x * x * x
    case .quint: return x * x * x * x * x
    case .sine: return 1 - Elementary.cos(x * Elementary.pi / 2)
    case .expo: return x == 0 ? 0 : Elementary.pow(2, 10 * x - 10)
    case .circ: return 1 - Swift.max(0, 1 - x * x).squareRoot()
    case .back:
      let overshoot = 1.701_58
      return (overshoot + 1) * x * x * x - overshoot * x * x
    case .elastic:
      if x == 0 || x == 1 { return x }
      return -Elementary.pow(2, 10 * x - 10)
        * Elementary.sin((10 * x - 10.75) * (2 * Elementary.pi / 3))
    case .bounce:
      return 1 - bounceOut(1 - x)
    }
  }

  /// The bounce-out curve: four parabolic arcs of decreasing height.
  private static func bounceOut(_ x: Double) -> Double {
    let n = 7.5625
    let d = 2.75
    if x < 1 / d { return n * x * x }
    if x < 2 / d {
      let t = x - 1.5 / d
      return n * t * t + 0.75
    }
    if x < 2.5 / d {
      let t = x - 2.25 / d
      return n * t * t + 0.9375
    }
    let t = x - 2.625 / d
    return n * t * t + 0.984_375
  }
}
