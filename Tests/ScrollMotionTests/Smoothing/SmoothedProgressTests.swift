import AllocationCounter
import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("SmoothedProgress")
struct SmoothedProgressTests {
  static func smoothed(
    lag: Double = 0.5, _ response: ProgressSmoothing.Response = .criticallyDamped
  )
    -> SmoothedProgress
  {
    // The lags used here are valid.
    SmoothedProgress(smoothing: try! ProgressSmoothing(lag: lag, response: response))
  }

  @Test func takesTheFirstTargetAtOnce() {
    var progress = Self.smoothed()
    #expect(progress.value == nil && !progress.needsFrames)
    progress.setTarget(0.3)
    #expect(progress.value == 0.3 && !progress.needsFrames)
    progress.setTarget(nil)
    #expect(progress.value == nil)
    progress.setTarget(.nan)
    #expect(progress.value == nil)
  }

  @Test(arguments: [ProgressSmoothing.Response.criticallyDamped, .exponential])
  func isNinetyFivePercentThereAfterTheLag(_ response: ProgressSmoothing.Response) {
    var progress = Self.smoothed(lag: 0.5, response)
    progress.setTarget(0)
    progress.setTarget(1)
    progress.advance(to: 3)  // marks the start
    progress.advance(to: 3.5)
    #expect(abs(progress.value! - 0.95) < 1e-12)
  }

  @Test(arguments: [ProgressSmoothing.Response.criticallyDamped, .exponential])
  func settlesExactlyAndStopsAskingForFrames(_ response: ProgressSmoothing.Response) {
    let clock = ManualFrameClock()
    var progress = Self.smoothed(lag: 0.3, response)
    progress.setTarget(0.2)
    progress.setTarget(0.9)
    var frames = 0
    clock.start { frame in
      progress.advance(to: frame.targetTimestamp)
      frames += 1
      if !progress.needsFrames { clock.stop() }
    }
    clock.advance(by: 1.0 / 60, frames: 600)
    #expect(progress.value == 0.9)
    #expect(progress.velocity == 0)
    #expect(!progress.needsFrames)
    #expect(frames < 120)
  }

  @Test func stepsAreExactNotIntegrated() throws {
    // One step of 0.2 s and ten of 0.02 s end at the same place.
    let smoothing = try ProgressSmoothing(lag: 1)
    var big = (displacement: 1.0, velocity: 0.5)
    big = smoothing.step(displacement: big.displacement, velocity: big.velocity, over: 0.2)
    var small = (displacement: 1.0, velocity: 0.5)
    for _ in 0..<10 {
      small = smoothing.step(displacement: small.displacement, velocity: small.velocity, over: 0.02)
    }
    #expect(abs(big.displacement - small.displacement) < 1e-14)
    #expect(abs(big.velocity - small.velocity) < 1e-14)
  }

  @Test func rejectsBadParameters() {
    for lag in [0, -1, 61, .nan, .infinity] {
      #expect(throws: TechniqueError.self) { try ProgressSmoothing(lag: lag) }
    }
    for tolerance in [0, 0.5, .nan] {
      #expect(throws: TechniqueError.self) { try ProgressSmoothing(lag: 1, tolerance: tolerance) }
    }
  }

  /// For any targets reached from rest, a critically damped follower never
  /// crosses its target and always settles on it exactly; at 60 Hz and
  /// 120 Hz it passes through the same values at the same times.
  @Test func neverOvershootsSettlesAndIgnoresTheFrameRate() {
    SeededProperty.check(
      count: 300,
      zip(Gen.double(in: -2...2), Gen.double(in: -2...2), Gen.double(in: 0.02...2))
    ) { start, target, lag in
      var slow = Self.smoothed(lag: lag)
      slow.setTarget(start)
      slow.setTarget(target)
      var fast = slow
      let side = start < target
      slow.advance(to: 0)
      fast.advance(to: 0)
      for frame in 1...(60 * 30) {
        slow.advance(to: Double(frame) / 60)
        fast.advance(to: Double(2 * frame - 1) / 120)
        fast.advance(to: Double(2 * frame) / 120)
        for value in [slow.value!, fast.value!] where value != target {
          guard (value < target) == side else { return false }
        }
        // Equal up to rounding while both move; one may snap a frame first.
        let tolerance = slow.smoothing.tolerance * 2
        guard abs(slow.value! - fast.value!) <= tolerance else { return false }
        if slow.needsFrames && fast.needsFrames {
          guard abs(slow.value! - fast.value!) <= 1e-12 * max(1, abs(start - target)) else {
            return false
          }
        }
      }
      return slow.value == target && fast.value == target && !slow.needsFrames
        && !fast.needsFrames
    }
  }

  @Test func keepsItsVelocityWhenTheTargetMoves() {
    var progress = Self.smoothed(lag: 0.5)
    progress.setTarget(0)
    progress.setTarget(1)
    progress.advance(to: 0)
    progress.advance(to: 0.1)
    let velocity = progress.velocity
    #expect(velocity > 0)
    progress.setTarget(0.5)
    #expect(progress.velocity == velocity)
  }

  @Test(.disabled(if: sm_allocations_sanitized() != 0, "a sanitizer owns malloc"))
  func aFrameAllocatesNothing() throws {
    try #require(sm_allocations_supported() != 0, "allocation counting needs glibc")
    var animation = SmoothedAnimation(
      ScrollDrivenAnimation(from: 0.0, to: 300.0), smoothing: try ProgressSmoothing(lag: 0.5))
    var total = 0.0
    // Warm-up: the first use of each generic path instantiates its metadata
    // (once per process, not per frame). Three frames, because the first
    // sets the target, the second starts the clock, and only the third runs
    // the smoothing step the counted frames run (in a debug build its
    // `exp` strides through an unspecialised `StrideThrough<Double>`). With
    // one, the test counted that metadata (7 allocations) whenever it ran
    // before the other tests of its suite, as it does alone.
    for frame in 0...2 {
      animation.update(with: SmoothedAnimationTests.metrics(y: Double(frame) * 5))
      animation.advance(to: DisplayFrame(timestamp: 0, targetTimestamp: Double(frame) / 60))
      total += animation.value ?? 0
    }
    sm_allocations_begin()
    for frame in 3...200 {
      animation.update(with: SmoothedAnimationTests.metrics(y: Double(frame) * 5))
      animation.advance(to: DisplayFrame(timestamp: 0, targetTimestamp: Double(frame) / 60))
      total += animation.value ?? 0
    }
    let allocations = sm_allocations_end()
    #expect(allocations == 0)
    #expect(total > 0)
  }
}

@Suite("SmoothedAnimation")
struct SmoothedAnimationTests {
  static func metrics(y: Double) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y),
      contentSize: ScrollSize(width: 100, height: 1200),
      containerSize: ScrollSize(width: 100, height: 200))
  }

  @Test func lagsBehindTheScrollAndCatchesUp() throws {
    let clock = ManualFrameClock()
    var lagging = SmoothedAnimation(
      ScrollDrivenAnimation(from: 0.0, to: 100.0), smoothing: try ProgressSmoothing(lag: 0.5))
    clock.start { lagging.advance(to: $0) }
    lagging.update(with: Self.metrics(y: 0))
    #expect(lagging.value == 0)
    lagging.update(with: Self.metrics(y: 1000))  // the end of the scroll range
    clock.advance(by: 0.25, frames: 1)  // marks the start
    clock.advance(by: 0.25, frames: 2)
    let value = try #require(lagging.value)
    #expect(abs(value - 95) < 1e-9)
    clock.advance(by: 1.0 / 60, frames: 120)
    #expect(lagging.value == 100)
    #expect(!lagging.needsFrames)
  }

  @Test func noEffectIsImmediate() throws {
    var lagging = SmoothedAnimation(
      ScrollDrivenAnimation(
        keyframes: KeyframeSequence(from: 0.0, to: 1.0),
        range: AnimationRange(.progress(0.5), .normal), fill: .none),
      smoothing: try ProgressSmoothing(lag: 1))
    lagging.update(with: Self.metrics(y: 900))
    #expect(lagging.value != nil)
    lagging.update(with: Self.metrics(y: 100))
    #expect(lagging.value == nil)
  }
}
