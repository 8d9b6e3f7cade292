import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("TransformComposer")
struct TransformComposerTests {
  static func close(_ a: ScrollPoint, _ b: ScrollPoint, within tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
  }

  /// A layer of `size` whose anchor point is its centre, as UIKit's are.
  static func centred(_ width: Double, _ height: Double) -> LayerGeometry {
    LayerGeometry(size: ScrollSize(width: width, height: height))
  }

  /// The affine matrix of `transform`, failing the test when it has depth.
  static func affine(_ transform: ComposedTransform?) throws -> AffineMatrix {
    guard case .affine(let matrix) = try #require(transform) else {
      Issue.record("\(String(describing: transform)) is not affine")
      return .identity
    }
    return matrix
  }

  @Test func partsComposeInOneOrderWhicheverIsSetLast() throws {
    var rotateFirst = TransformComposer()
    rotateFirst.rotation = .degrees(90)
    rotateFirst.scale = ScrollSize(width: 2, height: 1)
    rotateFirst.translation = ScrollPoint(x: 10, y: 0)
    var scaleFirst = TransformComposer()
    scaleFirst.translation = ScrollPoint(x: 10, y: 0)
    scaleFirst.scale = ScrollSize(width: 2, height: 1)
    scaleFirst.rotation = .degrees(90)
    let geometry = Self.centred(100, 100)
    #expect(
      rotateFirst.composed(over: .identity, in: geometry)
        == scaleFirst.composed(over: .identity, in: geometry))
    // (1, 0) from the anchor: scaled to (2, 0), turned a quarter clockwise
    // to (0, 2), moved to (10, 2).
    let matrix = try Self.affine(rotateFirst.composed(over: .identity, in: geometry))
    #expect(Self.close(matrix.applied(to: ScrollPoint(x: 1, y: 0)), ScrollPoint(x: 10, y: 2)))
  }

  @Test func theViewsOwnTransformAppliesFirst() throws {
    var composer = TransformComposer()
    composer.rotation = .degrees(90)
    let own = Matrix3D(AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 0))
    // The anchor is moved by the own transform to (5, 0), then turned to (0, 5).
    let matrix = try Self.affine(composer.composed(over: own, in: Self.centred(10, 10)))
    #expect(Self.close(matrix.applied(to: .zero), ScrollPoint(x: 0, y: 5)))
  }

  @Test func clearingEveryPartGivesTheOwnTransformExactly() {
    let own = AffineMatrix(a: 0.5, b: 0.1, c: -0.2, d: 0.7, tx: 3, ty: -4)
    var composer = TransformComposer()
    composer.whole = LayerTransform(rotation: .degrees(33), scale: 1.5)
    composer.translation = ScrollPoint(x: 1, y: 2)
    composer.rotationY = .degrees(20)
    composer.whole = nil
    composer.translation = nil
    composer.rotationY = nil
    #expect(composer.isEmpty)
    #expect(composer.composed(over: Matrix3D(own), in: Self.centred(40, 40)) == .affine(own))
  }

  @Test func aPartOverridesTheSamePartOfAWholeTransform() {
    var composer = TransformComposer()
    composer.whole = LayerTransform(translation: ScrollPoint(x: 7, y: 8), rotation: .degrees(45))
    composer.rotation = .zero
    #expect(composer.animatedTransform == LayerTransform(translation: ScrollPoint(x: 7, y: 8)))
  }

  @Test func theAnchorIsThePointThePartsTurnAbout() throws {
    // A 100 × 50 layer anchored at its centre, turned a quarter clockwise
    // about its top-left corner: that corner (−50, −25 from the anchor)
    // stays, and the top-right one (50, −25) goes to 100 points below it.
    var composer = TransformComposer()
    composer.rotation = .degrees(90)
    composer.anchor = ScrollPoint(x: 0, y: 0)
    let matrix = try Self.affine(composer.composed(over: .identity, in: Self.centred(100, 50)))
    #expect(
      Self.close(matrix.applied(to: ScrollPoint(x: -50, y: -25)), ScrollPoint(x: -50, y: -25)))
    #expect(Self.close(matrix.applied(to: ScrollPoint(x: 50, y: -25)), ScrollPoint(x: -50, y: 75)))
    // An anchor at the layer's own anchor point changes nothing.
    composer.anchor = ScrollPoint(x: 0.5, y: 0.5)
    let centred = try Self.affine(composer.composed(over: .identity, in: Self.centred(100, 50)))
    #expect(centred == LayerTransform(rotation: .degrees(90)).matrix)
  }

  @Test func translateRotateAndScaleComposeAboutTheOriginAsCSSDoes() throws {
    // CSS: `translate: 10px 0; rotate: 90deg; scale: 2; transform-origin:
    // 0 0` on a 200 × 100 box. Its top-right corner (200, 0) is scaled to
    // (400, 0), turned to (0, 400), moved to (10, 400) from the top-left
    // corner; the layer measures from its centre, (100, 50).
    var composer = TransformComposer()
    composer.translation = ScrollPoint(x: 10, y: 0)
    composer.rotation = .degrees(90)
    composer.scale = ScrollSize(width: 2, height: 2)
    composer.anchor = ScrollPoint(x: 0, y: 0)
    let matrix = try Self.affine(composer.composed(over: .identity, in: Self.centred(200, 100)))
    #expect(
      Self.close(matrix.applied(to: ScrollPoint(x: 100, y: -50)), ScrollPoint(x: -90, y: 350)))
  }

  @Test func perspectiveAndRotateYAreCSSsMatrix() {
    // `perspective(500px) rotateY(60deg)`: in CSS's column notation P · Ry,
    // whose fourth row is (sin/d, 0, −cos/d, 1); as CATransform3D (and
    // DOMMatrix) number it, m14 = sin 60°/500 and m34 = −cos 60°/500.
    var composer = TransformComposer()
    composer.perspective = 500
    composer.rotationY = .degrees(60)
    let m = composer.animatedMatrix
    let sine = 3.0.squareRoot() / 2
    let expected: [Double] = [
      0.5, 0, -sine, sine / 500,
      0, 1, 0, 0,
      sine, 0, 0.5, -0.5 / 500,
      0, 0, 0, 1,
    ]
    let actual = [
      m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
      m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44,
    ]
    for (value, wanted) in zip(actual, expected) { #expect(abs(value - wanted) < 1e-15) }
  }

  @Test func perspectiveAloneIsMinusOneOverTheDistance() {
    var composer = TransformComposer()
    composer.perspective = 800
    #expect(composer.animatedMatrix == .perspective(800))
    #expect(composer.animatedMatrix.m34 == -1.0 / 800)
    // Closer than 1 point counts as 1, as CSS clamps it; a non-finite
    // distance is no perspective.
    composer.perspective = 0.25
    #expect(composer.animatedMatrix.m34 == -1)
    composer.perspective = .infinity
    #expect(composer.animatedMatrix == .identity)
    composer.perspective = .nan
    #expect(composer.animatedMatrix == .identity)
  }

  @Test func aTurnInDepthIsDrawnInPerspective() {
    // A 200-wide layer turned 60° about its vertical axis with the viewer
    // 500 points away: its right edge (100 from the centre) goes 86.6
    // points back, to 100·cos 60° = 50 across, drawn at 50 / (1 + 86.6/500).
    var composer = TransformComposer()
    composer.perspective = 500
    composer.rotationY = .degrees(60)
    guard
      case .projective(let matrix) = composer.composed(over: .identity, in: Self.centred(200, 80))
    else {
      Issue.record("a turn in depth is not affine")
      return
    }
    let depth = 100 * 3.0.squareRoot() / 2
    let drawn = matrix.projected(ScrollPoint(x: 100, y: 0))
    #expect(Self.close(drawn, ScrollPoint(x: 50 / (1 + depth / 500), y: 0), within: 1e-12))
    // The left edge comes forward and is drawn larger than it is.
    #expect(matrix.projected(ScrollPoint(x: -100, y: 0)).x < -50)
    // The vertical axis through the anchor does not move.
    #expect(Self.close(matrix.projected(ScrollPoint(x: 0, y: 40)), ScrollPoint(x: 0, y: 40)))
  }

  @Test func theDepthPartsComposeAfterTheIndividualOnes() {
    // CSS: `translate: 30px 0; transform: perspective(400px) rotateX(30deg)`
    // about the centre: a point is tipped, seen in perspective, then moved.
    var composer = TransformComposer()
    composer.translation = ScrollPoint(x: 30, y: 0)
    composer.perspective = 400
    composer.rotationX = .degrees(30)
    let matrix = composer.composed(over: .identity, in: Self.centred(100, 100)).matrix3D
    let expected = Matrix3D.rotationX(.degrees(30))
      .concatenating(.perspective(400))
      .concatenating(.translation(x: 30, y: 0))
    #expect(matrix == expected)
    // The bottom edge (y = 50) comes towards the viewer (z = 25) and is
    // drawn lower and larger; the top edge recedes.
    let bottom = matrix.projected(ScrollPoint(x: 0, y: 50))
    let cosine = 3.0.squareRoot() / 2
    #expect(Self.close(bottom, ScrollPoint(x: 30, y: 50 * cosine / (1 - 25.0 / 400))))
    #expect(abs(matrix.projected(ScrollPoint(x: 0, y: -50)).y) < 50 * cosine)
  }

  @Test func withoutDepthPartsTheTransformIsAffineAgain() throws {
    var composer = TransformComposer()
    composer.rotation = .degrees(30)
    composer.rotationY = .degrees(10)
    let geometry = Self.centred(60, 60)
    #expect(composer.composed(over: .identity, in: geometry).matrix3D.affine == nil)
    composer.rotationY = nil
    #expect(
      try Self.affine(composer.composed(over: .identity, in: geometry))
        == LayerTransform(rotation: .degrees(30)).matrix)
    // An own transform with depth keeps the result a 4 × 4 one.
    let tilted = Matrix3D.rotationX(.degrees(20))
    #expect(
      composer.composed(over: tilted, in: geometry)
        == .projective(
          tilted.concatenating(
            Matrix3D(LayerTransform(rotation: .degrees(30)).matrix))))
  }

  @Test func anAppKitLayerTurnsAboutTheViewsCentre() throws {
    // AppKit keeps a layer-backed view's anchor point at (0, 0), its
    // bottom-left corner in an unflipped superview: with the centre as the
    // own anchor, a half turn keeps the centre (50, 20 from that corner,
    // y up) where it is and sends the top-left corner (0, 40) to the
    // bottom-right one (100, 0).
    let geometry = LayerGeometry(
      size: ScrollSize(width: 100, height: 40), anchorPoint: .zero, isYUp: true,
      ownAnchor: ScrollPoint(x: 0.5, y: 0.5))
    let composers = PartComposers()
    let layer = Target()
    let matrix = try Self.affine(
      composers.updateTransform(layer, geometry: { geometry }, own: { .identity }) {
        $0.rotation = .degrees(180)
      })
    #expect(Self.close(matrix.applied(to: ScrollPoint(x: 50, y: 20)), ScrollPoint(x: 50, y: 20)))
    #expect(Self.close(matrix.applied(to: ScrollPoint(x: 0, y: 40)), ScrollPoint(x: 100, y: 0)))
    // A quarter turn clockwise on screen about the centre sends the point
    // right of it (60, 20) below it, which is lower y when y grows up.
    let quarter = try Self.affine(
      composers.updateTransform(layer, geometry: { geometry }, own: { .identity }) {
        $0.rotation = .degrees(90)
      })
    #expect(Self.close(quarter.applied(to: ScrollPoint(x: 60, y: 20)), ScrollPoint(x: 50, y: 10)))
  }

  @Test func aNonFiniteAnchorOrSizeCountsAsTheCentreAndNothing() {
    let geometry = LayerGeometry(size: ScrollSize(width: .nan, height: 50))
    #expect(geometry.pivotOffset(anchor: ScrollPoint(x: 0, y: 0)) == ScrollPoint(x: 0, y: -25))
    let centred = Self.centred(80, 80)
    #expect(centred.pivotOffset(anchor: ScrollPoint(x: .nan, y: .infinity)) == .zero)
    #expect(centred.pivotOffset(anchor: nil) == .zero)
  }

  /// A view or layer, by identity.
  final class Target {}

  @Test func composersCaptureTheOwnTransformOnceAndRestoreIt() {
    let view = Target()
    let composers = PartComposers()
    let own = Matrix3D(AffineMatrix(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
    var reads = 0
    let read = { () -> Matrix3D in
      reads += 1
      return own
    }
    let geometry = { Self.centred(10, 10) }
    // Clearing a part that was never set writes nothing.
    #expect(
      composers.updateTransform(view, geometry: geometry, own: read) { $0.rotation = nil } == nil)
    let first = composers.updateTransform(view, geometry: geometry, own: read) {
      $0.rotation = .degrees(90)
    }
    let second = composers.updateTransform(view, geometry: geometry, own: read) {
      $0.perspective = 300
    }
    #expect(reads == 1)
    #expect(first != nil && second != nil && first != second)
    #expect(
      composers.updateTransform(view, geometry: geometry, own: read) { $0.rotation = nil }
        != ComposedTransform(own))
    #expect(
      composers.updateTransform(view, geometry: geometry, own: read) { $0.perspective = nil }
        == ComposedTransform(own))
    #expect(composers.transforms.count == 0)
  }

  @Test func anUpwardLayerRestoresItsOwnTransformUnflipped() {
    let layer = Target()
    let composers = PartComposers()
    let own = Matrix3D(
      LayerTransform(translation: ScrollPoint(x: 3, y: 7), rotation: .degrees(10)).matrix)
    let geometry = { LayerGeometry(size: ScrollSize(width: 20, height: 20), isYUp: true) }
    let read = { own }
    _ = composers.updateTransform(layer, geometry: geometry, own: read) {
      $0.rotationX = .degrees(5)
    }
    #expect(
      composers.updateTransform(layer, geometry: geometry, own: read) { $0.rotationX = nil }
        == ComposedTransform(own))
  }
}

@Suite("AffineMatrix.flippedVertically (AppKit's upward y)")
struct FlippedMatrixTests {
  static let flip = AffineMatrix(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0)

  @Test func itIsTheMotionConjugatedByTheFlip() {
    let transform = LayerTransform(
      translation: ScrollPoint(x: 12, y: 30), rotation: .degrees(30), scaleX: 2, scaleY: 0.5)
    let matrix = transform.matrix
    // F · M · F: flip, apply, flip back.
    let conjugated = Self.flip.concatenating(matrix).concatenating(Self.flip)
    let flipped = matrix.flippedVertically
    for (actual, expected) in zip(
      [flipped.a, flipped.b, flipped.c, flipped.d, flipped.tx, flipped.ty],
      [conjugated.a, conjugated.b, conjugated.c, conjugated.d, conjugated.tx, conjugated.ty])
    {
      #expect(abs(actual - expected) < 1e-12)
    }
    #expect(flipped.flippedVertically == matrix)
  }

  @Test func aPointMovesTheSameWayOnScreen() {
    // In y-down coordinates the point (0, 10) moves 30 points down; in y-up
    // coordinates the same screen point is (0, -10) and must end at (0, -40).
    let down = LayerTransform(translation: ScrollPoint(x: 0, y: 30)).matrix
    #expect(down.applied(to: ScrollPoint(x: 0, y: 10)) == ScrollPoint(x: 0, y: 40))
    #expect(
      down.flippedVertically.applied(to: ScrollPoint(x: 0, y: -10)) == ScrollPoint(x: 0, y: -40))
    // A quarter turn clockwise on screen: (1, 0) goes to (0, 1) with y down,
    // and to (0, -1) with y up.
    let turn = LayerTransform(rotation: .degrees(90)).matrix.flippedVertically
    let turned = turn.applied(to: ScrollPoint(x: 1, y: 0))
    #expect(abs(turned.x) < 1e-12 && abs(turned.y + 1) < 1e-12)
  }
}
