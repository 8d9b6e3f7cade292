// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty (scripts/typecheck-apple checks it on Linux against stand-ins).
#if canImport(UIKit)
  import ScrollMotionBridging
  import UIKit

  /// Feeds a ``Choreography`` from a scroll view and writes the animations'
  /// values to views and layers, without taking the scroll view's delegate.
  ///
  /// The delegate path is the primary one: call ``scrollViewDidScroll(_:)``
  /// from your delegate's method of the same name, and
  /// ``scrollViewDidChangeAdjustedContentInset(_:)`` from its. If you do not
  /// own the delegate, ``observeScrollView()`` follows `contentOffset` and
  /// `contentSize` by key-value observation instead; it stops when the
  /// driver or the scroll view goes away.
  ///
  /// Animations on a view timeline (``animate(_:_:with:whileVisible:axis:startInset:endInset:)``)
  /// measure their subject on every update and move to a new timeline only
  /// when the subject moved, so layout changes, rotation and cell reuse are
  /// followed without any call from the app.
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
  @MainActor
  public final class ScrollViewDriver {
    /// The animations; add to it directly for values you apply yourself.
    public let choreography: Choreography
    /// The scroll view whose position drives the animations.
    public private(set) weak var scrollView: UIScrollView?

    private let transforms = TransformComposers()
    private let subjects = SubjectTimelines<UIView>()
    private var observations: [NSKeyValueObservation] = []
    /// The choreography's time-based motion (range crossings, triggered
    /// and smoothed animations, velocities) on a display link that runs
    /// only while the motion needs frames. Scroll events are stamped with
    /// `CACurrentMediaTime()`, the display link's time base.
    private lazy var motionFrames = MotionFrames(
      choreography: choreography, clock: DisplayLinkClock(), now: { CACurrentMediaTime() },
      applying: { frame in
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        frame()
        CATransaction.commit()
      })

    /// A driver for `scrollView`.
    ///
    /// - Parameters:
    ///   - scrollView: Held weakly.
    ///   - choreography: The animations, empty by default.
    public init(scrollView: UIScrollView, choreography: Choreography = Choreography()) {
      self.scrollView = scrollView
      self.choreography = choreography
    }

    /// The scroll view's current metrics, or `nil` once it is gone.
    public var metrics: ScrollMetrics? { scrollView.map { ScrollMetrics($0) } }

    /// Drives `target`'s `property` with `animation` on the animation's own
    /// timeline (a scroll timeline, or a view timeline you measured).
    ///
    /// - Returns: The animation's ID, to `remove(_:)` it.
    @discardableResult
    public func animate<Root: AnyObject, Value: Equatable>(
      _ target: Root, _ property: AnimatableProperty<Root, Value>,
      with animation: ScrollDrivenAnimation<Value>
    ) -> AnimationID {
      choreography.add(animation, sink: property.makeSink(target, transforms))
    }

    /// Drives `target`'s `property` with `animation` on a view timeline of
    /// `subject` (often the target itself): the animation's timeline is
    /// replaced by one that tracks where `subject` is in the scroll view.
    ///
    /// The subject is held weakly; when it goes away, so does the animation.
    @discardableResult
    public func animate<Root: AnyObject, Value: Equatable>(
      _ target: Root, _ property: AnimatableProperty<Root, Value>,
      with animation: ScrollDrivenAnimation<Value>, whileVisible subject: UIView,
      axis: ScrollAxis = .y, startInset: Double = 0, endInset: Double = 0
    ) -> AnimationID {
      subjects.add(
        animation, subject: subject, frame: contentFrame(of: subject) ?? .zero, axis: axis,
        startInset: startInset, endInset: endInset, to: choreography,
        sink: property.makeSink(target, transforms))
    }

    /// Drives `target`'s `property` with a scroll-triggered animation: it
    /// plays by time on the driver's display link when the scroll position
    /// crosses its range.
    ///
    /// - Returns: Its ID, to `remove(_:)` it.
    @discardableResult
    public func animate<Root: AnyObject, Value: Equatable>(
      _ target: Root, _ property: AnimatableProperty<Root, Value>,
      with animation: ScrollTriggeredAnimation<Value>
    ) -> MotionID {
      let sink = property.makeSink(target, transforms)
      return choreography.add(animation) { sink($0) }
    }

    /// Drives `target`'s `property` with an animation that follows the
    /// scroll with a lag, moved on the driver's display link until it
    /// settles.
    ///
    /// - Returns: Its ID, to `remove(_:)` it.
    @discardableResult
    public func animate<Root: AnyObject, Value: Equatable>(
      _ target: Root, _ property: AnimatableProperty<Root, Value>,
      with animation: SmoothedAnimation<Value>
    ) -> MotionID {
      choreography.add(animation, sink: property.makeSink(target, transforms))
    }

    /// Removes an animation; its property keeps its last value.
    public func remove(_ id: AnimationID) {
      subjects.forget(id)
      choreography.remove(id)
    }

    /// Removes a scroll-triggered or smoothed animation (or anything else
    /// time-based added to ``choreography``); its property keeps its last
    /// value. Unknown or already removed IDs are ignored.
    public func remove(_ id: MotionID) {
      choreography.remove(id)
    }

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

    /// Measures the subjects and delivers the values for the scroll view's
    /// current position. Layer changes made here are not implicitly
    /// animated: the scroll position is the clock.
    ///
    /// It also runs the choreography's time-based motion
    /// (``Choreography/update(with:at:)``): crossings fire,
    /// triggered and smoothed animations play on a display link while they
    /// move, and ``Choreography/scrollActivity`` follows the
    /// scroll view's `isTracking`, `isDragging` and `isDecelerating`.
    public func update() {
      guard let scrollView else { return }
      subjects.remeasure(in: choreography) { [weak self] subject in
        self?.contentFrame(of: subject)
      }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      motionFrames.update(
        with: ScrollMetrics(scrollView),
        activity: ScrollActivity(
          isTracking: scrollView.isTracking, isDragging: scrollView.isDragging,
          isDecelerating: scrollView.isDecelerating, isAnimating: false))
      CATransaction.commit()
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
      observations = [
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
      observations.removeAll()
    }

    private func contentFrame(of subject: UIView) -> ScrollRect? {
      scrollView.flatMap { subject.layoutFrame(inContentOf: $0) }
    }
  }

  extension UIView {
    /// The view's layout frame in `scrollView`'s content coordinates (its
    /// bounds coordinates), without the view's transform: a view timeline
    /// measures the layout box, as CSS does, so an animated scale does not
    /// feed back into its own progress. `nil` while the view is not in the
    /// scroll view's window.
    func layoutFrame(inContentOf scrollView: UIScrollView) -> ScrollRect? {
      guard let superview, window === scrollView.window else { return nil }
      let center = superview.convert(self.center, to: scrollView)
      let size = bounds.size
      return ScrollRect(
        x: Double(center.x - size.width / 2), y: Double(center.y - size.height / 2),
        width: Double(size.width), height: Double(size.height))
    }
  }
#endif
