// Core Animation exists on every Apple platform and not on Linux; on Linux
// this file is empty and scripts/typecheck-apple checks it against
// stand-ins.
#if canImport(QuartzCore)
  import QuartzCore
  import ScrollMotion
  import ScrollMotionDriver

  extension AnimatableProperty where Value == Double {
    /// A `CGFloat` property driven by a `Double` animation.
    package static func float(_ keyPath: ReferenceWritableKeyPath<Root, CGFloat>) -> Self {
      Self(get: { Double($0[keyPath: keyPath]) }, set: { $0[keyPath: keyPath] = CGFloat($1) })
    }

    /// A `CGFloat` property in `0...1`, driven by a `Double` animation whose
    /// values are clamped (NaN becomes 0; see ``AnimatableProperty/unit(get:set:)``).
    package static func unitFloat(_ keyPath: ReferenceWritableKeyPath<Root, CGFloat>) -> Self {
      .unit(get: { Double($0[keyPath: keyPath]) }, set: { $0[keyPath: keyPath] = CGFloat($1) })
    }
  }

  extension AnimatableProperty where Root: CALayer, Value == Double {
    /// The layer's `opacity`, 0 transparent to 1 opaque (clamped, NaN
    /// becomes 0).
    public static var opacity: Self {
      .unit(get: { Double($0.opacity) }, set: { $0.opacity = Float($1) })
    }
  }

  extension AnimatableProperty where Root: CALayer, Value == ScrollRect {
    /// The layer's `contentsRect`, in unit coordinates of its contents; an
    /// empty or non-finite rectangle is ignored (Core Animation leaves an
    /// empty one undefined).
    public static var contentsRect: Self {
      Self(
        get: { ScrollRect($0.contentsRect) },
        set: { layer, rect in
          guard rect.width > 0, rect.height > 0, rect.isFinite else { return }
          layer.contentsRect = CGRect(rect)
        })
    }
  }

  extension AnimatableProperty where Root: CALayer, Value == LayerTransform {
    /// The layer's whole 2D transform (`affineTransform()`), composed with
    /// the other transform parts in one order: the layer's own transform
    /// first, then scale, then rotation, then translation.
    public static var transform: Self {
      layerTransformPart { composer, value in composer.whole = value }
    }
  }

  extension AnimatableProperty where Root: CALayer {
    /// A part of the layer's affine transform, composed with the others.
    ///
    /// - Parameter yUp: Whether the layer's superlayer has `y` growing
    ///   upwards (an AppKit layer-backed view in an unflipped superview):
    ///   the matrix is then flipped so the motion looks the same on screen.
    package static func layerTransformPart(
      yUp: @escaping @MainActor (Root) -> Bool = { _ in false },
      _ set: @escaping (inout TransformComposer, Value?) -> Void
    ) -> Self {
      Self { layer, composers in
        { [weak layer] value in
          guard let layer else { return }
          let flips = yUp(layer)
          let matrix = composers.update(
            layer,
            base: {
              let own = AffineMatrix(layer.affineTransform())
              return flips ? own.flippedVertically : own
            },
            change: { set(&$0, value) })
          if let matrix {
            layer.setAffineTransform(CGAffineTransform(flips ? matrix.flippedVertically : matrix))
          }
        }
      }
    }
  }

  extension AnimatableProperty where Root: CAShapeLayer, Value == Double {
    /// Where the stroke starts along the path, `0...1` (clamped).
    public static var strokeStart: Self { .unitFloat(\.strokeStart) }

    /// Where the stroke ends along the path, `0...1` (clamped).
    public static var strokeEnd: Self { .unitFloat(\.strokeEnd) }
  }
#endif
