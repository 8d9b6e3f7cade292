import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

@testable import ScrollMotionSpecPlayback

@Suite("Applying the person's settings")
struct PlaybackSettingsTests {
  @Test func applyingSaysTheLeastAFrontEndMustRedo() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Fixtures.settingsSpec))
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
    let player = try SpecPlayer(ChoreographySpec(json: Fixtures.settingsSpec))
    let metrics = Fixtures.settingsMetrics(x: 500, y: 0)
    #expect(player.sample(metrics: metrics, elementFrames: [:]).entries[1].value == .number(25))
    _ = player.apply(PlaybackSettings(reducesMotion: false, direction: .rightToLeft))
    #expect(player.sample(metrics: metrics, elementFrames: [:]).entries[1].value == .number(75))
  }
}
