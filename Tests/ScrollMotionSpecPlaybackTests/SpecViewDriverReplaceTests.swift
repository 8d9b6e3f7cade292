import Foundation
import PlatformFakes
import ScrollMotion
import ScrollMotionSpec
import ScrollMotionSpecLive
import SpecFixtures
import Testing

@testable import ScrollMotionSpecPlayback

@Suite("SpecViewDriver and SpecStage play a replaced spec in place, and follow a served one")
@MainActor
struct SpecViewDriverReplaceTests {
  typealias View = FakeScrollView.View

  /// `SpecStageTests.json` with the header fading to 0.5, not turning, and
  /// a badge sliding in.
  static let edited = SpecStageTests.json
    .replacingOccurrences(
      of: #""keyframes": [ { "offset": 0, "value": 1 }, { "offset": 1, "value": 0 } ] },"#,
      with: #""keyframes": [ { "offset": 0, "value": 1 }, { "offset": 1, "value": 0.5 } ] },"#
    )
    .replacingOccurrences(
      of: #""id": "turn", "target": "header""#, with: #""id": "turn", "target": "badge""#
    )
    .replacingOccurrences(
      of: #""footer": { "frame": [0, 2800, 390, 200] }"#,
      with: #""footer": { "frame": [0, 2800, 390, 200] }, "badge": { "frame": [0, 40, 20, 20] }"#)

  /// The hierarchy of `SpecViewDriverTests`, with a badge when asked.
  static func hierarchy(_ platform: FakeSpecScrollView, badge: Bool) -> [String: View] {
    let (header, card, footer) = SpecViewDriverTests.hierarchy(platform)
    var views = ["header": header, "card": card, "footer": footer]
    if badge {
      let view = View(frame: ScrollRect(x: 0, y: 40, width: 20, height: 20), identifier: "badge")
      platform.base.root.subviews[0].subviews.append(view)
      views["badge"] = view
    }
    return views
  }

  @Test func theDriverWritesTheNewSpecsValuesAndRestoresWhatItNoLongerAnimates() throws {
    #expect(Self.edited.contains(#""target": "badge""#) && Self.edited.contains("0.5 } ]"))
    let platform = FakeSpecScrollView()
    let views = Self.hierarchy(platform, badge: true)
    let driver = try SpecViewDriverTests.driver(
      SpecStageTests.json, on: platform, views: ["footer": views["footer"]!])
    platform.base.scroll(toY: 100)
    driver.update()
    #expect(views["header"]!.rotation.degrees > 0)

    try driver.replaceSpec(with: ChoreographySpec(json: Self.edited))
    // A driver made with the edited spec, on views of their own.
    let other = FakeSpecScrollView()
    let fresh = Self.hierarchy(other, badge: true)
    let reference = try SpecViewDriverTests.driver(
      Self.edited, on: other, views: ["footer": fresh["footer"]!])
    other.base.scroll(toY: 100)
    reference.update()
    for name in ["header", "card", "badge"] {
      #expect(views[name]!.alpha == fresh[name]!.alpha)
      #expect(views[name]!.rotation == fresh[name]!.rotation)
      #expect(views[name]!.scale == fresh[name]!.scale)
    }
    #expect(views["header"]!.alpha == 0.875)
    // The header turns no more: its own rotation is back.
    #expect(views["header"]!.rotation.degrees == 0)
    #expect(views["badge"]!.rotation.degrees > 0)
  }

  @Test func aSpecWhoseElementHasNoViewIsRefusedAndThePlayingOnePlaysOn() throws {
    let platform = FakeSpecScrollView()
    let views = Self.hierarchy(platform, badge: false)
    let driver = try SpecViewDriverTests.driver(
      SpecStageTests.json, on: platform, views: ["footer": views["footer"]!])
    platform.base.scroll(toY: 100)
    driver.update()
    #expect(throws: SpecError.self) {
      try driver.replaceSpec(with: ChoreographySpec(json: Self.edited))
    }
    // Still the header's fade to 0, a quarter of which is a 150 px scroll.
    platform.base.scroll(toY: 150)
    driver.update()
    #expect(views["header"]!.alpha == 0.625)
  }

  @Test(.timeLimit(.minutes(1)))
  func followingRefitsEachServedVersionAndEndsWithTheDriver() async throws {
    let platform = FakeSpecScrollView()
    let views = Self.hierarchy(platform, badge: true)
    var driver: SpecViewDriver<FakeSpecScrollView>? = try SpecViewDriverTests.driver(
      SpecStageTests.json, on: platform, views: ["footer": views["footer"]!])
    platform.base.scroll(toY: 100)
    driver?.update()
    #expect(views["header"]!.alpha == 0.75)

    let transport = ScriptedTransport([
      .answer(SpecHTTPResponse(status: 200, etag: "v1", body: Array(Self.edited.utf8)))
    ])
    var problems: [SpecFollower.Problem] = []
    driver?.follow(
      SpecFollower(server: URL(string: "http://127.0.0.1:8124")!, transport: transport),
      onProblem: { problems.append($0) })
    #expect(driver?.isFollowing == true)
    // The second request, the long poll, is made once the first version
    // has been played.
    while await transport.requests.count < 2 { await Task.yield() }
    #expect(views["header"]!.alpha == 0.875)
    #expect(problems.isEmpty)

    driver = nil
    while await transport.cancelled < 1 { await Task.yield() }
    #expect(await transport.requests.count == 2)
  }

  @Test func theStageHandsBackEveryStyleOfTheNewSpec() throws {
    let stage = SpecStage(json: SpecStageTests.json)
    _ = stage.setMetrics(SpecStageTests.metrics(y: 100))
    let changes = try stage.replaceSpec(with: ChoreographySpec(json: Self.edited))
    let fresh = SpecStage(json: Self.edited)
    let expected = fresh.setMetrics(SpecStageTests.metrics(y: 100))
    #expect(changes == expected)
    #expect(changes.elements["header"]?.opacity == 0.875)
    #expect(stage.elementNames == ["header", "card", "footer", "badge"])
  }

  @Test func aViewNamedBeforeItsElementWasInTheSpecIsBoundAndPlacedByTheReplacement() throws {
    let stage = SpecStage(json: SpecStageTests.json)
    _ = stage.setMetrics(SpecStageTests.metrics(y: 100))
    for name in ["header", "card", "footer"] {
      _ = stage.setFrame(ScrollRect(x: 0, y: 0, width: 390, height: 200), of: name)
    }
    // The badge names a view the spec playing does not have, lower than
    // the spec to come puts it.
    let badge = ScrollRect(x: 0, y: 500, width: 20, height: 20)
    _ = stage.setFrame(badge, of: "badge")
    #expect(stage.unboundElements() == nil)
    let viewTimeline = Self.edited.replacingOccurrences(
      of: #""id": "turn", "target": "badge","#,
      with: #""id": "turn", "target": "badge", "timeline": { "type": "view", "subject": "badge" },"#
    )
    _ = try stage.replaceSpec(with: ChoreographySpec(json: viewTimeline))
    #expect(stage.unboundElements() == nil)
    // Where the view reported it, as a stage told so after the spec has it.
    let placed = SpecStage(json: viewTimeline)
    _ = placed.setMetrics(SpecStageTests.metrics(y: 100))
    _ = placed.setFrame(badge, of: "badge")
    let unplaced = SpecStage(json: viewTimeline)
    _ = unplaced.setMetrics(SpecStageTests.metrics(y: 100))
    let style = stage.setMetrics(SpecStageTests.metrics(y: 150)).elements["badge"]
    #expect(style == placed.setMetrics(SpecStageTests.metrics(y: 150)).elements["badge"])
    #expect(style != unplaced.setMetrics(SpecStageTests.metrics(y: 150)).elements["badge"])
  }

  @Test func aStageWhoseSpecFailedStartsPlayingAValidOne() throws {
    let stage = SpecStage(json: "{}")
    #expect(stage.error != nil)
    _ = stage.setMetrics(SpecStageTests.metrics(y: 100))
    let changes = try stage.replaceSpec(with: ChoreographySpec(json: SpecStageTests.json))
    #expect(stage.error == nil)
    #expect(changes.elements["header"]?.opacity == 0.75)
  }
}
