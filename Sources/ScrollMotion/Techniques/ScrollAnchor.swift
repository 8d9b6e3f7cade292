/// A remembered place in the content that survives a change of the scroll
/// view's size: rotation, split view, a keyboard, an animated resize.
///
/// UIKit keeps the content offset, the top-left corner, when the bounds
/// change; the user, though, was looking at something in the middle, and the
/// old offset may not even be valid any more. An anchor records *what* is
/// under a chosen point of the viewport and restores the offset that puts it
/// there again, clamped to the new valid range (insets included).
///
/// Two kinds:
/// - ``capture(_:at:)``: the content under a unit point of the viewport
///   ((0.5, 0.5) is the centre, (0.5, 0) the top middle), remembered as a
///   ratio of the content size, so that content which reflows to a new size
///   (text that gets taller when the view gets narrower) keeps its place
///   proportionally;
/// - ``capture(item:in:at:)``: an item's frame, remembered as the distance
///   between the item's unit point and the viewport's unit point, restored
///   from the item's new frame after layout.
///
/// The restored offset is always finite and inside the new valid range.
public struct ScrollAnchor: Hashable, Sendable {
  /// What the anchor remembers.
  public enum Kind: Hashable, Sendable {
    /// The content point under `unitPoint` of the viewport, as a ratio of
    /// the content size.
    case contentRatio(ScrollPoint, unitPoint: ScrollPoint)
    /// The distance from the item's point at `unitPoint` to the viewport's
    /// point at `unitPoint`, in points.
    case item(distance: ScrollPoint, unitPoint: ScrollPoint)
  }

  /// What was remembered.
  public let kind: Kind

  /// Creates an anchor from what it remembers.
  public init(kind: Kind) {
    self.kind = kind
  }

  /// Remembers the content under `unitPoint` of the viewport (the centre
  /// by default) as a ratio of the content size.
  ///
  /// An axis with zero or non-finite content size records ratio 0.
  public static func capture(
    _ metrics: ScrollMetrics, at unitPoint: ScrollPoint = ScrollPoint(x: 0.5, y: 0.5)
  ) -> ScrollAnchor {
    let unit = unitPoint.isFinite ? unitPoint : ScrollPoint(x: 0.5, y: 0.5)
    func ratio(_ axis: ScrollAxis) -> Double {
      let content = metrics.contentSize[axis]
      let point = metrics.contentOffset[axis] + unit[axis] * metrics.containerSize[axis]
      let value = point / content
      return content > 0 && value.isFinite ? value : 0
    }
    return ScrollAnchor(
      kind: .contentRatio(ScrollPoint(x: ratio(.x), y: ratio(.y)), unitPoint: unit))
  }

  /// Remembers where `item` (a frame in content coordinates) sits relative
  /// to the viewport: its point at `unitPoint` stays at the same distance
  /// from the viewport's point at `unitPoint` (top-left by default, so the
  /// item's top edge stays the same distance below the viewport's top).
  public static func capture(
    item: ScrollRect, in metrics: ScrollMetrics, at unitPoint: ScrollPoint = .zero
  ) -> ScrollAnchor {
    let unit = unitPoint.isFinite ? unitPoint : .zero
    func distance(_ axis: ScrollAxis) -> Double {
      let itemPoint = item.origin[axis] + unit[axis] * item.size[axis]
      let viewportPoint = metrics.contentOffset[axis] + unit[axis] * metrics.containerSize[axis]
      let value = itemPoint - viewportPoint
      return value.isFinite ? value : 0
    }
    return ScrollAnchor(
      kind: .item(distance: ScrollPoint(x: distance(.x), y: distance(.y)), unitPoint: unit))
  }

  /// The content offset that restores a content-ratio anchor in the new
  /// metrics (their content offset is ignored), clamped to the new valid
  /// range.
  ///
  /// For an item anchor, use ``restoredOffset(in:itemFrame:)``; here it
  /// assumes the item did not move.
  public func restoredOffset(in metrics: ScrollMetrics) -> ScrollPoint {
    switch kind {
    case .contentRatio(let ratio, let unit):
      return metrics.clamped(
        ScrollPoint(
          x: ratio.x * metrics.contentSize.width - unit.x * metrics.containerSize.width,
          y: ratio.y * metrics.contentSize.height - unit.y * metrics.containerSize.height))
    case .item:
      return metrics.clamped(metrics.contentOffset)
    }
  }

  /// The content offset that restores an item anchor, given the item's
  /// frame after the size change, clamped to the new valid range.
  ///
  /// For a content-ratio anchor the frame is ignored.
  public func restoredOffset(in metrics: ScrollMetrics, itemFrame: ScrollRect) -> ScrollPoint {
    guard case .item(let distance, let unit) = kind else { return restoredOffset(in: metrics) }
    return metrics.clamped(
      ScrollPoint(
        x: itemFrame.minX + unit.x * itemFrame.width - distance.x - unit.x
          * metrics.containerSize.width,
        y: itemFrame.minY + unit.y * itemFrame.height - distance.y - unit.y
          * metrics.containerSize.height))
  }
}
