/// An axis-aligned rectangle: an origin and a size, in points.
///
/// Frames of elements in content coordinates, visible rects and unit rects
/// (such as a layer's `contentsRect`) all use this type. The rectangle is not
/// standardised: a negative size is kept as given, and ``minX`` and ``maxX``
/// are simply `origin.x` and `origin.x + size.width`.
public struct ScrollRect: Hashable, Sendable {
  /// The corner with the smallest coordinates when the size is positive.
  public var origin: ScrollPoint
  /// The width and height.
  public var size: ScrollSize

  /// Creates a rectangle from an origin and a size.
  public init(origin: ScrollPoint, size: ScrollSize) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its four components.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: ScrollPoint(x: x, y: y), size: ScrollSize(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = ScrollRect(origin: .zero, size: .zero)

  /// The unit square, `(0, 0, 1, 1)`: the whole of an image in unit coordinates.
  public static let unit = ScrollRect(x: 0, y: 0, width: 1, height: 1)

  /// The smallest `x` coordinate, `origin.x`.
  public var minX: Double { origin.x }
  /// The smallest `y` coordinate, `origin.y`.
  public var minY: Double { origin.y }
  /// `origin.x + size.width`.
  public var maxX: Double { origin.x + size.width }
  /// `origin.y + size.height`.
  public var maxY: Double { origin.y + size.height }
  /// The width, `size.width`.
  public var width: Double { size.width }
  /// The height, `size.height`.
  public var height: Double { size.height }

  /// The start coordinate along `axis` (`minX` or `minY`).
  public func start(along axis: ScrollAxis) -> Double { origin[axis] }
  /// The extent along `axis` (the width or the height).
  public func length(along axis: ScrollAxis) -> Double { size[axis] }
  /// The end coordinate along `axis` (`maxX` or `maxY`).
  public func end(along axis: ScrollAxis) -> Double { origin[axis] + size[axis] }

  /// Whether every component is finite.
  public var isFinite: Bool { origin.isFinite && size.isFinite }
}
