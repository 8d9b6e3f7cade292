// TEMPORARY: stand-ins for core types that are landing on main from another
// branch (RGBAColor, ColorInterpolation, HueInterpolation). Deleted when
// they land; nothing here is public.
import ScrollMotion

public struct RGBAColor: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clamp(_ value: Double) -> Double { value > 0 ? (value < 1 ? value : 1) : 0 }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
  }

  public init(parsing text: String) throws(ColorParseError) {
    guard text.hasPrefix("#"), text.count == 7 else { throw ColorParseError.unknownColor(text) }
    let digits = Array(text.dropFirst())
    var channels: [Double] = []
    for index in stride(from: 0, to: 6, by: 2) {
      guard let value = Int(String(digits[index...index + 1]), radix: 16) else {
        throw ColorParseError.unknownColor(text)
      }
      channels.append(Double(value) / 255)
    }
    self.init(red: channels[0], green: channels[1], blue: channels[2])
  }

  public var cssText: String {
    func byte(_ value: Double) -> Int { Int(value * 255 + 0.5) }
    return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(alpha))"
  }
}

public enum ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
  case unknownColor(String)
  public var description: String {
    switch self {
    case .unknownColor(let text): "'\(text)' is not a colour"
    }
  }
}

public enum HueInterpolation: Hashable, Sendable, CaseIterable {
  case shorter
  case longer
  case increasing
  case decreasing
}

public enum ColorInterpolation: Hashable, Sendable {
  case srgb
  case linearSRGB
  case oklab
  case hsb(HueInterpolation)
}

extension Interpolator where Value == RGBAColor {
  public static func colorSpace(_ space: ColorInterpolation) -> Interpolator<RGBAColor> {
    Interpolator { start, end, fraction in
      let alpha = start.alpha + (end.alpha - start.alpha) * fraction
      guard alpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
      func blend(_ a: Double, _ b: Double) -> Double {
        (a * start.alpha + (b * end.alpha - a * start.alpha) * fraction) / alpha
      }
      return RGBAColor(
        red: blend(start.red, end.red), green: blend(start.green, end.green),
        blue: blend(start.blue, end.blue), alpha: alpha)
    }
  }
}
