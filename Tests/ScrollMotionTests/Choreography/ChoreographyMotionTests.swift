import AllocationCounter
import Testing

@testable import ScrollMotion

@Suite("Choreography time-based motion")
struct ChoreographyMotionTests {
  static let card = RangeTriggerTests.card
  static func metrics(y: Double) -> ScrollMetrics { RangeTriggerTests.metrics(y: y) }

  /// Runs the choreography's frames the way a driver does: the display
  /// link (a manual clock whose frames are ignored while the link is
  /// paused, so that time still passes) runs while the motion needs frames.
  final class Driver {
    let choreography = Choreography()
    let clock = ManualFrameClock()
    private(set) var isLinkRunning = false
    private(set) var frames = 0

    init() {
      clock.start { [unowned self] frame in
        guard isLinkRunning else { return }
        frames += 1
        choreography.advance(to: frame)
        if !choreography.needsFrames { isLinkRunning = false }
      }
    }

    func scroll(to y: Double) {
      choreography.update(with: ChoreographyMotionTests.metrics(y: y), at: clock.now)
      if choreography.needsFrames { isLinkRunning = true }
    }
  }

  @Test func reportsCrossingsOnlyFromTheTimedUpdate() {
    let choreography = Choreography()
    var crossings: [RangeCrossing] = []
    choreography.onCrossing(of: .contain, on: .view(subject: Self.card)) { crossings.append($0) }
    choreography.update(with: Self.metrics(y: 750))
    #expect(crossings.isEmpty)
    choreography.update(with: Self.metrics(y: 750), at: 0)
    choreography.update(with: Self.metrics(y: 1_500), at: 0.1)
    choreography.update(with: Self.metrics(y: 0), at: 0.2)
    #expect(crossings == [.enter, .leave, .enterBack, .leaveBack])
  }

  @Test func playsATriggeredAnimationOnItsFramesAndStopsThem() throws {
    let driver = Driver()
    var values: [Double] = []
    driver.choreography.add(
      ScrollTriggeredAnimation(
        keyframes: KeyframeSequence(from: 0.0, to: 1.0), timeline: .view(subject: Self.card),
        range: .contain, playback: try TriggeredPlayback(duration: 0.125),
        actions: .playWhileActive)
    ) { values.append($0) }
    driver.scroll(to: 0)
    #expect(values == [0])
    #expect(!driver.choreography.needsFrames)
    driver.scroll(to: 750)  // enter: plays from the time of the update
    #expect(driver.isLinkRunning)
    driver.clock.advance(by: 0.031_25, frames: 10)
    #expect(values == [0, 0.25, 0.5, 0.75, 1])
    #expect(!driver.isLinkRunning)
    #expect(driver.frames == 4)
  }

  @Test func deliversSmoothedValuesUntilTheySettle() throws {
    let driver = Driver()
    var values: [Double?] = []
    driver.choreography.add(
      SmoothedAnimation(
        ScrollDrivenAnimation(from: 0.0, to: 1.0), smoothing: try ProgressSmoothing(lag: 0.2))
    ) { values.append($0) }
    driver.scroll(to: 0)
    driver.scroll(to: 1_800)
    driver.clock.advance(by: 1.0 / 60, frames: 600)
    #expect(values.first == 0)
    #expect(values.last == 1)
    #expect(values.count > 5)
    // Monotonic: a critically damped follower from rest never turns back.
    let numbers = values.compactMap { $0 }
    #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(!driver.isLinkRunning)
  }

  @Test func velocityDrivesASkewThatRelaxesToZero() {
    let driver = Driver()
    var skew = 0.0
    var directions: [ScrollDirection] = []
    driver.choreography.onVelocity { speed in
      skew = max(-12, min(12, speed.velocity * 4))
      if directions.last != speed.direction { directions.append(speed.direction) }
    }
    driver.scroll(to: 0)
    // A drag of 1/6 of the range per 1/60 s: 10 progress per second.
    for step in 1...5 {
      driver.clock.advance(by: 1.0 / 60)
      driver.scroll(to: Double(step) * 300)
    }
    #expect(skew == 12)
    #expect(directions == [.none, .forward])
    driver.clock.advance(by: 1.0 / 60, frames: 240)
    #expect(skew == 0)
    #expect(!driver.isLinkRunning)
    #expect(driver.frames < 100)
  }

  @Test func reportsScrollActivityChanges() {
    let choreography = Choreography()
    var seen: [ScrollActivity] = []
    choreography.onScrollActivityChange { seen.append($0) }
    choreography.scrollActivity = .tracking
    choreography.scrollActivity = .tracking
    choreography.scrollActivity = .decelerating
    choreography.scrollActivity = .idle
    #expect(seen == [.tracking, .decelerating, .idle])
  }

  @Test func aSinkMayAddAndRemoveMotion() {
    let choreography = Choreography()
    var later: [RangeCrossing] = []
    var first: MotionID?
    first = choreography.onCrossing(of: .contain, on: .view(subject: Self.card)) { _ in
      if let id = first { choreography.remove(id) }
      choreography.onCrossing(of: .contain, on: .view(subject: Self.card)) { later.append($0) }
    }
    choreography.update(with: Self.metrics(y: 750), at: 0)
    choreography.update(with: Self.metrics(y: 900), at: 1)
    #expect(later == [.enter, .leave])
  }

  @Test func removeAllRemovesTheMotionToo() {
    let choreography = Choreography()
    var crossings = 0
    let secondHalf = AnimationRange(.progress(0.5), .normal)
    choreography.onCrossing(of: secondHalf) { _ in
      crossings += 1
      choreography.removeAll()  // from a sink: applied after the update
    }
    choreography.onCrossing(of: secondHalf) { _ in crossings += 1 }
    choreography.update(with: Self.metrics(y: 1_000), at: 0)
    #expect(crossings == 2)
    choreography.update(with: Self.metrics(y: 0), at: 1)
    choreography.update(with: Self.metrics(y: 1_000), at: 2)
    #expect(crossings == 2)
    #expect(!choreography.needsFrames)
  }

  @Test(.disabled(if: sm_allocations_sanitized() != 0, "a sanitizer owns malloc"))
  func aWarmTimedUpdateAndFrameAllocateNothing() throws {
    try #require(sm_allocations_supported() != 0, "allocation counting needs glibc")
    let choreography = Choreography()
    var total = 0.0
    choreography.onCrossing(of: .contain, on: .view(subject: Self.card)) { _ in total += 1 }
    choreography.add(
      ScrollTriggeredAnimation(
        keyframes: KeyframeSequence(from: 0.0, to: 1.0), timeline: .view(subject: Self.card),
        range: .contain, playback: try TriggeredPlayback(duration: 0.3), actions: .playWhileActive)
    ) { total += $0 }
    choreography.add(
      SmoothedAnimation(
        ScrollDrivenAnimation(from: 0.0, to: 1.0), smoothing: try ProgressSmoothing(lag: 0.2))
    ) { total += $0 ?? 0 }
    choreography.onVelocity { total += $0.velocity }
    // Warm-up: one pass over every path.
    for step in 0..<40 {
      let time = Double(step) / 60
      choreography.update(with: Self.metrics(y: Double(step % 20) * 60), at: time)
      choreography.advance(to: DisplayFrame(timestamp: time, targetTimestamp: time + 1.0 / 60))
    }
    sm_allocations_begin()
    for step in 40..<240 {
      let time = Double(step) / 60
      choreography.update(with: Self.metrics(y: Double(step % 20) * 60), at: time)
      choreography.advance(to: DisplayFrame(timestamp: time, targetTimestamp: time + 1.0 / 60))
    }
    let allocations = sm_allocations_end()
    #expect(allocations == 0)
    #expect(total != 0)
  }
}
