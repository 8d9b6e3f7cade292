#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// An easing's kind, the first number of its wire form.
///
/// The parameters that follow each kind:
/// - ``linear``: none;
/// - ``cubicBezier``: `x1, y1, x2, y2`;
/// - ``steps``: `count, position` (a ``WireStepPosition`` code);
/// - ``piecewiseLinear``: `n, input₁, output₁, …, inputₙ, outputₙ`, the
///   `linear()` stops with their inputs resolved;
/// - ``smoothstep``: none;
/// - ``penner``: `shape, mode` (``WirePennerShape`` and ``WirePennerMode``
///   codes);
/// - ``spring``: `mass, stiffness, damping`.
package enum WireEasingKind: Int, CaseIterable, Sendable {
  /// The identity.
  case linear = 0
  /// A CSS cubic Bézier.
  case cubicBezier = 1
  /// CSS `steps()`.
  case steps = 2
  /// CSS `linear()`.
  case piecewiseLinear = 3
  /// `t²(3 − 2t)`.
  case smoothstep = 4
  /// A Penner curve.
  case penner = 5
  /// A damped spring over its settling duration.
  case spring = 6
}

/// A `steps()` position, on the wire.
package enum WireStepPosition: Int, CaseIterable, Sendable {
  /// `jump-start`.
  case jumpStart = 0
  /// `jump-end`.
  case jumpEnd = 1
  /// `jump-none`.
  case jumpNone = 2
  /// `jump-both`.
  case jumpBoth = 3

  /// The core's position.
  package var position: StepPosition {
    switch self {
    case .jumpStart: .jumpStart
    case .jumpEnd: .jumpEnd
    case .jumpNone: .jumpNone
    case .jumpBoth: .jumpBoth
    }
  }

  /// The wire code of a core position.
  package init(_ position: StepPosition) {
    switch position {
    case .jumpStart: self = .jumpStart
    case .jumpEnd: self = .jumpEnd
    case .jumpNone: self = .jumpNone
    case .jumpBoth: self = .jumpBoth
    }
  }
}

/// A Penner curve's shape, on the wire.
package enum WirePennerShape: Int, CaseIterable, Sendable {
  /// Quadratic.
  case quad = 0
  /// Cubic.
  case cubic = 1
  /// Quartic.
  case quart = 2
  /// Quintic.
  case quint = 3
  /// Sine.
  case sine = 4
  /// Exponential.
  case expo = 5
  /// Circular.
  case circ = 6
  /// Back (overshoots).
  case back = 7
  /// Elastic (oscillates).
  case elastic = 8
  /// Bounce.
  case bounce = 9

  /// The core's shape.
  package var shape: PennerCurve.Shape {
    switch self {
    case .quad: .quad
    case .cubic: .cubic
    case .quart: .quart
    case .quint: .quint
    case .sine: .sine
    case .expo: .expo
    case .circ: .circ
    case .back: .back
    case .elastic: .elastic
    case .bounce: .bounce
    }
  }

  /// The wire code of a core shape.
  package init(_ shape: PennerCurve.Shape) {
    switch shape {
    case .quad: self = .quad
    case .cubic: self = .cubic
    case .quart: self = .quart
    case .quint: self = .quint
    case .sine: self = .sine
    case .expo: self = .expo
    case .circ: self = .circ
    case .back: self = .back
    case .elastic: self = .elastic
    case .bounce: self = .bounce
    }
  }
}

/// A Penner curve's mode, on the wire.
package enum WirePennerMode: Int, CaseIterable, Sendable {
  /// Ease in.
  case `in` = 0
  /// Ease out.
  case out = 1
  /// Ease in and out.
  case inOut = 2

  /// The core's mode.
  package var mode: PennerCurve.Mode {
    switch self {
    case .in: .in
    case .out: .out
    case .inOut: .inOut
    }
  }

  /// The wire code of a core mode.
  package init(_ mode: PennerCurve.Mode) {
    switch mode {
    case .in: self = .in
    case .out: self = .out
    case .inOut: self = .inOut
    }
  }
}

extension Easing {
  /// The easing as wire numbers (see ``WireEasingKind``), or `nil` for a
  /// custom closure, which has no numeric form.
  package var wireNumbers: [Double]? {
    func code(_ kind: WireEasingKind) -> Double { Double(kind.rawValue) }
    switch kind {
    case .linear:
      return [code(.linear)]
    case .cubicBezier(let curve):
      return [code(.cubicBezier), curve.x1, curve.y1, curve.x2, curve.y2]
    case .steps(let count, let position):
      return [code(.steps), Double(count), Double(WireStepPosition(position).rawValue)]
    case .piecewiseLinear(let curve):
      var numbers = [code(.piecewiseLinear), Double(curve.points.count)]
      for point in curve.points { numbers += [point.input, point.output] }
      return numbers
    case .smoothstep:
      return [code(.smoothstep)]
    case .penner(let curve):
      return [
        code(.penner), Double(WirePennerShape(curve.shape).rawValue),
        Double(WirePennerMode(curve.mode).rawValue),
      ]
    case .spring(let spring, _):
      return [code(.spring), spring.mass, spring.stiffness, spring.damping]
    case .custom:
      return nil
    }
  }

  /// Reads an easing from its wire numbers.
  ///
  /// - Throws: ``WireError/malformed`` for an unknown kind or code or a
  ///   wrong count, ``WireError/nonFinite`` for NaN or infinite
  ///   parameters, ``WireError/rejected`` for parameters the core refuses
  ///   (a Bézier x outside `0...1`, a spring that never settles).
  package init(wireNumbers numbers: some RandomAccessCollection<Double>) throws(WireError) {
    let values = Array(numbers)
    guard let first = values.first, let kindCode = Int(wireCode: first),
      let kind = WireEasingKind(rawValue: kindCode)
    else { throw .malformed }
    let parameterCount: Int
    switch kind {
    case .linear, .smoothstep: parameterCount = 0
    case .cubicBezier: parameterCount = 4
    case .steps, .penner: parameterCount = 2
    case .spring: parameterCount = 3
    case .piecewiseLinear:
      // `Int(wireCode:)` bounds the stop count, so `1 + 2 × count` cannot
      // overflow.
      guard values.count >= 2, let count = Int(wireCode: values[1]), count >= 0 else {
        throw .malformed
      }
      parameterCount = 1 + 2 * count
    }
    guard values.count == parameterCount + 1 else { throw .malformed }
    guard values.allSatisfy({ $0.isFinite }) else { throw .nonFinite }
    let p = Array(values.dropFirst())
    switch kind {
    case .linear:
      self = .linear
    case .smoothstep:
      self = .smoothstep
    case .penner:
      guard let shapeCode = Int(wireCode: p[0]), let modeCode = Int(wireCode: p[1]),
        let shape = WirePennerShape(rawValue: shapeCode),
        let mode = WirePennerMode(rawValue: modeCode)
      else { throw .malformed }
      self = .penner(shape.shape, mode.mode)
    case .cubicBezier, .steps, .piecewiseLinear, .spring:
      self = try Self.validated(kind, p)
    }
  }

  /// The kinds whose parameters the core validates; its refusal becomes
  /// ``WireError/rejected``.
  private static func validated(_ kind: WireEasingKind, _ p: [Double]) throws(WireError) -> Easing {
    var position = StepPosition.jumpEnd
    if kind == .steps {
      guard Int(wireCode: p[0]) != nil, let code = Int(wireCode: p[1]),
        let wire = WireStepPosition(rawValue: code)
      else { throw .malformed }
      position = wire.position
    }
    do {
      switch kind {
      case .cubicBezier:
        return try .cubicBezier(p[0], p[1], p[2], p[3])
      case .steps:
        return try .steps(Int(p[0]), position)
      case .piecewiseLinear:
        let count = (p.count - 1) / 2
        var stops: [LinearStop] = []
        stops.reserveCapacity(count)
        for index in 0..<count {
          stops.append(LinearStop(output: p[2 + 2 * index], input: p[1 + 2 * index]))
        }
        return try .piecewiseLinear(stops)
      default:
        return try .spring(DampedSpring(mass: p[0], stiffness: p[1], damping: p[2]))
      }
    } catch {
      throw .rejected
    }
  }
}
