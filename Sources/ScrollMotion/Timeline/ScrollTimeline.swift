/// A timeline that tracks how far a scroll container is scrolled along one
/// axis: CSS `scroll-timeline` / `scroll()`.
///
/// Its full range runs from the minimum valid content offset (0%) to the
/// maximum (100%). It is inactive, and drives no animation, when the
/// container cannot scroll along the axis: a zero scrollable length, or
/// non-finite metrics.
///
/// Named ranges (`entry`, `contain`, …) have no meaning on a scroll timeline;
/// as in Chromium, a boundary such as `entry 20%` on it resolves against the
/// full range, like `20%`.
public struct ScrollTimeline: Hashable, Sendable {
  /// The axis whose scroll position the timeline follows.
  public var axis: ScrollAxis

  /// Creates a scroll timeline for `axis` (vertical by default, as in CSS's
  /// `block` axis for horizontal writing).
  public init(axis: ScrollAxis = .y) {
    self.axis = axis
  }

  /// The timeline's state for `metrics`, or `nil` when it is inactive.
  public func state(for metrics: ScrollMetrics) -> TimelineState? {
    guard let range = metrics.offsetRange(along: axis) else { return nil }
    return TimelineState(
      position: metrics.contentOffset[axis],
      start: range.lowerBound,
      end: range.upperBound,
      subjectLength: 0, source: .scroll)
  }
}
