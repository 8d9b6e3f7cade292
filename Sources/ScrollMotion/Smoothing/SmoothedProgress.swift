/// A progress that follows its target with a lag: scrub smoothing for an
/// animation or for a progress observer.
///
/// Set the target from each scroll update with ``setTarget(_:)`` and move
/// the value with ``advance(to:)`` on each display frame while
/// ``needsFrames`` is true. Each step is the exact solution of the
/// ``ProgressSmoothing`` over the frame's time, so the same scroll gives
/// the same values at the same times at 60 Hz, 120 Hz or with dropped
/// frames, and under a ``ManualFrameClock`` it is fully deterministic.
///
/// Invariants:
/// - The first target (and the first after `nil`) is taken at once: there
///   is nothing to lag behind.
/// - Once within the tolerance the value *is* the target, its velocity 0,
///   and ``needsFrames`` is false.
/// - With ``ProgressSmoothing/Response/criticallyDamped`` the value never
///   crosses a target it approaches from rest.
/// - The first frame after the value starts moving marks the start and
///   moves nothing, so time spent settled never counts.
///
/// ```swift
/// var smoothed = SmoothedProgress(smoothing: try ProgressSmoothing(lag: 0.5))
/// choreography.onProgress { smoothed.setTarget($0) }
/// // each display frame while smoothed.needsFrames:
/// smoothed.advance(to: frame.targetTimestamp)
/// bar.scale = smoothed.value ?? 0
/// ```
public struct SmoothedProgress: Hashable, Sendable {
  /// How the value follows the target.
  public let smoothing: ProgressSmoothing
  /// The smoothed progress; `nil` before the first target or after a `nil`
  /// one (an inactive timeline).
  public private(set) var value: Double?
  /// The progress it follows.
  public private(set) var target: Double?
  /// The value's velocity, progress per second.
  public private(set) var velocity: Double = 0
  /// The time of the last frame while moving.
  private var lastFrameTime: Double?

  /// Creates a smoothed progress with no value yet.
  public init(smoothing: ProgressSmoothing) {
    self.smoothing = smoothing
  }

  /// Whether the value still moves: a driver stops its display link when
  /// this is false.
  public var needsFrames: Bool { value != target }

  /// Sets the progress to follow; `nil` (an inactive timeline) clears the
  /// value. A non-finite target counts as `nil`.
  public mutating func setTarget(_ target: Double?) {
    guard let target, target.isFinite else {
      self = SmoothedProgress(smoothing: smoothing)
      return
    }
    self.target = target
    if value == nil {
      value = target
      velocity = 0
    }
  }

  /// Moves the value onto the target at once, at rest: where it would
  /// settle however many frames came (`scrollmotion eval` shows this).
  mutating func settle() {
    value = target
    velocity = 0
    lastFrameTime = nil
  }

  /// Moves the value by the time since the previous frame, to `time`
  /// seconds (a ``DisplayFrame``'s target time).
  ///
  /// Does nothing while settled or for a non-finite time; a time earlier
  /// than the previous frame's moves nothing.
  public mutating func advance(to time: Double) {
    guard let value, let target, value != target, time.isFinite else {
      lastFrameTime = nil
      return
    }
    guard let lastFrameTime else {
      self.lastFrameTime = time
      return
    }
    let step = Swift.max(time - lastFrameTime, 0)
    self.lastFrameTime = Swift.max(time, lastFrameTime)
    let next = smoothing.step(displacement: value - target, velocity: velocity, over: step)
    if smoothing.isSettled(displacement: next.displacement, velocity: next.velocity)
      || !next.displacement.isFinite || !next.velocity.isFinite
    {
      self.value = target
      velocity = 0
      self.lastFrameTime = nil
    } else {
      self.value = target + next.displacement
      velocity = next.velocity
    }
  }
}
