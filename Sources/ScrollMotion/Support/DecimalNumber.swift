/// Reads decimal numbers from UTF-8 text without `Double(String)`.
///
/// `Double.init?(_: String)` calls the C library's `strtod`, which Embedded
/// Swift for WebAssembly leaves as an undefined symbol, so the core reads
/// numbers itself. The grammar is CSS's `<number>`: an optional sign,
/// digits with an optional fraction (`12`, `-0.5`, `.25`), and an optional
/// exponent (`1e3`, `2.5E-2`).
///
/// Values with at most 15 significant digits and a decimal exponent within
/// ±22 are correctly rounded (the classic exact fast path: both factors are
/// exact doubles, so only the one multiplication or division rounds);
/// longer or more extreme ones are within a few ulps, which is ample for
/// colours and lengths. Digits past the 19th are ignored.
enum DecimalNumber {
  /// The number spelled by all of `bytes`, or `nil` if they are not exactly
  /// one number. Overflow gives an infinity, which callers should reject.
  static func parse(_ bytes: ArraySlice<UInt8>) -> Double? {
    var index = bytes.startIndex
    let end = bytes.endIndex
    var negative = false
    if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    var significand: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    var digitCount = 0
    var seenPoint = false
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else if let digit = Self.digit(byte) {
        digitCount += 1
        if significantDigits < 19 {
          if significand != 0 || digit != 0 { significantDigits += 1 }
          significand = significand * 10 + UInt64(digit)
          if seenPoint { exponent -= 1 }
        } else if !seenPoint {
          // Digits past what a UInt64 holds only scale the integer part.
          exponent += 1
        }
      } else {
        break
      }
      index += 1
    }
    // CSS wants a digit after a decimal point ("1." is not a number).
    guard digitCount > 0, bytes[index - 1] != UInt8(ascii: ".") else { return nil }
    if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      var exponentNegative = false
      if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      var written = 0
      var exponentDigits = 0
      while index < end, let digit = Self.digit(bytes[index]) {
        // Anything beyond ±100 000 over- or underflows anyway.
        written = Swift.min(written * 10 + digit, 100_000)
        exponentDigits += 1
        index += 1
      }
      guard exponentDigits > 0 else { return nil }
      exponent += exponentNegative ? -written : written
    }
    guard index == end else { return nil }
    let magnitude = Self.scaled(Double(significand), byPowerOfTen: exponent)
    return negative ? -magnitude : magnitude
  }

  /// The value of an ASCII decimal digit, or `nil`.
  private static func digit(_ byte: UInt8) -> Int? {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
  }

  /// `value × 10^exponent`; exact powers of ten up to 10²² keep the common
  /// case correctly rounded.
  private static func scaled(_ value: Double, byPowerOfTen exponent: Int) -> Double {
    if value == 0 { return 0 }
    var result = value
    var remaining = exponent
    while remaining > 0 {
      let step = Swift.min(remaining, 22)
      result *= Self.exactPowerOfTen(step)
      remaining -= step
      if result.isInfinite { return result }
    }
    while remaining < 0 {
      let step = Swift.min(-remaining, 22)
      result /= Self.exactPowerOfTen(step)
      remaining += step
      if result == 0 { return result }
    }
    return result
  }

  /// 10^`exponent` for `exponent` in `0...22`, all exactly representable.
  private static func exactPowerOfTen(_ exponent: Int) -> Double {
    var power = 1.0
    for _ in 0..<exponent { power *= 10 }
    return power
  }
}
