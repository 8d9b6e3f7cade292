extension Easing {
  /// The easing as a list of numbers, or `nil` for a custom closure: a
  /// compact form for shipping choreographies as data without a parser
  /// (the browser engine's compiled specs).
  ///
  /// The first number is the kind, followed by its parameters:
  /// `[0]` linear; `[1, x1, y1, x2, y2]` cubic Bézier; `[2, count, position]`
  /// steps (position 0 jump-start, 1 jump-end, 2 jump-none, 3 jump-both);
  /// `[3, n, input₁, output₁, …]` `linear()` with its inputs resolved;
  /// `[4]` smoothstep; `[5, shape, mode]` a Penner curve (indices into
  /// `PennerCurve.Shape.allCases` and `PennerCurve.Mode.allCases`);
  /// `[6, mass, stiffness, damping]` a spring. ``init(encoding:)`` reads it
  /// back to an equal easing.
  public var encoding: [Double]? {
    switch kind {
    case .linear:
      return [0]
    case .cubicBezier(let curve):
      return [1, curve.x1, curve.y1, curve.x2, curve.y2]
    case .steps(let count, let position):
      return [2, Double(count), Double(StepPosition.allCases.firstIndex(of: position) ?? 1)]
    case .piecewiseLinear(let curve):
      return [3, Double(curve.points.count)] + curve.points.flatMap { [$0.input, $0.output] }
    case .smoothstep:
      return [4]
    case .penner(let curve):
      let shape = PennerCurve.Shape.allCases.firstIndex(of: curve.shape) ?? 0
      let mode = PennerCurve.Mode.allCases.firstIndex(of: curve.mode) ?? 0
      return [5, Double(shape), Double(mode)]
    case .spring(let spring, _):
      return [6, spring.mass, spring.stiffness, spring.damping]
    case .custom:
      return nil
    }
  }

  /// Reads an easing from its ``encoding``.
  ///
  /// - Throws: ``EasingError`` for an unknown kind, a wrong number of
  ///   parameters or parameters the kind rejects.
  public init<Numbers: RandomAccessCollection<Double>>(encoding numbers: Numbers)
    throws(EasingError)
  where Numbers.Index == Int {
    let values = Array(numbers)
    func parameters(_ count: Int) throws(EasingError) -> [Double] {
      guard values.count == count + 1, values.allSatisfy({ $0.isFinite }) else {
        throw .syntax(text: "", reason: "malformed easing encoding")
      }
      return Array(values.dropFirst())
    }
    guard let kind = values.first else { throw .syntax(text: "", reason: "empty easing encoding") }
    switch kind {
    case 0:
      _ = try parameters(0)
      self = .linear
    case 1:
      let p = try parameters(4)
      self = try .cubicBezier(p[0], p[1], p[2], p[3])
    case 2:
      let p = try parameters(2)
      let positions = StepPosition.allCases
      guard p[0] == p[0].rounded(), abs(p[0]) < 1e9, let position = Int(exactly: p[1]),
        positions.indices.contains(position)
      else { throw .syntax(text: "", reason: "malformed steps encoding") }
      self = try .steps(Int(p[0]), positions[position])
    case 3:
      // The count is checked against the numbers present before any
      // arithmetic on it, so a huge count is an error, not an overflow.
      guard values.count >= 2, let count = Int(exactly: values[1]), count >= 0,
        count <= (values.count - 2) / 2
      else {
        throw .syntax(text: "", reason: "malformed linear() encoding")
      }
      let p = try parameters(1 + 2 * count)
      self = try .piecewiseLinear(
        (0..<count).map { LinearStop(output: p[2 + 2 * $0], input: p[1 + 2 * $0]) })
    case 4:
      _ = try parameters(0)
      self = .smoothstep
    case 5:
      let p = try parameters(2)
      let shapes = PennerCurve.Shape.allCases
      let modes = PennerCurve.Mode.allCases
      guard let shape = Int(exactly: p[0]), let mode = Int(exactly: p[1]),
        shapes.indices.contains(shape),
        modes.indices.contains(mode)
      else { throw .syntax(text: "", reason: "malformed Penner encoding") }
      self = .penner(shapes[shape], modes[mode])
    case 6:
      let p = try parameters(3)
      self = try .spring(DampedSpring(mass: p[0], stiffness: p[1], damping: p[2]))
    default:
      throw .syntax(text: "", reason: "unknown easing kind")
    }
  }
}
