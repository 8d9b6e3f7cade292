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
  /// content's top-left corner, inside the insets); zero when the spec
  /// leaves it to be measured (``hasFrame`` is false).
  public var frame: ScrollRect
  /// Whether the spec gives ``frame``. Without one, the element's frame is
  /// measured where the spec plays: the browser runtime measures the page's
  /// element, the Apple front ends the bound view. `eval` needs the frame
  /// of every view timeline's subject
  /// (``ChoreographySpec/framesMissingForEvaluation()``), and the CSS
  /// export every element's (``ChoreographySpec/framesMissingForLayout()``).
  public var hasFrame: Bool
  /// The CSS selector that finds the element in a web page (`#card`,
  /// `.card`), for the browser runtime's `attach` when the page does not
  /// hand it the element; `nil` when the page always does. Several matches
  /// each play the element's animations (docs/spec-format.md).
  public var selector: String?
  /// The element's place in the stacking order (CSS `z-index`): elements
  /// with a larger `z` paint over those with a smaller one; `nil` leaves
  /// the document order. A whole number in ``zRange``.
  public var z: Int?

  /// The values `z` may take: whole numbers within ±1,000,000.
  public static let zRange = -1_000_000...1_000_000

  /// An element called `name` at `frame`, stacked at `z` (`nil`: in
  /// document order), found in a web page by `selector`.
  public init(name: String, frame: ScrollRect, z: Int? = nil, selector: String? = nil) {
    self.name = name
    self.frame = frame
    self.hasFrame = true
    self.z = z
    self.selector = selector
  }

  /// An element called `name` whose frame is measured where the spec
  /// plays, found in a web page by `selector`, stacked at `z`.
  public init(measuredNamed name: String, selector: String? = nil, z: Int? = nil) {
    self.init(name: name, frame: .zero, z: z, selector: selector)
    hasFrame = false
  }
}
