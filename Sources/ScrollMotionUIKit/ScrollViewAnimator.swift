// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty (scripts/typecheck-apple checks it on Linux against stand-ins).
#if canImport(UIKit)
  import ScrollMotionBridging
  import UIKit

  /// Scrolls a scroll view to an offset over a chosen duration and easing,
  /// or along a spring, one display frame at a time.
  ///
  /// Unlike `setContentOffset(_:animated:)`, every frame sets the real
  /// content offset, so the scroll view lays out (and a table or collection
  /// view creates) the cells on the way and scroll-driven animations follow.
  /// The animation stops where it is as soon as the user touches the scroll
  /// view, and the completion says whether it arrived (`true`) or was
  /// cancelled (`false`).
  ///
  /// ```swift
  /// let animator = ScrollViewAnimator(scrollView: tableView)
  /// animator.scroll(to: ScrollPoint(x: 0, y: 4_000), duration: 1.2, easing: .easeInOut) {
  ///   finished in print(finished ? "arrived" : "cancelled")
  /// }
  /// ```
  @MainActor
  public final class ScrollViewAnimator {
    /// The scroll view being animated.
    public private(set) weak var scrollView: UIScrollView?
    private let animator: ScrollAnimator

    /// An animator for `scrollView` (held weakly).
    ///
    /// Before each frame it checks `isTracking`: once the user touches the
    /// scroll view, the animation stops where it is.
    ///
    /// - Parameter clock: The frame source; by default an
    ///   ``UpdateLinkClock`` where `UIUpdateLink` exists (iOS 18, tvOS 18,
    ///   visionOS 2) and a ``DisplayLinkClock`` elsewhere.
    public init(scrollView: UIScrollView, clock: (any FrameClock)? = nil) {
      self.scrollView = scrollView
      let base = clock ?? Self.defaultClock(for: scrollView)
      let interruptible = InterruptibleClock(base: base) { [weak scrollView] in
        scrollView?.isTracking ?? true
      }
      animator = ScrollAnimator(clock: interruptible) { [weak scrollView] offset in
        scrollView?.contentOffset = CGPoint(offset)
      }
      interruptible.onInterrupt = { [weak animator] in animator?.cancel() }
    }

    private static func defaultClock(for view: UIView) -> any FrameClock {
      // UIUpdateLink is not documented for Mac Catalyst.
      #if !targetEnvironment(macCatalyst)
        if #available(iOS 18, tvOS 18, visionOS 2, *) { return UpdateLinkClock(view: view) }
      #endif
      return DisplayLinkClock()
    }

    /// Whether an animation is running.
    public var isAnimating: Bool { animator.isAnimating }

    /// Scrolls to `target` (clamped into the valid range, insets included)
    /// over `duration` seconds along `easing`. A running animation is
    /// replaced without a jump; its completion receives `false`.
    public func scroll(
      to target: ScrollPoint, duration: Double, easing: Easing = .easeInOut,
      completion: ((Bool) -> Void)? = nil
    ) {
      guard let scrollView else { return }
      scrollView.layer.removeAllAnimations()
      animator.scroll(
        to: target, in: ScrollMetrics(scrollView), duration: duration, easing: easing,
        completion: completion)
    }

    /// Scrolls to `target` along `spring`, keeping the running animation's
    /// velocity if there is one.
    public func scroll(
      to target: ScrollPoint, spring: DampedSpring, completion: ((Bool) -> Void)? = nil
    ) {
      guard let scrollView else { return }
      animator.scroll(
        to: target, in: ScrollMetrics(scrollView), spring: spring, completion: completion)
    }

    /// Stops the running animation where it is; its completion receives
    /// `false`.
    public func cancel() {
      animator.cancel()
    }
  }
#endif
