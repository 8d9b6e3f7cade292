import Foundation
import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("Deceleration, rubber band and snapping")
struct DecelerationTests {
  static let pager = ScrollMetrics(
    contentOffset: ScrollPoint(x: 390, y: 0), contentSize: ScrollSize(width: 390 * 5, height: 800),
    containerSize: ScrollSize(width: 390, height: 800))

  @Test func projectionUsesUIKitsRates() throws {
    #expect(Deceleration.normal.rate == 0.998)
    #expect(Deceleration.fast.rate == 0.99)
    // 1000 points per second is 1 point per millisecond: 0.998 / 0.002.
    #expect(abs(Deceleration.normal.projectedDistance(velocity: 1_000) - 499) < 1e-9)
    #expect(
      abs(Deceleration.fast.projectedOffset(from: 100, velocity: -2_000) - (100 - 2 * 99)) < 1e-9)
    #expect(
      Deceleration.normal.projectedOffset(from: ScrollPoint(x: 1, y: 2), velocity: .zero)
        == ScrollPoint(x: 1, y: 2))
    #expect(throws: TechniqueError.self) { try Deceleration(rate: 1) }
    #expect(throws: TechniqueError.self) { try Deceleration(rate: 0) }
    #expect(throws: TechniqueError.self) { try Deceleration(rate: .nan) }
  }

  @Test func offsetAndVelocityOverTime() throws {
    let deceleration = Deceleration.normal
    #expect(deceleration.velocity(after: 0, initialVelocity: 1_000) == 1_000)
    #expect(
      abs(deceleration.velocity(after: 0.5, initialVelocity: 1_000) - 1_000 * pow(0.998, 500))
        < 1e-9)
    // The offset's slope is the velocity.
    let h = 1e-6
    let slope =
      (deceleration.offset(after: 0.3 + h, from: 0, velocity: 800)
        - deceleration.offset(after: 0.3 - h, from: 0, velocity: 800)) / (2 * h)
    #expect(abs(slope - deceleration.velocity(after: 0.3, initialVelocity: 800)) < 1e-3)
    // The limit is within about 0.1% of the discrete projection.
    let far = deceleration.offset(after: 100, from: 0, velocity: 1_000)
    #expect(abs(far - deceleration.projectedDistance(velocity: 1_000)) / far < 1.1e-3)
    let duration = deceleration.duration(velocity: 1_000)
    #expect(abs(deceleration.velocity(after: duration, initialVelocity: 1_000) - 0.5) < 1e-9)
    #expect(deceleration.duration(velocity: 0.1) == 0)
    #expect(deceleration.offset(after: .nan, from: 5, velocity: 10) == 5)
    #expect(deceleration.projectedDistance(velocity: .infinity) == 0)
  }

  @Test func rubberBandMatchesTheFormula() {
    #expect(RubberBand.offset(for: 0, dimension: 800) == 0)
    #expect(
      abs(RubberBand.offset(for: 100, dimension: 800) - (1 - 1 / (100 * 0.55 / 800 + 1)) * 800)
        < 1e-12)
    #expect(
      RubberBand.offset(for: -100, dimension: 800) == -RubberBand.offset(for: 100, dimension: 800))
    #expect(RubberBand.offset(for: .infinity, dimension: 800) == 800)
    #expect(RubberBand.offset(for: 50, dimension: 0) == 0)
    #expect(RubberBand.offset(for: .nan, dimension: 800) == 0)
    let range = -50.0...1_000.0
    #expect(RubberBand.offset(500, in: range, dimension: 800) == 500)
    #expect(
      RubberBand.offset(-150, in: range, dimension: 800) == -50
        - RubberBand.offset(for: 100, dimension: 800))
    #expect(
      RubberBand.offset(1_100, in: range, dimension: 800) == 1_000
        + RubberBand.offset(for: 100, dimension: 800))
    #expect(RubberBand.offset(.nan, in: range, dimension: 800) == -50)
    #expect(
      RubberBand.offset(-100, along: .y, in: Self.pager) == -RubberBand.offset(
        for: 100, dimension: 800))
  }

  @Test func rubberBandIsMonotonicOddBoundedAndInvertible() {
    SeededProperty.check(
      count: 1_000,
      zip(Gen.double(in: -5_000...5_000), Gen.double(in: -5_000...5_000), Gen.double(in: 1...2_000))
    ) {
      a, b, dimension in
      let fa = RubberBand.offset(for: a, dimension: dimension)
      let fb = RubberBand.offset(for: b, dimension: dimension)
      let monotonic = a < b ? fa <= fb : fa >= fb
      let odd = RubberBand.offset(for: -a, dimension: dimension) == -fa
      let inverse = RubberBand.overshoot(for: fa, dimension: dimension)
      return monotonic && odd && abs(fa) < dimension && abs(inverse - a) <= 1e-6 * max(1, abs(a))
    }
  }

  @Test func pagingSnapsToPagesAndFlicksAdvance() {
    let paging = ScrollSnapping.paging(size: 390)
    #expect(paging.allowedOffsets(in: Self.pager) == [0, 390, 780, 1_170, 1_560])
    // A slow release near page 1 stays.
    #expect(paging.targetOffset(from: 420, velocity: 50, in: Self.pager) == 390)
    // A flick forward from just past page 1 goes to page 2 even though the
    // fast deceleration would not carry it there.
    #expect(paging.targetOffset(from: 400, velocity: 400, in: Self.pager) == 780)
    #expect(paging.targetOffset(from: 400, velocity: -400, in: Self.pager) == 390)
    #expect(paging.targetOffset(from: 380, velocity: -400, in: Self.pager) == 0)
    // A huge fling stops at the last page.
    #expect(paging.targetOffset(from: 400, velocity: 1e9, in: Self.pager) == 1_560)
    #expect(paging.targetOffset(from: .nan, velocity: .nan, in: Self.pager) == 0)
  }

  @Test func itemEdgesCentresAndPoints() {
    let items = [
      ScrollRect(x: 0, y: 0, width: 300, height: 10),
      ScrollRect(x: 300, y: 0, width: 200, height: 10),
      ScrollRect(x: 500, y: 0, width: 400, height: 10),
    ]
    let edges = ScrollSnapping(stops: .itemEdges(items), axis: .x, flickVelocity: .infinity)
    #expect(edges.allowedOffsets(in: Self.pager) == [0, 300, 500])
    #expect(edges.targetOffset(from: 350, velocity: 0, in: Self.pager) == 300)
    let centres = ScrollSnapping(stops: .itemCenters(items), axis: .x)
    #expect(centres.allowedOffsets(in: Self.pager) == [0, 205, 505])
    let points = ScrollSnapping(stops: .offsets([5_000, -100, 600]), axis: .x)
    #expect(points.allowedOffsets(in: Self.pager) == [0, 600, 1_560])
    let none = ScrollSnapping(stops: .offsets([]), axis: .x)
    #expect(none.targetOffset(from: 9_999, velocity: 0, in: Self.pager) == 1_560)
  }

  @Test func snappingAlwaysReturnsAnAllowedOffset() {
    let input = zip(
      Gen.double(in: -2_000...4_000), Gen.double(in: -20_000...20_000), Gen.double(in: 1...900),
      Gen.double(in: -300...300))
    SeededProperty.check(count: 1_000, input) { offset, velocity, size, origin in
      let snapping = ScrollSnapping(stops: .pages(size: size, origin: origin), axis: .x)
      let target = snapping.targetOffset(from: offset, velocity: velocity, in: Self.pager)
      return snapping.allowedOffsets(in: Self.pager).contains(target)
    }
  }
}
