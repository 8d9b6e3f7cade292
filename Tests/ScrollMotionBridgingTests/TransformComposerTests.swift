import ScrollMotion
import Testing

@testable import ScrollMotionBridging

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
