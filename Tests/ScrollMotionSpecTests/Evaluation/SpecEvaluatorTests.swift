import Foundation
import ScrollMotion
import SpecFixtures
import Testing

@testable import ScrollMotionSpec

@Suite("SpecEvaluator")
struct SpecEvaluatorTests {
  func evaluator(_ text: String) throws -> SpecEvaluator {
    try SpecEvaluator(ChoreographySpec(json: text))
  }

  func values(_ text: String, at y: Double, x: Double = 0) throws -> [SpecValue?] {
    try evaluator(text).sample(at: ScrollPoint(x: x, y: y)).entries.map(\.value)
  }

  /// Offsets across and beyond the example's scroll range (0...2156).
  let offsets = stride(from: -100.0, through: 2300, by: 37.5)

  @Test func evaluatesWithTheCoreSemantics() throws {
    let evaluator = try evaluator(Fixtures.cardFade)
    // The same choreography written directly against the core.
    let keyframes = try KeyframeSequence<Double>(
      [.at(0, 0), .at(0.5, 1, easing: .linear), .at(1, 0.4)], defaultEasing: .easeInOut)
    let animation = ScrollDrivenAnimation(
      keyframes: keyframes,
      timeline: .view(subject: ScrollRect(x: 16, y: 800, width: 358, height: 200)),
      range: try AnimationRange(parsing: "entry 0% exit 100%"), fill: .both)
    for y in offsets {
      let metrics = ScrollMetrics(
        contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: 390, height: 3000),
        containerSize: ScrollSize(width: 390, height: 844))
      let sample = evaluator.sample(at: ScrollPoint(x: 0, y: y))
      #expect(sample.offset == ScrollPoint(x: 0, y: y))
      #expect(sample.entries.map(\.id) == ["cardFade"])
      #expect(
        sample.entries[0].value == animation.value(for: metrics).map(SpecValue.number), "at \(y)")
    }
  }

  @Test func findsEachElementByNameAsTheLinearSearchDoes() throws {
    // Built in code, so names can repeat: the first of each name wins.
    var spec = try ChoreographySpec(json: Fixtures.cardFade)
    let card = try #require(spec.element(named: "card"))
    spec.elements = [
      ElementSpec(name: "b", frame: ScrollRect(x: 0, y: 10, width: 5, height: 5)),
      ElementSpec(name: "card", frame: card.frame),
      ElementSpec(name: "b", frame: ScrollRect(x: 0, y: 99, width: 5, height: 5)),
      ElementSpec(name: "card", frame: ScrollRect(x: 0, y: 2000, width: 9, height: 9)),
    ]
    #expect(spec.elementIndices == ["b": 0, "card": 1])
    let frames = spec.framesByName
    #expect(frames.count == 2)
    for name in ["b", "card"] { #expect(frames[name] == spec.element(named: name)?.frame) }
    // Drafting reads the index: the animation's view timeline follows the
    // first `card`, as with the spec's own single one.
    let original = try evaluator(Fixtures.cardFade)
    let duplicated = try SpecEvaluator(spec)
    for y in offsets {
      #expect(
        duplicated.sample(at: ScrollPoint(x: 0, y: y))
          == original.sample(at: ScrollPoint(x: 0, y: y)),
        "at \(y)")
    }
  }

  @Test func clampsOpacityAfterInterpolating() throws {
    let text = Fixtures.spec(
      animations: [
        Fixtures.animation(id: "over", from: "0", to: "2"),
        Fixtures.animation(id: "under", from: "-1", to: "1"),
        Fixtures.animation(id: "raw", property: "--raw", from: "0", to: "2"),
      ].joined(separator: ","))
    // The scroll range is 0...2400: 600 is a quarter, 1800 three quarters.
    #expect(try values(text, at: 600) == [.number(0.5), .number(0), .number(0.5)])
    #expect(try values(text, at: 1200) == [.number(1), .number(0), .number(1)])
    #expect(try values(text, at: 1800) == [.number(1), .number(0.5), .number(1.5)])
  }

  @Test func reportsUniformScaleAsANumberAndEverythingElseAsPairs() throws {
    let text = Fixtures.spec(
      animations: [
        Fixtures.animation(id: "uniform", property: "scale", from: "1", to: "3"),
        Fixtures.animation(id: "mixed", property: "scale", from: "1", to: "[3, 5]"),
        Fixtures.animation(id: "move", property: "translate", from: "[0, 10]", to: "[100, -10]"),
        Fixtures.animation(id: "turn", property: "rotate", from: "-90", to: "270"),
      ].joined(separator: ","))
    #expect(
      try values(text, at: 1200) == [.number(2), .pair(2, 3), .pair(50, 0), .number(90)])
  }

  @Test func blendsColoursInTheChosenSpace() throws {
    for (name, space) in [
      ("srgb", ColorInterpolation.srgb), ("oklab", .oklab), ("hsb-longer", .hsb(.longer)),
    ] {
      let text = Fixtures.spec(
        animations: Fixtures.animation(
          property: "backgroundColor", from: ##""#ff000080""##, to: #""rgb(0 0 255)""#,
          extra: #""colorSpace": "\#(name)","#))
      let start = try RGBAColor(parsing: "#ff000080")
      let end = try RGBAColor(parsing: "rgb(0 0 255)")
      for y in [0.0, 600, 1000, 2400] {
        let expected = Interpolator<RGBAColor>.colorSpace(space)(start, end, y / 2400)
        #expect(try values(text, at: y) == [.color(expected)], "\(name) at \(y)")
      }
    }
  }

  @Test func hasNoEffectOutsideTheRangeWithoutFillOrOnAnInactiveTimeline() throws {
    let limited = Fixtures.spec(
      animations: Fixtures.animation(extra: #""range": "25% 75%", "fill": "none","#))
    #expect(try values(limited, at: 300) == [nil])
    #expect(try values(limited, at: 1200) == [.number(0.5)])
    #expect(try values(limited, at: 2100) == [nil])
    let inactive = Fixtures.spec(
      animations: Fixtures.animation(),
      scroller: #"{ "containerSize": [400, 600], "contentSize": [400, 500] }"#)
    #expect(try values(inactive, at: 0) == [nil])
  }

  @Test func usesContentInsetsTheUIKitWay() throws {
    // At rest the offset is -inset.top; the range runs to content + bottom - container.
    let text = Fixtures.spec(
      animations: Fixtures.animation(property: "--p", from: "0", to: "100"),
      scroller:
        #"{ "containerSize": [400, 600], "contentSize": [400, 3000], "contentInsets": [100, 0, 50, 0] }"#
    )
    #expect(try values(text, at: -100) == [.number(0)])
    #expect(try values(text, at: 2450) == [.number(100)])
    #expect(try values(text, at: 1175) == [.number(50)])
  }

  @Test func followsViewTimelinesWithInsetsOnEitherAxis() throws {
    let extra = #""timeline": {"type": "view", "subject": "card", "axis": "x", "inset": [10, 30]},"#
    let text = Fixtures.spec(
      animations: Fixtures.animation(property: "--p", from: "0", to: "100", extra: extra),
      elements: #"{ "card": { "frame": [1000, 0, 200, 100] } }"#,
      scroller: #"{ "containerSize": [400, 100], "contentSize": [3000, 100] }"#)
    let timeline = ViewTimeline(
      subject: ScrollRect(x: 1000, y: 0, width: 200, height: 100), axis: .x, startInset: 10,
      endInset: 30)
    for x in stride(from: 500.0, through: 1300, by: 50) {
      let metrics = ScrollMetrics(
        contentOffset: ScrollPoint(x: x, y: 0), contentSize: ScrollSize(width: 3000, height: 100),
        containerSize: ScrollSize(width: 400, height: 100))
      let state = try #require(timeline.state(for: metrics))
      let expected = Swift.min(Swift.max(state.progress, 0), 1) * 100
      let value = try values(text, at: 0, x: x)
      guard case .number(let number) = value[0] else {
        Issue.record("expected a number at \(x)")
        continue
      }
      #expect(abs(number - expected) < 1e-9, "at \(x)")
    }
  }

  @Test func neverProducesNaN() throws {
    let text = Fixtures.spec(
      animations: [
        Fixtures.animation(id: "o"),
        Fixtures.animation(id: "t", property: "translate", from: "[0, 0]", to: "[1, 1]"),
        Fixtures.animation(
          id: "c", property: "backgroundColor", from: ##""#000""##, to: ##""#fff""##,
          extra: #""timeline": {"type": "view", "subject": "card"},"#),
      ].joined(separator: ","))
    let evaluator = try evaluator(text)
    for y in [-1e300, -1e6, 0, 1e6, 1e300, .infinity, -.infinity, .nan] {
      for entry in evaluator.sample(at: ScrollPoint(x: y, y: y)).entries {
        guard let value = entry.value else { continue }
        #expect(
          !value.jsonText.contains("nan") && !value.jsonText.contains("null"), "\(entry.id) at \(y)"
        )
      }
    }
  }

  @Test func rejectsSpecsBuiltInCodeThatNameNoElement() {
    let spec = ChoreographySpec(
      scroller: ScrollerSpec(
        containerSize: ScrollSize(width: 1, height: 1), contentSize: ScrollSize(width: 1, height: 2)
      ),
      animations: [
        AnimationSpec(
          id: "a", target: "ghost", property: .opacity,
          keyframes: [KeyframeSpec(offset: 0, value: .number(1))]),
        AnimationSpec(
          id: "b", property: .opacity,
          timeline: .view(subject: "ghost", axis: .y, startInset: 0, endInset: 0),
          keyframes: [KeyframeSpec(offset: 0, value: .number(1))]),
        AnimationSpec(
          id: "c", property: .translate, keyframes: [KeyframeSpec(offset: 0, value: .number(1))]),
        AnimationSpec(
          id: "d", property: .opacity, keyframes: [KeyframeSpec(offset: 2, value: .number(1))]),
      ])
    #expect(throws: SpecError.self) { try SpecEvaluator(spec) }
    do {
      _ = try SpecEvaluator(spec)
    } catch {
      #expect(
        error.issues.map(\.description) == [
          "animations[0].target: no element named 'ghost'",
          "animations[1].timeline.subject: no element named 'ghost'",
          "animations[2].keyframes[0].value: a translate value must be an array [x, y] of numbers",
          "animations[3].keyframes: keyframe 0: offset 2.0 must be between 0 and 1",
        ])
    }
  }

  @Test func writesTheEvalDocument() {
    let samples = [
      SpecSample(
        offset: ScrollPoint(x: 0, y: 12.5),
        entries: [
          .init(id: "a", value: .number(1)), .init(id: "b\"", value: nil),
          .init(id: "c", value: .pair(-0.0, 2.5)),
          .init(id: "d", value: .color(RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))),
        ]),
      SpecSample(offset: ScrollPoint(x: -3, y: 0), entries: []),
    ]
    #expect(
      SpecSample.document(samples) == """
        {"samples": [
          {"offset": [0, 12.5], "values": {"a": 1, "b\\"": null, "c": [0, 2.5], "d": [1, 0.5, 0, 0.25]}},
          {"offset": [-3, 0], "values": {}}
        ]}

        """)
    #expect(SpecSample.document([]) == "{\"samples\": []}\n")
  }
}

@Suite("SpecCompiler")
struct SpecCompilerTests {
  @Test func compilesEveryAnimationToNumbers() throws {
    let text = """
      {"scroller": {"containerSize": [100, 200], "contentSize": [100, 1000], "contentInsets": [10, 0, 5, 0]},
       "elements": {"card": {"frame": [0, 400, 100, 50]}},
       "animations": [
         {"id": "o", "target": "card", "property": "opacity", "easing": "steps(2, jump-start)",
          "timeline": {"type": "view", "subject": "card", "inset": [5, 6]}, "range": "entry 10% exit",
          "keyframes": [{"offset": 0, "value": 0}, {"offset": 1, "value": 1, "easing": "ease-in"}]},
         {"id": "s", "property": "scale", "keyframes": [{"offset": 0, "value": 1}, {"offset": 1, "value": [2, 3]}]},
         {"id": "c", "property": "backgroundColor", "colorSpace": "hsb-decreasing", "fill": "none",
          "keyframes": [{"offset": 0, "value": "#ff0000"}, {"offset": 1, "value": "#0000ff"}]}]}
      """
    let compiled = try SpecCompiler.compile(ChoreographySpec(json: text))
    let json = try #require(
      JSONSerialization.jsonObject(with: Data(compiled.utf8)) as? [String: Any])
    #expect(json["compiled"] as? Int == 1)
    #expect(json["scroller"] as? [Double] == [100, 200, 100, 1000, 10, 0, 5, 0])
    let animations = try #require(json["animations"] as? [[String: Any]])
    #expect(animations.count == 3)
    #expect(animations[0]["kind"] as? Int == 0)
    #expect(animations[0]["clamp"] as? [Double] == [0, 1])
    #expect(animations[0]["timeline"] as? [Double] == [1, 1, 0, 400, 100, 50, 5, 6])
    #expect(animations[0]["easing"] as? [Double] == [2, 2, 0])
    #expect(animations[0]["range"] as? [Double] == [2, 2, 0.1, 0, 3, 3, 0, 0])
    // A scale with one pair keyframe compiles to pairs, the number promoted.
    #expect(animations[1]["kind"] as? Int == 1)
    let scaleKeyframes = try #require(animations[1]["keyframes"] as? [[Any]])
    #expect(scaleKeyframes[0][1] as? [Double] == [1, 1])
    #expect(animations[2]["space"] as? [Double] == [3, 3])
    #expect(animations[2]["fill"] as? Int == 0)
  }
}
