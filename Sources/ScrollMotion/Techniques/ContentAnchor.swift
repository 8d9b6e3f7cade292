/// The content under a point of the viewport, remembered so that it stays
/// there when the scroll view changes size: rotation, split view, a
/// keyboard, an animated resize.
///
/// UIKit keeps the content offset, the top-left corner, when the bounds
/// change; the user, though, was looking at something in the middle, and
/// the old offset may not even be valid any more. A content anchor records
/// the content point under a unit point of the viewport ((0.5, 0.5) is the
/// centre, (0.5, 0) the top middle) as a ratio of the content size, so that
/// content which reflows to a new size (text that gets taller when the view
/// gets narrower) keeps its place proportionally.
///
/// When you can find the item the user was looking at after layout, an
/// ``ItemAnchor`` keeps it exactly instead.
///
/// ```swift
/// let anchor = ContentAnchor(capturing: metricsBefore)
/// // after the size change and layout:
/// scrollView.contentOffset = CGPoint(anchor.restoredOffset(in: metricsAfter))
/// ```
///
/// The restored offset is always finite and inside the new valid range
/// (insets included).
public struct ContentAnchor: Hashable, Sendable {
  /// The remembered content point as a fraction of the content size per
  /// axis (0 at the content's start, 1 at its end).
  public let ratio: ScrollPoint
  /// The point of the viewport the content is kept under, in unit
  /// coordinates (0 at the viewport's start edge, 1 at its end edge).
  public let unitPoint: ScrollPoint

  /// Remembers the content under `unitPoint` of the viewport (the centre
  /// by default).
  ///
  /// An axis with zero or non-finite content size records ratio 0; a
  /// non-finite unit point counts as the centre.
  public init(
    capturing metrics: ScrollMetrics, at unitPoint: ScrollPoint = ScrollPoint(x: 0.5, y: 0.5)
  ) {
    let unit = unitPoint.isFinite ? unitPoint : ScrollPoint(x: 0.5, y: 0.5)
    func ratio(_ axis: ScrollAxis) -> Double {
      let content = metrics.contentSize[axis]
      let point = metrics.contentOffset[axis] + unit[axis] * metrics.containerSize[axis]
      let value = point / content
      return content > 0 && value.isFinite ? value : 0
    }
    self.ratio = ScrollPoint(x: ratio(.x), y: ratio(.y))
    self.unitPoint = unit
  }

  /// The content offset that puts the remembered content back under the
  /// unit point in the new `metrics` (their content offset is ignored),
  /// clamped to the new valid range.
  public func restoredOffset(in metrics: ScrollMetrics) -> ScrollPoint {
    metrics.clamped(
      ScrollPoint(
        x: ratio.x * metrics.contentSize.width - unitPoint.x * metrics.containerSize.width,
        y: ratio.y * metrics.contentSize.height - unitPoint.y * metrics.containerSize.height))
  }
}
