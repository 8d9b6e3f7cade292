/// A timeline that tracks a subject's visibility in the scroll container's
/// viewport along one axis: CSS `view-timeline` / `view()`.
///
/// ## The geometry
/// Picture the viewport as a window of length `V` sliding over the content
/// (shrunk by ``startInset`` at its start edge and ``endInset`` at its end
/// edge), and the subject as a segment from `S` to `S + L` in content
/// coordinates. The timeline's full range, `cover`, runs from the offset at
/// which the subject's start edge touches the viewport's end edge
/// (`S - V + endInset`, 0%) to the offset at which the subject's end edge
/// touches the viewport's start edge (`S + L - startInset`, 100%). The other
/// named ranges are sub-ranges of it; see ``TimelineRangeName``.
///
/// For a subject at 800 with size 100 in a 200-point viewport:
/// `cover` is 600–900, `contain` 700–800, `entry` 600–700 and `exit`
/// 800–900 (the numbers of the Web Platform Tests).
///
/// ## Inactive timelines
/// The timeline is inactive, and drives no animation, when the cover range is
/// empty or reversed (subject and viewport both of zero length, or insets
/// larger than the viewport), when the subject's length is negative, or when
/// any input is not finite. Unlike a ``ScrollTimeline``, it stays active in a
/// container that cannot scroll, as Chromium's does.
public struct ViewTimeline: Hashable, Sendable {
  /// The subject's frame in content coordinates (the same space as the
  /// content offset).
  public var subject: ScrollRect
  /// The axis along which visibility is tracked.
  public var axis: ScrollAxis
  /// Points removed from the viewport's start edge (top or left) before
  /// computing visibility, like CSS `view-timeline-inset`'s first value.
  public var startInset: Double
  /// Points removed from the viewport's end edge (bottom or right).
  public var endInset: Double

  /// Creates a view timeline for a subject frame.
  ///
  /// - Parameters:
  ///   - subject: The subject's frame in content coordinates.
  ///   - axis: The axis to track; vertical by default.
  ///   - startInset: Points cut from the viewport's start edge.
  ///   - endInset: Points cut from the viewport's end edge.
  public init(
    subject: ScrollRect, axis: ScrollAxis = .y, startInset: Double = 0, endInset: Double = 0
  ) {
    self.subject = subject
    self.axis = axis
    self.startInset = startInset
    self.endInset = endInset
  }

  /// The timeline's state for `metrics`, or `nil` when it is inactive.
  public func state(for metrics: ScrollMetrics) -> TimelineState? {
    let viewport = metrics.containerSize[axis]
    let subjectStart = subject.start(along: axis)
    let subjectLength = subject.length(along: axis)
    guard viewport.isFinite, viewport >= 0, subjectStart.isFinite, subjectLength.isFinite,
      subjectLength >= 0, startInset.isFinite, endInset.isFinite
    else { return nil }
    return TimelineState(
      position: metrics.contentOffset[axis],
      start: subjectStart - viewport + endInset,
      end: subjectStart + subjectLength - startInset,
      subjectLength: subjectLength, source: .view)
  }
}
