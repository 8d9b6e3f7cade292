import ScrollMotion

/// Scroll velocities in the one unit the core uses: points per second, in
/// the direction the content offset moves.
///
/// The platforms report velocity in different units and directions:
/// - `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` gives
///   the content offset's velocity in points per **millisecond**;
/// - `UIPanGestureRecognizer.velocity(in:)` gives the finger's velocity in
///   points per second, and the content moves the opposite way (dragging
///   up scrolls down).
///
/// A non-finite component becomes 0, so no NaN reaches a projection.
package enum ScrollVelocity {
  /// The velocity from `scrollViewWillEndDragging`, points per millisecond,
  /// as points per second.
  package static func fromDragRelease(pointsPerMillisecond velocity: ScrollPoint) -> ScrollPoint {
    finite(ScrollPoint(x: velocity.x * 1_000, y: velocity.y * 1_000))
  }

  /// A pan gesture's finger velocity, points per second, as the content
  /// offset's velocity in points per second.
  package static func fromPanGesture(pointsPerSecond velocity: ScrollPoint) -> ScrollPoint {
    finite(ScrollPoint(x: -velocity.x, y: -velocity.y))
  }

  private static func finite(_ point: ScrollPoint) -> ScrollPoint {
    ScrollPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
  }

  /// The target content offset for a drag released with `velocity` (points
  /// per millisecond, as UIKit reports it): along the snapping's axis the
  /// snapped offset, along the other axis UIKit's own `proposed` target.
  package static func snappedTarget(
    _ snapping: ScrollSnapping, in metrics: ScrollMetrics,
    dragVelocity velocity: ScrollPoint, proposed: ScrollPoint
  ) -> ScrollPoint {
    let perSecond = fromDragRelease(pointsPerMillisecond: velocity)
    let axis = snapping.axis
    var target = proposed
    target[axis] = snapping.targetOffset(
      from: metrics.contentOffset[axis], velocity: perSecond[axis], in: metrics)
    return target
  }
}
