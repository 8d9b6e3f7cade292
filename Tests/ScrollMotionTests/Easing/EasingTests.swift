import Foundation
import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("Easing")
struct EasingTests {
  /// The Bézier y for x by bisection in the test: an independent solver.
  static func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double)
    -> Double
  {
    func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return coordinate(y1, y2, (low + high) / 2)
  }

  @Test(arguments: [
    (Easing.ease, [0.25, 0.1, 0.25, 1.0]),
    (.easeIn, [0.42, 0, 1, 1]),
    (.easeOut, [0, 0, 0.58, 1]),
    (.easeInOut, [0.42, 0, 0.58, 1]),
  ])
  func cssKeywordsAreTheirBeziers(easing: Easing, points: [Double]) {
    for index in 0...100 {
      let x = Double(index) / 100
      let expected = Self.referenceBezier(points[0], points[1], points[2], points[3], at: x)
      #expect(abs(easing(x) - expected) < 1e-6, "x = \(x)")
    }
    #expect(easing(0) == 0)
    #expect(easing(1) == 1)
  }

  @Test func knownKeywordValues() {
    // Values Chromium and the WPT cubic-bezier tests use, to 4 decimals.
    #expect(abs(Easing.ease(0.5) - 0.8024) < 1e-4)
    #expect(abs(Easing.easeIn(0.5) - 0.3153) < 1e-4)
    #expect(abs(Easing.easeOut(0.5) - 0.6847) < 1e-4)
    #expect(abs(Easing.easeInOut(0.5) - 0.5) < 1e-6)
  }

  @Test func beziersExtrapolateAlongTheirEndTangents() throws {
    let curve = try Easing.cubicBezier(0.25, 0.5, 0.75, 1.5)
    #expect(abs(curve(-0.5) - -1.0) < 1e-12)  // slope y1/x1 = 2
    #expect(abs(curve(1.5) - -0.0) < 1e-12)  // slope (y2 − 1)/(x2 − 1) = −2
    let flatStart = try Easing.cubicBezier(0, 0, 0, 1)
    #expect(flatStart(-1) == 0)
    // Both control points on the end point: Chromium extends the straight
    // line (Tests/Conformance/wpt-easing-in-chromium.py shows it).
    let endPoints = try Easing.cubicBezier(1, 1, 1, 1)
    #expect(endPoints(2) == 2)
    let verticalEnd = try Easing.cubicBezier(0, 1.5, 1, 1.5)
    #expect(verticalEnd(1.5) == 1)  // a vertical tangent extends flat
    #expect(Easing.easeIn(-1) == 0)
  }

  @Test func aBezierTakesNaNAsZeroAsEasingsDo() throws {
    let curve = try CubicBezier(0.3, -0.4, 0.6, 1.4)
    let easing = try Easing.cubicBezier(0.3, -0.4, 0.6, 1.4)
    #expect(curve.value(at: .nan) == 0)
    #expect(curve.value(at: .nan) == easing(.nan))
  }

  @Test func overshootingBeziersSolveToTheReference() throws {
    let curve = try Easing.cubicBezier(0.68, -0.55, 0.265, 1.55)
    SeededProperty.check(count: 300, Gen.double(in: 0...1)) { x in
      abs(curve(x) - Self.referenceBezier(0.68, -0.55, 0.265, 1.55, at: x)) < 1e-6
    }
  }

  /// The Bézier y for x with t bisected to the last bit, comparing x(t)
  /// with x in double-double arithmetic: the high-precision reference for
  /// the accuracy promise. Where the tangent is vertical, x(t) rounded to a
  /// double is flat over a range of t near 1e-5 wide, so a plain double
  /// bisection would be off by 1e-6 in y there.
  static func exactBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double)
    -> Double
  {
    var low = 0.0
    var high = 1.0
    while true {
      let middle = (low + high) / 2
      guard middle > low, middle < high else { break }
      if ExactSum.bezier(x1, x2, at: middle, minus: x) < 0 { low = middle } else { high = middle }
    }
    return ExactSum.bezier(y1, y2, at: (low + high) / 2, minus: 0)
  }

  @Test func beziersAreAccurateInYAcrossTheControlSquare() throws {
    // Control x in 0...1 and y in -0.5...1.5, the range the accuracy target covers,
    // with half the points pushed to the edges, where tangents turn
    // vertical and a tolerance on x alone misses y by 1e-6.
    let coordinate = Gen.double(in: 0...1)
    let height = Gen.double(in: -0.5...1.5)
    func edge(_ value: Double, _ low: Double, _ high: Double, _ choice: Double) -> Double {
      choice < 0.25 ? low : choice < 0.5 ? high : value
    }
    var worst = 0.0
    SeededProperty.check(
      count: 4_000,
      zip(coordinate, height, coordinate, height, Gen.double(in: 0...1), Gen.double(in: 0...1))
    ) { x1, y1, x2, y2, choice, x in
      let a = edge(x1, 0, 1, choice)
      let b = edge(x2, 0, 1, 1 - choice)
      let c = edge(y1, -0.5, 1.5, choice)
      let d = edge(y2, -0.5, 1.5, 1 - choice)
      guard let curve = try? CubicBezier(a, c, b, d) else { return false }
      let error = abs(curve.value(at: x) - Self.exactBezier(a, c, b, d, at: x))
      worst = Swift.max(worst, error)
      return error <= 1e-7
    }
    #expect(worst <= 1e-7)
  }

  @Test func steepBeziersAreAccurateInY() throws {
    // Vertical tangents at an end or in the middle, where Newton's method
    // on x crawls.
    let curves: [(Double, Double, Double, Double)] = [
      (0, 1.5, 0, 1.5), (0, 1.5, 1, -0.5), (1, -0.5, 0, 1.5), (1, 1.5, 1, 1.5),
      (0, -0.5, 1, 1.5), (1, 0, 0, 1), (0, 1, 1, 0), (0.5, 1.5, 0.5, -0.5),
    ]
    for (x1, y1, x2, y2) in curves {
      let curve = try CubicBezier(x1, y1, x2, y2)
      for step in 1..<2_000 {
        let x = Double(step) / 2_000
        let error = abs(curve.value(at: x) - Self.exactBezier(x1, y1, x2, y2, at: x))
        #expect(error <= 1e-7, "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at \(x)")
        if error > 1e-7 { break }
      }
    }
  }

  @Test func stepsFollowTheCSSTable() throws {
    // steps(4, jump-end) and friends at a few inputs.
    let table: [(StepPosition, [Double])] = [
      (.jumpEnd, [0, 0, 0.25, 0.5, 0.75, 1]),
      (.jumpStart, [0.25, 0.25, 0.5, 0.75, 1, 1]),
      (.jumpNone, [0, 0, 1.0 / 3, 2.0 / 3, 1, 1]),
      (.jumpBoth, [0.2, 0.2, 0.4, 0.6, 0.8, 1]),
    ]
    let inputs = [0.0, 0.1, 0.25, 0.5, 0.75, 1]
    for (position, outputs) in table {
      let easing = try Easing.steps(4, position)
      for (input, output) in zip(inputs, outputs) {
        #expect(abs(easing(input) - output) < 1e-12, "\(position) at \(input)")
      }
    }
  }

  @Test func theBeforeFlagHoldsTheStepBeforeAJump() throws {
    let start = try Easing.steps(1, .jumpStart)
    #expect(start.transform(0) == 1)
    #expect(start.transform(0, beforeFlag: true) == 0)
    #expect(Easing.stepStart.transform(0, beforeFlag: true) == 0)
    let both = try Easing.steps(2, .jumpBoth)
    #expect(abs(both.transform(0.5, beforeFlag: true) - 1.0 / 3) < 1e-12)
    #expect(abs(both.transform(0.5) - 2.0 / 3) < 1e-12)
    // Outside 0...1 the output is not clamped to the steps.
    #expect(Easing.stepEnd(-0.5) < 0)
  }

  @Test func rejectsBadParameters() {
    #expect(throws: EasingError.invalidStepCount(0, .jumpEnd)) { try Easing.steps(0) }
    #expect(throws: EasingError.invalidStepCount(1, .jumpNone)) { try Easing.steps(1, .jumpNone) }
    #expect(throws: EasingError.self) { try Easing.cubicBezier(1.5, 0, 0.5, 1) }
    #expect(throws: EasingError.self) { try Easing.cubicBezier(0.5, .nan, 0.5, 1) }
    #expect(throws: EasingError.self) { try Easing.cubicBezier(0.5, 0, -0.1, 1) }
    #expect(throws: EasingError.tooFewStops(1)) {
      try Easing.piecewiseLinear([LinearStop(output: 0)])
    }
    #expect(throws: EasingError.self) {
      try Easing.piecewiseLinear([LinearStop(output: 0), LinearStop(output: .infinity)])
    }
    #expect(
      EasingError.invalidParameter(
        name: "cubic-bezier x1", value: 1.5, requirement: "between 0 and 1"
      )
      .description == "cubic-bezier x1 is 1.5 but must be between 0 and 1")
  }

  @Test func linearStopsApplyTheCSSFixUps() throws {
    // linear(0, 0.25 75%, 1): the middle stop sits at 0.75.
    let curve = try PiecewiseLinear([
      LinearStop(output: 0), LinearStop(output: 0.25, input: 0.75), LinearStop(output: 1),
    ])
    #expect(curve.points.map(\.input) == [0, 0.75, 1])
    // linear(0, 0.5 60%, 0.2 40%, 1): the 40% is raised to 60%.
    let raised = try PiecewiseLinear([
      LinearStop(output: 0), LinearStop(output: 0.5, input: 0.6),
      LinearStop(output: 0.2, input: 0.4),
      LinearStop(output: 1),
    ])
    #expect(raised.points.map(\.input) == [0, 0.6, 0.6, 1])
    // Runs without inputs are spaced evenly.
    let spaced = try PiecewiseLinear([
      LinearStop(output: 0), LinearStop(output: 0.1), LinearStop(output: 0.2),
      LinearStop(output: 1, input: 0.9),
      LinearStop(output: 1),
    ])
    #expect(spaced.points.map(\.input) == [0, 0.3, 0.6, 0.9, 1])
    // The last input defaults to max(1, the largest input).
    let beyond = try PiecewiseLinear([
      LinearStop(output: 0), LinearStop(output: 0.5, input: 1.5), LinearStop(output: 1),
    ])
    #expect(beyond.points.map(\.input) == [0, 1.5, 1.5])
  }

  @Test func linearStopsEvaluateAndExtrapolate() throws {
    let easing = try Easing.piecewiseLinear([
      LinearStop(output: 0), LinearStop(output: 0.25, input: 0.75), LinearStop(output: 1),
    ])
    #expect(easing(0.375) == 0.125)
    #expect(easing(0.875) == 0.625)
    #expect(easing(-0.75) == -0.25)
    #expect(easing(1.25) == 1.75)
    // At a jump (two points with the same input) the later output wins.
    let jump = try Easing.piecewiseLinear([
      LinearStop(output: 0), LinearStop(output: 0, input: 0.5), LinearStop(output: 1, input: 0.5),
      LinearStop(output: 1),
    ])
    #expect(jump(0.5) == 1)
    #expect(jump(0.4999) == 0)
  }

  @Test func smoothstepIsTheHandWrittenCurve() {
    #expect(Easing.smoothstep(0.5) == 0.5)
    #expect(Easing.smoothstep(0.25) == 0.25 * 0.25 * (3 - 0.5))
    #expect(Easing.smoothstep(-1) == 0)
    #expect(Easing.smoothstep(2) == 1)
  }

  @Test(arguments: PennerCurve.Shape.allCases)
  func pennerCurvesHitTheirEndsAndMidpoints(shape: PennerCurve.Shape) {
    for mode in PennerCurve.Mode.allCases {
      let easing = Easing.penner(shape, mode)
      #expect(easing(0) == 0)
      #expect(easing(1) == 1)
      #expect(easing(-0.5) == 0)
      #expect(easing(1.5) == 1)
      // In-out curves are point-symmetric about (0.5, 0.5).
      if mode == .inOut {
        for x in [0.1, 0.3, 0.45] {
          #expect(abs(easing(x) + easing(1 - x) - 1) < 1e-12, "\(shape) at \(x)")
        }
      }
    }
  }

  @Test func pennerFormulasAtKnownPoints() {
    #expect(Easing.easeInQuad(0.5) == 0.25)
    #expect(Easing.easeOutCubic(0.5) == 0.875)
    #expect(Easing.easeInOutQuart(0.25) == 8 * pow(0.25, 4))
    #expect(abs(Easing.easeInSine(0.5) - (1 - cos(Double.pi / 4))) < 1e-15)
    #expect(abs(Easing.easeInExpo(0.5) - pow(2, -5)) < 1e-15)
    #expect(abs(Easing.easeOutCirc(0.5) - sqrt(0.75)) < 1e-15)
    #expect(abs(Easing.easeInBack(0.5) - (2.70158 * 0.125 - 1.70158 * 0.25)) < 1e-15)
    #expect(abs(Easing.easeOutBounce(1 / 2.75) - 1) < 1e-15)
    #expect(Easing.easeOutBounce(0.2) == 7.5625 * 0.2 * 0.2)
    #expect(
      abs(Easing.easeOutElastic(0.1) - (pow(2, -1) * sin((1 - 0.75) * 2 * Double.pi / 3) + 1))
        < 1e-15)
  }

  @Test func monotonicEasingsNeverDecrease() throws {
    let easings: [Easing] = [
      .linear, .ease, .easeIn, .easeOut, .easeInOut, .smoothstep, .easeInOutCubic, .easeOutExpo,
      .easeInCirc, try .steps(5, .jumpBoth), try .spring(.smooth),
    ]
    for easing in easings {
      #expect(easing.isMonotonic)
      SeededProperty.check(count: 300, zip(Gen.double(in: 0...1), Gen.double(in: 0...1))) { a, b in
        easing(min(a, b)) <= easing(max(a, b)) + 1e-12
      }
    }
    #expect(!Easing.easeOutBack.isMonotonic)
    #expect(!(try Easing.spring(.bouncy)).isMonotonic)
  }

  @Test func customFunctionsCannotLeakNaN() {
    let broken = Easing.custom { _ in .nan }
    #expect(broken(0.3) == 0.3)
    #expect(broken(7) == 1)
    let squared = Easing.custom { $0 * $0 }
    #expect(squared(0.5) == 0.25)
    #expect(Easing.linear(.nan) == 0)
    #expect(Easing.ease(.nan) == 0)
  }
}

@Suite("DampedSpring")
struct DampedSpringTests {
  /// Integrates m·x'' = −k·x − c·x' with RK4 at a fine step.
  static func integrate(_ spring: DampedSpring, x0: Double, v0: Double, until time: Double) -> (
    Double, Double
  ) {
    let steps = 20_000
    let h = time / Double(steps)
    var x = x0
    var v = v0
    func acceleration(_ x: Double, _ v: Double) -> Double {
      (-spring.stiffness * x - spring.damping * v) / spring.mass
    }
    for _ in 0..<steps {
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + h / 2 * k1v
      let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
      let k3x = v + h / 2 * k2v
      let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
      let k4x = v + h * k3v
      let k4v = acceleration(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
  }

  @Test(arguments: [4.0, 20, 40, 80])
  func closedFormMatchesNumericalIntegration(damping: Double) throws {
    // Stiffness 400, mass 1: critical damping is 40.
    let spring = try DampedSpring(mass: 1, stiffness: 400, damping: damping)
    for time in [0.05, 0.2, 0.7] {
      let (x, v) = Self.integrate(spring, x0: 1, v0: -3, until: time)
      #expect(
        abs(spring.displacement(at: time, initialDisplacement: 1, initialVelocity: -3) - x) < 1e-9)
      #expect(
        abs(spring.velocity(at: time, initialDisplacement: 1, initialVelocity: -3) - v) < 1e-7)
    }
    #expect(spring.displacement(at: 0, initialDisplacement: 1, initialVelocity: -3) == 1)
  }

  @Test func responseAndDampingFractionMatchSwiftUI() throws {
    let spring = try DampedSpring(response: 0.5, dampingFraction: 1)
    #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.5, 2)) < 1e-9)
    #expect(abs(spring.dampingRatio - 1) < 1e-12)
    #expect(spring == .smooth)
    #expect(abs(DampedSpring.bouncy.dampingRatio - 0.7) < 1e-12)
  }

  @Test func settlingDurationIsWhenItStaysWithinTolerance() throws {
    for spring in [
      DampedSpring.smooth, .snappy, .bouncy, try DampedSpring(stiffness: 100, damping: 40),
    ] {
      let duration = spring.settlingDuration(tolerance: 0.001)
      #expect(duration > 0 && duration.isFinite)
      for step in 0...200 {
        let t = duration + Double(step) * 0.01
        #expect(
          abs(spring.displacement(at: t, initialDisplacement: 1, initialVelocity: 0)) <= 0.001
            + 1e-9)
      }
    }
    // A spring without damping never settles, so it cannot even be built
    // (it used to be accepted and animate forever).
    #expect(throws: EasingError.springNeverSettles) {
      try DampedSpring(stiffness: 100, damping: 0)
    }
  }

  @Test func springEasingStartsAtZeroAndEndsExactlyAtOne() throws {
    let easing = try Easing.spring(.bouncy)
    #expect(easing(0) == 0)
    #expect(easing(1) == 1)
    let samples = (1..<100).map { easing(Double($0) / 100) }
    #expect(samples.max()! > 1.04)  // a 0.7 damping fraction overshoots by about 4.6%
    #expect(abs(easing(0.999) - 1) < 0.002)
  }

  @Test func rejectsBadParameters() {
    #expect(throws: EasingError.self) { try DampedSpring(mass: 0, stiffness: 1, damping: 1) }
    #expect(throws: EasingError.self) { try DampedSpring(stiffness: -1, damping: 1) }
    #expect(throws: EasingError.self) { try DampedSpring(stiffness: 1, damping: -1) }
    #expect(throws: EasingError.self) { try DampedSpring(stiffness: .nan, damping: 1) }
    #expect(throws: EasingError.self) { try DampedSpring(response: 0, dampingFraction: 1) }
    #expect(throws: EasingError.self) { try DampedSpring(response: 1, dampingFraction: .infinity) }
  }

  @Test func nonFiniteTimesGiveRest() {
    #expect(
      DampedSpring.smooth.displacement(at: .nan, initialDisplacement: 1, initialVelocity: 0) == 0)
  }
}
