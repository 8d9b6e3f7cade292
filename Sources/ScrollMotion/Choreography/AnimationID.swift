/// A handle to an animation added to a ``Choreography``, for removing it or
/// changing its timeline later.
public struct AnimationID: Hashable, Sendable {
  /// The number the choreography gave the animation; unique per
  /// choreography, never reused.
  public let rawValue: Int
  /// Where the choreography keeps the animation; reused after removal,
  /// which is why the raw value is compared too.
  let entry: Int
}
