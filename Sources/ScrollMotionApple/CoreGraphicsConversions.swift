// Core Graphics exists on every Apple platform and not on Linux (whose
// Foundation has CGPoint, CGSize and CGRect but no CGAffineTransform); on
// Linux this module is empty and the conversions are type-checked by
// scripts/typecheck-apple instead.
#if canImport(CoreGraphics)
  import CoreGraphics
  import ScrollMotion

  extension ScrollPoint {
    /// The point `point`, in points.
    public init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }

  extension CGPoint {
    /// The point `point`, in points.
    public init(_ point: ScrollPoint) {
      self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
  }

  extension ScrollSize {
    /// The size `size`, in points.
    public init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension CGSize {
    /// The size `size`, in points.
    public init(_ size: ScrollSize) {
      self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
  }

  extension ScrollRect {
    /// The rectangle `rect`, in points, origin at its top-left corner in
    /// UIKit's and SwiftUI's coordinates (AppKit's unflipped views have it at
    /// the bottom-left: convert with ScrollMotionAppKit's helpers).
    public init(_ rect: CGRect) {
      self.init(origin: ScrollPoint(rect.origin), size: ScrollSize(rect.size))
    }
  }

  extension CGRect {
    /// The rectangle `rect`, in points.
    public init(_ rect: ScrollRect) {
      self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
    }
  }

  extension CGAffineTransform {
    /// The matrix `matrix`; the six numbers share `CGAffineTransform`'s
    /// layout and order.
    public init(_ matrix: AffineMatrix) {
      self.init(
        a: CGFloat(matrix.a), b: CGFloat(matrix.b), c: CGFloat(matrix.c), d: CGFloat(matrix.d),
        tx: CGFloat(matrix.tx), ty: CGFloat(matrix.ty))
    }

    /// The transform `transform` as one matrix, composed in
    /// ``LayerTransform``'s documented order: translate · rotate · scale
    /// (a point is scaled first, then rotated, then translated).
    public init(_ transform: LayerTransform) {
      self.init(transform.matrix)
    }
  }

  extension RGBAColor {
    /// The colour as an sRGB `CGColor` (components in `0...1`, not
    /// premultiplied), what a layer's colours take.
    package var cgColor: CGColor {
      CGColor(
        srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
  }

  extension AffineMatrix {
    /// The matrix of `transform`.
    public init(_ transform: CGAffineTransform) {
      self.init(
        a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
        d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty))
    }
  }
#endif
