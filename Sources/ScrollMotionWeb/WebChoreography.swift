// The wasm build compiles this file into the ScrollMotion module itself
// (one Embedded Swift module); natively it is its own module on top of the
// core, so that its logic is tested like everything else.
#if !hasFeature(Embedded)
  @_exported import ScrollMotion
  import ScrollMotionSpecEngine
  import ScrollMotionWire
#endif

/// A choreography assembled from plain numbers and strings, for a
/// JavaScript front end that cannot hold Swift values: the C ABI's side of
/// the engine behind the WebAssembly exports.
///
/// A caller describes each animation (value kind, timeline, range, fill,
/// easing, colour space) and its keyframes, then ``build()`` validates them
/// and builds them into the engine every front end plays through
/// (`DraftChoreography`). ``update(contentOffset:)`` evaluates them into
/// ``output``, `WireFormat.outputStride` numbers per animation:
/// `[state, v0, v1, v2, v3]`, where `state` is a `WireOutputState` code, so
/// that a front end touches only what changed. A number uses `v0`, a point
/// or non-uniform scale `v0, v1`, a colour `v0…v3` as non-premultiplied
/// RGBA in `0...1`.
package final class WebChoreography {
  /// The animations as described, their geometry physical.
  var drafts: [AnimationDraft] = []
  /// The engine they play through.
  let engine = DraftChoreography()
  // Only the full engine rebuilds animations in place (the others build
  // again), and natively, where it is tested.
  #if !hasFeature(Embedded) || SCROLLMOTION_REBUILDS
    /// The animations described again since the last build or rebuild,
    /// each with its draft before (restored when the new one cannot be
    /// built): see `describeAgain(animationAt:kind:timeline:fill:clamp:)`.
    var describedAgain: [(index: Int, previous: AnimationDraft)] = []
  #endif
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
  package var output: UnsafeMutableBufferPointer<Double> { engine.output }
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
  /// An animation at an index that was built before carries on from its
  /// time-based state there (see ``reset()``).
  package func build() -> Bool {
    var logical = drafts
    // Mirrored here rather than when described, so that the scroller and
    // the direction may be set in any order before a build; time-based
    // motion then reads the same logical timeline as the scrubbed ones.
    for index in logical.indices {
      logical[index].timeline = logicalTimeline(of: drafts[index])
    }
    // Only the full engine rebuilds animations in place (the others build
    // again), and natively, where it is tested.
    #if !hasFeature(Embedded) || SCROLLMOTION_REBUILDS
      describedAgain.removeAll()
    #endif
    if let (animation, problem) = engine.build(logical, keepingStateOf: { $0 }) {
      return fail(.draft(animation: animation, problem))
    }
    return succeed()
  }

  /// Moves the subject of animation `index`'s view timeline to `frame`
  /// (physical, in content coordinates, as the page measures it) in what
  /// was built, everything else of the animation as it is: the engine
  /// retimes it in place (`DraftChoreography.retime(animationAt:to:)`,
  /// the refit a spec played natively goes through), keeping its
  /// time-based state, and the next update evaluates it at the new frame,
  /// as a build with that frame would. Right to left, the frame is
  /// mirrored in the content width of the metrics set (see
  /// ``setScroller(_:direction:)``): a change of that width moves every
  /// subject, which a build mirrors again. Returns `false` for no such
  /// animation or one not on a view timeline, recording no failure: the
  /// caller refits only what it built.
  package func moveSubject(of index: Int, to frame: ScrollRect) -> Bool {
    guard drafts.indices.contains(index), case .view(var view) = drafts[index].timeline else {
      return false
    }
    view.subject = frame
    drafts[index].timeline = .view(view)
    return engine.retime(animationAt: index, to: logicalTimeline(of: drafts[index]))
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
  func logicalTimeline(of draft: AnimationDraft) -> ProgressTimeline {
    direction.logicalTimeline(draft.timeline, in: metrics.contentSize.width)
  }

  /// Evaluates every animation at a physical content offset into
  /// ``output``, as the core's `Choreography.update(with:)` does: the
  /// time-based animations stay where they are (see
  /// ``update(contentOffset:at:)``).
  package func update(contentOffset: ScrollPoint) {
    engine.update(with: metrics(at: contentOffset))
  }

  /// The metrics the timelines read at a physical content offset: only
  /// the offset is mirrored, the insets were with the scroller.
  func metrics(at contentOffset: ScrollPoint) -> ScrollMetrics {
    metrics.contentOffset = ScrollPoint(
      x: direction.logicalOffset(contentOffset.x, in: metrics), y: contentOffset.y)
    return metrics
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
