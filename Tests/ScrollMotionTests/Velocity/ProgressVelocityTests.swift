import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("ProgressVelocity")
struct ProgressVelocityTests {
  @Test func measuresProgressPerSecondAndDirection() {
    var speed = ProgressVelocity()
    #expect(speed.velocity == 0 && speed.direction == .none)
    // A steady scroll of 0.5 progress per second, sampled at 60 Hz.
    for frame in 0...60 { speed.record(Double(frame) / 120, at: Double(frame) / 60) }
    #expect(abs(speed.velocity - 0.5) < 1e-9)
    #expect(speed.direction == .forward)
    for frame in 61...120 { speed.record(Double(120 - frame) / 120, at: Double(frame) / 60) }
    #expect(abs(speed.velocity + 0.5) < 1e-6)
    #expect(speed.direction == .backward)
  }

  @Test func decaysToExactlyZeroAndKeepsTheDirection() {
    var speed = ProgressVelocity()
    speed.record(0, at: 0)
    speed.record(0.1, at: 0.016)
    #expect(speed.velocity > 0)
    for frame in 1...120 { speed.decay(to: 0.016 + Double(frame) / 60) }
    #expect(speed.velocity == 0)
    #expect(speed.direction == .forward)
  }

  @Test func ignoresBadSamplesAndResetsOnAnInactiveTimeline() {
    var speed = ProgressVelocity()
    speed.record(0, at: 0)
    speed.record(.nan, at: 0.1)
    speed.record(0.5, at: .infinity)
    speed.record(0.5, at: -1)
    #expect(speed.velocity == 0)
    speed.record(0.2, at: 0.1)
    #expect(speed.velocity > 0)
    speed.record(nil, at: 0.2)
    #expect(speed.velocity == 0 && speed.direction == .none)
    #expect(throws: TechniqueError.self) { try ProgressVelocity(averagingTime: 0) }
  }

  /// A steady scroll reads the same velocity at 60 Hz and at 120 Hz.
  @Test func theSampleRateDoesNotChangeASteadyVelocity() {
    SeededProperty.check(count: 200, Gen.double(in: -5...5)) { rate in
      var slow = ProgressVelocity()
      var fast = ProgressVelocity()
      for frame in 0...60 { slow.record(rate * Double(frame) / 60, at: Double(frame) / 60) }
      for frame in 0...120 { fast.record(rate * Double(frame) / 120, at: Double(frame) / 120) }
      return abs(slow.velocity - rate) < 1e-6 * max(1, abs(rate))
        && abs(fast.velocity - rate) < 1e-6 * max(1, abs(rate))
    }
  }

  /// The technique of the velocity article: a skew that grows with speed
  /// and is capped, 0 at rest.
  @Test func aSkewFollowsTheSpeed() {
    func skew(_ speed: ProgressVelocity) -> Double { max(-12, min(12, speed.velocity * 4)) }
    var speed = ProgressVelocity()
    for frame in 0...30 { speed.record(Double(frame) / 60, at: Double(frame) / 60) }
    #expect(abs(skew(speed) - 4) < 1e-6)  // 1 progress per second: 4°
    for frame in 31...60 { speed.record(Double(frame) / 6, at: Double(frame) / 60) }
    #expect(skew(speed) == 12)  // a flick: capped
    for frame in 61...200 { speed.decay(to: Double(frame) / 60) }
    #expect(skew(speed) == 0)
  }
}
