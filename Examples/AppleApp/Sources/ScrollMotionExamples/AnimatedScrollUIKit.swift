// Animated scrolling in UIKit: a chosen duration and curve, cells rendered
// on the way, stopped by a touch (quoted by AnimatedScrolling.md).
#if canImport(UIKit)
  import ScrollMotionUIKit
  import UIKit

  final class AnimatedScrollViewController: UIViewController {
    let scrollView = UIScrollView()
    lazy var animator = ScrollViewAnimator(scrollView: scrollView)

    func scrollToArticle(at y: Double) {
      animator.scroll(to: ScrollPoint(x: 0, y: y), duration: 1.2, easing: .easeInOut) { finished in
        print(finished ? "arrived" : "stopped by the user")
      }
    }

    func bounceToTop() {
      guard let spring = try? DampedSpring(response: 0.45, dampingFraction: 0.8) else { return }
      animator.scroll(to: .zero, spring: spring)
    }
  }
#endif
