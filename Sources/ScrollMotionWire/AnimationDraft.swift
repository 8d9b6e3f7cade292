#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// An animation described in wire terms (a value kind, keyframe values as
/// plain numbers), and the one place that turns such a description into
/// the core's typed animations: the spec evaluator, the compiler's output
/// read by the web engine, and the web engine itself all build through it.
package struct AnimationDraft: Sendable {
  /// One keyframe: offset, value components and the easing of the segment
  /// it starts (`nil` for the default).
  package struct Keyframe: Sendable {
    /// Where the value applies, in `0...1`.
    package var offset: Double
    /// ``WireValueKind/componentCount`` numbers.
    package var components: [Double]
    /// The segment's easing, or `nil` for the draft's default.
    package var easing: Easing?

    /// Creates a keyframe.
    package init(offset: Double, components: [Double], easing: Easing? = nil) {
      self.offset = offset
      self.components = components
      self.easing = easing
    }
  }

  /// What the animation produces.
  package var kind: WireValueKind
  /// The driving timeline.
  package var timeline: ProgressTimeline
  /// The attachment range.
  package var range = AnimationRange.normal
  /// The fill mode.
  package var fill = FillMode.both
  /// The default easing.
  package var easing = Easing.linear
  /// The colour space a colour animation blends in.
  package var space = ColorInterpolation.srgb
  /// A range that number results are clamped to after interpolation
  /// (opacity's `0...1`, as CSS clamps the computed value), or `nil`.
  package var clamp: ClosedRange<Double>?
  /// The keyframes, in the order given.
  package var keyframes: [Keyframe] = []
  // The shipped browser engine has no time-based motion (see
  // DraftChoreography's `motions`): it scrubs every animation.
  #if !SCROLLMOTION_SHIPPED
    /// The trigger that plays it in time when its range is crossed, or
    /// `nil`.
    package var trigger: WireTrigger?
    /// The smoothing it follows its range progress with, or `nil`; a
    /// trigger wins over it.
    package var smoothing: ProgressSmoothing?
  #endif

  /// Creates a draft with no keyframes.
  package init(
    kind: WireValueKind, timeline: ProgressTimeline, fill: FillMode = .both,
    clamp: ClosedRange<Double>? = nil
  ) {
    self.kind = kind
    self.timeline = timeline
    self.fill = fill
    self.clamp = clamp
  }

  /// The built animation, one case per value kind.
  package enum Built: Sendable {
    /// A number animation and its clamp.
    case number(ScrollDrivenAnimation<Double>, clamp: ClosedRange<Double>?)
    /// A pair (translation, non-uniform scale).
    case pair(ScrollDrivenAnimation<ScrollPoint>)
    /// A colour.
    case color(ScrollDrivenAnimation<RGBAColor>)
  }

  /// Why a draft cannot be built.
  package enum Problem: Error, Sendable {
    /// A keyframe's components are not ``WireValueKind/componentCount``
    /// finite numbers.
    case components(keyframe: Int)
    /// The core rejects the keyframes.
    case keyframes(KeyframeError)
  }

  /// Checks everything ``build()`` checks, building nothing: each
  /// keyframe's components (as many as the kind has, all finite), then the
  /// keyframes' offsets (`KeyframeError.firstProblem(count:offset:)`, the rule
  /// `KeyframeSequence` applies). What a player validates a spec with
  /// before it builds the animations once.
  ///
  /// - Throws: ``Problem`` naming the first bad keyframe, as `build()`
  ///   would.
  package func validate() throws(Problem) {
    try checkComponents()
    if let problem = KeyframeError.firstProblem(
      count: keyframes.count, offset: { keyframes[$0].offset })
    {
      throw .keyframes(problem)
    }
  }

  /// Builds the core animation.
  ///
  /// - Throws: ``Problem`` naming the first bad keyframe.
  package func build() throws(Problem) -> Built {
    try checkComponents()
    // `KeyframeSequence` applies the offsets' rule as it is made.
    do {
      return try built()
    } catch {
      throw .keyframes(error)
    }
  }

  /// Throws for the first keyframe whose components are not the kind's
  /// count of finite numbers.
  private func checkComponents() throws(Problem) {
    for (index, keyframe) in keyframes.enumerated() {
      guard keyframe.components.count == kind.componentCount,
        keyframe.components.allSatisfy({ $0.isFinite })
      else { throw .components(keyframe: index) }
    }
  }

  private func built() throws(KeyframeError) -> Built {
    switch kind {
    case .number:
      return .number(try animation({ $0[0] }, .standard), clamp: clamp)
    case .pair:
      return .pair(try animation({ ScrollPoint(x: $0[0], y: $0[1]) }, .standard))
    case .color:
      return .color(
        try animation(
          { RGBAColor(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3]) },
          .colorSpace(space)))
    }
  }

  private func animation<Value>(
    _ value: ([Double]) -> Value, _ interpolator: Interpolator<Value>
  ) throws(KeyframeError) -> ScrollDrivenAnimation<Value> {
    var sequence: [KeyframeSequence<Value>.Keyframe] = []
    sequence.reserveCapacity(keyframes.count)
    for keyframe in keyframes {
      sequence.append(.at(keyframe.offset, value(keyframe.components), easing: keyframe.easing))
    }
    return ScrollDrivenAnimation(
      keyframes: try KeyframeSequence(sequence, defaultEasing: easing, interpolator: interpolator),
      timeline: timeline, range: range, fill: fill)
  }
}
