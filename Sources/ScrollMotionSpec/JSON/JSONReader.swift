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
public struct JSONReader: Sendable {
  /// The largest text accepted, in bytes (4 MiB by default).
  public var maximumBytes: Int
  /// The deepest nesting of arrays and objects accepted (64 by default).
  public var maximumDepth: Int

  /// A reader with the given limits.
  public init(maximumBytes: Int = 4 * 1_024 * 1_024, maximumDepth: Int = 64) {
    self.maximumBytes = maximumBytes
    self.maximumDepth = maximumDepth
  }

  /// The value that `bytes` (UTF-8 JSON text) holds.
  ///
  /// - Throws: ``JSONSyntaxError`` for the first problem found, with its
  ///   location.
  public func read(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONNode {
    guard bytes.count <= maximumBytes else {
      throw JSONSyntaxError(
        "the file is \(bytes.count) bytes; the limit is \(maximumBytes) bytes", at: nil)
    }
    var scanner = JSONScanner(Array(bytes), maximumDepth: maximumDepth)
    try scanner.validateUTF8()
    return try scanner.document()
  }

  /// The value that `text` holds.
  ///
  /// - Throws: ``JSONSyntaxError`` for the first problem found, with its
  ///   location.
  public func read(_ text: String) throws(JSONSyntaxError) -> JSONNode {
    try read(Array(text.utf8))
  }
}

/// The byte-level cursor behind ``JSONReader``; it tracks line and column as
/// it goes, so a location costs nothing to take.
struct JSONScanner {
  private let bytes: [UInt8]
  private let maximumDepth: Int
  private var index = 0
  private var line = 1
  private var column = 1
  private var depth = 0

  init(_ bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  private var location: SourceLocation { SourceLocation(line: line, column: column) }
  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private func failure(_ reason: String) -> JSONSyntaxError {
    JSONSyntaxError(reason, at: location)
  }

  private mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      // Continuation bytes belong to the scalar already counted.
      column += 1
    }
  }

  /// Fails at the first byte sequence that is not UTF-8, before any parsing,
  /// so that every later message can quote the text safely.
  mutating func validateUTF8() throws(JSONSyntaxError) {
    let start = index
    while let byte = current {
      let length: Int
      switch byte {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: throw failure("the file is not UTF-8 (byte 0x\(Self.hex(byte)))")
      }
      guard index + length <= bytes.count else {
        throw failure("the file is not UTF-8 (a character is cut off at the end)")
      }
      let sequence = bytes[index..<(index + length)]
      guard Self.isWellFormed(sequence) else {
        throw failure("the file is not UTF-8 (byte 0x\(Self.hex(byte)) starts a bad sequence)")
      }
      for _ in 0..<length { advance() }
    }
    index = start
    line = 1
    column = 1
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

  mutating func document() throws(JSONSyntaxError) -> JSONNode {
    skipWhitespace()
    guard current != nil else { throw failure("the file is empty: expected a JSON object") }
    let node = try value()
    skipWhitespace()
    guard current == nil else {
      throw failure("unexpected \(describeCurrent()) after the end of the JSON value")
    }
    return node
  }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
    {
      advance()
    }
  }

  private func describeCurrent() -> String {
    guard let byte = current else { return "end of file" }
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x20 { return "control character 0x\(Self.hex(byte))" }
    return "character"
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONNode {
    let start = location
    guard let byte = current else { throw failure("unexpected end of file: expected a value") }
    switch byte {
    case UInt8(ascii: "{"): return JSONNode(try object(), at: start)
    case UInt8(ascii: "["): return JSONNode(try array(), at: start)
    case UInt8(ascii: "\""): return JSONNode(.string(try string()), at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(.number(try number()), at: start)
    case UInt8(ascii: "t"):
      try literal("true")
      return JSONNode(.bool(true), at: start)
    case UInt8(ascii: "f"):
      try literal("false")
      return JSONNode(.bool(false), at: start)
    case UInt8(ascii: "n"):
      try literal("null")
      return JSONNode(.null, at: start)
    default:
      throw failure("unexpected \(describeCurrent()): expected a value")
    }
  }

  private mutating func literal(_ word: String) throws(JSONSyntaxError) {
    let start = location
    for expected in word.utf8 {
      guard current == expected else {
        throw JSONSyntaxError("unknown word: expected '\(word)'", at: start)
      }
      advance()
    }
    if let byte = current, Self.isLetter(byte) {
      throw JSONSyntaxError("unknown word: expected '\(word)'", at: start)
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func isDigit(_ byte: UInt8?) -> Bool {
    guard let byte else { return false }
    return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= maximumDepth else {
      throw failure("nesting is deeper than \(maximumDepth) levels")
    }
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    advance()
    var members: [JSONMember] = []
    var seen: [String: SourceLocation] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      advance()
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else {
        throw failure("unexpected \(describeCurrent()): expected a key in double quotes")
      }
      let keyLocation = location
      let key = try string()
      if let first = seen[key] {
        throw JSONSyntaxError(
          "duplicate key '\(key)' (first at \(first))", at: keyLocation)
      }
      seen[key] = keyLocation
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw failure("unexpected \(describeCurrent()): expected ':' after the key '\(key)'")
      }
      advance()
      skipWhitespace()
      let node = try value()
      members.append(JSONMember(key: key, keyLocation: keyLocation, node: node))
      if try isClosed(by: "}", in: "an object") { return .object(members) }
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
      advance()
      skipWhitespace()
      if current == UInt8(ascii: closing) { throw failure("trailing ',' before '\(closing)'") }
      return false
    case UInt8(ascii: closing):
      advance()
      depth -= 1
      return true
    default:
      throw failure("unexpected \(describeCurrent()): expected ',' or '\(closing)' in \(container)")
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    advance()
    var elements: [JSONNode] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      advance()
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value())
      if try isClosed(by: "]", in: "an array") { return .array(elements) }
    }
  }

  private mutating func number() throws(JSONSyntaxError) -> Double {
    let start = location
    let first = index
    if current == UInt8(ascii: "-") { advance() }
    guard Self.isDigit(current) else { throw failure("expected a digit") }
    if current == UInt8(ascii: "0") {
      advance()
      if Self.isDigit(current) { throw failure("a number cannot start with 0") }
    } else {
      while Self.isDigit(current) { advance() }
    }
    if current == UInt8(ascii: ".") {
      advance()
      guard Self.isDigit(current) else { throw failure("expected a digit after '.'") }
      while Self.isDigit(current) { advance() }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
      guard Self.isDigit(current) else { throw failure("expected a digit in the exponent") }
      while Self.isDigit(current) { advance() }
    }
    if let byte = current, Self.isLetter(byte) || byte == UInt8(ascii: ".") {
      throw failure("unexpected \(describeCurrent()) in a number")
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

  private mutating func string() throws(JSONSyntaxError) -> String {
    advance()
    var scalars = String.UnicodeScalarView()
    // Plain runs between escapes (already known to be UTF-8) are copied in one go.
    var run = index
    while true {
      guard let byte = current else { throw failure("unterminated string: expected '\"'") }
      if byte == UInt8(ascii: "\"") {
        scalars.append(contentsOf: decoded(run..<index))
        advance()
        return String(scalars)
      }
      if byte < 0x20 {
        throw failure("control character 0x\(Self.hex(byte)) in a string: write it as an escape")
      }
      if byte == UInt8(ascii: "\\") {
        scalars.append(contentsOf: decoded(run..<index))
        scalars.append(try escape())
        run = index
        continue
      }
      advance()
    }
  }

  private func decoded(_ range: Range<Int>) -> String.UnicodeScalarView {
    String(decoding: bytes[range], as: UTF8.self).unicodeScalars
  }

  private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let start = location
    advance()
    guard let byte = current else { throw failure("unterminated escape") }
    advance()
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
        advance()
        guard current == UInt8(ascii: "u") else {
          throw JSONSyntaxError("lone surrogate \\u\(Self.hex4(unit)) in a string", at: start)
        }
        advance()
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
      advance()
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
