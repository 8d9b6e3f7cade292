/// A colour in Björn Ottosson's Oklab space: perceptual lightness and two
/// opponent axes, green–red (`a`) and blue–yellow (`b`).
///
/// Oklab is close to perceptually uniform, so equal steps look like equal
/// changes; blends in it keep their lightness and avoid the grey dip of sRGB
/// blends between complementary colours. The conversion matches CSS Color 4:
/// its `XYZ_to_OKLab` / `OKLab_to_XYZ` matrices composed with its sRGB ↔ XYZ
/// matrices. Lightness is 0 for black and 1 for white; `a` and `b` are about
/// `-0.4...0.4` for sRGB colours and 0 for greys.
///
/// Not every Oklab value is an sRGB colour; ``RGBAColor/init(oklab:alpha:)``
/// clips those to the sRGB cube.
public struct OklabComponents: Hashable, Sendable {
  /// Perceptual lightness: 0 is black, 1 is white.
  public var lightness: Double
  /// The green (negative) to red (positive) axis.
  public var a: Double
  /// The blue (negative) to yellow (positive) axis.
  public var b: Double

  /// Creates Oklab components.
  public init(lightness: Double, a: Double, b: Double) {
    self.lightness = lightness
    self.a = a
    self.b = b
  }

  /// The Oklab components of linear-light sRGB components.
  public init(_ linear: LinearSRGBComponents) {
    // CSS Color 4's lin_sRGB_to_XYZ followed by its XYZ_to_LMS, multiplied
    // out once (exactly, then rounded) so a conversion is one matrix.
    let long = Elementary.cbrt(
      0.412_221_469_470_763 * linear.red + 0.536_332_537_261_734_8 * linear.green
        + 0.051_445_993_267_502_2 * linear.blue)
    let medium = Elementary.cbrt(
      0.211_903_495_817_825_22 * linear.red + 0.680_699_550_645_234_4 * linear.green
        + 0.107_396_953_536_940_55 * linear.blue)
    let short = Elementary.cbrt(
      0.088_302_459_190_056_43 * linear.red + 0.281_718_839_136_121_5 * linear.green
        + 0.629_978_701_673_822_1 * linear.blue)
    // CSS Color 4's LMS_to_OKLab, verbatim.
    self.init(
      lightness: 0.210_454_268_309_314_0 * long + 0.793_617_774_702_305_4 * medium
        - 0.004_072_043_011_619_3 * short,
      a: 1.977_998_532_431_168_4 * long - 2.428_592_242_048_579_9 * medium
        + 0.450_593_709_617_411_0 * short,
      b: 0.025_904_042_465_547_8 * long + 0.782_771_712_457_529_6 * medium
        - 0.808_675_754_923_077_4 * short)
  }
}

extension LinearSRGBComponents {
  /// The linear-light sRGB components of an Oklab colour, outside `0...1`
  /// when the colour is outside the sRGB gamut.
  public init(_ oklab: OklabComponents) {
    // CSS Color 4's OKLab_to_LMS, verbatim, then cubed.
    let longRoot =
      oklab.lightness + 0.396_337_777_376_174_9 * oklab.a
      + 0.215_803_757_309_913_6 * oklab.b
    let mediumRoot =
      oklab.lightness - 0.105_561_345_815_658_6 * oklab.a
      - 0.063_854_172_825_813_3 * oklab.b
    let shortRoot =
      oklab.lightness - 0.089_484_177_529_811_9 * oklab.a
      - 1.291_485_548_019_409_2 * oklab.b
    let long = longRoot * longRoot * longRoot
    let medium = mediumRoot * mediumRoot * mediumRoot
    let short = shortRoot * shortRoot * shortRoot
    // CSS Color 4's LMS_to_XYZ followed by XYZ_to_lin_sRGB, multiplied out.
    self.init(
      red: 4.076_741_636_075_958 * long - 3.307_711_539_258_062 * medium
        + 0.230_969_903_182_104_5 * short,
      green: -1.268_437_973_285_032 * long + 2.609_757_349_287_688_7 * medium
        - 0.341_319_376_002_657_27 * short,
      blue: -0.004_196_076_138_675_557 * long - 0.703_418_617_935_936_3 * medium
        + 1.707_614_694_074_611_7 * short)
  }
}

extension RGBAColor {
  /// Creates a colour from Oklab components, clipping each sRGB component to
  /// `0...1` when the colour lies outside the sRGB gamut.
  ///
  /// Clipping is simpler than CSS Color 4's chroma-reducing gamut mapping and
  /// can shift the hue of far out-of-gamut colours. NaN components give 0.
  public init(oklab: OklabComponents, alpha: Double = 1) {
    self.init(linearSRGB: LinearSRGBComponents(oklab), alpha: alpha)
  }

  /// The colour in Oklab.
  public var oklab: OklabComponents { OklabComponents(linearSRGB) }
}
