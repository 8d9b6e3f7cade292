/// A timing function: maps an input progress to an output progress.
///
/// Every kind CSS has, with its exact semantics, plus the curves iOS
/// developers reach for: ``linear``, cubic Béziers with the CSS keywords
/// (``ease``, ``easeIn``, ``easeOut``, ``easeInOut``), ``steps(_:_:)`` with
/// the before flag, CSS `linear()` stops (``piecewiseLinear(_:)``),
/// ``smoothstep``, the Penner family (``easeInQuad`` … ``easeInOutBounce``),
/// a damped spring over normalised time (``spring(_:)``) and any closure
/// (``custom(_:)``).
///
/// ## Invariants
/// - Output is finite for every input: NaN input counts as 0, infinite
///   input as the nearest end of `0...1` (where every kind holds or
///   extrapolates from), an extrapolation that overflows is held at the
///   largest finite value, and a custom closure's non-finite output is
///   replaced by the input, clamped to 0...1.
/// - `0` maps to `0` and `1` to `1` for every built-in kind except steps
///   with `jump-start`/`jump-both` at 0 (which jump immediately, as CSS says)
///   and `linear()` stops that say otherwise.
/// - Inputs outside `0...1` extrapolate as CSS specifies for Béziers and
///   `linear()`, and hold for the other kinds.
/// - Building an easing does all the precomputation; evaluating allocates
///   nothing.
public struct Easing: Sendable {
  /// The kinds of easing, with their precomputed data.
  package enum Kind: Sendable {
    case linear
    case cubicBezier(CubicBezier)
    case steps(count: Int, position: StepPosition)
    case piecewiseLinear(PiecewiseLinear)
    case smoothstep
    case penner(PennerCurve)
    case spring(DampedSpring, duration: Double)
    case custom(@Sendable (Double) -> Double)
  }

  package let kind: Kind

  init(_ kind: Kind) {
    self.kind = kind
  }

  /// The output progress for `progress`.
  ///
  /// - Parameters:
  ///   - progress: The input progress, usually in `0...1`.
  ///   - beforeFlag: Web Animations' before flag (the animation is in its
  ///     before phase); only step easings look at it, to not jump early.
  public func transform(_ progress: Double, beforeFlag: Bool = false) -> Double {
    // Infinite progress has no finite extrapolation (slope × ∞, or 0 × ∞ for
    // a flat end); treat it as the end it is beyond.
    let x = progress.isNaN ? 0 : progress.isInfinite ? (progress > 0 ? 1 : 0) : progress
    let y = output(x, beforeFlag: beforeFlag)
    if y.isFinite { return y }
    // A finite input far outside 0...1 can still overflow a steep
    // extrapolation: hold it at the largest finite value of its sign.
    // A NaN (an output that has no value there) becomes the input itself,
    // held to 0...1, as a custom closure's does.
    return y.isNaN ? x.clampedToUnit : y.saturated
  }

  /// The kind's output for a finite `x`, before the finiteness guard.
  private func output(_ x: Double, beforeFlag: Bool) -> Double {
    switch kind {
    case .linear:
      return x
    case .cubicBezier(let curve):
      return curve.value(at: x)
    case .steps(let count, let position):
      return Self.steps(x, count: count, position: position, beforeFlag: beforeFlag)
    case .piecewiseLinear(let curve):
      return curve.value(atNumber: x)
    case .smoothstep:
      let t = x.clampedToUnit
      return t * t * (3 - 2 * t)
    case .penner(let curve):
      return curve.value(at: x)
    case .spring(let spring, let duration):
      if x <= 0 { return 0 }
      if x >= 1 { return 1 }
      return 1 - spring.displacement(at: x * duration, initialDisplacement: 1, initialVelocity: 0)
    case .custom(let function):
      let y = function(x)
      return y.isFinite ? y : x.clampedToUnit
    }
  }

  /// The output progress for `progress`, with the before flag unset.
  public func callAsFunction(_ progress: Double) -> Double {
    transform(progress)
  }

  /// CSS Easing Level 1's step algorithm.
  static func steps(_ x: Double, count: Int, position: StepPosition, beforeFlag: Bool) -> Double {
    let steps = Double(count)
    var current = (x * steps).rounded(.down)
    if position == .jumpStart || position == .jumpBoth { current += 1 }
    if beforeFlag && (x * steps).rounded(.down) == x * steps { current -= 1 }
    if x >= 0 && current < 0 { current = 0 }
    let jumps: Double =
      switch position {
      case .jumpStart, .jumpEnd: steps
      case .jumpNone: steps - 1
      case .jumpBoth: steps + 1
      }
    if x <= 1 && current > jumps { current = jumps }
    return current / jumps
  }
}

extension Easing {
  /// The identity: output equals input.
  public static var linear: Easing { Easing(.linear) }
  /// CSS `ease`: `cubic-bezier(0.25, 0.1, 0.25, 1)`.
  public static var ease: Easing { .bezier(0.25, 0.1, 0.25, 1) }
  /// CSS `ease-in`: `cubic-bezier(0.42, 0, 1, 1)`.
  public static var easeIn: Easing { .bezier(0.42, 0, 1, 1) }
  /// CSS `ease-out`: `cubic-bezier(0, 0, 0.58, 1)`.
  public static var easeOut: Easing { .bezier(0, 0, 0.58, 1) }
  /// CSS `ease-in-out`: `cubic-bezier(0.42, 0, 0.58, 1)`.
  public static var easeInOut: Easing { .bezier(0.42, 0, 0.58, 1) }
  /// CSS `step-start`: `steps(1, jump-start)`.
  public static var stepStart: Easing { Easing(.steps(count: 1, position: .jumpStart)) }
  /// CSS `step-end`: `steps(1, jump-end)`.
  public static var stepEnd: Easing { Easing(.steps(count: 1, position: .jumpEnd)) }
  /// `t²(3 − 2t)`, the usual curve of hand-written animated scrolling; input
  /// clamped to `0...1`.
  public static var smoothstep: Easing { Easing(.smoothstep) }

  /// A cubic Bézier from known-valid constants.
  private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Easing {
    // The keyword constants are in range, so this never falls back.
    guard let curve = try? CubicBezier(x1, y1, x2, y2) else { return .linear }
    return Easing(.cubicBezier(curve))
  }

  /// A CSS `cubic-bezier(x1, y1, x2, y2)` curve.
  ///
  /// - Throws: ``EasingError`` unless `x1` and `x2` are in `0...1` and all
  ///   four values are finite.
  public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    throws(EasingError)
    -> Easing
  {
    Easing(.cubicBezier(try CubicBezier(x1, y1, x2, y2)))
  }

  /// A CSS `steps(count, position)` staircase.
  ///
  /// - Throws: ``EasingError`` unless `count` is at least 1 (2 for
  ///   ``StepPosition/jumpNone``).
  public static func steps(_ count: Int, _ position: StepPosition = .jumpEnd) throws(EasingError)
    -> Easing
  {
    guard count >= (position == .jumpNone ? 2 : 1) else { throw .invalidStepCount(count, position) }
    return Easing(.steps(count: count, position: position))
  }

  /// A CSS `linear()` easing through control points.
  ///
  /// - Throws: ``EasingError`` for fewer than two stops or non-finite values.
  public static func piecewiseLinear(_ stops: [LinearStop]) throws(EasingError) -> Easing {
    Easing(.piecewiseLinear(try PiecewiseLinear(stops)))
  }

  /// One of the Penner curves.
  public static func penner(_ shape: PennerCurve.Shape, _ mode: PennerCurve.Mode) -> Easing {
    Easing(.penner(PennerCurve(shape, mode)))
  }

  /// A spring released from rest at 0 towards 1, with normalised time:
  /// input 1 is the spring's settling duration (tolerance 0.001).
  ///
  /// Output may overshoot 1 for an underdamped spring; it is exactly 0 at
  /// input 0 and exactly 1 from input 1 on.
  ///
  /// - Throws: ``EasingError/springNeverSettles`` for a spring without damping.
  public static func spring(_ spring: DampedSpring) throws(EasingError) -> Easing {
    let duration = spring.settlingDuration()
    guard duration.isFinite, duration > 0 else { throw .springNeverSettles }
    return Easing(.spring(spring, duration: duration))
  }

  /// An easing computed by your function.
  ///
  /// A non-finite result is replaced by the input clamped to `0...1`, so a
  /// bad function cannot put NaN on screen.
  public static func custom(_ function: @escaping @Sendable (Double) -> Double) -> Easing {
    Easing(.custom(function))
  }

  /// Whether the output never decreases as the input grows: true for every
  /// kind but the overshooting Penner curves (back, elastic, bounce),
  /// Béziers whose y leaves `0...1`, non-monotonic `linear()` stops,
  /// underdamped springs and custom functions (unknown, so `false`).
  public var isMonotonic: Bool {
    switch kind {
    case .linear, .steps, .smoothstep: return true
    case .cubicBezier(let curve): return (0...1).contains(curve.y1) && (0...1).contains(curve.y2)
    case .piecewiseLinear(let curve):
      return zip(curve.points, curve.points.dropFirst()).allSatisfy { $0.output <= $1.output }
    case .penner(let curve): return ![.back, .elastic, .bounce].contains(curve.shape)
    case .spring(let spring, _): return spring.dampingRatio >= 1
    case .custom: return false
    }
  }
}

extension Easing {
  /// The Penner quadratic curves.
  public static var easeInQuad: Easing { .penner(.quad, .in) }
  /// See ``easeInQuad``.
  public static var easeOutQuad: Easing { .penner(.quad, .out) }
  /// See ``easeInQuad``.
  public static var easeInOutQuad: Easing { .penner(.quad, .inOut) }
  /// The Penner cubic curves.
  public static var easeInCubic: Easing { .penner(.cubic, .in) }
  /// See ``easeInCubic``.
  public static var easeOutCubic: Easing { .penner(.cubic, .out) }
  /// See ``easeInCubic``.
  public static var easeInOutCubic: Easing { .penner(.cubic, .inOut) }
  /// The Penner quartic curves.
  public static var easeInQuart: Easing { .penner(.quart, .in) }
  /// See ``easeInQuart``.
  public static var easeOutQuart: Easing { .penner(.quart, .out) }
  /// See ``easeInQuart``.
  public static var easeInOutQuart: Easing { .penner(.quart, .inOut) }
  /// The Penner quintic curves.
  public static var easeInQuint: Easing { .penner(.quint, .in) }
  /// See ``easeInQuint``.
  public static var easeOutQuint: Easing { .penner(.quint, .out) }
  /// See ``easeInQuint``.
  public static var easeInOutQuint: Easing { .penner(.quint, .inOut) }
  /// The Penner sine curves.
  public static var easeInSine: Easing { .penner(.sine, .in) }
  /// See ``easeInSine``.
  public static var easeOutSine: Easing { .penner(.sine, .out) }
  /// See ``easeInSine``.
  public static var easeInOutSine: Easing { .penner(.sine, .inOut) }
  /// The Penner exponential curves.
  public static var easeInExpo: Easing { .penner(.expo, .in) }
  /// See ``easeInExpo``.
  public static var easeOutExpo: Easing { .penner(.expo, .out) }
  /// See ``easeInExpo``.
  public static var easeInOutExpo: Easing { .penner(.expo, .inOut) }
  /// The Penner circular curves.
  public static var easeInCirc: Easing { .penner(.circ, .in) }
  /// See ``easeInCirc``.
  public static var easeOutCirc: Easing { .penner(.circ, .out) }
  /// See ``easeInCirc``.
  public static var easeInOutCirc: Easing { .penner(.circ, .inOut) }
  /// The Penner back curves, which overshoot.
  public static var easeInBack: Easing { .penner(.back, .in) }
  /// See ``easeInBack``.
  public static var easeOutBack: Easing { .penner(.back, .out) }
  /// See ``easeInBack``.
  public static var easeInOutBack: Easing { .penner(.back, .inOut) }
  /// The Penner elastic curves, which oscillate.
  public static var easeInElastic: Easing { .penner(.elastic, .in) }
  /// See ``easeInElastic``.
  public static var easeOutElastic: Easing { .penner(.elastic, .out) }
  /// See ``easeInElastic``.
  public static var easeInOutElastic: Easing { .penner(.elastic, .inOut) }
  /// The Penner bounce curves.
  public static var easeInBounce: Easing { .penner(.bounce, .in) }
  /// See ``easeInBounce``.
  public static var easeOutBounce: Easing { .penner(.bounce, .out) }
  /// See ``easeInBounce``.
  public static var easeInOutBounce: Easing { .penner(.bounce, .inOut) }
}
