// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty (scripts/typecheck-apple checks it on Linux against stand-ins).
#if canImport(UIKit)
  import ScrollMotionBridging
  import UIKit

  /// A property of a view, layer or animator that a scroll-driven animation
  /// can drive: what ``ScrollViewDriver/animate(_:_:with:)`` writes to.
  ///
  /// Every property restores its own value when the animation delivers `nil`
  /// (an inactive timeline, or outside the animation's range without fill):
  /// the value it had just before the animation first took effect.
  ///
  /// ```swift
  /// driver.animate(card, .alpha, with: fade)
  /// driver.animate(card, .rotation, with: spin)
  /// driver.animate(ring, .strokeEnd, with: progress)
  /// driver.animate(label, .keyPath(\.textColor), with: ...)
  /// ```
  @MainActor
  public struct AnimatableProperty<Root: AnyObject, Value> {
    let makeSink: @MainActor (Root, TransformComposers) -> (Value?) -> Void

    /// A property read and written through two closures, for anything the
    /// built-in properties do not cover.
    ///
    /// - Parameters:
    ///   - get: Reads the property's own value, once, when the animation
    ///     first takes effect.
    ///   - set: Writes a value.
    public init(
      get: @escaping @MainActor (Root) -> Value, set: @escaping @MainActor (Root, Value) -> Void
    ) {
      makeSink = { root, _ in
        var restorer = PropertyRestorer<Value>()
        return { [weak root] value in
          guard let root else { return }
          if let write = restorer.write(for: value, current: { get(root) }) { set(root, write) }
        }
      }
    }

    init(makeSink: @escaping @MainActor (Root, TransformComposers) -> (Value?) -> Void) {
      self.makeSink = makeSink
    }

    /// Any writable property of the same type as the animation's values.
    public static func keyPath(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Self {
      Self(get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 })
    }

    /// A `CGFloat` property driven by a `Double` animation.
    static func float(_ keyPath: ReferenceWritableKeyPath<Root, CGFloat>) -> Self
    where Value == Double {
      Self(get: { Double($0[keyPath: keyPath]) }, set: { $0[keyPath: keyPath] = CGFloat($1) })
    }
  }

  extension AnimatableProperty where Root: UIView, Value == Double {
    /// The view's `alpha`, 0 transparent to 1 opaque.
    public static var alpha: Self { .float(\.alpha) }
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

  extension AnimatableProperty where Root: UIView {
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

  extension AnimatableProperty where Root: CALayer, Value == ScrollRect {
    /// The layer's `contentsRect`, in unit coordinates of its contents; an
    /// empty rectangle is ignored (Core Animation leaves it undefined).
    public static var contentsRect: Self {
      Self(
        get: { ScrollRect($0.contentsRect) },
        set: { layer, rect in
          guard rect.width > 0, rect.height > 0, rect.isFinite else { return }
          layer.contentsRect = CGRect(rect)
        })
    }
  }

  extension AnimatableProperty where Root: CAShapeLayer, Value == Double {
    /// Where the stroke starts along the path, `0...1` (clamped).
    public static var strokeStart: Self { .unitFloat(\.strokeStart) }

    /// Where the stroke ends along the path, `0...1` (clamped).
    public static var strokeEnd: Self { .unitFloat(\.strokeEnd) }
  }

  extension AnimatableProperty where Root: UIViewPropertyAnimator, Value == Double {
    /// A paused animator's `fractionComplete`, `0...1` (clamped): scrubs
    /// any UIKit animation with the scroll position. Create the animator,
    /// call `pauseAnimation()`, and set `pausesOnCompletion` so that it
    /// survives reaching 1.
    public static var fractionComplete: Self { .unitFloat(\.fractionComplete) }
  }

  extension AnimatableProperty where Value == Double {
    static func unitFloat(_ keyPath: ReferenceWritableKeyPath<Root, CGFloat>) -> Self {
      Self(
        get: { Double($0[keyPath: keyPath]) },
        set: { root, value in
          root[keyPath: keyPath] = CGFloat(value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1))
        })
    }
  }
#endif
