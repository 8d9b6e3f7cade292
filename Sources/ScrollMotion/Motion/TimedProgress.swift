/// The time-based part of one animation: the side of its range the scroll
/// position was last on (so its crossings), what moves its progress in time
/// (a triggered animation's playback, a smoothed animation's lagging
/// progress, or nothing), and the velocity of its timeline's progress.
///
/// The one implementation of time-based motion. ``Choreography``'s
/// triggered and smoothed animations, range observers and velocity
/// observers are each one of these; so is every animation of the browser
/// engine and of a played spec that moves in time or is watched. Each
/// caller steps it the same way: ``update(in:at:)`` when the scroll
/// position changes, ``advance(to:)`` on each display frame while
/// ``needsFrames``; a rebuild with new geometry hands its state on with
/// ``keepState(of:)``, and `scrollmotion eval`, which samples positions
/// rather than times, lets it ``comeToRest()`` after each position.
package struct TimedProgress: Sendable {
  /// The timeline and range whose crossings are followed, and the side of
  /// the range the last update saw.
  package private(set) var trigger: RangeTrigger
  /// The animation's fill, which with the range gives a smoothed
  /// animation's samples.
  package let fill: FillMode
  /// A triggered animation's playback; `nil` for the others.
  private(set) var playback: TriggeredPlayback?
  /// What a triggered animation does on each crossing.
  private(set) var actions = TriggerActions()
  /// A smoothed animation's progress; `nil` for the others.
  private(set) var smoothed: SmoothedProgress?
  /// The before flag of a smoothed animation's last sample (step easings
  /// read it).
  private(set) var beforeFlag = false
  /// The velocity of the timeline's progress, when it is watched.
  package var velocity: ProgressVelocity?

  /// The time-based part of an animation on `timeline` over `timing`'s
  /// range, before the range: triggered by `playback` (stopped at its
  /// start) with `actions`, or smoothed by `smoothing` (no value yet), or
  /// following the scroll; its velocity watched with `velocity`.
  ///
  /// A playback wins over a smoothing: the value shows the playback.
  package init(
    timeline: ProgressTimeline, timing: EffectTiming = EffectTiming(),
    playback: TriggeredPlayback? = nil, actions: TriggerActions = TriggerActions(),
    smoothing: ProgressSmoothing? = nil, velocity: ProgressVelocity? = nil
  ) {
    trigger = RangeTrigger(timeline: timeline, range: timing.range)
    fill = timing.fill
    self.playback = playback
    self.actions = actions
    smoothed = smoothing.map { SmoothedProgress(smoothing: $0) }
    self.velocity = velocity
  }

  /// The time-based part of a smoothed animation whose crossings
  /// `trigger` follows, filling with `fill`, in the state `smoothed` and
  /// `beforeFlag` have.
  init(trigger: RangeTrigger, fill: FillMode, smoothed: SmoothedProgress, beforeFlag: Bool) {
    self.trigger = trigger
    self.fill = fill
    self.smoothed = smoothed
    self.beforeFlag = beforeFlag
  }

  /// The timeline it follows.
  package var timeline: ProgressTimeline { trigger.timeline }

  /// Whether it is a scroll-triggered animation.
  package var isTriggered: Bool { playback != nil }

  /// Whether the progress moves in time (triggered or smoothed) rather
  /// than following the scroll.
  package var isTimed: Bool { playback != nil || smoothed != nil }

  /// Whether something still moves: a playback plays, a smoothed progress
  /// has not caught up, or a watched velocity has not decayed to 0.
  package var needsFrames: Bool {
    playback?.needsFrames == true || smoothed?.needsFrames == true
      || (velocity?.velocity ?? 0) != 0
  }

  /// The sample its keyframes show: a triggered animation's eased
  /// playback progress (active), a smoothed one's lagging progress with
  /// the phase of its last sample, `nil` for no effect (a smoothed one
  /// where the scroll-driven animation would have none) and for one that
  /// follows the scroll.
  package var sample: EffectTiming.Sample? {
    if let playback { return EffectTiming.Sample(phase: .active, progress: playback.progress) }
    guard let value = smoothed?.value else { return nil }
    return EffectTiming.Sample(phase: beforeFlag ? .before : .active, progress: value)
  }

  /// Follows the scroll position: the crossings since the last update
  /// take a triggered animation's actions, in order; a smoothed animation
  /// heads for its new sample; a watched velocity records the progress.
  ///
  /// - Parameters:
  ///   - state: The state of ``timeline`` now; `nil` for an inactive
  ///     timeline, which crosses nothing and clears a smoothed progress.
  ///   - time: When, in seconds on the frames' clock; NaN when unknown (a
  ///     playback started then counts from the next frame, a velocity
  ///     records nothing).
  /// - Returns: The crossings, in order.
  @discardableResult
  package mutating func update(in state: TimelineState?, at time: Double) -> RangeCrossings {
    let crossings = trigger.update(in: state)
    playback?.perform(crossings, by: actions, at: time)
    if smoothed != nil {
      let timing = EffectTiming(range: trigger.range, fill: fill)
      beforeFlag = smoothed?.follow(state.flatMap { timing.sample(in: $0) }) ?? false
    }
    velocity?.record(state?.progress, at: time)
    return crossings
  }

  /// Moves to a display frame: a playing playback and a catching-up
  /// smoothed progress to its target time, a moving velocity decays
  /// towards 0 from its start time.
  package mutating func advance(to frame: DisplayFrame) {
    if playback?.needsFrames == true { playback?.advance(to: frame.targetTimestamp) }
    if smoothed?.needsFrames == true { smoothed?.advance(to: frame.targetTimestamp) }
    if (velocity?.velocity ?? 0) != 0 { velocity?.decay(to: frame.timestamp) }
  }

  /// Takes the side of the range `old` last saw.
  mutating func keepPhase(of old: RangeTrigger) {
    trigger.keepPhase(of: old)
  }

  /// Moves at once to where the motion comes to rest: a playing playback
  /// to the end it plays towards, a smoothed progress onto its target.
  /// What `scrollmotion eval` shows, and a front end without display
  /// frames.
  package mutating func comeToRest() {
    playback?.finish()
    smoothed?.settle()
  }

  /// Takes over the state of `old`, the same animation before a rebuild
  /// with new geometry, so that a resize neither restarts nor re-fires
  /// anything: always the side of the range (this one's timeline and range
  /// stay); a playback whose duration is unchanged (this one's actions
  /// stay); a smoothed progress whose smoothing is unchanged, with its
  /// before flag; a watch of the velocity, which starts a new estimate (new
  /// geometry moves the progress).
  package mutating func keepState(of old: borrowing TimedProgress) {
    keepPhase(of: old.trigger)
    if old.velocity != nil, velocity == nil { velocity = ProgressVelocity() }
    if let played = old.playback, played.duration == playback?.duration {
      playback = played
    }
    if let kept = old.smoothed, kept.smoothing == smoothed?.smoothing {
      smoothed = kept
      beforeFlag = old.beforeFlag
    }
  }
}

extension TriggeredPlayback {
  /// Performs the action `actions` gives each of `crossings`, in order,
  /// at `time` (seconds on the frames' clock; NaN when unknown).
  package mutating func perform(
    _ crossings: RangeCrossings, by actions: TriggerActions, at time: Double?
  ) {
    for crossing in crossings { perform(actions.action(for: crossing), at: time) }
  }
}

extension SmoothedProgress {
  /// Heads for the progress of `sample`, a smoothed animation's sample of
  /// its timing (`nil`: no effect, which clears the value), and returns
  /// the sample's before flag.
  mutating func follow(_ sample: EffectTiming.Sample?) -> Bool {
    setTarget(sample?.progress)
    return sample?.beforeFlag ?? false
  }
}
