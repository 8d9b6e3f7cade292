// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty (scripts/typecheck-apple checks it on Linux against stand-ins).
#if canImport(UIKit)
  import ScrollMotionDriver
  import UIKit

  extension ScrollMetrics {
    /// A snapshot of `scrollView`: its `contentOffset`, `contentSize`,
    /// `bounds.size` and `adjustedContentInset`.
    ///
    /// The adjusted inset (not `contentInset`) includes the safe area and
    /// the bars, so progress is 0 at rest under a navigation bar.
    @MainActor
    public init(_ scrollView: UIScrollView) {
      self = PlatformMetrics.scrollView(
        contentOffset: ScrollPoint(scrollView.contentOffset),
        contentSize: ScrollSize(scrollView.contentSize),
        boundsSize: ScrollSize(scrollView.bounds.size),
        adjustedContentInset: ScrollInsets(scrollView.adjustedContentInset))
    }
  }

  extension ScrollInsets {
    /// The insets `insets`, in points.
    public init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  extension UIEdgeInsets {
    /// The insets `insets`, in points.
    public init(_ insets: ScrollInsets) {
      self.init(
        top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
        right: CGFloat(insets.right))
    }
  }

  extension UIColor {
    /// The sRGB colour `color` (components already in `0...1`, not
    /// premultiplied), as `UIColor(red:green:blue:alpha:)` takes them.
    public convenience init(_ color: RGBAColor) {
      self.init(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }
  }

  extension CATransform3D {
    /// The 2D transform `transform` as a layer transform, composed in
    /// ``LayerTransform``'s order (translate · rotate · scale), with no
    /// depth.
    public init(_ transform: LayerTransform) {
      self = CATransform3DMakeAffineTransform(CGAffineTransform(transform))
    }
  }

  extension ContentDirection {
    /// The direction of a view's `effectiveUserInterfaceLayoutDirection`: right to left when it is, left to right
    /// otherwise.
    public init(_ direction: UIUserInterfaceLayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }
#endif
