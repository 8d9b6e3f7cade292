import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("PagedParallax from a page's frame")
struct PagedParallaxFrameTests {
  @Test func aPagesFrameGivesTheSameShiftAsItsIndex() throws {
    let pager = try PagedParallax(pageCount: 4, backgroundRate: 0.25)
    let width = 390.0
    for offset in stride(from: 0.0, through: 3 * width, by: 97.5) {
      let metrics = ScrollMetrics(
        contentOffset: ScrollPoint(x: offset, y: 0),
        contentSize: ScrollSize(width: 4 * width, height: 844),
        containerSize: ScrollSize(width: width, height: 844))
      for page in 0..<4 {
        let minX = Double(page) * width - offset
        #expect(
          pager.backgroundOffset(pageMinX: minX, pageWidth: width)
            == pager.backgroundOffset(ofPage: page, in: metrics))
      }
    }
  }

  @Test(arguments: [0.0, 0.25, 0.5, 1.0])
  func theBackgroundCoversItsPageWhereverThePagerIs(rate: Double) throws {
    let pager = try PagedParallax(pageCount: 3, backgroundRate: rate)
    let width = 390.0
    let frame = pager.backgroundFrame(pageSize: ScrollSize(width: width, height: 844))
    #expect(frame.height == 844)
    var widestGap = 0.0
    for offset in stride(from: 0.0, through: 2 * width, by: 13) {
      let metrics = ScrollMetrics(
        contentOffset: ScrollPoint(x: offset, y: 0),
        contentSize: ScrollSize(width: 3 * width, height: 844),
        containerSize: ScrollSize(width: width, height: 844))
      for page in 0..<3 {
        // Only pages on screen matter.
        guard abs(pager.displacement(ofPage: page, in: metrics)) <= width else { continue }
        let shift = pager.backgroundOffset(ofPage: page, in: metrics)
        let left = frame.origin.x + shift
        let right = left + frame.size.width
        widestGap = max(widestGap, left, width - right)
      }
    }
    // Tight: a background narrower by a point would show an edge.
    #expect(widestGap <= 1e-9)
    #expect(frame.size.width == width * (3 - 2 * rate))
  }

  @Test func badPageSizesGiveAnEmptyBackground() throws {
    let pager = try PagedParallax(pageCount: 2)
    let frame = pager.backgroundFrame(pageSize: ScrollSize(width: .nan, height: -4))
    #expect(frame == ScrollRect(x: 0, y: 0, width: 0, height: 0))
  }
}
