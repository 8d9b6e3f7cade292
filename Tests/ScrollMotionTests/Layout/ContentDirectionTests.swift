import PropertyBased
import ScrollMotion
import Testing

@Suite("ContentDirection and LogicalAxis")
struct ContentDirectionTests {
  static let metrics = ScrollMetrics(
    contentOffset: ScrollPoint(x: 300, y: 40), contentSize: ScrollSize(width: 2_400, height: 300),
    containerSize: ScrollSize(width: 600, height: 300),
    contentInsets: ScrollInsets(top: 0, left: 40, bottom: 0, right: 100))

  @Test func logicalAxesAreThoseOfHorizontalWriting() {
    #expect(LogicalAxis.block.physicalAxis == .y)
    #expect(LogicalAxis.inline.physicalAxis == .x)
  }

  @Test func leftToRightChangesNothing() {
    #expect(ContentDirection.leftToRight.logicalMetrics(Self.metrics) == Self.metrics)
    let frame = ScrollRect(x: 10, y: 20, width: 30, height: 40)
    #expect(ContentDirection.leftToRight.logicalFrame(frame, in: 2_400) == frame)
  }

  @Test func rightToLeftProgressStartsAtTheRightEdge() throws {
    let rtl = ContentDirection.rightToLeft
    var metrics = Self.metrics
    // Physically the offset runs -40 ... 1900.
    metrics.contentOffset.x = 1_900
    #expect(rtl.logicalMetrics(metrics).progress(along: .x) == 0)
    metrics.contentOffset.x = -40
    #expect(rtl.logicalMetrics(metrics).progress(along: .x) == 1)
    metrics.contentOffset.x = 930
    let progress = try #require(rtl.logicalMetrics(metrics).progress(along: .x))
    #expect(abs(progress - 0.5) < 1e-12)
    // The vertical axis is the same in both directions.
    #expect(rtl.logicalMetrics(metrics).contentOffset.y == 40)
    #expect(rtl.logicalMetrics(metrics).contentInsets.left == 100)
  }

  @Test func rightToLeftViewTimelineEntersFromTheLeft() throws {
    // A 300-point tile at x = 1200 in 2400 points of content, seen through
    // a 600-point viewport: right to left, cover starts where the tile's
    // right edge meets the viewport's left edge (physical offset 1500) and
    // ends where its left edge meets the viewport's right edge (600).
    let rtl = ContentDirection.rightToLeft
    let tile = ScrollRect(x: 1_200, y: 0, width: 300, height: 300)
    let timeline = ProgressTimeline.view(subject: rtl.logicalFrame(tile, in: 2_400), axis: .x)
    var metrics = Self.metrics
    metrics.contentInsets = .zero
    for (x, expected) in [(1_500.0, 0.0), (1_050, 0.5), (600, 1)] {
      metrics.contentOffset.x = x
      let state = try #require(timeline.state(for: rtl.logicalMetrics(metrics)))
      #expect(abs(state.progress - expected) < 1e-12, "at \(x)")
    }
  }

  @Test func logicalTimelinesMirrorViewSubjectsOnly() {
    let rtl = ContentDirection.rightToLeft
    let tile = ScrollRect(x: 1_200, y: 10, width: 300, height: 200)
    let view = ProgressTimeline.view(subject: tile, axis: .x, startInset: 30, endInset: 50)
    #expect(
      rtl.logicalTimeline(view, in: 2_400)
        == .view(
          subject: ScrollRect(x: 900, y: 10, width: 300, height: 200), axis: .x, startInset: 30,
          endInset: 50))
    #expect(rtl.logicalTimeline(rtl.logicalTimeline(view, in: 2_400), in: 2_400) == view)
    #expect(rtl.logicalTimeline(.horizontal, in: 2_400) == .horizontal)
    #expect(ContentDirection.leftToRight.logicalTimeline(view, in: 2_400) == view)
    // The offset alone, as logicalMetrics mirrors it: 2400 − 600 − 300.
    #expect(rtl.logicalOffset(300, in: Self.metrics) == 1_500)
    #expect(ContentDirection.leftToRight.logicalOffset(300, in: Self.metrics) == 300)
  }

  @Test func mirroringTwiceGivesBackTheMetrics() {
    SeededProperty.check(
      count: 500,
      zip(Gen.double(in: -500...3_000), Gen.double(in: 0...200), Gen.double(in: 0...200))
    ) { x, left, right in
      var metrics = Self.metrics
      metrics.contentOffset.x = x
      metrics.contentInsets.left = left
      metrics.contentInsets.right = right
      let rtl = ContentDirection.rightToLeft
      let back = rtl.logicalMetrics(rtl.logicalMetrics(metrics))
      let progress = metrics.progress(along: .x) ?? .nan
      let mirrored = rtl.logicalMetrics(metrics).progress(along: .x) ?? .nan
      return abs(back.contentOffset.x - x) <= 1e-9 && back.contentInsets == metrics.contentInsets
        && abs(progress + mirrored - 1) <= 1e-9
    }
  }
}
