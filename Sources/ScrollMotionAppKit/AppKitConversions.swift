// AppKit only on macOS (Mac Catalyst apps use ScrollMotionUIKit); elsewhere
// this file is empty (scripts/typecheck-apple checks it on Linux against
// stand-ins).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ScrollMotionBridging

  extension ScrollMetrics {
    /// A snapshot of `scrollView`: the clip view's bounds (what is
    /// visible), the document view's size, and the clip view's
    /// `contentInsets`, in ScrollMotion's top-down content coordinates.
    ///
    /// A document view is not flipped by default (its `y` grows upwards);
    /// the offset is converted so that 0 is the top of the document either
    /// way.
    @MainActor
    public init(_ scrollView: NSScrollView) {
      self = DocumentCoordinates(scrollView).metrics(
        clipBounds: ScrollRect(scrollView.contentView.bounds),
        contentInsets: ScrollInsets(scrollView.contentView.contentInsets))
    }
  }

  extension DocumentCoordinates {
    /// The coordinates of `scrollView`'s document view (an empty one when
    /// it has none).
    @MainActor
    init(_ scrollView: NSScrollView) {
      let document = scrollView.documentView
      self.init(
        documentFrame: document.map { ScrollRect($0.frame) } ?? .zero,
        isFlipped: document?.isFlipped ?? true)
    }
  }

  extension ScrollInsets {
    /// The insets `insets`, in points.
    public init(_ insets: NSEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  extension NSColor {
    /// The sRGB colour `color` (components in `0...1`, not premultiplied).
    public convenience init(_ color: RGBAColor) {
      self.init(
        srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }
  }

  extension AnimatableProperty where Root: NSView, Value == Double {
    /// The view's `alphaValue`, 0 transparent to 1 opaque.
    public static var alpha: Self { .float(\.alphaValue) }
  }
#endif
