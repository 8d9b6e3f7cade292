// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// A named element of the content: something to animate, or the subject of a
/// view timeline.
public struct ElementSpec: Hashable, Sendable {
  /// The element's name, unique in the spec.
  public var name: String
  /// The element's frame in content coordinates (points; the origin is the
  /// content's top-left corner, inside the insets).
  public var frame: ScrollRect
  /// The element's place in the stacking order (CSS `z-index`): elements
  /// with a larger `z` paint over those with a smaller one; `nil` leaves
  /// the document order. A whole number in ``zRange``.
  public var z: Int?

  /// The values `z` may take: whole numbers within ±1,000,000.
  public static let zRange = -1_000_000...1_000_000

  /// An element called `name` at `frame`, stacked at `z` (`nil`: in
  /// document order).
  public init(name: String, frame: ScrollRect, z: Int? = nil) {
    self.name = name
    self.frame = frame
    self.z = z
  }
}
