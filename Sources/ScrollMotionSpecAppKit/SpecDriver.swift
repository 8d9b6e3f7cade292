// AppKit only on macOS (Mac Catalyst apps use ScrollMotionUIKit); elsewhere
// this file is empty (scripts/typecheck-apple checks it on Linux against
// stand-ins).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ScrollMotionAppKit
  import ScrollMotionApple
  import ScrollMotionDriver
  import ScrollMotionSpecPlayback

  /// Runs a choreography written as a JSON spec — the file the web runtime,
  /// `scrollmotion eval` and ScrollMotionSpecUIKit's `SpecDriver` read — on
  /// an `NSScrollView`'s views, bound to the spec's elements by identifier.
  ///
  /// Each element is bound to the view in `views` of the same name or to
  /// the view in the document view whose `identifier` is the element's
  /// name. Frames are measured in top-down content coordinates whatever the
  /// document's flippedness. Opacity goes to `alphaValue`; rotation
  /// (degrees, clockwise on screen), scale and translation to the view's
  /// layer (`wantsLayer` is turned on), composed in one order and flipped
  /// for an upward `y`; background colour to the layer; custom properties
  /// and animations without a target to ``SpecViewDriver/onCustomValue``.
  /// `nil` restores a property's own value.
  ///
  /// It follows the person's settings: with Reduce Motion on
  /// (`NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`) it plays
  /// the spec's reduced-motion variant, and the scroll view's
  /// `userInterfaceLayoutDirection` decides where horizontal progress
  /// starts. It observes Reduce Motion
  /// (`NSWorkspace.accessibilityDisplayOptionsDidChangeNotification`, on
  /// the workspace's notification center) and re-applies the spec at once
  /// when it changes. The layout direction is a property that posts
  /// nothing: after changing it, call ``SpecViewDriver/applySettings()``.
  ///
  /// From macOS 14 smoothed and triggered animations play on the scroll
  /// view's display link; before, they show the value they come to rest at
  /// for each position.
  ///
  /// The driver's logic is ScrollMotionSpecPlayback's ``SpecViewDriver``,
  /// tested on Linux; this module supplies AppKit's views and settings.
  public typealias SpecDriver = SpecViewDriver<AppKitPlatform>

  extension SpecViewDriver where Platform == AppKitPlatform {
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
    public convenience init(
      spec: ChoreographySpec, scrollView: NSScrollView, views: [String: NSView] = [:]
    ) throws(SpecError) {
      try self.init(
        spec: spec, platform: AppKitPlatform(scrollView: scrollView), views: views,
        properties: .appKit)
      platform.follow(onScroll: { [weak self] in self?.update() }, onActivityChange: { _ in })
    }

    /// The scroll view whose position drives the spec.
    public var scrollView: NSScrollView? { platform.scrollView }
  }

  extension AppKitPlatform: SpecPlatform {
    /// The first view in the document view (itself included) whose
    /// `identifier` is `name`, breadth first.
    public func subject(identifiedBy name: String) -> NSView? {
      firstBreadthFirst(from: scrollView?.documentView, children: \.subviews) {
        $0.identifier?.rawValue == name
      }
    }

    /// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`.
    public var reducesMotion: Bool { NSWorkspace.shared.accessibilityDisplayShouldReduceMotion }

    /// The scroll view's `userInterfaceLayoutDirection`.
    public var contentDirection: ContentDirection {
      ContentDirection(scrollView?.userInterfaceLayoutDirection ?? .leftToRight)
    }

    /// Observes `NSWorkspace.accessibilityDisplayOptionsDidChangeNotification`
    /// on the workspace's notification center.
    public func observeSettings(_ onChange: @escaping @MainActor () -> Void) -> [AnyObject] {
      // AppKit posts it on the workspace's own center, never the default one.
      let workspace = NSWorkspace.shared
      return [
        NotificationObservation(
          NSWorkspace.accessibilityDisplayOptionsDidChangeNotification, of: workspace,
          on: workspace.notificationCenter, handler: onChange)
      ]
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
#endif
