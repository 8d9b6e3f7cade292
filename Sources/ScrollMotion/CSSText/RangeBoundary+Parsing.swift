extension RangeBoundary {
  /// Reads one side of CSS `animation-range`: `normal`, a name with an
  /// optional distance (`entry`, `contain -50%`, `exit 20px`), or a distance
  /// (`25%`, `100px`, `0`, `calc(50% + 10px)`).
  ///
  /// Keywords are case-insensitive. Distances must be finite.
  public init(parsing text: String) throws(RangeSyntaxError) {
    var scanner = CSSScanner(text)
    guard let boundary = try Self.read(&scanner) else {
      throw RangeSyntaxError(text: text, reason: "expected 'normal', a range name or a length")
    }
    scanner.skipWhitespace()
    guard scanner.isAtEnd else {
      throw RangeSyntaxError(text: text, reason: "unexpected '\(scanner.rest)'")
    }
    self = boundary
  }

  /// Reads one boundary, or returns `nil` at the end of the input.
  static func read(_ scanner: inout CSSScanner) throws(RangeSyntaxError) -> RangeBoundary? {
    scanner.skipWhitespace()
    if scanner.isAtEnd { return nil }
    let save = scanner
    let word = scanner.identifier()
    if CSSScanner.matches(word, "normal") { return .normal }
    if CSSScanner.matches(word, "calc") {
      scanner = save
      return .full(try length(&scanner))
    }
    if let name = TimelineRangeName.allCases.first(where: { CSSScanner.matches(word, $0.rawValue) })
    {
      let beforeLength = scanner
      if scanner.isAtNumber() || CSSScanner.matches(scanner.identifier(), "calc") {
        scanner = beforeLength
        return .named(name, try length(&scanner))
      }
      scanner = beforeLength
      return .named(name, nil)
    }
    guard word.isEmpty else {
      throw RangeSyntaxError(
        text: scanner.text, reason: "unknown range name '\(String(decoding: word, as: UTF8.self))'")
    }
    return .full(try length(&scanner))
  }

  /// Reads `12.5%`, `-20px`, `0` or `calc(A% ± Bpx)` (terms in any order).
  static func length(_ scanner: inout CSSScanner) throws(RangeSyntaxError) -> LengthPercentage {
    let save = scanner
    if CSSScanner.matches(scanner.identifier(), "calc") {
      guard scanner.consume("(") else {
        throw RangeSyntaxError(text: scanner.text, reason: "expected '(' after calc")
      }
      var result = try term(&scanner)
      while !scanner.consume(")") {
        let sign: Double
        if scanner.consume("+") {
          sign = 1
        } else if scanner.consume("-") {
          sign = -1
        } else {
          throw RangeSyntaxError(text: scanner.text, reason: "expected '+', '-' or ')' in calc()")
        }
        let next = try term(&scanner)
        result.fraction += sign * next.fraction
        result.points += sign * next.points
      }
      return result
    }
    scanner = save
    return try term(&scanner)
  }

  private static func term(_ scanner: inout CSSScanner) throws(RangeSyntaxError) -> LengthPercentage
  {
    guard let dimension = scanner.dimension() else {
      throw RangeSyntaxError(
        text: scanner.text, reason: "expected a length or percentage at '\(scanner.rest)'")
    }
    if dimension.unit == [0x25] { return .fraction(dimension.value / 100) }
    if CSSScanner.matches(dimension.unit, "px") { return .points(dimension.value) }
    guard dimension.unit.isEmpty else {
      let unit = String(decoding: dimension.unit, as: UTF8.self)
      throw RangeSyntaxError(text: scanner.text, reason: "unsupported unit '\(unit)' (use % or px)")
    }
    guard dimension.value == 0 else {
      throw RangeSyntaxError(
        text: scanner.text, reason: "'\(CSSSyntax.format(dimension.value))' needs a unit (% or px)")
    }
    return .zero
  }
}

extension AnimationRange {
  /// Reads the CSS `animation-range` shorthand: one or two boundaries.
  ///
  /// As in CSS, a lone named boundary covers that whole name (`entry` is
  /// `entry 0%` to `entry 100%`, `entry 10%` is `entry 10%` to
  /// `entry 100%`); a lone distance or `normal` leaves the end `normal`.
  public init(parsing text: String) throws(RangeSyntaxError) {
    var scanner = CSSScanner(text)
    guard let start = try RangeBoundary.read(&scanner) else {
      throw RangeSyntaxError(text: text, reason: "expected 'normal', a range name or a length")
    }
    if let end = try RangeBoundary.read(&scanner) {
      self.init(start: start, end: end)
    } else if case .named(let name, let distance) = start {
      self.init(start: .named(name, distance ?? .zero), end: .end(of: name))
    } else {
      self.init(start: start, end: .normal)
    }
    scanner.skipWhitespace()
    guard scanner.isAtEnd else {
      throw RangeSyntaxError(text: text, reason: "unexpected '\(scanner.rest)'")
    }
  }
}
