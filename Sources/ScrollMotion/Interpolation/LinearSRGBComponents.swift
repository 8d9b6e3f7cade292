/// A colour's linear-light sRGB components: the sRGB primaries with the
/// transfer function ("gamma") removed, so that values add like light.
///
/// Converting an ``RGBAColor`` applies the piecewise sRGB transfer function
/// of IEC 61966-2-1 (the one CSS Color 4 uses): a linear segment `c / 12.92`
/// up to `c = 0.04045`, then `((c + 0.055) / 1.055)^2.4`. Components of an
/// in-gamut colour are in `0...1`; this type does not clamp, so it can also
/// hold the out-of-gamut intermediate values of a conversion.
public struct LinearSRGBComponents: Hashable, Sendable {
  /// Linear-light red; 1 is the full red primary.
  public var red: Double
  /// Linear-light green; 1 is the full green primary.
  public var green: Double
  /// Linear-light blue; 1 is the full blue primary.
  public var blue: Double

  /// Creates linear-light components.
  public init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The linear-light components of `color` (its alpha is ignored).
  public init(_ color: RGBAColor) {
    self.init(
      red: Self.linear(fromEncoded: color.red),
      green: Self.linear(fromEncoded: color.green),
      blue: Self.linear(fromEncoded: color.blue))
  }

  /// A gamma-encoded sRGB component decoded to linear light.
  ///
  /// Odd-symmetric below zero, as CSS Color 4's extended transfer function
  /// is, so that out-of-gamut values survive a round trip.
  static func linear(fromEncoded encoded: Double) -> Double {
    let magnitude = Swift.abs(encoded)
    if magnitude <= 0.040_45 { return encoded / 12.92 }
    let linear = Elementary.pow((magnitude + 0.055) / 1.055, 2.4)
    return encoded < 0 ? -linear : linear
  }

  /// A linear-light component encoded with the sRGB transfer function;
  /// the inverse of ``linear(fromEncoded:)``.
  static func encoded(fromLinear linear: Double) -> Double {
    let magnitude = Swift.abs(linear)
    // Where the two segments meet: 0.04045 / 12.92, rounded as the
    // standard and CSS Color 4 round it.
    if magnitude <= 0.003_130_8 { return linear * 12.92 }
    let encoded = 1.055 * Elementary.pow(magnitude, 1 / 2.4) - 0.055
    return linear < 0 ? -encoded : encoded
  }
}

extension RGBAColor {
  /// Creates a colour from linear-light sRGB components.
  ///
  /// Components are gamma-encoded, then clamped to `0...1` (NaN becomes 0),
  /// which clips an out-of-gamut colour to the sRGB cube.
  public init(linearSRGB linear: LinearSRGBComponents, alpha: Double = 1) {
    self.init(
      red: LinearSRGBComponents.encoded(fromLinear: linear.red),
      green: LinearSRGBComponents.encoded(fromLinear: linear.green),
      blue: LinearSRGBComponents.encoded(fromLinear: linear.blue),
      alpha: alpha)
  }

  /// The colour's linear-light sRGB components, each in `0...1`.
  public var linearSRGB: LinearSRGBComponents { LinearSRGBComponents(self) }
}
