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
      Self { view, _ in
        var restorer = PropertyRestorer<UIColor?>()
        return { [weak view] value in
          guard let view else { return }
          // The own colour may itself be nil, hence an optional of optional.
          let color = value.map { Optional(UIColor($0)) }
          if let write = restorer.write(for: color, current: { view.backgroundColor }) {
            view.backgroundColor = write
          }
        }
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
    /// A part of the view's transform, composed with the others.
    static func transformPart(
      _ set: @escaping (inout TransformComposer, Value?) -> Void
    ) -> Self {
      Self { view, composers in
        { [weak view] value in
          guard let view else { return }
          let matrix = composers.update(
            view, base: { AffineMatrix(view.transform) }, change: { set(&$0, value) })
          if let matrix { view.transform = CGAffineTransform(matrix) }
        }
      }
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
