import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("TransformComposer")
struct TransformComposerTests {
  static func close(_ a: ScrollPoint, _ b: ScrollPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
  }

  @Test func partsComposeInOneOrderWhicheverIsSetLast() {
    var rotateFirst = TransformComposer()
    rotateFirst.rotation = .degrees(90)
    rotateFirst.scale = ScrollSize(width: 2, height: 1)
    rotateFirst.translation = ScrollPoint(x: 10, y: 0)
    var scaleFirst = TransformComposer()
    scaleFirst.translation = ScrollPoint(x: 10, y: 0)
    scaleFirst.scale = ScrollSize(width: 2, height: 1)
    scaleFirst.rotation = .degrees(90)
    #expect(rotateFirst.matrix == scaleFirst.matrix)
    // (1, 0): scaled to (2, 0), turned a quarter clockwise to (0, 2),
    // moved to (10, 2).
    #expect(
      Self.close(rotateFirst.matrix.applied(to: ScrollPoint(x: 1, y: 0)), ScrollPoint(x: 10, y: 2)))
  }

  @Test func theViewsOwnTransformAppliesFirst() {
    var composer = TransformComposer(
      base: AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 0))
    composer.rotation = .degrees(90)
    // (0, 0) is moved by the own transform to (5, 0), then turned to (0, 5).
    #expect(Self.close(composer.matrix.applied(to: .zero), ScrollPoint(x: 0, y: 5)))
  }

  @Test func clearingEveryPartGivesTheOwnTransformExactly() {
    let base = AffineMatrix(a: 0.5, b: 0.1, c: -0.2, d: 0.7, tx: 3, ty: -4)
    var composer = TransformComposer(base: base)
    composer.whole = LayerTransform(rotation: .degrees(33), scale: 1.5)
    composer.translation = ScrollPoint(x: 1, y: 2)
    composer.whole = nil
    composer.translation = nil
    #expect(composer.isEmpty)
    #expect(composer.matrix == base)
  }

  @Test func aPartOverridesTheSamePartOfAWholeTransform() {
    var composer = TransformComposer()
    composer.whole = LayerTransform(translation: ScrollPoint(x: 7, y: 8), rotation: .degrees(45))
    composer.rotation = .zero
    #expect(composer.animatedTransform == LayerTransform(translation: ScrollPoint(x: 7, y: 8)))
  }

  @Test func composersCaptureTheOwnTransformOnceAndRestoreIt() {
    final class View {}
    let view = View()
    let composers = TransformComposers()
    let own = AffineMatrix(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
    var reads = 0
    let read = { () -> AffineMatrix in
      reads += 1
      return own
    }
    // Clearing a part that was never set writes nothing.
    #expect(composers.update(view, base: read) { $0.rotation = nil } == nil)
    let first = composers.update(view, base: read) { $0.rotation = .degrees(90) }
    let second = composers.update(view, base: read) { $0.scale = ScrollSize(width: 3, height: 3) }
    #expect(reads == 1)
    #expect(first != nil && second != nil && first != second)
    #expect(composers.update(view, base: read) { $0.rotation = nil } != own)
    #expect(composers.update(view, base: read) { $0.scale = nil } == own)
    #expect(composers.count == 0)
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
