import ScrollMotion
import SpecFixtures
import Testing

@testable import ScrollMotionSpec

/// Every bad input of the spec format is reported with its path, and all of
/// them at once.
@Suite("Spec validation")
struct SpecValidationTests {
  @Test func stackingOrdersAreWholeNumbersInRange() {
    for (z, problem) in [("1.5", true), ("2000000", true), ("\"top\"", true), ("-4", false)] {
      let text = Fixtures.spec(
        animations: Fixtures.animation(),
        elements: #"{ "card": { "frame": [0, 0, 1, 1], "z": \#(z) } }"#)
      let found = issues(text)
      #expect(found.contains { $0.hasPrefix("elements.card.z: ") } == problem, "\(z): \(found)")
    }
  }

  @Test func everyEasingKeywordOfferedAsASuggestionParses() {
    for keyword in SpecEasing.keywords {
      #expect((try? Easing(parsing: keyword)) != nil, "\(keyword)")
    }
  }

  @Test func suggestionsFindCSSSpellingsAndTyposButNotStrangers() {
    let properties = SpecProperty.builtInNames
    #expect(NameSuggestion.closest(to: "background-color", among: properties) == "backgroundColor")
    #expect(NameSuggestion.closest(to: "opactiy", among: properties) == "opacity")
    #expect(NameSuggestion.closest(to: "ease-outt", among: SpecEasing.keywords) == "ease-out")
    #expect(NameSuggestion.closest(to: "blur", among: properties) == nil)
    #expect(NameSuggestion.closest(to: "", among: properties) == nil)
    #expect(NameSuggestion.closest(to: "opacity", among: properties) == nil)
  }

  @Test func issuesGiveTheLineAndColumnOfWhatTheyConcern() throws {
    // A value's problem and a syntax error, each with its place in the
    // text; an issue made in code has none.
    let text = """
      {
        "version": 1,
        "scroller": { "containerSize": [390, 844], "contentSize": [390, "tall"] }
      }
      """
    let error = try #require(throws: SpecError.self) { try ChoreographySpec(json: text) }
    let issue = try #require(error.issues.first)
    #expect(issue.path?.description == "scroller.contentSize[1]")
    #expect(issue.line == 3)
    #expect(issue.column == 67)
    let syntax = try #require(throws: SpecError.self) { try ChoreographySpec(json: "{\n  ]") }
    #expect(syntax.issues.first?.line == 2)
    #expect(syntax.issues.first?.column == 3)
    let made = SpecIssue("must be a number", at: .root.appending("version"))
    #expect(made.line == nil)
    #expect(made.column == nil)
  }

  func issues(_ text: String) -> [String] {
    do {
      _ = try ChoreographySpec(json: text)
      return []
    } catch {
      return error.issues.map { issue in
        guard let path = issue.path else { return issue.description }
        return "\(path): \(issue.message)"
      }
    }
  }

  func issues(animation: String) -> [String] {
    issues(Fixtures.spec(animations: animation))
  }

  @Test func acceptsTheDocumentedExample() throws {
    let spec = try ChoreographySpec(json: Fixtures.cardFade)
    #expect(spec.version == 1)
    #expect(spec.scroller.containerSize == ScrollSize(width: 390, height: 844))
    #expect(spec.elements.map(\.name) == ["card"])
    #expect(spec.elements[0].frame == ScrollRect(x: 16, y: 800, width: 358, height: 200))
    let animation = try #require(spec.animations.first)
    #expect(animation.id == "cardFade")
    #expect(animation.target == "card")
    #expect(animation.property == .opacity)
    #expect(animation.timeline == .view(subject: "card", axis: .y, startInset: 0, endInset: 0))
    #expect(
      animation.range
        == AnimationRange(start: .named(.entry, .fraction(0)), end: .named(.exit, .fraction(1))))
    #expect(animation.easing.text == "ease-in-out")
    #expect(animation.fill == .both)
    #expect(animation.colorSpace == .srgb)
    #expect(animation.keyframes.map(\.offset) == [0, 0.5, 1])
    #expect(animation.keyframes.map(\.value) == [.number(0), .number(1), .number(0.4)])
    #expect(animation.keyframes.map { $0.easing?.text } == [nil, "linear", nil])
  }

  @Test func appliesTheDefaults() throws {
    let spec = try ChoreographySpec(
      json:
        #"{"scroller": {"containerSize": [1, 1], "contentSize": [0, 0]}, "animations": [{"id": "x", "property": "--p", "keyframes": [{"offset": 0.5, "value": 3}]}]}"#
    )
    #expect(spec.version == 1)
    #expect(spec.elements.isEmpty)
    #expect(spec.scroller.contentInsets == .zero)
    let animation = try #require(spec.animations.first)
    #expect(animation.target == nil)
    #expect(animation.timeline == .scroll(axis: .y))
    #expect(animation.range == .normal)
    #expect(animation.easing.text == "linear")
    #expect(animation.fill == .both)
    #expect(animation.colorSpace == .srgb)
    #expect(animation.property == .custom("--p"))
  }

  @Test func readsEveryPropertyKind() throws {
    let spec = try ChoreographySpec(
      json: Fixtures.spec(
        animations: [
          Fixtures.animation(id: "o", property: "opacity", from: "0", to: "1"),
          Fixtures.animation(id: "r", property: "rotate", from: "-90", to: "90"),
          Fixtures.animation(id: "s", property: "scale", from: "1", to: "[2, 0.5]"),
          Fixtures.animation(id: "t", property: "translate", from: "[0, 0]", to: "[10, -20]"),
          Fixtures.animation(
            id: "c", property: "backgroundColor", from: ##""#f80""##,
            to: #""hsb(120, 1, 0.5, 0.5)""#),
          Fixtures.animation(id: "n", property: "--my_value-2", from: "-5", to: "5"),
        ].joined(separator: ",")))
    #expect(
      spec.animations.map(\.property) == [
        .opacity, .rotate, .scale, .translate, .backgroundColor, .custom("--my_value-2"),
      ])
    #expect(spec.animations[2].keyframes.map(\.value) == [.number(1), .pair(2, 0.5)])
    #expect(spec.animations[3].keyframes[1].value == .pair(10, -20))
    #expect(
      spec.animations[4].keyframes[0].value
        == .color(RGBAColor(red: 1, green: 136.0 / 255, blue: 0)))
  }

  @Test func readsEveryColourSpaceAndFill() throws {
    let spaces: [(String, ColorInterpolation)] = [
      ("srgb", .srgb), ("linear-srgb", .linearSRGB), ("oklab", .oklab), ("hsb", .hsb(.shorter)),
      ("hsb-shorter", .hsb(.shorter)), ("hsb-longer", .hsb(.longer)),
      ("hsb-increasing", .hsb(.increasing)), ("hsb-decreasing", .hsb(.decreasing)),
    ]
    for (text, space) in spaces {
      let spec = try ChoreographySpec(
        json: Fixtures.spec(animations: Fixtures.animation(extra: #""colorSpace": "\#(text)","#)))
      #expect(spec.animations[0].colorSpace == space)
    }
    for fill in FillMode.allCases {
      let spec = try ChoreographySpec(
        json: Fixtures.spec(animations: Fixtures.animation(extra: #""fill": "\#(fill.rawValue)","#))
      )
      #expect(spec.animations[0].fill == fill)
    }
  }

  @Test func readsTimelinesAndRanges() throws {
    let extra = #"""
      "timeline": {"type": "view", "subject": "card", "axis": "x", "inset": 12}, "range": "contain 10% exit 20px",
      """#
    let spec = try ChoreographySpec(
      json: Fixtures.spec(animations: Fixtures.animation(extra: extra)))
    #expect(
      spec.animations[0].timeline == .view(subject: "card", axis: .x, startInset: 12, endInset: 12))
    #expect(
      spec.animations[0].range
        == AnimationRange(start: .named(.contain, .fraction(0.1)), end: .named(.exit, .points(20))))
    let scroll = try ChoreographySpec(
      json: Fixtures.spec(
        animations: Fixtures.animation(
          extra: #""timeline": {"type": "scroll", "axis": "x"}, "range": {"end": "50%"},"#)))
    #expect(scroll.animations[0].timeline == .scroll(axis: .x))
    #expect(
      scroll.animations[0].range == AnimationRange(start: .normal, end: .full(.fraction(0.5))))
  }

  // MARK: The bad-input list

  @Test func reportsUnknownProperties() {
    #expect(
      issues(animation: Fixtures.animation(property: "colour"))
        == [
          "animations[0].property: unknown property 'colour': expected one of the 26 properties "
            + "docs/spec-format.md lists (opacity, translate, blur, shadowColor…) or a custom '--name'"
        ])
    #expect(
      issues(animation: Fixtures.animation(property: "--bad name"))
        == [
          "animations[0].property: unknown property '--bad name': a custom name is '--' followed "
            + "by letters, digits, '-' or '_'"
        ])
    #expect(issues(animation: Fixtures.animation(property: "--")).count == 1)
  }

  @Test func reportsUnknownKeysEverywhere() {
    let text = """
      {"version": 1, "scroler": {},
       "scroller": {"containerSize": [1, 1], "contentSize": [1, 1], "insets": [0, 0, 0, 0]},
       "elements": {"a": {"frame": [0, 0, 1, 1], "color": "red"}},
       "animations": [{"id": "x", "property": "opacity", "duration": 1,
         "timeline": {"type": "scroll", "subjct": "a"},
         "range": {"start": "normal", "finish": "normal"},
         "keyframes": [{"offset": 0, "value": 1, "ease": "linear"}]}]}
      """
    #expect(
      issues(text) == [
        "scroler: unknown key (did you mean 'scroller'?) (expected version, scroller, elements, animations, "
          + "reducedMotion, variants)",
        "scroller.insets: unknown key (expected containerSize, contentSize, contentInsets, direction)",
        "elements.a.color: unknown key (expected frame, selector, z)",
        "animations[0].duration: unknown key (expected id, target, property, timeline, range, "
          + "easing, fill, colorSpace, keyframes, targets, stagger, pin, reducedMotion, smoothing, trigger)",
        "animations[0].timeline.subjct: unknown key (did you mean 'subject'?) (expected type, axis, subject, inset)",
        "animations[0].range.finish: unknown key (expected start, end)",
        "animations[0].keyframes[0].ease: unknown key (expected offset, value, easing)",
      ])
  }

  @Test func reportsOffsetsOutOfRangeAndUnsorted() {
    let animation = #"""
      {"id": "a", "property": "opacity", "keyframes": [
        {"offset": 0.5, "value": 0}, {"offset": 0.2, "value": 1}, {"offset": 1.5, "value": 1},
        {"offset": -0.1, "value": 1}, {"offset": 0.9, "value": 1}, {"offset": 0.8, "value": 1}]}
      """#
    #expect(
      issues(animation: animation) == [
        "animations[0].keyframes[1].offset: must not be smaller than the previous keyframe's offset (0.5)",
        "animations[0].keyframes[2].offset: must be between 0 and 1",
        "animations[0].keyframes[3].offset: must be between 0 and 1",
        "animations[0].keyframes[5].offset: must not be smaller than the previous keyframe's offset (0.9)",
      ])
  }

  @Test func reportsValuesOfTheWrongKind() {
    let animations = [
      Fixtures.animation(id: "o", property: "opacity", to: #""1""#),
      Fixtures.animation(id: "r", property: "rotate", to: "[1, 2]"),
      Fixtures.animation(id: "s", property: "scale", to: "[1, 2, 3]"),
      Fixtures.animation(id: "t", property: "translate", from: "[0, 0]", to: "5"),
      Fixtures.animation(id: "c", property: "backgroundColor", from: "1", to: ##""#ggg""##),
      Fixtures.animation(id: "n", property: "--n", to: "null"),
      Fixtures.animation(id: "p", property: "translate", from: "[0, 0]", to: #"[1, "2"]"#),
    ]
    #expect(
      issues(Fixtures.spec(animations: animations.joined(separator: ","))) == [
        "animations[0].keyframes[1].value: an opacity value must be a number, not a string",
        "animations[1].keyframes[1].value: a rotate value must be a number of degrees, not an array",
        "animations[2].keyframes[1].value: must be [sx, sy], not an array of 3",
        "animations[3].keyframes[1].value: a translate value must be an array [x, y] of numbers, "
          + "not a number",
        "animations[4].keyframes[0].value: a backgroundColor value must be a colour string, "
          + "not a number",
        "animations[4].keyframes[1].value: '#ggg' is not a hex colour: expected 3, 4, 6 or 8 "
          + "hexadecimal digits after '#'",
        "animations[5].keyframes[1].value: a --n value must be a number, not null",
        "animations[6].keyframes[1].value[1]: must be a number, not a string",
      ])
  }

  @Test func reportsMissingElements() {
    let animations = [
      #"{"id": "a", "target": "crd", "property": "opacity", "keyframes": [{"offset": 0, "value": 1}]}"#,
      #"{"id": "b", "property": "opacity", "timeline": {"type": "view", "subject": "hero"}, "keyframes": [{"offset": 0, "value": 1}]}"#,
      #"{"id": "c", "property": "opacity", "timeline": {"type": "view"}, "keyframes": [{"offset": 0, "value": 1}]}"#,
    ]
    #expect(
      issues(Fixtures.spec(animations: animations.joined(separator: ","))) == [
        "animations[0].target: no element named 'crd' (elements: card)",
        "animations[1].timeline.subject: no element named 'hero' (elements: card)",
        "animations[2].timeline.subject: a view timeline needs a subject, or a target whose own "
          + "view it follows",
      ])
    #expect(
      issues(Fixtures.spec(animations: animations[0], elements: "{}"))
        == ["animations[0].target: no element named 'crd' (the spec has no elements)"])
  }

  @Test func reportsDuplicateIds() {
    let animations = [
      Fixtures.animation(id: "fade"), Fixtures.animation(id: "spin", property: "rotate"),
      Fixtures.animation(id: "fade", property: "--x"),
    ]
    #expect(
      issues(Fixtures.spec(animations: animations.joined(separator: ",")))
        == ["animations[2].id: duplicate id 'fade' (also used by animations[0].id)"])
  }

  @Test func reportsNonFiniteAndHugeNumbers() throws {
    let text = Fixtures.spec(animations: Fixtures.animation(to: "1e400"))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("1e400") })
    let column = try #require(lines[line].range(of: "1e400")).lowerBound.utf16Offset(
      in: lines[line])
    #expect(
      issues(text)
        == [
          "line \(line + 1), column \(column + 1): the number 1e400 is too large to be represented"
        ])
    #expect(
      issues(Fixtures.spec(animations: Fixtures.animation(property: "--x", to: "1e7")))
        == [
          "animations[0].keyframes[1].value: 10000000 is too large: numbers must be between "
            + "-1000000 and 1000000"
        ])
    let scroller =
      #"{ "containerSize": [400, 1e300], "contentSize": [-1, 3000], "contentInsets": [0, 0, 0, -5] }"#
    #expect(
      issues(Fixtures.spec(animations: "", scroller: scroller)) == [
        "scroller.containerSize[1]: 1e+300 is too large: numbers must be between -1000000 and 1000000",
        "scroller.contentSize: must not be negative",
        "scroller.contentInsets: must not be negative",
      ])
    #expect(
      issues(
        Fixtures.spec(
          animations: Fixtures.animation(
            extra: #""range": {"start": "entry 1000000000%", "end": "1000001px"},"#)
        )) == [
          "animations[0].range.start: lengths and percentages must be between -1000000 and 1000000",
          "animations[0].range.end: lengths and percentages must be between -1000000 and 1000000",
        ])
  }

  @Test func reportsBadGeometry() {
    let scroller = #"{ "containerSize": [0, 600], "contentSize": [400] }"#
    let elements =
      #"{ "card": { "frame": [0, 0, -1, 5] }, "": { "frame": [0, 0, 1, 1] }, "x": {} }"#
    #expect(
      issues(Fixtures.spec(animations: "", elements: elements, scroller: scroller)) == [
        "scroller.containerSize: width and height must be greater than 0",
        "scroller.contentSize: must be [width, height], not an array of 1",
        "elements.card.frame: width and height must not be negative",
        #"elements[""]: an element's name cannot be empty"#,
      ])
    // An element without a frame (`x`) is measured where the spec plays.
  }

  @Test func reportsBadEasingsRangesFillsAndSpaces() {
    let extra = #"""
      "easing": "cubic-bezier(2, 0, 1, 1)", "fill": "all", "colorSpace": "lab",
      "range": {"start": "enter 0%", "end": "exit 10"},
      "timeline": {"type": "view", "subject": "card", "axis": "z", "inset": [1, 2, 3]},
      """#
    let found = issues(animation: Fixtures.animation(extra: extra))
    #expect(found.count == 7)
    #expect(found.contains { $0.hasPrefix("animations[0].easing: ") && $0.contains("x1") })
    #expect(
      found.contains(
        "animations[0].fill: unknown fill 'all': expected none, forwards, backwards or both"))
    #expect(found.contains { $0.hasPrefix("animations[0].colorSpace: unknown colour space 'lab'") })
    #expect(
      found.contains { $0.hasPrefix("animations[0].range.start: ") && $0.contains("enter 0%") })
    #expect(
      found.contains { $0.hasPrefix("animations[0].range.end: ") && $0.contains("needs a unit") })
    #expect(
      found.contains(
        "animations[0].timeline.axis: unknown axis 'z': expected x, y, block or inline"))
    #expect(
      found.contains(
        "animations[0].timeline.inset: must be [start, end] or one number, not an array of 3"))
  }

  @Test func reportsStructuralProblems() {
    #expect(issues("[]") == ["(root): must be an object, not an array"])
    #expect(issues("{}") == ["scroller: is required"])
    #expect(
      issues(#"{"version": 2, "scroller": {"containerSize": [1, 1], "contentSize": [1, 1]}}"#) == [
        "version: unsupported version 2: this reader knows version 1"
      ])
    #expect(
      issues(
        #"{"scroller": {"containerSize": [1, 1], "contentSize": [1, 1]}, "animations": {}, "elements": []}"#
      )
        == [
          "elements: must be an object mapping element names to elements, not an array",
          "animations: must be an array of animations, not an object",
        ])
    #expect(
      issues(animation: #"{"property": "opacity", "keyframes": []}"#) == [
        "animations[0].id: is required", "animations[0].keyframes: needs at least one keyframe",
      ])
    #expect(
      issues(animation: #"{"id": "", "property": 1, "keyframes": [{"value": 1}, 3]}"#) == [
        "animations[0].id: must not be empty",
        "animations[0].property: must be a string, not a number",
        "animations[0].keyframes[0].offset: is required",
        "animations[0].keyframes[1]: must be an object, not a number",
      ])
  }

  @Test func collectsEveryProblemOfADocument() {
    let animations = [
      Fixtures.animation(id: "a", property: "opacityy"),
      Fixtures.animation(id: "a", to: #""x""#),
      #"{"id": "c", "target": "nobody", "property": "rotate", "keyframes": [{"offset": 2, "value": 0}]}"#,
    ]
    let found = issues(Fixtures.spec(animations: animations.joined(separator: ",")))
    #expect(
      found == [
        "animations[0].property: unknown property 'opacityy' (did you mean 'opacity'?): expected one "
          + "of the 26 properties docs/spec-format.md lists (opacity, translate, blur, shadowColor…) "
          + "or a custom '--name'",
        "animations[1].keyframes[1].value: an opacity value must be a number, not a string",
        "animations[2].target: no element named 'nobody' (elements: card)",
        "animations[2].keyframes[0].offset: must be between 0 and 1",
      ])
  }

  @Test func givesLocationsForProblemsOfValues() throws {
    do {
      _ = try ChoreographySpec(
        json: "{\n  \"scroller\": {\"containerSize\": [1, 1], \"contentSize\": [1, -1]}\n}")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description == "scroller.contentSize: must not be negative (line 2, column 56)")
    }
  }

  @Test func quotesKeysThatAreNotIdentifiers() {
    #expect(
      SpecPath.root.appending("elements").appending("hero card").appending("frame").description
        == #"elements["hero card"].frame"#)
    #expect(
      SpecPath.root.appending("animations").appending(index: 2).appending("id").description
        == "animations[2].id")
    #expect(SpecPath.root.appending("2d").description == #"["2d"]"#)
  }
}
