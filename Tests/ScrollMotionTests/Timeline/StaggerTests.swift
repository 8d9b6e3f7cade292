import ScrollMotion
import Testing

@Suite("Stagger")
struct StaggerTests {
  @Test func stepsCountFromTheOrigin() {
    let count = 4
    func steps(_ origin: StaggerOrigin) -> [Double] {
      (0..<count).map { Stagger(each: .points(10), from: origin).steps(at: $0, of: count) }
    }
    #expect(steps(.start) == [0, 1, 2, 3])
    #expect(steps(.end) == [3, 2, 1, 0])
    #expect(steps(.center) == [3, 0, 0, 3])
    #expect(Stagger(each: .points(10), from: .center).steps(at: 1, of: 3) == 0)
    // One element, or an index outside the list, never moves past the ends.
    #expect(Stagger(each: .points(10)).steps(at: 0, of: 1) == 0)
    #expect(Stagger(each: .points(10)).steps(at: 9, of: 3) == 2)
    #expect(Stagger(each: .points(10)).steps(at: -4, of: 3) == 0)
  }

  /// The delays GSAP 3.12.7 gives `gsap.to(targets, {stagger: {each: 100,
  /// from}})` for 1 to 6 targets (each child tween's `startTime()`, by
  /// target), as shifts of `each` 100 points.
  @Test func shiftsAreGSAPsDelays() {
    let gsap: [StaggerOrigin: [[Double]]] = [
      .start: [
        [0], [0, 100], [0, 100, 200], [0, 100, 200, 300], [0, 100, 200, 300, 400],
        [0, 100, 200, 300, 400, 500],
      ],
      .end: [
        [0], [100, 0], [200, 100, 0], [300, 200, 100, 0], [400, 300, 200, 100, 0],
        [500, 400, 300, 200, 100, 0],
      ],
      .center: [
        [0], [0, 0], [200, 0, 200], [300, 0, 0, 300], [400, 200, 0, 200, 400],
        [500, 250, 0, 0, 250, 500],
      ],
    ]
    #expect(Set(gsap.keys) == Set(StaggerOrigin.allCases))
    for origin in StaggerOrigin.allCases {
      let stagger = Stagger(each: .points(100), from: origin)
      for (delays, count) in zip(gsap[origin] ?? [], 1...) {
        let shifts = (0..<count).map { stagger.shift(at: $0, of: count) }
        #expect(shifts == delays.map { LengthPercentage.points($0) }, "\(origin), \(count)")
      }
    }
  }

  /// A negative `each`: GSAP's delays for `each: -100`, `from: "center"`,
  /// four targets, are 0, 300, 300, 0, never negative. Here the same
  /// spacing keeps the middle elements' ranges and moves the ends 300
  /// points back: every shift is GSAP's delay less `|each| × (count − 1)`.
  @Test func aNegativeEachKeepsGSAPsSpacing() {
    let stagger = Stagger(each: .points(-100), from: .center)
    let gsap: [Double] = [0, 300, 300, 0]
    #expect((0..<4).map { stagger.shift(at: $0, of: 4).points } == gsap.map { $0 - 300 })
  }

  @Test func shiftsBothBoundariesOfARange() throws {
    let stagger = Stagger(each: LengthPercentage(fraction: 0.1, points: 40))
    let range = try AnimationRange(parsing: "entry 0% exit 100%")
    let third = stagger.range(range, at: 2, of: 3)
    #expect(third.start == .named(.entry, LengthPercentage(fraction: 0.2, points: 80)))
    #expect(third.end == .named(.exit, LengthPercentage(fraction: 1.2, points: 80)))
    // The first element keeps the range as written.
    #expect(stagger.range(range, at: 0, of: 3) == range)
  }

  @Test func normalAndBareNamesMoveFromWhatTheyMean() {
    let shift = LengthPercentage.points(25)
    #expect(RangeBoundary.normal.shifted(by: shift, isEnd: false) == .full(.points(25)))
    #expect(
      RangeBoundary.normal.shifted(by: shift, isEnd: true)
        == .full(LengthPercentage(fraction: 1, points: 25)))
    #expect(
      RangeBoundary.named(.contain, nil).shifted(by: shift, isEnd: true)
        == .named(.contain, LengthPercentage(fraction: 1, points: 25)))
  }

  @Test func aStaggeredRangeResolvesToOffsetsMovedByTheShift() throws {
    // A scroll timeline over 0...2400: each element's range starts and
    // ends `each` points after its neighbour's, whatever the range.
    let metrics = ScrollMetrics(
      contentOffset: .zero, contentSize: ScrollSize(width: 400, height: 3000),
      containerSize: ScrollSize(width: 400, height: 600))
    let state = try #require(ProgressTimeline.vertical.state(for: metrics))
    let range = try AnimationRange(parsing: "10% calc(40% + 20px)")
    let stagger = Stagger(each: .points(120))
    let first = range.offsets(in: state)
    for index in 0..<5 {
      let offsets = stagger.range(range, at: index, of: 5).offsets(in: state)
      #expect(offsets.start == first.start + 120 * Double(index))
      #expect(offsets.end == first.end + 120 * Double(index))
    }
  }
}
