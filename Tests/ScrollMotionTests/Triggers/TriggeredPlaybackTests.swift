import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("TriggeredPlayback")
struct TriggeredPlaybackTests {
  @Test func playsOverItsDurationFromItsFirstFrame() throws {
    var playback = try TriggeredPlayback(duration: 0.5)
    playback.perform(.play)
    #expect(playback.needsFrames)
    playback.advance(to: 10)  // the first frame marks the start
    #expect(playback.progress == 0)
    playback.advance(to: 10.25)
    #expect(playback.progress == 0.5)
    playback.advance(to: 11)
    #expect(playback.progress == 1)
    #expect(!playback.needsFrames)
  }

  @Test func reverseRetracesTheEasedCurve() throws {
    var playback = try TriggeredPlayback(duration: 1, easing: .easeIn)
    playback.perform(.play)
    playback.advance(to: 0)
    playback.advance(to: 0.75)
    let there = playback.progress
    playback.perform(.reverse)
    playback.advance(to: 1.0)  // still playing: this frame moves back 0.25 s
    #expect(playback.fractionComplete == 0.5)
    #expect(playback.progress == Easing.easeIn.transform(0.5))
    #expect(there > playback.progress)
    playback.advance(to: 2)
    #expect(playback.progress == 0)
    #expect(!playback.isPlaying)
  }

  @Test func everyActionDoesWhatItSays() throws {
    var playback = try TriggeredPlayback(duration: 1)
    playback.perform(.play)
    playback.advance(to: 0)
    playback.advance(to: 0.4)
    playback.perform(.pause)
    playback.advance(to: 5)
    #expect(playback.fractionComplete == 0.4)
    playback.perform(.resume)
    playback.advance(to: 6)  // first frame after resuming: no jump over the pause
    playback.advance(to: 6.1)
    #expect(abs(playback.fractionComplete - 0.5) < 1e-12)
    playback.perform(.complete)
    #expect(playback.progress == 1 && !playback.isPlaying)
    playback.perform(.restart)
    #expect(playback.progress == 0 && playback.isPlaying && playback.isForward)
    playback.perform(.reset)
    #expect(playback.progress == 0 && !playback.isPlaying)
    playback.perform(.none)
    #expect(!playback.isPlaying)
    playback.perform(.reverse)  // at the start already: nothing to play
    #expect(!playback.needsFrames)
  }

  @Test func anActionWithATimeStartsThenNotAtTheNextFrame() throws {
    var slow = try TriggeredPlayback(duration: 1)
    var fast = slow
    slow.perform(.play, at: 0.01)
    fast.perform(.play, at: 0.01)
    slow.advance(to: 1.0 / 60)
    fast.advance(to: 1.0 / 120)
    fast.advance(to: 1.0 / 60)
    #expect(slow.fractionComplete == 1.0 / 60 - 0.01)
    #expect(abs(fast.fractionComplete - slow.fractionComplete) < 1e-15)
  }

  @Test func aSpringLastsItsSettlingDuration() throws {
    let playback = try TriggeredPlayback(spring: .smooth)
    #expect(playback.duration == DampedSpring.smooth.settlingDuration())
  }

  @Test func rejectsABadDuration() {
    for duration in [0, -1, .nan, .infinity] {
      #expect(throws: TechniqueError.self) { try TriggeredPlayback(duration: duration) }
    }
  }

  /// 60 Hz and 120 Hz pass through the same progress at the same times,
  /// also across a reversal while playing.
  @Test func theFrameRateDoesNotChangeThePath() {
    SeededProperty.check(count: 100, zip(Gen.double(in: 0.05...3), Gen.double(in: 0...1))) {
      duration, fraction in
      guard var slow = try? TriggeredPlayback(duration: duration, easing: .easeInOut) else {
        return false
      }
      let frames = Int(duration * 60)
      let reverseFrame = Swift.max(1, Swift.min(Int(fraction * Double(frames)), frames - 1))
      var fast = slow
      slow.perform(.play)
      fast.perform(.play)
      slow.advance(to: 0)
      fast.advance(to: 0)
      for frame in 1...200 {
        if frame == reverseFrame {
          slow.perform(.reverse)
          fast.perform(.reverse)
        }
        slow.advance(to: Double(frame) / 60)
        fast.advance(to: Double(frame * 2 - 1) / 120)
        fast.advance(to: Double(frame * 2) / 120)
        guard abs(slow.progress - fast.progress) <= 1e-9 else { return false }
      }
      return true
    }
  }
}

@Suite("ScrollTriggeredAnimation")
struct ScrollTriggeredAnimationTests {
  /// The crossing's frame shows the start and the next frame moves by its
  /// interval, as the browser runtime steps it (an update at the frame's
  /// time, then frames). GSAP 3.12.7, its ticker running, plays from the
  /// previous tick: the same 0.5 s linear tween at 60 Hz shows 1/30 on
  /// the crossing's frame and 2/30 on the next.
  @Test func theCrossingsFrameShowsTheStart() throws {
    var reveal = ScrollTriggeredAnimation(
      keyframes: KeyframeSequence(from: 0.0, to: 1.0),
      timeline: .view(subject: RangeTriggerTests.card), range: .contain,
      playback: try TriggeredPlayback(duration: 0.5), actions: .playWhileActive)
    let interval = 1.0 / 60
    reveal.update(with: RangeTriggerTests.metrics(y: 0), at: 1 - interval)
    #expect(Array(reveal.update(with: RangeTriggerTests.metrics(y: 750), at: 1)) == [.enter])
    reveal.advance(to: DisplayFrame(timestamp: 1 - interval, targetTimestamp: 1))
    #expect(reveal.value == 0)
    reveal.advance(to: DisplayFrame(timestamp: 1, targetTimestamp: 1 + interval))
    #expect(abs(reveal.value - interval / 0.5) < 1e-12)
  }

  /// A flick over the whole range performs both actions in order, which
  /// rests where a slow scroll through it does. GSAP 3.12.7 performs only
  /// the leave's action after the same flick: `complete pause none none`
  /// rests at its start there.
  @Test func aFlickPerformsBothActionsAsASlowScrollWould() throws {
    func rest(_ offsets: [Double]) throws -> Double {
      var animation = ScrollTriggeredAnimation(
        keyframes: KeyframeSequence(from: 0.0, to: 1.0),
        timeline: .view(subject: RangeTriggerTests.card), range: .contain,
        playback: try TriggeredPlayback(duration: 0.5),
        actions: TriggerActions(onEnter: .complete, onLeave: .pause))
      for offset in offsets { animation.update(with: RangeTriggerTests.metrics(y: offset)) }
      #expect(!animation.needsFrames)
      return animation.value
    }
    #expect(try rest([0, 1500]) == 1)
    #expect(try rest([0, 750, 1500]) == 1)
  }

  @Test func playsOnEnterAndReversesOnLeaveBack() throws {
    let clock = ManualFrameClock()
    var reveal = ScrollTriggeredAnimation(
      keyframes: KeyframeSequence(from: 0.0, to: 100.0),
      timeline: .view(subject: RangeTriggerTests.card), range: .contain,
      playback: try TriggeredPlayback(duration: 0.5),
      actions: TriggerActions(onEnter: .play, onLeaveBack: .reverse))
    var values: [Double] = []
    clock.start { frame in
      reveal.advance(to: frame)
      values.append(reveal.value)
    }
    reveal.update(with: RangeTriggerTests.metrics(y: 0))
    #expect(!reveal.needsFrames)
    #expect(Array(reveal.update(with: RangeTriggerTests.metrics(y: 750))) == [.enter])
    clock.advance(by: 0.125, frames: 5)
    #expect(values == [0, 25, 50, 75, 100])
    #expect(!reveal.needsFrames)
    // Leaving forward does nothing; coming back above the range reverses.
    reveal.update(with: RangeTriggerTests.metrics(y: 900))
    #expect(!reveal.needsFrames)
    #expect(
      Array(reveal.update(with: RangeTriggerTests.metrics(y: 0))) == [.enterBack, .leaveBack])
    values.removeAll()
    clock.advance(by: 0.25, frames: 3)
    #expect(values == [100, 50, 0])
  }
}
