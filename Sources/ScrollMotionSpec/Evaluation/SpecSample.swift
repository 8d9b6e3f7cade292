import ScrollMotion

/// The values of every animation of a spec at one content offset.
public struct SpecSample: Hashable, Sendable {
  /// One animation's value.
  public struct Entry: Hashable, Sendable {
    /// The animation's id.
    public var id: String
    /// Its value, or `nil` where it has no effect: outside its active
    /// interval without a fill on that side, or on an inactive timeline.
    public var value: SpecValue?

    /// The value `value` of the animation `id`.
    public init(id: String, value: SpecValue?) {
      self.id = id
      self.value = value
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

  /// `{"offset": [X, Y], "values": {"<id>": V, …}}`, on one line.
  public var jsonText: String {
    let values = entries.map { "\(JSONText.quoted($0.id)): \($0.value?.jsonText ?? "null")" }
    return "{\"offset\": [\(JSONText.number(offset.x)), \(JSONText.number(offset.y))], "
      + "\"values\": {\(values.joined(separator: ", "))}}"
  }

  /// The output of `scrollmotion eval`: `{"samples": [ … ]}`, one sample per
  /// line, then a newline.
  public static func document(_ samples: [SpecSample]) -> String {
    guard !samples.isEmpty else { return "{\"samples\": []}\n" }
    return "{\"samples\": [\n" + samples.map { "  " + $0.jsonText }.joined(separator: ",\n")
      + "\n]}\n"
  }
}
