/// A strict JSON reader (RFC 8259) that remembers where every value starts.
///
/// It exists because a spec's author needs a line and a column for every
/// syntax error, which Foundation's decoder does not give reliably on every
/// platform, and because a spec may come from the network: the reader bounds
/// the text's size and nesting depth, and rejects what a lenient reader would
/// let through: bytes that are not UTF-8, duplicate keys in an object,
/// numbers that do not fit a finite `Double`, control characters and lone
/// surrogates in strings, comments and trailing commas. A leading UTF-8 byte
/// order mark is skipped.
///
/// Reading is linear in the text's size, whatever its shape: one line of
/// a megabyte, or an object of thousands of keys.
package struct JSONReader: Sendable {
  /// The largest text accepted, in bytes (4 MiB by default).
  package var maximumBytes: Int
  /// The deepest nesting of arrays and objects accepted (64 by default).
  package var maximumDepth: Int

  /// A reader with the given limits.
  package init(maximumBytes: Int = 4 * 1_024 * 1_024, maximumDepth: Int = 64) {
    self.maximumBytes = maximumBytes
    self.maximumDepth = maximumDepth
  }

  /// The document that `bytes` (UTF-8 JSON text) holds; its values are
  /// read inside ``JSONDocument/withRoot(_:)``.
  ///
  /// - Throws: ``JSONSyntaxError`` for the first problem found, with its
  ///   location.
  package func read(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONDocument {
    guard bytes.count <= maximumBytes else {
      throw JSONSyntaxError(
        "the file is \(bytes.count) bytes; the limit is \(maximumBytes) bytes", at: nil)
    }
    var scanner = JSONScanner(Array(bytes), maximumDepth: maximumDepth)
    try scanner.validateUTF8()
    return try scanner.document()
  }

  /// The document that `text` holds.
  ///
  /// - Throws: ``JSONSyntaxError`` for the first problem found, with its
  ///   location.
  package func read(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
    try read(Array(text.utf8))
  }
}

/// The byte-level cursor behind ``JSONReader``, which writes each value
/// into the flat arrays of a ``JSONDocument``.
///
/// A location costs a subtraction to take: the scanner keeps the line it
/// is on, where that line starts and how many UTF-8 continuation bytes lie
/// between there and the cursor (a column counts Unicode scalars). Only
/// whitespace holds a line break and only strings hold bytes above 0x7F
/// (anywhere else one is an error), so only those two readers update them.
struct JSONScanner {
  private let bytes: [UInt8]
  /// `bytes` while ``document()`` reads them: the byte loops read through
  /// a pointer, with no bounds check or retain per byte.
  private var input = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  private let maximumDepth: Int
  private var index = 0
  private var depth = 0
  /// The line of `index`, from 1.
  private var line = 1
  /// Where that line starts.
  private var lineStart = 0
  /// The continuation bytes in `lineStart..<index`.
  private var continuations = 0
  // The document so far (see ``JSONDocument``).
  private var entries: [JSONDocument.Entry] = []
  private var elements: [Int] = []
  private var members: [JSONDocument.Member] = []
  private var unescaped: [UInt8] = []
  /// The elements and members of the arrays and objects being read, the
  /// innermost last: each container's move to ``elements`` or ``members``
  /// when it closes, so that they sit together there.
  private var pendingElements: [Int] = []
  private var pendingMembers: [JSONDocument.Member] = []

  init(_ bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      index = 3
      lineStart = 3
    }
  }

  private var location: SourceLocation {
    SourceLocation(line: line, column: index &- lineStart &- continuations &+ 1)
  }

  private var current: UInt8? { index < input.count ? input[index] : nil }

  private func failure(_ reason: String) -> JSONSyntaxError {
    JSONSyntaxError(reason, at: location)
  }

  /// Fails at the first byte sequence that is not UTF-8, before any parsing,
  /// so that every later message can quote the text safely.
  mutating func validateUTF8() throws(JSONSyntaxError) {
    // Most texts are ASCII, which one pass without a branch per byte (so
    // vectorised) tells.
    var union: UInt8 = 0
    for byte in bytes { union |= byte }
    guard union >= 0x80 else { return }
    var position = index
    while position < bytes.count {
      let byte = bytes[position]
      if byte < 0x80 {
        position &+= 1
        continue
      }
      let length: Int
      switch byte {
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default:
        move(to: position)
        throw failure("the file is not UTF-8 (byte 0x\(Self.hex(byte)))")
      }
      guard position + length <= bytes.count else {
        move(to: bytes.count)
        throw failure("the file is not UTF-8 (a character is cut off at the end)")
      }
      guard Self.isWellFormed(bytes[position..<(position + length)]) else {
        move(to: position)
        throw failure("the file is not UTF-8 (byte 0x\(Self.hex(byte)) starts a bad sequence)")
      }
      position += length
    }
  }

  /// Moves the cursor forward to `position`, counting lines and scalars on
  /// the way: for a location anywhere in the text (a problem found by
  /// ``validateUTF8()``).
  private mutating func move(to position: Int) {
    while index < position {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
        continuations = 0
      } else if bytes[index] & 0xC0 == 0x80 {
        continuations += 1
      }
      index += 1
    }
  }

  private static func isWellFormed(_ sequence: ArraySlice<UInt8>) -> Bool {
    let first = sequence[sequence.startIndex]
    let rest = sequence.dropFirst()
    guard rest.allSatisfy({ $0 & 0xC0 == 0x80 }) else { return false }
    guard let second = rest.first else { return true }
    // The first continuation byte's range rules out overlong forms,
    // surrogates and scalars above U+10FFFF.
    switch first {
    case 0xE0: return second >= 0xA0
    case 0xED: return second <= 0x9F
    case 0xF0: return second >= 0x90
    case 0xF4: return second <= 0x8F
    default: return true
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }

  /// The text's one value and everything in it.
  mutating func document() throws(JSONSyntaxError) -> JSONDocument {
    // A reference of its own, so that reading the array does not overlap
    // the scanner's changes to itself.
    let bytes = self.bytes
    return try bytes.withUnsafeBufferPointer {
      (buffer) throws(JSONSyntaxError) -> JSONDocument in
      input = buffer
      defer { input = UnsafeBufferPointer(start: nil, count: 0) }
      return try readDocument()
    }
  }

  /// ``document()`` once ``input`` points at the text.
  private mutating func readDocument() throws(JSONSyntaxError) -> JSONDocument {
    // Guesses that save most regrowing: a value every 8 bytes, an object's
    // member every 24 (specs run 20 to 33).
    entries.reserveCapacity(bytes.count / 8)
    members.reserveCapacity(bytes.count / 24)
    skipWhitespace()
    guard current != nil else { throw failure("the file is empty: expected a JSON object") }
    try value()
    skipWhitespace()
    guard current == nil else {
      throw failure("unexpected \(describeCurrent()) after the end of the JSON value")
    }
    return JSONDocument(
      bytes: bytes, unescaped: unescaped, entries: entries, elements: elements, members: members)
  }

  private mutating func skipWhitespace() {
    while index < input.count {
      let byte = input[index]
      // Anything above the space ends it: one comparison for most bytes.
      if byte > UInt8(ascii: " ") { return }
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index &+= 1
      case UInt8(ascii: "\n"):
        index &+= 1
        line += 1
        lineStart = index
        continuations = 0
      default:
        return
      }
    }
  }

  private func describeCurrent() -> String {
    guard let byte = current else { return "end of file" }
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x20 { return "control character 0x\(Self.hex(byte))" }
    return "character"
  }

  /// Reads the value at the cursor into ``entries``; returns its index.
  @discardableResult
  private mutating func value() throws(JSONSyntaxError) -> Int {
    let start = location
    guard let byte = current else { throw failure("unexpected end of file: expected a value") }
    var entry = JSONDocument.Entry(kind: .null, location: start)
    switch byte {
    case UInt8(ascii: "{"):
      (entry.start, entry.count) = try object()
      entry.kind = .object
    case UInt8(ascii: "["):
      (entry.start, entry.count) = try array()
      entry.kind = .array
    case UInt8(ascii: "\""):
      entry.kind = .string
      entry.text = try string()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      entry.kind = .number
      entry.payload = try number().bitPattern
    case UInt8(ascii: "t"):
      try literal("true")
      entry.kind = .true
    case UInt8(ascii: "f"):
      try literal("false")
      entry.kind = .false
    case UInt8(ascii: "n"):
      try literal("null")
    default:
      throw failure("unexpected \(describeCurrent()): expected a value")
    }
    entries.append(entry)
    return entries.count - 1
  }

  private mutating func literal(_ word: String) throws(JSONSyntaxError) {
    let start = location
    for expected in word.utf8 {
      guard current == expected else {
        throw JSONSyntaxError("unknown word: expected '\(word)'", at: start)
      }
      index += 1
    }
    if let byte = current, Self.isLetter(byte) {
      throw JSONSyntaxError("unknown word: expected '\(word)'", at: start)
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  /// The value of the digit at the cursor, or `nil` when there is none.
  private var digit: UInt64? {
    guard let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
      return nil
    }
    return UInt64(byte &- UInt8(ascii: "0"))
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= maximumDepth else {
      throw failure("nesting is deeper than \(maximumDepth) levels")
    }
  }

  /// The number of keys below which a new key is checked against the
  /// object's earlier ones by comparing each, with no table to build: a
  /// spec's objects are small, and a table per object was most of their
  /// reading. Larger objects (a spec's elements) index their keys.
  private static let keysComparedInOrder = 16

  /// Reads the object at the cursor; returns where its members start in
  /// ``members`` and how many there are.
  private mutating func object() throws(JSONSyntaxError) -> (Int, Int) {
    try enter()
    index += 1
    let first = pendingMembers.count
    // Each key's member, once there are too many to compare in order.
    var indexByKey: [String: Int] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return (members.count, 0)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else {
        throw failure("unexpected \(describeCurrent()): expected a key in double quotes")
      }
      let keyLocation = location
      let key = try string()
      let earlier: Int?
      if pendingMembers.count - first < Self.keysComparedInOrder {
        earlier = pendingMembers[first...].firstIndex { self.text($0.key, equals: key) }
      } else {
        if indexByKey.isEmpty {
          for position in first..<pendingMembers.count {
            indexByKey[string(pendingMembers[position].key)] = position
          }
        }
        earlier = indexByKey.updateValue(pendingMembers.count, forKey: string(key))
      }
      if let earlier {
        throw JSONSyntaxError(
          "duplicate key '\(string(key))' (first at \(pendingMembers[earlier].keyLocation))",
          at: keyLocation)
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw failure(
          "unexpected \(describeCurrent()): expected ':' after the key '\(string(key))'")
      }
      index += 1
      skipWhitespace()
      let value = try value()
      pendingMembers.append(JSONDocument.Member(key: key, keyLocation: keyLocation, value: value))
      if try isClosed(by: "}", in: "an object") {
        let start = members.count
        members.append(contentsOf: pendingMembers[first...])
        pendingMembers.removeSubrange(first...)
        return (start, members.count - start)
      }
    }
  }

  /// After a member or an element: `true` at the closing bracket (consumed,
  /// leaving the container), `false` after a comma that more must follow.
  private mutating func isClosed(by closing: Unicode.Scalar, in container: String)
    throws(JSONSyntaxError) -> Bool
  {
    skipWhitespace()
    switch current {
    case UInt8(ascii: ","):
      index += 1
      skipWhitespace()
      if current == UInt8(ascii: closing) { throw failure("trailing ',' before '\(closing)'") }
      return false
    case UInt8(ascii: closing):
      index += 1
      depth -= 1
      return true
    default:
      throw failure("unexpected \(describeCurrent()): expected ',' or '\(closing)' in \(container)")
    }
  }

  /// Reads the array at the cursor; returns where its elements start in
  /// ``elements`` and how many there are.
  private mutating func array() throws(JSONSyntaxError) -> (Int, Int) {
    try enter()
    index += 1
    let first = pendingElements.count
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return (elements.count, 0)
    }
    while true {
      skipWhitespace()
      pendingElements.append(try value())
      if try isClosed(by: "]", in: "an array") {
        let start = elements.count
        elements.append(contentsOf: pendingElements[first...])
        pendingElements.removeSubrange(first...)
        return (start, elements.count - start)
      }
    }
  }

  /// 10⁰ to 10²², every one exactly a `Double`.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  private mutating func number() throws(JSONSyntaxError) -> Double {
    let start = location
    let first = index
    let isNegative = current == UInt8(ascii: "-")
    if isNegative { index += 1 }
    // The digits as one integer and the power of ten that scales it, while
    // they fit; a number that does not is read by the slow path below.
    var significand: UInt64 = 0
    var fits = true
    var scale = 0
    func accumulate(_ digit: UInt64) {
      if significand <= (UInt64.max - 9) / 10 {
        significand = significand &* 10 &+ digit
      } else {
        fits = false
      }
    }
    guard let leading = digit else { throw failure("expected a digit") }
    index += 1
    if leading == 0 {
      if digit != nil { throw failure("a number cannot start with 0") }
    } else {
      accumulate(leading)
      while let next = digit {
        accumulate(next)
        index += 1
      }
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digit != nil else { throw failure("expected a digit after '.'") }
      while let next = digit {
        accumulate(next)
        scale -= 1
        index += 1
      }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      let isExponentNegative = current == UInt8(ascii: "-")
      if isExponentNegative || current == UInt8(ascii: "+") { index += 1 }
      guard digit != nil else { throw failure("expected a digit in the exponent") }
      var exponent = 0
      while let next = digit {
        // Far beyond any finite double's: the slow path decides.
        if exponent < 100_000 { exponent = exponent * 10 + Int(next) }
        index += 1
      }
      scale += isExponentNegative ? -exponent : exponent
    }
    if let byte = current, Self.isLetter(byte) || byte == UInt8(ascii: ".") {
      throw failure("unexpected \(describeCurrent()) in a number")
    }
    // Clinger's fast path: an integer below 2⁵³ and a power of ten up to
    // 10²² are exact doubles, so one multiplication or division rounds
    // once, to the double nearest the decimal, as `Double(String)` does.
    if fits, significand <= 1 << 53, abs(scale) <= 22 {
      let magnitude =
        scale < 0
        ? Double(significand) / Self.powersOfTen[-scale]
        : Double(significand) * Self.powersOfTen[scale]
      return isNegative ? -magnitude : magnitude
    }
    let text = String(decoding: bytes[first..<index], as: UTF8.self)
    // In the wasm engine `Double(String)` would need the C library's
    // strtod, whose wasi-libc build writes to stderr (an import the module
    // must not have); the core's number reader is exact up to 19
    // significant digits, which covers any spec a person writes.
    #if hasFeature(Embedded)
      let parsed = CSSSyntax.number(bytes[first..<index])
    #else
      let parsed = Double(text)
    #endif
    guard let value = parsed, value.isFinite else {
      throw JSONSyntaxError("the number \(text) is too large to be represented", at: start)
    }
    return value
  }

  /// Reads the string at the cursor (its opening quote); returns where
  /// its UTF-8 is, unescaped.
  ///
  /// Most strings have no escape: they stay where they are in the text,
  /// already known to be UTF-8. A string with escapes is written to
  /// ``unescaped``, its plain runs copied in one go.
  private mutating func string() throws(JSONSyntaxError) -> JSONDocument.Text {
    index += 1
    // The plain run being read, and where the string starts in
    // `unescaped` once it had an escape.
    var run = index
    var unescapedStart: Int?
    while index < input.count {
      let byte = input[index]
      // Printable ASCII other than the quote and the backslash, nearly
      // every byte of a spec's strings, takes three comparisons.
      if byte &- 0x20 < 0x60, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
        index &+= 1
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        let text: JSONDocument.Text
        if let unescapedStart {
          unescaped.append(contentsOf: input[run..<index])
          text = JSONDocument.Text(
            start: unescapedStart, count: unescaped.count - unescapedStart, isUnescaped: true)
        } else {
          text = JSONDocument.Text(start: run, count: index - run, isUnescaped: false)
        }
        index += 1
        return text
      case UInt8(ascii: "\\"):
        if unescapedStart == nil { unescapedStart = unescaped.count }
        unescaped.append(contentsOf: input[run..<index])
        UTF8.encode(try escape()) { unescaped.append($0) }
        run = index
        continue
      case 0..<0x20:
        throw failure("control character 0x\(Self.hex(byte)) in a string: write it as an escape")
      case 0x80...0xBF:
        continuations += 1
      default:
        break
      }
      index += 1
    }
    throw failure("unterminated string: expected '\"'")
  }

  /// The string at `text`, for a message or a large object's index.
  private func string(_ text: JSONDocument.Text) -> String {
    let range = text.start..<(text.start + text.count)
    return String(decoding: text.isUnescaped ? unescaped[range] : bytes[range], as: UTF8.self)
  }

  /// Whether two strings read are the same.
  private func text(_ lhs: JSONDocument.Text, equals rhs: JSONDocument.Text) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for offset in 0..<lhs.count {
      let left = lhs.isUnescaped ? unescaped[lhs.start + offset] : input[lhs.start + offset]
      let right = rhs.isUnescaped ? unescaped[rhs.start + offset] : input[rhs.start + offset]
      guard left == right else { return false }
    }
    return true
  }

  private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let start = location
    index += 1
    guard let byte = current else { throw failure("unterminated escape") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try hexUnit()
      if (0xD800...0xDBFF).contains(unit) {
        guard current == UInt8(ascii: "\\") else {
          throw JSONSyntaxError("lone surrogate \\u\(Self.hex4(unit)) in a string", at: start)
        }
        index += 1
        guard current == UInt8(ascii: "u") else {
          throw JSONSyntaxError("lone surrogate \\u\(Self.hex4(unit)) in a string", at: start)
        }
        index += 1
        let low = try hexUnit()
        guard (0xDC00...0xDFFF).contains(low) else {
          throw JSONSyntaxError("lone surrogate \\u\(Self.hex4(unit)) in a string", at: start)
        }
        let combined = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        if let scalar = Unicode.Scalar(combined) { return scalar }
      }
      guard let scalar = Unicode.Scalar(unit) else {
        throw JSONSyntaxError("lone surrogate \\u\(Self.hex4(unit)) in a string", at: start)
      }
      return scalar
    default:
      throw JSONSyntaxError("unknown escape in a string", at: start)
    }
  }

  private mutating func hexUnit() throws(JSONSyntaxError) -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexDigit(byte) else {
        throw failure("expected 4 hexadecimal digits after \\u")
      }
      unit = unit << 4 | digit
      index += 1
    }
    return unit
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private static func hex4(_ unit: UInt32) -> String {
    hex(UInt8(unit >> 8)) + hex(UInt8(unit & 0xFF))
  }
}
