import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("Interpolatable conformances")
struct InterpolatableConformanceTests {
  /// Checks the protocol's invariants for one pair: exact ends, and that the
  /// midpoint and an extrapolated point match `expected`.
  func checkEndsAndBlend<Value: Interpolatable & Equatable>(
    _ start: Value, _ end: Value, midpoint: Value, atTwo: Value,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(start.interpolated(to: end, at: 0) == start, sourceLocation: sourceLocation)
    #expect(start.interpolated(to: end, at: 1) == end, sourceLocation: sourceLocation)
    #expect(start.interpolated(to: end, at: 0.5) == midpoint, sourceLocation: sourceLocation)
    #expect(start.interpolated(to: end, at: 2) == atTwo, sourceLocation: sourceLocation)
  }

  @Test func numbers() {
    checkEndsAndBlend(10.0, 70.0, midpoint: 40, atTwo: 130)
    checkEndsAndBlend(Float(1), Float(-3), midpoint: -1, atTwo: -7)
    // The percentage-offset write-up: 0% = 10 and 100% = 70, so x% = (70 − 10)·x + 10.
    #expect(10.0.interpolated(to: 70, at: 0.25) == 25)
    #expect(10.0.interpolated(to: 70, at: -0.5) == -20)
  }

  @Test func geometry() {
    checkEndsAndBlend(
      ScrollPoint(x: 0, y: 10), ScrollPoint(x: 100, y: -10),
      midpoint: ScrollPoint(x: 50, y: 0), atTwo: ScrollPoint(x: 200, y: -30))
    checkEndsAndBlend(
      ScrollSize(width: 10, height: 20), ScrollSize(width: 30, height: 20),
      midpoint: ScrollSize(width: 20, height: 20), atTwo: ScrollSize(width: 50, height: 20))
    checkEndsAndBlend(
      ScrollRect(x: 0, y: 0, width: 10, height: 10), ScrollRect(x: 10, y: 20, width: 30, height: 0),
      midpoint: ScrollRect(x: 5, y: 10, width: 20, height: 5),
      atTwo: ScrollRect(x: 20, y: 40, width: 50, height: -10))
    checkEndsAndBlend(
      ScrollInsets(top: 0, left: 4, bottom: 8, right: 12),
      ScrollInsets(top: 10, left: 4, bottom: 0),
      midpoint: ScrollInsets(top: 5, left: 4, bottom: 4, right: 6),
      atTwo: ScrollInsets(top: 20, left: 4, bottom: -8, right: -12))
  }

  @Test func angles() {
    checkEndsAndBlend(
      PlaneAngle.radians(1), PlaneAngle.radians(2), midpoint: .radians(1.5), atTwo: .radians(3))
    // Plain numeric blending, like CSS `rotate`: 350° → 10° goes back through 180°.
    let halfway = PlaneAngle.degrees(350).interpolated(to: .degrees(10), at: 0.5)
    #expect(abs(halfway.degrees - 180) < 1e-12)
  }

  @Test func farApartFiniteEndsStayFinite() {
    let huge = Double.greatestFiniteMagnitude
    #expect((-huge).interpolated(to: huge, at: 0) == -huge)
    #expect((-huge).interpolated(to: huge, at: 0.5) == 0)
    #expect((-huge).interpolated(to: huge, at: 0.25).isFinite)
    #expect((-huge).interpolated(to: huge, at: 1) == huge)
  }

  /// The ends are exact for every pair of finite values, not just round
  /// ones: `a + (b − a) × 1` alone would miss `b` by an ulp for some pairs.
  @Test func endsAreExactForArbitraryValues() {
    let values = Gen.double(in: -1e6...1e6)
    SeededProperty.check(count: 1_000, zip(values, values)) { a, b in
      a.interpolated(to: b, at: 0) == a && a.interpolated(to: b, at: 1) == b
        && Float(a).interpolated(to: Float(b), at: 1) == Float(b)
        && PlaneAngle.radians(a).interpolated(to: .radians(b), at: 1) == .radians(b)
        && ScrollPoint(x: a, y: b).interpolated(to: ScrollPoint(x: b, y: a), at: 1)
          == ScrollPoint(x: b, y: a)
    }
  }

  /// The linear blend as it was written before its overflow case moved out
  /// of line: the reference the current one must equal to the bit.
  static func referenceLerp(_ start: Double, _ end: Double, _ fraction: Double) -> Double {
    if fraction == 0 { return start }
    if fraction == 1 { return end }
    let difference = end - start
    if difference.isFinite || !start.isFinite || !end.isFinite {
      return start + difference * fraction
    }
    return start * (1 - fraction) + end * fraction
  }

  /// Same bits as the reference for ordinary values, huge ones whose
  /// difference overflows, infinities and NaN, at fractions inside and
  /// outside `0...1`.
  @Test func linearBlendMatchesTheReferenceToTheBit() {
    let huge = Double.greatestFiniteMagnitude
    let specials = [0, -0.0, 1, -1, huge, -huge, .infinity, -.infinity, .nan, 1e300, -1e300]
    let value = Gen.oneOf(
      Gen.double(in: -1e6...1e6), Gen.double(in: -1...1).map { $0 * huge },
      Gen.int(in: 0...(specials.count - 1)).map { specials[$0] })
    let fraction = Gen.oneOf(
      Gen.double(in: -2...3), Gen.int(in: 0...3).map { [0, 1, 0.5, .nan][$0] })
    SeededProperty.check(count: 5_000, zip(value, value, fraction)) { a, b, t in
      Double.lerp(a, b, t).bitPattern == Self.referenceLerp(a, b, t).bitPattern
    }
  }
}
