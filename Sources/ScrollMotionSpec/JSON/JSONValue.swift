/// A JSON value read by ``JSONReader``, with where each part starts in the
/// text so that later validation can point at it.
///
/// Arrays and objects are views into their document, which holds every
/// value of the text in a few flat arrays: reading a spec builds (and
/// frees) no tree of nodes and allocates nothing per container.
///
/// ## Lifetime
/// A ``JSONNode``, ``JSONMember``, ``JSONArray`` or ``JSONObject`` does
/// not keep its document alive: each is an index and an unretained
/// reference, so that walking a spec costs no reference counting (which
/// was a quarter of reading one). They are valid inside
/// ``JSONDocument/withRoot(_:)`` and wherever the document is kept alive
/// around them; strings, numbers and booleans read from them are values
/// of their own.
package enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; always finite (the reader rejects anything that overflows).
  case number(Double)
  /// A string.
  case string(String)
  /// An array of located values.
  case array(JSONArray)
  /// An object's members in the order of the text; keys are unique (the
  /// reader rejects duplicates).
  case object(JSONObject)

  /// What the value is, in words for messages: "a number", "an object", ….
  package var kindDescription: String {
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

/// A value of a document read by ``JSONReader``, and the location of its
/// first character; valid while its document is alive (see ``JSONValue``).
package struct JSONNode: Equatable, Sendable {
  private let reference: Unmanaged<JSONDocument>
  private let index: Int
  // Unretained: whoever reads the node keeps the document alive.
  private var document: JSONDocument { reference._withUnsafeGuaranteedRef { $0 } }

  /// The value at `index` of `document`'s entries.
  fileprivate init(_ document: JSONDocument, _ index: Int) {
    reference = Unmanaged.passUnretained(document)
    self.index = index
  }

  /// The value.
  package var value: JSONValue {
    let entry = document.entries[index]
    switch entry.kind {
    case .null: return .null
    case .false: return .bool(false)
    case .true: return .bool(true)
    case .number: return .number(Double(bitPattern: entry.payload))
    case .string: return .string(document.string(entry.text))
    case .array:
      return .array(JSONArray(entry.contents, of: document))
    case .object:
      return .object(JSONObject(entry.contents, of: document))
    }
  }

  /// Where the value starts in the text.
  package var location: SourceLocation { document.entries[index].location }

  // One kind each, for readers that expect it: matching ``value`` makes
  // the whole enum (and its outlined copies) for the one case wanted.

  /// The members, when the value is an object.
  package var object: JSONObject? {
    let entry = document.entries[index]
    guard entry.kind == .object else { return nil }
    return JSONObject(entry.contents, of: document)
  }

  /// The elements, when the value is an array.
  package var array: JSONArray? {
    let entry = document.entries[index]
    guard entry.kind == .array else { return nil }
    return JSONArray(entry.contents, of: document)
  }

  /// The number, when the value is one.
  package var number: Double? {
    let entry = document.entries[index]
    return entry.kind == .number ? Double(bitPattern: entry.payload) : nil
  }

  /// The string, when the value is one.
  package var string: String? {
    let entry = document.entries[index]
    return entry.kind == .string ? document.string(entry.text) : nil
  }

  /// Nodes are equal when their values and locations are, whatever
  /// documents they belong to.
  package static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
    lhs.location == rhs.location && lhs.value == rhs.value
  }
}

/// One member of a JSON object: its key, where the key starts, and its
/// value; valid while its document is alive (see ``JSONValue``).
package struct JSONMember: Equatable, Sendable {
  private let reference: Unmanaged<JSONDocument>
  private let index: Int
  private var document: JSONDocument { reference._withUnsafeGuaranteedRef { $0 } }

  /// The member at `index` of `document`'s members.
  fileprivate init(_ document: JSONDocument, _ index: Int) {
    reference = Unmanaged.passUnretained(document)
    self.index = index
  }

  /// The member's key.
  package var key: String { document.string(document.members[index].key) }

  /// Where the key's opening quote is.
  package var keyLocation: SourceLocation { document.members[index].keyLocation }

  /// The member's value.
  package var node: JSONNode { JSONNode(document, document.members[index].value) }

  /// Members are equal when their keys, key locations and values are.
  package static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
    lhs.key == rhs.key && lhs.keyLocation == rhs.keyLocation && lhs.node == rhs.node
  }
}

/// The elements of a JSON array, in the order of the text.
package typealias JSONArray = JSONRun<JSONNode>

/// The members of a JSON object, in the order of the text.
package typealias JSONObject = JSONRun<JSONMember>

/// A run of one document's array elements or object members, in the order
/// of the text, indexed from 0: ``JSONArray`` and ``JSONObject``; valid
/// while its document is alive (see ``JSONValue``).
package struct JSONRun<Element: JSONDocumentValue>: RandomAccessCollection, Sendable {
  private let reference: Unmanaged<JSONDocument>
  private let range: Range<Int>
  private var document: JSONDocument { reference._withUnsafeGuaranteedRef { $0 } }

  /// The run at `range` of `document`'s elements or members.
  fileprivate init(_ range: Range<Int>, of document: JSONDocument) {
    reference = Unmanaged.passUnretained(document)
    self.range = range
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { range.count }

  package subscript(position: Int) -> Element {
    precondition(indices.contains(position), "JSON index out of range")
    return Element(document, listedAt: range.lowerBound + position)
  }
}

/// A value that a ``JSONRun`` lists: an array's element or an object's
/// member.
package protocol JSONDocumentValue {
  /// The value at `index` of `document`'s elements or members.
  init(_ document: JSONDocument, listedAt index: Int)
}

extension JSONNode: JSONDocumentValue {
  /// The element at `index` of `document`'s elements.
  package init(_ document: JSONDocument, listedAt index: Int) {
    self.init(document, document.elements[index])
  }
}

extension JSONMember: JSONDocumentValue {
  /// The member at `index` of `document`'s members.
  package init(_ document: JSONDocument, listedAt index: Int) {
    self.init(document, index)
  }
}

extension JSONRun where Element == JSONMember {
  /// The member `key`, if the object has it (keys are unique).
  ///
  /// A search in order: a spec's objects have a handful of members, where
  /// comparing each key's bytes costs less than building a table to hash
  /// into.
  package subscript(key: String) -> JSONMember? {
    member(key).map { JSONMember(document, $0) }
  }

  /// The value of the member `key`, if the object has it: `self[key]?.node`
  /// without the member in between.
  package func node(forKey key: String) -> JSONNode? {
    member(key).map { JSONNode(document, document.members[$0].value) }
  }

  /// Where the member `key` is in the document's members.
  // Inlined into each lookup: a call of its own costs every lookup about
  // 20 instructions.
  @inline(__always)
  private func member(_ key: String) -> Int? {
    var key = key
    return key.withUTF8 { utf8 in range.first { document.key(of: $0, equals: utf8) } }
  }

  /// The members whose keys are not among `keys`, in order: none, for an
  /// object a reader accepts, found without making a member of each.
  package func members(outside keys: JSONKeys) -> [JSONMember] {
    var outside: [JSONMember] = []
    for member in range
    where !keys.utf8.contains(where: { document.key(of: member, equals: $0[...]) }) {
      outside.append(JSONMember(document, member))
    }
    return outside
  }
}

extension JSONRun: Equatable where Element: Equatable {
  /// Runs are equal when their values are, whatever documents they belong
  /// to.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elementsEqual(rhs)
  }
}

/// Every value of one JSON text, in flat arrays that ``JSONNode``,
/// ``JSONArray``, ``JSONObject`` and ``JSONMember`` index into; immutable
/// once read. What ``JSONReader`` returns: its values are read inside
/// ``withRoot(_:)``.
///
/// Strings stay bytes of the text until one is asked for: most keys are
/// only compared, and a reader asks for each string value once. Package
/// for ``JSONDocumentValue``'s requirement alone; its contents are the
/// reader's.
package final class JSONDocument: Sendable {
  /// What each value is.
  enum Kind: UInt8 {
    case null, `false`, `true`, number, string, array, object
  }

  /// Where a string's UTF-8 is: a range of the text (between its quotes),
  /// or, for a string with escapes, of ``unescaped``.
  struct Text {
    var start: Int
    var count: Int
    var isUnescaped: Bool
  }

  /// One value: an array's or object's elements or members are the
  /// `count` from `start` on in ``elements`` or ``members``; a string's
  /// UTF-8 is its ``text``; a number is the bits of its `Double` in
  /// `payload`.
  struct Entry {
    var kind: Kind
    var isUnescaped = false
    /// A number's bits, or where a string's UTF-8 or a container's
    /// contents start: 64 bits wide everywhere (`Int` is 32 in the
    /// WebAssembly engine, too narrow for a number's bits).
    var payload: UInt64 = 0
    var count = 0
    var location: SourceLocation

    /// Where a string's UTF-8 or a container's contents start.
    var start: Int {
      get { Int(truncatingIfNeeded: payload) }
      set { payload = UInt64(truncatingIfNeeded: newValue) }
    }

    /// Where a container's elements or members are.
    var contents: Range<Int> { start..<(start + count) }

    /// A string's UTF-8.
    var text: Text {
      get { Text(start: start, count: count, isUnescaped: isUnescaped) }
      set { (start, count, isUnescaped) = (newValue.start, newValue.count, newValue.isUnescaped) }
    }
  }

  /// An object's member: its key, where the key starts, and its value's
  /// entry.
  struct Member {
    var key: Text
    var keyLocation: SourceLocation
    var value: Int
  }

  /// The JSON text.
  let bytes: [UInt8]
  /// The UTF-8 of the strings that have escapes, unescaped.
  let unescaped: [UInt8]
  /// The values, each container after its contents: the root is last.
  let entries: [Entry]
  /// The entries of each array's elements, one array's together.
  let elements: [Int]
  /// The members of each object, one object's together.
  let members: [Member]

  init(
    bytes: [UInt8], unescaped: [UInt8], entries: [Entry], elements: [Int], members: [Member]
  ) {
    self.bytes = bytes
    self.unescaped = unescaped
    self.entries = entries
    self.elements = elements
    self.members = members
  }

  /// Runs `body` with the text's one value, the last entry. The document
  /// is alive for the call, so everything `body` reads from the node is
  /// valid there; a node, member or run kept past it is not (see
  /// ``JSONValue``).
  package func withRoot<Result, Failure: Error>(
    _ body: (JSONNode) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(JSONNode(self, entries.count - 1))
  }

  /// The string whose UTF-8 is at `text`.
  func string(_ text: Text) -> String {
    let range = text.start..<(text.start + text.count)
    // Through a pointer, one call per source: a slice of the array, or
    // the array picked by a conditional, would retain its storage.
    func string(_ buffer: UnsafeBufferPointer<UInt8>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }
    if text.isUnescaped { return unescaped.withUnsafeBufferPointer(string) }
    return bytes.withUnsafeBufferPointer(string)
  }

  /// Whether the key of `members[member]` is the UTF-8 `key`.
  func key(of member: Int, equals key: some RandomAccessCollection<UInt8>) -> Bool {
    let text = members[member].key
    guard text.count == key.count else { return false }
    // One loop per source, so that neither array is copied (and retained)
    // to pick it.
    var position = text.start
    if text.isUnescaped {
      for byte in key {
        guard unescaped[position] == byte else { return false }
        position &+= 1
      }
    } else {
      for byte in key {
        guard bytes[position] == byte else { return false }
        position &+= 1
      }
    }
    return true
  }

}

/// The keys a reader accepts in an object, kept as UTF-8 too, to compare
/// with the keys read without making strings of those.
package struct JSONKeys: ExpressibleByArrayLiteral, Sendable {
  /// The keys.
  package let names: [String]
  /// Each key's UTF-8.
  fileprivate let utf8: [[UInt8]]

  /// The keys `names`.
  package init(_ names: [String]) {
    self.names = names
    utf8 = names.map { Array($0.utf8) }
  }

  /// The keys listed.
  package init(arrayLiteral names: String...) {
    self.init(names)
  }
}
