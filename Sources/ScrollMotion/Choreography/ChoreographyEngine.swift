/// The engine behind ``Choreography``: timing groups and the list of
/// number, point and colour animations, without identities, observers or
/// other value types.
///
/// ``Choreography`` adds those for apps; the browser engine
/// (ScrollMotionWeb) uses this directly, so the WebAssembly build carries
/// only what it calls.
package struct ChoreographyEngine {
  /// A timing group: animations and observers on the same timeline with
  /// the same range and fill, whose timeline state and timing sample are
  /// computed once per update.
  struct TimingGroup {
    let timeline: ProgressTimeline
    let timing: EffectTiming
    var users: Int
  }

  private(set) var timingGroups = SlotMap<TimingGroup>()
  /// Each timing group's timeline state for the current update.
  private(set) var states: [TimelineState?] = []
  /// Each timing group's sample for the current update.
  private(set) var samples: [EffectTiming.Sample?] = []
  /// Whether each timing group's sample is the same as in the previous
  /// update, so that its tracks need no work.
  private var unchanged: [Bool] = []
  /// The number, point and colour animations.
  var common = CommonTracks()

  /// Creates an empty engine.
  package init() {}

  /// Adds a number animation; returns its index among the common tracks.
  @discardableResult
  package mutating func add(
    _ animation: ScrollDrivenAnimation<Double>, sink: @escaping (Double?) -> Void, entry: Int = 0
  ) -> Int {
    let group = retainGroup(timeline: animation.timeline, timing: animation.timing)
    return common.append(animation, sink: sink, group: group, entry: entry)
  }

  /// Adds a point animation; returns its index among the common tracks.
  @discardableResult
  package mutating func add(
    _ animation: ScrollDrivenAnimation<ScrollPoint>, sink: @escaping (ScrollPoint?) -> Void,
    entry: Int = 0
  ) -> Int {
    let group = retainGroup(timeline: animation.timeline, timing: animation.timing)
    return common.append(animation, sink: sink, group: group, entry: entry)
  }

  /// Adds a colour animation; returns its index among the common tracks.
  @discardableResult
  package mutating func add(
    _ animation: ScrollDrivenAnimation<RGBAColor>, sink: @escaping (RGBAColor?) -> Void,
    entry: Int = 0
  ) -> Int {
    let group = retainGroup(timeline: animation.timeline, timing: animation.timing)
    return common.append(animation, sink: sink, group: group, entry: entry)
  }

  /// Computes every timing group's state and sample for `metrics`, then
  /// evaluates the common tracks and calls the sinks of changed values.
  package mutating func update(with metrics: ScrollMetrics) {
    for group in states.indices {
      var sample: EffectTiming.Sample? = nil
      if let shared = timingGroups.elements[group],
        let state = shared.timeline.state(for: metrics)
      {
        states[group] = state
        sample = shared.timing.sample(in: state)
      } else {
        states[group] = nil
      }
      unchanged[group] = Self.isSame(sample, samples[group])
      samples[group] = sample
    }
    common.update(samples: samples, unchanged: unchanged)
  }

  /// Removes every animation and timing group.
  package mutating func removeAll() {
    self = ChoreographyEngine()
  }

  /// The number of distinct timelines the groups use.
  var timelineCount: Int {
    var distinct: [ProgressTimeline] = []
    for case let group? in timingGroups.elements where !distinct.contains(group.timeline) {
      distinct.append(group.timeline)
    }
    return distinct.count
  }

  /// The timing group for `timing` on `timeline`, shared with an existing
  /// one among the 4 newest groups if possible (animations added together
  /// usually share). The search is bounded so that adding stays O(1) when
  /// every animation has a timeline of its own; a duplicate group costs one
  /// more sample per update, nothing else.
  mutating func retainGroup(timeline: ProgressTimeline, timing: EffectTiming) -> Int {
    let newest = timingGroups.elements.indices.suffix(4)
    for group in newest.reversed() {
      guard let shared = timingGroups.elements[group], shared.timeline == timeline,
        Self.isSame(shared.timing, timing)
      else { continue }
      timingGroups[group]?.users += 1
      return group
    }
    let group = timingGroups.insert(TimingGroup(timeline: timeline, timing: timing, users: 1))
    while states.count <= group {
      states.append(nil)
      samples.append(nil)
      unchanged.append(false)
    }
    return group
  }

  /// Whether two samples are the same to the bit (a progress of −0 and one
  /// of 0 could ease differently through a custom function).
  private static func isSame(_ first: EffectTiming.Sample?, _ second: EffectTiming.Sample?) -> Bool
  {
    guard let first, let second else { return first == nil && second == nil }
    return first.phase == second.phase
      && first.progress.bitPattern == second.progress.bitPattern
  }

  /// `==` kept out of line: inlined, the synthesised comparison of ranges
  /// costs the WebAssembly build more than the call.
  @inline(never)
  private static func isSame(_ first: EffectTiming, _ second: EffectTiming) -> Bool {
    first == second
  }

  /// Releases one use of a timing group, freeing it after the last.
  mutating func releaseGroup(_ group: Int) {
    guard let shared = timingGroups[group] else { return }
    if shared.users > 1 {
      timingGroups[group]?.users -= 1
    } else {
      timingGroups.remove(at: group)
      states[group] = nil
      samples[group] = nil
    }
  }

  /// Moves common track `index` to `timeline`, keeping its range and fill.
  mutating func retimeCommon(at index: Int, to timeline: ProgressTimeline) {
    common.retime(at: index, group: moved(common.group(at: index), to: timeline))
  }

  /// The group for `group`'s timing on `timeline`, releasing `group`.
  mutating func moved(_ group: Int, to timeline: ProgressTimeline) -> Int {
    let timing = timingGroups[group]?.timing ?? EffectTiming()
    let newGroup = retainGroup(timeline: timeline, timing: timing)
    releaseGroup(group)
    return newGroup
  }
}
