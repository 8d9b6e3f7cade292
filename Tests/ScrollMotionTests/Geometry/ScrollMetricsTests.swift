import Testing

@testable import ScrollMotion

@Suite("ScrollMetrics")
struct ScrollMetricsTests {
  let portrait = ScrollMetrics(
    contentOffset: ScrollPoint(x: 0, y: 500),
    contentSize: ScrollSize(width: 390, height: 3000),
    containerSize: ScrollSize(width: 390, height: 844),
    contentInsets: ScrollInsets(top: 47, left: 0, bottom: 34, right: 0))

  @Test func validRangeIncludesInsets() {
    #expect(portrait.offsetRange(along: .y) == -47.0...2190.0)
    #expect(portrait.offsetRange(along: .x) == 0.0...0.0)
    #expect(portrait.canScroll(along: .y))
    #expect(!portrait.canScroll(along: .x))
  }

  @Test func progressIsZeroAtMinimumAndOneAtMaximum() throws {
    var metrics = portrait
    metrics.contentOffset.y = -47
    #expect(metrics.progress(along: .y) == 0)
    metrics.contentOffset.y = 3000 + 34 - 844
    #expect(metrics.progress(along: .y) == 1)
    metrics.contentOffset.y = (-47 + 2190) / 2
    #expect(try #require(metrics.progress(along: .y)) == 0.5)
  }

  @Test func progressIsUnclampedWhileRubberBandingAndClampedOnRequest() {
    var metrics = portrait
    metrics.contentOffset.y = -47 - 100
    #expect(metrics.progress(along: .y)! < 0)
    #expect(metrics.clampedProgress(along: .y) == 0)
    metrics.contentOffset.y = 5000
    #expect(metrics.progress(along: .y)! > 1)
    #expect(metrics.clampedProgress(along: .y) == 1)
  }

  @Test func contentSmallerThanContainerHasASingleOffsetAndNoProgress() {
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 10),
      contentSize: ScrollSize(width: 100, height: 100),
      containerSize: ScrollSize(width: 100, height: 400),
      contentInsets: ScrollInsets(top: 20))
    #expect(metrics.offsetRange(along: .y) == -20.0 ... -20.0)
    #expect(metrics.progress(along: .y) == nil)
    #expect(metrics.clamped(ScrollPoint(x: 50, y: 300)) == ScrollPoint(x: 0, y: -20))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteInputNeverProducesNaN(bad: Double) {
    let cases = [
      ScrollMetrics(
        contentOffset: ScrollPoint(x: bad, y: bad),
        contentSize: ScrollSize(width: 100, height: 100),
        containerSize: ScrollSize(width: 50, height: 50)),
      ScrollMetrics(
        contentSize: ScrollSize(width: bad, height: bad),
        containerSize: ScrollSize(width: 50, height: 50)),
      ScrollMetrics(
        contentSize: ScrollSize(width: 100, height: 100),
        containerSize: ScrollSize(width: bad, height: bad)),
      ScrollMetrics(
        contentSize: ScrollSize(width: 100, height: 100),
        containerSize: ScrollSize(width: 50, height: 50),
        contentInsets: ScrollInsets(top: bad, left: bad, bottom: bad, right: bad)),
    ]
    for metrics in cases {
      for axis in ScrollAxis.allCases {
        #expect(metrics.progress(along: axis) == nil)
        #expect(metrics.clampedProgress(along: axis) == nil)
        #expect(metrics.clamped(bad, along: axis).isFinite)
      }
      #expect(metrics.clampedContentOffset.isFinite)
      #expect(metrics.minimumContentOffset.isFinite)
      #expect(metrics.maximumContentOffset.isFinite)
    }
  }

  @Test func hugeFiniteSizesDoNotOverflowIntoInfinity() {
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 1),
      contentSize: ScrollSize(width: 1, height: .greatestFiniteMagnitude),
      containerSize: ScrollSize(width: 1, height: 1),
      contentInsets: ScrollInsets(bottom: .greatestFiniteMagnitude))
    #expect(metrics.offsetRange(along: .y) == nil)
    #expect(metrics.progress(along: .y) == nil)
  }

  @Test func visibleRectIsOffsetAndContainerSize() {
    #expect(portrait.visibleRect == ScrollRect(x: 0, y: 500, width: 390, height: 844))
  }
}
