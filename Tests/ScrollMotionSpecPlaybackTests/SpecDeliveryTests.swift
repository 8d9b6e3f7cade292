import AllocationCounter
import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

@testable import ScrollMotionSpecPlayback

/// The front ends' one loop: a spec's values go to each target's write
/// only when they change, composed per element and property, and a rebind
/// restores exactly what was written.
@Suite("SpecDelivery (the imperative front ends' delivery)")
struct SpecDeliveryTests {
  /// What a front end's writes received, in order, by target.
  final class Writes {
    var log: [(target: SpecTarget, value: SpecValue?)] = []

    func values(of target: SpecTarget) -> [SpecValue?] {
      log.filter { $0.target == target }.map(\.value)
    }

    func make(_ target: SpecTarget) -> (SpecValue?) -> Void {
      { [unowned self] value in log.append((target, value)) }
    }
  }

  static let header = SpecTarget(element: "header", property: .opacity)

  static func delivery(_ json: String, writes: Writes, clock: (any FrameClock)? = nil) throws
    -> SpecDelivery
  {
    SpecDelivery(
      player: try SpecPlayer(ChoreographySpec(json: json)), clock: clock, now: { 0 },
      makeWrite: writes.make)
  }

  @Test func eachTargetIsWrittenOnceUntilItChangesNoEffectToo() throws {
    let writes = Writes()
    let delivery = try Self.delivery(SpecStageTests.json, writes: writes)
    delivery.update(metrics: SpecStageTests.metrics(y: 0), elementFrame: { _ in nil })
    // Every target once: the header's opacity and rotation, the card's
    // scale, the app's `--progress`.
    #expect(writes.log.map(\.target) == delivery.player.targets)
    #expect(delivery.player.targets.count == 4)
    writes.log.removeAll()
    delivery.update(metrics: SpecStageTests.metrics(y: 0), elementFrame: { _ in nil })
    #expect(writes.log.isEmpty)
    delivery.update(metrics: SpecStageTests.metrics(y: 100), elementFrame: { _ in nil })
    #expect(writes.values(of: Self.header) == [.number(0.75)])
    // The card's scale has not moved: it is not written again.
    #expect(writes.values(of: SpecTarget(element: "card", property: .scale)).isEmpty)
  }

  @Test func stackedAnimationsOfOnePropertyComposeAsCSSDoes() throws {
    let writes = Writes()
    let delivery = try Self.delivery(SpecStageTests.json, writes: writes)
    for y in [100.0, 250, 350] {
      delivery.update(metrics: SpecStageTests.metrics(y: y), elementFrame: { _ in nil })
    }
    // `fade` alone, then `flash` (later in the spec) over it, then `fade`
    // showing again once `flash` has no effect: one target, one write each.
    #expect(writes.values(of: Self.header) == [.number(0.75), .number(0.9), .number(0.125)])
  }

  @Test func aRebindRestoresWhatWasWrittenThenWritesWhatPlays() throws {
    let writes = Writes()
    let delivery = try Self.delivery(Fixtures.settingsSpec, writes: writes)
    let card = SpecTarget(element: "card", property: .translate)
    let fade = SpecTarget(element: "card", property: .opacity)
    delivery.update(metrics: Fixtures.settingsMetrics(y: 500), elementFrame: { _ in nil })
    #expect(writes.values(of: card) == [.pair(0, 75)])
    #expect(!delivery.apply(PlaybackSettings(reducesMotion: false, direction: .leftToRight)))
    writes.log.removeAll()
    #expect(delivery.apply(PlaybackSettings(reducesMotion: true, direction: .leftToRight)))
    // The card's translation and the app's value were written: both are
    // restored, and nothing else.
    #expect(writes.log.count == 2 && writes.log.allSatisfy { $0.value == nil })
    #expect(writes.values(of: card) == [nil])
    writes.log.removeAll()
    delivery.update(metrics: Fixtures.settingsMetrics(y: 500), elementFrame: { _ in nil })
    // The reduced variant holds the start and cross-fades.
    #expect(writes.values(of: card) == [.pair(0, 100)])
    #expect(writes.values(of: fade) == [.number(0.5)])
  }

  @Test func withoutDisplayFramesTimedAnimationsShowWhereTheyComeToRest() throws {
    let writes = Writes()
    let delivery = try Self.delivery(Fixtures.motionSpec, writes: writes)
    let reveal = SpecTarget(element: "card", property: .opacity)
    let fade = SpecTarget(element: "header", property: .opacity)
    delivery.update(metrics: Fixtures.motionMetrics(y: 0), elementFrame: { _ in nil })
    delivery.update(metrics: Fixtures.motionMetrics(y: 1_078), elementFrame: { _ in nil })
    #expect(!delivery.isRunning)
    // Entering plays the reveal to its end; the smoothed fade settles on
    // the scroll's value at once: what `scrollmotion eval` prints.
    #expect(writes.values(of: reveal) == [.number(0), .number(1)])
    #expect(writes.values(of: fade) == [.number(1), .number(0.5)])
  }

  @Test func measuredFramesMoveTheirElementsViewTimelines() throws {
    let writes = Writes()
    let delivery = try Self.delivery(SpecStageTests.json, writes: writes)
    let card = SpecTarget(element: "card", property: .scale)
    let index = try #require(delivery.player.elementIndex(named: "card"))
    delivery.update(metrics: SpecStageTests.metrics(y: 800), elementFrame: { _ in nil })
    let before = try #require(writes.values(of: card).last)
    // Laid out 100 points lower: at 900 it is where it was at 800.
    let lower = ScrollRect(x: 0, y: 1_300, width: 390, height: 200)
    delivery.update(
      metrics: SpecStageTests.metrics(y: 900), elementFrame: { $0 == index ? lower : nil })
    #expect(writes.values(of: card).last == before)
  }

  @Test(.disabled(if: sm_allocations_sanitized() != 0, "a sanitizer owns malloc"))
  func aWarmScrollAndFrameAllocateNothing() throws {
    try #require(sm_allocations_supported() != 0, "allocation counting needs glibc")
    let clock = ManualFrameClock()
    var total = 0.0
    let delivery = SpecDelivery(
      player: try SpecPlayer(ChoreographySpec(json: Fixtures.motionSpec)), clock: clock,
      now: { clock.now },
      makeWrite: { _ in { total += SpecValues.number($0) ?? 0 } })
    let card = ScrollRect(x: 0, y: 1_200, width: 390, height: 200)
    func pass(_ steps: Range<Int>) {
      for step in steps {
        delivery.update(
          metrics: Fixtures.motionMetrics(y: Double(step % 20) * 60),
          elementFrame: { $0 == 1 ? card : nil })
        clock.advance(by: 1.0 / 60)
      }
    }
    // Warm-up: one pass over every path, the card placed once.
    pass(0..<40)
    sm_allocations_begin()
    pass(40..<240)
    let allocations = sm_allocations_end()
    #expect(allocations == 0)
    #expect(total != 0)
  }

  @Test func theClockRunsOnlyWhileTheSpecNeedsFrames() throws {
    let clock = ManualFrameClock(time: 5)
    var written: [Double?] = []
    let player = try SpecPlayer(ChoreographySpec(json: Fixtures.motionSpec))
    let delivery = SpecDelivery(
      player: player, clock: clock, now: { clock.now },
      makeWrite: { target in
        // The card's opacity is the reveal's alone.
        guard target == SpecTarget(element: "card", property: .opacity) else { return { _ in } }
        return { written.append(SpecValues.number($0)) }
      })
    delivery.update(metrics: Fixtures.motionMetrics(y: 0), elementFrame: { _ in nil })
    #expect(!delivery.isRunning && !clock.isRunning)
    // Enters: plays.
    delivery.update(metrics: Fixtures.motionMetrics(y: 600), elementFrame: { _ in nil })
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
}
