import PlatformFakes
import ScrollMotion
import Testing

@testable import ScrollMotionDriver

/// The one animated scroll of the UIKit and AppKit front ends, on a scroll
/// view of plain numbers.
@Suite("ContentOffsetAnimator (the UIKit and AppKit ScrollViewAnimator)")
@MainActor
struct ContentOffsetAnimatorTests {
  @Test func scrollsFrameByFrameAndLandsExactly() throws {
    let scrollView = FakeScrollView()
    let clock = ManualFrameClock()
    let animator = ContentOffsetAnimator(platform: scrollView, clock: clock)
    var finished: [Bool] = []
    animator.scroll(to: ScrollPoint(x: 0, y: 1_000), duration: 0.5) { finished.append($0) }
    #expect(animator.isAnimating)
    #expect(scrollView.animatedScrollStarts == 1)
    clock.advance(by: 1.0 / 60, frames: 40)
    #expect(scrollView.offsets.count == 30)
    #expect(scrollView.offsets.last == ScrollPoint(x: 0, y: 1_000))
    #expect(zip(scrollView.offsets, scrollView.offsets.dropFirst()).allSatisfy { $0.y <= $1.y })
    #expect(finished == [true])
    #expect(!animator.isAnimating && !clock.isRunning)
  }

  @Test func theTargetIsClampedIntoTheScrollableRange() {
    let scrollView = FakeScrollView(contentHeight: 1_844)
    let clock = ManualFrameClock()
    let animator = ContentOffsetAnimator(platform: scrollView, clock: clock)
    animator.scroll(to: ScrollPoint(x: 0, y: 5_000), duration: 0.25)
    clock.advance(by: 1.0 / 60, frames: 30)
    #expect(scrollView.offsets.last == ScrollPoint(x: 0, y: 1_000))
  }

  @Test func stopsWhereItIsWhenThePersonTakesOver() {
    let scrollView = FakeScrollView()
    let clock = ManualFrameClock()
    let animator = ContentOffsetAnimator(platform: scrollView, clock: clock)
    var finished: [Bool] = []
    animator.scroll(to: ScrollPoint(x: 0, y: 1_000), duration: 0.5) { finished.append($0) }
    clock.advance(by: 1.0 / 60, frames: 10)
    let before = scrollView.offsets.count
    scrollView.isUserScrolling = true
    clock.advance(by: 1.0 / 60, frames: 10)
    // Not a single frame under the person's finger.
    #expect(scrollView.offsets.count == before)
    #expect(finished == [false])
    #expect(!animator.isAnimating && !clock.isRunning)
  }

  @Test func aSpringScrollArrives() throws {
    let scrollView = FakeScrollView()
    let clock = ManualFrameClock()
    let animator = ContentOffsetAnimator(platform: scrollView, clock: clock)
    var finished: [Bool] = []
    animator.scroll(to: ScrollPoint(x: 0, y: 800), spring: .smooth) { finished.append($0) }
    #expect(scrollView.animatedScrollStarts == 1)
    clock.advance(by: 1.0 / 60, frames: 600)
    #expect(scrollView.offsets.last == ScrollPoint(x: 0, y: 800))
    #expect(finished == [true])
  }

  @Test func cancellingReportsNotFinished() {
    let scrollView = FakeScrollView()
    let clock = ManualFrameClock()
    let animator = ContentOffsetAnimator(platform: scrollView, clock: clock)
    var finished: [Bool] = []
    animator.scroll(to: ScrollPoint(x: 0, y: 1_000), duration: 0.5) { finished.append($0) }
    clock.advance(by: 1.0 / 60, frames: 5)
    animator.cancel()
    #expect(finished == [false])
    #expect(!clock.isRunning)
  }

  @Test func aScrollViewThatIsGoneIsNotAnimated() {
    let scrollView = FakeScrollView()
    scrollView.metrics = nil
    let clock = ManualFrameClock()
    let animator = ContentOffsetAnimator(platform: scrollView, clock: clock)
    animator.scroll(to: ScrollPoint(x: 0, y: 1_000), duration: 0.5)
    #expect(!animator.isAnimating && !clock.isRunning)
    #expect(scrollView.animatedScrollStarts == 0)
  }
}
