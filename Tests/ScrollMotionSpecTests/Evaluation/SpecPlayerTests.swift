import Foundation
import ScrollMotion
import SpecFixtures
import Testing

@testable import ScrollMotionSpec

/// The public player a custom front end calls: targets, composition, what
/// is handed over, what is measured.
@Suite("SpecPlayer (a spec played frame by frame)")
struct SpecPlayerTests {
  /// Two opacities of the card stacked (the second only from 500 to 700
  /// points, without fill), its translation on its own view timeline, a
  /// second element `badge` that only a custom value names, and an
  /// animation without a target.
  static let json = Fixtures.spec(
    animations: """
      { "id": "fade", "target": "card", "property": "opacity", "range": "0px 1000px",
        "keyframes": [ { "offset": 0, "value": 1 }, { "offset": 1, "value": 0 } ] },
      { "id": "slide", "target": "card", "property": "translate",
        "timeline": { "type": "view", "subject": "card" },
        "keyframes": [ { "offset": 0, "value": [0, 100] }, { "offset": 1, "value": [0, 0] } ] },
      { "id": "flash", "target": "card", "property": "opacity", "range": "500px 700px",
        "fill": "none",
        "keyframes": [ { "offset": 0, "value": 0.9 }, { "offset": 1, "value": 0.9 } ] },
      { "id": "count", "target": "badge", "property": "--count",
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 10 } ] },
      { "id": "free", "property": "rotate",
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 90 } ] }
      """,
    elements:
      #"{ "card": { "frame": [40, 1000, 320, 200] }, "badge": { "frame": [0, 0, 50, 50] } }"#)

  static func metrics(y: Double, height: Double = 3_000) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: 400, height: height),
      containerSize: ScrollSize(width: 400, height: 600))
  }

  /// What `forEachChange` hands over, by target.
  static func changes(_ player: SpecPlayer) -> [SpecTarget: SpecValue?] {
    var changes: [SpecTarget: SpecValue?] = [:]
    player.forEachChange { changes[player.targets[$0]] = $1 }
    return changes
  }

  @Test func targetsAreEachElementPropertyOnceInTheOrderOfTheirFirstAnimation() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Self.json))
    #expect(
      player.targets == [
        SpecTarget(element: "card", property: .opacity),
        SpecTarget(element: "card", property: .translate),
        SpecTarget(element: "badge", property: .custom("--count")),
        SpecTarget(element: nil, property: .rotate),
      ])
  }

  @Test func everyTargetIsHandedOverOnceThenOnlyWhatChanged() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Self.json))
    player.update(with: Self.metrics(y: 0))
    let first = Self.changes(player)
    #expect(first.count == 4)
    #expect(first[SpecTarget(element: "card", property: .opacity)] == .number(1))
    // Below the viewport, the view timeline's fill holds its start.
    #expect(first[SpecTarget(element: "card", property: .translate)] == .pair(0, 100))
    player.update(with: Self.metrics(y: 0))
    #expect(Self.changes(player).isEmpty)
    player.update(with: Self.metrics(y: 200))
    // The card is still below the viewport: only the scroll timelines move.
    #expect(
      Set(Self.changes(player).keys) == [
        SpecTarget(element: "card", property: .opacity),
        SpecTarget(element: "badge", property: .custom("--count")),
        SpecTarget(element: nil, property: .rotate),
      ])
  }

  @Test func stackedAnimationsComposeAndEachAnimationKeepsItsOwnValue() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Self.json))
    player.update(with: Self.metrics(y: 600))
    // `flash`, later in the spec, wins inside its range ...
    #expect(player.value(ofTargetAt: 0) == .number(0.9))
    #expect(player.value(ofAnimationAt: 0) == .number(0.4))
    #expect(player.value(ofAnimationAt: 2) == .number(0.9))
    // ... and leaves `fade` showing outside it.
    player.update(with: Self.metrics(y: 800))
    #expect(player.value(ofAnimationAt: 2) == nil)
    #expect(player.value(ofTargetAt: 0) == .number(0.19999999999999996))
    #expect(player.value(ofTargetAt: 9) == nil)
    #expect(player.value(ofAnimationAt: 9) == nil)
  }

  @Test func onlyTheViewTimelinesSubjectsAreMeasured() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Self.json))
    #expect(player.elementNames == ["card", "badge"])
    #expect(player.measuredElements == [0])
    player.update(with: Self.metrics(y: 700))
    _ = Self.changes(player)
    // A badge moved on screen changes nothing.
    player.setFrame(ScrollRect(x: 9, y: 9, width: 9, height: 9), ofElementAt: 1)
    player.setFrame(ScrollRect(x: 0, y: 0, width: 1, height: 1), ofElementAt: 7)
    player.update(with: Self.metrics(y: 700))
    #expect(Self.changes(player).isEmpty)
    // The card laid out 100 points lower moves its view timeline.
    let card = try #require(player.elementIndex(named: "card"))
    player.setFrame(ScrollRect(x: 40, y: 1_100, width: 320, height: 200), ofElementAt: card)
    player.update(with: Self.metrics(y: 700))
    #expect(Set(Self.changes(player).keys) == [SpecTarget(element: "card", property: .translate)])
  }

  @Test func aNewGeometryHandsOverOnlyTheValuesItChanges() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Self.json))
    player.update(with: Self.metrics(y: 300))
    _ = Self.changes(player)
    // Taller content: the scroll timelines move, the card's view timeline
    // (it is still below the viewport) does not.
    player.update(with: Self.metrics(y: 300, height: 4_000))
    let changed = Set(Self.changes(player).keys)
    #expect(changed.contains(SpecTarget(element: nil, property: .rotate)))
    #expect(!changed.contains(SpecTarget(element: "card", property: .translate)))
  }

  @Test func atTheSpecsOwnGeometryASampleIsWhatEvalPrints() throws {
    let url = Fixtures.packageRoot.appendingPathComponent("Examples/feed.json")
    let spec = try ChoreographySpec(json: String(contentsOf: url, encoding: .utf8))
    let player = try SpecPlayer(spec)
    let evaluator = try SpecEvaluator(spec)
    for y in stride(from: -47.0, through: 1_800, by: 97) {
      let offset = ScrollPoint(x: 0, y: y)
      player.update(with: spec.scroller.metrics(at: offset))
      #expect(player.sample() == evaluator.sample(at: offset))
    }
  }
}
