import ScrollMotionSpec

/// One step of a path into a JSON document: an object's key or an array's
/// index (from 0).
enum JSONPathStep: Equatable, CustomStringConvertible {
  case key(String)
  case index(Int)

  var description: String {
    switch self {
    case .key(let key): JSONText.quoted(key)
    case .index(let index): String(index)
    }
  }
}

/// One edit of a JSON text, as `scrollmotion edit` takes them in a
/// `PATCH /spec` (docs/editor.md): each value is JSON text, written into
/// the document as it is given (`0.3` stays `0.3`).
enum JSONTextEdit: Equatable {
  /// Replaces the value at `path` (the whole document for `[]`).
  case replace(path: [JSONPathStep], text: String)
  /// Inserts an element into the array at `path`, before the element at
  /// `index` (the array's count appends).
  case insertElement(path: [JSONPathStep], index: Int, text: String)
  /// Adds the member `key` to the object at `path`, before the member at
  /// `index`, or after the last one when `index` is `nil`.
  case insertMember(path: [JSONPathStep], key: String, index: Int?, text: String)
  /// Removes the element or member at `path`.
  case remove(path: [JSONPathStep])
}

/// Why an edit cannot be applied; the document is left as it was.
struct JSONTextEditFailure: Error, Equatable, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

/// Applies ``JSONTextEdit``s to a JSON text so that every byte outside
/// what an edit changes stays as it was: key order, spacing, line breaks,
/// the way each number is written.
///
/// The document is read by the spec's own reader (``JSONReader``), whose
/// locations (line and column) are turned into byte offsets here rather
/// than kept by the reader: the reader is compiled into the WebAssembly
/// engines, whose size and cost are budgeted, and only this editor needs
/// offsets. A value ends where its text ends, found by skipping it in the
/// text the reader has already accepted.
///
/// New elements and members go where their siblings are: on a line of
/// their own, indented as the siblings are (two spaces per level inside an
/// empty container, as `scrollmotion` writes), or after a comma and a
/// space in a container written on one line. A value written over several
/// lines is shifted to the indentation of the line it lands on.
struct JSONTextEditor {
  /// The document's bytes, always a JSON text the reader accepts.
  var bytes: [UInt8] { source.bytes }
  /// The largest document an edit may produce, in bytes.
  let maximumBytes: Int
  /// The document as read, kept for the next edit: reading is most of an
  /// edit's cost.
  private var source: Source

  /// An editor of `bytes`.
  ///
  /// - Throws: ``JSONTextEditFailure`` when `bytes` is not JSON.
  init(_ bytes: [UInt8], maximumBytes: Int = SpecLimits.maximumBytes) throws(JSONTextEditFailure) {
    self.maximumBytes = maximumBytes
    source = try Source(bytes)
  }

  /// Applies `edits` in order, each to the result of the one before, and
  /// returns the edits that undo them all: applied in order to the result,
  /// they restore the bytes exactly. Nothing changes when one fails.
  mutating func apply(_ edits: [JSONTextEdit]) throws(JSONTextEditFailure) -> [JSONTextEdit] {
    let original = bytes
    var result = source
    var inverses: [JSONTextEdit] = []
    for (number, edit) in edits.enumerated() {
      do {
        let (bytes, inverse) = try Self.apply(edit, to: result)
        result = try Source(bytes)
        inverses.insert(inverse, at: 0)
      } catch {
        let prefix = edits.count == 1 ? "" : "edit \(number + 1): "
        throw JSONTextEditFailure(prefix + error.description)
      }
    }
    guard result.bytes.count <= maximumBytes else {
      throw JSONTextEditFailure(
        "the result would be \(result.bytes.count) bytes; the limit is \(maximumBytes) bytes")
    }
    // The inverses restore the bytes whenever the document is laid out as
    // its siblings are; where it is not (two members on one line of an
    // object written over several, say), the whole document's text does.
    var restored: Source? = result
    for inverse in inverses {
      restored = restored.flatMap { source in
        (try? Self.apply(inverse, to: source)).flatMap { try? Source($0.0) }
      }
    }
    if restored?.bytes != original {
      inverses = [.replace(path: [], text: source.text(source.range(of: source.root)))]
    }
    source = result
    return inverses
  }

  /// A path in words: `the document`, `["animations", 0, "range"]`.
  static func describe(_ path: [JSONPathStep]) -> String {
    path.isEmpty ? "the document" : "[" + path.map(\.description).joined(separator: ", ") + "]"
  }

  /// `text` (a JSON value) with each line after its first moved from the
  /// value's own indentation (its last line's, where its closing bracket
  /// is) to `indent`, its lines ended by `newline` (the file's); a value on
  /// one line is returned as it is.
  static func reindent(_ text: String, to indent: String, newline: String = "\n") -> String {
    // Split at each line feed and drop a carriage return before it: as
    // characters, "\r\n" is one, never equal to "\n".
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String(Substring($0)) }
      .map { $0.unicodeScalars.last == "\r" ? String($0.unicodeScalars.dropLast()) : $0 }
    guard lines.count > 1, let last = lines.last else { return text }
    let base = last.prefix { $0 == " " || $0 == "\t" }.count
    let moved = lines.dropFirst().map { line in
      let leading = line.prefix { $0 == " " || $0 == "\t" }.count
      return indent + line.dropFirst(min(leading, base))
    }
    return ([lines[0]] + moved).joined(separator: newline)
  }

  // MARK: One edit

  private static func apply(_ edit: JSONTextEdit, to source: Source) throws(JSONTextEditFailure)
    -> ([UInt8], JSONTextEdit)
  {
    switch edit {
    case .replace(let path, let text):
      let node = try source.resolve(path)
      let range = source.range(of: node)
      let value = try valueText(text)
      let indented = reindent(
        value, to: source.indentation(ofLineAt: range.lowerBound), newline: source.newline)
      return (source.splice(range, indented), .replace(path: path, text: source.text(range)))
    case .insertElement(let path, let index, let text):
      let node = try source.resolve(path)
      guard case .array(let array) = node.value else {
        throw JSONTextEditFailure(
          "\(describe(path)) is \(node.value.kindDescription), not an array")
      }
      try checkPosition(index, count: array.count, in: path)
      let entries = array.map { source.range(of: $0) }
      let result = insert(
        try valueText(text), prefix: "", at: index, entries: entries,
        container: source.range(of: node), in: source)
      return (result, .remove(path: path + [.index(index)]))
    case .insertMember(let path, let key, let index, let text):
      let node = try source.resolve(path)
      guard case .object(let object) = node.value else {
        throw JSONTextEditFailure(
          "\(describe(path)) is \(node.value.kindDescription), not an object")
      }
      guard object[key] == nil else {
        throw JSONTextEditFailure(
          "\(describe(path)) already has the key \(JSONText.quoted(key)): replace its value instead"
        )
      }
      let position = index ?? object.count
      try checkPosition(position, count: object.count, in: path)
      let entries = object.map { source.range(of: $0) }
      // The space around the colon as the object's members have it.
      var colon = ": "
      if let first = object.first {
        let keyStart = source.offset(of: first.keyLocation)
        let keyEnd = keyStart + source.quotedLength(at: keyStart)
        colon = source.text(keyEnd..<source.offset(of: first.node.location))
      }
      let result = insert(
        try valueText(text), prefix: JSONText.quoted(key) + colon, at: position, entries: entries,
        container: source.range(of: node), in: source)
      return (result, .remove(path: path + [.key(key)]))
    case .remove(let path):
      guard let last = path.last else {
        throw JSONTextEditFailure("the document itself cannot be removed: replace it instead")
      }
      let parentPath = Array(path.dropLast())
      let parent = try source.resolve(parentPath)
      let entries: [Range<Int>]
      let position: Int
      let inverse: JSONTextEdit
      switch (parent.value, last) {
      case (.array(let array), .index(let index)) where array.indices.contains(index):
        entries = array.map { source.range(of: $0) }
        position = index
        inverse = .insertElement(path: parentPath, index: index, text: source.text(entries[index]))
      case (.object(let object), .key(let key)):
        guard let found = object.firstIndex(where: { $0.key == key }) else {
          throw JSONTextEditFailure("\(describe(path)) names no value")
        }
        entries = object.map { source.range(of: $0) }
        position = found
        let value = source.text(source.range(of: object[found].node))
        inverse = .insertMember(path: parentPath, key: key, index: found, text: value)
      default:
        throw JSONTextEditFailure("\(describe(path)) names no value")
      }
      let container = source.range(of: parent)
      let cut: Range<Int>
      if entries.count == 1 {
        cut = (container.lowerBound + 1)..<(container.upperBound - 1)
      } else if position > 0 {
        cut = entries[position - 1].upperBound..<entries[position].upperBound
      } else {
        cut = entries[0].lowerBound..<entries[1].lowerBound
      }
      return (source.splice(cut, ""), inverse)
    }
  }

  private static func checkPosition(_ index: Int, count: Int, in path: [JSONPathStep])
    throws(JSONTextEditFailure)
  {
    guard (0...count).contains(index) else {
      throw JSONTextEditFailure(
        "\(describe(path)) has \(count) entries: insert at 0 to \(count), not at \(index)")
    }
  }

  /// The bytes with `value` (JSON text, after `prefix`: a member's key and
  /// colon) inserted as entry `position` of the container at `container`,
  /// whose entries are at `entries`.
  private static func insert(
    _ value: String, prefix: String, at position: Int, entries: [Range<Int>],
    container: Range<Int>, in source: Source
  ) -> [UInt8] {
    let lineIndent = source.indentation(ofLineAt: container.lowerBound)
    guard let first = entries.first else {
      // An empty container opens on to a line of its own, as `scrollmotion` writes.
      let inner = lineIndent + "  "
      let newline = source.newline
      let text =
        newline + inner + prefix + reindent(value, to: inner, newline: newline) + newline
        + lineIndent
      return source.splice((container.lowerBound + 1)..<(container.upperBound - 1), text)
    }
    let separator: String
    if entries.count > 1 {
      separator = source.text(first.upperBound..<entries[1].lowerBound)
    } else if source.bytes[container].contains(UInt8(ascii: "\n")) {
      separator = "," + source.newline + source.indentation(ofLineAt: first.lowerBound)
    } else {
      separator = ", "
    }
    let indent =
      separator.unicodeScalars.lastIndex(of: "\n").map {
        String(separator.unicodeScalars[separator.unicodeScalars.index(after: $0)...])
      }
      ?? source.indentation(ofLineAt: first.lowerBound)
    let entry = prefix + reindent(value, to: indent, newline: source.newline)
    if position == entries.count {
      let end = entries[position - 1].upperBound
      return source.splice(end..<end, separator + entry)
    }
    let start = entries[position].lowerBound
    return source.splice(start..<start, entry + separator)
  }

  /// `text` without the whitespace around its one JSON value.
  private static func valueText(_ text: String) throws(JSONTextEditFailure) -> String {
    let source: Source
    do {
      source = try Source(Array(text.utf8))
    } catch {
      throw JSONTextEditFailure("the value is " + error.description)
    }
    return source.text(source.range(of: source.root))
  }
}

/// A JSON text the reader has accepted, with where each of its lines
/// starts, for turning the reader's locations into byte offsets.
private struct Source {
  let bytes: [UInt8]
  /// The values read; kept here so that the nodes taken from ``root`` are
  /// valid while the source is.
  let document: JSONDocument
  /// The byte offset of each line's start; the first line's is past a
  /// byte order mark, which the reader's columns do not count.
  let lineStarts: [Int]

  init(_ bytes: [UInt8]) throws(JSONTextEditFailure) {
    do {
      document = try JSONReader(maximumBytes: Int.max).read(bytes)
    } catch {
      throw JSONTextEditFailure("not JSON: \(error)")
    }
    self.bytes = bytes
    var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// The text's one value.
  var root: JSONNode { document.withRoot { $0 } }

  /// How the text ends its lines: `\r\n` if it has one, else `\n`.
  var newline: String {
    lineStarts.dropFirst().contains { $0 >= 2 && bytes[$0 - 2] == UInt8(ascii: "\r") }
      ? "\r\n" : "\n"
  }

  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  func splice(_ range: Range<Int>, _ text: String) -> [UInt8] {
    var result = bytes
    result.replaceSubrange(range, with: Array(text.utf8))
    return result
  }

  /// The value at `path`.
  func resolve(_ path: [JSONPathStep]) throws(JSONTextEditFailure) -> JSONNode {
    var node = root
    for (depth, step) in path.enumerated() {
      switch (node.value, step) {
      case (.object(let object), .key(let key)):
        guard let member = object[key] else {
          throw JSONTextEditFailure(
            "\(JSONTextEditor.describe(Array(path[...depth]))) names no value")
        }
        node = member.node
      case (.array(let array), .index(let index)) where array.indices.contains(index):
        node = array[index]
      default:
        throw JSONTextEditFailure(
          "\(JSONTextEditor.describe(Array(path[...depth]))) names no value")
      }
    }
    return node
  }

  /// The bytes of `node`'s value.
  func range(of node: JSONNode) -> Range<Int> {
    let start = offset(of: node.location)
    return start..<end(ofValueAt: start)
  }

  /// The bytes of a member, from its key's opening quote to its value's end.
  func range(of member: JSONMember) -> Range<Int> {
    offset(of: member.keyLocation)..<range(of: member.node).upperBound
  }

  /// The byte offset of a location the reader gives (a line from 1, a
  /// column in Unicode scalars from 1).
  func offset(of location: SourceLocation) -> Int {
    var position = lineStarts[min(max(location.line, 1), lineStarts.count) - 1]
    var column = 1
    while column < location.column, position < bytes.count {
      position += 1
      // Continuation bytes belong to the scalar before them.
      while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
      column += 1
    }
    return position
  }

  /// Where the value starting at `start` ends.
  private func end(ofValueAt start: Int) -> Int {
    var position = start
    switch bytes[start] {
    case UInt8(ascii: "\""):
      return start + quotedLength(at: start)
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var depth = 0
      while position < bytes.count {
        switch bytes[position] {
        case UInt8(ascii: "\""):
          position += quotedLength(at: position)
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return position + 1 }
        default:
          break
        }
        position += 1
      }
      return position
    default:
      // A number or a literal: up to the next delimiter.
      while position < bytes.count, !Self.delimiters.contains(bytes[position]) { position += 1 }
      return position
    }
  }

  private static let delimiters = Set(" \t\r\n,]}".utf8)

  /// The length of the string literal starting at `start`, quotes included.
  func quotedLength(at start: Int) -> Int {
    var position = start + 1
    while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
      position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
    }
    return position + 1 - start
  }

  /// The spaces and tabs that start the line `offset` is on.
  func indentation(ofLineAt offset: Int) -> String {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
      end += 1
    }
    return text(start..<end)
  }
}

// MARK: Edits as JSON

extension JSONTextEditor {
  /// The edits a `PATCH /spec` body lists (docs/editor.md): a JSON array
  /// of objects, each a `path` and one of `value` or `valueText`
  /// (replace), `insert` or `insertText` with `at` (an array) or `key`
  /// (an object, `at` optional), or `"remove": true`. A `value` or
  /// `insert` is taken as its text appears in the body, so that a number
  /// is written as it was typed; `valueText` and `insertText` give the
  /// same as a string, for a client whose JSON writer rewrites numbers.
  static func edits(fromBody body: [UInt8], limit: Int = 1_000) throws(JSONTextEditFailure)
    -> [JSONTextEdit]
  {
    let source: Source
    do {
      source = try Source(body)
    } catch {
      throw JSONTextEditFailure("the body is " + error.description)
    }
    guard case .array(let list) = source.root.value else {
      throw JSONTextEditFailure("the body is not an array of edits")
    }
    guard !list.isEmpty, list.count <= limit else {
      throw JSONTextEditFailure("the body lists \(list.count) edits; 1 to \(limit) are taken")
    }
    var edits: [JSONTextEdit] = []
    for (number, node) in list.enumerated() {
      do {
        edits.append(try edit(from: node, in: source))
      } catch {
        throw JSONTextEditFailure("edit \(number + 1): \(error.description)")
      }
    }
    return edits
  }

  private static func edit(from node: JSONNode, in source: Source) throws(JSONTextEditFailure)
    -> JSONTextEdit
  {
    guard case .object(let object) = node.value else {
      throw JSONTextEditFailure("an edit is an object with a \"path\"")
    }
    let known = ["path", "value", "valueText", "insert", "insertText", "at", "key", "remove"]
    if let unknown = object.first(where: { !known.contains($0.key) }) {
      throw JSONTextEditFailure("unknown key \(JSONText.quoted(unknown.key))")
    }
    guard case .array(let steps)? = object["path"]?.node.value else {
      throw JSONTextEditFailure("\"path\" is an array of keys and indices")
    }
    var path: [JSONPathStep] = []
    for step in steps {
      switch step.value {
      case .string(let key): path.append(.key(key))
      case .number(let number):
        guard let index = integer(number) else {
          throw JSONTextEditFailure("\"path\" holds \(number), not an index (0, 1, 2…)")
        }
        path.append(.index(index))
      default:
        throw JSONTextEditFailure(
          "\"path\" holds \(step.value.kindDescription), not a key or an index")
      }
    }
    let actions = ["value", "valueText", "insert", "insertText", "remove"].filter {
      object[$0] != nil
    }
    guard actions.count == 1, let action = actions.first, let member = object[action] else {
      throw JSONTextEditFailure(
        "an edit has one of \"value\", \"valueText\", \"insert\", \"insertText\" and \"remove\"")
    }
    let text: String
    switch (action, member.node.value) {
    case ("remove", .bool(true)):
      guard object["at"] == nil, object["key"] == nil else {
        throw JSONTextEditFailure("\"remove\" takes the path alone, no \"at\" or \"key\"")
      }
      return .remove(path: path)
    case ("remove", _):
      throw JSONTextEditFailure("\"remove\" is true")
    case ("valueText", .string(let string)), ("insertText", .string(let string)):
      text = string
    case ("valueText", _), ("insertText", _):
      throw JSONTextEditFailure("\"\(action)\" is a string of JSON text")
    default:
      text = source.text(source.range(of: member.node))
    }
    let at = try object["at"].map { member throws(JSONTextEditFailure) in
      guard case .number(let number) = member.node.value, let index = integer(number) else {
        throw JSONTextEditFailure("\"at\" is an index (0, 1, 2…)")
      }
      return index
    }
    let key = try object["key"].map { member throws(JSONTextEditFailure) in
      guard case .string(let key) = member.node.value else {
        throw JSONTextEditFailure("\"key\" is a string")
      }
      return key
    }
    if action.hasPrefix("value") {
      guard at == nil, key == nil else {
        throw JSONTextEditFailure("a replacement takes the path alone, no \"at\" or \"key\"")
      }
      return .replace(path: path, text: text)
    }
    if let key { return .insertMember(path: path, key: key, index: at, text: text) }
    guard let at else {
      throw JSONTextEditFailure("an insertion says where: \"at\" (an array) or \"key\" (an object)")
    }
    return .insertElement(path: path, index: at, text: text)
  }

  /// `number` as an index, when it is a whole number from 0 up.
  private static func integer(_ number: Double) -> Int? {
    number >= 0 && number < 1e9 && number == number.rounded() ? Int(number) : nil
  }

  /// `edits` as JSON, in the form ``edits(fromBody:limit:)`` reads; values
  /// as `valueText` and `insertText`, so that any client gives them back
  /// byte for byte.
  static func json(_ edits: [JSONTextEdit]) -> String {
    let path = { (steps: [JSONPathStep]) in
      "[" + steps.map(\.description).joined(separator: ", ") + "]"
    }
    let items = edits.map { edit in
      switch edit {
      case .replace(let steps, let text):
        "{\"path\": \(path(steps)), \"valueText\": \(JSONText.quoted(text))}"
      case .insertElement(let steps, let index, let text):
        "{\"path\": \(path(steps)), \"insertText\": \(JSONText.quoted(text)), \"at\": \(index)}"
      case .insertMember(let steps, let key, let index, let text):
        "{\"path\": \(path(steps)), \"insertText\": \(JSONText.quoted(text)), \"key\": \(JSONText.quoted(key))"
          + (index.map { ", \"at\": \($0)" } ?? "") + "}"
      case .remove(let steps):
        "{\"path\": \(path(steps)), \"remove\": true}"
      }
    }
    return "[" + items.joined(separator: ", ") + "]"
  }
}
