// The wasm build compiles this file into the ScrollMotion module itself
// (one Embedded Swift module); natively it is part of ScrollMotionWeb.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

/// One animation's time-based motion in the browser engine: a
/// scroll-triggered or smoothed animation, or one whose range crossings or
/// timeline velocity are watched.
///
/// It holds the core's own pieces and steps them as the core does: the
/// crossings of a ``RangeTrigger``; for a triggered animation a
/// ``TriggeredPlayback`` driven by ``TriggerActions``, as
/// ``ScrollTriggeredAnimation`` drives it; for a smoothed one a
/// ``SmoothedProgress`` of the range progress, as ``SmoothedAnimation``
/// keeps it; a ``ProgressVelocity`` of the timeline progress, as
/// `Choreography.onVelocity` records it. Unlike those it is a class whose
/// state can be handed on: a rebuild with new geometry keeps the
/// playback, the side of the range and the smoothed progress
/// (``keep(_:)``), so that a resize neither restarts nor re-fires anything.
final class WebMotion {
  /// The animation's index.
  let index: Int
  /// The side of the range the last update saw.
  var trigger = RangeTrigger()
  /// The animation's timing (range, fill), for the smoothed progress.
  var timing = EffectTiming()
  /// A triggered animation's playback and actions.
  var triggered: WireTrigger?
  /// A smoothed animation's progress.
  var smoothed: SmoothedProgress?
  /// The before flag of a smoothed animation's last sample (step easings
  /// look at it).
  var isBefore = false
  /// Whether the crossings are reported although nothing plays on them.
  var isWatched = false
  /// The watched velocity of the timeline's progress.
  var velocity: ProgressVelocity?
  /// The velocity and direction last reported.
  var reported = (velocity: Double.nan, direction: ScrollDirection.none)
  /// Writes the value at a progress and before flag into the engine's
  /// output (`nil`: no effect), for a triggered or smoothed animation.
  var show: (Double?, Bool) -> Void = { _, _ in }

  init(index: Int) {
    self.index = index
  }

  /// Whether it plays by time rather than following the scroll.
  var isTimed: Bool { triggered != nil || smoothed != nil }

  /// Takes the animation's timeline and timing from its description.
  func follow(_ draft: AnimationDraft) {
    trigger.timeline = draft.timeline
    trigger.range = draft.range
    timing = EffectTiming(range: draft.range, fill: draft.fill)
  }

  /// Takes over `old`'s state, before ``follow(_:)``: the side of the
  /// range and the watches always, the playback when its duration is
  /// unchanged, the smoothed progress when its lag is. A velocity starts a
  /// new estimate: new geometry moves the progress.
  func keep(_ old: WebMotion) {
    trigger = old.trigger
    isWatched = isWatched || old.isWatched
    if old.velocity != nil, velocity == nil { velocity = ProgressVelocity() }
    if let triggered, let played = old.triggered,
      played.playback.duration == triggered.playback.duration
    {
      self.triggered = played
    }
    if let smoothed, let progress = old.smoothed, progress.smoothing.lag == smoothed.smoothing.lag {
      self.smoothed = progress
      isBefore = old.isBefore
    }
  }

  /// Whether it still moves: `Choreography.needsFrames` for it.
  var needsFrames: Bool {
    triggered?.playback.needsFrames == true || smoothed?.needsFrames == true
      || (velocity?.velocity ?? 0) != 0
  }

  /// Follows the scroll position at `time` seconds (non-finite: unknown),
  /// as `Choreography.update(with:at:)` has its triggered and smoothed
  /// animations and velocity observers follow it, and returns the
  /// crossings to report.
  func update(with metrics: ScrollMetrics, at time: Double) -> RangeCrossings {
    let state = trigger.timeline.state(for: metrics)
    let crossings = trigger.update(in: state)
    if let triggered {
      for crossing in crossings {
        triggered.playback.perform(triggered.actions.action(for: crossing), at: time)
      }
    }
    if smoothed != nil {
      let sample = state.flatMap { timing.sample(in: $0) }
      isBefore = sample?.beforeFlag ?? false
      smoothed?.setTarget(sample?.progress)
    }
    velocity?.record(state?.progress, at: time)
    return triggered != nil || isWatched ? crossings : .none
  }

  /// Moves to a display frame at `time`, as `Choreography.advance(to:)`
  /// does.
  func advance(to time: Double) {
    if let triggered, triggered.playback.needsFrames { triggered.playback.advance(to: time) }
    if smoothed?.needsFrames == true { smoothed?.advance(to: time) }
    if (velocity?.velocity ?? 0) != 0 { velocity?.decay(to: time) }
  }

  /// Writes the current value of a triggered or smoothed animation.
  func write() {
    if let triggered {
      show(triggered.playback.progress, false)
    } else if let smoothed {
      show(smoothed.value, isBefore)
    }
  }
}
