extension RangeBoundary {
  /// Reads one side of CSS `animation-range`: `normal`, a name with an
  /// optional distance (`entry`, `contain -50%`, `exit 20px`), or a distance
  /// (`25%`, `100px`, `0`, `calc(50% + 10px)`).
  ///
  /// Keywords are case-insensitive. Distances must be finite.
  public init(parsing text: String) throws(RangeSyntaxError) {
    var tokens = RangeTokens(text)
    guard let boundary = try tokens.boundary() else {
      throw RangeSyntaxError(text: text, reason: "expected 'normal', a range name or a length")
    }
    guard tokens.isAtEnd else {
      throw RangeSyntaxError(text: text, reason: "unexpected '\(tokens.next ?? "")'")
    }
    self = boundary
  }
}

extension AnimationRange {
  /// Reads the CSS `animation-range` shorthand: one or two boundaries.
  ///
  /// As in CSS, a lone named boundary covers that whole name (`entry` is
  /// `entry 0%` to `entry 100%`, `entry 10%` is `entry 10%` to
  /// `entry 100%`); a lone distance or `normal` leaves the end `normal`.
  public init(parsing text: String) throws(RangeSyntaxError) {
    var tokens = RangeTokens(text)
    guard let start = try tokens.boundary() else {
      throw RangeSyntaxError(text: text, reason: "expected 'normal', a range name or a length")
    }
    if let end = try tokens.boundary() {
      self.init(start: start, end: end)
    } else if case .named(let name, let distance) = start {
      self.init(start: .named(name, distance ?? .zero), end: .end(of: name))
    } else {
      self.init(start: start, end: .normal)
    }
    guard tokens.isAtEnd else {
      throw RangeSyntaxError(text: text, reason: "unexpected '\(tokens.next ?? "")'")
    }
  }
}

/// A whitespace tokenizer for `animation-range` values that keeps a
/// `calc( … )` group together as one token.
struct RangeTokens {
  private let text: String
  private var tokens: [String]
  private var index = 0

  init(_ text: String) {
    self.text = text
    var tokens: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if character.isWhitespace && depth <= 0 {
        if !current.isEmpty { tokens.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    self.tokens = tokens
  }

  var isAtEnd: Bool { index >= tokens.count }
  var next: String? { isAtEnd ? nil : tokens[index] }

  /// Reads one boundary, or returns `nil` at the end of the input.
  mutating func boundary() throws(RangeSyntaxError) -> RangeBoundary? {
    guard let token = next else { return nil }
    let lowered = token.lowercased()
    index += 1
    if lowered == "normal" { return .normal }
    if let name = TimelineRangeName(rawValue: lowered) {
      guard let following = next, following.first.map(Self.canStartLength) == true else {
        return .named(name, nil)
      }
      index += 1
      return .named(name, try Self.length(following, in: text))
    }
    return .full(try Self.length(token, in: text))
  }

  private static func canStartLength(_ character: Character) -> Bool {
    character.isNumber || character == "-" || character == "+" || character == "."
      || character == "c" || character == "C"
  }

  /// Reads `12.5%`, `-20px`, `0` or `calc(A% ± Bpx)` (terms in any order).
  static func length(_ token: String, in text: String) throws(RangeSyntaxError) -> LengthPercentage
  {
    let lowered = token.lowercased()
    if lowered.hasPrefix("calc(") && lowered.hasSuffix(")") {
      let inner = lowered.dropFirst(5).dropLast()
      var result = LengthPercentage()
      var sign = 1.0
      var expectTerm = true
      for part in inner.split(separator: " ", omittingEmptySubsequences: true) {
        if !expectTerm && (part == "+" || part == "-") {
          sign = part == "-" ? -1 : 1
          expectTerm = true
          continue
        }
        guard expectTerm else {
          throw RangeSyntaxError(text: text, reason: "expected '+' or '-' in '\(token)'")
        }
        let term = try length(String(part), in: text)
        result.percent += sign * term.percent
        result.points += sign * term.points
        expectTerm = false
      }
      guard !expectTerm else {
        throw RangeSyntaxError(text: text, reason: "incomplete calc() '\(token)'")
      }
      return result
    }
    let (number, unit): (Substring, String) =
      if lowered.hasSuffix("%") {
        (lowered.dropLast(), "%")
      } else if lowered.hasSuffix("px") {
        (lowered.dropLast(2), "px")
      } else {
        (lowered[...], "")
      }
    guard let value = CSSSyntax.number(number) else {
      throw RangeSyntaxError(text: text, reason: "'\(token)' is not a length or percentage")
    }
    switch unit {
    case "%": return .percent(value)
    case "px": return .points(value)
    default:
      guard value == 0 else {
        throw RangeSyntaxError(text: text, reason: "'\(token)' needs a unit (% or px)")
      }
      return .zero
    }
  }
}
