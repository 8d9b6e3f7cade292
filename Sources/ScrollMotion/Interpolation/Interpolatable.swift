/// A value that can be blended with another value of the same type.
///
/// Keyframes, the scroll animator and the techniques use this one
/// requirement to move between states. Conforming types interpolate each
/// component linearly, `start + (end - start) × fraction`, unless their
/// documentation says otherwise (colours and transforms do).
///
/// ## Invariants
/// - `a.interpolated(to: b, at: 0) == a` and `a.interpolated(to: b, at: 1) == b`
///   (exactly, for every conformance in ScrollMotion).
/// - Fractions outside `0...1` extrapolate, because easing curves such as
///   `easeInBack` or an underdamped spring overshoot. Types with a bounded
///   domain (colours) clamp their result.
/// - Finite inputs and a finite fraction give a finite result.
///
/// The protocol refines `SendableMetatype` so that ``Interpolator/standard``
/// can capture the conforming type in a `@Sendable` blend function.
public protocol Interpolatable: SendableMetatype {
  /// The value `fraction` of the way from `self` to `end`.
  ///
  /// - Parameters:
  ///   - end: The value at `fraction == 1`.
  ///   - fraction: How far to go; 0 is `self`, 1 is `end`, other values
  ///     extrapolate.
  func interpolated(to end: Self, at fraction: Double) -> Self
}
