/// A width and a height in points.
///
/// Negative or non-finite sizes are representable so that values coming
/// straight from a layout pass can be stored as they are; the consumers treat
/// them as invalid (an inactive timeline, an error) rather than crash.
public struct ScrollSize: Hashable, Sendable {
  /// The horizontal extent, in points.
  public var width: Double
  /// The vertical extent, in points.
  public var height: Double

  /// Creates a size from its width and height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size, `0 × 0`.
  public static let zero = ScrollSize(width: 0, height: 0)

  /// The extent along `axis`: the width for `x`, the height for `y`.
  public subscript(axis: ScrollAxis) -> Double {
    get { axis == .x ? width : height }
    set {
      if axis == .x { width = newValue } else { height = newValue }
    }
  }

  /// Whether both extents are finite.
  public var isFinite: Bool { width.isFinite && height.isFinite }
}
