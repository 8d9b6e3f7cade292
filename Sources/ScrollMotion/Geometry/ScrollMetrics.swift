/// A snapshot of a scroll container: where it is scrolled to, how big its
/// content and its visible area are, and the insets around the content.
///
/// This is the one input every part of ScrollMotion reads. A front end builds
/// it from the platform's scroll view on each scroll event
/// (`UIScrollView.contentOffset`, `contentSize`, `bounds.size` and
/// `adjustedContentInset`, or a browser element's `scrollLeft`/`scrollTop`,
/// `scrollWidth`/`scrollHeight` and `clientWidth`/`clientHeight`).
///
/// ## Valid offsets
/// Along each axis the valid content offsets run from
/// `minimum = -leadingInset` to `maximum = max(minimum, content + trailingInset - container)`,
/// so content smaller than its container has a single valid offset.
///
/// ## Bad input
/// Any non-finite component makes the derived values that depend on it `nil`
/// (no range, no progress) instead of NaN or infinity; nothing traps.
public struct ScrollMetrics: Hashable, Sendable {
  /// The content offset: the point of the content shown at the container's
  /// top-left corner. May lie outside the valid range while rubber-banding.
  public var contentOffset: ScrollPoint
  /// The size of the scrollable content, in points.
  public var contentSize: ScrollSize
  /// The size of the visible area (the scroll view's bounds size), in points.
  public var containerSize: ScrollSize
  /// The insets around the content (UIKit's adjusted content insets).
  public var contentInsets: ScrollInsets

  /// Creates a snapshot of a scroll container.
  public init(
    contentOffset: ScrollPoint = .zero,
    contentSize: ScrollSize,
    containerSize: ScrollSize,
    contentInsets: ScrollInsets = .zero
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.containerSize = containerSize
    self.contentInsets = contentInsets
  }

  /// The valid content offsets along `axis`, or `nil` when a size or inset
  /// along that axis is not finite.
  ///
  /// The range is never empty or reversed: when the content plus its insets
  /// is smaller than the container, the range is the single offset
  /// `-leadingInset`.
  public func offsetRange(along axis: ScrollAxis) -> ClosedRange<Double>? {
    let leading = contentInsets.leading(along: axis)
    let trailing = contentInsets.trailing(along: axis)
    let content = contentSize[axis]
    let container = containerSize[axis]
    guard leading.isFinite, trailing.isFinite, content.isFinite, container.isFinite else {
      return nil
    }
    let minimum = -leading
    let maximum = Swift.max(minimum, content + trailing - container)
    // Huge but finite inputs can still overflow the sum above.
    guard maximum.isFinite else { return nil }
    return minimum...maximum
  }

  /// The length of the valid offset range along `axis` (`maximum - minimum`),
  /// `0` when the container cannot scroll that way, `nil` for non-finite input.
  public func scrollableLength(along axis: ScrollAxis) -> Double? {
    offsetRange(along: axis).map { $0.upperBound - $0.lowerBound }
  }

  /// Whether the container can scroll along `axis` (a positive, finite range).
  public func canScroll(along axis: ScrollAxis) -> Bool {
    (scrollableLength(along: axis) ?? 0) > 0
  }

  /// The smallest valid content offset on both axes.
  ///
  /// An axis with non-finite input contributes `0`.
  public var minimumContentOffset: ScrollPoint {
    ScrollPoint(
      x: offsetRange(along: .x)?.lowerBound ?? 0,
      y: offsetRange(along: .y)?.lowerBound ?? 0)
  }

  /// The largest valid content offset on both axes.
  ///
  /// An axis with non-finite input contributes `0`.
  public var maximumContentOffset: ScrollPoint {
    ScrollPoint(
      x: offsetRange(along: .x)?.upperBound ?? 0,
      y: offsetRange(along: .y)?.upperBound ?? 0)
  }

  /// `offset` moved into the valid range on both axes.
  ///
  /// A non-finite coordinate, or an axis whose range is not finite, becomes
  /// the range's lower bound (or `0` when there is no range), so the result
  /// is always finite.
  public func clamped(_ offset: ScrollPoint) -> ScrollPoint {
    ScrollPoint(x: clamped(offset.x, along: .x), y: clamped(offset.y, along: .y))
  }

  /// `value` moved into the valid offset range along `axis`; always finite.
  public func clamped(_ value: Double, along axis: ScrollAxis) -> Double {
    guard let range = offsetRange(along: axis) else { return 0 }
    // An infinite offset is no position, as NaN is: both rest at the start
    // rather than the clamp sending +∞ to the far end.
    return value.isInfinite ? range.lowerBound : value.clamped(to: range, nan: range.lowerBound)
  }

  /// The current content offset moved into the valid range.
  public var clampedContentOffset: ScrollPoint { clamped(contentOffset) }

  /// The rectangle of content currently visible, in content coordinates:
  /// the content offset as origin and the container size as size.
  public var visibleRect: ScrollRect {
    ScrollRect(origin: contentOffset, size: containerSize)
  }

  /// How far the container is scrolled along `axis`, 0 at the minimum offset
  /// and 1 at the maximum: the "percentage offset".
  ///
  /// Not clamped: it goes below 0 or above 1 while the scroll view
  /// rubber-bands past an edge. `nil` when the container cannot scroll along
  /// `axis` (an inactive timeline in CSS terms) or any input is not finite;
  /// never NaN or infinite.
  public func progress(along axis: ScrollAxis) -> Double? {
    guard let range = offsetRange(along: axis), contentOffset[axis].isFinite else { return nil }
    let length = range.upperBound - range.lowerBound
    guard length > 0 else { return nil }
    let progress = (contentOffset[axis] - range.lowerBound) / length
    return progress.isFinite ? progress : nil
  }

  /// ``progress(along:)`` clamped to `0...1`, for effects that must not
  /// overshoot while rubber-banding.
  public func clampedProgress(along axis: ScrollAxis) -> Double? {
    progress(along: axis).map { $0.clampedToUnit }
  }

  /// The progress on both axes at once, as a hand-written `percentageOffset`
  /// point; an axis that cannot scroll reports `nil` in its component.
  public var progress: (x: Double?, y: Double?) {
    (progress(along: .x), progress(along: .y))
  }
}
