/// What a scroll-triggered animation does when its range is crossed: one
/// of GSAP's `toggleActions`.
///
/// Every action is defined on the animation's time `t` in
/// `0...duration` and its direction of play; see ``TriggeredPlayback``.
public enum TriggerAction: String, Hashable, Sendable, CaseIterable {
  /// Plays forward from where it is, towards the end.
  case play
  /// Plays backward from where it is, towards the start.
  case reverse
  /// Jumps to the start and plays forward.
  case restart
  /// Stops where it is, keeping its direction for ``resume``.
  case pause
  /// Plays on from where it is, in the direction it had.
  case resume
  /// Jumps to the end and stops.
  case complete
  /// Jumps to the start and stops.
  case reset
  /// Does nothing.
  case none
}
