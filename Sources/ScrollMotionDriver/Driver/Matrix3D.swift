import ScrollMotion

/// A 4 × 4 transform in the sixteen-number layout that Core Animation's
/// `CATransform3D` and CSS's `matrix3d()` (and `DOMMatrix`'s `m11`…`m44`)
/// share, so that a front end passes the numbers straight through.
///
/// In that layout a point is a row vector: `(x, y, z, 1)` maps to
///
///     x' = x·m11 + y·m21 + z·m31 + m41
///     y' = x·m12 + y·m22 + z·m32 + m42
///     z' = x·m13 + y·m23 + z·m33 + m43
///     w' = x·m14 + y·m24 + z·m34 + m44
///
/// and lands on screen at `(x'/w', y'/w')`. CSS writes the same numbers as
/// the transpose acting on column vectors, so CSS's product `A · B` (`B`
/// applied first) is `B.concatenating(A)` here, as it is
/// `CATransform3DConcat(B, A)`.
package struct Matrix3D: Hashable, Sendable {
  package var m11: Double, m12: Double, m13: Double, m14: Double
  package var m21: Double, m22: Double, m23: Double, m24: Double
  package var m31: Double, m32: Double, m33: Double, m34: Double
  package var m41: Double, m42: Double, m43: Double, m44: Double

  /// A matrix from its sixteen entries, row by row.
  package init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The matrix that leaves every point where it is.
  package static let identity = Matrix3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

  /// The affine matrix `affine` in the plane `z = 0`, as
  /// `CATransform3DMakeAffineTransform` makes it.
  package init(_ affine: AffineMatrix) {
    self = .identity
    (m11, m12, m21, m22, m41, m42) = (affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
  }

  /// The matrix as an affine one when it is exactly one (what
  /// `CATransform3DIsAffine` tests): nothing moves along or depends on `z`,
  /// and no perspective; `nil` otherwise.
  package var affine: AffineMatrix? {
    guard m13 == 0, m14 == 0, m23 == 0, m24 == 0, m31 == 0, m32 == 0, m33 == 1, m34 == 0,
      m43 == 0, m44 == 1
    else { return nil }
    return AffineMatrix(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// A translation by `x`, `y` and `z` points.
  package static func translation(x: Double, y: Double, z: Double = 0) -> Matrix3D {
    var matrix = Matrix3D.identity
    (matrix.m41, matrix.m42, matrix.m43) = (x, y, z)
    return matrix
  }

  /// CSS's `perspective(distance)`: `m34 = -1/distance`, so that a point
  /// `z` points towards the viewer is drawn larger by `d / (d - z)`.
  package static func perspective(_ distance: Double) -> Matrix3D {
    var matrix = Matrix3D.identity
    matrix.m34 = -1 / distance
    return matrix
  }

  /// CSS's `rotateX(angle)`: `y' = y·cos − z·sin`, `z' = y·sin + z·cos`
  /// (with `y` down, a positive angle tips the top edge away from the
  /// viewer).
  package static func rotationX(_ angle: PlaneAngle) -> Matrix3D {
    let (sine, cosine) = angle.sineAndCosine
    var matrix = Matrix3D.identity
    (matrix.m22, matrix.m23, matrix.m32, matrix.m33) = (cosine, sine, -sine, cosine)
    return matrix
  }

  /// CSS's `rotateY(angle)`: `x' = x·cos + z·sin`, `z' = −x·sin + z·cos`
  /// (a positive angle turns the right edge away from the viewer).
  package static func rotationY(_ angle: PlaneAngle) -> Matrix3D {
    let (sine, cosine) = angle.sineAndCosine
    var matrix = Matrix3D.identity
    (matrix.m11, matrix.m13, matrix.m31, matrix.m33) = (cosine, -sine, sine, cosine)
    return matrix
  }

  /// The matrix that applies `self` first and then `next`, as
  /// `CATransform3DConcat(self, next)` does: the row-vector product
  /// `self · next`.
  package func concatenating(_ next: Matrix3D) -> Matrix3D {
    let n = next
    return Matrix3D(
      m11: m11 * n.m11 + m12 * n.m21 + m13 * n.m31 + m14 * n.m41,
      m12: m11 * n.m12 + m12 * n.m22 + m13 * n.m32 + m14 * n.m42,
      m13: m11 * n.m13 + m12 * n.m23 + m13 * n.m33 + m14 * n.m43,
      m14: m11 * n.m14 + m12 * n.m24 + m13 * n.m34 + m14 * n.m44,
      m21: m21 * n.m11 + m22 * n.m21 + m23 * n.m31 + m24 * n.m41,
      m22: m21 * n.m12 + m22 * n.m22 + m23 * n.m32 + m24 * n.m42,
      m23: m21 * n.m13 + m22 * n.m23 + m23 * n.m33 + m24 * n.m43,
      m24: m21 * n.m14 + m22 * n.m24 + m23 * n.m34 + m24 * n.m44,
      m31: m31 * n.m11 + m32 * n.m21 + m33 * n.m31 + m34 * n.m41,
      m32: m31 * n.m12 + m32 * n.m22 + m33 * n.m32 + m34 * n.m42,
      m33: m31 * n.m13 + m32 * n.m23 + m33 * n.m33 + m34 * n.m43,
      m34: m31 * n.m14 + m32 * n.m24 + m33 * n.m34 + m34 * n.m44,
      m41: m41 * n.m11 + m42 * n.m21 + m43 * n.m31 + m44 * n.m41,
      m42: m41 * n.m12 + m42 * n.m22 + m43 * n.m32 + m44 * n.m42,
      m43: m41 * n.m13 + m42 * n.m23 + m43 * n.m33 + m44 * n.m43,
      m44: m41 * n.m14 + m42 * n.m24 + m43 * n.m34 + m44 * n.m44)
  }

  /// Where the point `point` of the plane `z = 0` is drawn: its image
  /// divided by `w'`, the perspective division. Not finite for a point at
  /// or behind the viewer (`w' ≤ 0`).
  package func projected(_ point: ScrollPoint) -> ScrollPoint {
    let w = point.x * m14 + point.y * m24 + m44
    return ScrollPoint(
      x: (point.x * m11 + point.y * m21 + m41) / w, y: (point.x * m12 + point.y * m22 + m42) / w)
  }

  /// The same motion seen in coordinates whose `y` grows upwards (AppKit's
  /// unflipped views and their layers): `F · M · F` with `F` the vertical
  /// flip, which negates every entry that mixes `y` with another
  /// coordinate. Its own inverse.
  package var flippedVertically: Matrix3D {
    var matrix = self
    (matrix.m12, matrix.m21, matrix.m23, matrix.m32) = (-m12, -m21, -m23, -m32)
    (matrix.m24, matrix.m42) = (-m24, -m42)
    return matrix
  }

  /// Whether all sixteen entries are finite.
  package var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite
      && m22.isFinite && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite
      && m33.isFinite && m34.isFinite && m41.isFinite && m42.isFinite && m43.isFinite
      && m44.isFinite
  }
}
