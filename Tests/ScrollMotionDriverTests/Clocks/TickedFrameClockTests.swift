import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("TickedFrameClock (SwiftUI's TimelineView dates)")
struct TickedFrameClockTests {
  static let metrics = ScrollMetrics(
    contentSize: ScrollSize(width: 390, height: 10_000),
    containerSize: ScrollSize(width: 390, height: 800))

  @Test func aMotionStartsAtItsFirstTickHoweverLongTheClockWasIdle() {
    let clock = TickedFrameClock()
    var applied: [ScrollPoint] = []
    let animator = ScrollAnimator(clock: clock) { applied.append($0) }
    clock.tick(at: 5)  // idle: ignored
    animator.scroll(to: ScrollPoint(x: 0, y: 1_000), in: Self.metrics, duration: 1, easing: .linear)
    clock.tick(at: 100)
    #expect(applied == [.zero])
    clock.tick(at: 100.25)
    clock.tick(at: 100.5)
    #expect(applied.last == ScrollPoint(x: 0, y: 500))
  }

  @Test func itArrivesStopsAndReportsFinished() {
    let clock = TickedFrameClock()
    var last: ScrollPoint?
    var finished: Bool?
    let animator = ScrollAnimator(clock: clock) { last = $0 }
    animator.scroll(
      to: ScrollPoint(x: 0, y: 400), in: Self.metrics, duration: 0.3, easing: .easeInOut
    ) { finished = $0 }
    for frame in 0...30 { clock.tick(at: 10 + Double(frame) / 60) }
    #expect(last == ScrollPoint(x: 0, y: 400))
    #expect(finished == true)
    #expect(!clock.isRunning)
  }

  @Test func backwardsAndNonFiniteTicksAreIgnored() {
    let clock = TickedFrameClock()
    var frames: [DisplayFrame] = []
    clock.start { frames.append($0) }
    clock.tick(at: 2)
    clock.tick(at: 1)
    clock.tick(at: .nan)
    clock.tick(at: 3)
    #expect(
      frames == [
        DisplayFrame(timestamp: 2, targetTimestamp: 2),
        DisplayFrame(timestamp: 2, targetTimestamp: 3),
      ])
  }
}
