/// A handle to an animation added to a ``Choreography``, for removing it or
/// changing its timeline later.
public struct AnimationID: Hashable, Sendable {
  /// The number the choreography gave the animation; unique per
  /// choreography, never reused.
  public let rawValue: Int

  /// Wraps a raw number.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }
}
