/// The Web Animations timing model for one scroll-driven animation: turns a
/// timeline position into the animation's progress, or into no effect.
///
/// As in Chromium, the animation starts at its range's start offset (its
/// start time) with no delays, and lasts the range's length: the active
/// interval is exactly `rangeStart ..< rangeEnd`, half-open, wherever it
/// lies — even partly outside the timeline. The one exception is the end of
/// a *scroll* timeline (the scroller's largest offset, or its smallest):
/// there an animation that ends exactly at the position is still active
/// ("at progress timeline boundary", Web Animations Level 2), so scrolling
/// to the very end shows the last frame even with ``FillMode/none``.
/// Chromium does not apply that exception to view timelines.
///
/// An empty interval (end at or before start) is never active: before it
/// the progress is 0, after it 1, subject to the fill mode.
public struct EffectTiming: Hashable, Sendable {
  /// What the timing model produced for one position.
  public struct Sample: Hashable, Sendable {
    /// The phase the position falls in.
    public let phase: AnimationPhase
    /// The iteration progress in `0...1`.
    public let progress: Double
    /// Web Animations' before flag: set in the before phase; step easings
    /// use it at their jumps.
    public var beforeFlag: Bool { phase == .before }
  }

  /// The fill mode.
  public var fill: FillMode
  /// The animation's range on the timeline.
  public var range: AnimationRange

  /// Creates a timing model for a range and a fill mode.
  public init(range: AnimationRange = .normal, fill: FillMode = .both) {
    self.range = range
    self.fill = fill
  }

  /// The sample for the timeline state, or `nil` when the animation has no
  /// effect (outside its active interval without the matching fill).
  public func sample(in state: TimelineState) -> Sample? {
    let offsets = range.offsets(in: state)
    return Self.sample(
      position: state.position, rangeStart: offsets.start, rangeEnd: offsets.end, fill: fill,
      atTimelineBoundary: state.isAtBoundary)
  }

  /// The timing computation on raw offsets, for callers that resolved the
  /// range themselves.
  ///
  /// - Parameters:
  ///   - position: The timeline's current position (content offset).
  ///   - rangeStart: The offset of progress 0.
  ///   - rangeEnd: The offset of progress 1.
  ///   - fill: The fill mode.
  ///   - atTimelineBoundary: Whether the position is exactly at a scroll
  ///     timeline's end (see ``TimelineState/isAtBoundary``).
  /// - Returns: `nil` for no effect; the progress is always in `0...1`
  ///   and finite when the inputs are finite.
  #if hasFeature(Embedded)
    // Out of line in the WebAssembly build: one copy serves the engine's
    // timing groups and the triggers, which keeps the engine small. Inlined
    // elsewhere, where the engine calls it for every group on every update.
    @inline(never)
  #endif
  package static func sample(
    position: Double, rangeStart: Double, rangeEnd: Double, fill: FillMode,
    atTimelineBoundary: Bool = false
  ) -> Sample? {
    guard position.isFinite, rangeStart.isFinite, rangeEnd.isFinite else { return nil }
    let localTime = position - rangeStart
    let activeDuration = Swift.max(rangeEnd - rangeStart, 0)

    let phase: AnimationPhase
    if localTime < 0 {
      phase = .before
    } else if localTime > activeDuration || (localTime == activeDuration && !atTimelineBoundary) {
      phase = .after
    } else {
      phase = .active
    }

    let activeTime: Double
    switch phase {
    case .before:
      guard fill.fillsBackwards else { return nil }
      activeTime = 0
    case .active:
      activeTime = localTime
    case .after:
      guard fill.fillsForwards else { return nil }
      activeTime = activeDuration
    }

    let progress: Double
    if activeDuration == 0 {
      progress = phase == .before ? 0 : 1
    } else {
      progress = (activeTime / activeDuration).clampedToUnit
    }
    return Sample(phase: phase, progress: progress)
  }
}
