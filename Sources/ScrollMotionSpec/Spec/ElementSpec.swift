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

  /// An element called `name` at `frame`.
  public init(name: String, frame: ScrollRect) {
    self.name = name
    self.frame = frame
  }
}
