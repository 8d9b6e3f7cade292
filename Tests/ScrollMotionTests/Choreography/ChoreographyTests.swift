import AllocationCounter
import Testing

@testable import ScrollMotion

/// Collects what a sink receives.
final class Recorder<Value> {
  var values: [Value?] = []
  func sink(_ value: Value?) { values.append(value) }
}

@Suite("Choreography")
struct ChoreographyTests {
  static func metrics(y: Double) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y),
      contentSize: ScrollSize(width: 100, height: 2000),
      containerSize: ScrollSize(width: 100, height: 200))
  }

  let card = ScrollRect(x: 0, y: 800, width: 100, height: 100)

  @Test func deliversValuesAndOnlyWhenTheyChange() {
    let choreography = Choreography()
    let fade = ScrollDrivenAnimation(
      keyframes: KeyframeSequence(from: 0.0, to: 1.0), timeline: .view(subject: card),
      range: .contain)
    let recorder = Recorder<Double>()
    choreography.add(fade, sink: recorder.sink)
    choreography.update(with: Self.metrics(y: 650))  // before contain: filled 0
    choreography.update(with: Self.metrics(y: 660))  // still 0: not delivered again
    choreography.update(with: Self.metrics(y: 750))
    choreography.update(with: Self.metrics(y: 900))
    #expect(recorder.values == [0, 0.5, 1])
  }

  @Test func nilMeansNoEffect() {
    let choreography = Choreography()
    let recorder = Recorder<Double>()
    choreography.add(
      ScrollDrivenAnimation(
        keyframes: KeyframeSequence(from: 0.0, to: 1.0), timeline: .view(subject: card),
        range: .contain, fill: .none),
      sink: recorder.sink)
    choreography.update(with: Self.metrics(y: 650))
    choreography.update(with: Self.metrics(y: 750))
    choreography.update(with: Self.metrics(y: 850))
    #expect(recorder.values == [nil, 0.5, nil])
  }

  /// The same for a type outside the common lists (a choreography's other
  /// tracks): no effect, blends, and the keyframe that starts a segment at
  /// its offset, each delivered once while it stays the same.
  @Test func otherTypesDeliverNoEffectBlendsAndKeyframesOnce() throws {
    let choreography = Choreography()
    let recorder = Recorder<ScrollSize>()
    let keyframes = try KeyframeSequence<ScrollSize>([
      .at(0, ScrollSize(width: 0, height: 0)),
      .at(0.5, ScrollSize(width: 4, height: 8)),
      .at(0.5, ScrollSize(width: 10, height: 10)),
      .at(1, ScrollSize(width: 20, height: 30)),
    ])
    choreography.add(
      ScrollDrivenAnimation(
        keyframes: keyframes, timeline: .view(subject: card), range: .contain, fill: .none),
      sink: recorder.sink)
    // Contain runs from 700 to 800: 725 is a quarter, 750 half, 775 three quarters.
    for y in [650.0, 660, 725, 725, 750, 775, 850, 750] {
      choreography.update(with: Self.metrics(y: y))
    }
    #expect(
      recorder.values == [
        nil, ScrollSize(width: 2, height: 4), ScrollSize(width: 10, height: 10),
        ScrollSize(width: 15, height: 20), nil, ScrollSize(width: 10, height: 10),
      ])
  }

  @Test func percentageOffsetIsOneLine() {
    let choreography = Choreography()
    let recorder = Recorder<Double>()
    choreography.onProgress(along: .y, sink: recorder.sink)
    choreography.update(with: Self.metrics(y: 900))
    choreography.update(with: Self.metrics(y: -50))  // rubber-banding above the top: clamped
    #expect(recorder.values == [0.5, 0])
    let unclamped = Recorder<Double>()
    choreography.onProgress(along: .y, clamped: false, sink: unclamped.sink)
    choreography.update(with: Self.metrics(y: -90))
    #expect(unclamped.values == [-0.05])
    let horizontal = Recorder<Double>()
    choreography.onProgress(along: .x, sink: horizontal.sink)
    choreography.update(with: Self.metrics(y: 0))
    #expect(horizontal.values == [nil])  // cannot scroll horizontally
  }

  @Test func eachDistinctTimelineIsComputedOnce() {
    let choreography = Choreography()
    let sequence = KeyframeSequence(from: 0.0, to: 1.0)
    for range in [AnimationRange.entry, .exit, .contain] {
      choreography.add(
        ScrollDrivenAnimation(keyframes: sequence, timeline: .view(subject: card), range: range)
      ) { _ in }
    }
    choreography.add(ScrollDrivenAnimation(keyframes: sequence)) { _ in }
    choreography.onProgress { _ in }
    #expect(choreography.count == 5)
    #expect(choreography.timelineCount == 2)
  }

  @Test func removingAnimationsStopsDeliveriesAndReleasesTimelines() {
    let choreography = Choreography()
    let first = Recorder<Double>()
    let second = Recorder<Double>()
    let sequence = KeyframeSequence(from: 0.0, to: 1.0)
    let a = choreography.add(
      ScrollDrivenAnimation(keyframes: sequence, timeline: .view(subject: card)), sink: first.sink)
    let b = choreography.add(ScrollDrivenAnimation(keyframes: sequence), sink: second.sink)
    choreography.update(with: Self.metrics(y: 900))
    choreography.remove(a)
    choreography.remove(a)  // ignored
    #expect(choreography.count == 1)
    #expect(choreography.timelineCount == 1)
    choreography.update(with: Self.metrics(y: 1800))
    #expect(first.values.count == 1)
    #expect(second.values == [0.5, 1])
    choreography.remove(b)
    #expect(choreography.count == 0)
    #expect(choreography.timelineCount == 0)
    // Freed timeline slots are reused.
    choreography.add(ScrollDrivenAnimation(keyframes: sequence), sink: second.sink)
    choreography.update(with: Self.metrics(y: 0))
    #expect(second.values == [0.5, 1, 0])
  }

  @Test func aStaleIDDoesNotRemoveTheAnimationThatReusedItsPlace() {
    let choreography = Choreography()
    let first = choreography.onProgress { _ in }
    choreography.remove(first)
    let recorder = Recorder<Double>()
    let second = choreography.onProgress(sink: recorder.sink)
    #expect(first != second)
    choreography.remove(first)  // stale: ignored
    #expect(choreography.count == 1)
    choreography.update(with: Self.metrics(y: 900))
    #expect(recorder.values == [0.5])
    choreography.remove(second)
    #expect(choreography.count == 0)
  }

  @Test func movingAnAnimationToAnotherTimeline() {
    let choreography = Choreography()
    let recorder = Recorder<Double>()
    let id = choreography.add(
      ScrollDrivenAnimation(
        keyframes: KeyframeSequence(from: 0.0, to: 1.0), timeline: .view(subject: card),
        range: .contain),
      sink: recorder.sink)
    choreography.update(with: Self.metrics(y: 750))
    var moved = card
    moved.origin.y = 900
    choreography.setTimeline(.view(subject: moved), for: id)
    choreography.update(with: Self.metrics(y: 750))
    #expect(recorder.values == [0.5, 0])
    #expect(choreography.timelineCount == 1)
  }

  @Test func tracksOfAnUnchangedTimelineAreSkippedButNewAndMovedOnesAreNot() {
    // An update at the same offset leaves every timing group's sample as
    // it was, so the engine skips their tracks: a track added or moved
    // into such a group since must still be evaluated and delivered.
    let choreography = Choreography()
    let first = Recorder<Double>()
    let second = Recorder<Double>()
    let third = Recorder<Double>()
    func fade(_ subject: ScrollRect, to end: Double = 1) -> ScrollDrivenAnimation<Double> {
      ScrollDrivenAnimation(
        keyframes: KeyframeSequence(from: 0.0, to: end), timeline: .view(subject: subject),
        range: .contain)
    }
    var later = card
    later.origin.y = 1000
    choreography.add(fade(card), sink: first.sink)
    let moving = choreography.add(fade(later), sink: second.sink)
    choreography.update(with: Self.metrics(y: 750))
    choreography.update(with: Self.metrics(y: 750))
    #expect(first.values == [0.5])
    #expect(second.values == [0])  // before its range: filled 0
    // Both join the first animation's timing group, whose sample did not
    // change.
    choreography.add(fade(card, to: 4), sink: third.sink)
    choreography.setTimeline(.view(subject: card), for: moving)
    #expect(choreography.timelineCount == 1)
    choreography.update(with: Self.metrics(y: 750))
    #expect(first.values == [0.5])
    #expect(second.values == [0, 0.5])
    #expect(third.values == [2])
    choreography.update(with: Self.metrics(y: 750))
    #expect(second.values == [0, 0.5])
    #expect(third.values == [2])
  }

  @Test(.disabled(if: sm_allocations_sanitized() != 0, "a sanitizer owns malloc"))
  func aWarmUpdateAllocatesNothing() throws {
    try #require(sm_allocations_supported() != 0, "allocation counting needs glibc")
    let choreography = Choreography()
    var total = 0.0
    let sequence = try KeyframeSequence<Double>(
      [.at(0, 0), .at(0.3, 5, easing: .easeInOut), .at(0.6, 2), .at(1, 9)])
    for index in 0..<200 {
      let subject = ScrollRect(x: 0, y: Double(index * 50), width: 100, height: 40)
      choreography.add(
        ScrollDrivenAnimation(keyframes: sequence, timeline: .view(subject: subject), range: .cover)
      ) {
        total += $0 ?? 0
      }
    }
    choreography.onProgress { total += $0 ?? 0 }
    choreography.update(with: Self.metrics(y: 0))  // warm-up
    sm_allocations_begin()
    for step in 1...100 {
      choreography.update(with: Self.metrics(y: Double(step) * 17))
    }
    let allocations = sm_allocations_end()
    #expect(allocations == 0)
    #expect(total > 0)
  }

  @Test(.disabled(if: sm_allocations_sanitized() != 0, "a sanitizer owns malloc"))
  func theAllocationCounterSeesAllocations() throws {
    try #require(sm_allocations_supported() != 0, "allocation counting needs glibc")
    sm_allocations_begin()
    let array = [Int](repeating: 7, count: 64)
    let allocations = sm_allocations_end()
    #expect(array.count == 64)
    #expect(allocations >= 1)
  }

  @Test func sinksMayChangeTheChoreographyAndTheChangesApplyAfterTheUpdate() {
    let choreography = Choreography()
    let late = Recorder<Double>()
    var removed: [Double?] = []
    var observerID: ProgressObserverID?
    var added: AnimationID?
    let first = choreography.add(ScrollDrivenAnimation(from: 0.0, to: 1.0)) { value in
      removed.append(value)
      guard added == nil else { return }
      // From inside a sink: add one, remove the observer, update again.
      added = choreography.add(ScrollDrivenAnimation(from: 10.0, to: 20.0), sink: late.sink)
      if let observerID { choreography.remove(observerID) }
      choreography.update(with: Self.metrics(y: 1800))  // ignored
    }
    let observed = Recorder<Double>()
    observerID = choreography.onProgress(sink: observed.sink)
    #expect(choreography.count == 2)
    choreography.update(with: Self.metrics(y: 900))
    #expect(choreography.count == 2)
    #expect(removed == [0.5])
    #expect(late.values.isEmpty)  // added during the update: delivered from the next one
    #expect(observed.values == [0.5])  // its removal waits for the update to end
    choreography.update(with: Self.metrics(y: 1800))
    #expect(observed.values == [0.5])
    #expect(late.values == [20])
    #expect(removed == [0.5, 1])
    choreography.remove(first)
    if let added { choreography.remove(added) }
    #expect(choreography.count == 0)
    #expect(choreography.timelineCount == 0)
  }

  @Test func numbersPointsColoursAndAnyOtherTypeAreDelivered() throws {
    let choreography = Choreography()
    let points = Recorder<ScrollPoint>()
    let colours = Recorder<RGBAColor>()
    let sizes = Recorder<ScrollSize>()
    let custom = Recorder<Double>()
    choreography.add(
      ScrollDrivenAnimation(from: ScrollPoint(x: 0, y: 0), to: ScrollPoint(x: 10, y: 20)),
      sink: points.sink)
    choreography.add(
      ScrollDrivenAnimation(from: RGBAColor.black, to: .white, interpolator: .oklab),
      sink: colours.sink)
    choreography.add(
      ScrollDrivenAnimation(
        from: ScrollSize(width: 0, height: 0), to: ScrollSize(width: 4, height: 8)),
      sink: sizes.sink)
    choreography.add(
      ScrollDrivenAnimation(
        from: 0.0, to: 1.0,
        interpolator: Interpolator { start, end, fraction in
          start + (end - start) * fraction * fraction
        }),
      sink: custom.sink)
    choreography.update(with: Self.metrics(y: 900))
    #expect(points.values == [ScrollPoint(x: 5, y: 10)])
    #expect(
      colours.values == [RGBAColor.black.interpolated(to: .white, at: 0.5, in: .oklab)])
    #expect(sizes.values == [ScrollSize(width: 2, height: 4)])
    #expect(custom.values == [0.25])
  }

  /// The order the type's documentation promises: numbers, points,
  /// colours, other types, then progress observers, each group in the
  /// order added, whatever the order of the adds across groups.
  @Test func sinksAreCalledGroupedByValueTypeInTheOrderAdded() {
    let choreography = Choreography()
    var calls: [String] = []
    func number(_ name: String, interpolator: Interpolator<Double> = .standard) {
      choreography.add(ScrollDrivenAnimation(from: 0.0, to: 1.0, interpolator: interpolator)) {
        _ in calls.append(name)
      }
    }
    func point(_ name: String) {
      choreography.add(
        ScrollDrivenAnimation(from: ScrollPoint(x: 0, y: 0), to: ScrollPoint(x: 10, y: 20))
      ) { _ in calls.append(name) }
    }
    func colour(_ name: String, interpolator: Interpolator<RGBAColor> = .standard) {
      choreography.add(
        ScrollDrivenAnimation(from: RGBAColor.black, to: .white, interpolator: interpolator)
      ) { _ in calls.append(name) }
    }
    func size(_ name: String) {
      choreography.add(
        ScrollDrivenAnimation(
          from: ScrollSize(width: 0, height: 0), to: ScrollSize(width: 4, height: 8))
      ) { _ in calls.append(name) }
    }
    colour("colour 1")
    choreography.onProgress { _ in calls.append("observer 1") }
    size("size 1")
    number("number 1")
    point("point 1")
    colour("colour 2", interpolator: .oklab)
    number("number 2", interpolator: Interpolator { start, end, _ in start + end })
    choreography.onProgress { _ in calls.append("observer 2") }
    point("point 2")
    size("size 2")
    number("number 3")
    choreography.update(with: Self.metrics(y: 900))
    #expect(
      calls == [
        "number 1", "number 2", "number 3", "point 1", "point 2", "colour 1", "colour 2",
        "size 1", "size 2", "observer 1", "observer 2",
      ])
    // Every value changes: the same order again.
    calls.removeAll()
    choreography.update(with: Self.metrics(y: 1_200))
    #expect(
      calls == [
        "number 1", "number 3", "point 1", "point 2", "colour 1", "colour 2", "size 1",
        "size 2", "observer 1", "observer 2",
      ])
  }

  @Test func removeAllEmptiesEverything() {
    let choreography = Choreography()
    choreography.onProgress { _ in }
    choreography.removeAll()
    #expect(choreography.count == 0)
    #expect(choreography.timelineCount == 0)
  }
}

@Suite("Percentage offset technique")
struct PercentageOffsetTests {
  @Test func propertiesFollowTheXAndYAxesIndependently() {
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 250, y: 600),
      contentSize: ScrollSize(width: 1_000, height: 2_000),
      containerSize: ScrollSize(width: 500, height: 800))
    let choreography = Choreography()
    let position = Recorder<Double>()
    let colour = Recorder<RGBAColor>()
    choreography.add(ScrollDrivenAnimation(from: 0.0, to: 120.0, along: .x), sink: position.sink)
    choreography.add(
      ScrollDrivenAnimation(
        from: RGBAColor(hue: .zero, saturation: 1, brightness: 1),
        to: RGBAColor(hue: .turns(0.18), saturation: 1, brightness: 1), along: .y,
        interpolator: .hsb(.increasing)),
      sink: colour.sink)
    choreography.update(with: metrics)
    #expect(position.values == [60])  // x is halfway: 250 of 500
    let hue = colour.values.first??.hsba.hue.turns ?? -1
    #expect(abs(hue - 0.18 * 0.5) < 1e-9)  // y is halfway: 600 of 1200
    // Scrolling only vertically leaves the x-driven value alone.
    choreography.update(
      with: ScrollMetrics(
        contentOffset: ScrollPoint(x: 250, y: 1_200), contentSize: metrics.contentSize,
        containerSize: metrics.containerSize))
    #expect(position.values == [60])
    #expect(colour.values.count == 2)
  }
}
