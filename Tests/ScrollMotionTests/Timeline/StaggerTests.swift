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
    #expect(steps(.center) == [1.5, 0.5, 0.5, 1.5])
    #expect(Stagger(each: .points(10), from: .center).steps(at: 1, of: 3) == 0)
    // One element, or an index outside the list, never moves past the ends.
    #expect(Stagger(each: .points(10)).steps(at: 0, of: 1) == 0)
    #expect(Stagger(each: .points(10)).steps(at: 9, of: 3) == 2)
    #expect(Stagger(each: .points(10)).steps(at: -4, of: 3) == 0)
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
