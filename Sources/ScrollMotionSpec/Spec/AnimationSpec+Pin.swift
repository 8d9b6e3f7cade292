// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

extension AnimationSpec {
  /// A pin as the plain animation it is: a linear translation along the
  /// timeline's axis from 0 to the range's length in offsets, filled both
  /// ways, which holds the target still on screen over the range
  /// (the core's `PinGeometry`). The length is resolved for the geometry of
  /// `scroller` and the element frames `frames` gives by name (0 when the
  /// timeline is inactive: nothing is pinned). Right to left, a horizontal
  /// pin moves its target left, the way that content scrolls.
  package func pinned(in scroller: ScrollerSpec, frames: (String) -> ScrollRect?)
    -> AnimationSpec
  {
    let distance = pinDistance(in: scroller, frames: frames)
    let moved: SpecValue =
      switch timeline.axis {
      case .y: .pair(0, distance)
      case .x: .pair(scroller.direction == .rightToLeft ? -distance : distance, 0)
      }
    var animation = self
    animation.isPin = true
    animation.property = .translate
    animation.easing = .linear
    animation.fill = .both
    animation.keyframes = [
      KeyframeSpec(offset: 0, value: .pair(0, 0)), KeyframeSpec(offset: 1, value: moved),
    ]
    return animation
  }

  /// How far a pin over this animation's timeline and range holds its
  /// target, in points, for the geometry of `scroller` and the element
  /// frames `frames` gives by name (`PinGeometry.distance`; 0 when the
  /// timeline is inactive).
  package func pinDistance(in scroller: ScrollerSpec, frames: (String) -> ScrollRect?) -> Double {
    guard let resolved = scroller.progressTimeline(for: timeline, frames: frames),
      let pin = PinGeometry(range: range, of: resolved, in: scroller.logicalMetrics(at: .zero))
    else { return 0 }
    return pin.spacing
  }
}
