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
    /// A part of the layer's transform, composed with the others
    /// (``TransformComposer``): an affine transform where the parts are 2D,
    /// the 3D `transform` otherwise; the own transform back when the last
    /// part is cleared.
    ///
    /// - Parameters:
    ///   - yUp: Whether the layer's superlayer has `y` growing upwards (an
    ///     AppKit layer-backed view in an unflipped superview): the matrix
    ///     is then flipped so the motion looks the same on screen.
    ///   - ownAnchor: The point the parts turn about when no anchor is
    ///     animated, in top-down fractions of the size; `nil` for the
    ///     layer's `anchorPoint`.
    package static func layerTransformPart(
      yUp: @escaping @MainActor (Root) -> Bool = { _ in false }, ownAnchor: ScrollPoint? = nil,
      _ set: @escaping (inout TransformComposer, Value?) -> Void
    ) -> Self {
      .transformPart(
        geometry: { LayerGeometry($0, isYUp: yUp($0), ownAnchor: ownAnchor) },
        own: { Matrix3D($0.transform) },
        write: { layer, transform in
          switch transform {
          case .affine(let matrix): layer.setAffineTransform(CGAffineTransform(matrix))
          case .projective(let matrix): layer.transform = CATransform3D(matrix)
          }
        }, set)
    }
  }

  extension LayerGeometry {
    /// The geometry of `layer`: its bounds' size and its `anchorPoint`.
    package init(_ layer: CALayer, isYUp: Bool = false, ownAnchor: ScrollPoint? = nil) {
      self.init(
        size: ScrollSize(layer.bounds.size), anchorPoint: ScrollPoint(layer.anchorPoint),
        isYUp: isYUp, ownAnchor: ownAnchor)
    }
  }

  extension CATransform3D {
    /// The matrix `matrix`; the sixteen numbers share `CATransform3D`'s
    /// layout.
    package init(_ matrix: Matrix3D) {
      self.init()
      (m11, m12, m13, m14) = (
        CGFloat(matrix.m11), CGFloat(matrix.m12), CGFloat(matrix.m13), CGFloat(matrix.m14)
      )
      (m21, m22, m23, m24) = (
        CGFloat(matrix.m21), CGFloat(matrix.m22), CGFloat(matrix.m23), CGFloat(matrix.m24)
      )
      (m31, m32, m33, m34) = (
        CGFloat(matrix.m31), CGFloat(matrix.m32), CGFloat(matrix.m33), CGFloat(matrix.m34)
      )
      (m41, m42, m43, m44) = (
        CGFloat(matrix.m41), CGFloat(matrix.m42), CGFloat(matrix.m43), CGFloat(matrix.m44)
      )
    }
  }

  extension Matrix3D {
    /// The matrix of `transform`.
    package init(_ transform: CATransform3D) {
      self.init(
        m11: Double(transform.m11), m12: Double(transform.m12), m13: Double(transform.m13),
        m14: Double(transform.m14), m21: Double(transform.m21), m22: Double(transform.m22),
        m23: Double(transform.m23), m24: Double(transform.m24), m31: Double(transform.m31),
        m32: Double(transform.m32), m33: Double(transform.m33), m34: Double(transform.m34),
        m41: Double(transform.m41), m42: Double(transform.m42), m43: Double(transform.m43),
        m44: Double(transform.m44))
    }
  }

  // MARK: - The layer's style, as a spec's properties mean it (CSS's values)

  extension AnimatableProperty where Root: CALayer, Value == Double {
    /// The layer's `cornerRadius`, for CSS's `border-radius`: no more than
    /// half the smaller side at the time of the write
    /// (``LayerStyle/cornerRadius(_:in:)``).
    package static var cornerRadius: Self {
      Self(
        get: { Double($0.cornerRadius) },
        set: { layer, radius in
          layer.cornerRadius = CGFloat(
            LayerStyle.cornerRadius(radius, in: ScrollSize(layer.bounds.size)))
        })
    }

    /// The layer's `borderWidth`, drawn inside its bounds; negative and NaN
    /// widths are 0.
    package static var borderWidth: Self {
      Self(
        get: { Double($0.borderWidth) },
        set: { $0.borderWidth = CGFloat($1.isNaN ? 0 : Swift.max($1, 0)) })
    }

    /// The layer's `shadowOpacity`, `0...1` (clamped, NaN is 0).
    package static var shadowOpacity: Self {
      .unit(get: { Double($0.shadowOpacity) }, set: { $0.shadowOpacity = Float($1) })
    }

    /// The shadow's blur radius as CSS's `box-shadow` measures it, twice
    /// the layer's `shadowRadius` (``LayerStyle/shadowRadius(blurRadius:)``).
    package static var shadowBlurRadius: Self {
      Self(
        get: { Double($0.shadowRadius) * 2 },
        set: { $0.shadowRadius = CGFloat(LayerStyle.shadowRadius(blurRadius: $1)) })
    }

    /// An edge of a clip of the layer (a fraction of its size), composed
    /// with the others into one mask layer's frame (``ClipComposer``): an
    /// opaque `CALayer` set as the layer's `mask` on the first write, and
    /// the own mask put back when the last edge is cleared.
    ///
    /// - Parameter yUp: Whether the layer's own coordinates (its sublayers')
    ///   have `y` up: an AppKit view that is not flipped.
    package static func clipEdge(
      yUp: @escaping @MainActor (Root) -> Bool = { _ in false },
      _ set: @escaping (inout ClipComposer, Double?) -> Void
    ) -> Self {
      .clipEdge(
        bounds: { ScrollRect($0.bounds) }, isYUp: yUp, ownMask: { $0.mask },
        show: { layer, rect, isFirst in
          if isFirst {
            let mask = CALayer()
            mask.backgroundColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
            layer.mask = mask
          }
          layer.mask?.frame = CGRect(rect)
        },
        restore: { layer, own in layer.mask = own as? CALayer }, set)
    }
  }

  extension AnimatableProperty where Root: CALayer, Value == ScrollPoint {
    /// The layer's `shadowOffset`, a spec's offset (`y` down), flipped when
    /// `yUp` says the layer's superlayer has `y` up
    /// (``LayerStyle/shadowOffset(_:isYUp:)``).
    package static func shadowOffset(yUp: @escaping @MainActor (Root) -> Bool = { _ in false })
      -> Self
    {
      Self { layer, _ in
        var restorer = PropertyRestorer<CGSize>()
        return { [weak layer] value in
          guard let layer else { return }
          let offset = value.map { CGSize(LayerStyle.shadowOffset($0, isYUp: yUp(layer))) }
          if let write = restorer.write(for: offset, current: { layer.shadowOffset }) {
            layer.shadowOffset = write
          }
        }
      }
    }
  }

  extension AnimatableProperty where Root: CALayer, Value == RGBAColor {
    /// A colour of the layer (`borderColor`, `shadowColor`); `nil`
    /// restores the own colour, even when that was `nil`.
    package static func color(_ keyPath: ReferenceWritableKeyPath<Root, CGColor?>) -> Self {
      Self { layer, _ in
        var restorer = PropertyRestorer<CGColor?>()
        return { [weak layer] value in
          guard let layer else { return }
          // The own colour may itself be nil, hence an optional of optional.
          let color = value.map { Optional($0.cgColor) }
          if let write = restorer.write(for: color, current: { layer[keyPath: keyPath] }) {
            layer[keyPath: keyPath] = write
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
