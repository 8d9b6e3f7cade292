import Foundation
import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("Elementary functions against glibc")
struct ElementaryTests {
  /// Relative distance in units of the reference's ulp.
  static func ulps(_ value: Double, _ reference: Double) -> Double {
    if value == reference { return 0 }
    return abs(value - reference) / reference.ulp
  }

  @Test func expMatchesLibm() {
    SeededProperty.check(count: 2_000, Gen.double(in: -700...700)) {
      Self.ulps(Elementary.exp($0), Foundation.exp($0)) <= 2
    }
    SeededProperty.check(count: 2_000, Gen.double(in: -2...2)) {
      Self.ulps(Elementary.exp($0), Foundation.exp($0)) <= 2
    }
  }

  @Test func logMatchesLibm() {
    SeededProperty.check(count: 2_000, Gen.double(in: 1e-300...1e300)) {
      Self.ulps(Elementary.log($0), Foundation.log($0)) <= 2
    }
    SeededProperty.check(count: 2_000, Gen.double(in: 0.5...2)) {
      abs(Elementary.log($0) - Foundation.log($0)) <= 4e-16
    }
  }

  @Test func sinAndCosMatchLibm() {
    SeededProperty.check(count: 4_000, Gen.double(in: -1_000...1_000)) {
      abs(Elementary.sin($0) - Foundation.sin($0)) <= 4e-16
        && abs(Elementary.cos($0) - Foundation.cos($0)) <= 4e-16
    }
  }

  @Test func powMatchesLibm() {
    SeededProperty.check(count: 2_000, zip(Gen.double(in: 0...1), Gen.double(in: 0.1...3))) {
      x, y in
      let reference = Foundation.pow(x, y)
      return abs(Elementary.pow(x, y) - reference) <= 1e-14 * max(reference, 1e-300)
    }
    // Per-millisecond deceleration rates raised to times in milliseconds:
    // |y · log x| stays below 50, the documented domain.
    SeededProperty.check(
      count: 2_000, zip(Gen.double(in: 0.99...0.9999), Gen.double(in: 0...4_000))
    ) {
      x, y in
      let reference = Foundation.pow(x, y)
      return abs(Elementary.pow(x, y) - reference) <= 1e-14 * reference
    }
  }

  @Test func cbrtMatchesLibm() {
    SeededProperty.check(count: 2_000, Gen.double(in: -1e6...1e6)) {
      Self.ulps(Elementary.cbrt($0), Foundation.cbrt($0)) <= 4
    }
    SeededProperty.check(count: 500, Gen.double(in: 1e-300...1e-290)) {
      Self.ulps(Elementary.cbrt($0), Foundation.cbrt($0)) <= 4
    }
  }

  @Test func specialValuesFollowC() {
    #expect(Elementary.exp(1_000) == .infinity)
    #expect(Elementary.exp(-1_000) == 0)
    #expect(Elementary.exp(.nan).isNaN)
    #expect(Elementary.exp(0) == 1)
    #expect(Elementary.log(0) == -.infinity)
    #expect(Elementary.log(-1).isNaN)
    #expect(Elementary.log(1) == 0)
    #expect(Elementary.log(.infinity) == .infinity)
    #expect(
      Elementary.log(Double.leastNonzeroMagnitude) == Foundation.log(Double.leastNonzeroMagnitude))
    #expect(Elementary.sin(.infinity).isNaN)
    #expect(Elementary.cos(.nan).isNaN)
    #expect(Elementary.sin(0) == 0)
    #expect(Elementary.cos(0) == 1)
    #expect(Elementary.pow(0, -1) == .infinity)
    #expect(Elementary.pow(-0.0, -3) == -.infinity)
    #expect(Elementary.pow(-2, 3) == -8)
    #expect(Elementary.pow(-2, 0.5).isNaN)
    #expect(Elementary.pow(.nan, 0) == 1)
    #expect(Elementary.pow(2, -1_100) == 0)
    #expect(Elementary.pow(0.5, .infinity) == 0)
    #expect(Elementary.cbrt(-27) == -3)
    #expect(Elementary.cbrt(.infinity) == .infinity)
    #expect(Elementary.cbrt(-0.0).sign == .minus)
  }
}
