/// A value type with a ``ConcreteTrackList`` of its own: numbers, points and
/// colours, whose built-in blends the list runs without a closure call.
///
/// Each list is specialised for its type, so a track stores, compares and
/// delivers only its own components (one number, two or four).
protocol ConcreteValue: Equatable {
  /// A sink in a struct that is not generic, so that its closure is stored
  /// as written rather than reabstracted for a generic element: no thunk
  /// per call, no allocation per add. Made where the value type is
  /// concrete (``ConcreteTracks``): a closure passed through generic code is
  /// wrapped in a thunk.
  associatedtype Sink

  /// Calls `sink` with `value`.
  static func call(_ sink: Sink, with value: Self?)

  /// Whether ``inlineBlend(_:_:at:)`` gives the same bits as `builtIn`
  /// between every two consecutive `keyframes`: checked once, when a track
  /// is added, rather than on every frame.
  static func hasInlineBlend(_ keyframes: [Self], _ builtIn: BuiltInBlend) -> Bool

  /// The cheap blend the update runs inline for the tracks that have one.
  static func inlineBlend(_ start: Self, _ end: Self, at fraction: Double) -> Self

  /// `start` blended `fraction` of the way to `end` as `builtIn` says.
  static func blend(_ start: Self, _ end: Self, at fraction: Double, _ builtIn: BuiltInBlend)
    -> Self
}

extension Double: ConcreteValue {
  struct Sink {
    let call: (Double?) -> Void
  }

  @inline(__always)
  static func call(_ sink: Sink, with value: Double?) { sink.call(value) }

  /// Finite differences spare every frame's blend the test for an
  /// overflowing one.
  static func hasInlineBlend(_ keyframes: [Double], _ builtIn: BuiltInBlend) -> Bool {
    builtIn == .standard && zip(keyframes, keyframes.dropFirst()).allSatisfy { ($1 - $0).isFinite }
  }

  @inline(__always)
  static func inlineBlend(_ start: Double, _ end: Double, at fraction: Double) -> Double {
    lerp(finiteDifference: start, end, fraction)
  }

  static func blend(_ start: Double, _ end: Double, at fraction: Double, _: BuiltInBlend)
    -> Double
  {
    start.interpolated(to: end, at: fraction)
  }
}

extension ScrollPoint: ConcreteValue {
  struct Sink {
    let call: (ScrollPoint?) -> Void
  }

  @inline(__always)
  static func call(_ sink: Sink, with value: ScrollPoint?) { sink.call(value) }

  /// Finite differences in x and y spare every frame's blend the test for
  /// an overflowing one.
  static func hasInlineBlend(_ keyframes: [ScrollPoint], _ builtIn: BuiltInBlend) -> Bool {
    builtIn == .standard
      && zip(keyframes, keyframes.dropFirst()).allSatisfy {
        ($1.x - $0.x).isFinite && ($1.y - $0.y).isFinite
      }
  }

  @inline(__always)
  static func inlineBlend(_ start: ScrollPoint, _ end: ScrollPoint, at fraction: Double)
    -> ScrollPoint
  {
    ScrollPoint(
      x: Double.lerp(finiteDifference: start.x, end.x, fraction),
      y: Double.lerp(finiteDifference: start.y, end.y, fraction))
  }

  static func blend(
    _ start: ScrollPoint, _ end: ScrollPoint, at fraction: Double, _: BuiltInBlend
  ) -> ScrollPoint {
    start.interpolated(to: end, at: fraction)
  }
}

extension RGBAColor: ConcreteValue {
  struct Sink {
    let call: (RGBAColor?) -> Void
  }

  @inline(__always)
  static func call(_ sink: Sink, with value: RGBAColor?) { sink.call(value) }

  /// sRGB, the standard blend's space, runs inline.
  static func hasInlineBlend(_ keyframes: [RGBAColor], _ builtIn: BuiltInBlend) -> Bool {
    builtIn == .standard || builtIn == .colorSpace(.srgb)
  }

  @inline(__always)
  static func inlineBlend(_ start: RGBAColor, _ end: RGBAColor, at fraction: Double)
    -> RGBAColor
  {
    start.srgbInterpolated(to: end, at: fraction)
  }

  static func blend(
    _ start: RGBAColor, _ end: RGBAColor, at fraction: Double, _ builtIn: BuiltInBlend
  ) -> RGBAColor {
    guard case .colorSpace(let space) = builtIn else {
      return start.interpolated(to: end, at: fraction, in: .srgb)
    }
    return start.interpolated(to: end, at: fraction, in: space)
  }
}
