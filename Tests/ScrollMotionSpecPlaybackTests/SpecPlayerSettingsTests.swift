import ScrollMotion
import ScrollMotionSpec
import Testing

@testable import ScrollMotionSpecPlayback

/// The person's settings the front ends forward: reduced motion and the
/// layout direction.
@Suite("SpecPlayer and SpecStage under reduced motion and right to left")
struct SpecPlayerSettingsTests {
  static let json = """
    {
      "version": 1,
      "reducedMotion": "cross-fade",
      "scroller": { "containerSize": [400, 600], "contentSize": [2400, 3000] },
      "elements": { "card": { "frame": [0, 1200, 400, 200] } },
      "animations": [
        { "id": "slide", "target": "card", "property": "translate", "range": "400px 800px",
          "keyframes": [ { "offset": 0, "value": [0, 100] }, { "offset": 1, "value": [0, 0] } ] },
        { "id": "across", "property": "--across", "timeline": { "type": "scroll", "axis": "inline" },
          "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 100 } ] }
      ]
    }
    """

  static func metrics(x: Double = 0, y: Double) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: x, y: y), contentSize: ScrollSize(width: 2_400, height: 3_000),
      containerSize: ScrollSize(width: 400, height: 600))
  }

  @Test func reducedMotionPlaysTheReducedVariantAndBack() throws {
    let spec = try ChoreographySpec(json: Self.json)
    let player = try SpecPlayer(spec)
    #expect(!player.setReducesMotion(false))
    #expect(
      player.sample(metrics: Self.metrics(y: 500), frames: [:]).entries[0].value == .pair(0, 75))
    #expect(player.setReducesMotion(true))
    #expect(player.running.animations.map(\.id) == ["slide", "slide#fade", "across"])
    let reduced = player.sample(metrics: Self.metrics(y: 500), frames: [:])
    #expect(
      reduced == (try SpecEvaluator(spec.reducingMotion())).sample(at: ScrollPoint(x: 0, y: 500)))
    #expect(reduced.entries[0].value == .pair(0, 100))
    #expect(!player.setReducesMotion(true))
    #expect(player.setReducesMotion(false))
    #expect(player.running.animations.count == 2)
    #expect(
      player.sample(metrics: Self.metrics(y: 500), frames: [:]).entries[0].value == .pair(0, 75))
  }

  @Test func theForwardedDirectionDecidesWhereHorizontalProgressStarts() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Self.json))
    #expect(player.direction == .leftToRight)
    func across(_ x: Double) -> SpecValue? {
      player.sample(metrics: Self.metrics(x: x, y: 0), frames: [:]).entries[1].value
    }
    #expect(across(500) == .number(25))
    #expect(player.setDirection(.rightToLeft))
    #expect(!player.setDirection(.rightToLeft))
    #expect(across(500) == .number(75))
    // A new geometry keeps the direction.
    let wider = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 0), contentSize: ScrollSize(width: 4_400, height: 3_000),
      containerSize: ScrollSize(width: 400, height: 600))
    #expect(player.sample(metrics: wider, frames: [:]).entries[1].value == .number(100))
    // And reduced motion keeps it too.
    player.setReducesMotion(true)
    #expect(player.direction == .rightToLeft)
  }

  @Test func theStageReportsWhatReducedMotionChanges() throws {
    let stage = SpecStage(json: Self.json)
    #expect(stage.setReducesMotion(true).isEmpty)  // no metrics yet
    _ = stage.setFrame(ScrollRect(x: 0, y: 1_200, width: 400, height: 200), of: "card")
    let first = stage.setMetrics(Self.metrics(y: 500))
    // Reduced already: the card holds its start state, half faded.
    #expect(first.elements["card"]?.translation == ScrollPoint(x: 0, y: 100))
    #expect(first.elements["card"]?.opacity == 0.5)
    let back = stage.setReducesMotion(false)
    #expect(back.elements["card"]?.translation == ScrollPoint(x: 0, y: 75))
    #expect(back.elements["card"]?.opacity == nil)
    #expect(stage.setReducesMotion(false).isEmpty)
  }
}

@Suite("Applying the person's settings")
struct PlaybackSettingsTests {
  @Test func applyingSaysTheLeastAFrontEndMustRedo() throws {
    let player = try SpecPlayer(ChoreographySpec(json: SpecPlayerSettingsTests.json))
    let plain = PlaybackSettings(reducesMotion: false, direction: .leftToRight)
    #expect(player.apply(plain) == .nothing)
    // The direction alone changes values, never what plays.
    #expect(
      player.apply(PlaybackSettings(reducesMotion: false, direction: .rightToLeft)) == .values)
    #expect(player.running.animations.map(\.id) == ["slide", "across"])
    #expect(
      player.apply(PlaybackSettings(reducesMotion: false, direction: .rightToLeft)) == .nothing)
    // Reduced motion swaps the animations; with the direction at once, the
    // larger change is reported and both are applied.
    #expect(
      player.apply(PlaybackSettings(reducesMotion: true, direction: .leftToRight)) == .animations)
    #expect(player.running.animations.map(\.id) == ["slide", "slide#fade", "across"])
    #expect(player.direction == .leftToRight && player.reducesMotion)
    #expect(player.apply(plain) == .animations)
    #expect(player.running.animations.map(\.id) == ["slide", "across"])
  }

  @Test func theAppliedDirectionIsWhatTheNextSampleUses() throws {
    let player = try SpecPlayer(ChoreographySpec(json: SpecPlayerSettingsTests.json))
    let metrics = SpecPlayerSettingsTests.metrics(x: 500, y: 0)
    #expect(player.sample(metrics: metrics, frames: [:]).entries[1].value == .number(25))
    _ = player.apply(PlaybackSettings(reducesMotion: false, direction: .rightToLeft))
    #expect(player.sample(metrics: metrics, frames: [:]).entries[1].value == .number(75))
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
    #expect(player.sample(metrics: metrics(2_000), frames: [:]).entries[0].value == .pair(0, 300))
    // On this device the panel is 100 points tall: contain is 700...1200
    // there, and the pin holds it for 500 points.
    let short = ["panel": ScrollRect(x: 0, y: 1_200, width: 400, height: 100)]
    #expect(player.sample(metrics: metrics(2_000), frames: short).entries[0].value == .pair(0, 500))
    #expect(player.sample(metrics: metrics(950), frames: short).entries[0].value == .pair(0, 250))
  }
}
