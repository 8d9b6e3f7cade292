import AllocationCounter
import PlatformFakes
import ScrollMotion
import ScrollMotionDriver
import ScrollMotionSpec
import SpecFixtures
import Testing

@testable import ScrollMotionSpecPlayback

/// A spec's properties that are parts of one platform value (a transform
/// with depth, a clip, filters) played through a front end's table: the
/// parts of one view compose into one write, whichever animation delivered
/// last, and the view's own value comes back when none has an effect.
@Suite("SpecViewDriver's composed properties")
@MainActor
struct SpecViewPartsTests {
  typealias View = FakeScrollView.View

  /// Animations of `card` (400 × 200 at y 1200) over the scroll range
  /// 400 to 800 points, with no effect before it.
  static func spec(_ animations: [(property: String, from: String, to: String)]) -> String {
    Fixtures.spec(
      animations: animations.enumerated().map { index, animation in
        Fixtures.animation(
          id: "a\(index)", property: animation.property, from: animation.from, to: animation.to,
          extra: #""range": "400px 800px", "fill": "none","#)
      }.joined(separator: ",\n"),
      elements: #"{ "card": { "frame": [0, 1200, 400, 200] } }"#)
  }

  static func play(_ json: String) throws -> (
    SpecViewDriver<FakeSpecScrollView>, FakeSpecScrollView, View
  ) {
    let platform = FakeSpecScrollView()
    let card = View(frame: ScrollRect(x: 0, y: 1_200, width: 400, height: 200))
    let driver = try SpecViewDriver(
      spec: ChoreographySpec(json: json), platform: platform, views: ["card": card],
      properties: SpecViewDriverTests.properties(platform.base))
    return (driver, platform, card)
  }

  static func scroll(
    _ driver: SpecViewDriver<FakeSpecScrollView>, _ platform: FakeSpecScrollView, to y: Double
  ) {
    platform.base.metrics = Fixtures.settingsMetrics(y: y)
    driver.update()
  }

  @Test func theDepthPartsComposeAboutTheAnchorAndTheOwnTransformReturns() throws {
    let (driver, platform, card) = try Self.play(
      Self.spec([
        ("rotateY", "0", "60"), ("perspective", "500", "500"), ("anchor", "[0, 0.5]", "[0, 0.5]"),
      ]))
    Self.scroll(driver, platform, to: 600)
    guard case .projective(let matrix) = card.layerTransform else {
      Issue.record("a turn in depth is written as an affine transform")
      return
    }
    var expected = TransformComposer()
    expected.rotationY = .degrees(30)
    expected.perspective = 500
    expected.anchor = ScrollPoint(x: 0, y: 0.5)
    let geometry = LayerGeometry(size: ScrollSize(width: 400, height: 200))
    #expect(card.layerTransform == expected.composed(over: .identity, in: geometry))
    // It turns about its left edge (200 left of its centre), which stays;
    // its right edge recedes and is drawn smaller.
    let left = matrix.projected(ScrollPoint(x: -200, y: 0))
    #expect(abs(left.x + 200) < 1e-9 && abs(left.y) < 1e-9)
    #expect(matrix.projected(ScrollPoint(x: 200, y: 0)).x < -200 + 400 * 3.0.squareRoot() / 2)
    // Before the range, no part has an effect: the own transform is back.
    Self.scroll(driver, platform, to: 0)
    #expect(card.layerTransform == .affine(.identity))
  }

  @Test func clipEdgesComposeIntoOneRectangle() throws {
    let (driver, platform, card) = try Self.play(
      Self.spec([("clipTop", "0", "0.5"), ("clipLeft", "0", "0.25")]))
    Self.scroll(driver, platform, to: 600)
    // A quarter of the height from the top, an eighth of the width from
    // the left.
    #expect(card.clip == ScrollRect(x: 50, y: 50, width: 350, height: 150))
    Self.scroll(driver, platform, to: 0)
    #expect(card.clip == nil)
  }

  @Test func colourFiltersComposeInCSSsOrder() throws {
    let (driver, platform, card) = try Self.play(
      Self.spec([("grayscale", "0", "1"), ("brightness", "1", "0.5")]))
    Self.scroll(driver, platform, to: 600)
    let filters = try #require(card.filters)
    #expect(filters.brightness == 0.75 && filters.grayscale == 0.5)
    var order: [ColorMatrix] = []
    filters.forEachColorMatrix { order.append($0) }
    #expect(order == [.brightness(0.75), .grayscale(0.5)])
    Self.scroll(driver, platform, to: 0)
    #expect(card.filters == nil)
  }

  @Test(.disabled(if: sm_allocations_sanitized() != 0, "a sanitizer owns malloc"))
  func aWarmFrameThroughTheComposersAllocatesNothing() throws {
    try #require(sm_allocations_supported() != 0, "allocation counting needs glibc")
    let (driver, platform, card) = try Self.play(
      Self.spec([
        ("rotateY", "0", "60"), ("perspective", "400", "900"), ("anchor", "[0, 0]", "[1, 1]"),
        ("clipTop", "0", "0.5"), ("clipLeft", "0.5", "0"), ("grayscale", "0", "1"),
        ("brightness", "1", "0.5"),
      ]))
    func pass(_ steps: Range<Int>) {
      for step in steps { Self.scroll(driver, platform, to: 420 + Double(step % 36) * 10) }
    }
    // Warm-up: every composer made.
    pass(0..<40)
    sm_allocations_begin()
    pass(40..<240)
    let allocations = sm_allocations_end()
    #expect(allocations == 0)
    #expect(card.clip != nil && card.filters != nil)
  }
}
