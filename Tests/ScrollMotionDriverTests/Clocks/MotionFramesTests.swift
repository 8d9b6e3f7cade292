import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("MotionFrames")
struct MotionFramesTests {
  static func metrics(y: Double) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y),
      contentSize: ScrollSize(width: 100, height: 2000),
      containerSize: ScrollSize(width: 100, height: 200))
  }

  @Test func runsTheClockOnlyWhileTheMotionNeedsFrames() throws {
    // The scroll events and the frames share one clock, as
    // CACurrentMediaTime() and a display link do.
    let clock = ManualFrameClock(time: 5)
    var applied = 0
    let frames = MotionFrames(
      choreography: Choreography(), clock: clock, now: { clock.now },
      applying: { body in
        applied += 1
        body()
      })
    var values: [Double] = []
    frames.choreography.add(
      ScrollTriggeredAnimation(
        keyframes: KeyframeSequence(from: 0.0, to: 1.0),
        range: AnimationRange(.progress(0.5), .normal),
        playback: try TriggeredPlayback(duration: 0.25))
    ) { values.append($0) }
    frames.update(with: Self.metrics(y: 0))
    #expect(!frames.isRunning && !clock.isRunning)
    frames.update(with: Self.metrics(y: 1_000))  // enters the second half: plays
    #expect(frames.isRunning && clock.isRunning)
    clock.advance(by: 0.125, frames: 8)
    #expect(!clock.isRunning)
    #expect(values == [0, 0.5, 1])
    #expect(applied == 2)
  }

  @Test func reportsTheActivityItWasGiven() {
    let frames = MotionFrames(choreography: Choreography(), clock: ManualFrameClock(), now: { 0 })
    var seen: [ScrollActivity] = []
    frames.choreography.onScrollActivityChange { seen.append($0) }
    frames.update(with: Self.metrics(y: 0), activity: .tracking)
    frames.update(with: Self.metrics(y: 10))
    frames.update(with: Self.metrics(y: 20), activity: .decelerating)
    #expect(seen == [.tracking, .decelerating])
  }

  @Test func mapsUIKitFlagsToActivity() {
    #expect(
      ScrollActivity(
        isTracking: false, isDragging: false, isDecelerating: false, isAnimating: false)
        == .idle)
    #expect(
      ScrollActivity(isTracking: true, isDragging: false, isDecelerating: false, isAnimating: false)
        == .tracking)
    #expect(
      ScrollActivity(isTracking: true, isDragging: true, isDecelerating: true, isAnimating: false)
        == .tracking)
    #expect(
      ScrollActivity(isTracking: false, isDragging: false, isDecelerating: true, isAnimating: false)
        == .decelerating)
    #expect(
      ScrollActivity(isTracking: true, isDragging: true, isDecelerating: false, isAnimating: true)
        == .animating)
  }
}
