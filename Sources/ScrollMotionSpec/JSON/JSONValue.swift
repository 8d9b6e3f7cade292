/// A JSON value read by ``JSONReader``, with where each part starts in the
/// text so that later validation can point at it.
public indirect enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; always finite (the reader rejects anything that overflows).
  case number(Double)
  /// A string.
  case string(String)
  /// An array of located values.
  case array([JSONNode])
  /// An object's members in the order of the text; keys are unique (the
  /// reader rejects duplicates).
  case object([JSONMember])

  /// What the value is, in words for messages: "a number", "an object", ….
  public var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A ``JSONValue`` and the location of its first character.
public struct JSONNode: Hashable, Sendable {
  /// The value.
  public var value: JSONValue
  /// Where the value starts in the text.
  public var location: SourceLocation

  /// A value found at `location`.
  public init(_ value: JSONValue, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}

/// One member of a JSON object: its key, where the key starts, and its value.
public struct JSONMember: Hashable, Sendable {
  /// The member's key.
  public var key: String
  /// Where the key's opening quote is.
  public var keyLocation: SourceLocation
  /// The member's value.
  public var node: JSONNode

  /// A member `key: node` whose key starts at `keyLocation`.
  public init(key: String, keyLocation: SourceLocation, node: JSONNode) {
    self.key = key
    self.keyLocation = keyLocation
    self.node = node
  }
}
