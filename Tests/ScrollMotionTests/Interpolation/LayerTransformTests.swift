import Foundation
import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("LayerTransform")
struct LayerTransformTests {
  func expectClose(
    _ actual: AffineMatrix, _ expected: AffineMatrix, tolerance: Double = 1e-12,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let pairs = [
      (actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c),
      (actual.d, expected.d), (actual.tx, expected.tx), (actual.ty, expected.ty),
    ]
    for (value, reference) in pairs {
      #expect(
        abs(value - reference) <= tolerance, "\(actual) vs \(expected)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func identityIsTheIdentityMatrix() {
    #expect(LayerTransform.identity.matrix == .identity)
    #expect(LayerTransform(rotation: .degrees(360)).matrix == .identity)
  }

  @Test func quarterTurnIsExact() {
    // CSS rotate(90deg) is matrix(0, 1, -1, 0, 0, 0): x maps onto y.
    let matrix = LayerTransform(rotation: .degrees(90)).matrix
    #expect(matrix == AffineMatrix(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    #expect(matrix.applied(to: ScrollPoint(x: 1, y: 0)) == ScrollPoint(x: 0, y: 1))
  }

  /// translate(10px, 20px) rotate(30deg) scale(2, 3), multiplied out by hand:
  /// a = 2·cos30°, b = 2·sin30°, c = −3·sin30°, d = 3·cos30°.
  @Test func composesTranslateThenRotateThenScale() {
    let transform = LayerTransform(
      translation: ScrollPoint(x: 10, y: 20), rotation: .degrees(30), scaleX: 2, scaleY: 3)
    let cos30 = 3.0.squareRoot() / 2
    expectClose(
      transform.matrix,
      AffineMatrix(a: 2 * cos30, b: 1, c: -1.5, d: 3 * cos30, tx: 10, ty: 20))
    // The same as scaling, then rotating, then translating a point.
    let scale = AffineMatrix(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0)
    let rotate = AffineMatrix(a: cos30, b: 0.5, c: -0.5, d: cos30, tx: 0, ty: 0)
    let translate = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 20)
    expectClose(transform.matrix, scale.concatenating(rotate).concatenating(translate))
    // The translation is not scaled: the origin lands on it.
    #expect(transform.matrix.applied(to: .zero) == ScrollPoint(x: 10, y: 20))
  }

  @Test func matrixMatchesTheTrigonometryForAnyAngle() {
    SeededProperty.check(count: 500, zip(Gen.double(in: -720...720), Gen.double(in: -3...3))) {
      degrees, scale in
      let matrix = LayerTransform(rotation: .degrees(degrees), scaleX: scale, scaleY: 2).matrix
      let radians = degrees * .pi / 180
      return abs(matrix.a - scale * cos(radians)) < 1e-12
        && abs(matrix.b - scale * sin(radians)) < 1e-12
        && abs(matrix.c + 2 * sin(radians)) < 1e-12 && abs(matrix.d - 2 * cos(radians)) < 1e-12
    }
  }

  @Test func nonFinitePartsGiveAFiniteMatrix() {
    for bad in [Double.nan, .infinity, -.infinity] {
      let transform = LayerTransform(
        translation: ScrollPoint(x: bad, y: 5), rotation: .radians(bad), scaleX: bad, scaleY: 2)
      #expect(transform.matrix == AffineMatrix(a: 1, b: 0, c: 0, d: 2, tx: 0, ty: 5))
    }
  }

  @Test func blendsPartsNotMatrices() {
    let start = LayerTransform.identity
    let end = LayerTransform(
      translation: ScrollPoint(x: 100, y: -40), rotation: .degrees(180), scale: 3)
    #expect(start.interpolated(to: end, at: 0) == start)
    #expect(start.interpolated(to: end, at: 1) == end)
    let halfway = start.interpolated(to: end, at: 0.5)
    #expect(halfway.translation == ScrollPoint(x: 50, y: -20))
    #expect(halfway.scaleX == 2 && halfway.scaleY == 2)
    #expect(halfway.rotation.degrees == 90)
    // A matrix blend would pass through the zero matrix here; the parts
    // give a quarter turn at scale 2.
    #expect(halfway.matrix == AffineMatrix(a: 0, b: 2, c: -2, d: 0, tx: 50, ty: -20))
    // Extrapolation: the scale keeps going.
    #expect(start.interpolated(to: end, at: 2).scaleX == 5)
  }

  @Test func rotationBlendsWithoutWrapping() {
    let start = LayerTransform(rotation: .degrees(350))
    let end = LayerTransform(rotation: .degrees(10))
    #expect(abs(start.interpolated(to: end, at: 0.25).rotation.degrees - 265) < 1e-12)
  }
}
