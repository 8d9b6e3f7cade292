// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// The values of every animation of a spec at one content offset.
public struct SpecSample: Hashable, Sendable {
  /// One animation's value.
  public struct Entry: Hashable, Sendable {
    /// The animation's id.
    public var id: String
    /// Its value, or `nil` where it has no effect: outside its active
    /// interval without a fill on that side, or on an inactive timeline.
    public var value: SpecValue?

    /// For a triggered animation, the crossings of its range since the
    /// previous sample, in order; `nil` for the others.
    public var crossings: [RangeCrossing]?

    /// The value `value` of the animation `id`, and its crossings if it is
    /// triggered.
    public init(id: String, value: SpecValue?, crossings: [RangeCrossing]? = nil) {
      self.id = id
      self.value = value
      self.crossings = crossings
    }
  }

  /// The content offset (UIKit convention: `-inset.top` at rest).
  public var offset: ScrollPoint
  /// The animations' values, in the order of the spec.
  public var entries: [Entry]

  /// The values `entries` at `offset`.
  public init(offset: ScrollPoint, entries: [Entry]) {
    self.offset = offset
    self.entries = entries
  }

  /// The sample as JSON on one line:
  /// `{"offset": [x, y], "values": {id: value or null}}`, followed by
  /// `"crossings": {id: ["enter", …]}` when the spec has triggered
  /// animations.
  public var jsonText: String { json.text() }

  var json: JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("offset", .numbers([offset.x, offset.y])),
      ("values", .object(entries.map { ($0.id, $0.value?.json ?? .null) })),
    ]
    // Only specs with triggered animations have crossings to report.
    let triggered = entries.compactMap { entry in
      entry.crossings.map { (entry.id, JSONOutput.array($0.map { .string($0.specName) })) }
    }
    if !triggered.isEmpty { members.append(("crossings", .object(triggered))) }
    return .object(members)
  }

  /// The document `scrollmotion eval` prints: `{"samples": [...]}` with one
  /// sample per line.
  public static func document(_ samples: [SpecSample]) -> String {
    JSONOutput.object([("samples", .array(samples.map { $0.json }))]).text(isDocument: true)
  }
}
