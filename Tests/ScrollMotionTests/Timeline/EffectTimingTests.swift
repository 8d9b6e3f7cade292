import Testing

@testable import ScrollMotion

@Suite("EffectTiming")
struct EffectTimingTests {
  /// A view timeline whose cover range is 600...900 (the WPT subject).
  func state(at position: Double) -> TimelineState {
    TimelineState(position: position, start: 600, end: 900, subjectLength: 100)!
  }

  @Test func progressRunsAcrossTheRange() throws {
    let timing = EffectTiming(range: .contain, fill: .both)
    #expect(timing.sample(in: state(at: 700)) == .init(phase: .active, progress: 0))
    #expect(timing.sample(in: state(at: 750)) == .init(phase: .active, progress: 0.5))
    #expect(timing.sample(in: state(at: 650)) == .init(phase: .before, progress: 0))
    #expect(timing.sample(in: state(at: 850)) == .init(phase: .after, progress: 1))
  }

  @Test func activeIntervalIsHalfOpen() throws {
    let timing = EffectTiming(range: .contain, fill: .none)
    // The start is inside the interval, the end is not.
    #expect(timing.sample(in: state(at: 700))?.phase == .active)
    #expect(timing.sample(in: state(at: 800)) == nil)
    #expect(timing.sample(in: state(at: 799.999))?.phase == .active)
  }

  @Test func theEndOfTheTimelineCountsAsActive() throws {
    // "At progress timeline boundary": with fill none, scrolling to the very
    // end still shows the last frame of a full-range animation.
    let timing = EffectTiming(range: .normal, fill: .none)
    #expect(timing.sample(in: state(at: 900)) == .init(phase: .active, progress: 1))
    #expect(timing.sample(in: state(at: 600)) == .init(phase: .active, progress: 0))
    #expect(timing.sample(in: state(at: 900.5)) == nil)
  }

  @Test(arguments: FillMode.allCases)
  func fillModesDecideWhetherThereIsAValueOutside(fill: FillMode) {
    let timing = EffectTiming(range: .contain, fill: fill)
    #expect((timing.sample(in: state(at: 610)) != nil) == fill.fillsBackwards)
    #expect((timing.sample(in: state(at: 890)) != nil) == fill.fillsForwards)
    #expect(timing.sample(in: state(at: 750)) != nil)
  }

  @Test func coincidentStartAndEndIsNeverActive() throws {
    let at = AnimationRange(
      start: .named(.contain, .percent(50)), end: .named(.contain, .percent(50)))
    let timing = EffectTiming(range: at, fill: .both)
    #expect(timing.sample(in: state(at: 749)) == .init(phase: .before, progress: 0))
    #expect(timing.sample(in: state(at: 750)) == .init(phase: .after, progress: 1))
    #expect(timing.sample(in: state(at: 751)) == .init(phase: .after, progress: 1))
    #expect(EffectTiming(range: at, fill: .none).sample(in: state(at: 750)) == nil)
  }

  @Test func reversedRangeIsEmptyAtItsStart() throws {
    let reversed = AnimationRange(start: .named(.exit, .zero), end: .named(.entry, .percent(100)))
    let timing = EffectTiming(range: reversed, fill: .both)
    #expect(timing.sample(in: state(at: 799)) == .init(phase: .before, progress: 0))
    #expect(timing.sample(in: state(at: 800)) == .init(phase: .after, progress: 1))
  }

  @Test func rangesBeyondTheTimelineFollowTheSpecClamping() throws {
    // Range 500...1000 on a 600...900 timeline: the before-active boundary is
    // clamped to 0%, so 550 is "before" even though it is inside the range.
    let wide = AnimationRange(start: .full(.points(-100)), end: .full(.points(400)))
    let timing = EffectTiming(range: wide, fill: .none)
    #expect(timing.sample(in: state(at: 550)) == nil)
    #expect(timing.sample(in: state(at: 600)) == .init(phase: .active, progress: 0.2))
    #expect(timing.sample(in: state(at: 900)) == .init(phase: .active, progress: 0.8))
    #expect(timing.sample(in: state(at: 950)) == nil)
    let filled = EffectTiming(range: wide, fill: .both)
    #expect(filled.sample(in: state(at: 950)) == .init(phase: .after, progress: 0.9))
  }

  @Test func beforeFlagIsSetOnlyBeforeTheInterval() throws {
    let timing = EffectTiming(range: .contain, fill: .both)
    #expect(try #require(timing.sample(in: state(at: 650))).beforeFlag)
    #expect(try !#require(timing.sample(in: state(at: 750))).beforeFlag)
    #expect(try !#require(timing.sample(in: state(at: 850))).beforeFlag)
  }

  @Test func nonFiniteBoundariesHaveNoEffect() {
    #expect(
      EffectTiming.sample(
        position: 1, timelineStart: 0, timelineEnd: 10, rangeStart: .nan, rangeEnd: 5, fill: .both)
        == nil)
    #expect(
      EffectTiming.sample(
        position: .infinity, timelineStart: 0, timelineEnd: 10, rangeStart: 0, rangeEnd: 5,
        fill: .both)
        == nil)
  }
}
