import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("PlatformMetrics")
struct PlatformMetricsTests {
  @Test func theAdjustedInsetMakesProgressZeroUnderANavigationBar() {
    // A table under a 103-point navigation bar rests at y = -103.
    let metrics = PlatformMetrics.scrollView(
      contentOffset: ScrollPoint(x: 0, y: -103), contentSize: ScrollSize(width: 390, height: 2_000),
      boundsSize: ScrollSize(width: 390, height: 844),
      adjustedContentInset: ScrollInsets(top: 103, left: 0, bottom: 34, right: 0))
    #expect(metrics.progress(along: .y) == 0)
    // Without the inset the same offset would read as overscroll.
    var withoutInset = metrics
    withoutInset.contentInsets = .zero
    #expect((withoutInset.progress(along: .y) ?? 0) < 0)
    // At the bottom, the bottom inset (home indicator) counts too.
    var bottom = metrics
    bottom.contentOffset.y = 2_000 + 34 - 844
    #expect(bottom.progress(along: .y) == 1)
  }

  @Test func swiftUIInsetsFollowTheLayoutDirection() {
    let leftToRight = PlatformMetrics.scrollGeometry(
      contentOffset: .zero, contentSize: ScrollSize(width: 1_000, height: 100),
      containerSize: ScrollSize(width: 300, height: 100), top: 1, leading: 20, bottom: 2,
      trailing: 40)
    #expect(leftToRight.contentInsets == ScrollInsets(top: 1, left: 20, bottom: 2, right: 40))
    let rightToLeft = PlatformMetrics.scrollGeometry(
      contentOffset: .zero, contentSize: ScrollSize(width: 1_000, height: 100),
      containerSize: ScrollSize(width: 300, height: 100), top: 1, leading: 20, bottom: 2,
      trailing: 40, isRightToLeft: true)
    #expect(rightToLeft.contentInsets == ScrollInsets(top: 1, left: 40, bottom: 2, right: 20))
  }
}
