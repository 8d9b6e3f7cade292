#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// What the exported page cannot do of issue 13's time-based motion.
extension ChoreographySpec {
  /// One note per smoothed or triggered animation: the page scrubs each
  /// one over its range, unsmoothed and untriggered.
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
      if animation.trigger != nil {
        notes.append(
          SpecIssue(
            "this exporter does not write CSS scroll-triggered animations yet (timeline-trigger and animation-trigger, which Chromium 156 supports): the page scrubs the animation over its range instead of playing it by time",
            at: animationPath.appending("trigger")))
      }
    }
    return notes.withoutRepeats
  }
}
