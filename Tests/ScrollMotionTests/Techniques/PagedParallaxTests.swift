import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("PagedParallax")
struct PagedParallaxTests {
  static func pager(x: Double, pages: Int = 4) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: x, y: 0),
      contentSize: ScrollSize(width: 390 * Double(pages), height: 844),
      containerSize: ScrollSize(width: 390, height: 844))
  }

  static func foreground(y: Double, height: Double = 2_000) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: 390, height: height),
      containerSize: ScrollSize(width: 390, height: 844))
  }

  @Test func pagesAreZeroBasedAndPositionsFractional() throws {
    let pager = try PagedParallax(pageCount: 4)
    #expect(pager.currentPage(in: Self.pager(x: 0)) == 0)
    #expect(pager.pagePosition(in: Self.pager(x: 585)) == 1.5)
    #expect(pager.currentPage(in: Self.pager(x: 585)) == 2)
    #expect(pager.currentPage(in: Self.pager(x: 584)) == 1)
    #expect(pager.currentPage(in: Self.pager(x: 99_999)) == 3)  // clamped
    #expect(pager.currentPage(in: Self.pager(x: -200)) == 0)
  }

  @Test func backgroundsMoveAtTheirRate() throws {
    let pager = try PagedParallax(pageCount: 3, backgroundRate: 0.25)
    let metrics = Self.pager(x: 100, pages: 3)
    #expect(pager.displacement(ofPage: 1, in: metrics) == 290)
    #expect(pager.backgroundOffset(ofPage: 1, in: metrics) == -0.75 * 290)
    // On screen: page displacement plus background shift = rate × displacement.
    #expect(
      pager.displacement(ofPage: 1, in: metrics) + pager.backgroundOffset(ofPage: 1, in: metrics)
        == 0.25 * 290)
    #expect(pager.backgroundOffset(ofPage: 0, in: Self.pager(x: 0, pages: 3)) == 0)
  }

  @Test func blurFractionOverTheDistance() throws {
    let pager = try PagedParallax(pageCount: 2, blurDistance: 200)
    #expect(pager.blurFraction(foreground: Self.foreground(y: 0)) == 0)
    #expect(pager.blurFraction(foreground: Self.foreground(y: 50)) == 0.25)
    #expect(pager.blurFraction(foreground: Self.foreground(y: 900)) == 1)
    #expect(pager.blurFraction(foreground: Self.foreground(y: -80)) == 0)
    let instant = try PagedParallax(pageCount: 2, blurDistance: 0)
    #expect(instant.blurFraction(foreground: Self.foreground(y: 0)) == 0)
    #expect(instant.blurFraction(foreground: Self.foreground(y: 1)) == 1)
    #expect(pager.blurFraction(foreground: Self.foreground(y: .nan)) == 0)
  }

  @Test func verticalOffsetsFollowTheDraggedPageWithinEachRange() throws {
    let pager = try PagedParallax(pageCount: 3)
    let foregrounds = [
      Self.foreground(y: 0), Self.foreground(y: 700), Self.foreground(y: 100, height: 1_000),
    ]
    // Page 1 is dragged at 700; page 2 can only go to 1000 − 844 = 156.
    #expect(
      pager.synchronizedOffsets(followingPage: 1, foregrounds: foregrounds) == [700, 700, 156])
    #expect(pager.synchronizedOffsets(followingPage: 7, foregrounds: foregrounds) == [0, 700, 100])
  }

  @Test func foregroundSnapsToClearOrBlurredUsingTheVelocity() throws {
    let pager = try PagedParallax(pageCount: 2, blurDistance: 200)
    #expect(pager.foregroundTarget(releasedAt: Self.foreground(y: 60), velocity: 0) == 0)
    #expect(pager.foregroundTarget(releasedAt: Self.foreground(y: 140), velocity: 0) == 200)
    #expect(pager.foregroundTarget(releasedAt: Self.foreground(y: 60), velocity: 500) == 200)
    #expect(pager.foregroundTarget(releasedAt: Self.foreground(y: 140), velocity: -500) == 0)
    // Past the blur zone the content scrolls freely.
    let free = pager.foregroundTarget(releasedAt: Self.foreground(y: 600), velocity: 1_000)
    #expect(abs(free - (600 + 499)) < 1e-9)
  }

  @Test func rejectsBadConfiguration() {
    #expect(throws: TechniqueError.self) { try PagedParallax(pageCount: 0) }
    #expect(throws: TechniqueError.self) { try PagedParallax(pageCount: 3, backgroundRate: 2) }
    #expect(throws: TechniqueError.self) { try PagedParallax(pageCount: 3, blurDistance: -1) }
  }

  @Test func aSinglePageAndZeroWidths() throws {
    let single = try PagedParallax(pageCount: 1)
    #expect(single.currentPage(in: Self.pager(x: 300, pages: 1)) == 0)
    let zero = ScrollMetrics(contentSize: .zero, containerSize: .zero)
    #expect(single.pagePosition(in: zero) == 0)
    #expect(single.backgroundOffset(ofPage: 0, in: zero) == 0)
  }

  @Test func blurFractionIsAlwaysInTheUnitInterval() throws {
    SeededProperty.check(
      count: 1_000, zip(Gen.double(in: -5_000...5_000), Gen.double(in: 0...1_000))
    ) { y, distance in
      guard let pager = try? PagedParallax(pageCount: 2, blurDistance: distance) else {
        return false
      }
      let fraction = pager.blurFraction(foreground: Self.foreground(y: y))
      return (0...1).contains(fraction)
    }
  }
}

@Suite("PageTracker")
struct PageTrackerTests {
  @Test func callsBackOnlyWhatChanged() throws {
    var pages: [Int] = []
    var positions: [Double] = []
    let tracker = PageTracker(
      pager: try PagedParallax(pageCount: 3), onPage: { pages.append($0) },
      onProgress: { positions.append($0) })
    for x in [0.0, 0, 100, 200, 200, 390, 780, 5_000] {
      tracker.update(with: PagedParallaxTests.pager(x: x, pages: 3))
    }
    #expect(pages == [0, 1, 2])
    #expect(positions == [0, 100 / 390, 200 / 390, 1, 2])
  }
}
