import ScrollMotion

/// One view's transform, built from separately animated parts in one fixed
/// order, so that a rotation animation and a scale animation on the same
/// view combine instead of the last one to run overwriting the other.
///
/// ## Order
/// The composed matrix is `T · R · S · B` acting on column vectors: the
/// view's own transform `B` (captured when the first part was set) applies
/// first, then the scale, then the rotation, then the translation, which is
/// ``LayerTransform/matrix``'s order with `B` innermost. A part that is not
/// set is its identity. A whole ``LayerTransform`` value supplies all three
/// parts; a part set on its own replaces that part of it.
///
/// When every part is cleared (`nil`), ``matrix`` is `B` exactly, which is
/// how a `nil` value restores the view's own transform.
package struct TransformComposer: Hashable, Sendable {
  /// The view's own transform, applied first.
  package var base: AffineMatrix
  /// The whole transform from a `LayerTransform` animation, if any.
  package var whole: LayerTransform?
  /// The translation from a translation animation, if any.
  package var translation: ScrollPoint?
  /// The rotation from a rotation animation, if any.
  package var rotation: PlaneAngle?
  /// The scale factors from a scale animation, if any.
  package var scale: ScrollSize?

  /// A composer over the view's own transform `base`.
  package init(base: AffineMatrix = .identity) {
    self.base = base
  }

  /// Whether no part is set, so the view shows its own transform.
  package var isEmpty: Bool {
    whole == nil && translation == nil && rotation == nil && scale == nil
  }

  /// The animated parts as one ``LayerTransform``.
  package var animatedTransform: LayerTransform {
    var transform = whole ?? .identity
    if let translation { transform.translation = translation }
    if let rotation { transform.rotation = rotation }
    if let scale {
      transform.scaleX = scale.width
      transform.scaleY = scale.height
    }
    return transform
  }

  /// The matrix to apply: `T · R · S · B`, or exactly `B` when nothing is
  /// set; always finite (``LayerTransform/matrix`` replaces non-finite
  /// parts by their identity).
  package var matrix: AffineMatrix {
    isEmpty ? base : base.concatenating(animatedTransform.matrix)
  }
}

extension AffineMatrix {
  /// The same motion seen in coordinates whose `y` grows upwards (AppKit's
  /// unflipped views and their layers): `F · M · F` with `F` the vertical
  /// flip. A translation down becomes a translation of negative `y`, and a
  /// clockwise rotation on screen becomes a negative angle, so ScrollMotion's
  /// values (clockwise, `y` down) look the same on screen either way.
  ///
  /// Its own inverse: flipping twice gives the matrix back.
  package var flippedVertically: AffineMatrix {
    AffineMatrix(a: a, b: -b, c: -c, d: d, tx: tx, ty: -ty)
  }
}
