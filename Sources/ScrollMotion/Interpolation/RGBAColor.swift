/// An sRGB colour with an alpha channel, every component in `0...1`.
///
/// The components are gamma-encoded sRGB, the values `UIColor(red:green:blue:alpha:)`
/// and CSS `rgb()` take (divide CSS's 0–255 channels by 255), and they are
/// not premultiplied by alpha.
///
/// ## Invariants
/// Every component is always in `0...1` and never NaN: the initialisers and
/// the property setters clamp values outside the range and map NaN to 0.
///
/// ## Blending
/// ``interpolated(to:at:in:)`` blends in a choice of colour spaces following
/// CSS Color 4; the ``Interpolatable`` conformance uses ``ColorInterpolation/srgb``,
/// as browsers do for colours written in legacy syntax.
public struct RGBAColor: Hashable, Sendable {
  /// The red component, in `0...1`; set values are clamped (NaN becomes 0).
  public var red: Double {
    didSet { red = red.clampedToUnit }
  }
  /// The green component, in `0...1`; set values are clamped (NaN becomes 0).
  public var green: Double {
    didSet { green = green.clampedToUnit }
  }
  /// The blue component, in `0...1`; set values are clamped (NaN becomes 0).
  public var blue: Double {
    didSet { blue = blue.clampedToUnit }
  }
  /// The opacity, 0 transparent to 1 opaque; set values are clamped (NaN becomes 0).
  public var alpha: Double {
    didSet { alpha = alpha.clampedToUnit }
  }

  /// Creates a colour from sRGB components in `0...1`, as UIKit's
  /// `UIColor(red:green:blue:alpha:)` does.
  ///
  /// Components outside `0...1` are clamped and NaN becomes 0, so the
  /// colour always satisfies the type's invariants.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red.clampedToUnit
    self.green = green.clampedToUnit
    self.blue = blue.clampedToUnit
    self.alpha = alpha.clampedToUnit
  }

  /// A colour from components known to be in `0...1` (read back from
  /// another colour), not clamped again: the choreography's colour tracks
  /// rebuild colours from stored components on every frame.
  init(unitRed red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from hue, saturation and brightness (HSB, also called
  /// HSV), as UIKit's `UIColor(hue:saturation:brightness:alpha:)` does.
  ///
  /// - Parameters:
  ///   - hue: Any angle; it wraps modulo 360° (red at 0°, green at 120°,
  ///     blue at 240°). A non-finite hue counts as 0°. UIKit's hue in `0...1`
  ///     is ``PlaneAngle/turns(_:)``.
  ///   - saturation: 0 (grey) to 1 (full colour); clamped, NaN becomes 0.
  ///   - brightness: 0 (black) to 1; clamped, NaN becomes 0.
  ///   - alpha: 0 (transparent) to 1 (opaque); clamped, NaN becomes 0.
  public init(hue: PlaneAngle, saturation: Double, brightness: Double, alpha: Double = 1) {
    let rgb = Self.rgb(
      hueDegrees: hue.normalizedDegrees,
      saturation: saturation.clampedToUnit,
      brightness: brightness.clampedToUnit)
    self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
  }

  /// Opaque black.
  public static var black: RGBAColor { RGBAColor(red: 0, green: 0, blue: 0) }

  /// Opaque white.
  public static var white: RGBAColor { RGBAColor(red: 1, green: 1, blue: 1) }

  /// Fully transparent black, CSS `transparent`.
  public static var transparent: RGBAColor { RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }

  /// The colour as hue, saturation, brightness and alpha, as UIKit's
  /// `getHue(_:saturation:brightness:alpha:)` reports it.
  ///
  /// The hue is in `0..<360` degrees; greys (saturation 0) and black, whose
  /// hue is meaningless, report 0°. Saturation and brightness are in `0...1`.
  /// Converting back with ``init(hue:saturation:brightness:alpha:)`` gives
  /// the same colour to within rounding.
  public var hsba: (hue: PlaneAngle, saturation: Double, brightness: Double, alpha: Double) {
    let hsb = Self.hsb(red: red, green: green, blue: blue)
    return (.degrees(hsb.hueDegrees), hsb.saturation, hsb.brightness, alpha)
  }

  /// sRGB components for an HSB colour; `hueDegrees` must be in `0..<360`.
  static func rgb(
    hueDegrees: Double, saturation: Double, brightness: Double
  ) -> (red: Double, green: Double, blue: Double) {
    let sector = hueDegrees / 60
    let index = Int(sector)
    let offset = sector - Double(index)
    let low = brightness * (1 - saturation)
    let falling = brightness * (1 - saturation * offset)
    let rising = brightness * (1 - saturation * (1 - offset))
    switch index {
    case 0: return (brightness, rising, low)
    case 1: return (falling, brightness, low)
    case 2: return (low, brightness, rising)
    case 3: return (low, falling, brightness)
    case 4: return (rising, low, brightness)
    default: return (brightness, low, falling)
    }
  }

  /// Hue in `0..<360` degrees, saturation and brightness of sRGB components
  /// in `0...1`; the hue of a grey is 0.
  static func hsb(
    red: Double, green: Double, blue: Double
  ) -> (hueDegrees: Double, saturation: Double, brightness: Double) {
    let maximum = Swift.max(red, green, blue)
    let minimum = Swift.min(red, green, blue)
    let chroma = maximum - minimum
    guard chroma > 0 else { return (0, 0, maximum) }
    let sector: Double
    if maximum == red {
      sector = (green - blue) / chroma
    } else if maximum == green {
      sector = (blue - red) / chroma + 2
    } else {
      sector = (red - green) / chroma + 4
    }
    return (PlaneAngle.normalized(degrees: sector * 60), chroma / maximum, maximum)
  }
}
