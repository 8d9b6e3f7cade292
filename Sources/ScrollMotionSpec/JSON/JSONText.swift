/// Writing JSON text: strings and numbers in the forms the `scrollmotion`
/// output contract promises.
package enum JSONText {
  /// `text` as a JSON string literal, with quotes; `<`, `>` and `&` are
  /// escaped too, so the result can sit inside an HTML `<script>` element.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        result += unicodeEscape(scalar.value)
      default:
        if scalar.value < 0x20 {
          result += unicodeEscape(scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  private static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }

  /// `value` in the shortest form that reads back to the same `Double`;
  /// whole numbers have no fraction (`1`, not `1.0`), and `-0` is `0`.
  ///
  /// A non-finite value, which validated specs never produce, is written
  /// `null` so that the output stays JSON.
  package static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}
