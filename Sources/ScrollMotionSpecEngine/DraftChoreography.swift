// The wasm build compiles this file into the ScrollMotion module itself
// (one Embedded Swift module); natively it is part of ScrollMotionSpecEngine,
// so that the browser engine (ScrollMotionWeb) and a spec played on a
// device or by `scrollmotion eval` (ScrollMotionSpec) share it.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

/// Animations described as ``AnimationDraft``s, played through the core's
/// engine into a buffer of plain numbers: the one engine every front end
/// plays a spec through (the browser's WebAssembly exports, a spec played
/// against a live scroll view, `scrollmotion eval`).
///
/// ``build(_:keepingStateOf:)`` builds the drafts; ``update(with:)``
/// evaluates them into ``output``, `WireFormat.outputStride` numbers per
/// animation: `[state, v0, v1, v2, v3]`, where `state` is a
/// `WireOutputState` code saying what changed since the previous call, so
/// that a front end touches only that. A number uses `v0`, a point or
/// non-uniform scale `v0, v1`, a colour `v0…v3` as non-premultiplied RGBA in
/// `0...1`. The values stay in place after a call, whatever the state says,
/// until the next build.
///
/// Time-based motion (triggered and smoothed animations, watched crossings
/// and velocities) lives in `DraftChoreography+Motion.swift`.
///
/// Drafts and metrics are logical (as the timelines read them): a caller
/// mirrors right-to-left geometry itself, with `ContentDirection`.
package final class DraftChoreography {
  /// The values the sinks write, shared with them: the sinks capture this
  /// box rather than the choreography (Embedded Swift has no weak or
  /// unowned captures, and capturing `self` would leak a cycle). One per
  /// build, its memory fixed for its life, so that a reader holding it
  /// never reads freed memory and a write checks no exclusive access.
  ///
  /// ## Invariants
  /// Its buffers are memory it allocates for a fixed number of animations
  /// (`changed.count`), which JavaScript reads and which release builds
  /// write with no bounds check, so these hold (checked by
  /// ``verifyInvariants()`` in debug builds and tests after each settle and
  /// report, and each write's animation before it is written):
  /// - ``values`` holds `WireFormat.outputStride` numbers per animation,
  ///   ``changed`` one, ``events`` the three counts and seven per
  ///   animation;
  /// - the first `changedCount.pointee` of ``changed`` are distinct
  ///   animations, exactly those whose state is changed or cleared;
  /// - ``eventCount`` covers the counts and the events after them, within
  ///   ``events``; once a report is complete, its counts say exactly what
  ///   follows them (`events[0]` is 0 or 1, then `events[1]` crossings of
  ///   two numbers and `events[2]` velocities of three, each naming one of
  ///   the animations, end at ``eventCount``).
  package final class Output {
    /// `WireFormat.outputStride` numbers per animation. Plain memory rather
    /// than an array, so that JavaScript reads it in place (no copy per
    /// frame) and a write checks no uniqueness.
    package let values: UnsafeMutableBufferPointer<Double>
    /// The animations whose state the calls since the last
    /// ``settle()`` changed or cleared, each once, in the order written:
    /// the first `changedCount.pointee`. A count in plain memory too, so
    /// that a write checks no exclusive access.
    package let changed: UnsafeMutableBufferPointer<Int>
    package let changedCount: UnsafeMutablePointer<Int>
    /// What the last time-aware call reported (see
    /// ``DraftChoreography/events``), in plain memory that JavaScript
    /// reads in place: room for two crossings and one velocity per
    /// animation.
    let events: UnsafeMutableBufferPointer<Double>
    /// How many numbers of ``events`` are in use.
    var eventCount = 3
    /// The output states as the numbers a block starts with, read from the
    /// wire format once: its codes live in another module, whose accessors a
    /// write would otherwise call on every frame for every animation.
    private let noEffectState = Double(WireOutputState.noEffect.rawValue)
    private let unchangedState = Double(WireOutputState.unchanged.rawValue)
    private let changedState = Double(WireOutputState.changed.rawValue)
    private let clearedState = Double(WireOutputState.cleared.rawValue)
    /// `WireFormat.outputStride`, read once for the same reason.
    private let stride = WireFormat.outputStride

    /// The output of `animations` animations, all "no effect".
    init(animations: Int) {
      values = .allocate(capacity: animations * WireFormat.outputStride)
      values.initialize(repeating: 0)
      changed = .allocate(capacity: animations)
      changed.initialize(repeating: 0)
      changedCount = .allocate(capacity: 1)
      changedCount.initialize(to: 0)
      events = .allocate(capacity: 3 + 7 * animations)
      events.initialize(repeating: 0)
      assert(verifyInvariants())
    }

    deinit {
      values.deallocate()
      changed.deallocate()
      changedCount.deallocate()
      events.deallocate()
    }

    /// Writes animation `index`'s new value.
    func write(_ index: Int, _ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double) {
      assert(changed.indices.contains(index))
      let base = index * stride
      note(index, at: base)
      values[base] = changedState
      values[base + 1] = v0
      values[base + 2] = v1
      values[base + 3] = v2
      values[base + 4] = v3
    }

    /// Records that animation `index` has no effect any more.
    func clear(_ index: Int) {
      assert(changed.indices.contains(index))
      let base = index * stride
      note(index, at: base)
      values[base] = clearedState
    }

    /// Lists animation `index`, whose numbers start at `base`, among the
    /// changed ones, unless a call since the last settle already did.
    /// Always inlined into the writes, which the sinks call on every frame.
    @inline(__always) private func note(_ index: Int, at base: Int) {
      let state = values[base]
      guard state != changedState && state != clearedState else { return }
      changed[changedCount.pointee] = index
      changedCount.pointee += 1
    }

    /// Last calls' news is the next call's status quo: a changed value is
    /// unchanged, a cleared one has no effect. Touches only the animations
    /// the calls changed.
    func settle() {
      for position in 0..<changedCount.pointee {
        let base = changed[position] * stride
        values[base] = values[base] == changedState ? unchangedState : noEffectState
      }
      changedCount.pointee = 0
      assert(verifyInvariants())
    }

    /// Starts a new report: nothing needed, nothing crossed or changed.
    func startEvents() {
      events[0] = 0
      events[1] = 0
      events[2] = 0
      eventCount = 3
    }

    func appendEvent(_ value: Double) {
      assert(eventCount < events.count)
      events[eventCount] = value
      eventCount += 1
    }

    /// Whether the invariants (see the type's documentation) hold: for
    /// `assert(verifyInvariants())`, which debug builds and tests run and
    /// release builds compile out. Allocates nothing (tests count a warm
    /// frame's allocations); linear in the animations and the events.
    func verifyInvariants() -> Bool {
      let animations = changed.count
      guard values.count == animations * WireFormat.outputStride,
        events.count == 3 + 7 * animations, (3...events.count).contains(eventCount)
      else { return false }
      return verifyChangedList() && verifyReport()
    }

    /// Whether the first `changedCount.pointee` of ``changed`` are distinct
    /// animations, exactly the noted ones (changed or cleared): each listed
    /// animation's state is negated as it is seen (a second sighting finds
    /// it not noted), none may be left noted, and the states are put back.
    /// Linear, with no set to allocate.
    private func verifyChangedList() -> Bool {
      let animations = changed.count
      let count = changedCount.pointee
      guard (0...animations).contains(count) else { return false }
      func isNoted(_ index: Int) -> Bool {
        let state = values[index * WireFormat.outputStride]
        return state == changedState || state == clearedState
      }
      var seen = 0
      var holds = true
      while seen < count {
        let index = changed[seen]
        guard (0..<animations).contains(index), isNoted(index) else {
          holds = false
          break
        }
        values[index * WireFormat.outputStride].negate()
        seen += 1
      }
      if holds {
        for index in 0..<animations where isNoted(index) {
          holds = false
          break
        }
      }
      for position in 0..<seen { values[changed[position] * WireFormat.outputStride].negate() }
      return holds
    }

    /// Whether the report in ``events`` says exactly what follows its
    /// counts, each event naming one of the animations.
    private func verifyReport() -> Bool {
      let animations = Double(changed.count)
      let crossings = events[1]
      let velocities = events[2]
      guard events[0] == 0 || events[0] == 1, crossings >= 0, velocities >= 0,
        crossings == crossings.rounded(.down), velocities == velocities.rounded(.down),
        3 + 2 * crossings + 3 * velocities == Double(eventCount)
      else { return false }
      var position = 3
      while position < eventCount {
        let animation = events[position]
        guard animation >= 0, animation < animations, animation == animation.rounded(.down)
        else { return false }
        position += position < 3 + 2 * Int(crossings) ? 2 : 3
      }
      return true
    }
  }

  /// The animations the last build built, in order (natively, with what
  /// refits changed since).
  package internal(set) var drafts: [AnimationDraft] = []
  // The core's engine rather than `Choreography`: no identities, observers
  // or other value types are needed, and the WebAssembly build then
  // carries none of their code.
  var engine = ChoreographyEngine()
  /// The output of the last build.
  package private(set) var buffer = Output(animations: 0)
  /// Each animation's track among the engine's common tracks and the
  /// animation of each track, once a refit looked one up
  /// (DraftChoreography+Refit.swift); `nil`: as the last build appended
  /// them.
  var trackIndex: TrackIndex?
  // The shipped browser engine leaves time-based motion out: it does not
  // fit its size budget (scripts/build-wasm defines SCROLLMOTION_SHIPPED
  // for it and for no other build; docs/runtime.md says what each engine
  // does).
  #if !SCROLLMOTION_SHIPPED
    /// The triggered and smoothed animations and the watched ones, in
    /// index order.
    var motions: [DraftMotion] = []
  #endif

  /// An engine with nothing built.
  package init() {}

  /// `WireFormat.outputStride` numbers per animation, written by each
  /// update; the memory stays in place until the next build.
  package var output: UnsafeMutableBufferPointer<Double> { buffer.values }

  /// Builds `drafts` in place of what was built, their values all "no
  /// effect" until the first update; on failure nothing is built.
  ///
  /// - Parameter previous: The index an animation had before, when it is
  ///   the same animation rebuilt (new geometry, say): a triggered or
  ///   smoothed one takes over its time-based state, a watched one stays
  ///   watched (see `TimedProgress.keepState(of:)`).
  ///   Called once per animation, in order, while building.
  /// - Returns: `nil`, or the first animation that could not be built and
  ///   why.
  package func build(_ drafts: [AnimationDraft], keepingStateOf previous: (Int) -> Int?)
    -> (animation: Int, problem: AnimationDraft.Problem)?
  {
    engine.removeAll()
    buffer = Output(animations: drafts.count)
    self.drafts = drafts
    trackIndex = nil
    // Time-based motion is left out of the shipped engine (see `motions`).
    #if !SCROLLMOTION_SHIPPED
      let old = motions
      motions.removeAll()
    #endif
    for index in drafts.indices {
      // A triggered or smoothed animation plays in a timing group of its
      // own, whose progress its motion sets.
      var group: Int? = nil
      #if !SCROLLMOTION_SHIPPED
        group = addMotion(
          at: index, keeping: previous(index).flatMap { Self.motion(at: $0, in: old) })
      #endif
      do {
        try add(drafts[index], at: index, group: group)
      } catch {
        engine.removeAll()
        self.drafts = []
        #if !SCROLLMOTION_SHIPPED
          motions.removeAll()
        #endif
        return (index, error)
      }
    }
    #if !SCROLLMOTION_SHIPPED
      setSamples()
    #endif
    return nil
  }

  /// Evaluates every animation for `metrics` into ``output``, as the
  /// core's `Choreography.update(with:)` does: the time-based animations
  /// stay where they are (see ``update(with:at:)``).
  package func update(with metrics: ScrollMetrics) {
    settleOutput()
    engine.update(with: metrics)
  }

  /// Last call's news is this call's status quo.
  func settleOutput() {
    buffer.settle()
  }

  /// Adds `draft`, built, to the engine, in timing group `group` or, for
  /// `nil`, the one of its timeline and timing: its sink writes animation
  /// `index`'s output.
  func add(_ draft: AnimationDraft, at index: Int, group: Int?)
    throws(AnimationDraft.Problem)
  {
    // A failed build empties the engine: the group is never left over.
    let group =
      group
      ?? engine.retainGroup(
        timeline: draft.timeline, timing: EffectTiming(range: draft.range, fill: draft.fill))
    let buffer = self.buffer
    switch try draft.build() {
    case .number(let animation, let clamp):
      engine.add(
        animation,
        sink: { value in
          guard let value else { return buffer.clear(index) }
          // NaN at the range's lower bound: an opacity of NaN is hidden, as
          // the front ends' opacity and `clampedToUnit` make it.
          let clamped = clamp.map { value.clamped(to: $0, nan: $0.lowerBound) } ?? value
          buffer.write(index, clamped, 0, 0, 0)
        }, group: group)
    case .pair(let animation):
      engine.add(
        animation,
        sink: { value in
          guard let value else { return buffer.clear(index) }
          buffer.write(index, value.x, value.y, 0, 0)
        }, group: group)
    case .color(let animation):
      engine.add(
        animation,
        sink: { value in
          guard let value else { return buffer.clear(index) }
          buffer.write(index, value.red, value.green, value.blue, value.alpha)
        }, group: group)
    }
  }
}
