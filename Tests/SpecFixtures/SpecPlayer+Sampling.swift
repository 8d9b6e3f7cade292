import ScrollMotion
import ScrollMotionSpec

extension SpecPlayer {
  /// Every animation's value for the live `metrics`, each element named in
  /// `elementFrames` placed at its frame there: an update and a sample in one
  /// call, as the tests read the player.
  package func sample(
    metrics: ScrollMetrics, elementFrames: [String: ScrollRect], at time: Double? = nil
  ) -> SpecSample {
    for (name, frame) in elementFrames {
      if let index = elementIndex(named: name) { setFrame(frame, ofElementAt: index) }
    }
    update(with: metrics, at: time)
    return sample()
  }

  /// Every animation's value after advancing to `time`.
  package func advanced(to time: Double) -> SpecSample {
    advance(to: time)
    return sample()
  }
}
