/// One crossing of an animation range's edge by the scroll position, named
/// as GSAP's ScrollTrigger callbacks are (which see a range's start, and
/// the end of a scroll timeline, differently: see ``RangeTrigger``).
///
/// "Forward" means towards larger content offsets (scrolling down a
/// vertical timeline, or right on a horizontal one). The range is the
/// animation's active interval, `start ..< end`, as ``EffectTiming``
/// defines it.
public enum RangeCrossing: Hashable, Sendable {
  /// Scrolling forward across the range's start: it becomes active.
  case enter
  /// Scrolling forward across the range's end: it stops being active.
  case leave
  /// Scrolling backward across the range's end: it becomes active again.
  case enterBack
  /// Scrolling backward across the range's start: it stops being active.
  case leaveBack

  /// Whether the range is active after the crossing (``enter`` and
  /// ``enterBack``), as SwiftUI's `onScrollVisibilityChange` reports
  /// visibility.
  public var isEntering: Bool { self == .enter || self == .enterBack }

  /// Whether the scroll position moved forward to cross (``enter`` and
  /// ``leave``).
  public var isForward: Bool { self == .enter || self == .leave }
}
