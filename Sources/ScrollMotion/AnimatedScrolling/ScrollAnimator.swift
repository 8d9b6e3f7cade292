/// Scrolls a content offset to a target over a chosen duration and curve,
/// or with a spring, one display frame at a time.
///
/// The usual hand-written version animates with a timer and a fixed
/// step, drifts with dropped frames and cannot be interrupted. This one
/// - computes each frame's position for the frame's `targetTimestamp`, from
///   the time elapsed since the first frame, so 60 Hz, 120 Hz and dropped
///   frames all follow the same path;
/// - clamps the target into the valid offset range (insets included);
/// - lands exactly on the target and then stops its clock;
/// - moves monotonically towards the target for a monotonic easing;
/// - can be cancelled (a user's touch): it stops where it is and reports
///   "not finished";
/// - can be retargeted mid-flight: the new motion starts from the current
///   position, and a spring keeps the current velocity, so there is no jump;
/// - allocates nothing per frame.
///
/// ```swift
/// let animator = ScrollAnimator(clock: displayLinkClock) { offset in
///   scrollView.contentOffset = CGPoint(x: offset.x, y: offset.y)
/// }
/// animator.scroll(to: ScrollPoint(x: 0, y: 2000), in: metrics, duration: 1.2, easing: .easeInOut) {
///   finished in print(finished)
/// }
/// // on touch down:
/// animator.cancel()
/// ```
public final class ScrollAnimator {
  // A frame's cost is mostly bookkeeping, so the state is laid out for it:
  // - the running trajectory sits in an immutable box, so that a frame
  //   reads it in place (copying it out would retain its easing's tables);
  // - every stored property is private and each access is one statement
  //   that calls nothing, so the optimiser can prove that no access
  //   overlaps another and drop the runtime's exclusivity checks (a public
  //   stored property, or an access spanning a call, keeps them).
  private let clock: any FrameClock
  private let apply: (ScrollPoint) -> Void
  private var running: Running?
  private var startTime: Double?
  private var completion: ((Bool) -> Void)?
  private var offset: ScrollPoint = .zero
  private var lastTime: Double?
  /// Counts the motions begun and ended, so that a frame can tell whether
  /// `apply` replaced the motion it was computed for.
  private var motionCount = 0

  /// The running motion's trajectory.
  private final class Running {
    let trajectory: ScrollTrajectory

    init(_ trajectory: ScrollTrajectory) {
      self.trajectory = trajectory
    }

    /// The trajectory's frame at `time`, read where the trajectory lives.
    func frame(at time: Double) -> (position: ScrollPoint, isFinished: Bool) {
      trajectory.frame(at: time)
    }
  }

  /// The offset most recently applied (or the start of the current motion
  /// before its first frame).
  public var currentOffset: ScrollPoint { offset }

  /// Creates an animator.
  ///
  /// - Parameters:
  ///   - clock: Delivers display frames while an animation runs.
  ///   - apply: Sets the content offset; called once per frame.
  public init(clock: any FrameClock, apply: @escaping (ScrollPoint) -> Void) {
    self.clock = clock
    self.apply = apply
  }

  /// Whether an animation is running.
  public var isAnimating: Bool { running != nil }

  /// Where the running animation will end, if one is running.
  public var target: ScrollPoint? { running?.trajectory.end }

  /// Scrolls from the current offset of `metrics` to `target` over
  /// `duration` seconds along `easing`.
  ///
  /// The target is clamped into the valid range of `metrics`. If an
  /// animation is running, it is replaced without a jump (its completion is
  /// called with `false`), and the motion starts from where it had got to.
  public func scroll(
    to target: ScrollPoint, in metrics: ScrollMetrics, duration: Double,
    easing: Easing = .easeInOut,
    completion: ((Bool) -> Void)? = nil
  ) {
    begin(target: metrics.clamped(target), from: metrics.contentOffset, completion: completion) {
      start, end, _ in
      ScrollTrajectory(from: start, to: end, curve: .timed(duration: duration, easing: easing))
    }
  }

  /// Scrolls from the current offset of `metrics` to `target` along a
  /// damped spring.
  ///
  /// When retargeting a running animation, the spring starts with the
  /// running animation's current velocity.
  public func scroll(
    to target: ScrollPoint, in metrics: ScrollMetrics, spring: DampedSpring,
    completion: ((Bool) -> Void)? = nil
  ) {
    begin(target: metrics.clamped(target), from: metrics.contentOffset, completion: completion) {
      start, end, velocity in
      ScrollTrajectory(from: start, to: end, curve: .spring(spring, initialVelocity: velocity))
    }
  }

  /// Stops the running animation where it is, as when the user touches the
  /// scroll view; its completion is called with `false`.
  public func cancel() {
    guard running != nil else { return }
    finish(arrived: false)
  }

  private func begin(
    target: ScrollPoint, from offset: ScrollPoint, completion: ((Bool) -> Void)?,
    makeTrajectory: (ScrollPoint, ScrollPoint, ScrollPoint) -> ScrollTrajectory
  ) {
    var start = offset
    var velocity = ScrollPoint.zero
    if let running, let startTime, let lastTime {
      // Retarget from where the running motion is, keeping its velocity.
      start = running.trajectory.position(at: lastTime - startTime)
      velocity = running.trajectory.velocity(at: lastTime - startTime)
    } else if running != nil {
      start = self.offset
    }
    let replaced = self.completion
    self.completion = nil
    replaced?(false)
    motionCount &+= 1
    running = Running(makeTrajectory(start, target, velocity))
    self.offset = start
    startTime = nil
    self.completion = completion
    // A strong reference while running (Embedded Swift has no weak or
    // unowned captures): the clock keeps the animator alive until the
    // motion ends and `stop()` drops the handler.
    clock.start { frame in self.step(frame) }
  }

  private func step(_ frame: DisplayFrame) {
    guard let running else { return }
    // The first frame fixes the start time; positions are for the moment
    // the frame will be shown.
    let start = startTime ?? frame.timestamp
    startTime = start
    let time = frame.targetTimestamp.isFinite ? frame.targetTimestamp : start
    lastTime = time
    let frame = running.frame(at: time - start)
    offset = frame.position
    let motion = motionCount
    apply(frame.position)
    // `apply` may have started a new motion (or cancelled): this frame's
    // verdict belongs to the motion it was computed for.
    if frame.isFinished && motion == motionCount { finish(arrived: true) }
  }

  private func finish(arrived: Bool) {
    motionCount &+= 1
    clock.stop()
    running = nil
    startTime = nil
    lastTime = nil
    let completion = self.completion
    self.completion = nil
    completion?(arrived)
  }
}
