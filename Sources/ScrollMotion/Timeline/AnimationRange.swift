/// The part of a timeline an animation is attached to: CSS
/// `animation-range`.
///
/// The animation's progress runs from 0 at ``start`` to 1 at ``end``. When
/// the end resolves before the start, the active interval is empty and sits
/// at the start, as Web Animations specifies.
public struct AnimationRange: Hashable, Sendable {
  /// Where progress 0 is.
  public var start: RangeBoundary
  /// Where progress 1 is.
  public var end: RangeBoundary

  /// Creates a range from two boundaries.
  public init(start: RangeBoundary = .normal, end: RangeBoundary = .normal) {
    self.start = start
    self.end = end
  }

  /// Creates a range from two boundaries, reading as
  /// `AnimationRange(.entry(0), .exit(1))`.
  public init(_ start: RangeBoundary, _ end: RangeBoundary) {
    self.init(start: start, end: end)
  }

  /// The whole timeline, `normal`.
  public static var normal: AnimationRange { AnimationRange() }

  /// The whole of a named range: `AnimationRange.named(.entry)` is
  /// `entry 0%` to `entry 100%`.
  public static func named(_ name: TimelineRangeName) -> AnimationRange {
    AnimationRange(start: .start(of: name), end: .end(of: name))
  }

  /// While the subject covers any part of the viewport.
  public static var cover: AnimationRange { .named(.cover) }
  /// While the subject is fully visible (or fully covers the viewport).
  public static var contain: AnimationRange { .named(.contain) }
  /// While the subject enters the viewport.
  public static var entry: AnimationRange { .named(.entry) }
  /// While the subject exits the viewport.
  public static var exit: AnimationRange { .named(.exit) }
  /// While the subject crosses the viewport's end edge.
  public static var entryCrossing: AnimationRange { .named(.entryCrossing) }
  /// While the subject crosses the viewport's start edge.
  public static var exitCrossing: AnimationRange { .named(.exitCrossing) }

  /// The content offsets of progress 0 and progress 1 on `state`.
  ///
  /// `end` may come out before `start`; ``EffectTiming`` treats that as an
  /// empty active interval.
  #if hasFeature(Embedded)
    // Out of line in the WebAssembly build: one copy serves the engine's
    // timing groups (resolved once per layout) and the triggers.
    @inline(never)
  #endif
  public func offsets(in state: TimelineState) -> (start: Double, end: Double) {
    (start.offset(in: state, isEnd: false), end.offset(in: state, isEnd: true))
  }
}
