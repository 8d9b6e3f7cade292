import ScrollMotion

/// Writing the pieces of CSS and HTML the exporter emits (and the pages
/// `scrollmotion bundle` writes).
package enum CSSText {
  /// A CSS `<number>` in the shortest form that reads back exactly.
  package static func number(_ value: Double) -> String {
    value.isFinite ? JSONText.number(value) : "0"
  }

  /// A length in CSS pixels (one point is one CSS pixel).
  package static func pixels(_ value: Double) -> String {
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
  package static func html(_ text: String) -> String {
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

  /// The CSS value of `value` for `property`, in the property's unit
  /// (``SpecPropertyDeclaration/cssValue(_:)``); a custom property's
  /// number as it is.
  ///
  /// Colours are written as `rgb(R G B / A)` with unrounded channels: still
  /// a legacy sRGB colour (so CSS blends it in premultiplied sRGB, as the
  /// spec does), without losing the precision of, say, an `hsb()` colour.
  static func value(_ value: SpecValue, for property: SpecProperty) -> String {
    let components: [Double] =
      switch value {
      case .number(let number): [number]
      case .pair(let x, let y): [x, y]
      case .color(let color): [color.red, color.green, color.blue, color.alpha]
      }
    guard let declaration = property.declaration else {
      return components.map(number).joined(separator: " ")
    }
    return declaration.cssValue(components)
  }

  /// A colour from its channels in `0...1`, as `rgb(R G B / A)`.
  static func color(red: Double, green: Double, blue: Double, alpha: Double) -> String {
    "rgb(\(number(red * 255)) \(number(green * 255)) \(number(blue * 255)) / \(number(alpha)))"
  }
}
