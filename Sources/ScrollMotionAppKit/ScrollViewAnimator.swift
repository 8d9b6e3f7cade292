// AppKit only on macOS (Mac Catalyst apps use ScrollMotionUIKit); elsewhere
// this file is empty (scripts/typecheck-apple checks it on Linux against
// stand-ins).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ScrollMotionApple
  import ScrollMotionDriver

  /// Scrolls an `NSScrollView` to an offset over a chosen duration and
  /// easing, or along a spring, one display frame at a time (macOS 14).
  ///
  /// Offsets are ScrollMotion's top-down content offsets, converted for an
  /// unflipped document view. The animation stops where it is when the
  /// person starts a live scroll (`willStartLiveScrollNotification`), and
  /// the completion says whether it arrived (`true`) or was cancelled
  /// (`false`).
  ///
  /// The animator's logic is ScrollMotionDriver's ``ContentOffsetAnimator``,
  /// tested on Linux; this front end supplies ``AppKitPlatform``.
  @available(macOS 14, *)
  public typealias ScrollViewAnimator = ContentOffsetAnimator<AppKitPlatform>

  @available(macOS 14, *)
  extension ContentOffsetAnimator where Platform == AppKitPlatform {
    /// An animator for `scrollView` (held weakly), on its screen's display
    /// link.
    public convenience init(scrollView: NSScrollView) {
      self.init(
        platform: AppKitPlatform(scrollView: scrollView), clock: DisplayLinkClock(view: scrollView))
    }

    /// The scroll view being animated.
    public var scrollView: NSScrollView? { platform.scrollView }
  }
#endif
