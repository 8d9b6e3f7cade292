// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty (scripts/typecheck-apple checks it on Linux against stand-ins).
#if canImport(UIKit)
  import ScrollMotionBridging
  import ScrollMotionSpec
  import UIKit

  /// Runs a choreography written as a JSON spec — the same file
  /// `scrollmotion eval`, `scrollmotion css` and the web runtime read — on
  /// a scroll view's views, bound to the spec's elements by identifier.
  ///
  /// Each element is bound to the view in `views` of the same name or,
  /// failing that, to the view in the scroll view's hierarchy whose
  /// `accessibilityIdentifier` is the element's name. The spec's scroller
  /// and element frames are replaced by the live ones, so the choreography
  /// fits any screen. Opacity, rotation (degrees), scale, translation and
  /// background colour are applied to the bound views (transforms composed
  /// in one order, `nil` restoring the view's own value); custom properties
  /// and animations without a target go to ``onCustomValue``. The spec
  /// plays through `SpecPlayer`, the engine the browser runs, and a value
  /// is written only when it changes; several animations of one property
  /// compose as CSS animations do (the later one wins, one with no effect
  /// leaves the one below it showing).
  ///
  /// It follows the person's settings: with Reduce Motion on
  /// (`UIAccessibility.isReduceMotionEnabled`) it plays the spec's
  /// reduced-motion variant (each animation's `reducedMotion` policy), and
  /// the scroll view's `effectiveUserInterfaceLayoutDirection` decides
  /// where horizontal progress starts (right to left: at the right edge),
  /// whatever the spec's `direction` says. It observes both
  /// (`UIAccessibility.reduceMotionStatusDidChangeNotification`, and from
  /// iOS 17 the scroll view's layout-direction trait) and re-applies the
  /// spec at once when one changes, without waiting for a scroll; a scroll
  /// reads neither. After changing the scroll view's
  /// `semanticContentAttribute`, which posts nothing, call
  /// ``applySettings()``.
  ///
  /// ```swift
  /// let driver = try SpecDriver(json: specText, scrollView: scrollView)
  /// // in scrollViewDidScroll:
  /// driver.scrollViewDidScroll(scrollView)
  /// ```
  @MainActor
  public final class SpecDriver {
    /// The scroll view whose position drives the spec.
    public private(set) weak var scrollView: UIScrollView?
    /// Receives the values of custom properties: the element (if any), the
    /// property's name and the value (`nil` when it has no effect).
    public var onCustomValue: ((_ element: String?, _ property: String, _ value: Double?) -> Void)?

    /// The view bound to each element, in the order of the spec's elements.
    private let views: [UIView?]
    /// The spec played, written to the views; the display link runs only
    /// while a smoothed or triggered animation moves, and scroll events are
    /// stamped with `CACurrentMediaTime()`, the display link's time base.
    private var frames: SpecFrames?
    /// Reduce Motion's changes, observed for as long as the driver lives.
    private var reduceMotionObservation: NotificationObservation?

    /// A driver for the spec in `json` (UTF-8 text).
    ///
    /// - Throws: ``SpecError`` with every problem found, each with its path
    ///   and line: the spec's validation errors, and every element with no
    ///   view bound to it.
    public convenience init(
      json: String, scrollView: UIScrollView, views: [String: UIView] = [:]
    ) throws(SpecError) {
      try self.init(spec: ChoreographySpec(json: json), scrollView: scrollView, views: views)
    }

    /// A driver for `spec`.
    ///
    /// - Throws: ``SpecError`` as ``init(json:scrollView:views:)`` does.
    public init(spec: ChoreographySpec, scrollView: UIScrollView, views: [String: UIView] = [:])
      throws(SpecError)
    {
      self.scrollView = scrollView
      let player = try SpecPlayer(spec)
      var bound: [String: UIView] = [:]
      for name in player.elementNames {
        if let view = views[name] ?? scrollView.descendant(identifiedBy: name) {
          bound[name] = view
        }
      }
      if let missing = player.missingViews(bound: Set(bound.keys)) { throw missing }
      self.views = player.elementNames.map { bound[$0] }
      _ = player.apply(settings(of: scrollView))
      frames = SpecViewProperties<UIView>.uiKit.frames(
        playing: player, on: bound, clock: DisplayLinkClock(),
        forTheApp: { [weak self] in self?.onCustomValue?($0, $1, $2) })
      reduceMotionObservation = NotificationObservation(
        UIAccessibility.reduceMotionStatusDidChangeNotification, of: nil
      ) { [weak self] in self?.applySettings() }
      if #available(iOS 17, tvOS 17, visionOS 1, *) {
        // UIKit ends the registration with the view; the handler is given
        // the view, so it holds neither the view nor the driver.
        scrollView.registerForTraitChanges([UITraitLayoutDirection.self]) {
          [weak self] (_: UIScrollView, _: UITraitCollection) in self?.applySettings()
        }
      }
    }

    /// Reads the person's settings (Reduce Motion, the scroll view's layout
    /// direction) and, if they changed, re-applies the spec now: what plays
    /// is rebound when reduced motion changed it, and the values are
    /// written for the current position.
    ///
    /// The driver calls it when the platform posts a change; call it after
    /// changing something that posts none, such as the scroll view's
    /// `semanticContentAttribute`.
    public func applySettings() {
      guard let scrollView, let frames, frames.apply(settings(of: scrollView)) else { return }
      update()
    }

    /// The person's settings as UIKit has them for `scrollView`.
    private func settings(of scrollView: UIScrollView) -> PersonSettings {
      PersonSettings(
        reducesMotion: UIAccessibility.isReduceMotionEnabled,
        direction: ContentDirection(scrollView.effectiveUserInterfaceLayoutDirection))
    }

    /// Call from `UIScrollViewDelegate.scrollViewDidScroll(_:)`.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      update()
    }

    /// Measures the bound views and applies the spec's values for the
    /// current position; only changed values are written.
    public func update() {
      guard let scrollView, let frames else { return }
      let views = self.views
      frames.update(metrics: ScrollMetrics(scrollView)) { index in
        views[index]?.layoutFrame(inContentOf: scrollView)
      }
    }
  }

  extension SpecViewProperties<UIView> {
    /// A view's properties a spec writes: `alpha`, and the rotation, scale
    /// and translation parts of its transform, and its background colour.
    static var uiKit: Self {
      Self(
        opacity: .alpha, rotation: .rotation, scale: .scaleXY, translation: .translation,
        backgroundColor: .backgroundColor)
    }
  }

  extension UIView {
    /// The first view in this view's subtree (itself included) whose
    /// `accessibilityIdentifier` is `identifier`, breadth first.
    func descendant(identifiedBy identifier: String) -> UIView? {
      var queue: [UIView] = [self]
      var index = 0
      while index < queue.count {
        let view = queue[index]
        if view.accessibilityIdentifier == identifier { return view }
        queue.append(contentsOf: view.subviews)
        index += 1
      }
      return nil
    }
  }
#endif
