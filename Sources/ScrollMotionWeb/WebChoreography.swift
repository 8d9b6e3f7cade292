// The wasm build compiles this file into the ScrollMotion module itself
// (one Embedded Swift module); natively it is its own module on top of the
// core, so that its logic is tested like everything else.
#if !hasFeature(Embedded)
  @_exported import ScrollMotion
  import ScrollMotionWire
#endif

/// A choreography assembled from plain numbers and strings, for a
/// JavaScript front end that cannot hold Swift values: the engine behind
/// the WebAssembly exports.
///
/// A caller describes each animation (value kind, timeline, range, fill,
/// easing, colour space) and its keyframes, then ``build()`` validates and
/// creates the core animations. ``update(contentOffset:)`` evaluates them
/// into ``output``, `WireFormat.outputStride` numbers per animation:
/// `[state, v0, v1, v2, v3]`, where `state` is a `WireOutputState` code, so
/// that a front end touches only what changed. A number uses `v0`, a point
/// or non-uniform scale `v0, v1`, a colour `v0…v3` as non-premultiplied
/// RGBA in `0...1`.
package final class WebChoreography {
  /// The values the sinks write, shared with them: the sinks capture this
  /// box rather than the choreography (Embedded Swift has no weak or
  /// unowned captures, and capturing `self` would leak a cycle).
  ///
  /// ## Invariants
  /// Both buffers are memory it allocates and JavaScript reads, written
  /// with no bounds check in release builds, so (checked by
  /// ``verifyInvariants()`` in debug builds and tests, after each reset and
  /// event, and each write's range before it is written):
  /// - ``values`` holds whole animations, `WireFormat.outputStride`
  ///   numbers each, and a write covers one of them;
  /// - ``events`` holds the three counts and room for seven numbers per
  ///   animation, of which ``eventCount`` are in use (the counts and the
  ///   events after them, none before the first report).
  final class Output {
    /// Plain memory rather than an array, so that JavaScript reads it in
    /// place (no copy per frame) and a write checks no uniqueness.
    var values = UnsafeMutableBufferPointer<Double>.allocate(capacity: 0)

    deinit {
      values.deallocate()
      events.deallocate()
    }

    /// Replaces the values with `count` zeros.
    func reset(count: Int) {
      values.deallocate()
      values = .allocate(capacity: count)
      values.initialize(repeating: 0)
      assert(verifyInvariants())
    }

    /// Whether the invariants (see the type's documentation) hold: for
    /// `assert(verifyInvariants())`, which debug builds and tests run and
    /// release builds compile out.
    func verifyInvariants() -> Bool {
      values.count % WireFormat.outputStride == 0 && events.count >= 3
        && (events.count - 3) % 7 == 0 && (0...events.count).contains(eventCount)
    }

    /// Whether `base` starts an animation's numbers in ``values``.
    func isAnimation(_ base: Int) -> Bool {
      base >= 0 && base % WireFormat.outputStride == 0
        && base + WireFormat.outputStride <= values.count
    }

    func write(_ base: Int, _ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double) {
      assert(isAnimation(base))
      values[base] = Double(WireOutputState.changed.rawValue)
      values[base + 1] = v0
      values[base + 2] = v1
      values[base + 3] = v2
      values[base + 4] = v3
    }

    func clear(_ base: Int) {
      assert(isAnimation(base))
      values[base] = Double(WireOutputState.cleared.rawValue)
    }

    /// Writes a value, or clears for `nil`, unless the output already
    /// says so: for the values computed on every call.
    func set(_ base: Int, _ value: (Double, Double, Double, Double)?) {
      assert(isAnimation(base))
      guard let value else {
        if values[base] != Double(WireOutputState.noEffect.rawValue) { clear(base) }
        return
      }
      if values[base] != Double(WireOutputState.unchanged.rawValue) || values[base + 1] != value.0
        || values[base + 2] != value.1 || values[base + 3] != value.2 || values[base + 4] != value.3
      {
        write(base, value.0, value.1, value.2, value.3)
      }
    }

    /// What the last time-aware call reported (see
    /// ``WebChoreography/events``), in plain memory that JavaScript reads
    /// in place, and how many numbers of it are in use.
    var events = UnsafeMutableBufferPointer<Double>.allocate(capacity: 3)
    var eventCount = 0

    /// Makes room for the events of `animations` animations: two crossings
    /// and one velocity each at most.
    func resetEvents(animations: Int) {
      events.deallocate()
      events = .allocate(capacity: 3 + 7 * animations)
      events.initialize(repeating: 0)
      eventCount = 3
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
  }

  var drafts: [AnimationDraft] = []
  // The core's engine rather than `Choreography`: the browser needs no
  // identities, observers or other value types, and the WebAssembly build
  // then carries none of their code.
  var choreography = ChoreographyEngine()
  let buffer = Output()
  /// The scroller's sizes and insets as the timelines read them (mirrored
  /// right to left, see ``setScroller(_:direction:)``); the offset is set
  /// by each update.
  package private(set) var metrics = ScrollMetrics(contentSize: .zero, containerSize: .zero)
  /// The direction the scroller's content runs in.
  package private(set) var direction = ContentDirection.leftToRight

  /// Sets the scroller from its physical sizes and insets (as the page
  /// measures them, the offset aside) and the direction its content runs
  /// in.
  ///
  /// Right to left, the insets are mirrored here once, view timelines'
  /// subjects at each ``build()`` and the offset at each
  /// ``update(contentOffset:)`` (`ContentDirection`'s definitions), so that
  /// a caller gives frames and offsets physically, measured from the left,
  /// as `scrollmotion eval` takes them.
  package func setScroller(_ metrics: ScrollMetrics, direction: ContentDirection) {
    self.direction = direction
    self.metrics = direction.logicalMetrics(metrics)
  }
  /// `WireFormat.outputStride` numbers per animation, written by
  /// ``update(contentOffset:)``; the memory stays in place until the next
  /// ``build()``.
  package var output: UnsafeMutableBufferPointer<Double> { buffer.values }
  /// What the last ``update(contentOffset:at:)`` or ``advance(to:)``
  /// reported: `[needsFrames, crossingCount, velocityCount]` (needsFrames 1
  /// or 0), then `[animation, WireCrossing code]` per crossing in order,
  /// then `[animation, velocity, WireDirection code]` per watched velocity
  /// that changed. The memory stays in place until the next ``build()``.
  package var events: UnsafeMutableBufferPointer<Double> { buffer.events }
  /// How many numbers of ``events`` are in use.
  package var eventCount: Int { buffer.eventCount }
  /// Why the last call failed, kept as a value so that a build without the
  /// text entry points never formats a message.
  enum Failure {
    case none
    case noSuchAnimation
    case nonFiniteValue
    case wrongComponentCount
    case wire(WireError)
    case draft(animation: Int, AnimationDraft.Problem)
    case text(String)
  }

  private var failure = Failure.none
  // The shipped engine leaves time-based motion out: it does not fit the
  // size budget (scripts/build-wasm defines SCROLLMOTION_SHIPPED for it, not
  // for scrollmotion-motion.wasm; docs/runtime.md says what each does).
  #if !SCROLLMOTION_SHIPPED
    /// The triggered and smoothed animations and the watched ones, in
    /// index order.
    var motions: [WebMotion] = []
    /// The motions before ``reset()``, for ``build()`` to carry on.
    var previous: [WebMotion] = []
  #endif

  /// The last error, empty when the last call succeeded.
  package var lastError: String {
    switch failure {
    case .none: ""
    case .noSuchAnimation: "no such animation"
    case .nonFiniteValue: "keyframe values must be finite"
    case .wrongComponentCount: "a keyframe value has the wrong number of components"
    case .wire(.malformed): "malformed numbers in a compiled spec"
    case .wire(.nonFinite): "non-finite numbers in a compiled spec"
    case .wire(.rejected): "a compiled easing, range, trigger or smoothing the engine rejects"
    case .draft(let animation, .keyframes(let error)):
      "animation \(animation): \(error.description)"
    case .draft(let animation, .components(let keyframe)):
      "animation \(animation): keyframe \(keyframe) has the wrong number of components"
    case .text(let message): message
    }
  }

  /// The animation ``build()`` stopped at, if it failed there.
  package var failedAnimation: Int? {
    if case .draft(let animation, _) = failure { return animation }
    return nil
  }

  /// Whether the last call failed.
  package var failed: Bool {
    if case .none = failure { return false }
    return true
  }

  /// Creates an empty choreography.
  package init() {}

  /// The number of animations described so far.
  package var count: Int { drafts.count }

  /// Describes a new animation and returns its index.
  ///
  /// - Parameters:
  ///   - kind: The value kind.
  ///   - timeline: The driving timeline.
  ///   - fill: The fill mode.
  ///   - clamp: A range that number results are clamped to (opacity uses
  ///     `0...1`, as CSS clamps its computed value), or `nil`.
  package func addAnimation(
    kind: WireValueKind, timeline: ProgressTimeline, fill: FillMode, clamp: ClosedRange<Double>?
  ) -> Int {
    drafts.append(AnimationDraft(kind: kind, timeline: timeline, fill: fill, clamp: clamp))
    return drafts.count - 1
  }

  /// Sets an animation's range from two boundaries.
  package func setRange(of index: Int, start: RangeBoundary, end: RangeBoundary) -> Bool {
    guard drafts.indices.contains(index) else { return fail(.noSuchAnimation) }
    drafts[index].range = AnimationRange(start: start, end: end)
    return succeed()
  }

  /// Sets an animation's default easing.
  package func setEasing(of index: Int, _ easing: Easing) -> Bool {
    guard drafts.indices.contains(index) else { return fail(.noSuchAnimation) }
    drafts[index].easing = easing
    return succeed()
  }

  /// Sets the colour space a colour animation blends in.
  package func setColorSpace(of index: Int, _ space: ColorInterpolation) -> Bool {
    guard drafts.indices.contains(index) else { return fail(.noSuchAnimation) }
    drafts[index].space = space
    return succeed()
  }

  /// Adds a keyframe with numeric components (one for numbers, two for
  /// pairs, four for colours as non-premultiplied RGBA) and the easing of
  /// the segment it starts (`nil` for the default).
  package func addKeyframe(to index: Int, offset: Double, components: [Double], easing: Easing?)
    -> Bool
  {
    guard drafts.indices.contains(index) else { return fail(.noSuchAnimation) }
    guard components.count == drafts[index].kind.componentCount else {
      return fail(.wrongComponentCount)
    }
    guard components.allSatisfy({ $0.isFinite }) else { return fail(.nonFiniteValue) }
    drafts[index].keyframes.append(
      AnimationDraft.Keyframe(offset: offset, components: components, easing: easing))
    return succeed()
  }

  /// Validates every description and builds the animations; on failure
  /// nothing is built and ``lastError`` names the animation and problem.
  package func build() -> Bool {
    choreography.removeAll()
    buffer.reset(count: drafts.count * WireFormat.outputStride)
    // Time-based motion is left out of the shipped engine (see `motions`).
    #if !SCROLLMOTION_SHIPPED
      buffer.resetEvents(animations: drafts.count)
      carryMotions()
      var next = 0
    #endif
    for (index, described) in drafts.enumerated() {
      // Mirrored here rather than when described, so that the scroller and
      // the direction may be set in any order before a build; time-based
      // motion then reads the same logical timeline as the scrubbed ones.
      var draft = described
      draft.timeline = logicalTimeline(of: described)
      do {
        // Time-based motion is left out of the shipped engine (see `motions`).
        #if !SCROLLMOTION_SHIPPED
          if let motion = timedMotion(at: index, following: draft, next: &next) {
            try addTimed(draft, at: index, to: motion)
            continue
          }
        #endif
        try add(draft, at: index)
      } catch {
        choreography.removeAll()
        return fail(.draft(animation: index, error))
      }
    }
    return succeed()
  }

  /// The content offsets along an animation's axis where its range
  /// starts (progress 0) and ends (progress 1) at the current metrics, for
  /// drawing markers; `nil` for no such animation or an inactive timeline.
  /// Right to left, horizontal offsets are physical again, so the start
  /// lies to the right of the end.
  package func rangeOffsets(of index: Int) -> (start: Double, end: Double)? {
    guard drafts.indices.contains(index),
      let state = logicalTimeline(of: drafts[index]).state(for: metrics)
    else { return nil }
    let offsets = drafts[index].range.offsets(in: state)
    guard drafts[index].timeline.axis == .x else { return offsets }
    // Mirroring is its own inverse: it turns logical offsets back.
    return (
      direction.logicalOffset(offsets.start, in: metrics),
      direction.logicalOffset(offsets.end, in: metrics)
    )
  }

  /// How far a pin over animation `index`'s range holds its target at the
  /// current metrics, in points: the core's `PinGeometry.distance`, as the
  /// spec compiler resolves it, for the runtime to resolve a compiled pin
  /// again when it measures the page. 0 for no such animation, an inactive
  /// timeline or an empty range (nothing is pinned). The range is read in
  /// logical offsets, so right to left the distance is positive too.
  package func pinDistance(of index: Int) -> Double {
    guard drafts.indices.contains(index),
      let pin = PinGeometry(
        range: drafts[index].range, of: logicalTimeline(of: drafts[index]), in: metrics)
    else { return 0 }
    return pin.distance
  }

  /// `draft`'s timeline as it reads ``direction``'s logical metrics.
  private func logicalTimeline(of draft: AnimationDraft) -> ProgressTimeline {
    direction.logicalTimeline(draft.timeline, in: metrics.contentSize.width)
  }

  /// Evaluates every animation at a physical content offset into
  /// ``output``, as the core's `Choreography.update(with:)` does: the
  /// time-based animations stay where they are (see
  /// ``update(contentOffset:at:)``).
  package func update(contentOffset: ScrollPoint) {
    settleOutput()
    // Only the offset: the insets were mirrored with the scroller.
    metrics.contentOffset = ScrollPoint(
      x: direction.logicalOffset(contentOffset.x, in: metrics), y: contentOffset.y)
    choreography.update(with: metrics)
  }

  /// Last call's news is this call's status quo.
  func settleOutput() {
    let changed = Double(WireOutputState.changed.rawValue)
    let cleared = Double(WireOutputState.cleared.rawValue)
    let values = buffer.values
    var base = 0
    while base < values.count {
      if values[base] == changed {
        values[base] = Double(WireOutputState.unchanged.rawValue)
      } else if values[base] == cleared {
        values[base] = Double(WireOutputState.noEffect.rawValue)
      }
      base += WireFormat.outputStride
    }
  }

  /// Adds `draft`, whose timeline is already the logical one, to the engine.
  private func add(_ draft: AnimationDraft, at index: Int) throws(AnimationDraft.Problem) {
    let base = index * WireFormat.outputStride
    let buffer = self.buffer
    switch try draft.build() {
    case .number(let animation, let clamp):
      choreography.add(animation) { value in
        guard let value else { return buffer.clear(base) }
        buffer.write(base, value.clamped(to: clamp), 0, 0, 0)
      }
    case .pair(let animation):
      choreography.add(animation) { value in
        guard let value else { return buffer.clear(base) }
        buffer.write(base, value.x, value.y, 0, 0)
      }
    case .color(let animation):
      choreography.add(animation) { value in
        guard let value else { return buffer.clear(base) }
        buffer.write(base, value.red, value.green, value.blue, value.alpha)
      }
    }
  }

  /// Records a failure that JavaScript learns of as a 0 result.
  @discardableResult
  func fail(_ reason: Failure) -> Bool {
    failure = reason
    return false
  }

  func succeed() -> Bool {
    failure = .none
    return true
  }
}
