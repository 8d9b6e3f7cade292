// The wasm build compiles this target into its one Embedded Swift module,
// where the core and the wire format are the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

/// Triggered and smoothed animations, which depend on time: the
/// evaluator samples positions, so it reports where each comes to rest.
extension SpecEvaluator {
  /// The values of every animation at each offset in turn, as if the
  /// scroll view moved through them in that order.
  ///
  /// Scroll-driven animations do not depend on the order. A triggered
  /// animation performs the actions of the crossings of its range since
  /// the previous offset (the first offset counts from before the range),
  /// in order, and its value is where those actions come to rest: a play
  /// runs to the end, a reverse to the start, a pause stays. Each entry of
  /// a triggered animation lists those crossings. A smoothed animation's
  /// value is the one its smoothing settles on, the unsmoothed value.
  public func samples(along offsets: [ScrollPoint]) -> [SpecSample] {
    var triggered: [TriggerRun?] = []
    for (animation, track) in zip(spec.animations, tracks) {
      triggered.append(animation.trigger.flatMap { TriggerRun(track, by: $0) })
    }
    var samples: [SpecSample] = []
    for offset in offsets {
      let metrics = spec.scroller.logicalMetrics(at: offset)
      var entries: [SpecSample.Entry] = []
      for index in spec.animations.indices {
        let id = spec.animations[index].id
        let track = tracks[index]
        guard var run = triggered[index] else {
          entries.append(.init(id: id, value: Self.value(track.components(for: metrics))))
          continue
        }
        let crossings = run.move(to: metrics)
        triggered[index] = run
        entries.append(
          .init(
            id: id, value: Self.value(track.components(atProgress: run.playback.progress)),
            crossings: Array(crossings)))
      }
      samples.append(SpecSample(offset: offset, entries: entries))
    }
    return samples
  }

  /// What `scrollmotion eval` says on standard error about the animations
  /// it cannot show as they run: one note per smoothed or triggered
  /// animation.
  public var notes: [SpecIssue] {
    var notes: [SpecIssue] = []
    for (index, animation) in spec.animations.enumerated() {
      if animation.smoothing != nil {
        notes.append(
          SpecIssue(
            "eval samples positions, not times: it prints the value the smoothing settles on (the unsmoothed value)",
            at: spec.path(ofAnimationAt: index).appending("smoothing")))
      }
      if animation.trigger != nil {
        notes.append(
          SpecIssue(
            "eval prints where the triggered animation comes to rest after the crossings up to each offset (listed under \"crossings\"), not its values in time",
            at: spec.path(ofAnimationAt: index).appending("trigger")))
      }
    }
    return notes.withoutRepeats
  }
}

/// A triggered animation followed from offset to offset, each action run
/// to rest before the next offset.
private struct TriggerRun {
  var trigger: RangeTrigger
  var playback: TriggeredPlayback
  let actions: TriggerActions

  init?(_ track: AnimationDraft.Built, by spec: TriggerSpec) {
    guard let playback = try? spec.playback() else { return nil }
    let (timeline, range) = track.timelineAndRange
    self.trigger = RangeTrigger(timeline: timeline, range: range)
    self.playback = playback
    self.actions = spec.actions
  }

  /// Performs the crossings' actions in order, then lets the playback
  /// finish: a play ends at the end, a reverse at the start.
  mutating func move(to metrics: ScrollMetrics) -> RangeCrossings {
    let crossings = trigger.update(with: metrics)
    for crossing in crossings { playback.perform(actions.action(for: crossing)) }
    if playback.isPlaying {
      playback.advance(to: 0)
      playback.advance(to: playback.duration)
    }
    return crossings
  }
}

extension AnimationDraft.Built {
  /// The animation's timeline and range.
  var timelineAndRange: (ProgressTimeline, AnimationRange) {
    switch self {
    case .number(let animation, _): (animation.timeline, animation.timing.range)
    case .pair(let animation): (animation.timeline, animation.timing.range)
    case .color(let animation): (animation.timeline, animation.timing.range)
    }
  }

  /// The value at a progress of the keyframes, as wire components, clamped.
  ///
  /// `beforeFlag` is Web Animations' before flag, which step easings read
  /// at their jumps: a smoothed progress passes the one its unsmoothed
  /// sample had, so that it settles exactly where the evaluator's value is.
  func components(atProgress progress: Double, beforeFlag: Bool = false) -> [Double] {
    switch self {
    case .number(let animation, let clamp):
      return [animation.keyframes.value(at: progress, beforeFlag: beforeFlag).clamped(to: clamp)]
    case .pair(let animation):
      let point = animation.keyframes.value(at: progress, beforeFlag: beforeFlag)
      return [point.x, point.y]
    case .color(let animation):
      let color = animation.keyframes.value(at: progress, beforeFlag: beforeFlag)
      return [color.red, color.green, color.blue, color.alpha]
    }
  }
}

extension RangeCrossing {
  /// The crossing's name in `scrollmotion eval`'s output: `enter`,
  /// `leave`, `enterBack`, `leaveBack`.
  package var specName: String {
    switch self {
    case .enter: "enter"
    case .leave: "leave"
    case .enterBack: "enterBack"
    case .leaveBack: "leaveBack"
    }
  }
}
