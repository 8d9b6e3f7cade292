/// A scroll-driven animation that follows its range progress with a lag
/// (GSAP's numeric `scrub`, on the curve ``ProgressSmoothing`` describes):
/// the keyframes are evaluated at a ``SmoothedProgress`` of the animation's
/// progress instead of the progress itself.
///
/// Call ``update(with:)`` from the scroll callback and ``advance(to:)``
/// on every display frame while ``needsFrames`` is true. Where the
/// animation has no effect (an inactive timeline, or outside its range
/// without fill) the value is `nil` at once, without a lag.
///
/// ```swift
/// var lagging = SmoothedAnimation(
///   ScrollDrivenAnimation(from: 0.0, to: 300.0), smoothing: try ProgressSmoothing(lag: 0.5))
/// lagging.update(with: metrics)   // scrollViewDidScroll
/// lagging.advance(to: frame)      // each display frame
/// marker.center.x = lagging.value ?? 0
/// ```
public struct SmoothedAnimation<Value> {
  /// The animation whose progress is smoothed.
  public let animation: ScrollDrivenAnimation<Value>
  /// The smoothed progress within the animation's range.
  public private(set) var progress: SmoothedProgress
  /// Whether the last update was in the before phase (step easings look
  /// at it).
  fileprivate var isBefore = false

  /// Creates a smoothed animation with no value yet.
  public init(_ animation: ScrollDrivenAnimation<Value>, smoothing: ProgressSmoothing) {
    self.animation = animation
    self.progress = SmoothedProgress(smoothing: smoothing)
  }

  /// The value at the smoothed progress, or `nil` for no effect.
  public var value: Value? {
    guard let smoothed = progress.value else { return nil }
    return animation.keyframes.value(at: smoothed, beforeFlag: isBefore)
  }

  /// Whether a driver must keep delivering frames.
  public var needsFrames: Bool { progress.needsFrames }

  /// Sets the target from the scroll position.
  public mutating func update(with metrics: ScrollMetrics) {
    update(in: animation.timeline.state(for: metrics))
  }

  /// Sets the target from an already computed state of the animation's
  /// timeline (`nil` for an inactive timeline).
  public mutating func update(in state: TimelineState?) {
    isBefore = progress.follow(state.flatMap { animation.timing.sample(in: $0) })
  }

  /// Moves the smoothed progress to the frame's target time.
  public mutating func advance(to frame: DisplayFrame) {
    progress.advance(to: frame.targetTimestamp)
  }
}

extension SmoothedAnimation: Sendable where Value: Sendable {}

extension TimedProgress {
  /// The time-based part of `animation`, in the state it is in.
  init<Value>(_ animation: SmoothedAnimation<Value>) {
    let trigger = RangeTrigger(
      timeline: animation.animation.timeline, range: animation.animation.timing.range)
    self.init(
      trigger: trigger, fill: animation.animation.timing.fill,
      smoothed: animation.progress, beforeFlag: animation.isBefore)
  }
}
