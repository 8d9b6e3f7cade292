import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("Snapping and the scroll anchor for declarative front ends")
struct DeclarativeScrollingTests {
  static let metrics = ScrollMetrics(
    contentOffset: ScrollPoint(x: 0, y: 0), contentSize: ScrollSize(width: 3_000, height: 844),
    containerSize: ScrollSize(width: 390, height: 844))

  @Test func aProjectedTargetRestsOnTheNearestStop() {
    let snapping = ScrollSnapping(stops: .pages(size: 300, origin: 0), axis: .x)
    // 440 is nearer 300 than 600; 460 nearer 600; y is left alone.
    #expect(
      snapping.snappedTarget(projected: ScrollPoint(x: 440, y: 7), in: Self.metrics)
        == ScrollPoint(x: 300, y: 7))
    #expect(
      snapping.snappedTarget(projected: ScrollPoint(x: 460, y: 7), in: Self.metrics)
        == ScrollPoint(x: 600, y: 7))
    // Past the end: the last valid offset (3000 − 390).
    #expect(
      snapping.snappedTarget(projected: ScrollPoint(x: 9_000, y: 0), in: Self.metrics).x == 2_610)
  }

  @Test func aResizeKeepsTheContentUnderTheCentre() throws {
    let portrait = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 1_000),
      contentSize: ScrollSize(width: 390, height: 5_000),
      containerSize: ScrollSize(width: 390, height: 844))
    // Landscape: the text reflows to half the height.
    let landscape = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 1_000),
      contentSize: ScrollSize(width: 844, height: 2_500),
      containerSize: ScrollSize(width: 844, height: 390))
    let centre = ScrollPoint(x: 0.5, y: 0.5)
    let offset = try #require(
      ContentAnchor.offsetKeepingPosition(from: portrait, to: landscape, at: centre))
    // The centre was at 1422 of 5000 (28.44 %); it is now at 711 of 2500,
    // so the offset is 711 − 195.
    #expect(abs(offset.y - 516) < 1e-9)
  }

  @Test func aPlainScrollIsNotUndone() {
    var scrolled = Self.metrics
    scrolled.contentOffset = ScrollPoint(x: 500, y: 0)
    #expect(
      ContentAnchor.offsetKeepingPosition(
        from: Self.metrics, to: scrolled, at: ScrollPoint(x: 0.5, y: 0.5)) == nil)
  }
}
