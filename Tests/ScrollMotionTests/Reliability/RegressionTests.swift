import ScrollMotionWire
import Testing

@testable import ScrollMotion

/// The faults found by probing the API and by the fuzzers, each pinned by the
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
      #expect(throws: WireError.self) { try Easing(wireNumbers: [3, count, 0, 0, 1, 1]) }
    }
    #expect(throws: WireError.self) { try Easing(wireNumbers: [3]) }
  }

  /// The tabulated Bézier solver bisected until its bracket was narrower
  /// than 1e-8 over the curve's y slope: with control y near 1e300 that
  /// width is below what doubles resolve, and the loop never ended.
  @Test(.timeLimit(.minutes(1))) func aBezierWithHugeYSolvesInBoundedTime() throws {
    for (y1, y2) in [(1e300, -1e300), (-1e300, 1e300), (1e6, 1e6)] {
      let easing = try Easing.cubicBezier(0.3, y1, 0.3, y2)
      for x in stride(from: 0.0, through: 1.0, by: 1.0 / 64) {
        #expect(easing.transform(x).isFinite)
      }
    }
  }

  /// A fling near the largest double overflowed the projection to
  /// infinity; results are now held to the finite doubles.
  @Test func extremeFlingsStayFinite() throws {
    let slow = try Deceleration(rate: 0.9999999)
    for velocity in [Double.greatestFiniteMagnitude, -1e308, 1e300] {
      #expect(slow.projectedDistance(velocity: velocity).isFinite)
      #expect(slow.projectedOffset(from: 1e308, velocity: velocity).isFinite)
      #expect(slow.offset(after: 10, from: 1e308, velocity: velocity).isFinite)
    }
    let wild = try Easing.cubicBezier(0.5, 1e300, 0.5, -1e300)
    let trajectory = ScrollTrajectory(
      from: ScrollPoint(x: 0, y: -1e10), to: ScrollPoint(x: 0, y: 1e10),
      curve: .timed(duration: 1, easing: wild))
    for time in stride(from: 0.0, through: 1.0, by: 1.0 / 32) {
      #expect(trajectory.position(at: time).isFinite)
    }
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

  // MARK: Found by the property tests

  /// A view timeline scrolled near the largest double: the position minus
  /// the range start overflowed, and progress was −∞.
  @Test func timelineProgressStaysFiniteAtExtremeOffsets() throws {
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: -.greatestFiniteMagnitude),
      contentSize: ScrollSize(width: 100, height: 1_000_000),
      containerSize: ScrollSize(width: 390, height: 0.5))
    let timeline = ViewTimeline(subject: ScrollRect(x: 0, y: -660, width: 100, height: 0))
    let state = try #require(timeline.state(for: metrics))
    #expect(state.progress.isFinite)
    #expect(state.progress < 0)
  }

  /// Long after it settled, an underdamped spring multiplied a zero
  /// envelope by the cosine of a huge phase (NaN).
  @Test func aSpringLongAfterSettlingIsAtRestNotNaN() throws {
    let spring = try DampedSpring(mass: 0.5, stiffness: 948_033, damping: 271.5)
    #expect(spring.displacement(at: 1e300, initialDisplacement: 1e6, initialVelocity: -1e6) == 0)
    #expect(spring.velocity(at: 1e300, initialDisplacement: 1e6, initialVelocity: -1e6) == 0)
    let critical = try DampedSpring(response: 0.5, dampingFraction: 1)
    #expect(critical.displacement(at: 1e300, initialDisplacement: 1e6, initialVelocity: 0) == 0)
  }

  /// Each rate finite, but stiffness / mass overflowing: accepted, and
  /// every position was infinite or NaN.
  @Test func aSpringWhoseRatesOverflowIsRejected() {
    #expect(throws: EasingError.self) {
      try DampedSpring(mass: 145_903, stiffness: 1.797e308, damping: 934_423)
    }
  }

  /// An image far smaller than its view: the aspect-fill scale overflowed
  /// and every frame was NaN.
  @Test func aParallaxCropWhoseScaleOverflowsIsRejected() {
    #expect(throws: TechniqueError.self) {
      try ParallaxCrop(
        imageSize: ScrollSize(width: 145_903, height: 1.797e308),
        viewSize: ScrollSize(width: 934_423, height: 1.797e308), viewportLength: 145_903, ratio: 0,
        scaling: .fillViewAndTravel)
    }
  }

  /// A pull near the largest double gave an infinite header height and
  /// progress.
  @Test func aStretchyHeaderPulledNearTheLargestDoubleStaysFinite() throws {
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: -.greatestFiniteMagnitude),
      contentSize: ScrollSize(width: 390, height: 500),
      containerSize: ScrollSize(width: 390, height: 800))
    for minimum in [0.0, 1e-9] {
      let layout = try StretchyHeader(height: 1e-9, minimumHeight: minimum).layout(for: metrics)
      let values = [
        layout.frame.origin.y, layout.frame.size.height, layout.contentFrame.size.height,
        layout.progress,
      ]
      #expect(values.allSatisfy { $0.isFinite }, "\(values)")
    }
  }

  /// A huge dimension overflowed dimension / constant before the tiny
  /// fraction scaled it back (∞ × 0).
  @Test func rubberBandOvershootWithAHugeDimensionIsFinite() {
    let overshoot = RubberBand.overshoot(for: 934_423, dimension: .greatestFiniteMagnitude)
    #expect(overshoot.isFinite)
    #expect(overshoot > 934_423)
  }
}
