/// A byte-level reader for the small CSS grammars the core parses
/// (easings, `animation-range`, colours).
///
/// It works on UTF-8 bytes and compares ASCII only, on purpose: `String`
/// comparison, case mapping and `Character` properties pull the Unicode
/// data tables into the WebAssembly build, several times the size of the
/// whole engine. Every keyword these grammars know is ASCII.
struct CSSScanner {
  /// The text as UTF-8.
  let bytes: [UInt8]
  /// The position of the next unread byte.
  private(set) var position = 0

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  var isAtEnd: Bool { position >= bytes.count }
  var next: UInt8? { isAtEnd ? nil : bytes[position] }

  /// The text, for error messages.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// ASCII lowercase of one byte.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
  }

  /// ASCII lowercase of bytes; other bytes unchanged (CSS keywords are
  /// ASCII case-insensitive).
  static func lowercasedASCII<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
    bytes.map { lowercased($0) }
  }

  /// Whether `bytes` spell `keyword`, ignoring ASCII case.
  static func matches<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ keyword: String) -> Bool {
    let utf8 = keyword.utf8
    guard bytes.count == utf8.count else { return false }
    // Keywords are literals and names stored as native strings, whose
    // bytes are contiguous: compared in place, without stepping a view.
    return utf8.withContiguousStorageIfAvailable { key in
      var index = 0
      for byte in bytes {
        guard lowercased(byte) == key[index] else { return false }
        index += 1
      }
      return true
    } ?? zip(bytes, utf8).allSatisfy { lowercased($0) == $1 }
  }

  mutating func skipWhitespace() {
    while let byte = next, Self.isWhitespace(byte) { position += 1 }
  }

  /// Consumes the ASCII `byte` (after optional whitespace) if it is next.
  mutating func consume(_ byte: Unicode.Scalar) -> Bool {
    skipWhitespace()
    guard next == UInt8(ascii: byte) else { return false }
    position += 1
    return true
  }

  /// Reads an identifier (letters, digits, `-`, `_`), as written; empty if
  /// none starts here. Compare it with ``matches(_:_:)``, which ignores
  /// ASCII case.
  mutating func identifier() -> ArraySlice<UInt8> {
    skipWhitespace()
    let start = position
    while let byte = next, Self.isLetter(byte) || Self.isDigit(byte) || byte == 0x2D || byte == 0x5F
    {
      // A name starts with a letter, or '-'/'_' and a letter: anything else
      // (a digit, "-1", ".5") is a number.
      let startsWithMark = byte == 0x2D || byte == 0x5F
      if position == start, !Self.isLetter(byte),
        !(startsWithMark && position + 1 < bytes.count && Self.isLetter(bytes[position + 1]))
      {
        break
      }
      position += 1
    }
    return bytes[start..<position]
  }

  /// Reads a number with an optional unit (`%`, or letters such as `px`),
  /// or returns `nil` (consuming nothing) if no number starts here.
  mutating func dimension() -> (value: Double, unit: [UInt8])? {
    skipWhitespace()
    let start = position
    var end = position
    while end < bytes.count {
      let byte = bytes[end]
      // Most bytes of a number; the rest of the tests are for signs and
      // exponents.
      if Self.isDigit(byte) || byte == 0x2E {
        end += 1
        continue
      }
      let isSign = byte == 0x2B || byte == 0x2D
      let afterExponent = end > start && Self.lowercased(bytes[end - 1]) == 0x65
      if Self.isDigit(byte) || byte == 0x2E || (isSign && (end == start || afterExponent))
        || (Self.lowercased(byte) == 0x65 && end > start && end + 1 < bytes.count
          && (Self.isDigit(bytes[end + 1]) || bytes[end + 1] == 0x2B || bytes[end + 1] == 0x2D))
      {
        end += 1
      } else {
        break
      }
    }
    guard end > start, let value = CSSSyntax.number(bytes[start..<end]) else { return nil }
    position = end
    var unit: [UInt8] = []
    if next == 0x25 {
      unit = [0x25]
      position += 1
    } else {
      while let byte = next, Self.isLetter(byte) {
        unit.append(Self.lowercased(byte))
        position += 1
      }
    }
    return (value, unit)
  }

  /// Whether a number could start here (after whitespace): a digit, a
  /// sign or a decimal point.
  mutating func isAtNumber() -> Bool {
    skipWhitespace()
    guard let byte = next else { return false }
    return Self.isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
  }

  /// The unread rest, for error messages.
  var rest: String {
    String(decoding: bytes[Swift.min(position, bytes.count)...], as: UTF8.self)
  }
}
