// Only the Apple front ends play a spec's motion live (through
// ScrollMotionBridging); the web runtime plays it in JavaScript, so the
// Embedded (wasm) build leaves this out and the shipped engine is unchanged.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire

  /// A spec played in time: what ``SpecEvaluator`` shows at rest, with
  /// each smoothed animation following its progress with its
  /// `ProgressSmoothing` and each triggered one playing by its
  /// `TriggerActions` over its duration, as display frames come.
  ///
  /// Call ``update(at:time:)`` when the scroll position changes and
  ///  ``advance(to:)`` on every display frame while ``needsFrames``;
  /// ``sample()`` reads the values. Scroll-driven animations follow the
  /// position at once, as the evaluator's.
  package struct SpecMotion: Sendable {
    /// The evaluation whose animations play.
    package private(set) var evaluator: SpecEvaluator
    private var slots: [Slot]
    /// The content offset of the last update.
    private var offset: ScrollPoint?

    /// The time-based state of one animation.
    private enum Slot: Sendable {
      case scrollDriven
      case triggered(RangeTrigger, TriggeredPlayback, TriggerActions)
      case smoothed(SmoothedProgress, isBefore: Bool)
    }

    /// Motion for `evaluator`'s animations: triggered ones stopped at their
    /// start, before their range; smoothed ones with no value yet.
    package init(_ evaluator: SpecEvaluator) {
      self.evaluator = evaluator
      slots = []
      slots = zip(evaluator.spec.animations, evaluator.tracks).map { Self.slot(for: $0, $1) }
    }

    private static func slot(for animation: AnimationSpec, _ track: AnimationDraft.Built) -> Slot {
      if let trigger = animation.trigger, let playback = try? trigger.playback() {
        let (timeline, range) = track.timelineAndRange
        return .triggered(
          RangeTrigger(timeline: timeline, range: range), playback, trigger.actions)
      }
      if let lag = animation.smoothing, let smoothing = try? ProgressSmoothing(lag: lag) {
        return .smoothed(SmoothedProgress(smoothing: smoothing), isBefore: false)
      }
      return .scrollDriven
    }

    /// Plays `evaluator` instead (new geometry, the reduced-motion
    /// variant), keeping the state of every animation whose id and kind of
    /// motion are unchanged, so a resize neither restarts a triggered
    /// animation nor makes a smoothed one jump.
    package mutating func replace(with evaluator: SpecEvaluator) {
      var kept: [String: Slot] = [:]
      for (animation, slot) in zip(self.evaluator.spec.animations, slots) {
        kept[animation.id] = slot
      }
      self.evaluator = evaluator
      slots = zip(evaluator.spec.animations, evaluator.tracks).map { animation, track in
        let fresh = Self.slot(for: animation, track)
        switch (fresh, kept[animation.id]) {
        case (
          .triggered(var trigger, let playback, let actions), .triggered(let old, let played, _)
        ):
          let (timeline, range) = (trigger.timeline, trigger.range)
          trigger = old
          trigger.timeline = timeline
          trigger.range = range
          return .triggered(
            trigger, played.duration == playback.duration ? played : playback, actions)
        case (.smoothed(let progress, _), .smoothed(let old, let isBefore))
        where progress.smoothing == old.smoothing:
          return .smoothed(old, isBefore: isBefore)
        default:
          return fresh
        }
      }
      if let offset { update(at: offset, time: nil) }
    }

    /// Whether a driver must keep delivering frames: a triggered animation
    /// plays or a smoothed one has not caught up.
    package var needsFrames: Bool {
      slots.contains { slot in
        switch slot {
        case .scrollDriven: false
        case .triggered(_, let playback, _): playback.needsFrames
        case .smoothed(let progress, _): progress.needsFrames
        }
      }
    }

    /// Follows the scroll position: triggered animations perform the
    /// actions of their crossings, smoothed ones take their new target.
    ///
    /// - Parameters:
    ///   - offset: The content offset now, in the evaluator's scroller.
    ///   - time: When, in seconds on the frames' clock, if known; a
    ///     playback started then counts its time from it.
    package mutating func update(at offset: ScrollPoint, time: Double?) {
      self.offset = offset
      let metrics = evaluator.spec.scroller.logicalMetrics(at: offset)
      for index in slots.indices {
        switch slots[index] {
        case .scrollDriven:
          continue
        case .triggered(var trigger, var playback, let actions):
          for crossing in trigger.update(with: metrics) {
            playback.perform(actions.action(for: crossing), at: time)
          }
          slots[index] = .triggered(trigger, playback, actions)
        case .smoothed(var progress, _):
          let timeline = evaluator.tracks[index].timelineAndRange.0
          let timing = evaluator.tracks[index].timing
          let sample = timeline.state(for: metrics).flatMap { timing.sample(in: $0) }
          progress.setTarget(sample?.progress)
          slots[index] = .smoothed(progress, isBefore: sample?.beforeFlag ?? false)
        }
      }
    }

    /// Moves every playing or catching-up animation to `time` seconds (a
    /// display frame's target time).
    package mutating func advance(to time: Double) {
      for index in slots.indices {
        switch slots[index] {
        case .scrollDriven:
          continue
        case .triggered(let trigger, var playback, let actions):
          playback.advance(to: time)
          slots[index] = .triggered(trigger, playback, actions)
        case .smoothed(var progress, let isBefore):
          progress.advance(to: time)
          slots[index] = .smoothed(progress, isBefore: isBefore)
        }
      }
    }

    /// The values of every animation now, at the last offset given to
    /// ``update(at:time:)`` (offset zero before any).
    package func sample() -> SpecSample {
      let offset = self.offset ?? ScrollPoint(x: 0, y: 0)
      let metrics = evaluator.spec.scroller.logicalMetrics(at: offset)
      var entries: [SpecSample.Entry] = []
      for (index, animation) in evaluator.spec.animations.enumerated() {
        let track = evaluator.tracks[index]
        let components: [Double]?
        switch slots[index] {
        case .scrollDriven:
          components = track.components(for: metrics)
        case .triggered(_, let playback, _):
          components = track.components(atProgress: playback.progress)
        case .smoothed(let progress, let isBefore):
          components = progress.value.map { track.components(atProgress: $0, beforeFlag: isBefore) }
        }
        entries.append(.init(id: animation.id, value: SpecEvaluator.value(components)))
      }
      return SpecSample(offset: offset, entries: entries)
    }
  }

  extension AnimationDraft.Built {
    /// The animation's timing (range, fill, easing).
    fileprivate var timing: EffectTiming {
      switch self {
      case .number(let animation, _): animation.timing
      case .pair(let animation): animation.timing
      case .color(let animation): animation.timing
      }
    }
  }
#endif
