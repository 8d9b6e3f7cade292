import PropertyBased
import Testing

@testable import ScrollMotion

/// The table a solve reads with no bounds check keeps its stated
/// invariants for every curve, and the check that debug builds run when a
/// curve is made sees it when they do not.
@Suite("CubicBezier's table")
struct CubicBezierTableTests {
  @Test func everyCurvesTableHoldsTheInvariants() throws {
    for keyword in [Easing.ease, .easeIn, .easeOut, .easeInOut] {
      guard case .cubicBezier(let curve) = keyword.kind else {
        Issue.record("not a Bézier")
        continue
      }
      #expect(CubicBezier.verifyInvariants(curve.table))
    }
    // The extremes: vertical tangents at both ends, a huge overshoot.
    #expect(CubicBezier.verifyInvariants(try CubicBezier(0, 0, 1, 1).table))
    #expect(CubicBezier.verifyInvariants(try CubicBezier(1, 0, 0, 1).table))
    #expect(CubicBezier.verifyInvariants(try CubicBezier(1e-300, 1e300, 1, -1e300).table))
    SeededProperty.check(
      count: 200, zip(Gen.double(in: 0...1), Gen.double(in: -3...3), Gen.double(in: 0...1))
    ) { x1, y1, x2 in
      guard let curve = try? CubicBezier(x1, y1, x2, 1 - y1) else { return false }
      return CubicBezier.verifyInvariants(curve.table)
    }
  }

  @Test func theCheckSeesABrokenTable() throws {
    let table = try CubicBezier(0.25, 0.1, 0.25, 1).table
    #expect(CubicBezier.verifyInvariants(table))
    #expect(!CubicBezier.verifyInvariants(Array(table.dropLast())))
    var broken = table
    // The bound on |y′|, which the bisection's width divides by.
    broken[CubicBezier.tableCount - 1] = 0
    #expect(!CubicBezier.verifyInvariants(broken))
    // The first piece's node.
    broken = table
    broken[8] = 0.5
    #expect(!CubicBezier.verifyInvariants(broken))
    // The last piece's node beyond the curve.
    broken = table
    broken[8 + 15 * 8] = 1.5
    #expect(!CubicBezier.verifyInvariants(broken))
  }
}
