// AppKit only on macOS (Mac Catalyst apps use ScrollMotionUIKit); elsewhere
// this file is empty (scripts/typecheck-apple checks it on Linux against
// stand-ins).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ScrollMotionBridging
  import ScrollMotionSpec

  /// Runs a choreography written as a JSON spec — the file the web runtime,
  /// `scrollmotion eval` and ScrollMotionUIKit's `SpecDriver` read — on an
  /// `NSScrollView`'s views, bound to the spec's elements by identifier.
  ///
  /// Each element is bound to the view in `views` of the same name or to
  /// the view in the document view whose `identifier` is the element's
  /// name. Frames are measured in top-down content coordinates whatever the
  /// document's flippedness. Opacity goes to `alphaValue`; rotation
  /// (degrees, clockwise on screen), scale and translation to the view's
  /// layer (`wantsLayer` is turned on), composed in one order and flipped
  /// for an upward `y`; background colour to the layer; custom properties
  /// and animations without a target to ``onCustomValue``. `nil` restores a
  /// property's own value. The spec plays through `SpecPlayer`, the engine
  /// the browser runs, and a value is written only when it changes; several
  /// animations of one property compose as CSS animations do (the later one
  /// wins, one with no effect leaves the one below it showing).
  ///
  /// It follows the person's settings: with Reduce Motion on
  /// (`NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`) it plays
  /// the spec's reduced-motion variant (each animation's `reducedMotion`
  /// policy), and the scroll view's `userInterfaceLayoutDirection` decides
  /// where horizontal progress starts (right to left: at the right edge),
  /// whatever the spec's `direction` says. It observes Reduce Motion
  /// (`NSWorkspace.accessibilityDisplayOptionsDidChangeNotification`, on
  /// the workspace's notification center) and re-applies the spec at once
  /// when it changes, without waiting for a scroll; a scroll reads neither
  /// setting. The layout direction is a property that posts nothing: after
  /// changing it, call ``applySettings()``.
  @MainActor
  public final class SpecDriver {
    /// The scroll view whose position drives the spec.
    public private(set) weak var scrollView: NSScrollView?
    /// Receives the values of custom properties: the element (if any), the
    /// property's name and the value (`nil` when it has no effect).
    public var onCustomValue: ((_ element: String?, _ property: String, _ value: Double?) -> Void)?

    /// The view bound to each element, in the order of the spec's elements.
    private let views: [NSView?]
    /// The spec played, written to the views. From macOS 14 on the scroll
    /// view's display link, running only while a smoothed or triggered
    /// animation moves, with scroll events stamped with
    /// `CACurrentMediaTime()`, the display link's time base; before macOS
    /// 14, without display frames, smoothed and triggered animations show
    /// the value they come to rest at for each position.
    private var frames: SpecFrames?
    private var observation: NotificationObservation?
    /// Reduce Motion's changes, observed for as long as the driver lives.
    private var reduceMotionObservation: NotificationObservation?

    /// A driver for the spec in `json`, following the clip view's bounds
    /// changes from now on.
    ///
    /// - Throws: ``SpecError`` with every problem found, each with its path
    ///   and line: the spec's validation errors, and every element with no
    ///   view bound to it.
    public convenience init(
      json: String, scrollView: NSScrollView, views: [String: NSView] = [:]
    ) throws(SpecError) {
      try self.init(spec: ChoreographySpec(json: json), scrollView: scrollView, views: views)
    }

    /// A driver for `spec`.
    ///
    /// - Throws: ``SpecError`` as ``init(json:scrollView:views:)`` does.
    public init(
      spec: ChoreographySpec, scrollView: NSScrollView, views: [String: NSView] = [:]
    ) throws(SpecError) {
      self.scrollView = scrollView
      let player = try SpecPlayer(spec)
      var bound: [String: NSView] = [:]
      for name in player.elementNames {
        if let view = views[name] ?? scrollView.documentView?.descendant(identifiedBy: name) {
          bound[name] = view
        }
      }
      if let missing = player.missingViews(bound: Set(bound.keys)) { throw missing }
      self.views = player.elementNames.map { bound[$0] }
      _ = player.apply(settings(of: scrollView))
      var clock: (any FrameClock)? = nil
      if #available(macOS 14, *) { clock = DisplayLinkClock(view: scrollView) }
      frames = SpecViewProperties<NSView>.appKit.frames(
        playing: player, on: bound, clock: clock,
        forTheApp: { [weak self] in self?.onCustomValue?($0, $1, $2) })
      // AppKit posts it on the workspace's own center, never the default one.
      let workspace = NSWorkspace.shared
      reduceMotionObservation = NotificationObservation(
        NSWorkspace.accessibilityDisplayOptionsDidChangeNotification, of: workspace,
        on: workspace.notificationCenter
      ) { [weak self] in self?.applySettings() }
      let clipView = scrollView.contentView
      clipView.postsBoundsChangedNotifications = true
      observation = NotificationObservation(
        NSView.boundsDidChangeNotification, of: clipView
      ) { [weak self] in self?.update() }
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

    /// Reads the person's settings (Reduce Motion, the scroll view's layout
    /// direction) and, if they changed, re-applies the spec now: what plays
    /// is rebound when reduced motion changed it, and the values are
    /// written for the current position.
    ///
    /// The driver calls it when AppKit posts a change of the accessibility
    /// display options; call it after changing the scroll view's
    /// `userInterfaceLayoutDirection`, which posts nothing.
    public func applySettings() {
      guard let scrollView, let frames, frames.apply(settings(of: scrollView)) else { return }
      update()
    }

    /// The person's settings as AppKit has them for `scrollView`.
    private func settings(of scrollView: NSScrollView) -> PersonSettings {
      PersonSettings(
        reducesMotion: NSWorkspace.shared.accessibilityDisplayShouldReduceMotion,
        direction: ContentDirection(scrollView.userInterfaceLayoutDirection))
    }
  }

  extension SpecViewProperties<NSView> {
    /// A view's properties a spec writes: `alphaValue`, the rotation, scale
    /// and translation parts of its layer's transform (flipped for an
    /// upward `y`), and its layer's background colour.
    static var appKit: Self {
      Self(
        opacity: .alpha, rotation: .rotation, scale: .scaleXY, translation: .translation,
        backgroundColor: .backgroundColor)
    }
  }

  extension NSView {
    /// The first view in this view's subtree (itself included) whose
    /// `identifier` is `identifier`, breadth first.
    func descendant(identifiedBy identifier: String) -> NSView? {
      var queue: [NSView] = [self]
      var index = 0
      while index < queue.count {
        let view = queue[index]
        if view.identifier?.rawValue == identifier { return view }
        queue.append(contentsOf: view.subviews)
        index += 1
      }
      return nil
    }
  }
#endif
