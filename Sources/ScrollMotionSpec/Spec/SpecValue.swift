// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// A keyframe value, or the value of an animation at an offset.
public enum SpecValue: Hashable, Sendable {
  /// A number: opacity, a rotation in degrees, a uniform scale, a custom value.
  case number(Double)
  /// Two numbers: a translation `[x, y]` or a scale `[sx, sy]`.
  case pair(Double, Double)
  /// A colour: sRGB, not premultiplied, components in 0...1.
  case color(RGBAColor)

  /// The value as JSON: a number, `[x, y]`, or `[r, g, b, a]` in 0...1.
  public var jsonText: String { json.text() }

  var json: JSONOutput {
    switch self {
    case .number(let value): .number(value)
    case .pair(let x, let y): .numbers([x, y])
    case .color(let color): .numbers([color.red, color.green, color.blue, color.alpha])
    }
  }
}
