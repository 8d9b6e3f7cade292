/// A time-based animation started by scrolling: it plays its keyframes over
/// a duration when the scroll position crosses into a range, and plays
/// back, restarts, pauses or completes on the other crossings (GSAP's
/// `toggleActions`, CSS's `animation-trigger`; where each differs, on a
/// range's edges, on the first frame and after a flick, is in
/// ``RangeTrigger``, ``TriggeredPlayback`` and ``TriggerActions``).
///
/// Scrolling decides *when* it runs; a frame clock decides *where* it is.
/// Call ``update(with:at:)`` from the scroll callback and ``advance(to:)``
/// on every display frame while ``needsFrames`` is true.
///
/// ```swift
/// var reveal = ScrollTriggeredAnimation(
///   keyframes: KeyframeSequence(from: 0.0, to: 1.0),
///   timeline: .view(subject: cardFrame), range: .entry,
///   playback: try TriggeredPlayback(duration: 0.5, easing: .easeOut),
///   actions: .playWhileActive)
/// // scrollViewDidScroll:
/// reveal.update(with: metrics)
/// // each display frame:
/// reveal.advance(to: frame)
/// card.alpha = reveal.value
/// ```
public struct ScrollTriggeredAnimation<Value> {
  /// The values it moves through, by eased progress.
  public var keyframes: KeyframeSequence<Value>
  /// The range crossings that start and stop it.
  public private(set) var trigger: RangeTrigger
  /// What it does on each crossing.
  public var actions: TriggerActions
  /// Its clock.
  public private(set) var playback: TriggeredPlayback

  /// Creates an animation at its start, stopped.
  ///
  /// - Parameters:
  ///   - keyframes: The values, by progress.
  ///   - timeline: The timeline whose position triggers it.
  ///   - range: The range whose crossings trigger it.
  ///   - playback: Its duration and easing.
  ///   - actions: What each crossing does; play once on enter by default.
  public init(
    keyframes: KeyframeSequence<Value>, timeline: ProgressTimeline = .vertical,
    range: AnimationRange = .normal, playback: TriggeredPlayback,
    actions: TriggerActions = TriggerActions()
  ) {
    self.keyframes = keyframes
    self.trigger = RangeTrigger(timeline: timeline, range: range)
    self.actions = actions
    self.playback = playback
  }

  /// The value for the current progress.
  public var value: Value { keyframes.value(at: playback.progress) }

  /// Whether a driver must keep delivering frames.
  public var needsFrames: Bool { playback.needsFrames }

  /// Follows the scroll position: performs the action of every crossing,
  /// in order, and returns the crossings.
  ///
  /// - Parameters:
  ///   - metrics: The scroll view now.
  ///   - time: When, in seconds on the frames' clock, if known; see
  ///     ``TriggeredPlayback/perform(_:at:)``.
  @discardableResult
  public mutating func update(with metrics: ScrollMetrics, at time: Double? = nil)
    -> RangeCrossings
  {
    update(in: trigger.timeline.state(for: metrics), at: time)
  }

  /// Follows an already computed state of the trigger's timeline (`nil`
  /// for an inactive timeline), at `time` if known.
  @discardableResult
  public mutating func update(in state: TimelineState?, at time: Double? = nil) -> RangeCrossings {
    let crossings = trigger.update(in: state)
    playback.perform(crossings, by: actions, at: time)
    return crossings
  }

  /// Advances the clock to the frame's target time.
  public mutating func advance(to frame: DisplayFrame) {
    playback.advance(to: frame.targetTimestamp)
  }
}

extension ScrollTriggeredAnimation: Sendable where Value: Sendable {}

extension TimedProgress {
  /// The time-based part of `animation`, in the state it is in.
  init<Value>(_ animation: ScrollTriggeredAnimation<Value>) {
    self.init(
      timeline: animation.trigger.timeline, timing: EffectTiming(range: animation.trigger.range),
      playback: animation.playback, actions: animation.actions)
    keepPhase(of: animation.trigger)
  }
}
