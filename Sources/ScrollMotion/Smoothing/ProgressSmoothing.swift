/// How a smoothed progress follows its target: scrub smoothing, what GSAP's
/// numeric `scrub` and Motion's `useSpring` on a scroll progress do.
///
/// GSAP's curve is another: `scrub: N` restarts an `expo.out` tween of `N`
/// seconds towards the new target on every scroll update, so it is 95%
/// caught up after `log2(20) / 10 × N` (0.43 × N) seconds and exactly there
/// after `N`, and its velocity jumps at each restart. A ``lag`` of
/// `0.43 × N` is 95% caught up at the same time.
///
/// The lag is the time a jump of the target takes to be 95% caught up,
/// whatever the response; the response decides the shape of the catch-up:
/// - ``Response/criticallyDamped``: a critically damped spring, which
///   starts gently, keeps its velocity when the target moves again, and
///   never overshoots a target it approaches from rest;
/// - ``Response/exponential``: an exponential approach with a time
///   constant, which moves fastest at once and has no velocity of its own.
///
/// Both are solved exactly per step (not integrated), so the path does not
/// depend on the frame rate, and both snap onto the target once within
/// ``tolerance``, so a smoothed value settles exactly and a driver can stop
/// its display link.
public struct ProgressSmoothing: Hashable, Sendable {
  /// The shape of the catch-up.
  public enum Response: Hashable, Sendable {
    /// A critically damped spring.
    case criticallyDamped
    /// An exponential approach.
    case exponential
  }

  /// The time, in seconds, after which a jump of the target is 95% caught
  /// up; greater than 0.
  public let lag: Double
  /// The shape of the catch-up.
  public let response: Response
  /// How close to the target, in progress, the value snaps onto it (for
  /// the spring, also with a velocity below `tolerance × rate`).
  public let tolerance: Double
  /// The spring's natural frequency or the inverse time constant, per
  /// second, derived from the lag.
  let rate: Double

  /// The rate × time at which `(1 + x)·e^(−x)`, the critically damped
  /// spring's remaining fraction of a jump, is 0.05.
  static let criticallyDampedCatchUp = 4.743864518390578
  /// The rate × time at which `e^(−x)` is 0.05: `ln 20`.
  static let exponentialCatchUp = 2.995732273553991

  /// Creates a smoothing.
  ///
  /// - Parameters:
  ///   - lag: Seconds for a jump to be 95% caught up; finite, greater than
  ///     0 and at most 60.
  ///   - response: The catch-up's shape; a critically damped spring by
  ///     default.
  ///   - tolerance: The progress distance within which the value snaps
  ///     onto its target; finite, greater than 0 and at most 0.01
  ///     (default 0.0001, a hundredth of a percent).
  /// - Throws: ``TechniqueError`` naming the parameter that is out of range.
  public init(
    lag: Double, response: Response = .criticallyDamped, tolerance: Double = 0.000_1
  ) throws(TechniqueError) {
    try TechniqueError.require("lag", lag, "greater than 0 and at most 60 seconds") {
      $0 > 0 && $0 <= 60
    }
    try TechniqueError.require("tolerance", tolerance, "greater than 0 and at most 0.01") {
      $0 > 0 && $0 <= 0.01
    }
    self.lag = lag
    self.response = response
    self.tolerance = tolerance
    let catchUp =
      response == .criticallyDamped ? Self.criticallyDampedCatchUp : Self.exponentialCatchUp
    self.rate = catchUp / lag
  }

  /// The displacement from the target and the velocity after `time`
  /// seconds, from `displacement` and `velocity` now: the exact solution,
  /// so two steps give what one step of their sum gives.
  func step(displacement: Double, velocity: Double, over time: Double) -> (
    displacement: Double, velocity: Double
  ) {
    let decay = Elementary.exp(-rate * time)
    switch response {
    case .criticallyDamped:
      // x(t) = (A + B·t)·e^(−ωt) with B = v₀ + ωA; x'(t) = (v₀ − ωB·t)·e^(−ωt).
      let b = velocity + rate * displacement
      return ((displacement + b * time) * decay, (velocity - rate * b * time) * decay)
    case .exponential:
      let next = displacement * decay
      return (next, -rate * next)
    }
  }

  /// Whether a displacement and velocity are close enough to snap.
  func isSettled(displacement: Double, velocity: Double) -> Bool {
    abs(displacement) <= tolerance && abs(velocity) <= tolerance * rate
  }
}
