/// Picks where a fling should come to rest, for
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
///
/// The allowed offsets come from page sizes, item edges, item centres or a
/// list of points. The rule projects where the fling would stop with
/// ``Deceleration``, takes the allowed offset nearest to that, and, if the
/// release was a flick (speed above ``flickVelocity``) that would otherwise
/// stay put or go back, advances one stop in the direction of the flick.
///
/// Invariant: the result is always one of the allowed offsets clamped into
/// the valid range of the metrics (or that range's nearer end when there
/// are no allowed offsets), and always finite.
public struct ScrollSnapping: Sendable {
  /// Where the content may come to rest.
  public enum Stops: Sendable {
    /// Every multiple of `size` from `origin` (paging).
    case pages(size: Double, origin: Double)
    /// Offsets that align each item's leading edge with the viewport's.
    case itemEdges([ScrollRect])
    /// Offsets that centre each item in the viewport.
    case itemCenters([ScrollRect])
    /// Explicit content offsets.
    case offsets([Double])
  }

  /// The allowed stops.
  public var stops: Stops
  /// The axis to snap along.
  public var axis: ScrollAxis
  /// How a released fling slows down.
  public var deceleration: Deceleration
  /// The speed, in points per second, above which a release counts as a
  /// flick that advances at least one stop; infinite to disable.
  public var flickVelocity: Double

  /// Creates a snapping rule.
  public init(
    stops: Stops, axis: ScrollAxis = .y, deceleration: Deceleration = .normal,
    flickVelocity: Double = 300
  ) {
    self.stops = stops
    self.axis = axis
    self.deceleration = deceleration
    self.flickVelocity = flickVelocity
  }

  /// Paging by the container's length, as `isPagingEnabled` does; pass the
  /// page size (usually the container's width or height).
  public static func paging(size: Double, axis: ScrollAxis = .x) -> ScrollSnapping {
    ScrollSnapping(stops: .pages(size: size, origin: 0), axis: axis, deceleration: .fast)
  }

  /// The allowed offsets for `metrics`, clamped into its valid range,
  /// sorted and without duplicates.
  public func allowedOffsets(in metrics: ScrollMetrics) -> [Double] {
    guard let range = metrics.offsetRange(along: axis) else { return [] }
    let container = metrics.containerSize[axis]
    var values: [Double]
    switch stops {
    case .pages(let size, let origin):
      guard size.isFinite, size > 0, origin.isFinite else { return [range.lowerBound] }
      let first = ((range.lowerBound - origin) / size).rounded(.down)
      let last = ((range.upperBound - origin) / size).rounded(.up)
      // A range of millions of pages is not a list anyone wants.
      guard last - first < 100_000 else { return [range.lowerBound, range.upperBound] }
      values = stride(from: first, through: last, by: 1).map { origin + $0 * size }
    case .itemEdges(let items):
      values = items.map { $0.start(along: axis) }
    case .itemCenters(let items):
      values = items.map { $0.start(along: axis) + $0.length(along: axis) / 2 - container / 2 }
    case .offsets(let offsets):
      values = offsets
    }
    var result: [Double] = []
    for value in values.filter({ $0.isFinite }).map({ metrics.clamped($0, along: axis) }).sorted()
    where result.last != value {
      result.append(value)
    }
    return result
  }

  /// The offset a fling released at `offset` with `velocity` (points per
  /// second) should come to rest at.
  public func targetOffset(from offset: Double, velocity: Double, in metrics: ScrollMetrics)
    -> Double
  {
    let stops = allowedOffsets(in: metrics)
    let current = metrics.clamped(offset, along: axis)
    guard let first = stops.first else { return current }
    let speed = velocity.isFinite ? velocity : 0
    let projected = deceleration.projectedOffset(from: current, velocity: speed)
    var nearest = first
    for stop in stops where abs(stop - projected) < abs(nearest - projected) { nearest = stop }
    guard abs(speed) > flickVelocity else { return nearest }
    // A flick moves on at least to the next stop in its direction.
    if speed > 0, nearest <= current, let next = stops.first(where: { $0 > current }) {
      return next
    }
    if speed < 0, nearest >= current, let previous = stops.last(where: { $0 < current }) {
      return previous
    }
    return nearest
  }
}
