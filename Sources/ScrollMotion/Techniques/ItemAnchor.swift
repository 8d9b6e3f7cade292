/// An item's place in the viewport, remembered so that the same item is in
/// the same place after the scroll view changes size and the content is
/// laid out again.
///
/// The anchor records the distance between the item's point at a unit
/// point and the viewport's point at the same unit point (top-left by
/// default: the item's top edge stays the same distance below the
/// viewport's top). After layout, give it the item's new frame.
///
/// ```swift
/// let anchor = ItemAnchor(capturing: cell.frame, in: metricsBefore)
/// // after the size change and layout:
/// scrollView.contentOffset = CGPoint(
///   anchor.restoredOffset(in: metricsAfter, itemFrame: ScrollRect(cell.frame)))
/// ```
///
/// The restored offset is always finite and inside the new valid range
/// (insets included). When no single item can be found again, use a
/// ``ContentAnchor``.
public struct ItemAnchor: Hashable, Sendable {
  /// The distance from the viewport's point at ``unitPoint`` to the item's
  /// point at ``unitPoint``, in points.
  public let distance: ScrollPoint
  /// The unit point compared on the item and on the viewport.
  public let unitPoint: ScrollPoint

  /// Remembers where `item` (a frame in content coordinates) sits relative
  /// to the viewport of `metrics`.
  ///
  /// A non-finite unit point counts as the top-left corner, and a
  /// non-finite distance as 0.
  public init(
    capturing item: ScrollRect, in metrics: ScrollMetrics, at unitPoint: ScrollPoint = .zero
  ) {
    let unit = unitPoint.isFinite ? unitPoint : .zero
    func distance(_ axis: ScrollAxis) -> Double {
      let itemPoint = item.origin[axis] + unit[axis] * item.size[axis]
      let viewportPoint = metrics.contentOffset[axis] + unit[axis] * metrics.containerSize[axis]
      let value = itemPoint - viewportPoint
      return value.isFinite ? value : 0
    }
    self.distance = ScrollPoint(x: distance(.x), y: distance(.y))
    self.unitPoint = unit
  }

  /// The content offset that puts the item, now at `itemFrame`, back at
  /// its remembered distance in the new `metrics`, clamped to the new valid
  /// range.
  public func restoredOffset(in metrics: ScrollMetrics, itemFrame: ScrollRect) -> ScrollPoint {
    metrics.clamped(
      ScrollPoint(
        x: itemFrame.minX + unitPoint.x * itemFrame.width - distance.x - unitPoint.x
          * metrics.containerSize.width,
        y: itemFrame.minY + unitPoint.y * itemFrame.height - distance.y - unitPoint.y
          * metrics.containerSize.height))
  }
}
