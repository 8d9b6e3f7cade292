import ScrollMotion
import SpecFixtures
import Testing

@testable import ScrollMotionSpec

/// Elements found by selector and measured where the spec plays: read,
/// compiled for the runtime, refused by what needs their frames, played.
@Suite("Measured elements")
struct MeasuredElementSpecTests {
  /// The documentation's plain page: a card by selector, no frame, on its own view timeline.
  static let page = Fixtures.spec(
    animations: Fixtures.animation(id: "fade", extra: #""timeline": { "type": "view" },"#),
    elements:
      ##"{ "card": { "selector": "#card" }, "tile": { "selector": ".tile", "frame": [0, 0, 10, 10] } }"##
  )

  func issues(_ text: String) -> [String] {
    do {
      _ = try ChoreographySpec(json: text)
      return []
    } catch {
      return error.issues.map { "\($0.path.map { "\($0)" } ?? "(none)"): \($0.message)" }
    }
  }

  @Test func readsSelectorsAndElementsWithoutFrames() throws {
    let spec = try ChoreographySpec(json: Self.page)
    let card = try #require(spec.element(named: "card"))
    #expect(card.selector == "#card" && !card.hasFrame && card.frame == .zero)
    let tile = try #require(spec.element(named: "tile"))
    #expect(
      tile.selector == ".tile" && tile.hasFrame
        && tile.frame == ScrollRect(x: 0, y: 0, width: 10, height: 10))
    #expect(try ChoreographySpec(json: Fixtures.cardFade).elements[0].selector == nil)
  }

  @Test func badSelectorsAreReportedWithTheirPaths() {
    for (selector, message) in [
      ("3", "elements.card.selector: must be a CSS selector string, not a number"),
      (#""""#, "elements.card.selector: a selector cannot be empty or span lines"),
      (#""  ""#, "elements.card.selector: a selector cannot be empty or span lines"),
      (##""#a\n.b""##, "elements.card.selector: a selector cannot be empty or span lines"),
    ] {
      let text = Fixtures.spec(
        animations: Fixtures.animation(), elements: #"{ "card": { "selector": \#(selector) } }"#)
      #expect(issues(text) == [message], "\(selector)")
    }
  }

  @Test func evaluationNeedsTheFramesOfSubjectsOnly() throws {
    let spec = try ChoreographySpec(json: Self.page)
    let missing = spec.framesMissingForEvaluation().map(\.description)
    #expect(missing.count == 1)
    #expect(
      missing[0].hasPrefix("elements.card.frame: no frame, and animations[0]'s view timeline"))
    do {
      _ = try SpecEvaluator(spec)
      Issue.record("evaluated a spec whose subject has no frame")
    } catch {
      #expect(error.issues.map(\.description) == missing)
    }
    // A target without a frame on a scroll timeline evaluates.
    let scrolled = try ChoreographySpec(
      json: Fixtures.spec(
        animations: Fixtures.animation(), elements: ##"{ "card": { "selector": "#card" } }"##))
    #expect(scrolled.framesMissingForEvaluation().isEmpty)
    let sample = try SpecEvaluator(scrolled).sample(at: ScrollPoint(x: 0, y: 1200))
    #expect(sample.entries.first?.value == .number(0.5))
  }

  @Test func theExportedPageNeedsEveryFrame() throws {
    let scrolled = try ChoreographySpec(
      json: Fixtures.spec(
        animations: Fixtures.animation(), elements: ##"{ "card": { "selector": "#card" } }"##))
    do {
      _ = try CSSExporter(scrolled).export()
      Issue.record("exported an element without a frame")
    } catch {
      #expect(
        error.issues.map(\.description) == [
          "elements.card.frame: no frame: the exported page places every element at its frame "
            + "(the browser runtime and the Apple front ends measure it where the spec plays)"
        ])
    }
  }

  @Test func pinSpacingNeedsEveryFrame() {
    let text = Fixtures.spec(
      animations:
        #"{ "id": "pin", "target": "card", "pin": { "spacing": true }, "range": "200px 600px" }"#,
      elements: ##"{ "card": { "frame": [0, 100, 10, 10] }, "after": { "selector": "#after" } }"##)
    let found = issues(text)
    #expect(found.count == 1)
    #expect(
      found.first?.hasPrefix("animations[0].pin.spacing: spacing moves the elements") == true,
      "\(found)")
    #expect(found.first?.contains("'after' has none") == true)
  }

  @Test func compilesSelectorsAndMeasuredElementsForTheRuntime() throws {
    let compiled = try SpecCompiler.compile(ChoreographySpec(json: Self.page))
    #expect(compiled.contains(##""selectors": {"card": "#card", "tile": ".tile"}"##), "\(compiled)")
    #expect(compiled.contains(#""measured": ["card"]"#), "\(compiled)")
    // The timeline holds zeros for the frame the runtime measures.
    #expect(compiled.contains(#""timeline": [1, 1, 0, 0, 0, 0, 0, 0]"#), "\(compiled)")
    let framed = try SpecCompiler.compile(ChoreographySpec(json: Fixtures.cardFade))
    #expect(!framed.contains(#""selectors""#) && !framed.contains(#""measured""#))
  }

  @Test func thePlayerPlaysTheMeasuredFrame() throws {
    let spec = try ChoreographySpec(json: Self.page)
    let player = try SpecPlayer(spec)
    let card = try #require(player.elementIndex(named: "card"))
    // A front end measures the bound view: the card at 1000 in a 600-point
    // viewport, the frame the framed spec gives it.
    player.setFrame(ScrollRect(x: 40, y: 1000, width: 320, height: 200), ofElementAt: card)
    let framed = try ChoreographySpec(
      json: Fixtures.spec(
        animations: Fixtures.animation(id: "fade", extra: #""timeline": { "type": "view" },"#)))
    let evaluator = try SpecEvaluator(framed)
    for y in [0.0, 500, 700, 900, 1300] {
      let played = player.sample(
        metrics: ScrollMetrics(
          contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: 400, height: 3000),
          containerSize: ScrollSize(width: 400, height: 600)),
        elementFrames: [:])
      let expected = evaluator.sample(at: ScrollPoint(x: 0, y: y)).entries.first?.value
      #expect(played.entries.first?.value == expected, "\(y)")
    }
  }
}
