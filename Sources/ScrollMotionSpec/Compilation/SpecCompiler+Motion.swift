// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

extension SpecCompiler {
  /// What the compiled form leaves out: the wire format has no smoothing
  /// and no triggers yet, so the browser engine scrubs those animations
  /// over their ranges. One note per smoothed or triggered animation, for
  /// `scrollmotion compile` to print on standard error.
  public static func notes(for spec: ChoreographySpec) -> [SpecIssue] {
    var notes: [SpecIssue] = []
    for (index, animation) in spec.animations.enumerated() {
      for (key, isSet) in [
        ("smoothing", animation.smoothing != nil), ("trigger", animation.trigger != nil),
      ]
      where isSet {
        notes.append(
          SpecIssue(
            "the compiled form has no \(key) yet: the browser engine scrubs this animation over its range",
            at: spec.path(ofAnimationAt: index).appending(key)))
      }
    }
    return notes.withoutRepeats
  }
}
