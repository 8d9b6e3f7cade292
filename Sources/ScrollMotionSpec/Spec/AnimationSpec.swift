// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// One scroll-driven animation of a spec.
public struct AnimationSpec: Sendable {
  /// The animation's id, unique in the spec; `eval` reports values under it.
  public var id: String
  /// The name of the element it animates, if any; an animation without a
  /// target yields values for the app to map itself (in the CSS export it
  /// runs on the scroller).
  public var target: String?
  /// What it animates.
  public var property: SpecProperty
  /// The timeline it follows.
  public var timeline: TimelineSpec
  /// The part of the timeline it runs over (`animation-range`).
  public var range: AnimationRange
  /// The easing of every segment that does not name its own.
  public var easing: SpecEasing
  /// What it shows outside its range.
  public var fill: FillMode
  /// The space colours are blended in; only colours use it.
  public var colorSpace: ColorInterpolation
  /// The keyframes: at least one, offsets in 0...1 and never decreasing.
  public var keyframes: [KeyframeSpec]
  /// Whether the spec named the timeline's axis logically (`block` for `y`,
  /// `inline` for `x`); the CSS export writes it the same way.
  public var usesLogicalAxis = false
  /// Whether the spec wrote the animation as a pin (`"pin": true`): a
  /// translation along the timeline's axis over the range's length, which
  /// the evaluator and the compiler resolve for the geometry they are given
  /// (a device's live one too) and the CSS export notes.
  public var isPin = false
  /// Whether the pin leaves room after its target (`"pin": {"spacing":
  /// true}`, GSAP's `pinSpacing`): reading the spec moved every element
  /// that follows the target along the pin's axis, and grew the content,
  /// by the pinned distance (`PinGeometry.spacing`), so that nothing slides
  /// under the pinned element. Set by ``ChoreographySpec/init(json:)-(Collection<UInt8>)``, which
  /// applies it once; the frames of the spec read are already the moved ones.
  public package(set) var hasPinSpacing = false
  /// What the animation does under reduced motion; `nil` follows the
  /// spec's ``ChoreographySpec/reducedMotion``.
  public var reducedMotion: ReducedMotionPolicy?
  /// Seconds of scrub smoothing (the time a jump of the scroll position
  /// takes to be 95% caught up), or `nil` to follow the scroll exactly.
  public var smoothing: Double? = nil
  /// The trigger that plays the animation by time, or `nil` for a
  /// scroll-driven animation.
  public var trigger: TriggerSpec? = nil
  /// Where the spec file wrote the animation: its position in the file's
  /// `animations` array, which differs from its position in
  /// ``ChoreographySpec/animations`` once `targets` expand into several
  /// animations; `nil` for an animation made in code. Messages name it.
  package var sourceIndex: Int? = nil
  /// Where the spec file wrote an animation of a variant
  /// (`variants[0].replace[1]`), which messages name; `nil` for the
  /// spec's own animations.
  package var sourcePath: SpecPath? = nil
  /// The id of the entry an animation of `targets` was expanded from;
  /// `nil` when it is the animation's own (see ``entryID``).
  package var entryIDOverride: String? = nil
  /// Whether ``ChoreographySpec/reducingMotion()`` reshaped it (its policy
  /// was not `keep`) or made it (a cross-fade's `#fade`).
  package var isReduced = false

  /// An animation with the spec format's defaults for everything optional.
  public init(
    id: String, target: String? = nil, property: SpecProperty,
    timeline: TimelineSpec = .vertical, range: AnimationRange = .normal,
    easing: SpecEasing = .linear, fill: FillMode = .both, colorSpace: ColorInterpolation = .srgb,
    keyframes: [KeyframeSpec]
  ) {
    self.id = id
    self.target = target
    self.property = property
    self.timeline = timeline
    self.range = range
    self.easing = easing
    self.fill = fill
    self.colorSpace = colorSpace
    self.keyframes = keyframes
  }
}

extension ChoreographySpec {
  /// The path messages use for the animation at `index` of ``animations``:
  /// the entry the spec file wrote it in, so that an animation expanded from
  /// `targets` is reported where the user can find it.
  package func path(ofAnimationAt index: Int) -> SpecPath {
    Self.path(ofAnimationAt: index, in: animations)
  }

  /// ``path(ofAnimationAt:)`` for a spec whose animations are
  /// `animations`: for a closure that would otherwise capture (and copy)
  /// the whole spec.
  package static func path(ofAnimationAt index: Int, in animations: [AnimationSpec]) -> SpecPath {
    animations[index].sourcePath
      ?? SpecPath.root.appending("animations").appending(
        index: animations[index].sourceIndex ?? index)
  }
}
