import ScrollMotion

/// Writing the pieces of CSS and HTML the exporter emits.
enum CSSText {
  /// A CSS `<number>` in the shortest form that reads back exactly.
  static func number(_ value: Double) -> String {
    value.isFinite ? JSONText.number(value) : "0"
  }

  /// A length in CSS pixels (one point is one CSS pixel).
  static func pixels(_ value: Double) -> String {
    "\(number(value))px"
  }

  /// `x` or `y` (`inline` or `block` when `logical`), as `scroll()` and `view-timeline-axis` take them.
  static func axis(_ axis: ScrollAxis, logical: Bool = false) -> String {
    // Horizontal writing: block is y, inline is x.
    if logical { return axis == .x ? "inline" : "block" }
    return axis == .x ? "x" : "y"
  }

  /// A CSS percentage for a fraction (0.25 is `25%`): keyframe selectors
  /// and range distances. Rounded to 1e-9 %, so that 0.07 reads `7%` rather
  /// than the `7.000000000000001%` of the raw product.
  static func percentage(_ fraction: Double) -> String {
    "\(number((fraction * 100 * 1e9).rounded() / 1e9))%"
  }

  /// `text` with every character outside `[A-Za-z0-9_-]` replaced by `_`,
  /// for building identifiers out of names a person chose.
  static func identifierPart(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          let isSafe =
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
          return isSafe ? scalar : "_"
        }))
  }

  /// `text` safe inside HTML text and double-quoted attribute values.
  static func html(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// The CSS value of `value` for `property`.
  ///
  /// Colours are written as `rgb(R G B / A)` with unrounded channels: still
  /// a legacy sRGB colour (so CSS blends it in premultiplied sRGB, as the
  /// spec does), without losing the precision of, say, an `hsb()` colour.
  static func value(_ value: SpecValue, for property: SpecProperty) -> String {
    switch (property, value) {
    case (.rotate, .number(let degrees)):
      return "\(number(degrees))deg"
    case (.translate, .pair(let x, let y)):
      return "\(pixels(x)) \(pixels(y))"
    case (_, .number(let number)):
      return number.isFinite ? self.number(number) : "0"
    case (_, .pair(let x, let y)):
      return "\(number(x)) \(number(y))"
    case (_, .color(let color)):
      return "rgb(\(number(color.red * 255)) \(number(color.green * 255)) "
        + "\(number(color.blue * 255)) / \(number(color.alpha)))"
    }
  }
}
