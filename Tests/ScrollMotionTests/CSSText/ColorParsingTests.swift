import Foundation
import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("Colour parsing")
struct ColorParsingTests {
  func parsed(_ text: String) throws -> RGBAColor {
    try RGBAColor(parsing: text)
  }

  func bytes(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> RGBAColor {
    RGBAColor(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
  }

  @Test func hexForms() throws {
    #expect(try parsed("#f80") == bytes(255, 136, 0))
    #expect(try parsed("#F808") == bytes(255, 136, 0, 136.0 / 255))
    #expect(try parsed("#1e90ff") == bytes(30, 144, 255))
    #expect(try parsed("  #1E90FF80\n") == bytes(30, 144, 255, 128.0 / 255))
  }

  @Test func legacyRGBForms() throws {
    #expect(try parsed("rgb(255, 0, 0)") == bytes(255, 0, 0))
    #expect(try parsed("rgba(255,0,0,0.5)") == bytes(255, 0, 0, 0.5))
    #expect(try parsed("RGB( 100% , 50% , 0% )") == RGBAColor(red: 1, green: 0.5, blue: 0))
    #expect(try parsed("rgba(10, 20, 30, 25%)") == bytes(10, 20, 30, 0.25))
    // rgb() and rgba() are aliases in CSS Color 4.
    #expect(try parsed("rgb(10, 20, 30, 0.5)") == bytes(10, 20, 30, 0.5))
    #expect(try parsed("rgba(10, 20, 30)") == bytes(10, 20, 30))
  }

  @Test func modernRGBForms() throws {
    #expect(try parsed("rgb(255 0 0)") == bytes(255, 0, 0))
    #expect(try parsed("rgb(255 0 0 / 0.5)") == bytes(255, 0, 0, 0.5))
    #expect(try parsed("rgb(255 0 0/50%)") == bytes(255, 0, 0, 0.5))
    #expect(
      try parsed("rgb(100% 127.5 none / none)") == RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0))
    #expect(try parsed("rgb(2.55e2 +0 .0)") == bytes(255, 0, 0))
  }

  @Test func outOfRangeRGBIsClampedAsInCSS() throws {
    #expect(try parsed("rgb(300, -20, 128)") == bytes(255, 0, 128))
    #expect(try parsed("rgb(0 0 0 / 150%)") == .black)
    #expect(try parsed("rgba(0, 0, 0, -1)") == .transparent)
  }

  @Test func hsbForms() throws {
    let expected = RGBAColor(hue: .degrees(240), saturation: 0.5, brightness: 0.8)
    #expect(try parsed("hsb(240, 0.5, 0.8)") == expected)
    #expect(try parsed("hsb(240deg 0.5 0.8)") == expected)
    #expect(try parsed("HSBA(-120, 0.5, 0.8, 1)") == expected)
    #expect(
      try parsed("hsb(600, 0.5, 0.8, 0.25)")
        == RGBAColor(hue: .degrees(240), saturation: 0.5, brightness: 0.8, alpha: 0.25))
    #expect(try parsed("hsb(240 0.5 0.8 / 0.25)").alpha == 0.25)
  }

  @Test func transparentKeyword() throws {
    #expect(try parsed("transparent") == .transparent)
    #expect(try parsed(" Transparent ") == .transparent)
  }

  @Test(arguments: [
    ("", ColorParseError.empty),
    ("   ", .empty),
    ("red", .unknownColor("red")),
    ("hsl(0, 100%, 50%)", .unknownColor("hsl(0, 100%, 50%)")),
    ("#12345", .invalidHex("#12345")),
    ("#", .invalidHex("#")),
    ("#ggg", .invalidHex("#ggg")),
    ("#1234567890", .invalidHex("#1234567890")),
    ("rgb(1, 2, 3", .malformedFunction("rgb(1, 2, 3")),
    ("rgb(1, 2, 3) x", .malformedFunction("rgb(1, 2, 3) x")),
    ("rgb(1, 2)", .wrongComponentCount(function: "rgb", found: 2)),
    ("rgba(1 2 3 4 5)", .wrongComponentCount(function: "rgb", found: 5)),
    ("hsb()", .wrongComponentCount(function: "hsb", found: 0)),
    ("rgb(1, 2 3)", .mixedSyntax("1, 2 3")),
    ("rgb(1, 2, 3 / 0.5)", .mixedSyntax("1, 2, 3 / 0.5")),
    ("rgb(1 2 3 0.5)", .mixedSyntax("1 2 3 0.5")),
    ("rgb(1 2 / 3 4)", .mixedSyntax("1 2 / 3 4")),
    ("rgb(1, 2, 3,)", .mixedSyntax("1, 2, 3,")),
    ("rgb(100%, 0, 0)", .mixedSyntax("rgb(100%, 0, 0)")),
    ("rgb(1px, 2, 3)", .invalidComponent("1px", expected: "a number or a percentage")),
    ("rgb(none, 2, 3)", .invalidComponent("none", expected: "a number or a percentage")),
    ("rgb(1 2 3 / x)", .invalidComponent("x", expected: "a number, a percentage or none")),
    ("rgb(1e999 0 0)", .invalidComponent("1e999", expected: "a number, a percentage or none")),
    ("rgb(1.2.3 0 0)", .invalidComponent("1.2.3", expected: "a number, a percentage or none")),
    ("rgb(1e 0 0)", .invalidComponent("1e", expected: "a number, a percentage or none")),
    ("rgb(- 0 0)", .invalidComponent("-", expected: "a number, a percentage or none")),
    ("hsb(red, 1, 1)", .invalidComponent("red", expected: "a hue in degrees")),
    ("hsb(0, 50%, 1)", .invalidComponent("50%", expected: "a number in 0...1")),
    ("hsb(30, 50, 100)", .outOfRange("50", component: "saturation")),
    ("hsb(30, 1, -0.1)", .outOfRange("-0.1", component: "brightness")),
    ("hsb(30, 1, 1, 2)", .outOfRange("2", component: "alpha")),
  ])
  func malformedColoursSayWhatIsWrong(text: String, error: ColorParseError) {
    #expect(throws: error) { try RGBAColor(parsing: text) }
  }

  @Test func errorMessagesQuoteTheText() {
    #expect(
      ColorParseError.outOfRange("50", component: "saturation").description
        == "saturation '50' is outside 0...1")
    #expect(
      ColorParseError.wrongComponentCount(function: "rgb", found: 2).description
        == "rgb() takes 3 components and an optional alpha, found 2")
    #expect(ColorParseError.invalidHex("#12345").description.contains("'#12345'"))
    #expect(ColorParseError.unknownColor("red").description.hasPrefix("'red' is not a colour"))
  }

  @Test func cssTextIsTheComputedStyleForm() {
    #expect(RGBAColor(red: 1, green: 0, blue: 0).cssText == "rgb(255, 0, 0)")
    #expect(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5).cssText == "rgba(255, 0, 0, 0.5)")
    #expect(RGBAColor.transparent.cssText == "rgba(0, 0, 0, 0)")
    #expect(bytes(30, 144, 255, 0.25).cssText == "rgba(30, 144, 255, 0.25)")
    // 0.499 is stored as 127/255 = 0.498…, and two decimals (0.5) would read
    // back as 128, so three are written: CSS Color 4's own example.
    #expect(bytes(0, 0, 0, 0.499).cssText == "rgba(0, 0, 0, 0.498)")
    #expect(bytes(0, 0, 0, 0.05).cssText == "rgba(0, 0, 0, 0.05)")
    // An alpha that rounds to 255 serialises as opaque.
    #expect(bytes(0, 0, 0, 0.999).cssText == "rgb(0, 0, 0)")
    #expect(RGBAColor(red: 0.5, green: 0.2, blue: 0.998).cssText == "rgb(128, 51, 254)")
  }

  @Test func cssTextReadsBackToTheSameBytes() {
    SeededProperty.check(count: 1_000, anyColor) { color in
      guard let back = try? RGBAColor(parsing: color.cssText) else { return false }
      // Channels are within half an 8-bit step. The alpha text is within
      // half a step of the 8-bit alpha, itself within half a step of alpha.
      let channelTolerance = 0.5 / 255 + 1e-12
      return back.cssText == color.cssText
        && isClose(
          RGBAColor(red: back.red, green: back.green, blue: back.blue, alpha: 0),
          RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: 0),
          tolerance: channelTolerance)
        && abs(back.alpha - color.alpha) <= 2 * channelTolerance
    }
  }

  /// The hand-written number reader agrees with Foundation's on CSS numbers:
  /// exactly within its fast path (up to 15 digits, exponent within ±22),
  /// and to within a few ulps (one rounding per factor of 10²²) beyond.
  @Test func numbersMatchFoundation() {
    func parse(_ text: String) -> Double? { CSSSyntax.number(text) }
    let digits = zip(Gen.int(in: -99_999...99_999), Gen.int(in: 0...9_999))
    SeededProperty.check(count: 2_000, zip(digits, Gen.int(in: -18...18))) { digits, exponent in
      let text = "\(digits.0).\(digits.1)e\(exponent)"
      return parse(text) == Double(text)
    }
    SeededProperty.check(count: 2_000, zip(digits, Gen.int(in: -300...300))) { digits, exponent in
      let text = "\(digits.0).\(digits.1)e\(exponent)"
      guard let value = parse(text), let reference = Double(text) else { return false }
      return abs(value - reference) <= 8 * reference.ulp
    }
    let valid = ["0", "-0.5", ".25", "+7", "1E3", "2.5e-2", "12345678901234567890123", "0.000001"]
    for text in valid {
      #expect(parse(text) == Double(text), "\(text)")
    }
    for text in ["", ".", "-", "1.", "1e", "e3", "1..2", "1e+", "0x10", "1 ", "1.e5"] {
      #expect(parse(text) == nil, "\(text)")
    }
    #expect(parse("1e400") == nil)  // not finite
    #expect(parse("-1e-400") == 0)
  }
}
