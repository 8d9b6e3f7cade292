import ScrollMotion

extension ScrollSnapping {
  /// Where a fling should rest when the platform has already projected it
  /// (SwiftUI's `ScrollTargetBehavior` receives the projected target, and
  /// its velocity is in undocumented units): the allowed offset nearest to
  /// `projected` along ``axis``, clamped into the valid range; the other
  /// axis keeps the projection (tested).
  package func snappedTarget(projected: ScrollPoint, in metrics: ScrollMetrics) -> ScrollPoint {
    // With no velocity, the projection is the release point itself.
    let snapped = targetOffset(from: projected[axis], velocity: 0, in: metrics)
    var target = projected
    target[axis] = snapped
    return target
  }
}

extension ContentAnchor {
  /// The offset that keeps the content under `unitPoint` of the viewport in
  /// place when the scroll view goes from `old` to `new` metrics, or `nil`
  /// when neither the container nor the content changed size (a plain
  /// scroll, which must not be undone) (tested).
  package static func offsetKeepingPosition(
    from old: ScrollMetrics, to new: ScrollMetrics, at unitPoint: ScrollPoint
  ) -> ScrollPoint? {
    guard old.containerSize != new.containerSize || old.contentSize != new.contentSize else {
      return nil
    }
    return ContentAnchor(capturing: old, at: unitPoint).restoredOffset(in: new)
  }
}
