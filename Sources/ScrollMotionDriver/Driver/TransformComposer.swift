import ScrollMotion

/// One view's transform, built from separately animated parts in one fixed
/// order, so that a rotation animation and a scale animation on the same
/// view combine instead of the last one to run overwriting the other.
///
/// ## Order
/// The parts compose as CSS composes an element's individual `translate`,
/// `rotate` and `scale` properties followed by its `transform` list of
/// `perspective()`, `rotateX()` and `rotateY()`, all about its
/// `transform-origin`: in CSS's column-vector notation
///
///     O · T · R · S · P · Rx · Ry · O⁻¹
///
/// with `O` the translation to the anchor. Read right to left, a point is
/// turned about `y`, then about `x`, seen in perspective, scaled, rotated
/// and translated. The view's own transform (captured when the first part
/// was set) applies before all of it, about the layer's own anchor point. A
/// part that is not set is its identity. A whole ``LayerTransform`` value
/// supplies the translation, rotation and scale; a part set on its own
/// replaces that part of it.
///
/// Without a depth part (``perspective``, ``rotationX``, ``rotationY``)
/// over an own transform that is affine, the result is an affine matrix
/// (what UIKit's `view.transform` takes); otherwise a 4 × 4 one. When every
/// part is cleared the result is the own transform exactly, which is how a
/// `nil` value restores it.
package struct TransformComposer: Hashable, Sendable {
  /// The whole transform from a `LayerTransform` animation, if any.
  package var whole: LayerTransform?
  /// The translation from a translation animation, if any.
  package var translation: ScrollPoint?
  /// The rotation from a rotation animation, if any.
  package var rotation: PlaneAngle?
  /// The scale factors from a scale animation, if any.
  package var scale: ScrollSize?
  /// The distance from the viewer in points (CSS `perspective()`), if any:
  /// at least 1 (smaller ones count as 1, as CSS clamps them); a
  /// non-finite one is no perspective.
  package var perspective: Double?
  /// The rotation about the horizontal axis (CSS `rotateX()`), if any.
  package var rotationX: PlaneAngle?
  /// The rotation about the vertical axis (CSS `rotateY()`), if any.
  package var rotationY: PlaneAngle?
  /// The point the parts turn and scale about, in fractions of the view's
  /// size from its top-left corner, if animated (`(0.5, 0.5)` is the
  /// centre; a non-finite coordinate counts as 0.5).
  package var anchor: ScrollPoint?

  /// No part set.
  package init() {}

  /// Whether no part is set, so the view shows its own transform.
  package var isEmpty: Bool {
    whole == nil && translation == nil && rotation == nil && scale == nil && perspective == nil
      && rotationX == nil && rotationY == nil && anchor == nil
  }

  /// Whether a part that needs a 4 × 4 matrix is set.
  package var hasDepth: Bool { perspective != nil || rotationX != nil || rotationY != nil }

  /// The translation, rotation and scale as one ``LayerTransform``.
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

  /// The 4 × 4 matrix of the animated parts about the top-left corner
  /// (before the anchor is applied): `T · R · S · P · Rx · Ry` in CSS's
  /// notation. Non-finite parts count as their identity.
  package var animatedMatrix: Matrix3D {
    var matrix = Matrix3D.identity
    if let rotationY, rotationY.isFinite { matrix = Matrix3D.rotationY(rotationY) }
    if let rotationX, rotationX.isFinite {
      matrix = matrix.concatenating(Matrix3D.rotationX(rotationX))
    }
    if let perspective, perspective.isFinite {
      matrix = matrix.concatenating(Matrix3D.perspective(Swift.max(perspective, 1)))
    }
    return matrix.concatenating(Matrix3D(animatedTransform.matrix))
  }

  /// The transform to write over the own transform `own`, both in top-down
  /// coordinates about the layer's own anchor point, for a layer of
  /// `geometry`.
  package func composed(over own: Matrix3D, in geometry: LayerGeometry) -> ComposedTransform {
    if isEmpty { return ComposedTransform(own) }
    let pivot = geometry.pivotOffset(anchor: anchor)
    if !hasDepth, let base = own.affine {
      let parts = animatedTransform.matrix
      // O · M · O⁻¹ for an affine M: M's translation moves by (1 − M)·pivot.
      let about = AffineMatrix(
        a: parts.a, b: parts.b, c: parts.c, d: parts.d,
        tx: parts.tx + pivot.x - (parts.a * pivot.x + parts.c * pivot.y),
        ty: parts.ty + pivot.y - (parts.b * pivot.x + parts.d * pivot.y))
      return .affine(base.concatenating(about))
    }
    let about = Matrix3D.translation(x: -pivot.x, y: -pivot.y)
      .concatenating(animatedMatrix)
      .concatenating(Matrix3D.translation(x: pivot.x, y: pivot.y))
    return .projective(own.concatenating(about))
  }
}

/// A composed transform as a front end writes it: an affine matrix where
/// one is exact (`view.transform`, `setAffineTransform(_:)`), a 4 × 4 one
/// otherwise (`transform3D`, the layer's `transform`).
package enum ComposedTransform: Hashable, Sendable {
  /// A 2D transform.
  case affine(AffineMatrix)
  /// A transform with depth or perspective.
  case projective(Matrix3D)

  /// `matrix`, affine where it is exactly one.
  package init(_ matrix: Matrix3D) {
    self = matrix.affine.map { .affine($0) } ?? .projective(matrix)
  }

  /// The same motion for a layer whose `y` grows upwards.
  package var flippedVertically: ComposedTransform {
    switch self {
    case .affine(let matrix): .affine(matrix.flippedVertically)
    case .projective(let matrix): .projective(matrix.flippedVertically)
    }
  }

  /// The transform as a 4 × 4 matrix.
  package var matrix3D: Matrix3D {
    switch self {
    case .affine(let matrix): Matrix3D(matrix)
    case .projective(let matrix): matrix
    }
  }
}

/// What a layer's transform applies about, read from the layer when a
/// transform part is written: its size, its anchor point, and which way its
/// superlayer's `y` grows.
package struct LayerGeometry: Hashable, Sendable {
  /// The layer's size (its bounds' size), in points; a non-finite or
  /// negative side counts as 0.
  package var size: ScrollSize
  /// The layer's `anchorPoint`, in its own unit coordinates, about which
  /// Core Animation applies the transform: `(0, 0)` is its bounds' origin,
  /// the top-left corner where `y` grows down and the bottom-left where it
  /// grows up.
  package var anchorPoint: ScrollPoint
  /// Whether the layer's superlayer has `y` growing upwards (an AppKit
  /// layer-backed view in an unflipped superview).
  package var isYUp: Bool
  /// The point the parts turn about when no anchor is animated, in
  /// fractions of the size from the top-left corner; `nil` for the layer's
  /// own anchor point.
  package var ownAnchor: ScrollPoint?

  /// The geometry of a layer of `size` with `anchorPoint`.
  package init(
    size: ScrollSize, anchorPoint: ScrollPoint = ScrollPoint(x: 0.5, y: 0.5), isYUp: Bool = false,
    ownAnchor: ScrollPoint? = nil
  ) {
    self.size = size
    self.anchorPoint = anchorPoint
    self.isYUp = isYUp
    self.ownAnchor = ownAnchor
  }

  /// The anchor point as a fraction of the size from the top-left corner.
  package var topDownAnchorPoint: ScrollPoint {
    ScrollPoint(x: anchorPoint.x, y: isYUp ? 1 - anchorPoint.y : anchorPoint.y)
  }

  /// Where the parts turn about, in top-down points from the layer's anchor
  /// point (where Core Animation applies the transform): `anchor` (or the
  /// own anchor, or the anchor point itself) times the size, less the
  /// anchor point times the size.
  package func pivotOffset(anchor: ScrollPoint?) -> ScrollPoint {
    guard let target = anchor ?? ownAnchor else { return .zero }
    let width = size.width.isFinite ? Swift.max(size.width, 0) : 0
    let height = size.height.isFinite ? Swift.max(size.height, 0) : 0
    let layer = topDownAnchorPoint
    let layerX = layer.x.isFinite ? layer.x : 0.5
    let layerY = layer.y.isFinite ? layer.y : 0.5
    let x = target.x.isFinite ? target.x : 0.5
    let y = target.y.isFinite ? target.y : 0.5
    return ScrollPoint(x: (x - layerX) * width, y: (y - layerY) * height)
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

extension AnimatableProperty {
  /// A part of a view's transform, composed with its other parts
  /// (``TransformComposer``) over its own transform.
  ///
  /// - Parameters:
  ///   - geometry: Reads the layer's size, anchor point and orientation, on
  ///     every write.
  ///   - own: Reads the own transform, in the layer's orientation, when the
  ///     first part is set.
  ///   - write: Writes a composed transform, or the own one back.
  ///   - set: Sets or clears this part.
  package static func transformPart(
    geometry: @escaping @MainActor (Root) -> LayerGeometry,
    own: @escaping @MainActor (Root) -> Matrix3D,
    write: @escaping @MainActor (Root, ComposedTransform) -> Void,
    _ set: @escaping (inout TransformComposer, Value?) -> Void
  ) -> Self {
    Self { root, composers in
      { [weak root] value in
        guard let root else { return }
        let transform = composers.updateTransform(
          root, geometry: { geometry(root) }, own: { own(root) }, change: { set(&$0, value) })
        if let transform { write(root, transform) }
      }
    }
  }
}
