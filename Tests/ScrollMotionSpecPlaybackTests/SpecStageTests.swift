import AllocationCounter
import Foundation
import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

@testable import ScrollMotionSpecPlayback

@Suite("SpecStage and SpecStyles (a JSON spec for a declarative front end)")
struct SpecStageTests {
  // The header fades over the first 400 points; a second opacity animation
  // on it only runs from 200 to 300 points without fill, so it wins there
  // and leaves the first one showing elsewhere. The card has a view
  // timeline; `--progress` is a custom value.
  static let json = """
    {
      "version": 1,
      "scroller": { "containerSize": [390, 844], "contentSize": [390, 3000] },
      "elements": {
        "header": { "frame": [0, 0, 390, 200] },
        "card": { "frame": [0, 1200, 390, 200] },
        "footer": { "frame": [0, 2800, 390, 200] }
      },
      "animations": [
        { "id": "fade", "target": "header", "property": "opacity",
          "range": { "start": "0px", "end": "400px" }, "fill": "both",
          "keyframes": [ { "offset": 0, "value": 1 }, { "offset": 1, "value": 0 } ] },
        { "id": "flash", "target": "header", "property": "opacity",
          "range": { "start": "200px", "end": "300px" }, "fill": "none",
          "keyframes": [ { "offset": 0, "value": 0.9 }, { "offset": 1, "value": 0.9 } ] },
        { "id": "turn", "target": "header", "property": "rotate",
          "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 90 } ] },
        { "id": "enter", "target": "card", "property": "scale",
          "timeline": { "type": "view", "subject": "card" },
          "keyframes": [ { "offset": 0, "value": 0.5 }, { "offset": 1, "value": 1 } ] },
        { "id": "progress", "property": "--progress",
          "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 100 } ] }
      ]
    }
    """

  static func metrics(y: Double) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: 390, height: 3_000),
      containerSize: ScrollSize(width: 390, height: 844))
  }

  static func styles(at y: Double) throws -> SpecStyles {
    let player = try SpecPlayer(ChoreographySpec(json: json))
    player.update(with: metrics(y: y))
    return SpecStyles(player)
  }

  @Test func laterAnimationsWinAndOnesWithoutEffectLeaveTheOneBelow() throws {
    // 100 points: only `fade` has an effect (1 → 0 over 400 points).
    #expect(try Self.styles(at: 100).elements["header"]?.opacity == 0.75)
    // 250 points: `flash`, later in the spec, wins.
    #expect(try Self.styles(at: 250).elements["header"]?.opacity == 0.9)
    // 350 points: `flash` has no effect again (no fill): `fade` shows.
    #expect(try Self.styles(at: 350).elements["header"]?.opacity == 0.125)
  }

  @Test func propertiesMapToTypedStyles() throws {
    let styles = try Self.styles(at: 1_078)
    let header = try #require(styles.elements["header"])
    #expect(header.rotation == PlaneAngle(degrees: 45))
    #expect(header.scale == nil && header.translation == nil && header.backgroundColor == nil)
    // Every element the spec names has a style, even one no animation
    // targets.
    #expect(styles.elements["footer"] == ElementStyle())
    #expect(styles.custom == [.init(element: nil, property: "--progress", value: 50)])
  }

  @Test func onlyChangedStylesAreHandedBack() {
    let stage = SpecStage(json: Self.json)
    #expect(stage.error == nil)
    // No metrics yet: nothing to apply.
    #expect(stage.setFrame(ScrollRect(x: 0, y: 0, width: 390, height: 200), of: "header").isEmpty)
    let first = stage.setMetrics(Self.metrics(y: 0))
    #expect(Set(first.elements.keys) == ["header", "card", "footer"])
    #expect(first.custom != nil)
    #expect(stage.setMetrics(Self.metrics(y: 0)).isEmpty)
    // Scrolling 10 points moves the header and the custom value; the card
    // is still below the viewport and the footer has no animation.
    let scrolled = stage.setMetrics(Self.metrics(y: 10))
    #expect(Set(scrolled.elements.keys) == ["header"])
    #expect(scrolled.custom?.first?.value != nil)
  }

  @Test func aReportedFrameMovesTheElementsViewTimeline() {
    let stage = SpecStage(json: Self.json)
    _ = stage.setMetrics(Self.metrics(y: 700))
    let before = stage.setMetrics(Self.metrics(y: 800)).elements["card"]?.scale
    // The card is laid out 100 points lower on this screen: at 900 points
    // it is where the spec's card was at 800.
    _ = stage.setFrame(ScrollRect(x: 0, y: 1_300, width: 390, height: 200), of: "card")
    let after = stage.setMetrics(Self.metrics(y: 900)).elements["card"]?.scale
    #expect(before != nil)
    #expect(after == before)
  }

  @Test func anInvalidSpecIsKeptAsItsErrorsAndChangesNothing() {
    let stage = SpecStage(json: #"{ "version": 1, "scroller": {} }"#)
    let error = stage.error
    #expect(error != nil)
    #expect(error?.issues.isEmpty == false)
    #expect(stage.setMetrics(Self.metrics(y: 100)).isEmpty)
    #expect(stage.elementNames.isEmpty)
    #expect(stage.unboundElements() == nil)
  }

  @Test func elementsWithNoReportedViewAreNamed() {
    let stage = SpecStage(json: Self.json)
    _ = stage.setFrame(ScrollRect(x: 0, y: 0, width: 390, height: 200), of: "header")
    _ = stage.setFrame(ScrollRect(x: 0, y: 1_200, width: 390, height: 200), of: "card")
    let error = stage.unboundElements()
    #expect(error?.issues.count == 1)
    #expect(error?.description.contains("'footer'") == true)
    _ = stage.setFrame(ScrollRect(x: 0, y: 2_800, width: 390, height: 200), of: "footer")
    #expect(stage.unboundElements() == nil)
  }

  /// Examples/feed.json, the file the SwiftUI and UIKit example screens, the
  /// web demo and `scrollmotion eval` all read.
  static func feed() throws -> String {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return try String(
      contentsOf: package.appendingPathComponent("Examples/feed.json"), encoding: .utf8)
  }

  @Test func theExampleFeedPlaysWithEveryElementNamed() throws {
    let json = try Self.feed()
    let spec = try ChoreographySpec(json: json)
    let evaluator = try SpecEvaluator(spec)
    let stage = SpecStage(json: json)
    #expect(stage.error == nil)
    // Every element named by a view at its spec frame, as the example
    // screen's layout approximates.
    for element in spec.elements { _ = stage.setFrame(element.frame, of: element.name) }
    #expect(stage.unboundElements() == nil)
    var styles: [String: ElementStyle] = [:]
    for y in stride(from: -47.0, through: 1_800, by: 130) {
      let metrics = ScrollMetrics(
        contentOffset: ScrollPoint(x: 0, y: y), contentSize: spec.scroller.contentSize,
        containerSize: spec.scroller.containerSize, contentInsets: spec.scroller.contentInsets)
      let changes = stage.setMetrics(metrics)
      for (name, style) in changes.elements { styles[name] = style }
      // The header's opacity is the spec's own `headerFade`, as
      // `scrollmotion eval` prints it.
      let sample = evaluator.sample(at: metrics.contentOffset)
      let fade = sample.entries.first { $0.id == "headerFade" }?.value
      #expect(styles["header"]?.opacity == SpecValues.number(fade))
    }
    // Two properties of one element end up in one style.
    #expect(styles["title"]?.scale != nil && styles["title"]?.translation != nil)
    #expect(styles["header"]?.backgroundColor != nil)
    #expect(Set(styles.keys) == Set(spec.elements.map(\.name)))
  }

  @Test func theStageReportsWhatReducedMotionChanges() throws {
    let stage = SpecStage(json: Fixtures.settingsSpec)
    #expect(stage.setReducesMotion(true).isEmpty)  // no metrics yet
    _ = stage.setFrame(ScrollRect(x: 0, y: 1_200, width: 400, height: 200), of: "card")
    let first = stage.setMetrics(Fixtures.settingsMetrics(y: 500))
    // Reduced already: the card holds its start state, half faded.
    #expect(first.elements["card"]?.translation == ScrollPoint(x: 0, y: 100))
    #expect(first.elements["card"]?.opacity == 0.5)
    let back = stage.setReducesMotion(false)
    #expect(back.elements["card"]?.translation == ScrollPoint(x: 0, y: 75))
    #expect(back.elements["card"]?.opacity == nil)
    #expect(stage.setReducesMotion(false).isEmpty)
  }
}

@Suite("SpecStage in time (a declarative front end's frame source)")
struct SpecStageMotionTests {
  @Test func aTriggeredAnimationHandsBackOnlyItsChangingStyleFrameByFrame() throws {
    var spec = try ChoreographySpec(json: Fixtures.motionSpec)
    spec.animations.removeAll { $0.id != "reveal" }
    let stage = SpecStage(spec: spec)
    #expect(
      stage.setMetrics(Fixtures.motionMetrics(y: 0), at: 1).elements["card"]?.opacity == 0)
    #expect(!stage.needsFrames)
    #expect(stage.advance(to: 1.1).isEmpty)  // nothing plays: nothing changes
    // Entering stamps the start at 2: the card is still at 0, unchanged.
    #expect(stage.setMetrics(Fixtures.motionMetrics(y: 600), at: 2).isEmpty)
    #expect(stage.needsFrames)
    #expect(stage.advance(to: 2.25).elements["card"]?.opacity == 0.5)
    #expect(stage.advance(to: 2.5).elements["card"]?.opacity == 1)
    #expect(!stage.needsFrames)
    #expect(stage.advance(to: 3).isEmpty)
  }

  /// Scrolls that change styles and values for the app, scrolls that
  /// change nothing, and frames of smoothed and triggered animations, each
  /// held while it is read, as the SwiftUI model applies them, then
  /// dropped.
  @Test(.disabled(if: sm_allocations_sanitized() != 0, "a sanitizer owns malloc"))
  func scrollsAndFramesAllocateNothing() throws {
    try #require(sm_allocations_supported() != 0, "allocation counting needs glibc")
    let stage = SpecStage(json: SpecStageTests.json)
    let card = ScrollRect(x: 0, y: 1_200, width: 390, height: 200)
    _ = stage.setFrame(card, of: "card")
    let motion = SpecStage(json: Fixtures.motionSpec)
    _ = motion.setFrame(card, of: "card")
    var styled = 0
    var values = 0
    func apply(_ changes: SpecStage.Changes) {
      for (_, style) in changes.elements {
        if style.opacity != nil || style.scale != nil { styled += 1 }
      }
      // Counted, not iterated: a for-in over an array of structs that hold
      // strings allocates in this unoptimised test code itself.
      values += changes.custom?.count ?? 0
    }
    func pass(_ steps: Range<Int>) {
      for step in steps {
        let time = Double(step) / 60
        apply(stage.setMetrics(SpecStageTests.metrics(y: Double(step % 20) * 150)))
        apply(stage.setMetrics(SpecStageTests.metrics(y: Double(step % 20) * 150)))
        apply(motion.setMetrics(Fixtures.motionMetrics(y: Double(step % 20) * 60), at: time))
        apply(motion.advance(to: time + 1.0 / 120))
      }
    }
    // Warm-up: one pass over every path.
    pass(0..<40)
    styled = 0
    values = 0
    sm_allocations_begin()
    pass(40..<240)
    let allocations = sm_allocations_end()
    #expect(allocations == 0)
    #expect(styled > 200 && values > 100)
  }

  @Test func anInvalidSpecNeverNeedsFrames() {
    let stage = SpecStage(json: "{")
    #expect(!stage.needsFrames)
    #expect(stage.advance(to: 1).isEmpty)
  }
}
