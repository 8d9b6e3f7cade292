import ScrollMotion
import Testing

/// The code of the article "Pins, stagger, right to left and reduced
/// motion" (Documentation.docc/PinsStaggerDirectionAndReducedMotion.md),
/// compiled and checked here so that it cannot rot.
@Suite("Article: pins, stagger, right to left and reduced motion")
struct ArticleSnippetTests {
  @Test func pinning() throws {
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 640), contentSize: ScrollSize(width: 390, height: 3000),
      containerSize: ScrollSize(width: 390, height: 600))
    let range = AnimationRange(.progress(0, plus: 200), .progress(0, plus: 1400))
    let pin = try #require(PinGeometry(range: range, of: .vertical, in: metrics))
    #expect(pin.translation(at: metrics.contentOffset) == ScrollPoint(x: 0, y: 440))
    #expect(pin.spacing == 1200)
  }

  @Test func stagger() {
    let stagger = Stagger(each: .points(120), from: .start)
    let cards = [
      ScrollRect(x: 16, y: 900, width: 358, height: 200),
      ScrollRect(x: 16, y: 1120, width: 358, height: 200),
    ]
    let fades = cards.indices.map { index in
      ScrollDrivenAnimation(
        keyframes: KeyframeSequence(from: 0.0, to: 1.0), timeline: .vertical,
        range: stagger.range(
          AnimationRange(.progress(0, plus: 400), .progress(0, plus: 800)),
          at: index, of: cards.count))
    }
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 520), contentSize: ScrollSize(width: 390, height: 3000),
      containerSize: ScrollSize(width: 390, height: 600))
    #expect(fades.map { $0.value(for: metrics) } == [0.3, 0])
  }

  @Test func rightToLeft() {
    let direction = ContentDirection.rightToLeft
    let scroller = ScrollMetrics(
      contentOffset: ScrollPoint(x: 1800, y: 0), contentSize: ScrollSize(width: 2400, height: 300),
      containerSize: ScrollSize(width: 600, height: 300))
    let progress = direction.logicalMetrics(scroller).progress(
      along: LogicalAxis.inline.physicalAxis)
    #expect(progress == 0)
  }

  @Test func reducedMotion() {
    let slide = ScrollDrivenAnimation(
      keyframes: KeyframeSequence(from: -120.0, to: 0.0), timeline: .vertical,
      range: AnimationRange(.progress(0.2), .progress(0.6)))
    let policy = ReducedMotionPolicy.crossFade
    let still = policy.applied(to: slide, isMovement: true)
    let dissolve = policy.crossFadeOpacity(for: slide)
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 600), contentSize: ScrollSize(width: 390, height: 3000),
      containerSize: ScrollSize(width: 390, height: 600))
    // 20%...60% of 2400 is 480...1440: 600 is an eighth of the way in.
    #expect(still.value(for: metrics) == -120)
    #expect(dissolve.value(for: metrics) == 0.75)
  }
}
