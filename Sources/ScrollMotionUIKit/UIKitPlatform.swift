// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty (scripts/typecheck-apple checks it on Linux against stand-ins).
#if canImport(UIKit)
  import ScrollMotionApple
  import ScrollMotionDriver
  import UIKit

  /// A `UIScrollView` as the drivers read and write it
  /// (``ScrollViewDriver``, ``ScrollViewAnimator``): its metrics and
  /// scrolling flags, its subviews' layout frames, a `CADisplayLink` clock
  /// and Core Animation transactions without implicit actions.
  @MainActor
  public final class UIKitPlatform: ScrollViewPlatform {
    /// The scroll view, held weakly.
    public private(set) weak var scrollView: UIScrollView?
    /// The key-value observations of ``ChoreographyDriver/observeScrollView()``.
    fileprivate var observations: [NSKeyValueObservation] = []

    /// The platform of `scrollView` (held weakly).
    public init(scrollView: UIScrollView) {
      self.scrollView = scrollView
    }

    /// The scroll view's metrics, with its adjusted content inset.
    public var metrics: ScrollMetrics? { scrollView.map { ScrollMetrics($0) } }

    /// The activity the scroll view's `isTracking`, `isDragging` and
    /// `isDecelerating` say.
    public var activity: ScrollActivity? {
      scrollView.map {
        ScrollActivity(
          isTracking: $0.isTracking, isDragging: $0.isDragging,
          isDecelerating: $0.isDecelerating, isAnimating: false)
      }
    }

    /// `subject`'s layout frame in the scroll view's content (see
    /// `UIView.layoutFrame(inContentOf:)`).
    public func contentFrame(of subject: UIView) -> ScrollRect? {
      scrollView.flatMap { subject.layoutFrame(inContentOf: $0) }
    }

    /// `CACurrentMediaTime()`, the display link's time base.
    public var currentTime: Double { displayLinkTime }

    /// A ``DisplayLinkClock``.
    public func makeFrameClock() -> (any FrameClock)? { DisplayLinkClock() }

    /// Runs `writes` in a Core Animation transaction without implicit
    /// actions.
    public func withoutImplicitAnimations(_ writes: () -> Void) {
      ScrollMotionApple.withoutImplicitAnimations(writes)
    }

    /// Sets the scroll view's `contentOffset`.
    public func setContentOffset(_ offset: ScrollPoint) {
      scrollView?.contentOffset = CGPoint(offset)
    }

    /// Whether a finger is on the content (`isTracking`); `true` once the
    /// scroll view is gone, which stops an animated scroll.
    public var isUserScrolling: Bool { scrollView?.isTracking ?? true }

    /// Removes the scroll view's own offset animations
    /// (`setContentOffset(_:animated:)`), which would fight the frames.
    public func animatedScrollWillStart() {
      scrollView?.layer.removeAllAnimations()
    }
  }

  /// Feeds a ``Choreography`` from a `UIScrollView` and writes the
  /// animations' values to views and layers, without taking the scroll
  /// view's delegate.
  ///
  /// The delegate path is the primary one: call
  /// ``ChoreographyDriver/scrollViewDidScroll(_:)`` from your delegate's
  /// method of the same name, and
  /// ``ChoreographyDriver/scrollViewDidChangeAdjustedContentInset(_:)`` from
  /// its. If you do not own the delegate,
  /// ``ChoreographyDriver/observeScrollView()`` follows `contentOffset` and
  /// `contentSize` by key-value observation instead; it stops when the
  /// driver or the scroll view goes away.
  ///
  /// Animations on a view timeline measure their subject on every update
  /// and move to a new timeline only when the subject moved, so layout
  /// changes, rotation and cell reuse are followed without any call from
  /// the app. Time-based motion runs on a ``DisplayLinkClock``, and
  /// ``Choreography/scrollActivity`` follows the scroll view's
  /// `isTracking`, `isDragging` and `isDecelerating`.
  ///
  /// ```swift
  /// let driver = ScrollViewDriver(scrollView: tableView)
  /// driver.animate(header, .alpha, with: fadeOut)
  /// driver.animate(card, .scale, with: grow, whileVisible: card)
  ///
  /// func scrollViewDidScroll(_ scrollView: UIScrollView) {
  ///   driver.scrollViewDidScroll(scrollView)
  /// }
  /// ```
  ///
  /// The driver's logic is ScrollMotionDriver's ``ChoreographyDriver``,
  /// tested on Linux; this front end supplies ``UIKitPlatform``.
  public typealias ScrollViewDriver = ChoreographyDriver<UIKitPlatform>

  extension ChoreographyDriver where Platform == UIKitPlatform {
    /// A driver for `scrollView` (held weakly).
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view whose position drives the animations.
    ///   - choreography: The animations, empty by default.
    public convenience init(scrollView: UIScrollView, choreography: Choreography = Choreography()) {
      self.init(platform: UIKitPlatform(scrollView: scrollView), choreography: choreography)
    }

    /// The scroll view whose position drives the animations.
    public var scrollView: UIScrollView? { platform.scrollView }

    /// Call from `UIScrollViewDelegate.scrollViewDidScroll(_:)`.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      update()
    }

    /// Call from
    /// `UIScrollViewDelegate.scrollViewDidChangeAdjustedContentInset(_:)`:
    /// the inset changes without a scroll (a bar appears), and it is not
    /// observable by key-value observation.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      update()
    }

    /// Follows the scroll view's `contentOffset` and `contentSize` by
    /// key-value observation, for when you cannot forward the delegate's
    /// calls. Stops when the driver or the scroll view goes away, or on
    /// ``stopObserving()``.
    ///
    /// Apple does not document these properties as observable; they are
    /// observed widely in practice. Inset changes are not observable: call
    /// ``update()`` from `viewSafeAreaInsetsDidChange()` if they matter.
    public func observeScrollView() {
      guard let scrollView else { return }
      // The handlers are @Sendable and nonisolated; UIKit changes these
      // properties, and so notifies, on the main thread only.
      platform.observations = [
        scrollView.observe(\.contentOffset, options: []) { [weak self] _, _ in
          MainActor.assumeIsolated { self?.update() }
        },
        scrollView.observe(\.contentSize, options: []) { [weak self] _, _ in
          MainActor.assumeIsolated { self?.update() }
        },
      ]
    }

    /// Stops the key-value observation started by ``observeScrollView()``.
    public func stopObserving() {
      platform.observations.removeAll()
    }
  }

  extension UIView {
    /// The view's layout frame in `scrollView`'s content coordinates (its
    /// bounds coordinates), without the view's transform: a view timeline
    /// measures the layout box, as CSS does, so an animated scale does not
    /// feed back into its own progress. `nil` while the view is not in the
    /// scroll view's window.
    package func layoutFrame(inContentOf scrollView: UIScrollView) -> ScrollRect? {
      guard let superview, window === scrollView.window else { return nil }
      let center = superview.convert(self.center, to: scrollView)
      let size = bounds.size
      return ScrollRect(
        x: Double(center.x - size.width / 2), y: Double(center.y - size.height / 2),
        width: Double(size.width), height: Double(size.height))
    }
  }
#endif
