import ScrollMotion
import Testing

@testable import ScrollMotionBridging

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
}
