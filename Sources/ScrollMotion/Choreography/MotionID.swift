/// A handle to a range observer, triggered or smoothed animation or
/// velocity observer added to a ``Choreography``, for removing it later.
public struct MotionID: Hashable, Sendable {
  /// The number the choreography gave it; unique per choreography among
  /// these, never reused.
  public let rawValue: Int
}
