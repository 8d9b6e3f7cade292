/// A rule for blending two values, chosen per keyframe sequence.
///
/// Most values have one sensible blend, their ``Interpolatable``
/// conformance, available as ``Interpolator/standard``. Colours have several
/// (sRGB, linear light, Oklab, HSB with a hue direction), so a
/// ``KeyframeSequence`` takes an interpolator rather than hard-wiring one.
public struct Interpolator<Value>: Sendable {
  /// The blend function: `(start, end, fraction) -> value`.
  public let blend: @Sendable (Value, Value, Double) -> Value
  /// Which built-in blend this is, if any: a ``Choreography`` evaluates
  /// those directly, without calling ``blend`` through a closure.
  let builtIn: BuiltInBlend?

  /// Creates an interpolator from a blend function.
  ///
  /// The function should return `start` at fraction 0 and `end` at
  /// fraction 1, and must accept fractions outside `0...1` (overshooting
  /// easings produce them).
  public init(_ blend: @escaping @Sendable (Value, Value, Double) -> Value) {
    self.blend = blend
    builtIn = nil
  }

  /// An interpolator that names the built-in blend its function performs.
  init(_ builtIn: BuiltInBlend, _ blend: @escaping @Sendable (Value, Value, Double) -> Value) {
    self.blend = blend
    self.builtIn = builtIn
  }

  /// The value `fraction` of the way from `start` to `end`.
  @inlinable
  public func callAsFunction(_ start: Value, _ end: Value, _ fraction: Double) -> Value {
    blend(start, end, fraction)
  }
}

extension Interpolator where Value: Interpolatable {
  /// The value type's own interpolation, ``Interpolatable/interpolated(to:at:)``.
  public static var standard: Interpolator<Value> {
    Interpolator(.standard) { start, end, fraction in start.interpolated(to: end, at: fraction) }
  }
}

/// The blends an ``Interpolator`` can name, so that code holding a
/// concrete value type can run them without a closure call.
enum BuiltInBlend: Equatable, Sendable {
  /// The value's ``Interpolatable`` conformance.
  case standard
  /// A colour blend in a colour space.
  case colorSpace(ColorInterpolation)
}
