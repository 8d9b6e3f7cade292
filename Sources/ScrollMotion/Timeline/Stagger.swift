/// Which element of a staggered list starts first, as GSAP's stagger
/// `from` names it.
public enum StaggerOrigin: Hashable, Sendable, CaseIterable {
  /// The first element starts first; each later one starts one step later.
  case start
  /// The last element starts first; each earlier one starts one step later.
  case end
  /// The middle starts first and the ends last, spread as GSAP spreads
  /// it: the elements' distances from the middle are scaled so that the
  /// nearest waits 0 steps and the farthest `count − 1` steps, the same
  /// spread as ``start`` and ``end`` (steps 3, 0, 0, 3 for four elements,
  /// 4, 2, 0, 2, 4 for five, none for one or two).
  case center
}

/// An offset per element of a list that animates one after another, as
/// GSAP's `stagger`: element `i`'s range is the animation's range moved
/// along the timeline by `each × steps(i)`.
///
/// `each` is a CSS `<length-percentage>`: its points move both boundaries
/// by that many points, its fraction moves each boundary by that fraction
/// of the range the boundary is measured in (the whole timeline for
/// `normal` and plain lengths, the named range for `entry 20%` and the
/// like).
///
/// The steps are GSAP 3.12's `distribute` with `each` for the named
/// origins `start`, `end` and `center`, scroll distances where GSAP has
/// seconds: for every count, element `i`'s shift is GSAP's delay for it.
/// One difference: a negative `each` moves the later elements backwards
/// (the element with 0 steps keeps the range), where GSAP, whose delays
/// are never negative, delays every element by `|each| × (count − 1)` more
/// so that the one starting first has none. The spacing between elements
/// is the same; here a negative `each` with `from: .start` keeps the first
/// element's range as written. GSAP's other origins (`"edges"`,
/// `"random"`, an index, a ratio, a grid) and its `amount` and `ease` have
/// no counterpart.
public struct Stagger: Hashable, Sendable {
  /// The distance between two neighbours' ranges.
  public var each: LengthPercentage
  /// Which element starts first.
  public var origin: StaggerOrigin

  /// A stagger of `each` per element, starting from `origin`.
  public init(each: LengthPercentage, from origin: StaggerOrigin = .start) {
    self.each = each
    self.origin = origin
  }

  /// How many steps element `index` of a list of `count` is delayed by,
  /// in `0...count − 1`: 0 for the element that starts first (with a
  /// positive `each`). An `index` outside `0..<count` is clamped into it;
  /// a `count` below 2 gives 0.
  public func steps(at index: Int, of count: Int) -> Double {
    guard count > 1 else { return 0 }
    let position = Double(index.clamped(to: 0...count - 1))
    let last = Double(count - 1)
    switch origin {
    case .start: return position
    case .end: return last - position
    case .center:
      // GSAP's normalisation: the distance from the middle, less the
      // nearest element's (a half for an even count), over the farthest's
      // less the nearest's, times `count − 1`. Two elements are equally
      // near: both start at once.
      let nearest = count.isMultiple(of: 2) ? 0.5 : 0
      let farthest = last / 2
      guard farthest > nearest else { return 0 }
      return last * (abs(position - last / 2) - nearest) / (farthest - nearest)
    }
  }

  /// The distance element `index` of `count` is moved by: `each` times
  /// ``steps(at:of:)``.
  public func shift(at index: Int, of count: Int) -> LengthPercentage {
    let steps = steps(at: index, of: count)
    return LengthPercentage(fraction: each.fraction * steps, points: each.points * steps)
  }

  /// `range` moved for element `index` of `count`; the first element to
  /// start keeps `range` as it is.
  public func range(_ range: AnimationRange, at index: Int, of count: Int) -> AnimationRange {
    let shift = shift(at: index, of: count)
    guard shift != .zero else { return range }
    return AnimationRange(
      start: range.start.shifted(by: shift, isEnd: false),
      end: range.end.shifted(by: shift, isEnd: true))
  }
}

extension RangeBoundary {
  /// The boundary moved along its timeline by `distance`: its points are
  /// added, its fraction is of the range the boundary is measured in.
  /// `normal` becomes `0%` (a start) or `100%` (an end) first, and a bare
  /// name its 0% or 100%, which is what they mean.
  ///
  /// - Parameters:
  ///   - distance: How far to move it: points, plus a fraction of its range.
  ///   - isEnd: Whether the boundary is a range's end.
  package func shifted(by distance: LengthPercentage, isEnd: Bool) -> RangeBoundary {
    let side: LengthPercentage = isEnd ? .whole : .zero
    func moved(_ value: LengthPercentage) -> LengthPercentage {
      LengthPercentage(
        fraction: value.fraction + distance.fraction, points: value.points + distance.points)
    }
    switch self {
    case .normal: return .full(moved(side))
    case .full(let value): return .full(moved(value))
    case .named(let name, let value): return .named(name, moved(value ?? side))
    }
  }
}
