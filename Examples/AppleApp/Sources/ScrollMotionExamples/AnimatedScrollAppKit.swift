// Animated scrolling in AppKit: a chosen duration and curve on the view's
// display link (macOS 14), stopped by the user's live scroll (quoted by
// AnimatedScrolling.md).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ScrollMotionAppKit

  @available(macOS 14, *)
  final class AnimatedScrollAppKitController: NSViewController {
    let scrollView = NSScrollView()
    lazy var animator = ScrollViewAnimator(scrollView: scrollView)

    /// `y` is a top-down content offset, even for an unflipped document.
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
