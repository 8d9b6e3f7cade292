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
  /// fits any screen. Opacity goes to `alpha`, rotation (degrees), scale
  /// and translation to the view's `transform` (composed in one order),
  /// background colour to `backgroundColor`; `nil` restores a property's
  /// own value; custom properties and animations without a target go to
  /// ``SpecViewDriver/onCustomValue``.
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
    /// `alpha`, the rotation, scale and translation parts of the view's
    /// transform, and its background colour.
    public static var specViewProperties: SpecViewProperties<UIView> {
      SpecViewProperties(
        opacity: .alpha, rotation: .rotation, scale: .scaleXY, translation: .translation,
        backgroundColor: .backgroundColor)
    }

    /// None: the app forwards its scroll view delegate's
    /// `scrollViewDidScroll(_:)` (``SpecViewDriver/scrollViewDidScroll(_:)``).
    public func followScrolls(_ onScroll: @escaping @MainActor () -> Void) -> [AnyObject] { [] }

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
