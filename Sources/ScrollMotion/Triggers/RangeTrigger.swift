/// Reports when the scroll position enters or leaves an animation range,
/// and in which direction: GSAP's `onEnter`, `onLeave`, `onEnterBack` and
/// `onLeaveBack` (with other edges, below), SwiftUI's
/// `onScrollVisibilityChange`.
///
/// The trigger remembers which side of the range the last update saw
/// (Web Animations' phase: before, active or after) and reports the
/// crossings between that phase and the new one, so that it fires exactly
/// once per crossing, in order, however far the position jumped: a flick
/// over the whole range between two updates gives
/// ``RangeCrossing/enter`` then ``RangeCrossing/leave`` in one update.
///
/// The range is the active interval `start ..< end` of ``EffectTiming``,
/// including its rule that an animation ending exactly at a scroll
/// timeline's end stays active there. Before the first update the position
/// counts as before the range, so a first update inside it reports
/// ``RangeCrossing/enter`` (and one past it `enter` then `leave`), as if
/// the page had been scrolled there from the top. An update on an inactive
/// timeline (the content fits its container, or a subject of zero size
/// along a scroll-less axis) reports nothing and keeps the remembered
/// phase; so does a non-finite position.
///
/// The edges are the animation's own, so that ``RangeCrossing/enter`` comes
/// with the first update in which it is active (a scrubbed animation with
/// `fill: none` shows its effect) and ``RangeCrossing/leave`` with the
/// first in which it is not. They are not GSAP's: ScrollTrigger counts a
/// position as inside only strictly between start and end. A position
/// exactly on the start is inside here (arriving there forward, or a first
/// update there, reports `enter`; coming back onto it from inside reports
/// nothing) and outside in GSAP (`onEnter` fires past it; coming back onto
/// it fires `onLeaveBack`); so a range starting at the top of the page is
/// entered by the first update here, in GSAP by the first scroll. Exactly
/// on the end both have left, except at the end of a scroll timeline, where
/// a range ending there stays active here and GSAP fires `onLeave`.
/// (Chromium's CSS `animation-trigger` counts the end as inside, too: the
/// peers disagree with each other, and no choice of edges matches them
/// all.) <doc:ScrollTriggers> has the whole comparison.
///
/// ```swift
/// var trigger = RangeTrigger(timeline: .view(subject: cardFrame), range: .contain)
/// // in scrollViewDidScroll:
/// for crossing in trigger.update(with: metrics) {
///   if crossing == .enter { card.startShimmer() }
/// }
/// ```
public struct RangeTrigger: Hashable, Sendable {
  /// The timeline whose position is watched.
  public var timeline: ProgressTimeline
  /// The range whose edges are watched.
  public var range: AnimationRange
  /// The phase the last update saw; ``AnimationPhase/before`` until then.
  public private(set) var phase: AnimationPhase = .before

  /// Creates a trigger for a range of a timeline.
  ///
  /// - Parameters:
  ///   - timeline: The timeline to watch; the vertical scroll by default.
  ///   - range: The range whose edges fire; the whole timeline by default.
  public init(timeline: ProgressTimeline = .vertical, range: AnimationRange = .normal) {
    self.timeline = timeline
    self.range = range
  }

  /// Whether the last update saw the position inside the range.
  public var isActive: Bool { phase == .active }

  /// Moves to the position of `metrics` and returns the crossings on the
  /// way, in order.
  @discardableResult
  public mutating func update(with metrics: ScrollMetrics) -> RangeCrossings {
    update(in: timeline.state(for: metrics))
  }

  /// Moves to an already computed state of ``timeline`` (`nil` for an
  /// inactive timeline) and returns the crossings on the way, in order.
  @discardableResult
  public mutating func update(in state: TimelineState?) -> RangeCrossings {
    guard let state else { return .none }
    // `fill: .both` always yields a sample for finite offsets; its phase is
    // all that is needed.
    guard let sample = EffectTiming(range: range, fill: .both).sample(in: state) else {
      return .none
    }
    let crossings = RangeCrossings.between(phase, sample.phase)
    phase = sample.phase
    return crossings
  }

  /// Forgets the remembered phase: the next update reports crossings as
  /// the first one did.
  public mutating func reset() {
    phase = .before
  }

  /// Takes the side of the range `old` last saw, keeping this trigger's
  /// timeline and range: the same animation rebuilt with new geometry.
  mutating func keepPhase(of old: RangeTrigger) {
    phase = old.phase
  }
}
