import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("InterruptibleClock")
struct InterruptibleClockTests {
  @Test func aTouchCancelsTheAnimatedScrollWhereItIs() {
    let display = ManualFrameClock()
    var touching = false
    let clock = InterruptibleClock(base: display) { touching }
    var applied: [ScrollPoint] = []
    let animator = ScrollAnimator(clock: clock) { applied.append($0) }
    clock.onInterrupt = { [weak animator] in animator?.cancel() }
    var outcome: Bool?
    let metrics = ScrollMetrics(
      contentSize: ScrollSize(width: 390, height: 10_000),
      containerSize: ScrollSize(width: 390, height: 800))
    animator.scroll(to: ScrollPoint(x: 0, y: 5_000), in: metrics, duration: 1, easing: .linear) {
      outcome = $0
    }
    display.advance(by: 0.1, frames: 3)
    #expect(applied.count == 3)
    touching = true
    display.advance(by: 0.1, frames: 3)
    // No frame is applied under the finger; the animation reports a cancel
    // and the display link stops.
    #expect(applied.count == 3)
    #expect(outcome == false)
    #expect(!animator.isAnimating)
    #expect(!display.isRunning)
  }

  @Test func withoutATouchTheScrollArrives() {
    let display = ManualFrameClock()
    let clock = InterruptibleClock(base: display) { false }
    var last: ScrollPoint?
    let animator = ScrollAnimator(clock: clock) { last = $0 }
    clock.onInterrupt = { [weak animator] in animator?.cancel() }
    var outcome: Bool?
    let metrics = ScrollMetrics(
      contentSize: ScrollSize(width: 390, height: 10_000),
      containerSize: ScrollSize(width: 390, height: 800))
    animator.scroll(to: ScrollPoint(x: 0, y: 900), in: metrics, duration: 0.5) { outcome = $0 }
    display.advance(by: 1.0 / 60, frames: 40)
    #expect(outcome == true)
    #expect(last == ScrollPoint(x: 0, y: 900))
    #expect(!display.isRunning)
  }
}
