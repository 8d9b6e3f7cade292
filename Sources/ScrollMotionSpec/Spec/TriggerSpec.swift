// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// The `trigger` of an animation: it plays its keyframes over a duration
/// when its range is crossed instead of following the scroll position
/// (a scroll-triggered animation, GSAP's `toggleActions`).
public struct TriggerSpec: Sendable {
  /// Seconds for a full play; greater than 0 and at most
  /// ``maximumDuration``.
  public var duration: Double
  /// The easing of time into progress.
  public var easing: SpecEasing
  /// What each crossing of the range does.
  public var actions: TriggerActions

  /// The longest duration a spec accepts, in seconds (one hour).
  public static var maximumDuration: Double { 3_600 }

  /// A trigger; by default it plays linearly once on enter.
  public init(duration: Double, easing: SpecEasing = .linear, actions: TriggerActions = .init()) {
    self.duration = duration
    self.easing = easing
    self.actions = actions
  }

  /// The core's playback for this trigger, stopped at its start.
  ///
  /// - Throws: `TechniqueError` for a duration out of range;
  ///   a trigger read from JSON never has one.
  public func playback() throws(TechniqueError) -> TriggeredPlayback {
    try TriggeredPlayback(duration: duration, easing: easing.easing)
  }

  /// The spec format's words for the actions, in GSAP's `toggleActions`
  /// order: enter, leave, enter back, leave back.
  package var actionWords: String {
    [actions.onEnter, actions.onLeave, actions.onEnterBack, actions.onLeaveBack]
      .map { $0.rawValue }.joined(separator: " ")
  }
}
