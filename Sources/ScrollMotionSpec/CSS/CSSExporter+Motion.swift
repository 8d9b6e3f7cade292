#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// What the exported page cannot do of time-based motion.
extension ChoreographySpec {
  /// One note per smoothed animation: the page scrubs each one over its
  /// range, unsmoothed. (Triggered animations are noted where the page
  /// writes them.)
  var timeBasedCSSNotes: [SpecIssue] {
    var notes: [SpecIssue] = []
    for (index, animation) in animations.enumerated() {
      let animationPath = path(ofAnimationAt: index)
      if animation.smoothing != nil {
        notes.append(
          SpecIssue(
            "CSS cannot smooth a scroll-driven animation (it has no lag on scroll progress): the page scrubs it unsmoothed",
            at: animationPath.appending("smoothing")))
      }
    }
    return notes.withoutRepeats
  }
}
