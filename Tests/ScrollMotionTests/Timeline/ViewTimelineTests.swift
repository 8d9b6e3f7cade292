import Testing

@testable import ScrollMotion

@Suite("ViewTimeline")
struct ViewTimelineTests {
  /// The Web Platform Tests set-up: a subject at 800 with size 100 in a
  /// 200-point viewport.
  let metrics = ScrollMetrics(
    contentOffset: ScrollPoint(x: 0, y: 650),
    contentSize: ScrollSize(width: 100, height: 2000),
    containerSize: ScrollSize(width: 100, height: 200))
  let timeline = ViewTimeline(subject: ScrollRect(x: 0, y: 800, width: 100, height: 100))

  func offsets(_ name: TimelineRangeName, insets: (Double, Double) = (0, 0)) throws -> [Double] {
    var timeline = timeline
    timeline.startInset = insets.0
    timeline.endInset = insets.1
    let state = try #require(timeline.state(for: metrics))
    let range = state.offsets(of: name)
    return [range.start, range.end]
  }

  @Test func namedRangesMatchTheWebPlatformTests() throws {
    #expect(try offsets(.cover) == [600, 900])
    #expect(try offsets(.contain) == [700, 800])
    #expect(try offsets(.entry) == [600, 700])
    #expect(try offsets(.exit) == [800, 900])
    #expect(try offsets(.entryCrossing) == [600, 700])
    #expect(try offsets(.exitCrossing) == [800, 900])
  }

  @Test func subjectLargerThanViewportSwapsContain() throws {
    var timeline = timeline
    timeline.subject.size.height = 500
    let state = try #require(timeline.state(for: metrics))
    // cover: 800 - 200 ... 800 + 500; the subject covers the viewport from
    // its start at the viewport start (800) to its end at the viewport end (1100).
    #expect(state.offsets(of: .cover) == (600, 1300))
    #expect(state.offsets(of: .contain) == (800, 1100))
    #expect(state.offsets(of: .entry) == (600, 800))
    #expect(state.offsets(of: .exit) == (1100, 1300))
    #expect(state.offsets(of: .entryCrossing) == (600, 1100))
    #expect(state.offsets(of: .exitCrossing) == (800, 1300))
  }

  @Test func insetsShrinkTheViewport() throws {
    // 20 cut from the top, 30 from the bottom: the viewport is 150 long,
    // from offset + 20 to offset + 170.
    #expect(try offsets(.cover, insets: (20, 30)) == [630, 880])
    #expect(try offsets(.contain, insets: (20, 30)) == [730, 780])
  }

  @Test func horizontalAxisReadsXAndWidth() throws {
    let timeline = ViewTimeline(
      subject: ScrollRect(x: 800, y: 0, width: 100, height: 5), axis: .x)
    let metrics = ScrollMetrics(
      contentSize: ScrollSize(width: 3000, height: 10),
      containerSize: ScrollSize(width: 200, height: 10))
    let state = try #require(timeline.state(for: metrics))
    #expect(state.offsets(of: .contain) == (700, 800))
  }

  @Test func zeroSizedSubjectTreatsEveryNameAsCover() throws {
    var timeline = timeline
    timeline.subject.size.height = 0
    let state = try #require(timeline.state(for: metrics))
    for name in TimelineRangeName.allCases {
      #expect(state.offsets(of: name) == (600, 800))
    }
  }

  @Test func staysActiveInAContainerThatCannotScroll() {
    let still = ScrollMetrics(
      contentSize: ScrollSize(width: 100, height: 100),
      containerSize: ScrollSize(width: 100, height: 200))
    #expect(timeline.state(for: still) != nil)
  }

  @Test func inactiveForEmptyCoverRangeNegativeSizesOrNonFiniteInput() {
    let empty = ViewTimeline(subject: ScrollRect(x: 0, y: 10, width: 0, height: 0))
    let zeroViewport = ScrollMetrics(contentSize: .zero, containerSize: .zero)
    #expect(empty.state(for: zeroViewport) == nil)
    let negative = ViewTimeline(subject: ScrollRect(x: 0, y: 10, width: 10, height: -10))
    #expect(negative.state(for: metrics) == nil)
    let swallowed = ViewTimeline(
      subject: ScrollRect(x: 0, y: 800, width: 100, height: 100), startInset: 200, endInset: 200)
    #expect(swallowed.state(for: metrics) == nil)
    for bad in [Double.nan, .infinity] {
      #expect(
        ViewTimeline(subject: ScrollRect(x: 0, y: bad, width: 1, height: 1)).state(for: metrics)
          == nil)
      var badMetrics = metrics
      badMetrics.contentOffset.y = bad
      #expect(timeline.state(for: badMetrics) == nil)
      badMetrics = metrics
      badMetrics.containerSize.height = bad
      #expect(timeline.state(for: badMetrics) == nil)
    }
  }
}

@Suite("ScrollTimeline")
struct ScrollTimelineTests {
  @Test func fullRangeIsTheValidOffsetRange() throws {
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 400),
      contentSize: ScrollSize(width: 100, height: 1000),
      containerSize: ScrollSize(width: 100, height: 200),
      contentInsets: ScrollInsets(top: 50, bottom: 50))
    let state = try #require(ScrollTimeline().state(for: metrics))
    #expect(state.start == -50)
    #expect(state.end == 850)
    #expect(state.progress == 0.5)
    // Names have no meaning on a scroll timeline: they span the full range.
    #expect(state.offsets(of: .entry) == (-50, 850))
  }

  @Test func inactiveWhenTheContainerCannotScroll() {
    let metrics = ScrollMetrics(
      contentSize: ScrollSize(width: 100, height: 100),
      containerSize: ScrollSize(width: 100, height: 200))
    #expect(ScrollTimeline(axis: .y).state(for: metrics) == nil)
    #expect(ProgressTimeline.horizontal.state(for: metrics) == nil)
  }
}
