/// Lexical helpers shared by the parsers of CSS-like text in the core
/// (easings, `animation-range`), which cannot use Foundation.
enum CSSSyntax {
  /// `text` without leading and trailing whitespace.
  static func trimmed<Text: StringProtocol>(_ text: Text) -> String {
    let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
    let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? start
    return String(text[start..<end])
  }

  /// A CSS `<number>`: an optional sign, digits with an optional fraction
  /// and an optional exponent; `nil` unless it reads as a finite number
  /// (so `nan`, `inf` and `1e999` are rejected).
  static func number<Text: StringProtocol>(_ text: Text) -> Double? {
    let isNumeric = text.allSatisfy { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
    guard isNumeric, text.contains(where: { $0.isNumber }), let value = Double(String(text)),
      value.isFinite
    else { return nil }
    return value
  }

  /// A number in the shortest form that reads back exactly, with no
  /// trailing `.0` for whole numbers.
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}
