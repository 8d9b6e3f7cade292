import Testing

@testable import ScrollMotion

/// The ported web-platform-tests (``WPTCase``), run through the same code
/// paths an app uses: easings read from their CSS text, keyframe sequences,
/// the timing model and view timelines.
@Suite("Web-platform-tests")
struct WPTTests {
  @Test(arguments: WPTCase.all)
  func matchesTheWebPlatformTest(_ testCase: WPTCase) throws {
    let (actual, expected) = try Self.evaluate(testCase.check)
    for (value, target) in zip(actual, expected) {
      #expect(abs(value - target) <= testCase.tolerance, "\(testCase): \(actual) ≠ \(expected)")
    }
  }

  @Test func portsTheCasesOfEveryFile() {
    let files = Set(WPTCase.all.map(\.file))
    #expect(files.count == 6)
    #expect(WPTCase.all.count == 137)
  }

  /// The values a case checks, and what the WPT expects of them.
  static func evaluate(_ check: WPTCase.Check) throws -> (actual: [Double], expected: [Double]) {
    switch check {
    case .keyframeOutput(let effectEasing, let keyframeEasing, let fraction, let left):
      // The effect easing's output is the keyframe effect's input progress,
      // inside or outside 0...1; the segment's easing then extrapolates.
      let effect = try Easing(parsing: effectEasing)
      let keyframes = try KeyframeSequence<Double>([
        .at(0, 0, easing: try Easing(parsing: keyframeEasing)), .at(1, 100),
      ])
      let sample = try #require(
        EffectTiming.sample(position: fraction, rangeStart: 0, rangeEnd: 1, fill: .forwards))
      let progress = effect.transform(sample.progress, beforeFlag: sample.beforeFlag)
      return ([keyframes.value(at: progress, beforeFlag: sample.beforeFlag)], [left])

    case .transformedProgress(let easing, let rangeStart, let rangeEnd, let position, let progress):
      let keyframes = KeyframeSequence<Double>(
        from: 0, to: 1, easing: try Easing(parsing: easing))
      let sample = try #require(
        EffectTiming.sample(
          position: position, rangeStart: rangeStart, rangeEnd: rangeEnd, fill: .both))
      return ([keyframes.value(at: sample.progress, beforeFlag: sample.beforeFlag)], [progress])

    case .phase(let rangeStart, let rangeEnd, let position, let phase):
      let sample = try #require(
        EffectTiming.sample(
          position: position, rangeStart: rangeStart, rangeEnd: rangeEnd, fill: .both))
      func number(_ phase: AnimationPhase) -> Double {
        switch phase {
        case .before: 0
        case .active: 1
        case .after: 2
        }
      }
      return ([number(sample.phase)], [number(phase)])

    case .sample(let rangeStart, let rangeEnd, let position, let phase, let progress):
      let sample = EffectTiming.sample(
        position: position, rangeStart: rangeStart, rangeEnd: rangeEnd, fill: .none)
      // With fill none there is no sample outside the active phase; the
      // phase itself comes from the same model with fill both.
      let filled = try #require(
        EffectTiming.sample(
          position: position, rangeStart: rangeStart, rangeEnd: rangeEnd, fill: .both))
      #expect(filled.phase == phase, "phase at \(position)")
      // -1 stands for "no effect" on both sides.
      return ([sample?.progress ?? -1], [progress ?? -1])

    case .viewTimeline(
      let viewport, let content, let subjectStart, let subjectLength, let range, let scrollTop,
      let progress, let coverOpacity):
      let metrics = ScrollMetrics(
        contentOffset: ScrollPoint(x: 0, y: scrollTop),
        contentSize: ScrollSize(width: 300, height: content),
        containerSize: ScrollSize(width: 300, height: viewport))
      let timeline = ProgressTimeline.view(
        ViewTimeline(subject: ScrollRect(x: 10, y: subjectStart, width: 100, height: subjectLength))
      )
      let state = try #require(timeline.state(for: metrics))
      let timing = EffectTiming(range: try AnimationRange(parsing: range), fill: .both)
      let sample = try #require(timing.sample(in: state))
      let opacity = ScrollDrivenAnimation(
        keyframes: KeyframeSequence<Double>(from: 0, to: 1), timeline: timeline,
        range: try AnimationRange(parsing: "cover"))
      return (
        [sample.progress, try #require(opacity.value(for: metrics))], [progress, coverOpacity]
      )
    }
  }
}
