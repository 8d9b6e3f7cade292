/// Double-double arithmetic (a value as an unevaluated sum hi + lo) for
/// the few places where a result must be exact to far below one ulp,
/// computed once at initialisation.
///
/// Products use Dekker's splitting rather than a fused multiply-add, which
/// would need libm's `fma` on targets without the instruction (the core
/// links no libm, so that it builds for WebAssembly).
struct ExactSum {
  var hi: Double
  var lo: Double

  init(_ value: Double) {
    hi = value
    lo = 0
  }

  init(hi: Double, lo: Double) {
    self.hi = hi
    self.lo = lo
  }

  /// a + b exactly, as Knuth's two-sum.
  static func sum(_ a: Double, _ b: Double) -> ExactSum {
    let s = a + b
    let v = s - a
    return ExactSum(hi: s, lo: (a - (s - v)) + (b - v))
  }

  /// a · b exactly, as Dekker's two-product.
  static func product(_ a: Double, _ b: Double) -> ExactSum {
    let p = a * b
    let (aHi, aLo) = split(a)
    let (bHi, bLo) = split(b)
    return ExactSum(hi: p, lo: ((aHi * bHi - p) + aHi * bLo + aLo * bHi) + aLo * bLo)
  }

  /// Veltkamp's split into two halves of 26 bits each.
  static func split(_ a: Double) -> (Double, Double) {
    let c = 134_217_729 * a
    let hi = c - (c - a)
    return (hi, a - hi)
  }

  static func + (lhs: ExactSum, rhs: ExactSum) -> ExactSum {
    let s = sum(lhs.hi, rhs.hi)
    return normalized(s.hi, s.lo + lhs.lo + rhs.lo)
  }

  static func * (lhs: ExactSum, rhs: ExactSum) -> ExactSum {
    let p = product(lhs.hi, rhs.hi)
    return normalized(p.hi, p.lo + (lhs.hi * rhs.lo + lhs.lo * rhs.hi))
  }

  /// lhs · rhs for a plain `rhs`: three fewer products than two
  /// double-doubles need.
  static func * (lhs: ExactSum, rhs: Double) -> ExactSum {
    let p = product(lhs.hi, rhs)
    return normalized(p.hi, p.lo + lhs.lo * rhs)
  }

  static func normalized(_ hi: Double, _ lo: Double) -> ExactSum {
    let s = hi + lo
    return ExactSum(hi: s, lo: lo - (s - hi))
  }

  /// The x (or y) of a unit cubic Bézier with inner control values `p1`
  /// and `p2` at `t`, minus `target`: 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³ − target,
  /// rounded once at the end. Ten double-double products: the reference
  /// that tests hold ``BezierPolynomial`` to.
  static func bezier(_ p1: Double, _ p2: Double, at t: Double, minus target: Double) -> Double {
    let time = ExactSum(t)
    let rest = sum(1, -t)
    let three = ExactSum(3)
    let first = three * rest * rest * time * ExactSum(p1)
    let second = three * rest * time * time * ExactSum(p2)
    let total = first + second + time * time * time + ExactSum(-target)
    return total.hi + total.lo
  }
}

/// A unit cubic Bézier's x (or y) in powers of t, ((a·t + b)·t + c)·t, with
/// coefficients exact as double-doubles from the inner control values, so
/// that a value minus a target costs three double-double-by-double products
/// instead of ten double-double ones, and is exact to about 1e-31 for
/// control values in 0...1.
struct BezierPolynomial {
  private let a: ExactSum
  private let b: ExactSum
  private let c: ExactSum

  /// The polynomial of the curve with inner control values `p1` and `p2`:
  /// c = 3·p1, b = 3·p2 − 6·p1, a = 1 + 3·p1 − 3·p2.
  init(_ p1: Double, _ p2: Double) {
    let threeP1 = ExactSum.product(3, p1)
    let threeP2 = ExactSum.product(3, p2)
    c = threeP1
    b = threeP2 + ExactSum.product(-6, p1)
    a = ExactSum(1) + threeP1 + ExactSum.product(-3, p2)
  }

  /// The value at `t` minus `target`, rounded once at the end.
  func value(at t: Double, minus target: Double) -> Double {
    // Horner's rule with t split once for its three products, rather than
    // in each: a curve's table evaluates this at every node.
    let (tHi, tLo) = ExactSum.split(t)
    func times(_ x: ExactSum) -> ExactSum {
      let p = x.hi * t
      let (xHi, xLo) = ExactSum.split(x.hi)
      let error = ((xHi * tHi - p) + xHi * tLo + xLo * tHi) + xLo * tLo
      return ExactSum.normalized(p, error + x.lo * t)
    }
    let total = times(times(times(a) + b) + c) + ExactSum(-target)
    return total.hi + total.lo
  }
}
