extension RGBAColor {
  /// Reads a colour written in CSS syntax, or in ScrollMotion's `hsb()`.
  ///
  /// Accepted forms (names and hex digits are case-insensitive, whitespace
  /// around the colour and its components is ignored):
  /// - `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`.
  /// - `rgb(r, g, b)` and `rgba(r, g, b, a)`, CSS's legacy comma syntax:
  ///   the three channels all numbers in `0...255` or all percentages;
  ///   alpha a number in `0...1` or a percentage. As in CSS Color 4,
  ///   `rgb` and `rgba` are the same function, each with an optional alpha.
  /// - `rgb(r g b)` and `rgb(r g b / a)`, CSS Color 4's space syntax, where
  ///   numbers and percentages may mix and `none` means 0.
  /// - `hsb(h, s, b)` and `hsb(h, s, b, a)` (or `hsba`, or the space syntax
  ///   with `/`): hue in degrees (a plain number, or with `deg`), wrapping
  ///   modulo 360; saturation, brightness and alpha numbers in `0...1`, as
  ///   `UIColor(hue:saturation:brightness:alpha:)` takes them.
  /// - `transparent`.
  ///
  /// Numbers follow CSS: an optional sign, a fraction and an exponent are
  /// allowed (`-1.5e2`). Out-of-range `rgb()` values are clamped, as CSS
  /// clamps them; out-of-range `hsb()` saturation, brightness or alpha are
  /// an error, since they most likely mean percentages written without `%`.
  ///
  /// - Throws: A ``ColorParseError`` naming the offending text.
  public init(parsing text: String) throws(ColorParseError) {
    self = try ColorText(text).color()
  }

  /// The colour as browsers serialise a computed colour:
  /// `rgb(255, 0, 0)` when opaque, `rgba(255, 0, 0, 0.5)` otherwise.
  ///
  /// This is the legacy comma form that `getComputedStyle` returns. Channels
  /// are rounded to 8 bits. Alpha is also rounded to 8 bits, then written
  /// with the fewest decimals (two, else three) that read back as the same
  /// 8-bit value, as CSS Color 4 specifies for 8-bit alpha; an alpha that
  /// rounds to 255 counts as opaque. Reading the text back with
  /// ``init(parsing:)`` gives the colour to within that rounding.
  public var cssText: String {
    let channels = "\(Self.byte(red)), \(Self.byte(green)), \(Self.byte(blue))"
    let alphaByte = Self.byte(alpha)
    if alphaByte == 255 { return "rgb(\(channels))" }
    return "rgba(\(channels), \(Self.alphaText(byte: alphaByte)))"
  }

  /// A component in `0...1` rounded to `0...255`, halves rounding up.
  static func byte(_ component: Double) -> Int {
    // Truncating `x + 0.5` rounds a non-negative value without libm's `round`.
    Int(component * 255 + 0.5)
  }

  /// The shortest of two or three decimals that maps back to `byte`.
  static func alphaText(byte: Int) -> String {
    let exact = Double(byte) / 255
    let hundredths = Int(exact * 100 + 0.5)
    if Self.byte(Double(hundredths) / 100) == byte {
      return decimalText(hundredths, places: 2)
    }
    return decimalText(Int(exact * 1_000 + 0.5), places: 3)
  }

  /// `value / 10^places` in decimal, with trailing zeros removed
  /// (`decimalText(50, places: 2) == "0.5"`); `value` must be below
  /// `10^places`.
  private static func decimalText(_ value: Int, places: Int) -> String {
    guard value > 0 else { return "0" }
    var digits = String(value)
    while digits.utf8.count < places { digits = "0" + digits }
    while digits.utf8.last == UInt8(ascii: "0") { digits.removeLast() }
    return "0." + digits
  }
}

/// The colour grammar behind ``RGBAColor/init(parsing:)``.
///
/// It works on the UTF-8 bytes rather than on `Character`s so that the core
/// needs neither Unicode tables nor `strtod` when built for WebAssembly.
struct ColorText {
  /// The text with surrounding whitespace removed.
  private let bytes: ArraySlice<UInt8>

  init(_ text: String) {
    var bytes = ArraySlice(text.utf8)
    while let first = bytes.first, CSSScanner.isWhitespace(first) { bytes.removeFirst() }
    while let last = bytes.last, CSSScanner.isWhitespace(last) { bytes.removeLast() }
    self.bytes = bytes
  }

  /// One separated piece of a function's arguments.
  private enum Token {
    case word(ArraySlice<UInt8>)
    case comma
    case slash

    var isWord: Bool {
      if case .word = self { return true }
      return false
    }
  }

  /// A component read from a word: its value and what kind of value it is.
  private enum Component {
    case number(Double)
    case percentage(Double)
    case degrees(Double)
    case noneKeyword
  }

  /// Reads the whole text as a colour.
  func color() throws(ColorParseError) -> RGBAColor {
    guard let first = bytes.first else { throw .empty }
    if first == UInt8(ascii: "#") { return try hexColor() }
    guard let open = bytes.firstIndex(of: UInt8(ascii: "(")) else {
      if CSSScanner.lowercasedASCII(bytes).elementsEqual("transparent".utf8) { return .transparent }
      throw .unknownColor(Self.text(bytes))
    }
    let name = CSSScanner.lowercasedASCII(bytes[..<open])
    let isRGB = name.elementsEqual("rgb".utf8) || name.elementsEqual("rgba".utf8)
    let isHSB = name.elementsEqual("hsb".utf8) || name.elementsEqual("hsba".utf8)
    guard isRGB || isHSB else { throw .unknownColor(Self.text(bytes)) }
    guard let close = bytes.firstIndex(of: UInt8(ascii: ")")), close == bytes.endIndex - 1 else {
      throw .malformedFunction(Self.text(bytes))
    }
    let function = isRGB ? "rgb" : "hsb"
    let (words, isLegacy) = try arguments(bytes[(open + 1)..<close], function: function)
    return isRGB
      ? try rgbColor(words, isLegacy: isLegacy)
      : try hsbColor(words)
  }

  /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
  private func hexColor() throws(ColorParseError) -> RGBAColor {
    let digits = bytes.dropFirst()
    var values: [Int] = []
    for byte in digits {
      guard let value = Self.hexValue(byte) else { throw .invalidHex(Self.text(bytes)) }
      values.append(value)
    }
    var channels: [Double]
    switch values.count {
    case 3, 4:
      // Each digit doubles up: #f80 is #ff8800.
      channels = values.map { Double($0 * 17) / 255 }
    case 6, 8:
      channels = stride(from: 0, to: values.count, by: 2).map {
        Double(values[$0] * 16 + values[$0 + 1]) / 255
      }
    default:
      throw .invalidHex(Self.text(bytes))
    }
    if channels.count == 3 { channels.append(1) }
    return RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
  }

  /// The components between the parentheses, checked for one consistent
  /// syntax: comma-separated, or space-separated with an optional `/ alpha`.
  /// Returns the words (the alpha last, if any) and whether commas were used.
  private func arguments(
    _ inner: ArraySlice<UInt8>, function: String
  ) throws(ColorParseError) -> (words: [ArraySlice<UInt8>], isLegacy: Bool) {
    let tokens = Self.tokens(inner)
    var words: [ArraySlice<UInt8>] = []
    var commas = 0
    var slashes = 0
    for token in tokens {
      switch token {
      case .word(let word): words.append(word)
      case .comma: commas += 1
      case .slash: slashes += 1
      }
    }
    guard words.count == 3 || words.count == 4 else {
      throw .wrongComponentCount(function: function, found: words.count)
    }
    if commas > 0 {
      // Strictly word, comma, word, comma, word[, comma, word].
      let wellFormed =
        slashes == 0 && commas == words.count - 1
        && tokens.enumerated().allSatisfy { index, token in token.isWord == (index % 2 == 0) }
      guard wellFormed else { throw .mixedSyntax(Self.text(inner)) }
      return (words, true)
    }
    // Space syntax: three words, then optionally a slash and the alpha.
    // Three words, the slash, the alpha: the slash is the one non-word.
    let alphaIsSlashed = slashes == 1 && tokens.count == 5 && !tokens[3].isWord
    guard (words.count == 3 && slashes == 0) || (words.count == 4 && alphaIsSlashed) else {
      throw .mixedSyntax(Self.text(inner))
    }
    return (words, false)
  }

  /// `rgb()` / `rgba()` from its words.
  private func rgbColor(_ words: [ArraySlice<UInt8>], isLegacy: Bool) throws(ColorParseError)
    -> RGBAColor
  {
    let channelKinds = isLegacy ? "a number or a percentage" : "a number, a percentage or none"
    var channels: [Double] = []
    var percentages = 0
    for word in words.prefix(3) {
      switch try Self.component(word, expected: channelKinds) {
      case .number(let value): channels.append(value / 255)
      case .percentage(let value):
        channels.append(value / 100)
        percentages += 1
      case .noneKeyword where !isLegacy: channels.append(0)
      default: throw .invalidComponent(Self.text(word), expected: channelKinds)
      }
    }
    if isLegacy && percentages != 0 && percentages != 3 {
      throw .mixedSyntax(Self.text(bytes))
    }
    var alpha = 1.0
    if words.count == 4 {
      let alphaKinds = isLegacy ? "a number or a percentage" : "a number, a percentage or none"
      switch try Self.component(words[3], expected: alphaKinds) {
      case .number(let value): alpha = value
      case .percentage(let value): alpha = value / 100
      case .noneKeyword where !isLegacy: alpha = 0
      default: throw .invalidComponent(Self.text(words[3]), expected: alphaKinds)
      }
    }
    return RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
  }

  /// `hsb()` / `hsba()` from its words.
  private func hsbColor(_ words: [ArraySlice<UInt8>]) throws(ColorParseError) -> RGBAColor {
    let hue: Double
    switch try Self.component(words[0], expected: "a hue in degrees") {
    case .number(let value), .degrees(let value): hue = value
    default: throw .invalidComponent(Self.text(words[0]), expected: "a hue in degrees")
    }
    let names = ["saturation", "brightness", "alpha"]
    var fractions: [Double] = []
    for (word, name) in zip(words.dropFirst(), names) {
      guard case .number(let value) = try Self.component(word, expected: "a number in 0...1")
      else {
        throw .invalidComponent(Self.text(word), expected: "a number in 0...1")
      }
      guard (0...1).contains(value) else { throw .outOfRange(Self.text(word), component: name) }
      fractions.append(value)
    }
    return RGBAColor(
      hue: .degrees(hue), saturation: fractions[0], brightness: fractions[1],
      alpha: fractions.count == 3 ? fractions[2] : 1)
  }

  /// Splits arguments at whitespace, commas and slashes.
  private static func tokens(_ inner: ArraySlice<UInt8>) -> [Token] {
    var tokens: [Token] = []
    var index = inner.startIndex
    while index < inner.endIndex {
      let byte = inner[index]
      if CSSScanner.isWhitespace(byte) {
        index += 1
      } else if byte == UInt8(ascii: ",") {
        tokens.append(.comma)
        index += 1
      } else if byte == UInt8(ascii: "/") {
        tokens.append(.slash)
        index += 1
      } else {
        let start = index
        while index < inner.endIndex, !CSSScanner.isWhitespace(inner[index]),
          inner[index] != UInt8(ascii: ","), inner[index] != UInt8(ascii: "/")
        {
          index += 1
        }
        tokens.append(.word(inner[start..<index]))
      }
    }
    return tokens
  }

  /// Reads one word as a number, a percentage, an angle in degrees or `none`.
  private static func component(
    _ word: ArraySlice<UInt8>, expected: String
  ) throws(ColorParseError) -> Component {
    let lowered = CSSScanner.lowercasedASCII(word)
    if lowered.elementsEqual("none".utf8) { return .noneKeyword }
    let (digits, make): (ArraySlice<UInt8>, (Double) -> Component) =
      if lowered.last == UInt8(ascii: "%") {
        (lowered.dropLast(), Component.percentage)
      } else if lowered.count > 3 && lowered.suffix(3).elementsEqual("deg".utf8) {
        (lowered.dropLast(3), Component.degrees)
      } else {
        (lowered[...], Component.number)
      }
    guard let value = CSSSyntax.number(digits) else {
      throw .invalidComponent(text(word), expected: expected)
    }
    return make(value)
  }

  private static func hexValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
    default: return nil
    }
  }

  private static func text(_ bytes: some Collection<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
