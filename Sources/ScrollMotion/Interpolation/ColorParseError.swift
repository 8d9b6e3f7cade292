/// Why a colour string could not be read by ``RGBAColor/init(parsing:)``.
///
/// Every case carries the offending piece of text, and ``description``
/// says in words what was expected instead.
public enum ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is empty or only whitespace.
  case empty
  /// The text is not a form ScrollMotion reads: `#` hex, `rgb()`, `rgba()`,
  /// `hsb()`, `hsba()` or `transparent`.
  case unknownColor(String)
  /// A `#` colour without exactly 3, 4, 6 or 8 hexadecimal digits.
  case invalidHex(String)
  /// A function without its closing parenthesis, or with text after it.
  case malformedFunction(String)
  /// A function with too few or too many components; `found` counts them.
  case wrongComponentCount(function: String, found: Int)
  /// Commas and spaces mixed as separators, a `/` in the comma syntax, or
  /// numbers and percentages mixed in comma-separated `rgb()`.
  case mixedSyntax(String)
  /// A component that is not of a kind its position accepts.
  case invalidComponent(String, expected: String)
  /// An `hsb()` component outside `0...1`.
  case outOfRange(String, component: String)

  /// What is wrong, in words, quoting the offending text.
  public var description: String {
    switch self {
    case .empty:
      return "the colour is empty"
    case .unknownColor(let text):
      return "'\(text)' is not a colour: expected #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), "
        + "hsb(), hsba() or transparent"
    case .invalidHex(let text):
      return "'\(text)' is not a hex colour: expected 3, 4, 6 or 8 hexadecimal digits after '#'"
    case .malformedFunction(let text):
      return "'\(text)' is not a complete colour function: expected 'name(components)' and "
        + "nothing after the ')'"
    case .wrongComponentCount(let function, let found):
      return "\(function)() takes 3 components and an optional alpha, found \(found)"
    case .mixedSyntax(let text):
      return "'\(text)' mixes syntaxes: use 'r, g, b, a' with commas (all numbers or all "
        + "percentages) or 'r g b / a' with spaces"
    case .invalidComponent(let text, let expected):
      return "'\(text)' is not a valid component: expected \(expected)"
    case .outOfRange(let text, let component):
      return "\(component) '\(text)' is outside 0...1"
    }
  }
}
