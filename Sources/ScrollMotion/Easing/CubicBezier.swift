/// A CSS cubic Bézier timing curve from (0, 0) to (1, 1) with two control
/// points, extrapolated as Chromium does.
///
/// ## Accuracy
/// The output is within 1e-7 of the exact curve's y for every input, also
/// on steep curves, where a tolerance on x alone (WebKit's and Chromium's
/// 1e-7) can leave errors of several 1e-6 in y.
///
/// Outside `0...1` the curve continues along its tangent at the nearer end,
/// as Chromium does (checked against the web-platform-tests): through the
/// near control point when its x differs from the end's; through the far
/// one when the near one *is* the end point; and flat (holding 0 or 1) when
/// the near control point sits straight above or below the end, where the
/// tangent is vertical.
///
/// ## Performance
/// The initialiser tabulates the inverse, t as a function of x, in 16
/// pieces of equal width in x. A solve reads its piece directly, evaluates
/// a monotone cubic for a first t that is usually within 1e-6, and then
/// needs one Newton step; near a vertical tangent it takes more steps or
/// bisects inside the piece. Evaluating allocates nothing.
///
/// ## Invariants
/// A solve reads `table` through a pointer with no bounds check, at fixed
/// offsets, also from a copy in a `BezierTablePool` slot, so the table
/// the initialiser writes (and the curve never changes) holds, as
/// `verifyInvariants(_:)` checks in debug builds and tests:
/// - `tableCount` numbers;
/// - the pieces' nodes t₀ start at 0 and never fall or pass 1, so that a
///   solve's bisection bracket around a node lies within the curve's
///   `0...1`;
/// - the stored products equal what they are products of (3·ax, each
///   piece's x″ twice its x″/2), so a solve gets the same bits as from
///   deriving them;
/// - the bound on |y′| is at least 1 and the bound on |x″|·|y′| positive,
///   which the solve's acceptance test and bisection width divide by.
public struct CubicBezier: Hashable, Sendable {
  /// The first control point's x, in `0...1`.
  public let x1: Double
  /// The first control point's y (any finite value; outside `0...1`
  /// overshoots).
  public let y1: Double
  /// The second control point's x, in `0...1`.
  public let x2: Double
  /// The second control point's y.
  public let y2: Double

  /// Everything a solve reads, in one array so that a ``Choreography`` can
  /// pool the tables of many curves: the eight fixed fields a solve reads
  /// (below), then eight numbers per piece `i` (x from i/16 to (i+1)/16):
  /// the node t₀ where x(t₀) is i/16 to within a few units in the last
  /// place, x(t₀) − i/16 itself (exact to far below one: the solve's
  /// target, so that a node off its root moves no value),
  /// x′(t₀), x″(t₀)/2, x″(t₀), and a cubic in u = 16·x − i giving a first
  /// t − t₀; last the one field only bisection reads.
  ///
  /// Eight numbers are one 64-byte cache line: a table copied to a
  /// line-aligned address (`BezierTablePool`) has its hot fields on one
  /// line and each piece on one line, so a solve touches two.
  let table: [Double]

  /// Where the fixed fields sit in ``table``: y(t) = ((ay·t + by)·t + cy)·t,
  /// ax is x(t)'s cubic coefficient, the slopes beyond both ends, the
  /// bounds on |x″|·|y′| and |y′| over `0...1`, which tell when a Newton
  /// step is already accurate in y, and 3·ax, x′'s leading coefficient.
  ///
  /// 3·ax and each piece's x″ are stored although a solve could derive
  /// them: they are the same products of the same numbers, so the results
  /// are the same to the bit, and each solve saves the instructions.
  private enum Field {
    static let ax = 0
    static let ay = 1
    static let by = 2
    static let cy = 3
    static let startSlope = 4
    static let endSlope = 5
    static let curvatureTimesSlope = 6
    static let threeAx = 7
    static let pieces = 8
    static let ySlopeBound = pieces + pieceCount * 8
  }

  /// The number of numbers in ``table``.
  static let tableCount = Field.ySlopeBound + 1

  /// The number of pieces the inverse is tabulated in.
  private static let pieceCount = 16

  /// Creates a curve, validating that both x values are in `0...1` and
  /// every value is finite.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(EasingError) {
    try EasingError.require("cubic-bezier x1", x1, "between 0 and 1") { (0...1).contains($0) }
    try EasingError.require("cubic-bezier x2", x2, "between 0 and 1") { (0...1).contains($0) }
    try EasingError.require("cubic-bezier y1", y1, "finite") { _ in true }
    try EasingError.require("cubic-bezier y2", y2, "finite") { _ in true }
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    var table = [Double](repeating: 0, count: Self.tableCount)
    let cx = 3 * x1
    let bx = 3 * (x2 - x1) - cx
    table[Field.ax] = 1 - cx - bx
    table[Field.threeAx] = 3 * table[Field.ax]
    let cy = 3 * y1
    let by = 3 * (y2 - y1) - cy
    table[Field.cy] = cy
    table[Field.by] = by
    table[Field.ay] = 1 - cy - by
    // Chromium's end gradients (the web-platform-tests' css-easing output
    // tests expect them): a vertical tangent extends flat, and both
    // control points on an end point is the straight line, slope 1.
    table[Field.startSlope] =
      x1 > 0 ? y1 / x1 : y1 != 0 ? 0 : x2 > 0 ? y2 / x2 : (y2 == 0 ? 1 : 0)
    table[Field.endSlope] =
      x2 < 1
      ? (y2 - 1) / (x2 - 1) : y2 != 1 ? 0 : x1 < 1 ? (y1 - 1) / (x1 - 1) : (y1 == 1 ? 1 : 0)
    // A Bézier's derivative is a Bézier of the differences of its control
    // points, so it lies within their hull.
    let ySlopeBound = Swift.max(3 * Swift.max(abs(y1), abs(y2 - y1), abs(1 - y2)), 1)
    let xCurvatureBound = Swift.max(
      6 * Swift.max(abs(x2 - 2 * x1), abs(1 - 2 * x2 + x1)), 1e-12)
    table[Field.curvatureTimesSlope] = xCurvatureBound * ySlopeBound
    table[Field.ySlopeBound] = ySlopeBound
    Self.tabulateInverse(x1: x1, x2: x2, into: &table)
    self.table = table
    assert(Self.verifyInvariants(table))
  }

  /// Whether `table` holds the invariants (see the type's documentation):
  /// for `assert(Self.verifyInvariants(table))` once a curve's table is
  /// written, which debug builds and tests run and release builds compile
  /// out. A function of the table rather than of a curve, whose table no
  /// one can change. Linear in the pieces; allocates nothing.
  static func verifyInvariants(_ table: [Double]) -> Bool {
    guard table.count == tableCount, table[Field.threeAx] == 3 * table[Field.ax],
      table[Field.ySlopeBound] >= 1, table[Field.curvatureTimesSlope] > 0,
      table[Field.pieces] == 0
    else { return false }
    var previous = 0.0
    for index in 0..<pieceCount {
      let piece = Field.pieces + index * 8
      let node = table[piece]
      guard node >= previous, node <= 1, table[piece + 4] == 2 * table[piece + 3] else {
        return false
      }
      previous = node
    }
    return true
  }

  /// The curve's output for an input progress.
  ///
  /// Outside `0...1` the curve goes on along its end tangents, as CSS
  /// extrapolates; a NaN progress counts as 0 (output 0), as ``Easing``
  /// treats it, so no NaN comes out of a NaN in.
  public func value(at x: Double) -> Double {
    if x.isNaN { return 0 }
    return table.withUnsafeBufferPointer { Self.value(at: x, table: $0.baseAddress!) }
  }

  /// The output for `x` of the curve whose ``table`` starts at `table`.
  // Inlined with its solve into the choreography's loop (see
  // `parameter(for:table:)`); the browser engine keeps one copy.
  #if !hasFeature(Embedded)
    @inline(__always)
  #endif
  static func value(at x: Double, table: UnsafePointer<Double>) -> Double {
    if x <= 0 { return x == 0 ? 0 : table[Field.startSlope] * x }
    if x >= 1 { return x == 1 ? 1 : 1 + table[Field.endSlope] * (x - 1) }
    let t = parameter(for: x, table: table)
    return ((table[Field.ay] * t + table[Field.by]) * t + table[Field.cy]) * t
  }

  /// The curve parameter t for `x` in (0, 1), accurate enough that y(t)
  /// is within 1e-7 of the exact value.
  ///
  /// Newton's method runs on d = t − t₀ with x expanded around the
  /// piece's node, x(t₀ + d) − x = ((ax·d + x″/2)·d + x′)·d − target:
  /// the target, (x − i/16) − (x(t₀) − i/16), is exact, so even where the
  /// curve's tangent is vertical (x′ = 0 at an inflection) d keeps its
  /// relative precision instead of drowning in the rounding of x(t).
  // Inlined into the choreography's loop, which solves most of its tracks'
  // curves, where a call costs about as much as a Newton step; the
  // browser engine (Embedded Swift, compiled for size) keeps one copy.
  #if hasFeature(Embedded)
    @inline(never)
  #else
    @inline(__always)
  #endif
  private static func parameter(for x: Double, table: UnsafePointer<Double>) -> Double {
    // `Int(_:)`'s checked conversion, not a floor through adding 2⁵²: that
    // takes fewer instructions per solve but makes the animator's timed
    // tick slower in wall time (the ScrollAnimator benchmarks show it).
    let scaled = x * Double(pieceCount)
    // The comparison also keeps a NaN out of `Int(_:)`, which would trap
    // (the solve then returns NaN, which its callers never pass).
    let index = scaled < Double(pieceCount) ? Int(scaled) : pieceCount - 1
    // Exact: scaling by 16 and removing the integer part lose no bits.
    let u = scaled - Double(index)
    // Wrapping: the index is in 0..<16, and the overflow checks cost
    // every solve.
    let piece = table + (Field.pieces &+ index &* 8)
    let ax = table[Field.ax]
    let threeAx = table[Field.threeAx]
    let node = piece[0]
    let target = u / Double(pieceCount) - piece[1]
    let slope0 = piece[2]
    let half = piece[3]
    let curvature = piece[4]
    var d = ((piece[7] * u + piece[6]) * u + piece[5]) * u
    for _ in 0..<6 {
      let error = ((ax * d + half) * d + slope0) * d - target
      let slope = (threeAx * d + curvature) * d + slope0
      guard slope > 1e-9 else { break }
      let step = error / slope
      d -= step
      // Newton's error after this step is about x″/(2x′)·step²; accept
      // once that, carried into y, is ten times below the 1e-7 promised.
      if step * step * table[Field.curvatureTimesSlope] <= 2e-8 * slope { return node + d }
    }
    return bisectedParameter(
      node: node, target: target, slope: slope0, halfCurvature: half, table: table)
  }

  /// ``parameter(for:table:)`` where Newton crawls, near a vertical
  /// tangent: t by bisection between the ends of the curve's parameter
  /// range (x(t) is monotonic, so they bracket the answer), as
  /// d = t − `node` solving ((ax·d + x″/2)·d + x′)·d = `target`, with
  /// x′ (`slope`) and x″/2 (`halfCurvature`) at the node. Out of line: few
  /// solves get here.
  @inline(never)
  private static func bisectedParameter(
    node: Double, target: Double, slope slope0: Double, halfCurvature half: Double,
    table: UnsafePointer<Double>
  ) -> Double {
    let ax = table[Field.ax]
    var low = target < 0 ? -node : 0
    var high = target < 0 ? 0 : 1 - node
    let width = 1e-8 / table[Field.ySlopeBound]
    // Bounded: with a huge y slope the width is below what doubles can
    // resolve near t, and the bracket stops shrinking long before it.
    for _ in 0..<128 where high - low > width {
      let middle = (low + high) / 2
      guard middle > low, middle < high else { break }
      if ((ax * middle + half) * middle + slope0) * middle < target {
        low = middle
      } else {
        high = middle
      }
    }
    return node + (low + high) / 2
  }

  /// Writes the pieces described at ``table`` into `table`.
  ///
  /// Each node is found in plain arithmetic, to within a few units in the
  /// last place (within about 1e-10 near a vertical tangent, where x(t) is
  /// flat and Newton's method slows); what keeps a solve exact is the node's
  /// residual x(t₀) − i/16, which is computed once per node in
  /// double-double from the control points. A solve's Newton step starts
  /// from the node and the residual, so a node off its root moves no value.
  /// About 7,000 instructions a curve.
  private static func tabulateInverse(x1: Double, x2: Double, into table: inout [Double]) {
    let cx = 3 * x1
    let bx = 3 * (x2 - x1) - cx
    let ax = 1 - cx - bx
    func slope(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    // x(t) − target in double-double arithmetic from the control points,
    // so that the node's residual is exact to about 1e-31.
    let exact = BezierPolynomial(x1, x2)
    // t at each node, x = i/16, by Newton's method from a step along the
    // tangent at the previous node, safeguarded by bisection; written in
    // place of the piece's node. It ends when the next step would leave
    // the bracket, which a converged step does (it lands on an end).
    table[Field.pieces] = 0
    var previous = 0.0
    for index in 1..<pieceCount {
      let target = Double(index) / Double(pieceCount)
      var low = previous
      var high = 1.0
      // A second-order step along the curve from the previous node:
      // t ≈ t₀ + q − (x″/2)·q²/x′ with q = (1/16)/x′, a quarter of the
      // Newton steps a tangent step needs.
      let start = slope(low)
      let step = 1 / (Double(pieceCount) * start)
      var t = start > 0 ? low + step - (3 * ax * low + bx) * step * step / start : (low + high) / 2
      if !(t > low && t < high) { t = (low + high) / 2 }
      for _ in 0..<200 {
        let value = ((ax * t + bx) * t + cx) * t - target
        if value == 0 { break }
        if value < 0 { low = t } else { high = t }
        let derivative = slope(t)
        var next = derivative > 0 ? t - value / derivative : low
        if !(next > low && next < high) { next = low + (high - low) / 2 }
        if next <= low || next >= high { break }
        // Newton converges quadratically: after a step this small t is
        // within about 1e-14 of the root, and near a vertical tangent,
        // where it slows, within about 1e-10. Neither moves a value: the
        // residual below is exact wherever the node lies.
        let converged = abs(next - t) <= 1e-7
        t = next
        if converged { break }
      }
      table[Field.pieces + index * 8] = t
      previous = t
    }
    // x′ at each piece's start and its t per unit of u (one piece wide),
    // carried from one piece's end to the next piece's start: one
    // division per node instead of two.
    var startSlope = slope(0)
    var startStep = 1 / (Double(pieceCount) * startSlope)
    for index in 0..<pieceCount {
      let piece = Field.pieces + index * 8
      let t0 = table[piece]
      let t1 = index + 1 < pieceCount ? table[piece + 8] : 1
      let target = Double(index) / Double(pieceCount)
      let endSlope = slope(t1)
      let endStep = 1 / (Double(pieceCount) * endSlope)
      // Slopes in t per unit of u, limited to three times the secant so
      // that the cubic guess stays monotone inside [t0, t1] (Fritsch and
      // Carlson's condition).
      let secant = t1 - t0
      func limited(_ perPiece: Double) -> Double {
        perPiece.isFinite && perPiece >= 0 ? Swift.min(perPiece, 3 * secant) : 3 * secant
      }
      let m0 = limited(startStep)
      let m1 = limited(endStep)
      table[piece + 1] = index == 0 ? 0 : exact.value(at: t0, minus: target)
      table[piece + 2] = startSlope
      let half = 3 * ax * t0 + bx
      table[piece + 3] = half
      table[piece + 4] = 2 * half
      table[piece + 5] = m0
      table[piece + 6] = 3 * secant - 2 * m0 - m1
      table[piece + 7] = m0 + m1 - 2 * secant
      startSlope = endSlope
      startStep = endStep
    }
  }

  /// Curves are equal when their control points are.
  public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }
}
