// AppKit only on macOS (Mac Catalyst apps use ScrollMotionUIKit); elsewhere
// this file is empty (scripts/typecheck-apple checks it on Linux against
// stand-ins).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ScrollMotionBridging

  /// Scrolls an `NSScrollView` to an offset over a chosen duration and
  /// easing, or along a spring, one display frame at a time (macOS 14).
  ///
  /// Offsets are ScrollMotion's top-down content offsets, converted for an
  /// unflipped document view. The animation stops where it is when the
  /// user starts a live scroll (`willStartLiveScrollNotification`), and the
  /// completion says whether it arrived (`true`) or was cancelled (`false`).
  @available(macOS 14, *)
  @MainActor
  public final class ScrollViewAnimator {
    /// The scroll view being animated.
    public private(set) weak var scrollView: NSScrollView?
    private let animator: ScrollAnimator
    private var userScrolled = false
    private var observation: NotificationObservation?

    /// An animator for `scrollView` (held weakly), on its screen's display
    /// link.
    public init(scrollView: NSScrollView) {
      self.scrollView = scrollView
      let clock = DisplayLinkClock(view: scrollView)
      var isUserScrolling: () -> Bool = { false }
      let interruptible = InterruptibleClock(base: clock) { isUserScrolling() }
      animator = ScrollAnimator(clock: interruptible) { [weak scrollView] offset in
        guard let scrollView else { return }
        let clipView = scrollView.contentView
        let origin = DocumentCoordinates(scrollView).clipOrigin(
          contentOffset: offset, clipSize: ScrollSize(clipView.bounds.size))
        clipView.scroll(to: CGPoint(origin))
        scrollView.reflectScrolledClipView(clipView)
      }
      interruptible.onInterrupt = { [weak animator] in animator?.cancel() }
      isUserScrolling = { [weak self] in self?.userScrolled ?? true }
      observation = NotificationObservation(
        NSScrollView.willStartLiveScrollNotification, of: scrollView
      ) { [weak self] in self?.userScrolled = true }
    }

    /// Whether an animation is running.
    public var isAnimating: Bool { animator.isAnimating }

    /// Scrolls to `target` (clamped into the valid range) over `duration`
    /// seconds along `easing`; a running animation is replaced without a
    /// jump and its completion receives `false`.
    public func scroll(
      to target: ScrollPoint, duration: Double, easing: Easing = .easeInOut,
      completion: ((Bool) -> Void)? = nil
    ) {
      guard let scrollView else { return }
      userScrolled = false
      animator.scroll(
        to: target, in: ScrollMetrics(scrollView), duration: duration, easing: easing,
        completion: completion)
    }

    /// Scrolls to `target` along `spring`.
    public func scroll(
      to target: ScrollPoint, spring: DampedSpring, completion: ((Bool) -> Void)? = nil
    ) {
      guard let scrollView else { return }
      userScrolled = false
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
