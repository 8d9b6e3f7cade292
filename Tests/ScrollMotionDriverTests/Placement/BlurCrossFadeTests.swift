import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("BlurCrossFade")
struct BlurCrossFadeTests {
  @Test func onlyTheBlurredCopyFades() throws {
    let pager = try PagedParallax(pageCount: 3, blurDistance: 200)
    let foreground = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 50), contentSize: ScrollSize(width: 390, height: 2_000),
      containerSize: ScrollSize(width: 390, height: 844))
    let fade = BlurCrossFade(fraction: pager.blurFraction(foreground: foreground))
    #expect(fade.blurredAlpha == 0.25)
    #expect(fade.sharpAlpha == 1)
    // Coverage of two stacked layers is 1 − (1 − a)(1 − b): fading only the
    // top keeps it at 1 all the way.
    let coverage = 1 - (1 - fade.sharpAlpha) * (1 - fade.blurredAlpha)
    #expect(coverage == 1)
  }

  @Test(arguments: [
    (-0.5, 0.0), (0.4, 0.4), (3, 1), (.nan, 0), (.infinity, 1), (-.infinity, 0),
  ])
  func fractionsAreClamped(input: Double, expected: Double) {
    #expect(BlurCrossFade(fraction: input).blurredAlpha == expected)
  }

  @Test func radiusIsTheFractionOfTheMaximum() {
    #expect(BlurCrossFade(fraction: 0.5).radius(maximum: 30) == 15)
    #expect(BlurCrossFade(fraction: 0.5).radius(maximum: -30) == 0)
    #expect(BlurCrossFade(fraction: 0.5).radius(maximum: .nan) == 0)
  }
}
