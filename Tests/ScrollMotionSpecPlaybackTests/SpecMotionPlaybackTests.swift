import ScrollMotion
import ScrollMotionSpec
import Testing

@testable import ScrollMotionSpecPlayback

@Suite("SpecPlayer in time (smoothed and triggered spec animations)")
struct SpecMotionPlaybackTests {
  /// A header that fades out with half a second of scrub smoothing over
  /// the whole scroll, and a card (at y 1200) that fades in over half a
  /// second when it enters the viewport (y 356) and back out when it
  /// leaves it backwards.
  static let json = """
    {
      "version": 1,
      "scroller": { "containerSize": [390, 844], "contentSize": [390, 3000] },
      "elements": { "header": { "frame": [0, 0, 390, 200] }, "card": { "frame": [0, 1200, 390, 200] } },
      "animations": [
        { "id": "fade", "target": "header", "property": "opacity", "smoothing": 0.5,
          "keyframes": [ { "offset": 0, "value": 1 }, { "offset": 1, "value": 0 } ] },
        { "id": "reveal", "target": "card", "property": "opacity",
          "timeline": { "type": "view", "subject": "card" },
          "trigger": { "duration": 0.5, "actions": "play none none reverse" },
          "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] }
      ]
    }
    """

  static func metrics(y: Double, width: Double = 390) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: width, height: 3_000),
      containerSize: ScrollSize(width: width, height: 844))
  }

  static func number(_ sample: SpecSample, _ id: String) -> Double? {
    SpecValues.number(sample.entries.first { $0.id == id }?.value)
  }

  static func player() throws -> SpecPlayer {
    try SpecPlayer(ChoreographySpec(json: json))
  }

  /// A player of the spec's animation `id` alone, so that ``SpecPlayer/needsFrames``
  /// speaks of that one.
  static func player(only id: String) throws -> SpecPlayer {
    var spec = try ChoreographySpec(json: json)
    spec.animations.removeAll { $0.id != id }
    return try SpecPlayer(spec)
  }

  @Test func aTriggeredAnimationPlaysOnEnterOverItsDurationAndReversesOnLeaveBack() throws {
    let player = try Self.player(only: "reveal")
    let top = player.sample(metrics: Self.metrics(y: 0), frames: [:], at: 10)
    #expect(Self.number(top, "reveal") == 0)
    #expect(!player.needsFrames)

    let entered = player.sample(metrics: Self.metrics(y: 600), frames: [:], at: 10)
    #expect(Self.number(entered, "reveal") == 0)  // it starts at its start, in time
    #expect(player.needsFrames)
    #expect(Self.number(player.advanced(to: 10.25), "reveal") == 0.5)
    #expect(player.needsFrames)
    #expect(Self.number(player.advanced(to: 10.5), "reveal") == 1)
    #expect(!player.needsFrames)
    // Scrolling within the range does nothing more.
    #expect(
      Self.number(player.sample(metrics: Self.metrics(y: 800), frames: [:], at: 11), "reveal") == 1)
    #expect(!player.needsFrames)

    _ = player.sample(metrics: Self.metrics(y: 0), frames: [:], at: 20)  // leaves back: reverses
    #expect(player.needsFrames)
    #expect(Self.number(player.advanced(to: 20.25), "reveal") == 0.5)
    #expect(Self.number(player.advanced(to: 20.5), "reveal") == 0)
    #expect(!player.needsFrames)
  }

  @Test func aSmoothedAnimationLagsThenSettlesExactlyOnTheEvaluatorsValue() throws {
    var spec = try ChoreographySpec(json: Self.json)
    spec.animations.removeAll { $0.id != "fade" }
    let player = try SpecPlayer(spec)
    #expect(
      Self.number(player.sample(metrics: Self.metrics(y: 0), frames: [:], at: 0), "fade") == 1)
    #expect(!player.needsFrames)

    let jumped = player.sample(metrics: Self.metrics(y: 1_078), frames: [:], at: 0)
    #expect(Self.number(jumped, "fade") == 1)  // the jump has not been caught up yet
    #expect(player.needsFrames)
    var time = 0.0
    player.advance(to: time)  // the first frame marks the start
    time += 1.0 / 60
    let lagging = try #require(Self.number(player.advanced(to: time), "fade"))
    #expect(lagging < 1 && lagging > 0.5)
    var frames = 1
    while player.needsFrames && frames < 600 {
      time += 1.0 / 60
      player.advance(to: time)
      frames += 1
    }
    #expect(!player.needsFrames)
    #expect(frames < 120)  // 95% in half a second: settled well within two
    let settled = Self.number(player.advanced(to: time + 1), "fade")
    let expected = Self.number(
      try SpecEvaluator(spec).sample(at: ScrollPoint(x: 0, y: 1_078)), "fade")
    #expect(settled == expected)
    #expect(settled == 0.5)
  }

  @Test func aResizeKeepsATriggeredAnimationPlaying() throws {
    let player = try Self.player(only: "reveal")
    _ = player.sample(metrics: Self.metrics(y: 0), frames: [:], at: 0)
    _ = player.sample(metrics: Self.metrics(y: 600), frames: [:], at: 0)
    #expect(Self.number(player.advanced(to: 0.25), "reveal") == 0.5)
    // A rotation rebuilds the evaluation; the play goes on where it was.
    let resized = player.sample(metrics: Self.metrics(y: 600, width: 844), frames: [:], at: 0.25)
    #expect(Self.number(resized, "reveal") == 0.5)
    #expect(player.needsFrames)
    #expect(Self.number(player.advanced(to: 0.5), "reveal") == 1)
  }

  @Test func specFramesRunTheClockOnlyWhileTheSpecNeedsFrames() throws {
    let clock = ManualFrameClock(time: 5)
    var written: [Double?] = []
    let player = try Self.player()
    let delivery = SpecDelivery(
      player: player, clock: clock, now: { clock.now },
      makeWrite: { target in
        // The card's opacity is the reveal's alone.
        guard target == SpecTarget(element: "card", property: .opacity) else { return { _ in } }
        return { written.append(SpecValues.number($0)) }
      })
    delivery.update(metrics: Self.metrics(y: 0), elementFrame: { _ in nil })
    #expect(!delivery.isRunning && !clock.isRunning)
    delivery.update(metrics: Self.metrics(y: 600), elementFrame: { _ in nil })  // enters: plays
    #expect(delivery.isRunning && clock.isRunning)
    clock.advance(by: 0.125, frames: 100)
    #expect(!clock.isRunning && !delivery.isRunning)
    // Stamped at 5, the play reaches its end at 5.5: the frames target
    // 5.125 (0.25), 5.25 (0.5), 5.375 (0.75), 5.5 (1). Each value is
    // written once, when it changes: entering leaves the card at 0, which
    // was written. The clock runs on only until the smoothed header has
    // caught up with the scroll (a few seconds), then stops, long before
    // the hundred frames it was offered.
    #expect(written == [0, 0.25, 0.5, 0.75, 1])
    #expect(clock.now < 5 + 0.125 * 50)
    #expect(!delivery.player.needsFrames)
  }

  @Test func aSpecWithoutMotionNeverNeedsFrames() throws {
    let player = try SpecPlayer(ChoreographySpec(json: SpecPlayerTests.json))
    for y in stride(from: 0.0, through: 2_156, by: 308) {
      _ = player.sample(metrics: SpecPlayerTests.metrics(y: y), frames: [:], at: y)
      #expect(!player.needsFrames)
    }
  }
}

@Suite("SpecStage in time (a declarative front end's frame source)")
struct SpecStageMotionTests {
  @Test func aTriggeredAnimationHandsBackOnlyItsChangingStyleFrameByFrame() throws {
    var spec = try ChoreographySpec(json: SpecMotionPlaybackTests.json)
    spec.animations.removeAll { $0.id != "reveal" }
    let stage = SpecStage(spec: spec)
    #expect(
      stage.setMetrics(SpecMotionPlaybackTests.metrics(y: 0), at: 1).elements["card"]?.opacity == 0)
    #expect(!stage.needsFrames)
    #expect(stage.advance(to: 1.1).isEmpty)  // nothing plays: nothing changes
    // Entering stamps the start at 2: the card is still at 0, unchanged.
    #expect(stage.setMetrics(SpecMotionPlaybackTests.metrics(y: 600), at: 2).isEmpty)
    #expect(stage.needsFrames)
    #expect(stage.advance(to: 2.25).elements["card"]?.opacity == 0.5)
    #expect(stage.advance(to: 2.5).elements["card"]?.opacity == 1)
    #expect(!stage.needsFrames)
    #expect(stage.advance(to: 3).isEmpty)
  }

  @Test func anInvalidSpecNeverNeedsFrames() {
    let stage = SpecStage(json: "{")
    #expect(!stage.needsFrames)
    #expect(stage.advance(to: 1).isEmpty)
  }
}
