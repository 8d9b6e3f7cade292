/// A 2D transform kept as its parts: a translation, a rotation and a scale
/// per axis, like CSS's individual `translate`, `rotate` and `scale`
/// properties.
///
/// Keeping the parts, rather than a matrix, is what makes blending
/// predictable: a transform from 0° to 180° turns through 90° halfway,
/// where blending the matrices would shrink the layer to nothing instead.
///
/// ## Composition order
/// ``matrix`` composes the parts in CSS's order for the individual
/// properties: translate, then rotate, then scale, `M = T · R · S` acting on
/// column vectors. Read right to left, a point is scaled first, then
/// rotated, then translated, so the translation is not itself rotated or
/// scaled. Rotation and scale happen about the layer's origin: UIKit and
/// Core Animation use the layer's `anchorPoint` (its centre by default) and
/// CSS its `transform-origin` (also the centre), so the matrix applies there
/// unchanged.
public struct LayerTransform: Hashable, Sendable {
  /// How far the layer moves, in points; positive `y` moves it down.
  public var translation: ScrollPoint
  /// How far the layer turns; positive angles turn clockwise on screen.
  public var rotation: PlaneAngle
  /// The horizontal scale factor: 1 keeps the width, negative values mirror.
  public var scaleX: Double
  /// The vertical scale factor: 1 keeps the height, negative values mirror.
  public var scaleY: Double

  /// Creates a transform from its parts; every part defaults to doing nothing.
  public init(
    translation: ScrollPoint = .zero, rotation: PlaneAngle = .zero,
    scaleX: Double = 1, scaleY: Double = 1
  ) {
    self.translation = translation
    self.rotation = rotation
    self.scaleX = scaleX
    self.scaleY = scaleY
  }

  /// Creates a transform that scales both axes by the same factor.
  public init(translation: ScrollPoint = .zero, rotation: PlaneAngle = .zero, scale: Double) {
    self.init(translation: translation, rotation: rotation, scaleX: scale, scaleY: scale)
  }

  /// The transform that changes nothing: no translation, no rotation, scale 1.
  public static var identity: LayerTransform { LayerTransform() }

  /// The transform as one affine matrix, `T · R · S`, ready for
  /// `CGAffineTransform(a:b:c:d:tx:ty:)` or CSS `matrix()`.
  ///
  /// With rotation θ and scales `sx`, `sy`:
  ///
  ///     a = sx·cos θ    c = −sy·sin θ    tx = translation.x
  ///     b = sx·sin θ    d =  sy·cos θ    ty = translation.y
  ///
  /// Rotations by multiples of 90° give exact zeros and ones. The matrix is
  /// always finite: a non-finite part counts as its identity value (no
  /// translation on that axis, no rotation, scale 1).
  public var matrix: AffineMatrix {
    let angle = rotation.isFinite ? rotation : .zero
    let (sine, cosine) = angle.sineAndCosine
    let sx = scaleX.isFinite ? scaleX : 1
    let sy = scaleY.isFinite ? scaleY : 1
    return AffineMatrix(
      a: sx * cosine, b: sx * sine, c: -sy * sine, d: sy * cosine,
      tx: translation.x.isFinite ? translation.x : 0,
      ty: translation.y.isFinite ? translation.y : 0)
  }
}

extension LayerTransform: Interpolatable {
  /// The transform `fraction` of the way from `self` to `end`, blending each
  /// part on its own: translation and scales linearly, rotation as a plain
  /// angle (so 350° to 10° turns back through 180°, as CSS `rotate` does).
  ///
  /// Never blends matrices. Exact at fractions 0 and 1; other fractions
  /// extrapolate, which can make a scale negative (a mirror image).
  public func interpolated(to end: LayerTransform, at fraction: Double) -> LayerTransform {
    LayerTransform(
      translation: translation.interpolated(to: end.translation, at: fraction),
      rotation: rotation.interpolated(to: end.rotation, at: fraction),
      scaleX: scaleX.interpolated(to: end.scaleX, at: fraction),
      scaleY: scaleY.interpolated(to: end.scaleY, at: fraction))
  }
}
