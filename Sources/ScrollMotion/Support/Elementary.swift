/// The elementary functions the core needs, in pure Swift.
///
/// The core imports no C library (it must build as Embedded Swift for
/// WebAssembly with nothing to link against but a malloc), so `exp`, `log`,
/// `sin`, `cos`, `pow` and `cbrt` are written here. Being pure Swift, they
/// also give bit-identical results on every platform, which keeps the same
/// choreography identical on iOS, macOS and the web.
///
/// Accuracy, checked against glibc in the tests: `exp`, `log`, `sin`, `cos`
/// and `cbrt` within a few ulp; `pow` within a relative `1e-14` for
/// `|y · log(x)| < 50` (it is `exp(y · log x)` without extra precision).
/// `sin` and `cos` reduce the argument with a three-part π/2 and stay
/// accurate for `|x| < 1e6`; beyond that they remain finite but lose digits.
/// Special values follow C's conventions.
enum Elementary {
  static let ln2High = 6.931_471_803_691_238_164_90e-01
  static let ln2Low = 1.908_214_929_270_587_700_02e-10
  static let pi = 3.141_592_653_589_793_115_997_963_468_544_185_161_590_576_171_875

  /// e raised to `x`.
  static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.782_712_893_384 { return .infinity }
    if x < -745.133_219_101_941_2 { return 0 }
    // x = k·ln2 + r with |r| ≤ ln2/2, then e^x = 2^k · e^r.
    let k = (x / (ln2High + ln2Low)).rounded()
    let r = (x - k * ln2High) - k * ln2Low
    // e^r − 1 by its Taylor series to degree 14 (the last term is below
    // 1e-17), in Horner form so that rounding errors stay small, then add
    // the 1 last.
    var series = 1.0
    for n in stride(from: 14.0, through: 2, by: -1) {
      series = 1 + r / n * series
    }
    return scaled(1 + r * series, byPowerOfTwo: Int(k))
  }

  /// `value × 2^exponent`, exact unless the result is subnormal.
  static func scaled(_ value: Double, byPowerOfTwo exponent: Int) -> Double {
    var value = value
    var exponent = exponent
    // Apply in steps that keep each factor a normal power of two.
    while exponent > 1000 {
      value *= Double(sign: .plus, exponent: 1000, significand: 1)
      exponent -= 1000
    }
    while exponent < -1000 {
      value *= Double(sign: .plus, exponent: -1000, significand: 1)
      exponent += 1000
    }
    return value * Double(sign: .plus, exponent: exponent, significand: 1)
  }

  /// The natural logarithm of `x`.
  static func log(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x == .infinity { return x }
    // x = m · 2^e with m in [√½, √2).
    var exponent = Int(x.exponent)
    var m = x.significand  // in [1, 2)
    if m > 1.414_213_562_373_095_1 {
      m /= 2
      exponent += 1
    }
    // log m = 2·atanh(s) with s = (m − 1)/(m + 1), |s| ≤ 0.1716.
    let s = (m - 1) / (m + 1)
    let s2 = s * s
    var power = s
    var sum = 0.0
    var n = 1.0
    for _ in 0..<12 {
      sum += power / n
      power *= s2
      n += 2
    }
    let e = Double(exponent)
    return e * ln2High + (2 * sum + e * ln2Low)
  }

  /// The sine of `x` radians.
  static func sin(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (r, quadrant) = reduced(x)
    switch quadrant {
    case 0: return sinKernel(r)
    case 1: return cosKernel(r)
    case 2: return -sinKernel(r)
    default: return -cosKernel(r)
    }
  }

  /// The cosine of `x` radians.
  static func cos(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (r, quadrant) = reduced(x)
    switch quadrant {
    case 0: return cosKernel(r)
    case 1: return -sinKernel(r)
    case 2: return -cosKernel(r)
    default: return sinKernel(r)
    }
  }

  /// `x − k·π/2` with |result| ≤ π/4, and `k mod 4`.
  private static func reduced(_ x: Double) -> (Double, Int) {
    // π/2 split in three parts so that k·part is exact for |k| < 2^20.
    let part1 = 1.570_796_326_734_125_614_17e+00
    let part2 = 6.077_100_506_303_965_976_60e-11
    let part3 = 2.022_266_248_711_166_455_80e-21
    let k = (x * (2 / pi)).rounded()
    let r = ((x - k * part1) - k * part2) - k * part3
    let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
    return (r, (quadrant + 4) % 4)
  }

  /// Taylor series of sin on |r| ≤ π/4, to r^19.
  private static func sinKernel(_ r: Double) -> Double {
    let r2 = r * r
    var term = r
    var sum = r
    var n = 1.0
    for _ in 0..<9 {
      term *= -r2 / ((n + 1) * (n + 2))
      sum += term
      n += 2
    }
    return sum
  }

  /// Taylor series of cos on |r| ≤ π/4, to r^20.
  private static func cosKernel(_ r: Double) -> Double {
    let r2 = r * r
    var term = 1.0
    var sum = 1.0
    var n = 0.0
    for _ in 0..<10 {
      term *= -r2 / ((n + 1) * (n + 2))
      sum += term
      n += 2
    }
    return sum
  }

  /// `x` raised to `y`, with C's special cases.
  static func pow(_ x: Double, _ y: Double) -> Double {
    if y == 0 || x == 1 { return 1 }
    if x.isNaN || y.isNaN { return .nan }
    let yIsInteger = y.isFinite && y.rounded(.towardZero) == y
    let yIsOddInteger = yIsInteger && abs(y) < 9.007_199_254_740_992e15 && Int64(y) % 2 != 0
    if x == 0 {
      let magnitude: Double = y > 0 ? 0 : .infinity
      return x.sign == .minus && yIsOddInteger ? -magnitude : magnitude
    }
    if x < 0 {
      guard yIsInteger else { return .nan }
      let magnitude = pow(-x, y)
      return yIsOddInteger ? -magnitude : magnitude
    }
    if y.isInfinite {
      if x == 1 { return 1 }
      return (x > 1) == (y > 0) ? .infinity : 0
    }
    if x.isInfinite { return y > 0 ? .infinity : 0 }
    if yIsInteger && abs(y) <= 64 {
      // Repeated squaring is exact-ish and faster for small integer powers.
      var base = y > 0 ? x : 1 / x
      var count = Int(abs(y))
      var result = 1.0
      while count > 0 {
        if count & 1 == 1 { result *= base }
        base *= base
        count >>= 1
      }
      return result
    }
    return exp(y * log(x))
  }

  /// The real cube root of `x`.
  static func cbrt(_ x: Double) -> Double {
    if !x.isFinite || x == 0 { return x }
    let magnitude = abs(x)
    // Start from the exponent divided by three, then refine with Newton's
    // method, whose error squares at each step.
    var y = Double(sign: .plus, exponent: Int(magnitude.exponent) / 3, significand: 1)
    // This form of the step, y + (m/y² − y)/3, cancels less than
    // y − (y³ − m)/(3y²) once y is close.
    for _ in 0..<12 {
      let next = y + (magnitude / (y * y) - y) / 3
      let settled = abs(next - y) <= next.ulp
      y = next
      if settled { break }
    }
    return x < 0 ? -y : y
  }
}
