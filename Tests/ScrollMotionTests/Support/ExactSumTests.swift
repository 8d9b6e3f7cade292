import PropertyBased
import Testing

@testable import ScrollMotion

@Suite struct ExactSumTests {
  @Test func aProductIsExact() {
    // 0.1 · 3 rounds to 0.30000000000000004; the pair keeps what rounding
    // dropped, so hi + lo minus the rounded product is the exact error.
    let product = ExactSum.product(0.1, 3)
    #expect(product.hi == 0.1 * 3)
    #expect(product.lo != 0)
    #expect(abs(product.lo) <= product.hi.ulp / 2)
  }

  @Test func aBezierPolynomialAgreesWithTheControlPointForm() {
    // The polynomial form the tables use against the control-point form
    // with ten double-double products: the residual a node's solve starts
    // from must be exact far below one unit in the last place of x.
    let unit = Gen.double(in: 0...1)
    SeededProperty.check(count: 3_000, zip(unit, unit, unit, unit)) { p1, p2, t, target in
      let fast = BezierPolynomial(p1, p2).value(at: t, minus: target)
      let reference = ExactSum.bezier(p1, p2, at: t, minus: target)
      return abs(fast - reference) <= 1e-30 + abs(reference).ulp
    }
  }

  @Test func aBezierPolynomialIsExactNearARoot() {
    // At the t nearest x = 1/2 of a symmetric curve, x(t) − 1/2 is far below
    // one ulp of 1/2; plain arithmetic gives 0 or a rounding error, the
    // double-double forms agree on the tiny true residual.
    let t = 0.5 + 0.5.ulp
    let fast = BezierPolynomial(0.25, 0.75).value(at: t, minus: 0.5)
    let reference = ExactSum.bezier(0.25, 0.75, at: t, minus: 0.5)
    #expect(fast != 0)
    #expect(abs(fast - reference) <= 1e-30)
  }
}
