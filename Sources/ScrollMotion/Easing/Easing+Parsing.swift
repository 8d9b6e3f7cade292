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
    let trimmed = CSSSyntax.trimmed(text.lowercased())
    guard let open = trimmed.firstIndex(of: "(") else {
      guard let keyword = Self.keyword(trimmed) else {
        throw .syntax(text: text, reason: "unknown easing '\(trimmed)'")
      }
      self = keyword
      return
    }
    guard trimmed.last == ")" else { throw .syntax(text: text, reason: "missing ')'") }
    let name = CSSSyntax.trimmed(String(trimmed[..<open]))
    let arguments = String(
      trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
    switch name {
    case "cubic-bezier":
      let values = try EasingSyntax.numbers(arguments, separator: ",", in: text)
      guard values.count == 4 else {
        throw .syntax(text: text, reason: "cubic-bezier() takes 4 numbers, got \(values.count)")
      }
      self = try .cubicBezier(values[0], values[1], values[2], values[3])
    case "steps":
      let parts = EasingSyntax.split(arguments, separator: ",")
      guard parts.count == 1 || parts.count == 2 else {
        throw .syntax(text: text, reason: "steps() takes a count and an optional position")
      }
      guard let count = Int(parts[0]) else {
        throw .syntax(text: text, reason: "'\(parts[0])' is not a whole number of steps")
      }
      var position = StepPosition.jumpEnd
      if parts.count == 2 {
        switch parts[1] {
        case "jump-start", "start": position = .jumpStart
        case "jump-end", "end": position = .jumpEnd
        case "jump-none": position = .jumpNone
        case "jump-both": position = .jumpBoth
        default: throw .syntax(text: text, reason: "unknown step position '\(parts[1])'")
        }
      }
      self = try .steps(count, position)
    case "linear":
      var stops: [LinearStop] = []
      for part in EasingSyntax.split(arguments, separator: ",") {
        let words = EasingSyntax.split(part, separator: " ")
        guard (1...3).contains(words.count) else {
          throw .syntax(text: text, reason: "a linear() stop is a number and up to two percentages")
        }
        let output = try EasingSyntax.number(words[0], in: text)
        var inputs: [Double] = []
        for word in words.dropFirst() {
          guard word.hasSuffix("%") else {
            throw .syntax(text: text, reason: "'\(word)' must be a percentage")
          }
          inputs.append(try EasingSyntax.number(String(word.dropLast()), in: text) / 100)
        }
        // A stop with two inputs is two stops with the same output.
        if inputs.isEmpty { stops.append(LinearStop(output: output)) }
        for input in inputs { stops.append(LinearStop(output: output, input: input)) }
      }
      self = try .piecewiseLinear(stops)
    case "spring":
      let values = try EasingSyntax.numbers(arguments.replacingCommas(), separator: " ", in: text)
      guard values.count == 3 else {
        throw .syntax(
          text: text,
          reason: "spring() takes mass, stiffness and damping, got \(values.count) numbers")
      }
      self = try .spring(DampedSpring(mass: values[0], stiffness: values[1], damping: values[2]))
    default:
      throw .syntax(text: text, reason: "unknown easing function '\(name)()'")
    }
  }

  private static func keyword(_ name: String) -> Easing? {
    switch name {
    case "linear": return .linear
    case "ease": return .ease
    case "ease-in": return .easeIn
    case "ease-out": return .easeOut
    case "ease-in-out": return .easeInOut
    case "step-start": return .stepStart
    case "step-end": return .stepEnd
    case "smoothstep": return .smoothstep
    default:
      for shape in PennerCurve.Shape.allCases {
        for mode in PennerCurve.Mode.allCases where PennerCurve(shape, mode).name == name {
          return .penner(shape, mode)
        }
      }
      return nil
    }
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
        return "cubic-bezier(\(CSSSyntax.format(curve.x1)), \(CSSSyntax.format(curve.y1)), "
          + "\(CSSSyntax.format(curve.x2)), \(CSSSyntax.format(curve.y2)))"
      }
    case .steps(let count, let position):
      return "steps(\(count), \(position.cssKeyword))"
    case .piecewiseLinear(let curve):
      return EasingSyntax.linearFunction(curve.points)
    case .smoothstep, .penner, .spring, .custom:
      return nil
    }
  }

  /// `count + 1` evenly spaced samples of the easing as `linear()` stops,
  /// to export any easing to CSS approximately.
  ///
  /// With 60 stops the built-in smooth curves and springs stay within a few
  /// thousandths of the original;
  /// steps are better exported with ``cssText``. `count` is clamped to
  /// `1...1000`.
  public func linearApproximation(stops count: Int = 40) -> [LinearStop] {
    let count = Swift.min(Swift.max(count, 1), 1_000)
    return (0...count).map { index in
      let input = Double(index) / Double(count)
      return LinearStop(output: transform(input), input: input)
    }
  }
}

extension String {
  fileprivate func replacingCommas() -> String {
    String(map { $0 == "," ? " " : $0 })
  }
}

/// The small lexical helpers behind ``Easing/init(parsing:)`` and
/// ``Easing/cssText``.
enum EasingSyntax {
  /// Splits on `separator` (or on any whitespace for " "), trimming parts
  /// and dropping empty ones for whitespace.
  static func split(_ text: String, separator: Character) -> [String] {
    if separator == " " {
      return text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }
    return text.split(separator: separator, omittingEmptySubsequences: false).map {
      CSSSyntax.trimmed($0)
    }
  }

  static func numbers(_ text: String, separator: Character, in source: String) throws(EasingError)
    -> [Double]
  {
    var values: [Double] = []
    for part in split(text, separator: separator) {
      values.append(try number(part, in: source))
    }
    return values
  }

  /// A CSS `<number>`: optional sign, digits with an optional fraction,
  /// optional exponent; finite.
  static func number(_ text: String, in source: String) throws(EasingError) -> Double {
    guard let value = CSSSyntax.number(text) else {
      throw .syntax(text: source, reason: "'\(text)' is not a finite number")
    }
    return value
  }

  static func linearFunction(_ points: [(input: Double, output: Double)]) -> String {
    let stops = points.map { "\(CSSSyntax.format($0.output)) \(CSSSyntax.format($0.input * 100))%" }
    return "linear(" + stops.joined(separator: ", ") + ")"
  }
}
