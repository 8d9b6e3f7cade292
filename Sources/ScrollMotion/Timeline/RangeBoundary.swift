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
    .named(name, .percent(100))
  }

  /// The content offset this boundary stands for on the timeline `state`.
  ///
  /// - Parameters:
  ///   - state: The timeline's state, which gives the named ranges' offsets.
  ///   - isEnd: Whether the boundary is the range's end, which decides what
  ///     `normal` and a bare name mean.
  public func offset(in state: TimelineState, isEnd: Bool) -> Double {
    let side = LengthPercentage.percent(isEnd ? 100 : 0)
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
