import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("Colour interpolation")
struct ColorInterpolationTests {
  static let spaces: [ColorInterpolation] =
    [.srgb, .linearSRGB, .oklab] + HueInterpolation.allCases.map { .hsb($0) }

  let red = RGBAColor(red: 1, green: 0, blue: 0)
  let blue = RGBAColor(red: 0, green: 0, blue: 1)

  func hsbColor(_ degrees: Double) -> RGBAColor {
    RGBAColor(hue: .degrees(degrees), saturation: 1, brightness: 1)
  }

  @Test(arguments: spaces)
  func endsAreExact(space: ColorInterpolation) {
    SeededProperty.check(count: 300, zip(anyColor, anyColor)) { start, end in
      start.interpolated(to: end, at: 0, in: space) == start
        && start.interpolated(to: end, at: 1, in: space) == end
    }
  }

  @Test func srgbBlendIsTheLerpOfPremultipliedComponentsToTheBit() {
    // The blend spells out `Double.interpolated(to:at:)` without its
    // tests (components are finite, fractions 0 and 1 return early); it
    // must give what that lerp gives, bit for bit, inside and beyond 0...1.
    let unit = Gen.double(in: 0...1)
    let fraction = Gen.double(in: -2...3)
    SeededProperty.check(
      count: 2_000, zip(zip(unit, unit, unit, unit), zip(unit, unit, unit, unit), fraction)
    ) { first, second, fraction in
      let start = RGBAColor(red: first.0, green: first.1, blue: first.2, alpha: first.3)
      let end = RGBAColor(red: second.0, green: second.1, blue: second.2, alpha: second.3)
      let blended = start.interpolated(to: end, at: fraction, in: .srgb)
      let alpha = start.alpha.interpolated(to: end.alpha, at: fraction)
      func channel(_ first: Double, _ second: Double) -> Double {
        (first * start.alpha).interpolated(to: second * end.alpha, at: fraction) / alpha
      }
      let expected =
        alpha > 0
        ? RGBAColor(
          red: channel(start.red, end.red), green: channel(start.green, end.green),
          blue: channel(start.blue, end.blue), alpha: alpha) : .transparent
      let inline = start.srgbInterpolated(to: end, at: fraction)
      return [blended.red, blended.green, blended.blue, blended.alpha].map(\.bitPattern)
        == [expected.red, expected.green, expected.blue, expected.alpha].map(\.bitPattern)
        && inline == blended
    }
  }

  @Test func standardBlendIsSRGB() {
    let mid = red.interpolated(to: blue, at: 0.5)
    #expect(mid == RGBAColor(red: 0.5, green: 0, blue: 0.5))
    #expect(
      Interpolator<RGBAColor>.standard(red, blue, 0.25)
        == red.interpolated(to: blue, at: 0.25, in: .srgb))
    #expect(
      Interpolator<RGBAColor>.srgb(red, blue, 0.25) == RGBAColor(red: 0.75, green: 0, blue: 0.25))
  }

  /// CSS: `color-mix(in srgb, red, rgb(0 0 255 / 0))` is `rgba(255, 0, 0, 0.5)`:
  /// with premultiplied alpha the transparent blue adds no blue at all.
  @Test(arguments: [ColorInterpolation.srgb, .linearSRGB, .oklab])
  func premultipliedAlphaFadesWithoutTinting(space: ColorInterpolation) {
    let transparentBlue = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0)
    let mid = red.interpolated(to: transparentBlue, at: 0.5, in: space)
    #expect(isClose(mid, RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5), tolerance: 1e-12))
  }

  /// In HSB, as in CSS's `hsl`, the hue is not premultiplied: a transparent
  /// blue still pulls the hue towards blue (red → magenta at the midpoint),
  /// while saturation and brightness stay those of the visible red.
  @Test func hsbHueIsNotPremultiplied() {
    let transparentBlue = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0)
    let mid = red.interpolated(to: transparentBlue, at: 0.5, in: .hsb(.shorter))
    #expect(isClose(mid, RGBAColor(red: 1, green: 0, blue: 1, alpha: 0.5), tolerance: 1e-12))
  }

  @Test func premultipliedBlendOfTwoTranslucentColours() {
    // rgb(255 0 0 / 0.2) and rgb(0 0 255 / 0.6): premultiplied (0.2, 0, 0) and
    // (0, 0, 0.6) average to (0.1, 0, 0.3) at alpha 0.4, so (0.25, 0, 0.75).
    let start = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.2)
    let end = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.6)
    #expect(
      isClose(
        start.interpolated(to: end, at: 0.5),
        RGBAColor(red: 0.25, green: 0, blue: 0.75, alpha: 0.4), tolerance: 1e-15))
  }

  @Test func linearAndOklabMidpoints() {
    // Half the light of white encodes to 0.7354 (188 of 255)…
    let linearMid = RGBAColor.black.interpolated(to: .white, at: 0.5, in: .linearSRGB)
    #expect(abs(linearMid.red - 0.735_356_983_052_449_5) < 1e-12)
    #expect(linearMid.red == linearMid.green && linearMid.green == linearMid.blue)
    // …while Oklab's perceptual middle grey, L = 0.5, is linear 0.125 (99 of 255).
    let oklabMid = RGBAColor.black.interpolated(to: .white, at: 0.5, in: .oklab)
    #expect(abs(oklabMid.oklab.lightness - 0.5) < 1e-12)
    #expect(abs(oklabMid.green - LinearSRGBComponents.encoded(fromLinear: 0.125)) < 1e-12)
    #expect(abs(oklabMid.red - 0.388_572_859_046_334_4) < 1e-12)
  }

  /// CSS Color 4's hue fix-up on 10° → 350° and back, read at the midpoint.
  @Test(arguments: [
    (HueInterpolation.shorter, 10.0, 350.0, 0.0), (.shorter, 350, 10, 0),
    (.longer, 10, 350, 180), (.longer, 350, 10, 180),
    (.increasing, 10, 350, 180), (.increasing, 350, 10, 0),
    (.decreasing, 10, 350, 0), (.decreasing, 350, 10, 180),
  ])
  func hueDirections(direction: HueInterpolation, from: Double, to: Double, midpoint: Double) {
    let hues = direction.unwrapped(from: from, to: to)
    let mid = PlaneAngle.normalized(degrees: hues.start.interpolated(to: hues.end, at: 0.5))
    #expect(mid == midpoint)
    let color = hsbColor(from).interpolated(to: hsbColor(to), at: 0.5, in: .hsb(direction))
    #expect(isClose(color, hsbColor(midpoint), tolerance: 1e-12))
  }

  @Test func hueFixupEdgeCases() {
    // Exactly opposite: shorter increases (CSS only adjusts beyond 180°).
    #expect(HueInterpolation.shorter.unwrapped(from: 0, to: 180) == (0, 180))
    #expect(HueInterpolation.shorter.unwrapped(from: 180, to: 0) == (180, 0))
    // Equal hues: longer goes all the way round; the others stay put.
    #expect(HueInterpolation.longer.unwrapped(from: 90, to: 90) == (90, 450))
    #expect(HueInterpolation.increasing.unwrapped(from: 90, to: 90) == (90, 90))
    #expect(HueInterpolation.decreasing.unwrapped(from: 90, to: 90) == (90, 90))
    #expect(HueInterpolation.shorter.unwrapped(from: 90, to: 90) == (90, 90))
  }

  /// The percentage offset's hue sweep: hue 0 → 0.18 of a turn while the scroll view goes from
  /// the top to the bottom, saturation and brightness 1.
  @Test func hueSweepIsOneInterpolator() throws {
    let sweep = Interpolator<RGBAColor>.hsb(.increasing)
    let top = RGBAColor(hue: .zero, saturation: 1, brightness: 1)
    let bottom = RGBAColor(hue: .turns(0.18), saturation: 1, brightness: 1)
    var metrics = ScrollMetrics(
      contentSize: ScrollSize(width: 320, height: 2_000),
      containerSize: ScrollSize(width: 320, height: 500))
    // The same sweep as a scroll-driven animation, one line.
    let animation = ScrollDrivenAnimation(from: top, to: bottom, interpolator: .hsb(.increasing))
    for offset in stride(from: 0.0, through: 1_500, by: 75) {
      metrics.contentOffset.y = offset
      let progress = try #require(metrics.progress(along: .y))
      let color = sweep(top, bottom, progress)
      // What the hand-written version computes: UIColor(hue: 0.18 × percentage, 1, 1).
      let expected = RGBAColor(hue: .turns(0.18 * progress), saturation: 1, brightness: 1)
      #expect(isClose(color, expected, tolerance: 1e-12), "offset \(offset)")
      #expect(animation.value(for: metrics) == color)
    }
  }

  @Test func powerlessHueTakesTheOtherHue() {
    // White has no hue: red → white only desaturates, it never turns.
    let pink = red.interpolated(to: .white, at: 0.5, in: .hsb(.shorter))
    #expect(isClose(pink, RGBAColor(red: 1, green: 0.5, blue: 0.5), tolerance: 1e-15))
    // Black and grey too, from either end and in every direction.
    for direction in HueInterpolation.allCases where direction != .longer {
      let fromGrey = RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
        .interpolated(to: blue, at: 0.5, in: .hsb(direction))
      #expect(abs(fromGrey.hsba.hue.degrees - 240) < 1e-9)
      let toBlack = blue.interpolated(to: .black, at: 0.5, in: .hsb(direction))
      #expect(isClose(toBlack, RGBAColor(red: 0.25, green: 0.25, blue: 0.5), tolerance: 1e-15))
    }
    // Transparent (black) takes the hue too, and premultiplication keeps the colour.
    let fading = blue.interpolated(to: .transparent, at: 0.5, in: .hsb(.shorter))
    #expect(isClose(fading, RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5), tolerance: 1e-15))
  }

  @Test func extrapolationClampsToTheGamut() {
    #expect(red.interpolated(to: blue, at: 2) == blue)
    #expect(red.interpolated(to: blue, at: -1) == red)
    let overshoot = RGBAColor(red: 0.2, green: 0.5, blue: 0.8)
      .interpolated(to: RGBAColor(red: 0.8, green: 0.5, blue: 0.2), at: 1.5, in: .oklab)
    #expect(overshoot.red == 1)
  }

  @Test func vanishingAlphaGivesTransparentBlack() {
    let half = RGBAColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.5)
    for space in Self.spaces {
      // Alpha 1 → 0.5 reaches 0 at fraction 2 and goes negative beyond.
      #expect(red.interpolated(to: half, at: 2, in: space) == .transparent)
      #expect(red.interpolated(to: half, at: 3, in: space) == .transparent)
      #expect(
        RGBAColor.transparent.interpolated(to: .transparent, at: 0.5, in: space) == .transparent)
    }
  }

  @Test func nonFiniteFractions() {
    #expect(red.interpolated(to: blue, at: .nan, in: .oklab) == red)
    #expect(red.interpolated(to: blue, at: .infinity) == blue)
    #expect(red.interpolated(to: blue, at: -.infinity) == red)
  }

  /// Random colours and fractions in -1...2, in every space: every component
  /// stays finite and in 0...1.
  @Test(arguments: spaces)
  func neverLeavesTheUnitRangeOrProducesNaN(space: ColorInterpolation) {
    SeededProperty.check(count: 1_000, zip(anyColor, anyColor, Gen.double(in: -1...2))) {
      start, end, fraction in
      let color = start.interpolated(to: end, at: fraction, in: space)
      return [color.red, color.green, color.blue, color.alpha].allSatisfy { (0...1).contains($0) }
    }
  }

  @Test func interpolatorsMatchTheirSpaces() {
    let start = RGBAColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.7)
    let end = RGBAColor(red: 0.1, green: 0.6, blue: 0.9)
    let pairs: [(Interpolator<RGBAColor>, ColorInterpolation)] = [
      (.srgb, .srgb), (.linearSRGB, .linearSRGB), (.oklab, .oklab), (.hsb(), .hsb(.shorter)),
      (.hsb(.longer), .hsb(.longer)), (.colorSpace(.hsb(.decreasing)), .hsb(.decreasing)),
    ]
    for (interpolator, space) in pairs {
      #expect(interpolator(start, end, 0.3) == start.interpolated(to: end, at: 0.3, in: space))
    }
  }
}
