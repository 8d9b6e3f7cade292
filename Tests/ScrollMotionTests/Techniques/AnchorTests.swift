import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("ContentAnchor and ItemAnchor")
struct ScrollAnchorTests {
  /// An iPhone-like text view: the content is as wide as the container and
  /// its height reflows inversely with the width.
  static func phone(width: Double, height: Double, offsetY: Double, insets: ScrollInsets = .zero)
    -> ScrollMetrics
  {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: offsetY),
      contentSize: ScrollSize(width: width, height: 3_000 * 390 / width),
      containerSize: ScrollSize(width: width, height: height),
      contentInsets: insets)
  }

  @Test func rotationBackAndForthReturnsToTheSamePlace() throws {
    let insets = ScrollInsets(top: 47, bottom: 34)
    let portrait = Self.phone(width: 390, height: 844, offsetY: 1_000, insets: insets)
    let anchor = ContentAnchor(capturing: portrait)
    var landscape = Self.phone(
      width: 844, height: 390, offsetY: 0, insets: ScrollInsets(top: 0, bottom: 21))
    landscape.contentOffset = anchor.restoredOffset(in: landscape)
    // The centre of the viewport shows the same fraction of the text.
    let centreBefore = (1_000 + 844 / 2) / 3_000.0
    let centreAfter = (landscape.contentOffset.y + 390 / 2) / landscape.contentSize.height
    #expect(abs(centreBefore - centreAfter) < 1e-12)
    let back = ContentAnchor(capturing: landscape)
    let restored = back.restoredOffset(
      in: Self.phone(width: 390, height: 844, offsetY: 0, insets: insets))
    #expect(abs(restored.y - 1_000) < 1e-9)
    #expect(restored.x == 0)
  }

  @Test func clampsIntoTheNewRangeIncludingInsets() {
    // At the very bottom, with a 34-point bottom inset, the bottom edge of
    // the viewport is past the end of the content.
    let insets = ScrollInsets(top: 47, bottom: 34)
    let bottom = Self.phone(width: 390, height: 844, offsetY: 3_000 + 34 - 844, insets: insets)
    let anchor = ContentAnchor(capturing: bottom, at: ScrollPoint(x: 0.5, y: 1))
    let landscape = Self.phone(width: 844, height: 390, offsetY: 0)
    #expect(anchor.restoredOffset(in: landscape).y == landscape.contentSize.height - 390)
    // At the very top the anchor lies above the content.
    let top = ContentAnchor(
      capturing:
        Self.phone(width: 390, height: 844, offsetY: -47, insets: insets), at: .zero)
    let shallow = Self.phone(width: 844, height: 390, offsetY: 0, insets: ScrollInsets(top: 10))
    #expect(top.restoredOffset(in: shallow).y == -10)
  }

  @Test func contentSmallerThanTheContainerGoesToTheOnlyValidOffset() {
    let small = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 0), contentSize: ScrollSize(width: 100, height: 100),
      containerSize: ScrollSize(width: 100, height: 300), contentInsets: ScrollInsets(top: 20))
    let anchor = ContentAnchor(capturing: Self.phone(width: 390, height: 844, offsetY: 500))
    #expect(anchor.restoredOffset(in: small) == ScrollPoint(x: 0, y: -20))
  }

  @Test func zeroSizesGiveFiniteOffsets() {
    let zero = ScrollMetrics(contentSize: .zero, containerSize: .zero)
    let anchor = ContentAnchor(capturing: zero)
    #expect(anchor.ratio == .zero && anchor.unitPoint == ScrollPoint(x: 0.5, y: 0.5))
    #expect(anchor.restoredOffset(in: zero) == .zero)
    let bad = ScrollMetrics(
      contentOffset: ScrollPoint(x: .nan, y: .infinity),
      contentSize: ScrollSize(width: .nan, height: 10),
      containerSize: ScrollSize(width: 10, height: .infinity))
    #expect(ContentAnchor(capturing: bad).restoredOffset(in: bad).isFinite)
    #expect(
      ContentAnchor(capturing: Self.phone(width: 390, height: 844, offsetY: 10)).restoredOffset(
        in: bad
      )
      .isFinite)
  }

  @Test func anItemKeepsItsDistanceFromTheViewportEdge() {
    let metrics = Self.phone(width: 390, height: 844, offsetY: 1_200)
    let item = ScrollRect(x: 0, y: 1_300, width: 390, height: 80)
    let anchor = ItemAnchor(capturing: item, in: metrics)
    #expect(anchor.distance == ScrollPoint(x: 0, y: 100) && anchor.unitPoint == .zero)
    // After rotation the item was laid out at 600.
    let landscape = Self.phone(width: 844, height: 390, offsetY: 0)
    let restored = anchor.restoredOffset(
      in: landscape, itemFrame: ScrollRect(x: 0, y: 600, width: 844, height: 40))
    #expect(restored.y == 500)
    // Centred items stay centred.
    let centred = ItemAnchor(capturing: item, in: metrics, at: ScrollPoint(x: 0.5, y: 0.5))
    let moved = centred.restoredOffset(
      in: landscape, itemFrame: ScrollRect(x: 0, y: 600, width: 844, height: 40))
    #expect(moved.y == 620 - (1_340 - (1_200 + 422)) - 195)
  }

  @Test func restoredOffsetsAreAlwaysInsideTheValidRange() {
    let sizes = Gen.double(in: 0...5_000)
    let input = zip(
      sizes, sizes, sizes, sizes, Gen.double(in: -10_000...10_000), Gen.double(in: 0...1))
    SeededProperty.check(count: 1_000, input) {
      contentHeight, containerHeight, newContent, newContainer, offset, unit in
      let before = ScrollMetrics(
        contentOffset: ScrollPoint(x: 0, y: offset),
        contentSize: ScrollSize(width: 300, height: contentHeight),
        containerSize: ScrollSize(width: 300, height: containerHeight),
        contentInsets: ScrollInsets(top: 20, bottom: 10))
      let after = ScrollMetrics(
        contentSize: ScrollSize(width: 500, height: newContent),
        containerSize: ScrollSize(width: 500, height: newContainer),
        contentInsets: ScrollInsets(top: 5, bottom: 40))
      let restored = ContentAnchor(capturing: before, at: ScrollPoint(x: unit, y: unit))
        .restoredOffset(
          in: after)
      guard let range = after.offsetRange(along: .y) else { return false }
      return range.contains(restored.y) && restored.x == 0
    }
  }

  @Test func roundTripsReturnWhenNothingIsClamped() {
    SeededProperty.check(count: 500, zip(Gen.double(in: 0...1), Gen.double(in: 320...1_400))) {
      fraction, width in
      let start = Self.phone(width: 390, height: 844, offsetY: fraction * (3_000 - 844))
      var other = Self.phone(width: width, height: 600, offsetY: 0)
      other.contentOffset = ContentAnchor(capturing: start).restoredOffset(in: other)
      guard let range = other.offsetRange(along: .y), other.contentOffset.y > range.lowerBound,
        other.contentOffset.y < range.upperBound
      else { return true }  // clamped on the way: no round trip promised
      let back = ContentAnchor(capturing: other).restoredOffset(
        in: Self.phone(width: 390, height: 844, offsetY: 0))
      return abs(back.y - start.contentOffset.y) < 1e-7
    }
  }
}
