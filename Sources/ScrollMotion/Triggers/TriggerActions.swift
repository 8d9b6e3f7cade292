/// The action a scroll-triggered animation takes on each of the four
/// crossings of its range: GSAP's `toggleActions`, in its order (enter,
/// leave, enter back, leave back).
///
/// When one update crosses both edges (a flick over the whole range), both
/// actions are performed, in order, which leaves the animation as scrolling
/// through slowly would. GSAP performs one action then (the leave's, or
/// the enter's when the leave's is `none`), which differs when the first
/// moves the time and the second keeps it: `complete` then `pause` rests
/// at the end here after a flick and a slow scroll alike, and in GSAP at
/// the start after a flick.
///
/// ```swift
/// // Play on the way in, rewind when scrolled back above the range.
/// let actions = TriggerActions(onEnter: .play, onLeaveBack: .reverse)
/// ```
public struct TriggerActions: Hashable, Sendable {
  /// The action when the range is entered scrolling forward.
  public var onEnter: TriggerAction
  /// The action when the range is left scrolling forward.
  public var onLeave: TriggerAction
  /// The action when the range is entered scrolling backward.
  public var onEnterBack: TriggerAction
  /// The action when the range is left scrolling backward.
  public var onLeaveBack: TriggerAction

  /// Creates the actions; by default the animation plays once on enter and
  /// ignores the other crossings (GSAP's default `"play none none none"`).
  public init(
    onEnter: TriggerAction = .play, onLeave: TriggerAction = .none,
    onEnterBack: TriggerAction = .none, onLeaveBack: TriggerAction = .none
  ) {
    self.onEnter = onEnter
    self.onLeave = onLeave
    self.onEnterBack = onEnterBack
    self.onLeaveBack = onLeaveBack
  }

  /// Plays forward whenever the range is entered and backward whenever it
  /// is left (`"play reverse play reverse"`): the animation shows while
  /// the range is active.
  public static var playWhileActive: TriggerActions {
    TriggerActions(onEnter: .play, onLeave: .reverse, onEnterBack: .play, onLeaveBack: .reverse)
  }

  /// The action for a crossing.
  public func action(for crossing: RangeCrossing) -> TriggerAction {
    switch crossing {
    case .enter: onEnter
    case .leave: onLeave
    case .enterBack: onEnterBack
    case .leaveBack: onLeaveBack
    }
  }
}
