/// The Web Animations timing model for one scroll-driven animation: turns a
/// timeline position into the animation's progress, or into no effect.
///
/// The active interval runs from the range's start offset to its end offset
/// and is half-open: the start is inside, the end is in the after phase —
/// except when the end coincides with 100% of the timeline's full range and
/// the position is exactly there ("at progress timeline boundary", Web
/// Animations Level 2), so that scrolling to the very end shows the final
/// frame even with ``FillMode/none``. An empty interval (end at or before
/// start) is never active: before it the progress is 0, after it 1, subject
/// to the fill mode.
///
/// All arithmetic follows the spec's definitions with the timeline's full
/// range as the duration: start delay = range start − 0%, end delay =
/// 100% − range end, end time = max(start delay + active duration + end
/// delay, 0), and the before-active and active-after boundary times clamped
/// to `0...end time`.
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
      position: state.position, timelineStart: state.start, timelineEnd: state.end,
      rangeStart: offsets.start, rangeEnd: offsets.end, fill: fill)
  }

  /// The timing computation on raw offsets, for callers that resolved the
  /// range themselves.
  ///
  /// - Returns: `nil` for no effect; the progress is always in `0...1`
  ///   and finite when the inputs are finite.
  public static func sample(
    position: Double, timelineStart: Double, timelineEnd: Double,
    rangeStart: Double, rangeEnd: Double, fill: FillMode
  ) -> Sample? {
    guard position.isFinite, rangeStart.isFinite, rangeEnd.isFinite else { return nil }
    let localTime = position - timelineStart
    let startDelay = rangeStart - timelineStart
    let activeDuration = Swift.max(rangeEnd - rangeStart, 0)
    let endDelay = timelineEnd - rangeEnd
    let endTime = Swift.max(startDelay + activeDuration + endDelay, 0)
    let beforeActive = Swift.max(Swift.min(startDelay, endTime), 0)
    let activeAfter = Swift.max(Swift.min(startDelay + activeDuration, endTime), 0)
    let atTimelineBoundary = position == timelineStart || position == timelineEnd

    let phase: AnimationPhase
    if localTime < beforeActive {
      phase = .before
    } else if localTime > activeAfter || (localTime == activeAfter && !atTimelineBoundary) {
      phase = .after
    } else {
      phase = .active
    }

    let activeTime: Double
    switch phase {
    case .before:
      guard fill.fillsBackwards else { return nil }
      activeTime = Swift.max(localTime - startDelay, 0)
    case .active:
      // Clamped because the boundary times are clamped to 0...end time,
      // which can put a position past the range's end in the active phase.
      activeTime = Swift.min(Swift.max(localTime - startDelay, 0), activeDuration)
    case .after:
      guard fill.fillsForwards else { return nil }
      activeTime = Swift.max(Swift.min(localTime - startDelay, activeDuration), 0)
    }

    let progress: Double
    if activeDuration == 0 {
      progress = phase == .before ? 0 : 1
    } else {
      progress = Swift.min(Swift.max(activeTime / activeDuration, 0), 1)
    }
    return Sample(phase: phase, progress: progress)
  }
}
