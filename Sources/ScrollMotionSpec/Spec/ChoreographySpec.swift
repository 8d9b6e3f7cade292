// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// A scroll choreography as data: the version-1 JSON spec format.
///
/// Read one with ``init(json:)-(Collection<UInt8>)``; every value is validated and every problem
/// reported (see ``SpecError``). `docs/spec-format.md` documents the format.
public struct ChoreographySpec: Sendable {
  /// The format version; always 1.
  public var version: Int
  /// The scroll view's geometry.
  public var scroller: ScrollerSpec
  /// The named elements, in the order of the document.
  public var elements: [ElementSpec]
  /// The animations, in the order of the document.
  public var animations: [AnimationSpec]
  /// What animations without their own policy do under reduced motion
  /// (see ``reducingMotion()``); `ReducedMotionPolicy.keep` by default.
  public var reducedMotion: ReducedMotionPolicy = .keep
  /// Animations that replace or join ``animations`` for some container
  /// sizes or under reduced motion, applied in order (see
  /// ``playing(containerSize:reducesMotion:)``); none by default.
  public var variants: [SpecVariant] = []

  /// A spec made of the given parts.
  public init(
    version: Int = 1, scroller: ScrollerSpec, elements: [ElementSpec] = [],
    animations: [AnimationSpec] = []
  ) {
    self.version = version
    self.scroller = scroller
    self.elements = elements
    self.animations = animations
  }

  /// The spec that the JSON text `bytes` holds.
  ///
  /// - Throws: ``SpecError`` with the syntax error, or with every problem of
  ///   the values, each with its JSON path.
  public init(json bytes: some Collection<UInt8>) throws(SpecError) {
    let document: JSONDocument
    do {
      document = try JSONReader(
        maximumBytes: SpecLimits.maximumBytes, maximumDepth: SpecLimits.maximumDepth
      ).read(bytes)
    } catch {
      throw SpecError([SpecIssue(error.reason, at: nil, location: error.location)])
    }
    var decoder = SpecDecoder()
    guard let spec = document.withRoot({ decoder.spec($0) }), decoder.issues.isEmpty else {
      throw SpecError(decoder.issues)
    }
    self = spec
  }

  /// The spec that the JSON text `text` holds.
  ///
  /// - Throws: ``SpecError`` as ``init(json:)-(Collection<UInt8>)`` does.
  public init(json text: String) throws(SpecError) {
    try self.init(json: Array(text.utf8))
  }

  /// The element called `name`, if there is one (the first, should two
  /// share it).
  ///
  /// A search in ``elements``, for one lookup: code that looks up many
  /// names builds an index once (the package's readers use
  /// `elementIndices`).
  public func element(named name: String) -> ElementSpec? {
    elements.first { $0.name == name }
  }

  /// Each element's position in ``elements`` by its name (the first of
  /// each name, as ``element(named:)`` finds it): built once by whoever
  /// looks up many names, so that resolving every animation is linear in
  /// the spec's size rather than quadratic.
  package var elementIndices: [String: Int] {
    var indices: [String: Int] = [:]
    indices.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() where indices[element.name] == nil {
      indices[element.name] = index
    }
    return indices
  }

  /// Each element's frame by its name, as ``elementIndices`` finds it.
  package var framesByName: [String: ScrollRect] {
    var frames: [String: ScrollRect] = [:]
    frames.reserveCapacity(elements.count)
    // Last to first, so that the first of each name is the one kept: one
    // table and one hash per element.
    for index in elements.indices.reversed() {
      frames[elements[index].name] = elements[index].frame
    }
    return frames
  }
}
