import Foundation
import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

@Suite("SpecPlayer plays a replaced spec in place, each animation's state kept")
struct SpecPlayerReplaceTests {
  /// ``Fixtures/motionSpec`` with `reveal` ending at `end` in place of 1.
  static func motionSpec(revealEnd end: String) throws -> ChoreographySpec {
    let text = Fixtures.motionSpec.replacingOccurrences(
      of: #"{ "offset": 0, "value": 0 }, { "offset": 1, "value": 1 }"#,
      with: #"{ "offset": 0, "value": 0 }, { "offset": 1, "value": \#(end) }"#)
    #expect(text != Fixtures.motionSpec)
    return try ChoreographySpec(json: text)
  }

  @Test func aTriggeredAnimationPlaysOnWithTheNewKeyframes() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Fixtures.motionSpec))
    _ = player.sample(metrics: Fixtures.motionMetrics(y: 0), elementFrames: [:], at: 0)
    _ = player.sample(metrics: Fixtures.motionMetrics(y: 600), elementFrames: [:], at: 0)
    #expect(SpecPlayerMotionTests.number(player.advanced(to: 0.25), "reveal") == 0.5)

    try player.replaceSpec(with: Self.motionSpec(revealEnd: "0.8"))
    let replaced = player.sample(metrics: Fixtures.motionMetrics(y: 600), elementFrames: [:])
    // Half way through its play, now towards 0.8; a new player would only
    // be starting it.
    #expect(SpecPlayerMotionTests.number(replaced, "reveal") == 0.4)
    #expect(player.needsFrames)
    #expect(SpecPlayerMotionTests.number(player.advanced(to: 0.5), "reveal") == 0.8)
  }

  @Test func valuesAreThoseOfAFreshPlayerOfTheNewSpecAtTheLiveGeometry() throws {
    let before = Fixtures.spec(
      animations: """
        { "id": "fade", "target": "card", "property": "opacity",
          "timeline": { "type": "view", "subject": "card" },
          "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] }
        """)
    let after = Fixtures.spec(
      animations: """
        { "id": "slide", "target": "badge", "property": "opacity",
          "keyframes": [ { "offset": 0, "value": 0.2 }, { "offset": 1, "value": 1 } ] },
        { "id": "fade", "target": "card", "property": "opacity",
          "timeline": { "type": "view", "subject": "card" },
          "keyframes": [ { "offset": 0, "value": 0.25 }, { "offset": 1, "value": 1 } ] }
        """,
      elements:
        #"{ "card": { "frame": [0, 1000, 400, 200] }, "badge": { "frame": [0, 0, 50, 50] } }"#)
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 700), contentSize: ScrollSize(width: 320, height: 2_400),
      containerSize: ScrollSize(width: 320, height: 500))
    let card = ScrollRect(x: 0, y: 900, width: 320, height: 150)

    let player = try SpecPlayer(ChoreographySpec(json: before))
    _ = player.sample(metrics: metrics, elementFrames: ["card": card])
    player.forEachChange { _, _ in }
    try player.replaceSpec(with: ChoreographySpec(json: after))
    #expect(player.elementNames == ["card", "badge"])
    #expect(player.targets.count == 2)
    let replaced = player.sample(metrics: metrics, elementFrames: [:])

    let fresh = try SpecPlayer(ChoreographySpec(json: after))
    let expected = fresh.sample(metrics: metrics, elementFrames: ["card": card])
    #expect(replaced == expected)
    #expect(SpecPlayerMotionTests.number(replaced, "slide") != nil)
    // Every target is handed over again, for a front end that binds anew.
    var handed: [Int] = []
    player.forEachChange { target, _ in handed.append(target) }
    #expect(handed.sorted() == [0, 1])
  }

  @Test func aSpecThatFailsLeavesThePlayerPlayingAsItWas() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Fixtures.motionSpec))
    let before = player.sample(metrics: Fixtures.motionMetrics(y: 900), elementFrames: [:], at: 0)
    var broken = try ChoreographySpec(json: Fixtures.motionSpec)
    broken.animations[0].keyframes = []
    #expect(throws: SpecError.self) { try player.replaceSpec(with: broken) }
    #expect(player.spec.animations[0].keyframes.count == 2)
    #expect(player.sample() == before)
  }
}
