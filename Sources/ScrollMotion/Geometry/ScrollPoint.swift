/// A point or a displacement in points, in a scroll container's coordinate space.
///
/// Used for content offsets, velocities (points per second) and positions.
/// The type is a plain value: it does not reject non-finite coordinates; the
/// types that consume it (``ScrollMetrics`` and the timelines) do.
public struct ScrollPoint: Hashable, Sendable {
  /// The horizontal coordinate, in points.
  public var x: Double
  /// The vertical coordinate, in points.
  public var y: Double

  /// Creates a point from its two coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = ScrollPoint(x: 0, y: 0)

  /// The coordinate along `axis`.
  public subscript(axis: ScrollAxis) -> Double {
    get { axis == .x ? x : y }
    set {
      if axis == .x { x = newValue } else { y = newValue }
    }
  }

  /// Whether both coordinates are finite (neither NaN nor infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }
}
