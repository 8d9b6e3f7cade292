import ScrollMotion

/// Expectations ported from the web-platform-tests, the second reference
/// next to headless Chromium. Each case names the WPT file and
/// test it comes from; numbers are the WPT's own, or, where a WPT test
/// states its expectation as a formula, that formula evaluated once with an
/// independent Bézier solver (noted on the group).
///
/// The files were read from the WPT repository one by one (the CSS easing
/// and timing-model files from a mirror of an older revision, the
/// scroll-animations file from the current one); see
/// ``WPTCase/adaptations`` for how a time-based test maps onto a scroll
/// position.
struct WPTCase: Sendable, CustomStringConvertible {
  /// What is checked.
  enum Check: Sendable {
    /// A two-keyframe animation of `left` from 0 px to 100 px with
    /// `keyframeEasing` on its segment and `effectEasing` on the effect,
    /// sampled at `fraction` of its active interval (fill forwards).
    case keyframeOutput(
      effectEasing: String, keyframeEasing: String, fraction: Double, left: Double)
    /// An animation with `easing`, active over `rangeStart..<rangeEnd` of
    /// the timeline with fill both, sampled at `position`: its transformed
    /// progress.
    case transformedProgress(
      easing: String, rangeStart: Double, rangeEnd: Double, position: Double, progress: Double)
    /// An animation active over `rangeStart..<rangeEnd`, sampled at
    /// `position`: its phase.
    case phase(rangeStart: Double, rangeEnd: Double, position: Double, phase: AnimationPhase)
    /// An animation active over `rangeStart..<rangeEnd` with fill none,
    /// sampled at `position`: its phase and progress (`nil` for no effect).
    case sample(
      rangeStart: Double, rangeEnd: Double, position: Double, phase: AnimationPhase,
      progress: Double?)
    /// A view timeline of a subject at `subjectStart` (length
    /// `subjectLength`) in a scrollport `viewport` long over `content`
    /// points of content, scrolled to `scrollTop`: the progress of an
    /// animation over `range` and the value of an opacity 0 → 1 animation
    /// over `cover`.
    case viewTimeline(
      viewport: Double, content: Double, subjectStart: Double, subjectLength: Double,
      range: String, scrollTop: Double, progress: Double, coverOpacity: Double)
  }

  /// The WPT file, relative to the repository's root.
  let file: String
  /// The WPT test's name in that file.
  let test: String
  /// The expectation.
  let check: Check
  /// The WPT's tolerance for the checked value (0 for `assert_equals`).
  let tolerance: Double

  var description: String { "\(file): \(test)" }

  /// How the time-based WPT tests map onto scroll positions: a scroll-driven
  /// animation is an effect whose active interval is its range (Chromium's
  /// model, see ``EffectTiming``), so a delay of `d` and a duration of `D`
  /// become a range from `d` to `d + D` on a timeline measured in the same
  /// units, and `currentTime` becomes the scroll position.
  static let adaptations = "delay d, duration D → range d ..< d + D; currentTime → position"
}

extension WPTCase {
  static let stepOutput = "css/css-easing/step-timing-functions-output.html"
  static let bezierOutput = "css/css-easing/cubic-bezier-timing-functions-output.html"
  static let transformedProgress =
    "web-animations/timing-model/time-transformations/transformed-progress.html"
  static let timelineOffset = "scroll-animations/view-timelines/timeline-offset-in-keyframe.html"
  static let phasesAndStates =
    "web-animations/timing-model/animation-effects/phases-and-states.html"

  /// The phase tests of phases-and-states.html with a duration and a
  /// positive or no delay. Not ported: negative delays (a time-based
  /// effect clamps its before-active boundary at 0, a scroll-driven one
  /// keeps its range even before the timeline's start, as Chromium does),
  /// end delays and playback rates (scroll-driven animations have none).
  static let phaseCases: [WPTCase] =
    [(-1.0, AnimationPhase.before), (0, .active), (1, .after)].map { time, phase in
      WPTCase(
        file: phasesAndStates,
        test: "Phase calculation for a simple animation effect @ \(Int(time))",
        check: .phase(rangeStart: 0, rangeEnd: 1, position: time, phase: phase), tolerance: 0)
    }
    + [(0.0, AnimationPhase.before), (1, .active), (2, .after)].map { time, phase in
      WPTCase(
        file: phasesAndStates,
        test:
          "Phase calculation for an animation effect with a positive start delay @ \(Int(time))",
        check: .phase(rangeStart: 1, rangeEnd: 2, position: time, phase: phase), tolerance: 0)
    }

  /// A step-output case: `left` at `time` ms of a 1000 ms animation.
  static func step(
    _ test: String, keyframe: String, effect: String, _ samples: [(time: Double, left: Double)]
  ) -> [WPTCase] {
    samples.map {
      WPTCase(
        file: stepOutput, test: "\(test) @ \(Int($0.time))ms",
        check: .keyframeOutput(
          effectEasing: effect, keyframeEasing: keyframe, fraction: $0.time / 1_000, left: $0.left),
        tolerance: 0)
    }
  }

  static let stepOutputCases: [WPTCase] =
    step(
      "step-start easing with input progress greater than 1", keyframe: "step-start",
      effect: "cubic-bezier(0, 1.5, 1, 1.5)", [(0, 100), (230, 100), (250, 200), (1_000, 100)])
    + step(
      "step-start easing with input progress greater than 2", keyframe: "step-start",
      effect: "cubic-bezier(0, 3, 1, 3)", [(0, 100), (114, 200), (500, 300), (900, 200)])
    + step(
      "step-start easing with input progress less than 0", keyframe: "step-start",
      effect: "cubic-bezier(0, -0.5, 1, -0.5)", [(0, 100), (750, 0), (800, 100), (1_000, 100)])
    + step(
      "step-start easing with input progress less than -1", keyframe: "step-start",
      effect: "cubic-bezier(0, -2, 1, -2)", [(0, 100), (100, 0), (500, -100), (1_000, 100)])
    + step(
      "step-end easing with input progress greater than 1", keyframe: "step-end",
      effect: "cubic-bezier(0, 1.5, 1, 1.5)", [(0, 0), (230, 0), (250, 100), (1_000, 100)])
    + step(
      "step-end easing with input progress greater than 2", keyframe: "step-end",
      effect: "cubic-bezier(0, 3, 1, 3)", [(0, 0), (114, 100), (500, 200), (900, 100)])
    + step(
      "step-end easing with input progress less than 0", keyframe: "step-end",
      effect: "cubic-bezier(0, -0.5, 1, -0.5)", [(0, 0), (750, -100), (800, 0), (1_000, 100)])
    + step(
      "steps(1, jump-both) easing with input progress greater than 1",
      keyframe: "steps(1, jump-both)", effect: "cubic-bezier(0, 1.5, 1, 1.5)",
      [(0, 50), (230, 50), (250, 100), (1_000, 100)])
    + step(
      "steps(1, jump-both) easing with input progress greater than 2",
      keyframe: "steps(1, jump-both)", effect: "cubic-bezier(0, 3, 1, 3)",
      [(0, 50), (114, 100), (500, 150), (900, 100)])
    + step(
      "steps(1, jump-both) easing with input progress less than 0",
      keyframe: "steps(1, jump-both)", effect: "cubic-bezier(0, -0.5, 1, -0.5)",
      [(0, 50), (750, 0), (800, 50), (1_000, 100)])
    + step(
      "steps(2, jump-none) easing with input progress greater than 1",
      keyframe: "steps(2, jump-none)", effect: "cubic-bezier(0, 1.5, 1, 1.5)",
      [(0, 0), (45, 100), (230, 100), (250, 200), (1_000, 100)])
    + step(
      "steps(2, jump-none) easing with input progress greater than 2",
      keyframe: "steps(2, jump-none)", effect: "cubic-bezier(0, 3, 1, 3)",
      [(0, 0), (114, 300), (500, 400), (900, 300)])
    + step(
      "steps(2, jump-none) easing with input progress less than 0",
      keyframe: "steps(2, jump-none)", effect: "cubic-bezier(0, -0.5, 1, -0.5)",
      [(0, 0), (750, -100), (800, 0), (1_000, 100)])

  /// The cubic-bezier output tests state `left` as a formula of the effect
  /// easing (the keyframe curve inside 0...1, its end tangent outside); the
  /// values below are those formulas, evaluated with a bisection solver
  /// written for this port. The WPT's tolerance is 0.01 px.
  static func bezier(
    _ test: String, keyframe: String, effect: String, _ samples: [(Double, Double)]
  )
    -> [WPTCase]
  {
    samples.map { time, left in
      WPTCase(
        file: bezierOutput, test: "\(test) @ \(Int(time))ms",
        check: .keyframeOutput(
          effectEasing: effect, keyframeEasing: keyframe, fraction: time / 1_000, left: left),
        tolerance: 0.01)
    }
  }

  static let bezierOutputCases: [WPTCase] =
    bezier(
      "cubic-bezier easing with input progress greater than 1",
      keyframe: "cubic-bezier(0.5, 1, 0.5, 0)", effect: "cubic-bezier(0, 1.5, 1, 1.5)",
      [
        (0, 0), (230, 98.870666), (240, 101.900680), (700, 159.803644), (990, 116.589193),
        (1_000, 100),
      ])
    + bezier(
      "cubic-bezier easing with input progress greater than 1 and where the tangent on the upper boundary is infinity",
      keyframe: "cubic-bezier(0, 1.5, 1, 1.5)", effect: "cubic-bezier(0, 1.5, 1, 1.5)",
      [(0, 0), (230, 106.317556), (240, 100), (700, 100), (990, 100), (1_000, 100)])
    + bezier(
      "cubic-bezier easing with input progress less than 0",
      keyframe: "cubic-bezier(0.5, 1, 0.5, 0)", effect: "cubic-bezier(0, -0.5, 1, -0.5)",
      [
        (0, 0), (10, -16.589193), (300, -59.803644), (750, -4.813333), (770, 1.129334),
        (1_000, 100),
      ])
    + bezier(
      "cubic-bezier easing with input progress less than 0 and where the tangent on the lower boundary is infinity",
      keyframe: "cubic-bezier(0, -0.5, 1, -0.5)", effect: "cubic-bezier(0, -0.5, 1, -0.5)",
      [(0, 0), (10, 0), (300, 0), (750, 0), (770, -6.317556), (1_000, 100)])

  /// The step-boundary tests of transformed-progress.html that use no
  /// iterations, iteration start or direction (a scroll-driven animation
  /// has none of them): delay 1000, duration 1000, fill both.
  static func progress(_ test: String, easing: String, _ samples: [(Double, Double)]) -> [WPTCase] {
    samples.map { time, progress in
      WPTCase(
        file: transformedProgress, test: "\(test) @ \(Int(time))ms",
        check: .transformedProgress(
          easing: easing, rangeStart: 1_000, rangeEnd: 2_000, position: time, progress: progress),
        tolerance: 0)
    }
  }

  static let transformedProgressCases: [WPTCase] =
    progress(
      "Test bounds point of step-start easing", easing: "steps(2, start)",
      [(0, 0), (999, 0), (1_000, 0.5), (1_499, 0.5), (1_500, 1), (2_000, 1)])
    + progress(
      "Test bounds point of step-end easing", easing: "steps(2, end)",
      [(0, 0), (999, 0), (1_000, 0), (1_499, 0), (1_500, 0.5), (2_000, 1)])
    + progress(
      "Test bounds point of steps(jump-both) easing", easing: "steps(2, jump-both)",
      [(0, 0), (999, 0), (1_000, 1.0 / 3), (1_499, 1.0 / 3), (1_500, 2.0 / 3), (2_000, 1)])
    + progress(
      "Test bounds point of steps(jump-none) easing", easing: "steps(2, jump-none)",
      [(0, 0), (1_000, 0), (1_499, 0), (1_500, 1), (2_000, 1)])

  /// timeline-offset-in-keyframe.html: a 200 px tall scrollport (300 px
  /// wide, 10 px border outside it) over a 100 px subject with 800 px
  /// margins, so 1700 px of content with the subject at 800. An animation
  /// over `contain 0%` … `contain 100%`, and opacity keyframes at
  /// `cover 0%` (0) and `cover 100%` (1), read at three scroll positions.
  /// The WPT's tolerance is 1e-6.
  static let timelineOffsetCases: [WPTCase] = [
    (700.0, 0.0, 1.0 / 3), (750, 0.5, 0.5), (800, 1, 2.0 / 3),
  ].map { scrollTop, progress, opacity in
    WPTCase(
      file: timelineOffset,
      test: "Timeline offsets in programmatic keyframes @ scrollTop \(Int(scrollTop))",
      check: .viewTimeline(
        viewport: 200, content: 1_700, subjectStart: 800, subjectLength: 100,
        range: "contain 0% contain 100%", scrollTop: scrollTop, progress: progress,
        coverOpacity: opacity),
      tolerance: 1e-6)
  }

  static let scrollEffectPhases = "scroll-animations/scroll-animation-effect-phases.tentative.html"

  /// scroll-animation-effect-phases.tentative.html: a 200 px scroller over
  /// 1200 px (scroll range 1000) whose timeline runs from 25% to 75% of the
  /// range, and an effect of duration 500 with a delay and an end delay,
  /// scaled onto the timeline, fill none. The delays become the range: it
  /// runs from `250 + 500 × delay / total` to
  /// `250 + 500 × (delay + 500) / total`, `total = delay + 500 + endDelay`.
  /// Ported: the cases with no negative delays (a negative delay puts the
  /// effect's start before the timeline's, which the tentative timeline
  /// offsets modelled and today's ranges do not).
  static let scrollEffectPhaseCases: [WPTCase] = [
    ("before timeline start", 0, 0, 250, 750, 100, AnimationPhase.before, nil),
    ("at timeline start", 0, 0, 250, 750, 250, .active, 0.0),
    ("in timeline range", 0, 0, 250, 750, 500, .active, 0.5),
    ("at timeline end", 0, 0, 250, 750, 750, .after, nil),
    ("after timeline end", 0, 0, 250, 750, 900, .after, nil),
    ("before timeline start", 500, 0, 500, 750, 100, .before, nil),
    ("at timeline start", 500, 0, 500, 750, 250, .before, nil),
    ("before effect delay", 500, 0, 500, 750, 300, .before, nil),
    ("at effect start", 500, 0, 500, 750, 500, .active, 0.0),
    ("in timeline range", 500, 0, 500, 750, 650, .active, 0.6),
    ("at timeline end", 500, 0, 500, 750, 750, .after, nil),
    ("after timeline end", 500, 0, 500, 750, 900, .after, nil),
    ("before timeline start", 0, 500, 250, 500, 100, .before, nil),
    ("at timeline start", 0, 500, 250, 500, 250, .active, 0.0),
    ("in timeline range", 0, 500, 250, 500, 400, .active, 0.6),
    ("at effect end", 0, 500, 250, 500, 500, .after, nil),
    ("after effect endDelay", 0, 500, 250, 500, 600, .after, nil),
    ("at timeline end", 0, 500, 250, 500, 750, .after, nil),
    ("after timeline end", 0, 500, 250, 500, 900, .after, nil),
    ("before timeline start", 375, 375, 400, 600, 100, .before, nil),
    ("at timeline start", 375, 375, 400, 600, 250, .before, nil),
    ("before effect delay", 375, 375, 400, 600, 270, .before, nil),
    ("at effect start", 375, 375, 400, 600, 400, .active, 0.0),
    ("in timeline range", 375, 375, 400, 600, 500, .active, 0.5),
    ("at effect end", 375, 375, 400, 600, 600, .after, nil),
    ("after effect endDelay", 375, 375, 400, 600, 700, .after, nil),
    ("at timeline end", 375, 375, 400, 600, 750, .after, nil),
    ("after timeline end", 375, 375, 400, 600, 900, .after, nil),
  ].map {
    (
      name: String, delay: Int, endDelay: Int, start: Double, end: Double, position: Double,
      phase: AnimationPhase, progress: Double?
    ) in
    WPTCase(
      file: scrollEffectPhases,
      test:
        "Current times and effect phase \(name) when delay = \(delay) and endDelay = \(endDelay)",
      check: .sample(
        rangeStart: start, rangeEnd: end, position: position, phase: phase, progress: progress),
      tolerance: 1e-9)
  }

  /// Every ported case.
  static let all: [WPTCase] =
    stepOutputCases + bezierOutputCases + transformedProgressCases + timelineOffsetCases
    + phaseCases + scrollEffectPhaseCases
}
