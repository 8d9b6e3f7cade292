// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty (scripts/typecheck-apple checks it on Linux against stand-ins).
#if canImport(UIKit)
  import ScrollMotionApple
  import ScrollMotionDriver
  import UIKit

  /// Scrolls a `UIScrollView` to an offset over a chosen duration and
  /// easing, or along a spring, one display frame at a time.
  ///
  /// Unlike `setContentOffset(_:animated:)`, every frame sets the real
  /// content offset, so the scroll view lays out (and a table or collection
  /// view creates) the cells on the way and scroll-driven animations follow.
  /// The animation stops where it is as soon as the person touches the
  /// scroll view (`isTracking`, checked before each frame), and the
  /// completion says whether it arrived (`true`) or was cancelled
  /// (`false`).
  ///
  /// ```swift
  /// let animator = ScrollViewAnimator(scrollView: tableView)
  /// animator.scroll(to: ScrollPoint(x: 0, y: 4_000), duration: 1.2, easing: .easeInOut) {
  ///   finished in print(finished ? "arrived" : "cancelled")
  /// }
  /// ```
  ///
  /// The animator's logic is ScrollMotionDriver's ``ContentOffsetAnimator``,
  /// tested on Linux; this front end supplies ``UIKitPlatform``.
  public typealias ScrollViewAnimator = ContentOffsetAnimator<UIKitPlatform>

  extension ContentOffsetAnimator where Platform == UIKitPlatform {
    /// An animator for `scrollView` (held weakly).
    ///
    /// - Parameter clock: The frame source; by default an
    ///   ``UpdateLinkClock`` where `UIUpdateLink` exists (iOS 18, tvOS 18,
    ///   visionOS 2) and a ``DisplayLinkClock`` elsewhere.
    public convenience init(scrollView: UIScrollView, clock: (any FrameClock)? = nil) {
      self.init(
        platform: UIKitPlatform(scrollView: scrollView),
        clock: clock ?? Self.defaultClock(for: scrollView))
    }

    /// The scroll view being animated.
    public var scrollView: UIScrollView? { platform.scrollView }

    private static func defaultClock(for view: UIView) -> any FrameClock {
      // UIUpdateLink is not documented for Mac Catalyst.
      #if !targetEnvironment(macCatalyst)
        if #available(iOS 18, tvOS 18, visionOS 2, *) { return UpdateLinkClock(view: view) }
      #endif
      return DisplayLinkClock()
    }
  }
#endif
