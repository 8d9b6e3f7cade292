/// A progress timeline resolved against one ``ScrollMetrics``: where the
/// scroll position is, and the offsets its ranges span.
///
/// All values are content offsets along the timeline's axis. A state exists
/// only for an active timeline: ``start`` is strictly less than ``end`` and
/// every value is finite (the initialiser returns `nil` otherwise).
public struct TimelineState: Hashable, Sendable {
  /// Which kind of timeline produced the state.
  public enum Source: Hashable, Sendable {
    /// A ``ScrollTimeline``: its ends are the scroller's own limits.
    case scroll
    /// A ``ViewTimeline``.
    case view
  }

  /// The current content offset along the timeline's axis; may lie outside
  /// `start...end` (a view timeline's subject out of sight, or rubber-band
  /// overscroll on a scroll timeline).
  public let position: Double
  /// The offset at 0% of the full range (`cover` for a view timeline, the
  /// minimum offset for a scroll timeline).
  public let start: Double
  /// The offset at 100% of the full range.
  public let end: Double
  /// The subject's length along the axis; 0 for scroll timelines, which
  /// makes every named range mean the full range.
  public let subjectLength: Double
  /// Whether this is a scroll or a view timeline.
  public let source: Source

  /// Creates a state, or `nil` when the range is empty or reversed or any
  /// value is not finite (an inactive timeline).
  package init?(position: Double, start: Double, end: Double, subjectLength: Double, source: Source)
  {
    guard position.isFinite, start.isFinite, end.isFinite, subjectLength.isFinite,
      end - start > 0, (end - start).isFinite
    else { return nil }
    self.init(
      checkedPosition: position, start: start, end: end, subjectLength: subjectLength,
      source: source)
  }

  /// The same state at another scroll position, or `nil` when `position`
  /// is not finite: what the initialiser returns for `position` and this
  /// state's range, without checking the range again.
  ///
  /// A timeline's range depends only on the layout, so an engine resolves
  /// it once per layout and moves it to each update's offset.
  package func moved(to position: Double) -> TimelineState? {
    guard position.isFinite else { return nil }
    return TimelineState(
      checkedPosition: position, start: start, end: end, subjectLength: subjectLength,
      source: source)
  }

  /// A state from values already checked as the failable initialiser does.
  private init(
    checkedPosition position: Double, start: Double, end: Double, subjectLength: Double,
    source: Source
  ) {
    self.position = position
    self.start = start
    self.end = end
    self.subjectLength = subjectLength
    self.source = source
  }

  /// The timeline's progress: 0 at ``start``, 1 at ``end``, unclamped;
  /// always finite.
  public var progress: Double {
    let progress = (position - start) / (end - start)
    if progress.isFinite { return progress }
    // A position near the largest double overflows the difference (halved
    // terms cannot), or the ratio itself: hold it at the largest double.
    let halved = (position / 2 - start / 2) / (end / 2 - start / 2)
    return halved.saturated
  }

  /// Whether the position sits exactly on 0% or 100% of a *scroll*
  /// timeline — the scroller's own limits — where Web Animations' "at
  /// progress timeline boundary" rule keeps an animation that ends there
  /// active, so scrolling to the very end shows the last frame.
  ///
  /// Chromium applies the rule to scroll timelines only: at 100% of a view
  /// timeline's cover range an animation ending there is in its after
  /// phase, even when that is also the scroller's largest offset.
  public var isAtBoundary: Bool { source == .scroll && (position == start || position == end) }

  /// The offsets a named range spans, `nil` meaning the full range.
  ///
  /// The result's lower bound is never above its upper bound.
  public func offsets(of name: TimelineRangeName?) -> (start: Double, end: Double) {
    guard let name, subjectLength > 0 else { return (start, end) }
    // The four alignments every named range is built from.
    let subjectStartAtViewEnd = start
    let subjectEndAtViewStart = end
    let subjectStartAtViewStart = end - subjectLength
    let subjectEndAtViewEnd = start + subjectLength
    let containStart = Swift.min(subjectStartAtViewStart, subjectEndAtViewEnd)
    let containEnd = Swift.max(subjectStartAtViewStart, subjectEndAtViewEnd)
    switch name {
    case .cover: return (subjectStartAtViewEnd, subjectEndAtViewStart)
    case .contain: return (containStart, containEnd)
    case .entry: return (subjectStartAtViewEnd, containStart)
    case .exit: return (containEnd, subjectEndAtViewStart)
    case .entryCrossing: return (subjectStartAtViewEnd, subjectEndAtViewEnd)
    case .exitCrossing: return (subjectStartAtViewStart, subjectEndAtViewStart)
    }
  }
}
