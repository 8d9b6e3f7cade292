/// The colour space two colours are blended in, as the CSS Color 4
/// `<color-interpolation-method>` chooses it.
///
/// - ``srgb``: straight through the gamma-encoded sRGB cube. What browsers
///   do for colours written in legacy syntax (hex, `rgb()`), and what
///   ``RGBAColor``'s ``Interpolatable`` conformance uses. Cheap and familiar;
///   blends between saturated complements pass through a dull grey.
/// - ``linearSRGB``: through linear light, like mixing light physically.
///   Midpoints are brighter than in sRGB; good for cross-fades and glows.
/// - ``oklab``: through Oklab, which is close to perceptually uniform, so the
///   blend changes evenly and keeps its lightness. The best general choice
///   for gradients between different hues.
/// - ``hsb(_:)``: around the HSB (HSV) colour wheel, the hue travelling in
///   the given ``HueInterpolation`` direction. Use it to sweep through hues,
///   as a rainbow or a scroll-driven hue change does.
public enum ColorInterpolation: Hashable, Sendable {
  /// Blend the gamma-encoded sRGB components.
  case srgb
  /// Blend linear-light sRGB components.
  case linearSRGB
  /// Blend in the Oklab perceptual space.
  case oklab
  /// Blend hue, saturation and brightness, the hue moving in the given
  /// direction.
  case hsb(HueInterpolation)
}

extension RGBAColor: Interpolatable {
  /// The colour `fraction` of the way from `self` to `end`, blended in sRGB
  /// with premultiplied alpha; see ``interpolated(to:at:in:)``.
  public func interpolated(to end: RGBAColor, at fraction: Double) -> RGBAColor {
    interpolated(to: end, at: fraction, in: .srgb)
  }
}

extension RGBAColor {
  /// The colour `fraction` of the way from `self` to `end`, blended in
  /// `space` the way CSS Color 4 interpolates colours.
  ///
  /// - The rectangular spaces (``ColorInterpolation/srgb``,
  ///   ``ColorInterpolation/linearSRGB``, ``ColorInterpolation/oklab``)
  ///   blend premultiplied components, so a transparent end fades the other
  ///   colour out without tinting it: opaque red to transparent blue is
  ///   half-transparent red at 0.5.
  /// - ``ColorInterpolation/hsb(_:)`` premultiplies saturation and
  ///   brightness but not hue, as CSS does for `hsl()`. A colour without a
  ///   hue (saturation or brightness 0: greys, black, white, `transparent`)
  ///   takes the other colour's hue, so red to white only desaturates. A
  ///   translucent colour's hue still counts in full: red to a transparent
  ///   blue passes through magenta, while red to ``transparent``, which has
  ///   no hue, stays red as it fades.
  ///
  /// ## Guarantees
  /// - Exactly `self` at fraction 0 and exactly `end` at fraction 1.
  /// - Fractions outside `0...1` extrapolate, then the result is clamped to
  ///   the sRGB gamut and alpha to `0...1` (out-of-gamut Oklab results are
  ///   clipped per component).
  /// - When the blended alpha is 0 or less the result is ``transparent``
  ///   (red, green and blue 0): a fully transparent colour has no colour.
  /// - The result never contains NaN. A NaN fraction returns `self`;
  ///   infinite fractions act as ±10⁶.
  public func interpolated(
    to end: RGBAColor, at fraction: Double, in space: ColorInterpolation
  ) -> RGBAColor {
    let setup = blendSetup(to: end, at: fraction)
    if let result = setup.result { return result }
    let (t, blendedAlpha) = (setup.fraction, setup.alpha)
    func blend(_ first: Double, _ second: Double) -> Double {
      premultipliedBlend(first, second, to: end, at: t, alpha: blendedAlpha)
    }
    switch space {
    case .srgb:
      return srgbBlend(to: end, at: t, alpha: blendedAlpha)
    case .linearSRGB:
      let (first, second) = (linearSRGB, end.linearSRGB)
      let linear = LinearSRGBComponents(
        red: blend(first.red, second.red), green: blend(first.green, second.green),
        blue: blend(first.blue, second.blue))
      return RGBAColor(linearSRGB: linear, alpha: blendedAlpha)
    case .oklab:
      let (first, second) = (oklab, end.oklab)
      let lab = OklabComponents(
        lightness: blend(first.lightness, second.lightness), a: blend(first.a, second.a),
        b: blend(first.b, second.b))
      return RGBAColor(oklab: lab, alpha: blendedAlpha)
    case .hsb(let direction):
      let first = Self.hsb(red: red, green: green, blue: blue)
      let second = Self.hsb(red: end.red, green: end.green, blue: end.blue)
      // A grey's hue is powerless (CSS's "missing"): it takes the other hue.
      let firstHue = first.saturation == 0 ? second.hueDegrees : first.hueDegrees
      let secondHue = second.saturation == 0 ? firstHue : second.hueDegrees
      let hues = direction.unwrapped(from: firstHue, to: secondHue)
      let rgb = Self.rgb(
        hueDegrees: PlaneAngle.normalized(degrees: hues.start.interpolated(to: hues.end, at: t)),
        saturation: blend(first.saturation, second.saturation).clampedToUnit,
        brightness: blend(first.brightness, second.brightness).clampedToUnit)
      return RGBAColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: blendedAlpha)
    }
  }

  /// ``interpolated(to:at:in:)`` in ``ColorInterpolation/srgb`` alone,
  /// inlined with its setup and blend: the choreography's colour tracks
  /// run it on every frame, where the general function's switch over
  /// spaces and a call cost as much as the blend.
  @inline(__always)
  func srgbInterpolated(to end: RGBAColor, at fraction: Double) -> RGBAColor {
    let setup = blendSetup(to: end, at: fraction)
    if let result = setup.result { return result }
    return srgbBlend(to: end, at: setup.fraction, alpha: setup.alpha)
  }

  /// What every space's blend starts with: the result itself when no blend
  /// is needed (`self` at fraction 0 or NaN, `end` at 1, ``transparent``
  /// when the blended alpha is 0 or less), otherwise the fraction held to
  /// ±10⁶ and the blended alpha.
  @inline(__always)
  private func blendSetup(
    to end: RGBAColor, at fraction: Double
  ) -> (result: RGBAColor?, fraction: Double, alpha: Double) {
    if fraction == 0 || fraction.isNaN { return (self, 0, 0) }
    if fraction == 1 { return (end, 0, 0) }
    let t = fraction.clamped(to: -1e6...1e6, nan: 0)
    let blendedAlpha = Self.blend(alpha, end.alpha, at: t)
    guard blendedAlpha > 0 else { return (.transparent, 0, 0) }
    return (nil, t, blendedAlpha)
  }

  /// One component blended premultiplied by each colour's alpha, then the
  /// premultiplication undone with the blended alpha.
  @inline(__always)
  private func premultipliedBlend(
    _ first: Double, _ second: Double, to end: RGBAColor, at t: Double, alpha blendedAlpha: Double
  ) -> Double {
    Self.blend(first * alpha, second * end.alpha, at: t) / blendedAlpha
  }

  /// `first + (second − first) × t`: `Double.lerp` without its tests,
  /// which every blend here has settled. ``blendSetup(to:at:)`` has
  /// returned at t 0 and 1 (its clamp keeps others off them), and every
  /// component blended, alpha, sRGB, linear sRGB, Oklab, saturation and
  /// brightness (premultiplied or not), is finite, so the lerp would take
  /// its finite branch with these same operations: the same bits, without
  /// three tests per channel per frame.
  @inline(__always)
  private static func blend(_ first: Double, _ second: Double, at t: Double) -> Double {
    first + (second - first) * t
  }

  /// The sRGB blend once ``blendSetup(to:at:)`` found one is needed.
  @inline(__always)
  private func srgbBlend(to end: RGBAColor, at t: Double, alpha blendedAlpha: Double) -> RGBAColor {
    RGBAColor(
      red: premultipliedBlend(red, end.red, to: end, at: t, alpha: blendedAlpha),
      green: premultipliedBlend(green, end.green, to: end, at: t, alpha: blendedAlpha),
      blue: premultipliedBlend(blue, end.blue, to: end, at: t, alpha: blendedAlpha),
      alpha: blendedAlpha)
  }
}

extension Interpolator where Value == RGBAColor {
  /// Blends colours in gamma-encoded sRGB, the same as ``standard``.
  public static var srgb: Interpolator<RGBAColor> { colorSpace(.srgb) }

  /// Blends colours in linear-light sRGB.
  public static var linearSRGB: Interpolator<RGBAColor> { colorSpace(.linearSRGB) }

  /// Blends colours in Oklab, for even, perceptually uniform gradients.
  public static var oklab: Interpolator<RGBAColor> { colorSpace(.oklab) }

  /// Blends colours around the HSB colour wheel, the hue moving in the
  /// `hue` direction (the shorter arc unless told otherwise).
  public static func hsb(_ hue: HueInterpolation = .shorter) -> Interpolator<RGBAColor> {
    colorSpace(.hsb(hue))
  }

  /// Blends colours in `space`; see ``RGBAColor/interpolated(to:at:in:)``.
  public static func colorSpace(_ space: ColorInterpolation) -> Interpolator<RGBAColor> {
    Interpolator(.colorSpace(space)) { start, end, fraction in
      start.interpolated(to: end, at: fraction, in: space)
    }
  }
}
