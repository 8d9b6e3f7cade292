import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

@Suite("SpecPlayer in time (smoothed and triggered spec animations)")
struct SpecPlayerMotionTests {

  static func number(_ sample: SpecSample, _ id: String) -> Double? {
    if case .number(let number) = sample.entries.first(where: { $0.id == id })?.value {
      return number
    }
    return nil
  }

  static func player() throws -> SpecPlayer {
    try SpecPlayer(ChoreographySpec(json: Fixtures.motionSpec))
  }

  /// A player of the spec's animation `id` alone, so that ``SpecPlayer/needsFrames``
  /// speaks of that one.
  static func player(only id: String) throws -> SpecPlayer {
    var spec = try ChoreographySpec(json: Fixtures.motionSpec)
    spec.animations.removeAll { $0.id != id }
    return try SpecPlayer(spec)
  }

  @Test func aTriggeredAnimationPlaysOnEnterOverItsDurationAndReversesOnLeaveBack() throws {
    let player = try Self.player(only: "reveal")
    let top = player.sample(metrics: Fixtures.motionMetrics(y: 0), elementFrames: [:], at: 10)
    #expect(Self.number(top, "reveal") == 0)
    #expect(!player.needsFrames)

    let entered = player.sample(metrics: Fixtures.motionMetrics(y: 600), elementFrames: [:], at: 10)
    #expect(Self.number(entered, "reveal") == 0)  // it starts at its start, in time
    #expect(player.needsFrames)
    #expect(Self.number(player.advanced(to: 10.25), "reveal") == 0.5)
    #expect(player.needsFrames)
    #expect(Self.number(player.advanced(to: 10.5), "reveal") == 1)
    #expect(!player.needsFrames)
    // Scrolling within the range does nothing more.
    #expect(
      Self.number(
        player.sample(metrics: Fixtures.motionMetrics(y: 800), elementFrames: [:], at: 11), "reveal"
      ) == 1)
    #expect(!player.needsFrames)

    // Leaves back: reverses.
    _ = player.sample(metrics: Fixtures.motionMetrics(y: 0), elementFrames: [:], at: 20)
    #expect(player.needsFrames)
    #expect(Self.number(player.advanced(to: 20.25), "reveal") == 0.5)
    #expect(Self.number(player.advanced(to: 20.5), "reveal") == 0)
    #expect(!player.needsFrames)
  }

  @Test func aSmoothedAnimationLagsThenSettlesExactlyOnTheEvaluatorsValue() throws {
    var spec = try ChoreographySpec(json: Fixtures.motionSpec)
    spec.animations.removeAll { $0.id != "fade" }
    let player = try SpecPlayer(spec)
    #expect(
      Self.number(
        player.sample(metrics: Fixtures.motionMetrics(y: 0), elementFrames: [:], at: 0), "fade")
        == 1)
    #expect(!player.needsFrames)

    let jumped = player.sample(metrics: Fixtures.motionMetrics(y: 1_078), elementFrames: [:], at: 0)
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
    _ = player.sample(metrics: Fixtures.motionMetrics(y: 0), elementFrames: [:], at: 0)
    _ = player.sample(metrics: Fixtures.motionMetrics(y: 600), elementFrames: [:], at: 0)
    #expect(Self.number(player.advanced(to: 0.25), "reveal") == 0.5)
    // A rotation rebuilds the evaluation; the play goes on where it was.
    let resized = player.sample(
      metrics: Fixtures.motionMetrics(y: 600, width: 844), elementFrames: [:], at: 0.25)
    #expect(Self.number(resized, "reveal") == 0.5)
    #expect(player.needsFrames)
    #expect(Self.number(player.advanced(to: 0.5), "reveal") == 1)
  }

  @Test func aSpecWithoutMotionNeverNeedsFrames() throws {
    let player = try SpecPlayer(ChoreographySpec(json: SpecPlayerLiveGeometryTests.json))
    for y in stride(from: 0.0, through: 2_156, by: 308) {
      _ = player.sample(
        metrics: SpecPlayerLiveGeometryTests.metrics(y: y), elementFrames: [:], at: y)
      #expect(!player.needsFrames)
    }
  }
}
