import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("ScrollVelocity")
struct ScrollVelocityTests {
  @Test func dragReleaseVelocityIsPointsPerMillisecond() {
    #expect(
      ScrollVelocity.fromDragRelease(pointsPerMillisecond: ScrollPoint(x: 0.5, y: -2.25))
        == ScrollPoint(x: 500, y: -2_250))
  }

  @Test func panVelocityIsTheFingersAndPointsTheOtherWay() {
    // Dragging the finger up at 800 pt/s scrolls the content down.
    #expect(
      ScrollVelocity.fromPanGesture(pointsPerSecond: ScrollPoint(x: 0, y: -800))
        == ScrollPoint(x: 0, y: 800))
  }

  @Test func nonFiniteVelocitiesBecomeZero() {
    let velocity = ScrollVelocity.fromDragRelease(
      pointsPerMillisecond: ScrollPoint(x: .nan, y: .infinity))
    #expect(velocity == .zero)
  }

  @Test func snappingReadsTheVelocityInTheRightUnit() {
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 410, y: 7),
      contentSize: ScrollSize(width: 390 * 5, height: 844),
      containerSize: ScrollSize(width: 390, height: 844))
    let paging = ScrollSnapping.paging(size: 390)
    // 0.5 pt/ms is a flick (500 pt/s, above the 300 pt/s threshold): on to
    // the next page. Read as 0.5 pt/s it would settle back on page 1.
    let flicked = ScrollVelocity.snappedTarget(
      paging, in: metrics, dragVelocity: ScrollPoint(x: 0.5, y: 0),
      proposed: ScrollPoint(x: 500, y: 7))
    #expect(flicked == ScrollPoint(x: 780, y: 7))
    let slow = ScrollVelocity.snappedTarget(
      paging, in: metrics, dragVelocity: ScrollPoint(x: 0.0005, y: 0),
      proposed: ScrollPoint(x: 411, y: 7))
    #expect(slow == ScrollPoint(x: 390, y: 7))
  }
}
