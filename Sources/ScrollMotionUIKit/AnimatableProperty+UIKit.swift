// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty (scripts/typecheck-apple checks it on Linux against stand-ins).
#if canImport(UIKit)
  import ScrollMotionDriver
  import UIKit

  extension AnimatableProperty where Root: UIView, Value == Double {
    /// The view's `alpha`, 0 transparent to 1 opaque (clamped, NaN becomes
    /// 0, as the layer's ``opacity`` does).
    public static var alpha: Self { .unitFloat(\.alpha) }
  }

  extension AnimatableProperty where Root: UIView, Value == ScrollPoint {
    /// The view's `center`, in its superview's coordinates.
    public static var center: Self {
      Self(get: { ScrollPoint($0.center) }, set: { $0.center = CGPoint($1) })
    }

    /// The translation part of the view's transform, in points; composed
    /// with the other transform parts (see ``AnimatableProperty/transform``).
    public static var translation: Self {
      transformPart { composer, value in composer.translation = value }
    }
  }

  extension AnimatableProperty where Root: UIView, Value == RGBAColor {
    /// The view's `backgroundColor`; `nil` restores the own colour, even
    /// when that was `nil`.
    public static var backgroundColor: Self {
      AnimatableProperty<Root, UIColor?>(
        get: { $0.backgroundColor }, set: { $0.backgroundColor = $1 }
      ).colors
    }
  }

  extension AnimatableProperty where Value == UIColor? {
    /// The same property written with sRGB colours. The own colour may
    /// itself be `nil`, which a restore writes back.
    var colors: AnimatableProperty<Root, RGBAColor> {
      AnimatableProperty<Root, RGBAColor> { root, composers in
        let write = makeSink(root, composers)
        return { color in write(color.map { Optional(UIColor($0)) }) }
      }
    }
  }

  extension AnimatableProperty where Root: UIView, Value == LayerTransform {
    /// The view's whole transform.
    ///
    /// Transform properties of one view compose into one matrix in a fixed
    /// order, whichever animation delivered last: the view's own transform
    /// first, then scale, then rotation, then translation
    /// (`T · R · S · own`); a ``translation``, ``rotation`` or ``scale``
    /// animation replaces that part of this one.
    public static var transform: Self {
      transformPart { composer, value in composer.whole = value }
    }
  }

  extension AnimatableProperty where Root: UIView, Value == PlaneAngle {
    /// The rotation part of the view's transform (positive turns
    /// clockwise), about the view's centre.
    public static var rotation: Self {
      transformPart { composer, value in composer.rotation = value }
    }
  }

  extension AnimatableProperty where Root: UIView, Value == Double {
    /// The scale part of the view's transform, the same on both axes,
    /// about the view's centre.
    public static var scale: Self {
      transformPart { composer, value in
        composer.scale = value.map { ScrollSize(width: $0, height: $0) }
      }
    }
  }

  extension AnimatableProperty where Root: UIView, Value == ScrollSize {
    /// The scale part of the view's transform, per axis, about the view's
    /// centre.
    public static var scaleXY: Self {
      transformPart { composer, value in composer.scale = value }
    }
  }

  extension AnimatableProperty where Root: UIView {
    /// A part of the view's transform, composed with the others
    /// (``TransformComposer``) about the layer's `anchorPoint` (its centre
    /// unless the app moved it) or an animated anchor: written to
    /// `transform` while every part is 2D, to `transform3D` while one has
    /// depth, and the own transform back when the last part is cleared.
    static func transformPart(
      _ set: @escaping (inout TransformComposer, Value?) -> Void
    ) -> Self {
      .transformPart(
        geometry: { LayerGeometry($0.layer) }, own: { Matrix3D($0.transform3D) },
        write: { view, transform in
          switch transform {
          case .affine(let matrix): view.transform = CGAffineTransform(matrix)
          case .projective(let matrix): view.transform3D = CATransform3D(matrix)
          }
        }, set)
    }

    /// `property` of the view's layer.
    static func onLayer(_ property: AnimatableProperty<CALayer, Value>) -> Self {
      Self { view, composers in property.makeSink(view.layer, composers) }
    }
  }

  // MARK: - The spec's other properties, as CSS means them

  extension AnimatableProperty where Root: UIView, Value == ScrollPoint {
    /// The point the transform parts turn and scale about, in fractions of
    /// the view's size from its top-left corner (`(0.5, 0.5)` its centre):
    /// a part of the transform, as CSS's `transform-origin`; the layer's
    /// `anchorPoint` itself is left alone, so the view does not move.
    package static var anchor: Self { transformPart { composer, value in composer.anchor = value } }

    /// The layer's `shadowOffset`, `y` down.
    package static var shadowOffset: Self { onLayer(.shadowOffset()) }
  }

  extension AnimatableProperty where Root: UIView, Value == PlaneAngle {
    /// The rotation about the horizontal axis through the anchor (CSS's
    /// `rotateX()`), a part of the transform with depth.
    package static var rotationX: Self {
      transformPart { composer, value in composer.rotationX = value }
    }

    /// The rotation about the vertical axis through the anchor (CSS's
    /// `rotateY()`).
    package static var rotationY: Self {
      transformPart { composer, value in composer.rotationY = value }
    }
  }

  extension AnimatableProperty where Root: UIView, Value == Double {
    /// The viewer's distance in points (CSS's `perspective()`, `m34 =
    /// -1/distance`), a part of the transform with depth.
    package static var perspective: Self {
      transformPart { composer, value in composer.perspective = value }
    }

    /// The layer's `cornerRadius`, at most half the smaller side.
    package static var cornerRadius: Self { onLayer(.cornerRadius) }
    /// The layer's `borderWidth`.
    package static var borderWidth: Self { onLayer(.borderWidth) }
    /// The layer's `shadowOpacity`.
    package static var shadowOpacity: Self { onLayer(.shadowOpacity) }
    /// The shadow's CSS blur radius, twice the layer's `shadowRadius`.
    package static var shadowBlurRadius: Self { onLayer(.shadowBlurRadius) }
    /// The top edge of a clip of the view (a mask layer), a fraction of its
    /// height.
    package static var clipTop: Self { onLayer(.clipEdge { $0.top = $1 }) }
    /// The right edge of the clip, a fraction of the width.
    package static var clipRight: Self { onLayer(.clipEdge { $0.right = $1 }) }
    /// The bottom edge of the clip, a fraction of the height.
    package static var clipBottom: Self { onLayer(.clipEdge { $0.bottom = $1 }) }
    /// The left edge of the clip, a fraction of the width.
    package static var clipLeft: Self { onLayer(.clipEdge { $0.left = $1 }) }
  }

  extension AnimatableProperty where Root: UIView, Value == RGBAColor {
    /// The layer's `borderColor`.
    package static var borderColor: Self { onLayer(.color(\.borderColor)) }
    /// The layer's `shadowColor`.
    package static var shadowColor: Self { onLayer(.color(\.shadowColor)) }

    /// The view's `tintColor`. Restoring gives the view back the tint it
    /// inherits when it showed its superview's (UIKit reads an inherited
    /// tint as the view's own, and only `nil` inherits again), and the
    /// colour it had otherwise.
    package static var tintColor: Self {
      Self { view, _ in
        var restorer = PropertyRestorer<UIColor?>()
        return { [weak view] value in
          guard let view else { return }
          let color = value.map { Optional(UIColor($0)) }
          let own = { () -> UIColor? in
            let inherits = view.superview.map { view.tintColor == $0.tintColor } ?? false
            return inherits ? nil : view.tintColor
          }
          if let write = restorer.write(for: color, current: own) { view.tintColor = write }
        }
      }
    }
  }

  extension AnimatableProperty where Root: UILabel, Value == RGBAColor {
    /// The label's `textColor`.
    package static var textColor: Self {
      AnimatableProperty<Root, UIColor?>(get: { $0.textColor }, set: { $0.textColor = $1 }).colors
    }
  }

  extension AnimatableProperty where Root: UITextField, Value == RGBAColor {
    /// The text field's `textColor`; `nil` restores the own colour, even
    /// when that was `nil`.
    package static var textColor: Self {
      AnimatableProperty<Root, UIColor?>(get: { $0.textColor }, set: { $0.textColor = $1 }).colors
    }
  }

  extension AnimatableProperty where Root: UITextView, Value == RGBAColor {
    /// The text view's `textColor`; `nil` restores the own colour, even
    /// when that was `nil`.
    package static var textColor: Self {
      AnimatableProperty<Root, UIColor?>(get: { $0.textColor }, set: { $0.textColor = $1 }).colors
    }
  }

  extension AnimatableProperty where Root: UIViewPropertyAnimator, Value == Double {
    /// A paused animator's `fractionComplete`, `0...1` (clamped): scrubs
    /// any UIKit animation with the scroll position. Create the animator,
    /// call `pauseAnimation()`, and set `pausesOnCompletion` so that it
    /// survives reaching 1.
    public static var fractionComplete: Self { .unitFloat(\.fractionComplete) }
  }
#endif
