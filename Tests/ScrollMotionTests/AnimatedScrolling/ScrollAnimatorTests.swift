import AllocationCounter
import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("ScrollAnimator")
struct ScrollAnimatorTests {
  static let metrics = ScrollMetrics(
    contentOffset: ScrollPoint(x: 0, y: 100),
    contentSize: ScrollSize(width: 390, height: 5000),
    containerSize: ScrollSize(width: 390, height: 844),
    contentInsets: ScrollInsets(top: 50, bottom: 30))

  /// An animator on a manual clock that records every applied offset.
  final class Harness {
    let clock = ManualFrameClock()
    var offsets: [ScrollPoint] = []
    var completions: [Bool] = []
    lazy var animator = ScrollAnimator(clock: clock) { [unowned self] in self.offsets.append($0) }
  }

  @Test func landsExactlyOnTheTargetAndStops() {
    let harness = Harness()
    harness.animator.scroll(
      to: ScrollPoint(x: 0, y: 3000), in: Self.metrics, duration: 0.5, easing: .easeInOut
    ) { harness.completions.append($0) }
    harness.clock.advance(by: 1.0 / 60, frames: 100)
    #expect(harness.offsets.last == ScrollPoint(x: 0, y: 3000))
    #expect(harness.completions == [true])
    #expect(!harness.clock.isRunning)
    #expect(!harness.animator.isAnimating)
    // 0.5 s at 60 Hz: the target time of frame n is (n + 1)/60, so 30 frames.
    #expect(harness.offsets.count == 30)
  }

  @Test func clampsTheTargetIntoTheValidRange() {
    let harness = Harness()
    harness.animator.scroll(to: ScrollPoint(x: 500, y: 99_999), in: Self.metrics, duration: 0.2)
    harness.clock.advance(by: 1.0 / 60, frames: 60)
    #expect(harness.offsets.last == ScrollPoint(x: 0, y: 5000 + 30 - 844))
    let up = Harness()
    up.animator.scroll(to: ScrollPoint(x: 0, y: -1_000), in: Self.metrics, duration: 0.2)
    up.clock.advance(by: 1.0 / 60, frames: 60)
    #expect(up.offsets.last == ScrollPoint(x: 0, y: -50))
  }

  @Test func isMonotonicForMonotonicEasings() {
    for easing in [Easing.linear, .easeInOut, .smoothstep, .easeOutQuint] {
      let harness = Harness()
      harness.animator.scroll(
        to: ScrollPoint(x: 0, y: 3000), in: Self.metrics, duration: 0.8, easing: easing)
      harness.clock.advance(by: 1.0 / 120, frames: 200)
      let ys = harness.offsets.map(\.y)
      #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 })
      #expect(ys.last == 3000)
    }
  }

  @Test func sixtyAndOneTwentyHertzFollowTheSamePath() {
    let slow = Harness()
    let fast = Harness()
    for harness in [slow, fast] {
      harness.animator.scroll(
        to: ScrollPoint(x: 0, y: 2000), in: Self.metrics, duration: 1, easing: .ease)
    }
    slow.clock.advance(by: 1.0 / 60, frames: 90)
    fast.clock.advance(by: 1.0 / 120, frames: 180)
    // Every 60 Hz frame time is also a 120 Hz frame time.
    for (index, offset) in slow.offsets.enumerated() {
      #expect(abs(offset.y - fast.offsets[2 * index + 1].y) < 1e-9)
    }
  }

  @Test func droppedFramesDoNotChangeThePath() {
    let smooth = Harness()
    let janky = Harness()
    for harness in [smooth, janky] {
      harness.animator.scroll(to: ScrollPoint(x: 0, y: 2000), in: Self.metrics, duration: 1)
    }
    smooth.clock.advance(by: 0.01, frames: 50)
    janky.clock.advance(by: 0.01, frames: 1)
    janky.clock.advance(by: 0.3, frames: 1)  // a long hitch
    janky.clock.advance(by: 0.01, frames: 19)
    #expect(abs(smooth.offsets[49].y - janky.offsets.last!.y) < 1e-9)
  }

  @Test func cancellingStopsWhereItIsAndReportsNotFinished() {
    let harness = Harness()
    harness.animator.scroll(to: ScrollPoint(x: 0, y: 3000), in: Self.metrics, duration: 1) {
      harness.completions.append($0)
    }
    harness.clock.advance(by: 1.0 / 60, frames: 20)
    let stoppedAt = harness.offsets.last!
    harness.animator.cancel()
    harness.clock.advance(by: 1.0 / 60, frames: 20)
    #expect(harness.completions == [false])
    #expect(harness.offsets.count == 20)
    #expect(harness.animator.currentOffset == stoppedAt)
    #expect(stoppedAt.y > 100 && stoppedAt.y < 3000)
  }

  @Test func retargetingATimedMotionDoesNotJump() {
    let harness = Harness()
    harness.animator.scroll(
      to: ScrollPoint(x: 0, y: 3000), in: Self.metrics, duration: 1, easing: .linear
    ) {
      harness.completions.append($0)
    }
    harness.clock.advance(by: 0.1, frames: 5)
    let before = harness.offsets.last!
    harness.animator.scroll(
      to: ScrollPoint(x: 0, y: 500), in: Self.metrics, duration: 1, easing: .linear
    ) {
      harness.completions.append($0)
    }
    harness.clock.advance(by: 0.001, frames: 1)
    #expect(abs(harness.offsets.last!.y - before.y) < 3)
    harness.clock.advance(by: 0.1, frames: 20)
    #expect(harness.offsets.last == ScrollPoint(x: 0, y: 500))
    #expect(harness.completions == [false, true])
  }

  @Test func aRetargetedSpringKeepsItsVelocity() throws {
    let harness = Harness()
    let spring = DampedSpring.snappy
    harness.animator.scroll(to: ScrollPoint(x: 0, y: 3000), in: Self.metrics, spring: spring)
    harness.clock.advance(by: 1.0 / 120, frames: 12)
    let a = harness.offsets[10].y
    let b = harness.offsets[11].y
    let velocityBefore = (b - a) * 120
    harness.animator.scroll(to: ScrollPoint(x: 0, y: 200), in: Self.metrics, spring: spring)
    harness.clock.advance(by: 1.0 / 120, frames: 2)
    let c = harness.offsets[12].y
    let d = harness.offsets[13].y
    // The position continues from b and the first step still moves the old
    // way at nearly the old speed.
    #expect(abs(c - b - velocityBefore / 120) < abs(velocityBefore) / 120 * 0.2)
    #expect((d - c) * velocityBefore > 0)
    harness.clock.advance(by: 1.0 / 120, frames: 600)
    #expect(harness.offsets.last == ScrollPoint(x: 0, y: 200))
  }

  @Test func alwaysEndsOnItsTarget() {
    let easings: [Easing] = [.linear, .easeIn, .easeOutBack, .smoothstep, .easeInOutElastic]
    SeededProperty.check(
      count: 200,
      zip(
        Gen.double(in: -500...6_000), Gen.double(in: 0...2), Gen.int(in: 0...4),
        Gen.double(in: 0.004...0.05))
    ) { y, duration, easingIndex, interval in
      let harness = Harness()
      let target = Self.metrics.clamped(ScrollPoint(x: 0, y: y))
      harness.animator.scroll(
        to: ScrollPoint(x: 0, y: y), in: Self.metrics, duration: duration,
        easing: easings[easingIndex])
      harness.clock.advance(by: interval, frames: Int(duration / interval) + 2)
      return harness.offsets.last == target && !harness.animator.isAnimating
    }
    SeededProperty.check(count: 100, Gen.double(in: -500...6_000)) { y in
      let harness = Harness()
      harness.animator.scroll(to: ScrollPoint(x: 0, y: y), in: Self.metrics, spring: .bouncy)
      harness.clock.advance(by: 1.0 / 60, frames: 600)
      return harness.offsets.last == Self.metrics.clamped(ScrollPoint(x: 0, y: y))
        && !harness.animator.isAnimating
    }
  }

  @Test func badInputNeverProducesNaN() {
    let harness = Harness()
    harness.animator.scroll(
      to: ScrollPoint(x: .nan, y: .infinity), in: Self.metrics, duration: .nan)
    harness.clock.advance(by: 1.0 / 60, frames: 3)
    #expect(harness.offsets.allSatisfy { $0.isFinite })
    #expect(!harness.offsets.isEmpty)
    let zero = Harness()
    zero.animator.scroll(to: ScrollPoint(x: 0, y: 700), in: Self.metrics, duration: 0)
    zero.clock.advance(by: 1.0 / 60)
    #expect(zero.offsets == [ScrollPoint(x: 0, y: 700)])
  }

  @Test(.disabled(if: sm_allocations_sanitized() != 0, "a sanitizer owns malloc"))
  func aTickAllocatesNothing() throws {
    try #require(sm_allocations_supported() != 0, "allocation counting needs glibc")
    let clock = ManualFrameClock()
    var last = ScrollPoint.zero
    let animator = ScrollAnimator(clock: clock) { last = $0 }
    animator.scroll(to: ScrollPoint(x: 0, y: 3000), in: Self.metrics, spring: .smooth)
    clock.advance(by: 1.0 / 120)
    sm_allocations_begin()
    clock.advance(by: 1.0 / 120, frames: 30)
    let allocations = sm_allocations_end()
    #expect(allocations == 0)
    #expect(last.y > 100)
  }
}
