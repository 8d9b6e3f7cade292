/// A path from one content offset to another over time: either a timed
/// curve (a duration and an easing) or a damped spring.
///
/// The trajectory is a pure function of time, so positions do not depend on
/// the frame rate or on dropped frames: the position at a time is the same
/// whether it was reached in 10 frames or 100.
public struct ScrollTrajectory: Sendable {
  /// How the offset moves between its ends.
  public enum Curve: Sendable {
    /// Over `duration` seconds along `easing`.
    case timed(duration: Double, easing: Easing)
    /// Along a damped spring that starts with `initialVelocity` (points per
    /// second along each axis).
    case spring(DampedSpring, initialVelocity: ScrollPoint)
  }

  /// Where the motion starts.
  public let start: ScrollPoint
  /// Where it ends.
  public let end: ScrollPoint
  /// The curve.
  public var curve: Curve {
    guard let spring else { return .timed(duration: duration, easing: easing) }
    return .spring(spring, initialVelocity: initialVelocity)
  }
  /// How close to the end, in points, a spring must be (with its speed
  /// below `restTolerance` points per second) to count as arrived.
  public let restTolerance: Double
  // The curve's parts, stored flat rather than as a `Curve`: a frame then
  // reads them in place, where switching over a stored enum copies the
  // whole trajectory (and retains its easing's tables) on every frame.
  private let duration: Double
  private let easing: Easing
  private let spring: DampedSpring?
  private let initialVelocity: ScrollPoint

  /// Creates a trajectory. Non-finite points are replaced by `end` (or
  /// `.zero`) so that a trajectory never produces NaN; a non-finite or
  /// negative duration counts as 0 (an immediate jump).
  public init(
    from start: ScrollPoint, to end: ScrollPoint, curve: Curve, restTolerance: Double = 0.5
  ) {
    let end = end.isFinite ? end : .zero
    self.end = end
    self.start = start.isFinite ? start : end
    switch curve {
    case .timed(let duration, let easing):
      self.duration = duration.isFinite ? Swift.max(duration, 0) : 0
      self.easing = easing
      spring = nil
      initialVelocity = .zero
    case .spring(let spring, let velocity):
      duration = 0
      easing = .linear
      self.spring = spring
      initialVelocity = velocity.isFinite ? velocity : .zero
    }
    self.restTolerance = restTolerance.isFinite && restTolerance > 0 ? restTolerance : 0.5
  }

  /// The position `time` seconds after the start; exactly ``end`` once
  /// ``isFinished(at:)``.
  public func position(at time: Double) -> ScrollPoint {
    frame(at: time).position
  }

  /// The position and whether the motion has arrived, `time` seconds after
  /// the start: one evaluation of the curve (for a spring, one set of
  /// exponentials and sines for both axes) for what a frame needs.
  func frame(at time: Double) -> (position: ScrollPoint, isFinished: Bool) {
    guard time.isFinite else { return (end, true) }
    let elapsed = Swift.max(time, 0)
    guard let spring else {
      if time >= duration { return (end, true) }
      // An easing may overshoot by any finite amount; hold the position to
      // finite doubles rather than hand a view an infinity.
      let point = start.interpolated(to: end, at: easing(elapsed / duration))
      return (ScrollPoint(x: point.x.saturated, y: point.y.saturated), false)
    }
    let phase = spring.phase(at: elapsed)
    let x = spring.motion(phase, x0: end.x - start.x, v0: -initialVelocity.x)
    let y = spring.motion(phase, x0: end.y - start.y, v0: -initialVelocity.y)
    let isFinished =
      abs(x.displacement) <= restTolerance && abs(x.velocity) <= restTolerance
      && abs(y.displacement) <= restTolerance && abs(y.velocity) <= restTolerance
    if isFinished { return (end, true) }
    return (ScrollPoint(x: end.x - x.displacement, y: end.y - y.displacement), false)
  }

  /// The velocity `time` seconds after the start, in points per second.
  ///
  /// For a timed curve it is the easing's slope (by a centred difference)
  /// times the distance over the duration; zero once finished.
  public func velocity(at time: Double) -> ScrollPoint {
    if isFinished(at: time) { return .zero }
    let time = Swift.max(time, 0)
    guard let spring else {
      let h = 1e-4
      let progress = time / duration
      let slope =
        (easing(Swift.min(progress + h, 1)) - easing(Swift.max(progress - h, 0))) / (2 * h)
      return ScrollPoint(
        x: (end.x - start.x) * slope / duration, y: (end.y - start.y) * slope / duration)
    }
    return ScrollPoint(
      x: -spring.velocity(
        at: time, initialDisplacement: end.x - start.x, initialVelocity: -initialVelocity.x),
      y: -spring.velocity(
        at: time, initialDisplacement: end.y - start.y, initialVelocity: -initialVelocity.y))
  }

  /// Whether the motion has arrived `time` seconds after the start.
  ///
  /// A timed curve arrives at its duration. A spring arrives when it is
  /// within ``restTolerance`` points of the end and slower than
  /// ``restTolerance`` points per second on both axes; a spring without
  /// damping never does.
  public func isFinished(at time: Double) -> Bool {
    frame(at: time).isFinished
  }
}
