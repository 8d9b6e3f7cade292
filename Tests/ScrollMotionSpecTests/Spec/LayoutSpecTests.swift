import Foundation
import ScrollMotion
import SpecFixtures
import Testing

@testable import ScrollMotionSpec

/// The layout keys of the spec format: `targets` + `stagger`, `pin`,
/// `block`/`inline` axes and `scroller.direction`.
@Suite("Layout in specs")
struct LayoutSpecTests {
  static let scroller = #"{ "containerSize": [400, 600], "contentSize": [400, 3000] }"#
  static let cards = #"""
    { "a": { "frame": [0, 800, 400, 100] }, "b": { "frame": [0, 950, 400, 100] },
      "c": { "frame": [0, 1100, 400, 100] } }
    """#

  func spec(_ animations: String, scroller: String = scroller, elements: String = cards) throws
    -> ChoreographySpec
  {
    try ChoreographySpec(
      json: Fixtures.spec(animations: animations, elements: elements, scroller: scroller))
  }

  func problems(_ animations: String, scroller: String = scroller) -> [String] {
    do throws(SpecError) {
      _ = try ChoreographySpec(
        json: Fixtures.spec(animations: animations, elements: Self.cards, scroller: scroller))
      return []
    } catch {
      return error.issues.map(\.description)
    }
  }

  func number(_ value: SpecValue?) -> Double? {
    if case .number(let number) = value { return number }
    return nil
  }

  // MARK: Stagger

  @Test func targetsExpandIntoOneAnimationPerElementWithStaggeredRanges() throws {
    let spec = try spec(
      #"""
      { "id": "fade", "targets": ["a", "b", "c"], "property": "opacity",
        "range": { "start": "400px", "end": "800px" }, "stagger": { "each": 100 },
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] }
      """#)
    #expect(spec.animations.map(\.id) == ["fade[0]", "fade[1]", "fade[2]"])
    #expect(spec.animations.map(\.target) == ["a", "b", "c"])
    let evaluator = try SpecEvaluator(spec)
    // At 600 the first is halfway through 400...800, the second through
    // 500...900, the third through 600...1000.
    let values = evaluator.sample(at: ScrollPoint(x: 0, y: 600)).entries.map { number($0.value) }
    #expect(values == [0.5, 0.25, 0])
  }

  @Test func messagesNameTheEntryAStaggeredAnimationWasWrittenIn() throws {
    let spec = try spec(
      #"""
      { "id": "fade", "targets": ["a", "b"], "property": "opacity", "smoothing": 0.3,
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] },
      { "id": "pop", "target": "c", "property": "opacity", "trigger": { "duration": 0.4 },
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] },
      { "id": "again", "target": "a", "property": "opacity",
        "keyframes": [ { "offset": 0, "value": 1 }, { "offset": 1, "value": 0 } ] }
      """#)
    #expect(spec.animations.count == 4)
    let evaluatorNotes = try SpecEvaluator(spec).notes.map { $0.path.map { "\($0)" } }
    // Once per entry, though `fade` expands into two animations.
    #expect(evaluatorNotes == ["animations[0].smoothing", "animations[1].trigger"])
    let compilerNotes = SpecCompiler.notes(for: spec).map { $0.path.map { "\($0)" } }
    #expect(compilerNotes == evaluatorNotes)
    let cssNotes = try CSSExporter(spec).export().notes.map { "\($0)" }
    #expect(
      cssNotes.contains {
        $0.hasPrefix(
          "animations[2].property: animates opacity of the same element as animations[0]")
      })
  }

  @Test func aViewTimelineWithoutSubjectFollowsEachTargetsOwnView() throws {
    let spec = try spec(
      #"""
      { "id": "in", "targets": ["a", "b"], "property": "opacity",
        "timeline": { "type": "view", "inset": [10, 0] }, "range": "contain",
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] },
      { "id": "own", "target": "c", "property": "opacity", "timeline": { "type": "view" },
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] },
      { "id": "named", "targets": ["a", "b"], "property": "--p",
        "timeline": { "type": "view", "subject": "c" },
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] }
      """#)
    #expect(
      spec.animations.map(\.timeline) == [
        .view(subject: "a", axis: .y, startInset: 10, endInset: 0),
        .view(subject: "b", axis: .y, startInset: 10, endInset: 0),
        .view(subject: "c", axis: .y, startInset: 0, endInset: 0),
        .view(subject: "c", axis: .y, startInset: 0, endInset: 0),
        .view(subject: "c", axis: .y, startInset: 0, endInset: 0),
      ])
    // Each card is on its own timeline: at 420 card a (800...900) has
    // entered 20 of its 100 points, card b (950...1050) not yet.
    let values = try SpecEvaluator(spec).sample(at: ScrollPoint(x: 0, y: 420)).entries.prefix(2)
      .map { number($0.value) }
    #expect(values.count == 2 && values[0]! > 0 && values[1] == 0)
  }

  @Test func staggerFromTheEndAndByPercentages() throws {
    let spec = try spec(
      #"""
      { "id": "s", "targets": ["a", "b", "c"], "property": "--p",
        "range": "0% 50%", "stagger": { "each": "10%", "from": "end" },
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] }
      """#)
    // The last element starts first; each earlier one 10% of 2400 later.
    let offsets = try spec.animations.map { animation in
      let state = try #require(
        ProgressTimeline.vertical.state(for: spec.scroller.metrics(at: .zero)))
      return animation.range.offsets(in: state).start
    }
    #expect(offsets == [480, 240, 0])
  }

  @Test func staggerFromTheCenterSpreadsAsGSAPDoes() throws {
    let spec = try spec(
      #"""
      { "id": "s", "targets": ["a", "b", "c", "d"], "property": "--p",
        "range": "400px 800px", "stagger": { "each": 100, "from": "center" },
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] }
      """#,
      elements: #"""
        { "a": { "frame": [0, 800, 400, 100] }, "b": { "frame": [0, 950, 400, 100] },
          "c": { "frame": [0, 1100, 400, 100] }, "d": { "frame": [0, 1250, 400, 100] } }
        """#)
    // GSAP 3.12.7 delays four targets by 300, 0, 0 and 300 for `each: 100,
    // from: "center"`: the middle two keep 400...800, the ends start at 700.
    let state = try #require(
      ProgressTimeline.vertical.state(for: spec.scroller.metrics(at: .zero)))
    #expect(spec.animations.map { $0.range.offsets(in: state).start } == [700, 400, 400, 700])
    #expect(spec.animations.map { $0.range.offsets(in: state).end } == [1100, 800, 800, 1100])
  }

  @Test func targetsWithoutStaggerShareTheRange() throws {
    let spec = try spec(
      #"""
      { "id": "t", "targets": ["c", "a"], "property": "opacity",
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] }
      """#)
    #expect(spec.animations.map(\.id) == ["t[0]", "t[1]"])
    #expect(spec.animations.allSatisfy { $0.range == .normal })
  }

  @Test func staggerProblemsAreReported() {
    let keyframes = #""keyframes": [ { "offset": 0, "value": 0 } ]"#
    #expect(
      problems(
        #"{ "id": "x", "target": "a", "targets": ["b"], "property": "opacity", \#(keyframes) }"#)
        == [
          "animations[0].targets: an animation has either a target or targets, not both (line 6, column 57)"
        ])
    #expect(
      problems(#"{ "id": "x", "targets": [], "property": "opacity", \#(keyframes) }"#).first?
        .contains("animations[0].targets: needs at least one element name") == true)
    #expect(
      problems(#"{ "id": "x", "targets": ["a", "ghost"], "property": "opacity", \#(keyframes) }"#)
        .first?.contains("animations[0].targets[1]: no element named 'ghost'") == true)
    #expect(
      problems(#"{ "id": "x", "targets": ["a", "a"], "property": "opacity", \#(keyframes) }"#)
        .first?.contains("'a' is already targets[0]") == true)
    #expect(
      problems(#"{ "id": "x", "targets": "a", "property": "opacity", \#(keyframes) }"#)
        .first?.contains("must be an array of element names, not a string") == true)
    #expect(
      problems(
        #"{ "id": "x", "target": "a", "stagger": { "each": 4 }, "property": "opacity", \#(keyframes) }"#
      )
      .first?.contains("only an animation with targets is staggered") == true)
    #expect(
      problems(
        #"{ "id": "x", "targets": ["a"], "stagger": { "each": "entry 4%" }, "property": "opacity", \#(keyframes) }"#
      )
      .first?.contains("is not a length or percentage") == true)
    #expect(
      problems(
        #"{ "id": "x", "targets": ["a"], "stagger": { "each": 4, "from": "middle" }, "property": "opacity", \#(keyframes) }"#
      )
      .first?.contains("unknown stagger origin 'middle'") == true)
    #expect(
      problems(
        #"{ "id": "x", "targets": ["a"], "stagger": {}, "property": "opacity", \#(keyframes) }"#
      )
      .first?.contains("animations[0].stagger.each: is required") == true)
    #expect(
      problems(
        #"{ "id": "x", "targets": ["a", "b", "c"], "stagger": { "each": 600000 }, "property": "opacity", \#(keyframes) }"#
      )
      .first?.contains("lengths and percentages must be between") == true)
    // An expanded id that another animation already uses.
    #expect(
      problems(
        #"{ "id": "x", "targets": ["a"], "property": "opacity", \#(keyframes) }, { "id": "x[0]", "property": "opacity", \#(keyframes) }"#
      ).first?.contains("duplicate id 'x[0]'") == true)
  }

  // MARK: Pin

  @Test func aPinHoldsItsTargetStillOnScreenOverItsRange() throws {
    let spec = try spec(
      #"{ "id": "pin", "target": "a", "pin": true, "range": { "start": "800px", "end": "1400px" } }"#
    )
    let evaluator = try SpecEvaluator(spec)
    for y in stride(from: 0.0, through: 2_400, by: 50) {
      let value = evaluator.sample(at: ScrollPoint(x: 0, y: y)).entries[0].value
      let translation = PinGeometry(axis: .y, start: 800, end: 1_400).translation(at: y)
      #expect(value == .pair(0, translation), "at \(y)")
      // On screen: the frame's y (800) minus the offset plus the translation.
      if (800...1_400).contains(y) { #expect(800 - y + translation == 0) }
    }
  }

  @Test func aPinOnAViewTimelineAndAHorizontalOne() throws {
    let pinned = try spec(
      #"""
      { "id": "v", "target": "b", "pin": true, "timeline": { "type": "view", "subject": "b" }, "range": "contain" },
      { "id": "h", "target": "c", "pin": true, "timeline": { "type": "scroll", "axis": "inline" }, "range": "0px 300px" }
      """#,
      scroller: #"{ "containerSize": [400, 600], "contentSize": [1000, 3000] }"#)
    // contain of 950...1050 in a 600 viewport: 450 to 950.
    #expect(pinned.animations[0].keyframes.map(\.value) == [.pair(0, 0), .pair(0, 500)])
    #expect(pinned.animations[1].keyframes.map(\.value) == [.pair(0, 0), .pair(300, 0)])
    #expect(
      pinned.animations.allSatisfy { $0.property == .translate && $0.fill == .both && $0.isPin })
    let notes = try CSSExporter(pinned).export().notes.map(\.description)
    #expect(notes.count == 2)
    #expect(notes.allSatisfy { $0.contains("not as position: sticky") })
  }

  @Test func aPinThatCannotScrollDoesNotMove() throws {
    // The content is as wide as the scroller: nothing scrolls sideways.
    let pinned = try spec(
      #"{ "id": "h", "target": "a", "pin": true, "timeline": { "type": "scroll", "axis": "x" } }"#)
    #expect(pinned.animations[0].keyframes.map(\.value) == [.pair(0, 0), .pair(0, 0)])
  }

  @Test func pinProblemsAreReported() {
    #expect(
      problems(
        #"{ "id": "p", "target": "a", "pin": true, "property": "opacity", "keyframes": [] }"#)
        == [
          "animations[0].property: a pin has no property: it moves its target by the distance scrolled through its range (line 6, column 71)",
          "animations[0].keyframes: a pin has no keyframes: it moves its target by the distance scrolled through its range (line 6, column 95)",
        ])
    #expect(
      problems(#"{ "id": "p", "pin": true }"#).first?.contains("a pin needs a target") == true)
    #expect(
      problems(#"{ "id": "p", "target": "a", "pin": "yes" }"#).first?.contains(
        #"animations[0].pin: must be true, false or an object such as {"spacing": true}, not a string"#
      ) == true)
    #expect(
      problems(#"{ "id": "p", "target": "a", "pin": { "spacing": 1 } }"#).first?.contains(
        "animations[0].pin.spacing: must be true or false, not a number") == true)
    #expect(
      problems(#"{ "id": "p", "target": "a", "pin": { "spacin": true } }"#).first?.contains(
        "animations[0].pin.spacin: unknown key") == true)
  }

  // MARK: Pin spacing

  func frames(_ spec: ChoreographySpec) -> [String: [Double]] {
    var frames: [String: [Double]] = [:]
    for element in spec.elements {
      let f = element.frame
      frames[element.name] = [f.origin.x, f.origin.y, f.size.width, f.size.height]
    }
    return frames
  }

  @Test func spacingPushesWhatFollowsThePinnedElementAndGrowsTheContent() throws {
    // a (800…900) pinned for 600 points: b and c start after it and move
    // down 600, the content grows by 600; a itself stays where it is.
    let spaced = try spec(
      #"{ "id": "pin", "target": "a", "pin": { "spacing": true }, "range": "800px 1400px" }"#)
    #expect(spaced.animations[0].hasPinSpacing)
    #expect(
      frames(spaced) == [
        "a": [0, 800, 400, 100], "b": [0, 1_550, 400, 100], "c": [0, 1_700, 400, 100],
      ])
    #expect(spaced.scroller.contentSize == ScrollSize(width: 400, height: 3_600))
    // Held still from 800 to 1400, then scrolling on 600 points further
    // down than its frame: its bottom (at most 1500) stays above b's top.
    let evaluator = try SpecEvaluator(spaced)
    for y in stride(from: 0.0, through: 3_000, by: 25) {
      let value = evaluator.sample(at: ScrollPoint(x: 0, y: y)).entries[0].value
      guard case .pair(_, let translation) = value else {
        Issue.record("no translation at \(y)")
        continue
      }
      // The pinned element's bottom never passes b's top (both scroll by y).
      #expect(800 + translation + 100 <= 1_550, "at \(y)")
    }
    // Without spacing, and with spacing false or an empty object, nothing moves.
    for pin in ["true", #"{ "spacing": false }"#, "{}"] {
      let plain = try spec(
        #"{ "id": "pin", "target": "a", "pin": \#(pin), "range": "800px 1400px" }"#)
      #expect(!plain.animations[0].hasPinSpacing)
      #expect(plain.animations[0].isPin)
      #expect(frames(plain)["b"] == [0, 950, 400, 100])
      #expect(plain.scroller.contentSize.height == 3_000)
    }
  }

  @Test func eachPinWithSpacingSeesTheLayoutTheEarlierOnesLeft() throws {
    // a pushes b and c by 200; b (now 1150…1250) pushes c by 100 more; an
    // element beside a (it starts before a ends) stays.
    let spaced = try spec(
      #"""
      { "id": "first", "target": "a", "pin": { "spacing": true }, "range": "0px 200px" },
      { "id": "second", "target": "b", "pin": { "spacing": true }, "range": "0px 100px" }
      """#,
      elements: #"""
        { "a": { "frame": [0, 800, 200, 100] }, "beside": { "frame": [200, 850, 200, 100] },
          "b": { "frame": [0, 950, 400, 100] }, "c": { "frame": [0, 1100, 400, 100] } }
        """#)
    #expect(frames(spaced)["beside"] == [200, 850, 200, 100])
    #expect(frames(spaced)["b"] == [0, 1_150, 400, 100])
    #expect(frames(spaced)["c"] == [0, 1_400, 400, 100])
    #expect(spaced.scroller.contentSize.height == 3_300)
  }

  @Test func spacingFollowsAViewTimelineResolvedOnTheSpacedLayout() throws {
    // b's contain range (its view in a 600 viewport) is 500 long wherever
    // b is; the pin on a moves b and c by 600, so c's own view pin starts
    // 600 later and keeps its 500.
    let spaced = try spec(
      #"""
      { "id": "first", "target": "a", "pin": { "spacing": true }, "range": "800px 1400px" },
      { "id": "late", "target": "c", "pin": true, "timeline": { "type": "view", "subject": "c" }, "range": "contain" }
      """#)
    #expect(spaced.animations[1].keyframes.map(\.value) == [.pair(0, 0), .pair(0, 500)])
    let evaluator = try SpecEvaluator(spaced)
    // contain of 1700…1800 in a 600 viewport: 1200 to 1700.
    #expect(evaluator.sample(at: ScrollPoint(x: 0, y: 1_200)).entries[1].value == .pair(0, 0))
    #expect(evaluator.sample(at: ScrollPoint(x: 0, y: 1_450)).entries[1].value == .pair(0, 250))
  }

  @Test func spacingRightToLeftPushesLeftwards() throws {
    // Logically a is first (its right edge is the content's), b after it;
    // pinned 300 points along inline, the content grows by 300 at its
    // logical end (the left), so physically a moves right and b stays.
    let spaced = try spec(
      #"{ "id": "h", "target": "a", "pin": { "spacing": true }, "timeline": { "type": "scroll", "axis": "inline" }, "range": "0px 300px" }"#,
      scroller: #"{ "containerSize": [400, 600], "contentSize": [3000, 600], "direction": "rtl" }"#,
      elements: #"{ "a": { "frame": [2600, 0, 400, 100] }, "b": { "frame": [2100, 0, 400, 100] } }"#
    )
    #expect(frames(spaced) == ["a": [2_900, 0, 400, 100], "b": [2_100, 0, 400, 100]])
    #expect(spaced.scroller.contentSize == ScrollSize(width: 3_300, height: 600))
  }

  @Test func spacingNeedsARangeWhoseLengthTheContentDoesNotDecide() {
    // 10% to 50% of the scroll range grows with the room it adds.
    #expect(
      problems(#"{ "id": "p", "target": "a", "pin": { "spacing": true }, "range": "10% 50%" }"#)
        == [
          #"animations[0].pin.spacing: spacing needs a range whose length does not depend on the content's length (lengths on a scroll timeline such as "200px 1400px", or a view timeline): the room it adds would change the distance it makes room for"#
        ])
    // The same percentage at both ends keeps the length (to rounding, at
    // lengths whose tenth is not exact): allowed.
    for height in ["3000", "3333.3", "2718.281828"] {
      #expect(
        problems(
          #"{ "id": "p", "target": "a", "pin": { "spacing": true }, "range": { "start": "calc(10% + 0px)", "end": "calc(10% + 300.7px)" } }"#,
          scroller: #"{ "containerSize": [400, 600.1], "contentSize": [400, \#(height)] }"#) == [])
    }
  }

  @Test func pinsAndStaggersCombine() throws {
    let spec = try spec(
      #"{ "id": "p", "targets": ["a", "b"], "pin": true, "range": "100px 300px", "stagger": { "each": 50 } }"#
    )
    #expect(spec.animations.map(\.id) == ["p[0]", "p[1]"])
    let evaluator = try SpecEvaluator(spec)
    let sample = evaluator.sample(at: ScrollPoint(x: 0, y: 200)).entries.map(\.value)
    #expect(sample == [.pair(0, 100), .pair(0, 50)])
  }

  // MARK: Logical axes and direction

  @Test func logicalAxesReadAsThePhysicalOnesOfHorizontalWriting() throws {
    let spec = try spec(
      #"""
      { "id": "b", "property": "--b", "timeline": { "type": "scroll", "axis": "block" },
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] },
      { "id": "i", "property": "--i", "timeline": { "type": "view", "subject": "a", "axis": "inline" },
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] }
      """#)
    #expect(spec.animations[0].timeline == .scroll(axis: .y))
    #expect(
      spec.animations[1].timeline == .view(subject: "a", axis: .x, startInset: 0, endInset: 0))
    #expect(spec.animations.allSatisfy { $0.usesLogicalAxis })
    let html = try CSSExporter(spec).export().html
    #expect(html.contains("scroll(self block)"))
    #expect(html.contains("view-timeline-axis: inline"))
    #expect(
      problems(
        #"{ "id": "z", "property": "--z", "timeline": { "type": "scroll", "axis": "z" }, "keyframes": [ { "offset": 0, "value": 0 } ] }"#
      ).first?.contains("unknown axis 'z': expected x, y, block or inline") == true)
  }

  static let rtlScroller =
    #"{ "containerSize": [600, 300], "contentSize": [2400, 300], "contentInsets": [0, 40, 0, 100], "direction": "rtl" }"#

  @Test func rightToLeftHorizontalProgressStartsAtTheRight() throws {
    let spec = try spec(
      #"""
      { "id": "p", "property": "--p", "timeline": { "type": "scroll", "axis": "inline" },
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 100 } ] },
      { "id": "v", "property": "--v",
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 100 } ] }
      """#, scroller: Self.rtlScroller)
    #expect(spec.scroller.direction == .rightToLeft)
    let evaluator = try SpecEvaluator(spec)
    // Physical offsets run -40 ... 1900; progress 0 is at 1900.
    func progress(_ x: Double) -> Double? {
      number(evaluator.sample(at: ScrollPoint(x: x, y: 0)).entries[0].value)
    }
    #expect(progress(1_900) == 0)
    #expect(progress(-40) == 100)
    #expect(progress(930) == 50)
    // The vertical timeline cannot scroll: no effect, as left to right.
    #expect(evaluator.sample(at: ScrollPoint(x: 0, y: 0)).entries[1].value == nil)
    let html = try CSSExporter(spec).export().html
    #expect(html.contains("direction: rtl;"))
    #expect(html.contains(#""direction": "rtl""#))
    #expect(
      problems(
        #"{ "id": "p", "property": "--p", "keyframes": [ { "offset": 0, "value": 0 } ] }"#,
        scroller: #"{ "containerSize": [600, 300], "contentSize": [2400, 300], "direction": "up" }"#
      )
      .first?.contains("scroller.direction: unknown direction 'up': expected ltr or rtl") == true)
  }

  @Test func rightToLeftContentCompilesWithPhysicalNumbersAndItsDirection() throws {
    let view =
      #"{ "id": "v", "target": "a", "property": "--v", "timeline": { "type": "view", "subject": "a", "axis": "inline" }, "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] }"#
    let rtl = try SpecCompiler.compile(spec(view, scroller: Self.rtlScroller))
    let ltr = try SpecCompiler.compile(
      spec(view, scroller: Self.rtlScroller.replacingOccurrences(of: "rtl", with: "ltr")))
    // The scroller and the subject (card a at x = 0, 400 wide) as the page
    // has them, physical in both directions; only the direction differs,
    // and the engine mirrors.
    #expect(rtl.contains(#""scroller": [600, 300, 2400, 300, 0, 40, 0, 100]"#))
    #expect(rtl.contains(#""timeline": [1, 0, 0, 800, 400, 100, 0, 0]"#), "\(rtl)")
    #expect(rtl.contains(#""direction": 1"#))
    #expect(!ltr.contains(#""direction""#))
    #expect(rtl.replacingOccurrences(of: #", "direction": 1"#, with: "") == ltr)
  }

  @Test func aRightToLeftPinMovesLeft() throws {
    let spec = try spec(
      #"{ "id": "h", "target": "a", "pin": true, "timeline": { "type": "scroll", "axis": "x" }, "range": "0% 25%" }"#,
      scroller: Self.rtlScroller)
    // 25% of the 1940-point range, moving left with right-to-left content.
    #expect(spec.animations[0].keyframes.map(\.value) == [.pair(0, 0), .pair(-485, 0)])
    let evaluator = try SpecEvaluator(spec)
    // Physically 1900 is the start; 100 points left of it the pin has moved
    // 100 points left, holding the element still on screen.
    #expect(evaluator.sample(at: ScrollPoint(x: 1_800, y: 0)).entries[0].value == .pair(-100, 0))
  }
}

@Suite("Reduced motion in specs")
struct ReducedMotionSpecTests {
  static let elements = #"{ "card": { "frame": [0, 1000, 400, 200] } }"#

  func spec(_ animations: String, reducedMotion: String? = nil) throws -> ChoreographySpec {
    var text = Fixtures.spec(animations: animations, elements: Self.elements)
    if let reducedMotion {
      text = text.replacingOccurrences(
        of: #""version": 1,"#, with: #""version": 1, "reducedMotion": "\#(reducedMotion)","#)
    }
    return try ChoreographySpec(json: text)
  }

  static let slide = #"""
    { "id": "slide", "target": "card", "property": "translate", "range": "400px 800px", "easing": "ease-in",
      "keyframes": [ { "offset": 0, "value": [0, 100] }, { "offset": 1, "value": [0, 0] } ] }
    """#
  static let tint = #"""
    { "id": "tint", "target": "card", "property": "--t", "range": "400px 800px",
      "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] }
    """#

  @Test func theGlobalPolicyCrossFadesMovementsOnly() throws {
    let spec = try spec(Self.slide + "," + Self.tint, reducedMotion: "cross-fade")
    #expect(spec.reducedMotion == .crossFade)
    #expect(spec.reducesMotion)
    let reduced = spec.reducingMotion()
    #expect(reduced.animations.map(\.id) == ["slide", "slide#fade", "tint"])
    #expect(!reduced.reducesMotion)
    let evaluator = try SpecEvaluator(reduced)
    func values(_ y: Double) -> [SpecValue?] {
      evaluator.sample(at: ScrollPoint(x: 0, y: y)).entries.map(\.value)
    }
    #expect(values(500) == [.pair(0, 100), .number(0.5), .number(0.25)])
    #expect(values(600) == [.pair(0, 0), .number(0), .number(0.5)])
    #expect(values(900) == [.pair(0, 0), .number(1), .number(1)])
  }

  @Test func anAnimationsOwnPolicyWins() throws {
    let jump = Self.slide.replacingOccurrences(
      of: #""id": "slide","#, with: #""id": "slide", "reducedMotion": "jump-to-end","#)
    let spec = try spec(jump + "," + Self.tint, reducedMotion: "keep")
    #expect(spec.animations[0].reducedMotion == .jumpToEnd)
    let reduced = spec.reducingMotion()
    #expect(reduced.animations.map(\.id) == ["slide", "tint"])
    let evaluator = try SpecEvaluator(reduced)
    for y in [0.0, 500, 2_000] {
      #expect(evaluator.sample(at: ScrollPoint(x: 0, y: y)).entries[0].value == .pair(0, 0))
    }
    // Without any policy other than keep, nothing changes.
    #expect(!(try self.spec(Self.slide)).reducesMotion)
  }

  @Test func pinsKeepRunning() throws {
    let spec = try spec(
      #"{ "id": "pin", "target": "card", "pin": true, "range": "0px 500px" }"#,
      reducedMotion: "jump-to-end")
    #expect(spec.animations[0].reducedMotion == .keep)
    #expect(spec.reducingMotion().animations[0].keyframes.count == 2)
  }

  @Test func theExportAndTheCompilerCarryTheReducedVariant() throws {
    let spec = try spec(Self.slide, reducedMotion: "cross-fade")
    let html = try CSSExporter(spec).export().html
    #expect(html.contains("@media (prefers-reduced-motion: reduce) {"))
    #expect(html.contains("@keyframes smr-1-slide_fade"))
    #expect(html.contains(#""reduced": ["#))
    let compiled = try SpecCompiler.compile(spec)
    #expect(compiled.contains(#"], "reduced": ["#))
    #expect(compiled.contains(#"{"id": "slide#fade", "target": "card", "property": "opacity""#))
    // Nothing reduced, nothing added.
    let plain = try self.spec(Self.slide)
    #expect(!(try CSSExporter(plain).export().html).contains("prefers-reduced-motion"))
    #expect(!(try SpecCompiler.compile(plain)).contains("reduced"))
  }

  @Test func problemsAreReported() throws {
    #expect(throws: SpecError.self) { try spec(Self.slide, reducedMotion: "slow") }
    do {
      _ = try spec(Self.slide, reducedMotion: "slow")
    } catch let error as SpecError {
      #expect(
        error.issues.map(\.description).first?.contains(
          "reducedMotion: unknown reduced-motion policy 'slow': expected keep, cross-fade or jump-to-end"
        )
          == true)
    }
    let clash =
      Self.slide + ","
      + #"{ "id": "slide#fade", "property": "--x", "keyframes": [ { "offset": 0, "value": 0 } ] }"#
    do {
      _ = try spec(clash, reducedMotion: "cross-fade")
      Issue.record("a clashing #fade id is accepted")
    } catch let error as SpecError {
      #expect(
        error.issues.map(\.description).first?.contains(
          "duplicate id 'slide#fade' under reduced motion") == true)
    }
  }
}
