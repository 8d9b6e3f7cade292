extension Easing {
  /// Reads an easing written in CSS syntax, plus ScrollMotion's extensions.
  ///
  /// Accepted, case-insensitively and with any spacing:
  /// - CSS keywords: `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`,
  ///   `step-start`, `step-end`;
  /// - CSS functions: `cubic-bezier(x1, y1, x2, y2)`,
  ///   `steps(n[, jump-start | jump-end | jump-none | jump-both | start | end])`,
  ///   `linear(0, 0.25 75%, 1)` (each stop an output with zero, one or two
  ///   input percentages);
  /// - ours: `smoothstep`, `spring(mass stiffness damping)` (commas
  ///   allowed), and the Penner names `ease-in-quad` … `ease-in-out-bounce`.
  ///
  /// - Throws: ``EasingError`` saying what is wrong: an unknown name, a
  ///   malformed number, a wrong argument count, or a value out of range.
  public init(parsing text: String) throws(EasingError) {
    var scanner = CSSScanner(text)
    let name = scanner.identifier()
    // Made only for a message: most texts are read without one.
    var nameText: String { String(decoding: name, as: UTF8.self) }
    guard !name.isEmpty else { throw .syntax(text: text, reason: "expected an easing name") }
    guard scanner.consume("(") else {
      scanner.skipWhitespace()
      guard scanner.isAtEnd else {
        throw .syntax(text: text, reason: "unexpected '\(scanner.rest)'")
      }
      guard let keyword = Self.keyword(name) else {
        throw .syntax(text: text, reason: "unknown easing '\(nameText)'")
      }
      self = keyword
      return
    }
    if CSSScanner.matches(name, "cubic-bezier") {
      // Read one by one rather than into an array: a spec can hold
      // thousands of distinct curves.
      let x1 = try Self.number(&scanner, after: 0, count: 4, in: text)
      let y1 = try Self.number(&scanner, after: 1, count: 4, in: text)
      let x2 = try Self.number(&scanner, after: 2, count: 4, in: text)
      let y2 = try Self.number(&scanner, after: 3, count: 4, in: text)
      self = try .cubicBezier(x1, y1, x2, y2)
    } else if CSSScanner.matches(name, "steps") {
      guard let count = scanner.dimension(), count.unit.isEmpty,
        count.value == count.value.rounded(),
        abs(count.value) < 1e9
      else { throw .syntax(text: text, reason: "steps() needs a whole number of steps") }
      var position = StepPosition.jumpEnd
      if scanner.consume(",") {
        let keyword = scanner.identifier()
        guard let parsed = Self.stepPosition(keyword) else {
          throw .syntax(
            text: text,
            reason: "unknown step position '\(String(decoding: keyword, as: UTF8.self))'")
        }
        position = parsed
      }
      self = try .steps(Int(count.value), position)
    } else if CSSScanner.matches(name, "linear") {
      var stops: [LinearStop] = []
      repeat {
        guard let output = scanner.dimension(), output.unit.isEmpty else {
          throw .syntax(text: text, reason: "a linear() stop starts with a number")
        }
        var inputs: [Double] = []
        while inputs.count < 2, let input = scanner.dimension() {
          guard input.unit == [0x25] else {
            throw .syntax(text: text, reason: "a linear() input must be a percentage")
          }
          inputs.append(input.value / 100)
        }
        // A stop with two inputs is two stops with the same output.
        if inputs.isEmpty { stops.append(LinearStop(output: output.value)) }
        for input in inputs { stops.append(LinearStop(output: output.value, input: input)) }
      } while scanner.consume(",")
      self = try .piecewiseLinear(stops)
    } else if CSSScanner.matches(name, "spring") {
      let values = try Self.numbers(&scanner, count: 3, separatedByCommas: false, in: text)
      self = try .spring(DampedSpring(mass: values[0], stiffness: values[1], damping: values[2]))
    } else {
      throw .syntax(text: text, reason: "unknown easing function '\(nameText)()'")
    }
    guard scanner.consume(")") else {
      throw .syntax(text: text, reason: "expected ')' before '\(scanner.rest)'")
    }
    scanner.skipWhitespace()
    guard scanner.isAtEnd else { throw .syntax(text: text, reason: "unexpected '\(scanner.rest)'") }
  }

  /// Reads `count` plain numbers; commas between them are required when
  /// `separatedByCommas`, optional otherwise.
  private static func numbers(
    _ scanner: inout CSSScanner, count: Int, separatedByCommas: Bool, in text: String
  ) throws(EasingError) -> [Double] {
    var values: [Double] = []
    values.reserveCapacity(count)
    while values.count < count {
      if !values.isEmpty {
        let comma = scanner.consume(",")
        if separatedByCommas && !comma { break }
      }
      guard let number = scanner.dimension(), number.unit.isEmpty else { break }
      values.append(number.value)
    }
    guard values.count == count else {
      throw .syntax(text: text, reason: "expected \(count) numbers before '\(scanner.rest)'")
    }
    return values
  }

  /// Reads the comma-separated number that follows `index` others, of
  /// `count` in all.
  private static func number(
    _ scanner: inout CSSScanner, after index: Int, count: Int, in text: String
  ) throws(EasingError) -> Double {
    guard index == 0 || scanner.consume(","), let number = scanner.dimension(),
      number.unit.isEmpty
    else {
      throw .syntax(text: text, reason: "expected \(count) numbers before '\(scanner.rest)'")
    }
    return number.value
  }

  private static func stepPosition(_ name: ArraySlice<UInt8>) -> StepPosition? {
    if CSSScanner.matches(name, "start") || CSSScanner.matches(name, "jump-start") {
      return .jumpStart
    }
    if CSSScanner.matches(name, "end") || CSSScanner.matches(name, "jump-end") { return .jumpEnd }
    if CSSScanner.matches(name, "jump-none") { return .jumpNone }
    if CSSScanner.matches(name, "jump-both") { return .jumpBoth }
    return nil
  }

  private static func keyword(_ name: ArraySlice<UInt8>) -> Easing? {
    // Only the easing named is built: a Bézier tabulates its inverse when
    // built (tens of microseconds), and a table of every keyword's easing
    // cost each call four of them.
    if CSSScanner.matches(name, "linear") { return .linear }
    if CSSScanner.matches(name, "ease") { return .ease }
    if CSSScanner.matches(name, "ease-in") { return .easeIn }
    if CSSScanner.matches(name, "ease-out") { return .easeOut }
    if CSSScanner.matches(name, "ease-in-out") { return .easeInOut }
    if CSSScanner.matches(name, "step-start") { return .stepStart }
    if CSSScanner.matches(name, "step-end") { return .stepEnd }
    if CSSScanner.matches(name, "smoothstep") { return .smoothstep }
    for shape in PennerCurve.Shape.allCases {
      for mode in PennerCurve.Mode.allCases
      where CSSScanner.matches(name, PennerCurve(shape, mode).name) {
        return .penner(shape, mode)
      }
    }
    return nil
  }

  /// The easing in CSS syntax, when CSS can express it natively (linear,
  /// cubic Béziers and their keywords, steps, `linear()`); `nil` for
  /// smoothstep, Penner curves, springs and custom functions (see
  /// ``linearApproximation(stops:)``).
  public var cssText: String? {
    switch kind {
    case .linear:
      return "linear"
    case .cubicBezier(let curve):
      switch (curve.x1, curve.y1, curve.x2, curve.y2) {
      case (0.25, 0.1, 0.25, 1): return "ease"
      case (0.42, 0, 1, 1): return "ease-in"
      case (0, 0, 0.58, 1): return "ease-out"
      case (0.42, 0, 0.58, 1): return "ease-in-out"
      default:
        let values = [curve.x1, curve.y1, curve.x2, curve.y2].map { CSSSyntax.format($0) }
        return "cubic-bezier(" + values.joined(separator: ", ") + ")"
      }
    case .steps(let count, let position):
      return "steps(\(count), \(position.cssKeyword))"
    case .piecewiseLinear(let curve):
      let stops = curve.points.map {
        "\(CSSSyntax.format($0.output)) \(CSSSyntax.format($0.input * 100))%"
      }
      return "linear(" + stops.joined(separator: ", ") + ")"
    case .smoothstep, .penner, .spring, .custom:
      return nil
    }
  }

  /// `count + 1` evenly spaced samples of the easing as `linear()` stops,
  /// to export any easing to CSS approximately.
  ///
  /// With 60 stops the built-in smooth curves and springs stay within a few
  /// thousandths of the original; steps are better exported with
  /// ``cssText``. `count` is clamped to `1...1000`.
  public func linearApproximation(stops count: Int = 40) -> [LinearStop] {
    let count = count.clamped(to: 1...1_000)
    return (0...count).map { index in
      let input = Double(index) / Double(count)
      return LinearStop(output: transform(input), input: input)
    }
  }
}
