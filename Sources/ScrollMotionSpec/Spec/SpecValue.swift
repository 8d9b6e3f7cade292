import ScrollMotion

/// A keyframe value, or the value of an animation at an offset.
public enum SpecValue: Hashable, Sendable {
  /// A number: opacity, a rotation in degrees, a uniform scale, a custom value.
  case number(Double)
  /// Two numbers: a translation `[x, y]` or a scale `[sx, sy]`.
  case pair(Double, Double)
  /// A colour: sRGB, not premultiplied, components in 0...1.
  case color(RGBAColor)

  /// The value as JSON: a number, `[x, y]`, or `[r, g, b, a]` in 0...1.
  public var jsonText: String {
    switch self {
    case .number(let value):
      return JSONText.number(value)
    case .pair(let x, let y):
      return "[\(JSONText.number(x)), \(JSONText.number(y))]"
    case .color(let color):
      let components = [color.red, color.green, color.blue, color.alpha]
      return "[" + components.map(JSONText.number).joined(separator: ", ") + "]"
    }
  }
}
