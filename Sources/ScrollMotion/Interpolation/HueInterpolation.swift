/// Which way round the colour wheel a hue travels while blending, as the
/// CSS Color 4 `<hue-interpolation-method>` keywords define it.
///
/// Both hues are first reduced to `0..<360`. Then, for a start hue θ₁ and an
/// end hue θ₂:
///
/// - ``shorter``: the arc of at most 180° (at exactly 180° it increases).
///   10° → 350° goes down through 0°.
/// - ``longer``: the arc of at least 180°. 10° → 350° goes up through 180°;
///   equal hues go all the way round.
/// - ``increasing``: the hue only grows, red towards yellow towards green.
///   350° → 10° passes 0°.
/// - ``decreasing``: the hue only shrinks. 10° → 350° passes 0°.
public enum HueInterpolation: Hashable, Sendable, CaseIterable {
  /// Take the shorter arc between the hues; the default.
  case shorter
  /// Take the longer arc between the hues.
  case longer
  /// Always move to larger hue angles, wrapping past 360°.
  case increasing
  /// Always move to smaller hue angles, wrapping past 0°.
  case decreasing

  /// Start and end hues, in degrees, adjusted so that a plain linear blend
  /// between them travels in this direction.
  ///
  /// Both inputs must already be in `0..<360`; one of them may come back
  /// raised by 360 (the CSS Color 4 hue fix-up).
  func unwrapped(from start: Double, to end: Double) -> (start: Double, end: Double) {
    let difference = end - start
    switch self {
    case .shorter:
      if difference > 180 { return (start + 360, end) }
      if difference < -180 { return (start, end + 360) }
    case .longer:
      if 0 < difference && difference < 180 { return (start + 360, end) }
      if -180 < difference && difference <= 0 { return (start, end + 360) }
    case .increasing:
      if end < start { return (start, end + 360) }
    case .decreasing:
      if start < end { return (start + 360, end) }
    }
    return (start, end)
  }
}
