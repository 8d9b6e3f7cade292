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

  extension AppKitPlatform: SpecPlatform {
    /// `alphaValue`, the rotation, scale and translation parts of the
    /// view's layer transform (flipped for an upward `y`), and its layer's
    /// background colour.
    public static var specViewProperties: SpecViewProperties<NSView> {
      SpecViewProperties(
        opacity: .alpha, rotation: .rotation, scale: .scaleXY, translation: .translation,
        backgroundColor: .backgroundColor)
    }

    /// Follows the clip view's `boundsDidChangeNotification`, posted for
    /// every scroll, programmatic ones included.
    public func followScrolls(_ onScroll: @escaping @MainActor () -> Void) -> [AnyObject] {
      boundsObservation(onScroll).map { [$0] } ?? []
    }

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
#endif
