// Snapping a fling to item edges in UIKit; UIKit reports the velocity in
// points per millisecond, converted by ScrollMotion (quoted by
// DecelerationAndSnapping.md).
#if canImport(UIKit)
  import ScrollMotionUIKit
  import UIKit

  final class SnappingViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    var snapping = ScrollSnapping(stops: .pages(size: 300, origin: 0), axis: .x)

    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      targetContentOffset.pointee = snapping.targetContentOffset(
        for: scrollView, velocity: velocity, proposed: targetContentOffset.pointee)
    }
  }
#endif
