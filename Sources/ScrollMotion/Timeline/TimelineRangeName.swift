/// The named sub-ranges of a view timeline, from CSS Scroll-driven
/// Animations.
///
/// With a viewport of length `V` and a subject from `S` to `S + L` along the
/// axis (insets already removed from the viewport), in scroll offsets:
///
/// | name | 0% | 100% |
/// | --- | --- | --- |
/// | `cover` | `S - V` (subject's start meets viewport's end) | `S + L` (subject's end meets viewport's start) |
/// | `contain` | `min(S, S + L - V)` | `max(S, S + L - V)` |
/// | `entry` | `S - V` | `min(S, S + L - V)` |
/// | `exit` | `max(S, S + L - V)` | `S + L` |
/// | `entryCrossing` | `S - V` | `S + L - V` (subject's end meets viewport's end) |
/// | `exitCrossing` | `S` (subject's start meets viewport's start) | `S + L` |
///
/// On a ``ScrollTimeline``, and on a view timeline whose subject has zero
/// length, every name means the full range, as in Chromium.
public enum TimelineRangeName: String, Hashable, Sendable, CaseIterable {
  /// The full range: from the subject starting to enter to it having left.
  case cover
  /// While the subject is fully inside the viewport (or fully covers it).
  case contain
  /// While the subject enters: from `cover 0%` to `contain 0%`.
  case entry
  /// While the subject exits: from `contain 100%` to `cover 100%`.
  case exit
  /// While the subject crosses the viewport's end edge.
  case entryCrossing = "entry-crossing"
  /// While the subject crosses the viewport's start edge.
  case exitCrossing = "exit-crossing"
}
