/// One end of an animation's attachment range on its timeline: CSS
/// `animation-range-start` / `animation-range-end`.
///
/// A boundary is `normal` (the start or end of the timeline's full range), a
/// distance into the full range (`25%`, `100px`), or a distance into a named
/// range (`entry 20%`, `contain -50%`, `exit 20px`). A named boundary
/// without a distance means 0% of the name on the start side and 100% on the
/// end side, as in CSS.
public enum RangeBoundary: Hashable, Sendable {
  /// The start of the full range (as a start) or its end (as an end).
  case normal
  /// A distance into the timeline's full range.
  case full(LengthPercentage)
  /// A distance into a named range; `nil` means the side's default.
  case named(TimelineRangeName, LengthPercentage?)

  /// The named range's start, `<name> 0%`.
  public static func start(of name: TimelineRangeName) -> RangeBoundary {
    .named(name, .zero)
  }

  /// The named range's end, `<name> 100%`.
  public static func end(of name: TimelineRangeName) -> RangeBoundary {
    .named(name, .whole)
  }

  /// A point `fraction` of the way through `name` (0 its start, 1 its
  /// end), moved by `points`: `.at(.entry, 0.5)` is CSS `entry 50%`.
  public static func at(_ name: TimelineRangeName, _ fraction: Double, plus points: Double = 0)
    -> RangeBoundary
  {
    .named(name, LengthPercentage(fraction: fraction, points: points))
  }

  /// `fraction` of the way through `cover` (the subject touches the
  /// viewport at 0 and has just left it at 1), plus `points`.
  public static func cover(_ fraction: Double, plus points: Double = 0) -> RangeBoundary {
    .at(.cover, fraction, plus: points)
  }

  /// `fraction` of the way through `contain` (the subject fully visible,
  /// or fully covering the viewport), plus `points`.
  public static func contain(_ fraction: Double, plus points: Double = 0) -> RangeBoundary {
    .at(.contain, fraction, plus: points)
  }

  /// `fraction` of the way through `entry` (the subject entering at the
  /// viewport's end edge), plus `points`.
  public static func entry(_ fraction: Double, plus points: Double = 0) -> RangeBoundary {
    .at(.entry, fraction, plus: points)
  }

  /// `fraction` of the way through `exit` (the subject leaving at the
  /// viewport's start edge), plus `points`.
  public static func exit(_ fraction: Double, plus points: Double = 0) -> RangeBoundary {
    .at(.exit, fraction, plus: points)
  }

  /// `fraction` of the way through `entry-crossing` (the subject crossing
  /// the viewport's end edge), plus `points`.
  public static func entryCrossing(_ fraction: Double, plus points: Double = 0) -> RangeBoundary {
    .at(.entryCrossing, fraction, plus: points)
  }

  /// `fraction` of the way through `exit-crossing` (the subject crossing
  /// the viewport's start edge), plus `points`.
  public static func exitCrossing(_ fraction: Double, plus points: Double = 0) -> RangeBoundary {
    .at(.exitCrossing, fraction, plus: points)
  }

  /// `fraction` of the way through the timeline's whole range, plus
  /// `points`: `.progress(0.25)` is CSS `25%`.
  public static func progress(_ fraction: Double, plus points: Double = 0) -> RangeBoundary {
    .full(LengthPercentage(fraction: fraction, points: points))
  }

  /// The content offset this boundary stands for on the timeline `state`.
  ///
  /// - Parameters:
  ///   - state: The timeline's state, which gives the named ranges' offsets.
  ///   - isEnd: Whether the boundary is the range's end, which decides what
  ///     `normal` and a bare name mean.
  public func offset(in state: TimelineState, isEnd: Bool) -> Double {
    let side: LengthPercentage = isEnd ? .whole : .zero
    switch self {
    case .normal:
      return side.resolved(from: state.start, to: state.end)
    case .full(let distance):
      return distance.resolved(from: state.start, to: state.end)
    case .named(let name, let distance):
      let range = state.offsets(of: name)
      return (distance ?? side).resolved(from: range.start, to: range.end)
    }
  }
}
