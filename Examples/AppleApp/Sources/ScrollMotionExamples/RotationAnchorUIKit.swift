// Keeping the scroll position across rotation in UIKit (quoted by
// KeepingTheScrollPosition.md).
#if canImport(UIKit)
  import ScrollMotionUIKit
  import UIKit

  final class RotationAnchorViewController: UIViewController {
    let scrollView = UIScrollView()

    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      ContentAnchor.keepPosition(of: scrollView, across: coordinator)
    }
  }
#endif
