/// Lexical helpers shared by the parsers of CSS-like text in the core
/// (easings, `animation-range`), which cannot use Foundation.
package enum CSSSyntax {
  /// A CSS `<number>`: an optional sign, digits with an optional fraction
  /// and an optional exponent; `nil` unless it reads as a finite number
  /// (so `nan`, `inf` and `1e999` are rejected).
  ///
  /// Read here rather than with `Double(String)`, which in Embedded Swift
  /// needs the C library's `strtod`. Up to 19 significant digits with a
  /// decimal exponent within ±22 convert exactly (each is one correctly
  /// rounded operation on exact values: Clinger's fast path); longer inputs
  /// are within an ulp or two.
  static func number<Text: StringProtocol>(_ text: Text) -> Double? {
    number(Array(text.utf8)[...])
  }

  /// ``number(_:)`` on UTF-8 bytes.
  package static func number(_ bytes: ArraySlice<UInt8>) -> Double? {
    // By index rather than by dropping the slice's first byte: a spec's
    // easings and ranges read thousands of numbers.
    var index = bytes.startIndex
    let end = bytes.endIndex
    var negative = false
    if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    var mantissa: UInt64 = 0
    var exponent = 0
    var digits = 0
    var sawPoint = false
    var fractionDigits = 0
    while index < end {
      let byte = bytes[index]
      guard byte == UInt8(ascii: ".") || (48...57).contains(byte) else { break }
      index += 1
      if byte == UInt8(ascii: ".") {
        guard !sawPoint else { return nil }
        sawPoint = true
        continue
      }
      digits += 1
      if sawPoint { fractionDigits += 1 }
      if mantissa < 1_000_000_000_000_000_000 {
        mantissa = mantissa * 10 + UInt64(byte - 48)
        if sawPoint { exponent -= 1 }
      } else if !sawPoint {
        exponent += 1  // digits beyond 19 only scale
      }
    }
    // CSS requires digits after a decimal point ("1." is not a number).
    guard digits > 0, !sawPoint || fractionDigits > 0 else { return nil }
    if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      var exponentNegative = false
      if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      var written = 0
      var exponentDigits = 0
      while index < end, (48...57).contains(bytes[index]) {
        exponentDigits += 1
        if written < 100_000 { written = written * 10 + Int(bytes[index] - 48) }
        index += 1
      }
      guard exponentDigits > 0 else { return nil }
      exponent += exponentNegative ? -written : written
    }
    guard index == end else { return nil }
    var value = Double(mantissa)
    if mantissa != 0 {
      // Exact powers of ten up to 1e22 keep the fast path exact.
      var remaining = exponent
      while remaining > 0 {
        let step = Swift.min(remaining, 22)
        value *= powerOfTen(step)
        remaining -= step
      }
      while remaining < 0 {
        let step = Swift.min(-remaining, 22)
        value /= powerOfTen(step)
        remaining += step
      }
    }
    guard value.isFinite else { return nil }
    return negative ? -value : value
  }

  /// 10^n for n in 0...22, all exactly representable.
  private static func powerOfTen(_ n: Int) -> Double {
    var result = 1.0
    for _ in 0..<n { result *= 10 }
    return result
  }

  /// A number in the shortest form that reads back exactly, with no
  /// trailing `.0` for whole numbers.
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}
