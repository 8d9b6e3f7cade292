// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty (scripts/typecheck-apple checks it on Linux against stand-ins).
#if canImport(UIKit)
  import ScrollMotionApple
  import ScrollMotionDriver
  import ScrollMotionSpecPlayback
  import ScrollMotionUIKit
  import UIKit

  /// Runs a choreography written as a JSON spec — the same file
  /// `scrollmotion eval`, `scrollmotion css` and the web runtime read — on
  /// a `UIScrollView`'s views, bound to the spec's elements by identifier.
  ///
  /// Each element is bound to the view in `views` of the same name or,
  /// failing that, to the view in the scroll view's hierarchy whose
  /// `accessibilityIdentifier` is the element's name. The spec's scroller
  /// and element frames are replaced by the live ones, so the choreography
  /// fits any screen. Opacity goes to `alpha`; rotation (degrees), scale,
  /// translation, the 3D rotations, perspective and anchor to the view's
  /// `transform` (`transform3D` while a part has depth), composed as CSS
  /// composes them; corner radius, border, shadow and clip to its layer;
  /// background, text and tint colours to the view. The filters (blur,
  /// brightness, saturation, grayscale) have no UIKit equivalent and are
  /// reported in ``SpecViewDriver/unsupported``. `nil` restores a
  /// property's own value; custom properties and animations without a
  /// target go to ``SpecViewDriver/onCustomValue``. The spec format's
  /// property table says what each property becomes.
  ///
  /// It follows the person's settings: with Reduce Motion on
  /// (`UIAccessibility.isReduceMotionEnabled`) it plays the spec's
  /// reduced-motion variant, and the scroll view's
  /// `effectiveUserInterfaceLayoutDirection` decides where horizontal
  /// progress starts. It observes both
  /// (`UIAccessibility.reduceMotionStatusDidChangeNotification`, and from
  /// iOS 17 the scroll view's layout-direction trait) and re-applies the
  /// spec at once when one changes. After changing the scroll view's
  /// `semanticContentAttribute`, which posts nothing, call
  /// ``SpecViewDriver/applySettings()``.
  ///
  /// ```swift
  /// let driver = try SpecDriver(json: specText, scrollView: scrollView)
  /// // in scrollViewDidScroll:
  /// driver.scrollViewDidScroll(scrollView)
  /// ```
  ///
  /// The driver's logic is ScrollMotionSpecPlayback's ``SpecViewDriver``,
  /// tested on Linux; this module supplies UIKit's views and settings.
  public typealias SpecDriver = SpecViewDriver<UIKitPlatform>

  extension SpecViewDriver where Platform == UIKitPlatform {
    /// Call from `UIScrollViewDelegate.scrollViewDidScroll(_:)`.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      update()
    }
  }

  extension UIKitPlatform: SpecPlatform {
    /// What UIKit's views show of each of a spec's properties: `alpha`; the
    /// transform's parts, composed as CSS composes them (`transform` while
    /// they are 2D, `transform3D` with depth); the layer's corner radius,
    /// border, shadow and a mask layer for the clip; the background, text
    /// and tint colours. UIKit has no filters for a view (blur, brightness,
    /// saturation, grayscale): those are reported as unsupported.
    public static var specViewProperties: SpecViewProperties<UIView> {
      SpecViewProperties { property in
        switch property {
        case .opacity: .number(.alpha)
        case .rotate: .angle(.rotation)
        case .scale: .size(.scaleXY)
        case .translate: .point(.translation)
        case .backgroundColor: .color(.backgroundColor)
        case .cornerRadius: .number(.cornerRadius)
        case .blur:
          .unsupported(
            "UIKit has no public way to blur a view's own content by a radius (a "
              + "UIVisualEffectView blurs what is behind it, by a radius it does not document), "
              + "and a CALayer's filters are not supported on iOS, tvOS or visionOS")
        case .brightness, .saturation, .grayscale:
          .unsupported(
            "UIKit has no colour filter for a view: a CALayer's filters are not supported on "
              + "iOS, tvOS or visionOS")
        case .perspective: .number(.perspective)
        case .rotateX: .angle(.rotationX)
        case .rotateY: .angle(.rotationY)
        case .anchor: .point(.anchor)
        case .shadowOpacity: .number(.shadowOpacity)
        case .shadowRadius: .number(.shadowBlurRadius)
        case .shadowOffset: .point(.shadowOffset)
        case .shadowColor: .color(.shadowColor)
        case .foregroundColor: .perView(textColor)
        case .tintColor: .color(.tintColor)
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

    /// The text colour of a label, text field or text view; other views
    /// have no text of their own.
    private static func textColor(of view: UIView) -> SpecViewWrite<UIView> {
      if view is UILabel { return .color(.when(AnimatableProperty<UILabel, RGBAColor>.textColor)) }
      if view is UITextField {
        return .color(.when(AnimatableProperty<UITextField, RGBAColor>.textColor))
      }
      if view is UITextView {
        return .color(.when(AnimatableProperty<UITextView, RGBAColor>.textColor))
      }
      return .unsupported(
        "only a UILabel, UITextField or UITextView has a text colour; this view is a "
          + "\(type(of: view))")
    }

    /// The scroll view's size changes (a rotation, split view, a window
    /// resized), which no delegate method reports: its layer's `bounds`
    /// by key-value observation, calling `onScroll` when their size
    /// changes. Scrolls come from the app, which forwards its scroll view
    /// delegate's `scrollViewDidScroll(_:)`
    /// (``SpecViewDriver/scrollViewDidScroll(_:)``).
    public func followScrolls(_ onScroll: @escaping @MainActor () -> Void) -> [AnyObject] {
      guard let layer = scrollView?.layer else { return [] }
      // The handler is @Sendable and nonisolated; UIKit lays out, and so
      // notifies, on the main thread only. A scroll moves only the
      // bounds' origin.
      return [
        layer.observe(\.bounds, options: [.old, .new]) { _, change in
          guard change.oldValue?.size != change.newValue?.size else { return }
          MainActor.assumeIsolated { onScroll() }
        }
      ]
    }

    /// The first view in the scroll view's hierarchy (itself included)
    /// whose `accessibilityIdentifier` is `name`, breadth first.
    public func subject(identifiedBy name: String) -> UIView? {
      firstBreadthFirst(from: scrollView, children: \.subviews) {
        $0.accessibilityIdentifier == name
      }
    }

    /// `UIAccessibility.isReduceMotionEnabled`.
    public var reducesMotion: Bool { UIAccessibility.isReduceMotionEnabled }

    /// The scroll view's `effectiveUserInterfaceLayoutDirection`.
    public var contentDirection: ContentDirection {
      ContentDirection(scrollView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight)
    }

    /// Observes `UIAccessibility.reduceMotionStatusDidChangeNotification`
    /// and, from iOS 17, the scroll view's layout-direction trait.
    public func observeSettings(_ onChange: @escaping @MainActor () -> Void) -> [AnyObject] {
      if #available(iOS 17, tvOS 17, visionOS 1, *), let scrollView {
        // UIKit ends the registration with the view; the handler is given
        // the view, so it holds neither the view nor the driver.
        scrollView.registerForTraitChanges([UITraitLayoutDirection.self]) {
          (_: UIScrollView, _: UITraitCollection) in onChange()
        }
      }
      return [
        NotificationObservation(
          UIAccessibility.reduceMotionStatusDidChangeNotification, of: nil, handler: onChange)
      ]
    }
  }
#endif
