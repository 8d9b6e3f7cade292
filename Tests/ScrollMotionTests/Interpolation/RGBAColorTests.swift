import Foundation
import PropertyBased
import Testing

@testable import ScrollMotion

/// Colours from components in a range wider than `0...1`, to exercise clamping.
let anyColor = zip(
  Gen.double(in: -0.2...1.2), Gen.double(in: -0.2...1.2), Gen.double(in: -0.2...1.2),
  Gen.double(in: -0.2...1.2)
).map { RGBAColor(red: $0.0, green: $0.1, blue: $0.2, alpha: $0.3) }

/// Whether two colours agree to within `tolerance` on every component.
func isClose(_ first: RGBAColor, _ second: RGBAColor, tolerance: Double = 1e-9) -> Bool {
  abs(first.red - second.red) <= tolerance && abs(first.green - second.green) <= tolerance
    && abs(first.blue - second.blue) <= tolerance && abs(first.alpha - second.alpha) <= tolerance
}

@Suite("RGBAColor")
struct RGBAColorTests {
  @Test func initialisersClampAndMapNaNToZero() {
    let color = RGBAColor(red: 1.5, green: -0.5, blue: .nan, alpha: .infinity)
    #expect(color == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    var edited = color
    edited.alpha = -3
    edited.green = .nan
    edited.blue = 0.25
    #expect(edited == RGBAColor(red: 1, green: 0, blue: 0.25, alpha: 0))
    #expect(RGBAColor(red: 0.2, green: 0.4, blue: 0.6).alpha == 1)
  }

  @Test func hsbMatchesUIKit() {
    // UIColor(hue: 0.18, saturation: 1, brightness: 1): the hue sweep's end colour.
    #expect(
      isClose(
        RGBAColor(hue: .turns(0.18), saturation: 1, brightness: 1),
        RGBAColor(red: 0.92, green: 1, blue: 0)))
    #expect(
      isClose(
        RGBAColor(hue: .degrees(240), saturation: 0.5, brightness: 0.8, alpha: 0.3),
        RGBAColor(red: 0.4, green: 0.4, blue: 0.8, alpha: 0.3)))
    // The hue wraps modulo 360°.
    #expect(
      isClose(
        RGBAColor(hue: .degrees(-60), saturation: 1, brightness: 1),
        RGBAColor(hue: .degrees(300), saturation: 1, brightness: 1)))
    #expect(
      RGBAColor(hue: .degrees(.nan), saturation: 1, brightness: 1)
        == RGBAColor(red: 1, green: 0, blue: 0))
  }

  @Test func hsbaReadsBackHueSaturationAndBrightness() {
    let components = RGBAColor(red: 0.4, green: 0.4, blue: 0.8, alpha: 0.3).hsba
    #expect(abs(components.hue.degrees - 240) < 1e-12)
    #expect(abs(components.saturation - 0.5) < 1e-12)
    #expect(components.brightness == 0.8)
    #expect(components.alpha == 0.3)
    let grey = RGBAColor(red: 0.5, green: 0.5, blue: 0.5).hsba
    #expect(grey.hue == .zero && grey.saturation == 0 && grey.brightness == 0.5)
  }

  @Test func hsbaRoundTrips() {
    SeededProperty.check(count: 1_000, anyColor) { color in
      let hsba = color.hsba
      let back = RGBAColor(
        hue: hsba.hue, saturation: hsba.saturation, brightness: hsba.brightness,
        alpha: hsba.alpha)
      return isClose(back, color, tolerance: 1e-12) && (0..<360).contains(hsba.hue.degrees)
    }
  }

  @Test func srgbTransferFunctionKnownValues() {
    #expect(LinearSRGBComponents.linear(fromEncoded: 0) == 0)
    #expect(LinearSRGBComponents.linear(fromEncoded: 1) == 1)
    #expect(LinearSRGBComponents.linear(fromEncoded: 0.04) == 0.04 / 12.92)
    #expect(abs(LinearSRGBComponents.linear(fromEncoded: 0.5) - 0.214_041_140_482_232_55) < 1e-14)
    #expect(abs(LinearSRGBComponents.encoded(fromLinear: 0.5) - 0.735_356_983_052_449_5) < 1e-14)
    #expect(LinearSRGBComponents.encoded(fromLinear: 0.003) == 0.003 * 12.92)
    // Odd-symmetric extension below zero, as CSS Color 4's.
    #expect(
      LinearSRGBComponents.linear(fromEncoded: -0.5) == -LinearSRGBComponents.linear(
        fromEncoded: 0.5))
  }

  @Test func srgbTransferFunctionRoundTrips() {
    SeededProperty.check(count: 1_000, Gen.double(in: -1...2)) { value in
      let linear = LinearSRGBComponents.linear(fromEncoded: value)
      return abs(LinearSRGBComponents.encoded(fromLinear: linear) - value) < 1e-13
        && abs(linear - CSSColor4.linear(value)) < 1e-13
    }
  }

  /// Oklab of the sRGB primaries and white, as CSS Color 4 and Ottosson list them.
  @Test(arguments: [
    (RGBAColor(red: 1, green: 0, blue: 0), 0.627_96, 0.224_86, 0.125_85),
    (RGBAColor(red: 0, green: 1, blue: 0), 0.866_44, -0.233_89, 0.179_50),
    (RGBAColor(red: 0, green: 0, blue: 1), 0.452_01, -0.032_46, -0.311_53),
    (RGBAColor.white, 1, 0, 0),
    (RGBAColor.black, 0, 0, 0),
  ])
  func oklabKnownValues(color: RGBAColor, lightness: Double, a: Double, b: Double) {
    let oklab = color.oklab
    #expect(abs(oklab.lightness - lightness) < 5e-6)
    #expect(abs(oklab.a - a) < 5e-6)
    #expect(abs(oklab.b - b) < 5e-6)
  }

  /// The single matrices in the core are CSS Color 4's sRGB ↔ XYZ ↔ LMS
  /// matrices multiplied out; check them against the unmultiplied chain.
  @Test func oklabMatchesTheCSSColor4Chain() {
    SeededProperty.check(count: 1_000, anyColor) { color in
      let linear = color.linearSRGB
      let oklab = OklabComponents(linear)
      let reference = CSSColor4.oklab(fromLinear: [linear.red, linear.green, linear.blue])
      let back = LinearSRGBComponents(oklab)
      let backReference = CSSColor4.linear(fromOklab: reference)
      return abs(oklab.lightness - reference[0]) < 1e-14 && abs(oklab.a - reference[1]) < 1e-14
        && abs(oklab.b - reference[2]) < 1e-14 && abs(back.red - backReference[0]) < 1e-13
        && abs(back.green - backReference[1]) < 1e-13 && abs(back.blue - backReference[2]) < 1e-13
    }
  }

  @Test func oklabRoundTrips() {
    SeededProperty.check(count: 1_000, anyColor) { color in
      isClose(RGBAColor(oklab: color.oklab, alpha: color.alpha), color, tolerance: 1e-12)
        && isClose(
          RGBAColor(linearSRGB: color.linearSRGB, alpha: color.alpha), color, tolerance: 1e-12)
    }
  }

  @Test func outOfGamutOklabIsClipped() {
    let color = RGBAColor(oklab: OklabComponents(lightness: 0.9, a: 0.4, b: 0), alpha: 2)
    #expect(color.red == 1 && color.alpha == 1)
    #expect((0...1).contains(color.green) && (0...1).contains(color.blue))
    let nan = RGBAColor(oklab: OklabComponents(lightness: .nan, a: 0, b: 0))
    #expect(nan == .black)
  }
}

/// CSS Color 4's sample conversion code (conversions.js), transcribed as
/// separate steps for reference.
enum CSSColor4 {
  static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
    matrix.map { row in zip(row, vector).map { $0 * $1 }.reduce(0, +) }
  }

  static func linear(_ value: Double) -> Double {
    let magnitude = abs(value)
    if magnitude <= 0.04045 { return value / 12.92 }
    return (value < 0 ? -1 : 1) * pow((magnitude + 0.055) / 1.055, 2.4)
  }

  static let linearSRGBToXYZ: [[Double]] = [
    [506_752 / 1_228_815, 87_881 / 245_763, 12_673 / 70_218],
    [87_098 / 409_605, 175_762 / 245_763, 12_673 / 175_545],
    [7_918 / 409_605, 87_881 / 737_289, 1_001_167 / 1_053_270],
  ]
  static let xyzToLinearSRGB: [[Double]] = [
    [12_831 / 3_959, -329 / 214, -1_974 / 3_959],
    [-851_781 / 878_810, 1_648_619 / 878_810, 36_519 / 878_810],
    [705 / 12_673, -2_585 / 12_673, 705 / 667],
  ]
  static let xyzToLMS: [[Double]] = [
    [0.819_022_437_996_703_0, 0.361_906_260_052_890_4, -0.128_873_781_520_987_9],
    [0.032_983_653_932_388_5, 0.929_286_861_586_343_4, 0.036_144_666_350_642_4],
    [0.048_177_189_359_624_2, 0.264_239_531_752_730_8, 0.633_547_828_469_430_9],
  ]
  static let lmsToOklab: [[Double]] = [
    [0.210_454_268_309_314_0, 0.793_617_774_702_305_4, -0.004_072_043_011_619_3],
    [1.977_998_532_431_168_4, -2.428_592_242_048_579_9, 0.450_593_709_617_411_0],
    [0.025_904_042_465_547_8, 0.782_771_712_457_529_6, -0.808_675_754_923_077_4],
  ]
  static let lmsToXYZ: [[Double]] = [
    [1.226_879_875_845_924_3, -0.557_814_994_460_217_1, 0.281_391_045_665_964_7],
    [-0.040_575_745_214_800_8, 1.112_286_803_280_317_0, -0.071_711_058_065_516_4],
    [-0.076_372_936_674_660_1, -0.421_493_332_402_243_2, 1.586_924_019_836_781_6],
  ]
  static let oklabToLMS: [[Double]] = [
    [1, 0.396_337_777_376_174_9, 0.215_803_757_309_913_6],
    [1, -0.105_561_345_815_658_6, -0.063_854_172_825_813_3],
    [1, -0.089_484_177_529_811_9, -1.291_485_548_019_409_2],
  ]

  static func oklab(fromLinear rgb: [Double]) -> [Double] {
    let lms = multiply(xyzToLMS, multiply(linearSRGBToXYZ, rgb))
    return multiply(lmsToOklab, lms.map { cbrt($0) })
  }

  static func linear(fromOklab lab: [Double]) -> [Double] {
    let lms = multiply(oklabToLMS, lab).map { $0 * $0 * $0 }
    return multiply(xyzToLinearSRGB, multiply(lmsToXYZ, lms))
  }
}
