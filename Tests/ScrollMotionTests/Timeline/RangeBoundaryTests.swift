import Testing

@testable import ScrollMotion

@Suite("Range boundaries and parsing")
struct RangeBoundaryTests {
  let state = TimelineState(position: 650, start: 600, end: 900, subjectLength: 100, source: .view)!

  @Test func boundariesResolveToOffsets() throws {
    #expect(RangeBoundary.normal.offset(in: state, isEnd: false) == 600)
    #expect(RangeBoundary.normal.offset(in: state, isEnd: true) == 900)
    #expect(RangeBoundary.full(.fraction(0.25)).offset(in: state, isEnd: false) == 675)
    #expect(RangeBoundary.full(.points(100)).offset(in: state, isEnd: true) == 700)
    #expect(RangeBoundary.named(.contain, .fraction(-0.5)).offset(in: state, isEnd: false) == 650)
    #expect(RangeBoundary.named(.exit, .points(20)).offset(in: state, isEnd: false) == 820)
    #expect(RangeBoundary.named(.entry, nil).offset(in: state, isEnd: false) == 600)
    #expect(RangeBoundary.named(.entry, nil).offset(in: state, isEnd: true) == 700)
  }

  @Test(arguments: [
    ("normal", RangeBoundary.normal),
    ("25%", .full(.fraction(0.25))),
    ("100px", .full(.points(100))),
    ("0px", .full(.points(0))),
    ("5px", .full(.points(5))),
    ("0", .full(.zero)),
    ("contain -50%", .named(.contain, .fraction(-0.5))),
    ("exit 20px", .named(.exit, .points(20))),
    ("ENTRY", .named(.entry, nil)),
    ("  entry-crossing   10% ", .named(.entryCrossing, .fraction(0.1))),
    (
      "exit-crossing calc(50% + 10px)",
      .named(.exitCrossing, LengthPercentage(fraction: 0.5, points: 10))
    ),
    ("calc(-10px - 5%)", .full(LengthPercentage(fraction: -0.05, points: -10))),
    ("cover 1e1%", .named(.cover, .fraction(0.1))),
  ])
  func parsesCSSSyntax(text: String, expected: RangeBoundary) throws {
    #expect(try RangeBoundary(parsing: text) == expected)
  }

  @Test(arguments: [
    "", "entree 10%", "10", "10em", "entry 10% 20%", "calc(10% +)", "calc(10% 5px)", "nan%",
    "infinity%", "1e999px", "--5%", "entry normal",
  ])
  func rejectsMalformedBoundaries(text: String) {
    #expect(throws: RangeSyntaxError.self) { try RangeBoundary(parsing: text) }
  }

  @Test func errorsSayWhatIsWrong() {
    do {
      _ = try RangeBoundary(parsing: "entry 10")
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "'10' needs a unit (% or px) in 'entry 10'")
    }
  }

  @Test func shorthandFollowsCSS() throws {
    #expect(try AnimationRange(parsing: "contain") == .contain)
    #expect(
      try AnimationRange(parsing: "entry 10%")
        == AnimationRange(start: .named(.entry, .fraction(0.1)), end: .named(.entry, .fraction(1))))
    #expect(
      try AnimationRange(parsing: "entry 10% exit 90%")
        == AnimationRange(start: .named(.entry, .fraction(0.1)), end: .named(.exit, .fraction(0.9)))
    )
    #expect(
      try AnimationRange(parsing: "20%")
        == AnimationRange(start: .full(.fraction(0.2)), end: .normal)
    )
    #expect(
      try AnimationRange(parsing: "normal exit")
        == AnimationRange(start: .normal, end: .named(.exit, nil)))
    #expect(throws: RangeSyntaxError.self) { try AnimationRange(parsing: "entry exit cover") }
  }
}
