import Testing

@testable import ScrollMotion

@Suite("Easing parsing and CSS serialisation")
struct EasingParsingTests {
  /// Two easings agree at many inputs, including outside 0...1.
  static func same(_ a: Easing, _ b: Easing) -> Bool {
    (-10...20).allSatisfy { index in
      let x = Double(index) / 10
      return abs(a(x) - b(x)) < 1e-12
        && a.transform(x, beforeFlag: true) == b.transform(x, beforeFlag: true)
    }
  }

  @Test(arguments: [
    ("linear", Easing.linear), ("ease", .ease), ("EASE-IN", .easeIn), (" ease-out ", .easeOut),
    ("ease-in-out", .easeInOut), ("step-start", .stepStart), ("step-end", .stepEnd),
    ("smoothstep", .smoothstep), ("ease-in-quad", .easeInQuad), ("ease-out-bounce", .easeOutBounce),
    ("ease-in-out-elastic", .easeInOutElastic),
  ])
  func readsKeywords(text: String, expected: Easing) throws {
    #expect(Self.same(try Easing(parsing: text), expected))
  }

  @Test func readsFunctions() throws {
    #expect(
      Self.same(
        try Easing(parsing: "cubic-bezier(0.1, 0.7, 1.0, 0.1)"), try .cubicBezier(0.1, 0.7, 1, 0.1))
    )
    #expect(
      Self.same(
        try Easing(parsing: "cubic-bezier(.1,-2,.9,3e0)"), try .cubicBezier(0.1, -2, 0.9, 3)))
    #expect(Self.same(try Easing(parsing: "steps(4)"), try .steps(4, .jumpEnd)))
    #expect(Self.same(try Easing(parsing: "steps(3, start)"), try .steps(3, .jumpStart)))
    #expect(Self.same(try Easing(parsing: "steps( 5 , jump-none )"), try .steps(5, .jumpNone)))
    #expect(Self.same(try Easing(parsing: "steps(2, jump-both)"), try .steps(2, .jumpBoth)))
    #expect(
      Self.same(
        try Easing(parsing: "linear(0, 0.25 75%, 1)"),
        try .piecewiseLinear([
          LinearStop(output: 0), LinearStop(output: 0.25, input: 0.75), LinearStop(output: 1),
        ])))
    // Two percentages make a flat segment.
    let flat = try Easing(parsing: "linear(0, 0.5 25% 75%, 1)")
    #expect(flat(0.5) == 0.5)
    #expect(flat(0.125) == 0.25)
    let spring = try DampedSpring(mass: 1, stiffness: 100, damping: 10)
    #expect(Self.same(try Easing(parsing: "spring(1 100 10)"), try .spring(spring)))
    #expect(Self.same(try Easing(parsing: "spring(1, 100, 10)"), try .spring(spring)))
  }

  @Test(arguments: [
    "", "bounce", "ease-in-out-wobble", "cubic-bezier(0.1, 0.2, 0.3)", "cubic-bezier(2, 0, 0.5, 1)",
    "cubic-bezier(0.1, nan, 0.5, 1)", "cubic-bezier(0.1, 1e999, 0.5, 1)", "steps(0)",
    "steps(1, jump-none)",
    "steps(2.5)", "steps(2, middle)", "steps()", "linear(1)", "linear(0, x, 1)",
    "spring(1 100)", "linear(0, 50 50 %, 1)", "spring(0 100 10)", "spring(1 100 0)", "wiggle(1)",
    "cubic-bezier(0, 0, 1, 1",
  ])
  func rejectsMalformedText(text: String) {
    #expect(throws: EasingError.self) { try Easing(parsing: text) }
  }

  @Test func errorsNameTheProblem() {
    #expect(throws: EasingError.syntax(text: "bounce", reason: "unknown easing 'bounce'")) {
      try Easing(parsing: "bounce")
    }
    #expect(
      EasingError.syntax(text: "steps(2.5)", reason: "'2.5' is not a whole number of steps")
        .description
        == "'2.5' is not a whole number of steps in 'steps(2.5)'")
  }

  @Test func cssTextRoundTrips() throws {
    for text in [
      "linear", "ease", "ease-in", "ease-out", "ease-in-out", "cubic-bezier(0.1, 0.7, 1, 0.1)",
      "steps(4, jump-end)", "steps(3, jump-both)", "linear(0 0%, 0.25 75%, 1 100%)",
    ] {
      let easing = try Easing(parsing: text)
      #expect(easing.cssText == text)
      #expect(Self.same(try Easing(parsing: try #require(easing.cssText)), easing))
    }
    #expect(Easing.smoothstep.cssText == nil)
    #expect(Easing.easeInQuad.cssText == nil)
    #expect(Easing.stepStart.cssText == "steps(1, jump-start)")
  }

  @Test func linearApproximationFollowsTheCurve() throws {
    for easing in [Easing.easeOutCubic, .smoothstep, try .spring(.snappy)] {
      let approximation = try Easing.piecewiseLinear(easing.linearApproximation(stops: 60))
      for index in 0...100 {
        let x = Double(index) / 100
        #expect(abs(approximation(x) - easing(x)) < 5e-3)
      }
    }
    #expect(Easing.linear.linearApproximation(stops: 0).count == 2)
  }
}
