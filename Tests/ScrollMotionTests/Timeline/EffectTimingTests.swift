import Testing

@testable import ScrollMotion

@Suite("EffectTiming")
struct EffectTimingTests {
  /// A view timeline whose cover range is 600...900 (the WPT subject).
  func state(at position: Double) -> TimelineState {
    TimelineState(position: position, start: 600, end: 900, subjectLength: 100, source: .view)!
  }

  /// A scroll timeline over offsets 0...1000.
  func scroll(at position: Double) -> TimelineState {
    TimelineState(position: position, start: 0, end: 1_000, subjectLength: 0, source: .scroll)!
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

  @Test func theEndsOfAScrollTimelineCountAsActive() throws {
    // "At progress timeline boundary": with fill none, scrolling to the very
    // end still shows the last frame of an animation that ends there.
    let timing = EffectTiming(range: .normal, fill: .none)
    #expect(timing.sample(in: scroll(at: 1_000)) == .init(phase: .active, progress: 1))
    #expect(timing.sample(in: scroll(at: 0)) == .init(phase: .active, progress: 0))
    #expect(timing.sample(in: scroll(at: 1_000.5)) == nil)
    let firstHalf = EffectTiming(
      range: AnimationRange(start: .normal, end: .full(.fraction(0.5))), fill: .none)
    #expect(firstHalf.sample(in: scroll(at: 500)) == nil)
  }

  @Test func theEndOfAViewTimelineIsNotABoundary() throws {
    // Chromium: at cover 100% an animation ending there is in its after
    // phase (checked in headless Chromium).
    #expect(EffectTiming(range: .cover, fill: .none).sample(in: state(at: 900)) == nil)
    #expect(
      EffectTiming(range: .cover, fill: .forwards).sample(in: state(at: 900))
        == .init(phase: .after, progress: 1))
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
      start: .named(.contain, .fraction(0.5)), end: .named(.contain, .fraction(0.5)))
    let timing = EffectTiming(range: at, fill: .both)
    #expect(timing.sample(in: state(at: 749)) == .init(phase: .before, progress: 0))
    #expect(timing.sample(in: state(at: 750)) == .init(phase: .after, progress: 1))
    #expect(timing.sample(in: state(at: 751)) == .init(phase: .after, progress: 1))
    #expect(EffectTiming(range: at, fill: .none).sample(in: state(at: 750)) == nil)
  }

  @Test func reversedRangeIsEmptyAtItsStart() throws {
    let reversed = AnimationRange(start: .named(.exit, .zero), end: .named(.entry, .fraction(1)))
    let timing = EffectTiming(range: reversed, fill: .both)
    #expect(timing.sample(in: state(at: 799)) == .init(phase: .before, progress: 0))
    #expect(timing.sample(in: state(at: 800)) == .init(phase: .after, progress: 1))
  }

  @Test func rangesBeyondTheTimelineAreActiveOverTheirWholeLength() throws {
    // cover -10% to cover 120% on a 600...900 cover range is 570...960; as
    // in Chromium, the active interval is not clipped to the timeline.
    let wide = AnimationRange(
      start: .named(.cover, .fraction(-0.1)), end: .named(.cover, .fraction(1.2)))
    let timing = EffectTiming(range: wide, fill: .none)
    #expect(timing.sample(in: state(at: 569)) == nil)
    #expect(timing.sample(in: state(at: 570)) == .init(phase: .active, progress: 0))
    #expect(try #require(timing.sample(in: state(at: 900))).progress == 330.0 / 390)
    #expect(timing.sample(in: state(at: 959))?.phase == .active)
    #expect(timing.sample(in: state(at: 960)) == nil)
    let filled = EffectTiming(range: wide, fill: .both)
    #expect(filled.sample(in: state(at: 990)) == .init(phase: .after, progress: 1))
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
        position: 1, rangeStart: .nan, rangeEnd: 5, fill: .both)
        == nil)
    #expect(
      EffectTiming.sample(
        position: .infinity, rangeStart: 0, rangeEnd: 5,
        fill: .both)
        == nil)
  }
}
