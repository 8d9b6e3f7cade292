import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

/// The person's settings the front ends forward: reduced motion and the
/// layout direction.
@Suite("SpecPlayer under reduced motion and right to left")
struct SpecPlayerSettingsTests {

  @Test func reducedMotionPlaysTheReducedVariantAndBack() throws {
    let spec = try ChoreographySpec(json: Fixtures.settingsSpec)
    let player = try SpecPlayer(spec)
    #expect(!player.setReducesMotion(false))
    #expect(
      player.sample(metrics: Fixtures.settingsMetrics(y: 500), elementFrames: [:]).entries[0].value
        == .pair(0, 75))
    #expect(player.setReducesMotion(true))
    #expect(player.running.animations.map(\.id) == ["slide", "slide#fade", "across"])
    let reduced = player.sample(metrics: Fixtures.settingsMetrics(y: 500), elementFrames: [:])
    #expect(
      reduced == (try SpecEvaluator(spec.reducingMotion())).sample(at: ScrollPoint(x: 0, y: 500)))
    #expect(reduced.entries[0].value == .pair(0, 100))
    #expect(!player.setReducesMotion(true))
    #expect(player.setReducesMotion(false))
    #expect(player.running.animations.count == 2)
    #expect(
      player.sample(metrics: Fixtures.settingsMetrics(y: 500), elementFrames: [:]).entries[0].value
        == .pair(0, 75))
  }

  @Test func theForwardedDirectionDecidesWhereHorizontalProgressStarts() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Fixtures.settingsSpec))
    #expect(player.direction == .leftToRight)
    func across(_ x: Double) -> SpecValue? {
      player.sample(metrics: Fixtures.settingsMetrics(x: x, y: 0), elementFrames: [:]).entries[1]
        .value
    }
    #expect(across(500) == .number(25))
    #expect(player.setDirection(.rightToLeft))
    #expect(!player.setDirection(.rightToLeft))
    #expect(across(500) == .number(75))
    // A new geometry keeps the direction.
    let wider = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 0), contentSize: ScrollSize(width: 4_400, height: 3_000),
      containerSize: ScrollSize(width: 400, height: 600))
    #expect(player.sample(metrics: wider, elementFrames: [:]).entries[1].value == .number(100))
    // And reduced motion keeps it too.
    player.setReducesMotion(true)
    #expect(player.direction == .rightToLeft)
  }

}

@Suite("SpecPlayer with a pin on live geometry")
struct SpecPlayerPinTests {
  @Test func aPinFollowsTheLiveLayout() throws {
    let spec = try ChoreographySpec(
      json: """
        {
          "version": 1,
          "scroller": { "containerSize": [400, 600], "contentSize": [400, 3000] },
          "elements": { "panel": { "frame": [0, 1200, 400, 300] } },
          "animations": [
            { "id": "pin", "target": "panel", "pin": true,
              "timeline": { "type": "view", "subject": "panel" }, "range": "contain" }
          ]
        }
        """)
    let player = try SpecPlayer(spec)
    func metrics(_ y: Double) -> ScrollMetrics {
      ScrollMetrics(
        contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: 400, height: 3000),
        containerSize: ScrollSize(width: 400, height: 600))
    }
    // The spec's panel: contain runs 900...1200, a 300-point pin.
    #expect(
      player.sample(metrics: metrics(2_000), elementFrames: [:]).entries[0].value == .pair(0, 300))
    // On this device the panel is 100 points tall: contain is 700...1200
    // there, and the pin holds it for 500 points.
    let short = ["panel": ScrollRect(x: 0, y: 1_200, width: 400, height: 100)]
    #expect(
      player.sample(metrics: metrics(2_000), elementFrames: short).entries[0].value == .pair(0, 500)
    )
    #expect(
      player.sample(metrics: metrics(950), elementFrames: short).entries[0].value == .pair(0, 250))
  }
}
