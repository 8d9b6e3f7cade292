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
  private let clock: any FrameClock
  private let apply: (ScrollPoint) -> Void
  /// Everything a frame reads and writes, behind a pointer the animator
  /// owns: a frame reads the trajectory in place instead of copying it (and
  /// retaining its easing's tables), and makes no runtime exclusivity
  /// checks, which cost a timed tick as much as computing it. Accesses
  /// cannot overlap: each is one statement, and `apply` and completions,
  /// which may call back into the animator, run between them.
  private let motion: UnsafeMutablePointer<Motion>
  private var completion: ((Bool) -> Void)?

  /// The running motion and its clock.
  private struct Motion {
    /// The running motion's path, meaningful while `isRunning`. Not
    /// optional: reading an optional where it is stored copies it.
    var trajectory = Self.idle
    var isRunning = false
    var startTime: Double?
    var lastTime: Double?
    var currentOffset: ScrollPoint = .zero
    /// Counts the motions begun and ended, so that a frame can tell whether
    /// `apply` replaced the motion it was computed for.
    var count = 0

    /// What `trajectory` holds between motions.
    static let idle = ScrollTrajectory(
      from: .zero, to: .zero, curve: .timed(duration: 0, easing: .linear))

    /// Advances the running motion to `frame`: the position to apply,
    /// whether the motion arrives with it, and which motion it belongs to;
    /// `nil` when no motion runs.
    mutating func advance(to frame: DisplayFrame) -> (
      position: ScrollPoint, isFinished: Bool, motion: Int
    )? {
      guard isRunning else { return nil }
      // The first frame fixes the start time; positions are for the moment
      // the frame will be shown.
      let start = startTime ?? frame.timestamp
      startTime = start
      let time = frame.targetTimestamp.isFinite ? frame.targetTimestamp : start
      lastTime = time
      let result = trajectory.frame(at: time - start)
      currentOffset = result.position
      return (result.position, result.isFinished, count)
    }
  }

  /// The offset most recently applied (or the start of the current motion
  /// before its first frame).
  public var currentOffset: ScrollPoint { motion.pointee.currentOffset }

  /// Creates an animator.
  ///
  /// - Parameters:
  ///   - clock: Delivers display frames while an animation runs.
  ///   - apply: Sets the content offset; called once per frame.
  public init(clock: any FrameClock, apply: @escaping (ScrollPoint) -> Void) {
    self.clock = clock
    self.apply = apply
    motion = .allocate(capacity: 1)
    motion.initialize(to: Motion())
  }

  deinit {
    motion.deinitialize(count: 1)
    motion.deallocate()
  }

  /// Whether an animation is running.
  public var isAnimating: Bool { motion.pointee.isRunning }

  /// Where the running animation will end, if one is running.
  public var target: ScrollPoint? {
    motion.pointee.isRunning ? motion.pointee.trajectory.end : nil
  }

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
    guard motion.pointee.isRunning else { return }
    finish(arrived: false)
  }

  private func begin(
    target: ScrollPoint, from offset: ScrollPoint, completion: ((Bool) -> Void)?,
    makeTrajectory: (ScrollPoint, ScrollPoint, ScrollPoint) -> ScrollTrajectory
  ) {
    var start = offset
    var velocity = ScrollPoint.zero
    if motion.pointee.isRunning, let startTime = motion.pointee.startTime,
      let lastTime = motion.pointee.lastTime
    {
      let trajectory = motion.pointee.trajectory
      // Retarget from where the running motion is, keeping its velocity.
      start = trajectory.position(at: lastTime - startTime)
      velocity = trajectory.velocity(at: lastTime - startTime)
    } else if motion.pointee.isRunning {
      start = motion.pointee.currentOffset
    }
    let replaced = self.completion
    self.completion = nil
    replaced?(false)
    motion.pointee.count &+= 1
    motion.pointee.trajectory = makeTrajectory(start, target, velocity)
    motion.pointee.isRunning = true
    motion.pointee.currentOffset = start
    motion.pointee.startTime = nil
    self.completion = completion
    // A strong reference while running (Embedded Swift has no weak or
    // unowned captures): the clock keeps the animator alive until the
    // motion ends and `stop()` drops the handler.
    clock.start { frame in self.step(frame) }
  }

  private func step(_ frame: DisplayFrame) {
    guard let frame = motion.pointee.advance(to: frame) else { return }
    apply(frame.position)
    // `apply` may have started a new motion (or cancelled): this frame's
    // verdict belongs to the motion it was computed for.
    if frame.isFinished && frame.motion == motion.pointee.count { finish(arrived: true) }
  }

  private func finish(arrived: Bool) {
    motion.pointee.count &+= 1
    clock.stop()
    motion.pointee.trajectory = Motion.idle
    motion.pointee.isRunning = false
    motion.pointee.startTime = nil
    motion.pointee.lastTime = nil
    let completion = self.completion
    self.completion = nil
    completion?(arrived)
  }
}
