// The wasm build compiles this target into its one Embedded Swift module,
// where the core and the wire format are the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// Triggered and smoothed animations, which depend on time: the
/// evaluator samples positions, so it reports where each comes to rest.
extension SpecEvaluator {
  /// What `scrollmotion eval` says on standard error about the animations
  /// it cannot show as they run: one note per smoothed or triggered
  /// animation.
  public var notes: [SpecIssue] {
    var notes: [SpecIssue] = []
    for (index, animation) in spec.animations.enumerated() {
      if animation.smoothing != nil {
        notes.append(
          SpecIssue(
            "eval samples positions, not times: it prints the value the smoothing settles on (the unsmoothed value)",
            at: spec.path(ofAnimationAt: index).appending("smoothing")))
      }
      if animation.trigger != nil {
        notes.append(
          SpecIssue(
            "eval prints where the triggered animation comes to rest after the crossings up to each offset (listed under \"crossings\"), not its values in time",
            at: spec.path(ofAnimationAt: index).appending("trigger")))
      }
    }
    return notes.withoutRepeats
  }
}

extension RangeCrossing {
  /// The crossing's name in `scrollmotion eval`'s output: `enter`,
  /// `leave`, `enterBack`, `leaveBack`.
  package var specName: String {
    switch self {
    case .enter: "enter"
    case .leave: "leave"
    case .enterBack: "enterBack"
    case .leaveBack: "leaveBack"
    }
  }
}
