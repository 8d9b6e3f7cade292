import Foundation
import SpecFixtures

extension CLITests {
  /// Every bad spec file the CLI suite and docs/bad-input.md try: the
  /// original list, then the time-based motion's.
  static var allBadInputs: [(name: String, data: Data, expected: String)] {
    badInputs + motionBadInputs
  }

  /// The bad inputs of the `smoothing` and `trigger` keys, for the CLI
  /// suite and docs/bad-input.md.
  static let motionBadInputs: [(name: String, data: Data, expected: String)] = [
    (
      "negative smoothing",
      Data(Fixtures.spec(animations: Fixtures.animation(extra: #""smoothing": -0.5,"#)).utf8),
      "must be between 0 and 60"
    ),
    (
      "trigger without a duration",
      Data(
        Fixtures.spec(animations: Fixtures.animation(extra: #""trigger": {"easing": "ease-out"},"#))
          .utf8), "is required"
    ),
    (
      "trigger duration of zero",
      Data(
        Fixtures.spec(animations: Fixtures.animation(extra: #""trigger": {"duration": 0},"#)).utf8),
      "must be greater than 0 and at most 3600"
    ),
    (
      "three trigger actions",
      Data(
        Fixtures.spec(
          animations: Fixtures.animation(
            extra: #""trigger": {"duration": 1, "actions": "play none none"},"#)
        ).utf8),
      "must be four actions"
    ),
    (
      "misspelt trigger action",
      Data(
        Fixtures.spec(
          animations: Fixtures.animation(
            extra: #""trigger": {"duration": 1, "actions": {"onLeave": "revrese"}},"#)
        )
        .utf8), "did you mean 'reverse'"
    ),
    (
      "trigger and smoothing together",
      Data(
        Fixtures.spec(
          animations: Fixtures.animation(extra: #""trigger": {"duration": 1}, "smoothing": 0.3,"#)
        ).utf8),
      "cannot also be smoothed"
    ),
  ]
}
