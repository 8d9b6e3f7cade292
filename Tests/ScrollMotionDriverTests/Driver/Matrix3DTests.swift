import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("Matrix3D (CATransform3D's and CSS matrix3d()'s layout)")
struct Matrix3DTests {
  /// `y` negated: the flip between y-down and y-up coordinates.
  static let flip = Matrix3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: -1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

  static func entries(_ m: Matrix3D) -> [Double] {
    [
      m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
      m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44,
    ]
  }

  static func close(_ a: Matrix3D, _ b: Matrix3D) -> Bool {
    zip(entries(a), entries(b)).allSatisfy { abs($0 - $1) < 1e-12 }
  }

  @Test func anAffineMatrixSitsInThePlaneAndComesBack() {
    let affine = LayerTransform(
      translation: ScrollPoint(x: 4, y: -9), rotation: .degrees(25), scaleX: 2, scaleY: 0.5
    ).matrix
    let matrix = Matrix3D(affine)
    #expect(matrix.affine == affine)
    #expect(
      matrix.projected(ScrollPoint(x: 3, y: 5)) == affine.applied(to: ScrollPoint(x: 3, y: 5)))
    // Concatenation agrees with the affine one.
    let other = LayerTransform(rotation: .degrees(-70), scale: 3).matrix
    #expect(
      Self.close(
        matrix.concatenating(Matrix3D(other)), Matrix3D(affine.concatenating(other))))
    // Depth or perspective is not affine.
    #expect(Matrix3D.perspective(300).affine == nil)
    #expect(Matrix3D.rotationX(.degrees(1)).affine == nil)
    #expect(Matrix3D.translation(x: 0, y: 0, z: 2).affine == nil)
  }

  @Test func theRotationsAreCSSs() {
    // rotateX: y' = y·cos − z·sin, z' = y·sin + z·cos (MDN's matrix for
    // rotateX(a)); with y down, a quarter turn sends the bottom edge
    // (y = 1) to the viewer (z = 1) and the top edge away.
    let x = Matrix3D.rotationX(.degrees(90))
    #expect((x.m22, x.m23, x.m32, x.m33) == (0, 1, -1, 0))
    // rotateY: x' = x·cos + z·sin, z' = −x·sin + z·cos: a quarter turn sends
    // the right edge (x = 1) away (z = −1).
    let y = Matrix3D.rotationY(.degrees(90))
    #expect((y.m11, y.m13, y.m31, y.m33) == (0, -1, 1, 0))
    // Both leave their own axis alone.
    #expect((x.m11, y.m22) == (1, 1))
  }

  @Test func concatenationAppliesTheFirstMatrixFirst() {
    // Move 10 right, then turn a quarter clockwise about the origin: the
    // origin ends 10 below it.
    let moved = Matrix3D.translation(x: 10, y: 0).concatenating(
      Matrix3D(LayerTransform(rotation: .degrees(90)).matrix))
    let end = moved.projected(.zero)
    #expect(abs(end.x) < 1e-12 && abs(end.y - 10) < 1e-12)
    #expect(Matrix3D.identity.concatenating(moved) == moved)
    #expect(moved.concatenating(.identity) == moved)
  }

  @Test func flippingIsConjugatingByTheFlip() {
    let matrix = Matrix3D.rotationX(.degrees(35))
      .concatenating(.perspective(420))
      .concatenating(.rotationY(.degrees(-20)))
      .concatenating(.translation(x: 7, y: -3, z: 2))
    let conjugated = Self.flip.concatenating(matrix).concatenating(Self.flip)
    #expect(Self.close(matrix.flippedVertically, conjugated))
    #expect(matrix.flippedVertically.flippedVertically == matrix)
    #expect(matrix.isFinite)
    var broken = matrix
    broken.m43 = .nan
    #expect(!broken.isFinite)
  }
}
