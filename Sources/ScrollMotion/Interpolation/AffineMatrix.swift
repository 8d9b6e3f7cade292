/// A 2D affine transformation matrix in the six-number layout that
/// `CGAffineTransform` and CSS `matrix()` share.
///
/// A point `(x, y)` maps to
///
///     x' = a·x + c·y + tx
///     y' = b·x + d·y + ty
///
/// which is the matrix
///
///     | a  c  tx |
///     | b  d  ty |
///     | 0  0  1  |
///
/// acting on column vectors. UIKit's `CGAffineTransform(a:b:c:d:tx:ty:)` and
/// CSS `matrix(a, b, c, d, tx, ty)` take these six numbers in this order, so
/// a front end passes them straight through.
public struct AffineMatrix: Hashable, Sendable {
  /// The x scale and rotation term: how much `x` contributes to `x'`.
  public var a: Double
  /// The y shear and rotation term: how much `x` contributes to `y'`.
  public var b: Double
  /// The x shear and rotation term: how much `y` contributes to `x'`.
  public var c: Double
  /// The y scale and rotation term: how much `y` contributes to `y'`.
  public var d: Double
  /// The horizontal translation, in points.
  public var tx: Double
  /// The vertical translation, in points.
  public var ty: Double

  /// Creates a matrix from its six entries, in `CGAffineTransform` order.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The matrix that leaves every point where it is.
  public static var identity: AffineMatrix { AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  /// `point` transformed by this matrix.
  public func applied(to point: ScrollPoint) -> ScrollPoint {
    ScrollPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The matrix that applies `self` first and then `next`, as
  /// `CGAffineTransform.concatenating(_:)` does.
  ///
  /// In column-vector notation this is the product `next · self`.
  public func concatenating(_ next: AffineMatrix) -> AffineMatrix {
    AffineMatrix(
      a: next.a * a + next.c * b,
      b: next.b * a + next.d * b,
      c: next.a * c + next.c * d,
      d: next.b * c + next.d * d,
      tx: next.a * tx + next.c * ty + next.tx,
      ty: next.b * tx + next.d * ty + next.ty)
  }

  /// Whether all six entries are finite.
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}
