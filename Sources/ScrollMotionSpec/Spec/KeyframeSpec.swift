/// One keyframe of an animation in a spec.
public struct KeyframeSpec: Sendable {
  /// Where in the animation's range the keyframe sits, in 0...1.
  public var offset: Double
  /// The value at the keyframe; its kind suits the animation's property.
  public var value: SpecValue
  /// The easing of the segment that starts here; `nil` takes the animation's.
  public var easing: SpecEasing?

  /// A keyframe of `value` at `offset`, easing into the next with `easing`.
  public init(offset: Double, value: SpecValue, easing: SpecEasing? = nil) {
    self.offset = offset
    self.value = value
    self.easing = easing
  }
}
