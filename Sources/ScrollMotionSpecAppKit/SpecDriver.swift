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
  /// (degrees, clockwise on screen), scale, translation, the 3D rotations,
  /// perspective and anchor to the view's layer transform (`wantsLayer` is
  /// turned on), composed as CSS composes them about the view's centre and
  /// flipped for an upward `y`; the filters to the view's `contentFilters`
  /// (Core Image); corner radius, border, shadow, clip and background
  /// colour to the layer; text colour to text fields and text views, tint
  /// to buttons and image views; custom properties and animations without
  /// a target to ``SpecViewDriver/onCustomValue``. `nil` restores a
  /// property's own value. The spec format's property table says what
  /// each property becomes.
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
    /// What AppKit's views show of each of a spec's properties:
    /// `alphaValue`; the layer transform's parts, composed as CSS composes
    /// them about the view's centre or the animated anchor, flipped for an
    /// upward `y`; the view's `contentFilters` (Core Image) for the blur
    /// and colour filters; the layer's corner radius, border, shadow and a
    /// mask layer for the clip; the background colour, the text colour of
    /// text fields and text views, and the content tint of buttons and
    /// image views. Every view written is made layer-backed.
    public static var specViewProperties: SpecViewProperties<NSView> {
      SpecViewProperties { property in
        switch property {
        case .opacity: .number(.alpha)
        case .rotate: .angle(.rotation)
        case .scale: .size(.scaleXY)
        case .translate: .point(.translation)
        case .backgroundColor: .color(.backgroundColor)
        case .cornerRadius: .number(.cornerRadius)
        case .blur: .number(.blur)
        case .brightness: .number(.brightness)
        case .saturation: .number(.saturation)
        case .grayscale: .number(.grayscale)
        case .perspective: .number(.perspective)
        case .rotateX: .angle(.rotationX)
        case .rotateY: .angle(.rotationY)
        case .anchor: .point(.anchor)
        case .shadowOpacity: .number(.shadowOpacity)
        case .shadowRadius: .number(.shadowBlurRadius)
        case .shadowOffset: .point(.shadowOffset)
        case .shadowColor: .color(.shadowColor)
        case .foregroundColor: .perView(textColor)
        case .tintColor: .perView(tintColor)
        case .borderColor: .color(.borderColor)
        case .borderWidth: .number(.borderWidth)
        case .clipTop: .number(.clipTop)
        case .clipRight: .number(.clipRight)
        case .clipBottom: .number(.clipBottom)
        case .clipLeft: .number(.clipLeft)
        case .custom: .unsupported("a custom property goes to the app's onCustomValue")
        }
      }
    }

    /// The text colour of a text field or a text view; other views have no
    /// text colour of their own.
    private static func textColor(of view: NSView) -> SpecViewWrite<NSView> {
      if view is NSTextField {
        return .color(.when(AnimatableProperty<NSTextField, RGBAColor>.textColor))
      }
      if view is NSText { return .color(.when(AnimatableProperty<NSText, RGBAColor>.textColor)) }
      return .unsupported(
        "only an NSTextField or NSTextView has a text colour; this view is a \(type(of: view))")
    }

    /// The content tint of a button or an image view; AppKit's other views
    /// have no tint of their own.
    private static func tintColor(of view: NSView) -> SpecViewWrite<NSView> {
      if view is NSButton {
        return .color(.when(AnimatableProperty<NSButton, RGBAColor>.contentTintColor))
      }
      if view is NSImageView {
        return .color(.when(AnimatableProperty<NSImageView, RGBAColor>.contentTintColor))
      }
      return .unsupported(
        "only an NSButton or NSImageView has a content tint colour on macOS; this view is a "
          + "\(type(of: view))")
    }

    /// Follows the clip view's `boundsDidChangeNotification`, posted for
    /// every scroll, programmatic ones included.
    public func followScrolls(_ onScroll: @escaping @MainActor () -> Void) -> [AnyObject] {
      [boundsObservation(onScroll), frameObservation(onScroll)].compactMap { $0 }
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
