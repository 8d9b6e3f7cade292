/// The engine behind ``Choreography``: timing groups and the list of
/// number, point and colour animations, without identities, observers or
/// other value types.
///
/// ``Choreography`` adds those for apps; the browser engine
/// (ScrollMotionWeb) uses this directly, so the WebAssembly build carries
/// only what it calls.
///
/// ## Invariants
/// An update samples the timing groups through buffers with no bounds
/// check, and each track reads its group's sample the same way, so these
/// hold between the engine's mutations (checked by ``verifyInvariants()``
/// in debug builds and tests after each `add` and retime, and by
/// ``Choreography`` after it removes a track, which releases the track's
/// group first):
/// - there is one resolved group, sample and change flag per timing group
///   slot, free slots included;
/// - every track's group is an occupied slot;
/// - the timing groups', tracks' and pool's own invariants hold.
package struct ChoreographyEngine {
  /// A timing group: animations and observers on the same timeline with
  /// the same range and fill, whose timeline state and timing sample are
  /// computed once per update.
  struct TimingGroup {
    let timeline: ProgressTimeline
    let timing: EffectTiming
    var users: Int
    /// Whether the caller sets its sample (``setSample(_:ofGroup:)``): a
    /// triggered or smoothed animation's, whose progress moves in time.
    var isTimed = false
  }

  /// What of a timing group depends only on the layout (sizes, insets,
  /// subject frames and range), not on the scroll offset: resolved once per
  /// layout, so that an update only places the offset in it.
  struct ResolvedGroup {
    /// The timeline's state at offset 0, `nil` for an inactive timeline or
    /// a free slot; only its range is read.
    var state: TimelineState? = nil
    /// The axis whose offset is the timeline's position.
    var axis = ScrollAxis.y
    /// The content offsets of progress 0 and 1 (``AnimationRange/offsets(in:)``).
    var rangeStart = 0.0
    var rangeEnd = 0.0
    var fill = FillMode.both
    /// Whether the group's sample is set by the caller, not by the scroll.
    var isTimed = false
  }

  private(set) var timingGroups = SlotMap<TimingGroup>()
  /// Each timing group resolved for the layout of ``metrics``.
  private var resolved: [ResolvedGroup] = []
  /// The current update's metrics, `nil` before the first update.
  private var metrics: ScrollMetrics? = nil
  /// Each timing group's sample for the current update.
  private(set) var samples: [EffectTiming.Sample?] = []
  /// Whether each timing group's sample is the same as in the previous
  /// update, so that its tracks need no work.
  private(set) var unchanged: [Bool] = []
  /// The number, point and colour animations.
  var concrete = ConcreteTracks()
  /// The Bézier solver tables of every track, the concrete ones and a
  /// ``Choreography``'s generic ones: one pool, so that equal curves share a
  /// table across lists and an update reads them all from one base.
  var bezierTables = BezierTablePool()

  /// Creates an empty engine.
  package init() {}

  /// Adds a number animation; returns where it is among the concrete
  /// tracks.
  @discardableResult
  package mutating func add(
    _ animation: ScrollDrivenAnimation<Double>, sink: @escaping (Double?) -> Void, entry: Int = 0
  ) -> ConcreteTracks.Track {
    let group = retainGroup(timeline: animation.timeline, timing: animation.timing)
    return add(animation, sink: sink, entry: entry, group: group)
  }

  /// Adds a point animation; returns where it is among the concrete tracks.
  @discardableResult
  package mutating func add(
    _ animation: ScrollDrivenAnimation<ScrollPoint>, sink: @escaping (ScrollPoint?) -> Void,
    entry: Int = 0
  ) -> ConcreteTracks.Track {
    let group = retainGroup(timeline: animation.timeline, timing: animation.timing)
    return add(animation, sink: sink, entry: entry, group: group)
  }

  /// Adds a colour animation; returns where it is among the concrete
  /// tracks.
  @discardableResult
  package mutating func add(
    _ animation: ScrollDrivenAnimation<RGBAColor>, sink: @escaping (RGBAColor?) -> Void,
    entry: Int = 0
  ) -> ConcreteTracks.Track {
    let group = retainGroup(timeline: animation.timeline, timing: animation.timing)
    return add(animation, sink: sink, entry: entry, group: group)
  }

  /// Adds a number animation in timing group `group` (one from
  /// ``retainGroup(timeline:timing:)`` or ``addTimedGroup()``), whose use
  /// it takes over; returns where it is among the concrete tracks.
  @discardableResult
  package mutating func add(
    _ animation: ScrollDrivenAnimation<Double>, sink: @escaping (Double?) -> Void, entry: Int = 0,
    group: Int
  ) -> ConcreteTracks.Track {
    let track = concrete.append(
      animation, sink: sink, group: group, entry: entry, pool: &bezierTables)
    assert(verifyInvariants())
    return track
  }

  /// Adds a point animation in timing group `group`, whose use it takes
  /// over; returns where it is among the concrete tracks.
  @discardableResult
  package mutating func add(
    _ animation: ScrollDrivenAnimation<ScrollPoint>, sink: @escaping (ScrollPoint?) -> Void,
    entry: Int = 0, group: Int
  ) -> ConcreteTracks.Track {
    let track = concrete.append(
      animation, sink: sink, group: group, entry: entry, pool: &bezierTables)
    assert(verifyInvariants())
    return track
  }

  /// Adds a colour animation in timing group `group`, whose use it takes
  /// over; returns where it is among the concrete tracks.
  @discardableResult
  package mutating func add(
    _ animation: ScrollDrivenAnimation<RGBAColor>, sink: @escaping (RGBAColor?) -> Void,
    entry: Int = 0, group: Int
  ) -> ConcreteTracks.Track {
    let track = concrete.append(
      animation, sink: sink, group: group, entry: entry, pool: &bezierTables)
    assert(verifyInvariants())
    return track
  }

  /// Computes every timing group's sample for `metrics`, then evaluates
  /// the concrete tracks and calls the sinks of changed values.
  ///
  /// The groups are resolved again only when the layout changed, compared
  /// to the bit (-0 is not 0; a NaN matches only the same NaN, which
  /// resolves the same way); otherwise each group costs the offset along
  /// its axis, the timing model and the change test.
  package mutating func update(with metrics: ScrollMetrics) {
    let isSameLayout = Self.isSameLayout(self.metrics, metrics)
    self.metrics = metrics
    if !isSameLayout { resolveGroups(in: metrics) }
    let offset = metrics.contentOffset
    // Through buffer pointers: no bounds checks, one uniqueness check per
    // array rather than per group.
    resolved.withUnsafeBufferPointer { resolved in
      samples.withUnsafeMutableBufferPointer { samples in
        unchanged.withUnsafeMutableBufferPointer { unchanged in
          for group in resolved.indices {
            // A timed group's sample is the caller's.
            if resolved[group].isTimed { continue }
            var sample: EffectTiming.Sample? = nil
            if let state = resolved[group].state?.moved(to: offset[resolved[group].axis]) {
              sample = EffectTiming.sample(
                position: state.position, rangeStart: resolved[group].rangeStart,
                rangeEnd: resolved[group].rangeEnd, fill: resolved[group].fill,
                atTimelineBoundary: state.isAtBoundary)
            }
            unchanged[group] = Self.isSame(sample, samples[group])
            samples[group] = sample
          }
        }
      }
    }
    concrete.update(samples: samples, unchanged: unchanged, tables: bezierTables.tables)
  }

  /// A timing group of its own for the tracks of one animation whose
  /// progress moves in time (a triggered or smoothed one): the scroll
  /// does not sample it; ``setSample(_:ofGroup:)`` does. Its sample is
  /// `nil` (no effect) until set.
  package mutating func addTimedGroup() -> Int {
    insert(TimingGroup(timeline: .vertical, timing: EffectTiming(), users: 1, isTimed: true))
  }

  /// Sets the sample of `group`, one from ``addTimedGroup()``: its tracks
  /// show the keyframes at `sample`'s progress (`nil`: no effect) on the
  /// next update.
  package mutating func setSample(_ sample: EffectTiming.Sample?, ofGroup group: Int) {
    unchanged[group] = Self.isSame(sample, samples[group])
    samples[group] = sample
  }

  /// Evaluates the tracks of the timed groups whose sample changed and
  /// calls the sinks of changed values, every other group's sample
  /// unchanged since the last update: a display frame without a scroll.
  package mutating func updateTimedGroups() {
    for group in resolved.indices where !resolved[group].isTimed { unchanged[group] = true }
    concrete.update(samples: samples, unchanged: unchanged, tables: bezierTables.tables)
  }

  /// Timing group `group`'s timeline state for the current update, `nil`
  /// when its timeline is inactive or the slot is free: what
  /// `timeline.state(for: metrics)` gives.
  func state(of group: Int) -> TimelineState? {
    guard let state = resolved[group].state, let metrics else { return nil }
    return state.moved(to: metrics.contentOffset[resolved[group].axis])
  }

  /// Resolves every timing group for the layout of `metrics`.
  private mutating func resolveGroups(in metrics: ScrollMetrics) {
    for group in resolved.indices {
      resolved[group] = Self.resolved(timingGroups.elements[group], in: metrics)
    }
  }

  /// `group` resolved for the layout of `metrics`.
  ///
  /// Out of line: inlined into both callers, the timelines' and ranges'
  /// resolution costs the WebAssembly build twice.
  @inline(never)
  private static func resolved(_ group: TimingGroup?, in metrics: ScrollMetrics) -> ResolvedGroup {
    // At a finite offset, so that the range is resolved whatever the
    // current one (a non-finite offset makes only the position unusable).
    var layout = metrics
    layout.contentOffset = .zero
    guard let group else { return ResolvedGroup() }
    if group.isTimed { return ResolvedGroup(isTimed: true) }
    guard let state = group.timeline.state(for: layout) else { return ResolvedGroup() }
    let offsets = group.timing.range.offsets(in: state)
    return ResolvedGroup(
      state: state, axis: group.timeline.axis, rangeStart: offsets.start, rangeEnd: offsets.end,
      fill: group.timing.fill)
  }

  /// Whether two metrics have the same layout to the bit: sizes and
  /// insets, the content offset aside; never when there were no metrics
  /// yet.
  private static func isSameLayout(_ first: ScrollMetrics?, _ second: ScrollMetrics) -> Bool {
    guard let first else { return false }
    let one = (
      first.contentSize.width, first.contentSize.height, first.containerSize.width,
      first.containerSize.height, first.contentInsets.top, first.contentInsets.left,
      first.contentInsets.bottom, first.contentInsets.right
    )
    let other = (
      second.contentSize.width, second.contentSize.height, second.containerSize.width,
      second.containerSize.height, second.contentInsets.top, second.contentInsets.left,
      second.contentInsets.bottom, second.contentInsets.right
    )
    return one.0.bitPattern == other.0.bitPattern && one.1.bitPattern == other.1.bitPattern
      && one.2.bitPattern == other.2.bitPattern && one.3.bitPattern == other.3.bitPattern
      && one.4.bitPattern == other.4.bitPattern && one.5.bitPattern == other.5.bitPattern
      && one.6.bitPattern == other.6.bitPattern && one.7.bitPattern == other.7.bitPattern
  }

  /// Removes every animation and timing group.
  package mutating func removeAll() {
    self = ChoreographyEngine()
  }

  /// Whether the invariants (see the type's documentation) hold: for
  /// `assert(verifyInvariants())`, which debug builds and tests run and
  /// release builds compile out. Linear in the groups, tracks, keyframes
  /// and tables.
  func verifyInvariants() -> Bool {
    let slots = timingGroups.elements.count
    return resolved.count == slots && samples.count == slots && unchanged.count == slots
      && timingGroups.verifyInvariants() && bezierTables.verifyInvariants()
      && concrete.verifyInvariants(groups: { timingGroups[$0] != nil })
  }

  /// The number of distinct timelines the groups use.
  var timelineCount: Int {
    var distinct: [ProgressTimeline] = []
    for case let group? in timingGroups.elements
    where !group.isTimed && !distinct.contains(group.timeline) {
      distinct.append(group.timeline)
    }
    return distinct.count
  }

  /// The timing group for `timing` on `timeline`, shared with an existing
  /// one among the 4 newest groups if possible (animations added together
  /// usually share). The search is bounded so that adding stays O(1) when
  /// every animation has a timeline of its own; a duplicate group costs one
  /// more sample per update, nothing else.
  package mutating func retainGroup(timeline: ProgressTimeline, timing: EffectTiming) -> Int {
    let newest = timingGroups.elements.indices.suffix(4)
    for group in newest.reversed() {
      guard let shared = timingGroups.elements[group], !shared.isTimed, shared.timeline == timeline,
        Self.isSame(shared.timing, timing)
      else { continue }
      timingGroups[group]?.users += 1
      return group
    }
    return insert(TimingGroup(timeline: timeline, timing: timing, users: 1))
  }

  /// Adds `shared` as a new timing group, resolved for the current layout
  /// (a group is never used stale); returns it.
  private mutating func insert(_ shared: TimingGroup) -> Int {
    let group = timingGroups.insert(shared)
    while resolved.count <= group {
      resolved.append(ResolvedGroup())
      samples.append(nil)
      unchanged.append(false)
    }
    resolved[group] = ResolvedGroup(isTimed: shared.isTimed)
    if let metrics {
      resolved[group] = Self.resolved(shared, in: metrics)
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
  package mutating func releaseGroup(_ group: Int) {
    guard let shared = timingGroups[group] else { return }
    if shared.users > 1 {
      timingGroups[group]?.users -= 1
    } else {
      timingGroups.remove(at: group)
      resolved[group] = ResolvedGroup()
      samples[group] = nil
    }
  }

  /// Removes concrete track `track`, releasing its use of its timing group
  /// and its tables; returns the moved track's identity entry, if one
  /// moved (``ConcreteTracks/remove(at:pool:)``).
  package mutating func removeConcrete(at track: ConcreteTracks.Track) -> Int? {
    releaseGroup(concrete.group(at: track))
    let moved = concrete.remove(at: track, pool: &bezierTables)
    assert(verifyInvariants())
    return moved
  }

  /// Moves concrete track `track` to `timeline`, keeping its range and fill:
  /// its keyframes and easing tables stay as they are, and the next update
  /// evaluates it again.
  package mutating func retimeConcrete(
    at track: ConcreteTracks.Track, to timeline: ProgressTimeline
  ) {
    concrete.retime(at: track, group: moved(concrete.group(at: track), to: timeline))
    assert(verifyInvariants())
  }

  /// The group for `group`'s timing on `timeline`, releasing `group`.
  mutating func moved(_ group: Int, to timeline: ProgressTimeline) -> Int {
    let timing = timingGroups[group]?.timing ?? EffectTiming()
    let newGroup = retainGroup(timeline: timeline, timing: timing)
    releaseGroup(group)
    return newGroup
  }
}
