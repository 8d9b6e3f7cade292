/// Where a timeline's position lies relative to an animation's active
/// interval, as Web Animations defines the phases.
public enum AnimationPhase: Hashable, Sendable {
  /// Before the active interval starts.
  case before
  /// Inside the active interval (half-open: it includes its start).
  case active
  /// At or after the active interval's end (except exactly at the end of
  /// the timeline's full range, which still counts as active).
  case after
}
