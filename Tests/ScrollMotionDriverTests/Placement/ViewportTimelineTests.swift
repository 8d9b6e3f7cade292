import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("ViewportTimeline (SwiftUI's view-relative geometry)")
struct ViewportTimelineTests {
  static let fade = ScrollDrivenAnimation(
    keyframes: KeyframeSequence(from: 0.0, to: 1.0), timeline: .vertical)

  @Test(arguments: [0.0, 37.5], [300.0, 844.0])
  func viewportFramesGiveTheContentFramesProgress(startInset: Double, viewportHeight: Double) {
    let viewport = ScrollSize(width: 390, height: viewportHeight)
    // A grid of offsets (rubber-banding included), subject positions and
    // heights; the subject is measured in content and viewport coordinates.
    for offset in stride(from: -120.0, through: 3_000, by: 137.25) {
      for subjectY in stride(from: 0.0, through: 4_000, by: 211.5) {
        for height in [1.0, 120, 600] {
          let content = ScrollRect(x: 0, y: subjectY, width: 390, height: height)
          let metrics = ScrollMetrics(
            contentOffset: ScrollPoint(x: 0, y: offset),
            contentSize: ScrollSize(width: 390, height: 6_000), containerSize: viewport)
          var animation = Self.fade
          animation.timeline = .view(subject: content, startInset: startInset)
          let expected = animation.value(for: metrics)
          let inViewport = ScrollRect(x: 0, y: subjectY - offset, width: 390, height: height)
          let actual = ViewportTimeline(startInset: startInset).value(
            of: Self.fade, frame: inViewport, viewportSize: viewport)
          // Same activity; values equal up to the rounding of the subtraction.
          #expect((actual == nil) == (expected == nil))
          if let actual, let expected { #expect(abs(actual - expected) < 1e-9) }
        }
      }
    }
  }

  @Test func coverProgressRunsFromEntryToExit() {
    let timeline = ViewportTimeline()
    let viewport = ScrollSize(width: 390, height: 800)
    // Top edge at the viewport's bottom: entering.
    #expect(
      timeline.coverProgress(
        frame: ScrollRect(x: 0, y: 800, width: 390, height: 200), viewportSize: viewport) == 0)
    #expect(
      timeline.coverProgress(
        frame: ScrollRect(x: 0, y: 300, width: 390, height: 200), viewportSize: viewport) == 0.5)
    #expect(
      timeline.coverProgress(
        frame: ScrollRect(x: 0, y: -200, width: 390, height: 200), viewportSize: viewport) == 1)
    #expect(
      timeline.coverProgress(
        frame: ScrollRect(x: 0, y: .nan, width: 390, height: 200), viewportSize: viewport) == 0.5)
    #expect(
      timeline.coverProgress(
        frame: ScrollRect(x: 0, y: 300, width: 390, height: 200),
        viewportSize: ScrollSize(width: 390, height: .infinity)) == 0.5)
  }
}
