import Testing

@testable import ScrollMotion

/// The faults issue 11 lists and the fuzzers found, each pinned by the
/// smallest input that showed it.
@Suite("Regressions")
struct RegressionTests {
  // MARK: Springs

  /// A heavily over-damped spring's slow root rounded to zero, so the
  /// settling search doubled forever (every command on a spec hung).
  @Test func aHeavilyOverDampedSpringIsRejectedInsteadOfHanging() {
    #expect(throws: EasingError.springNeverSettles) {
      try DampedSpring(mass: 1, stiffness: 0.000001, damping: 1_000_000)
    }
    #expect(throws: EasingError.springNeverSettles) {
      try Easing(parsing: "spring(1 0.000001 1000000)")
    }
    #expect(throws: EasingError.springNeverSettles) {
      try Easing(parsing: "spring(1 1 1000000)")
    }
  }

  @Test func aSpringThatNeverSettlesIsRejected() {
    #expect(throws: EasingError.springNeverSettles) {
      try DampedSpring(stiffness: 100, damping: 0)
    }
    #expect(throws: EasingError.springNeverSettles) {
      try DampedSpring(response: 0.5, dampingFraction: 0)
    }
    // Damped, but so weakly that it would ring for days.
    #expect(throws: EasingError.springNeverSettles) {
      try DampedSpring(mass: 1_000_000, stiffness: 1, damping: 0.000001)
    }
    // Finite parameters whose ratio overflows.
    #expect(throws: EasingError.self) {
      try DampedSpring(mass: 1e-300, stiffness: 1e300, damping: 1)
    }
  }

  @Test func everyAcceptedSpringSettlesWithinTheBound() throws {
    for (mass, stiffness, damping) in [
      (1.0, 100.0, 20.0), (1, 1_000_000, 1), (0.001, 1, 1), (1, 1, 200),
      (1_000_000, 1_000_000, 1_000_000),
    ] {
      let spring = try DampedSpring(mass: mass, stiffness: stiffness, damping: damping)
      let duration = spring.settlingDuration()
      #expect(duration.isFinite && duration <= DampedSpring.maximumSettlingDuration)
    }
  }

  // MARK: Encodings

  /// A `linear()` encoding's stop count was doubled before it was checked
  /// against the numbers present: a huge count overflowed and trapped.
  @Test func aHugeLinearStopCountIsAnErrorNotATrap() {
    for count in [4.6e18, 9.2e18, 1e15, 3, -1, 0.5] {
      #expect(throws: EasingError.self) { try Easing(encoding: [3, count, 0, 0, 1, 1]) }
    }
    #expect(throws: EasingError.self) { try Easing(encoding: [3]) }
  }

  // MARK: Easing output

  static let everyKind: [Easing] = [
    .linear, .ease, .easeIn, .stepStart, .stepEnd, .smoothstep, .easeInOutBack,
    .easeOutElastic, .easeInBounce, .easeInExpo,
    try! .cubicBezier(0.2, -400, 0.8, 500), try! .cubicBezier(0, 1e300, 1, -1e300),
    try! .steps(3, .jumpBoth), try! .spring(.bouncy),
    try! .piecewiseLinear([LinearStop(output: 0), LinearStop(output: 1e300), LinearStop(output: 1)]
    ),
    .custom { $0 * 1e308 * 10 },
  ]

  /// Infinite progress gave NaN from curves with a flat end (0 × ∞) and
  /// infinity from steep ones.
  @Test(arguments: everyKind)
  func infiniteAndHugeProgressGiveAFiniteOutput(easing: Easing) {
    for x in [Double.infinity, -.infinity, .nan, 1e308, -1e308, .greatestFiniteMagnitude] {
      #expect(easing.transform(x).isFinite, "input \(x)")
      #expect(easing.transform(x, beforeFlag: true).isFinite, "input \(x)")
    }
    #expect(easing(.infinity) == easing(1))
    #expect(easing(-.infinity) == easing(0))
  }

  // MARK: Animator

  /// Starting a motion from `apply` on the last frame of the previous one
  /// ended the new motion at once, at the old target, reported finished.
  @Test func aMotionStartedFromApplyOnTheLastFrameRunsToItsOwnTarget() {
    let metrics = ScrollMetrics(
      contentOffset: .zero, contentSize: ScrollSize(width: 400, height: 5000),
      containerSize: ScrollSize(width: 400, height: 800))
    let clock = ManualFrameClock()
    var completions: [String] = []
    var offsets: [ScrollPoint] = []
    var animator: ScrollAnimator?
    var chained = false
    animator = ScrollAnimator(clock: clock) { offset in
      offsets.append(offset)
      guard offset.y == 1000, !chained else { return }
      chained = true
      var here = metrics
      here.contentOffset = offset
      animator?.scroll(to: ScrollPoint(x: 0, y: 2000), in: here, duration: 0.25) {
        completions.append("second \($0)")
      }
    }
    animator?.scroll(to: ScrollPoint(x: 0, y: 1000), in: metrics, duration: 0.25) {
      completions.append("first \($0)")
    }
    clock.advance(by: 1.0 / 60, frames: 15)
    #expect(chained)
    #expect(animator?.isAnimating == true)
    #expect(animator?.target == ScrollPoint(x: 0, y: 2000))
    #expect(completions == ["first false"])
    clock.advance(by: 1.0 / 60, frames: 30)
    #expect(offsets.last == ScrollPoint(x: 0, y: 2000))
    #expect(completions == ["first false", "second true"])
    #expect(!clock.isRunning)
    animator = nil
  }

  @Test func cancellingFromApplyOnTheLastFrameReportsNotFinished() {
    let metrics = ScrollMetrics(
      contentOffset: .zero, contentSize: ScrollSize(width: 400, height: 5000),
      containerSize: ScrollSize(width: 400, height: 800))
    let clock = ManualFrameClock()
    var completions: [Bool] = []
    var animator: ScrollAnimator?
    animator = ScrollAnimator(clock: clock) { offset in
      if offset.y == 1000 { animator?.cancel() }
    }
    animator?.scroll(to: ScrollPoint(x: 0, y: 1000), in: metrics, duration: 0.1) {
      completions.append($0)
    }
    clock.advance(by: 1.0 / 60, frames: 20)
    #expect(completions == [false])
    #expect(!clock.isRunning)
    animator = nil
  }
}
