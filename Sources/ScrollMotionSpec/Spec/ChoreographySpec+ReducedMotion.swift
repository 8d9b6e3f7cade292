// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

extension ChoreographySpec {
  /// The spec as it runs when the person using it has asked for reduced
  /// motion: each animation under its own policy, or the spec's.
  ///
  /// The same transformation as the core's
  /// `ReducedMotionPolicy.applied(to:isMovement:)`,
  /// on keyframes:
  /// - `keep`: unchanged;
  /// - `jump-to-end`: one keyframe, the last one's value, filled both ways;
  /// - `cross-fade`: an animation of a property that moves the element
  ///   (``SpecProperty/isMovement``: `translate`, `scale`, `rotate`, the 3D
  ///   rotations, `perspective`, `anchor`) holds its first value over the
  ///   first half of its range and its last value over the second half (linear, the switch at 0.5), and, when it has a
  ///   target, is followed by an animation with the id `ID#fade` of that
  ///   target's opacity, `1 → 0 → 1` over the same timeline, range and
  ///   fill; other properties run unchanged.
  ///
  /// The result has no policies left (everything in it runs as it is).
  public func reducingMotion() -> ChoreographySpec {
    var reduced = self
    reduced.reducedMotion = .keep
    reduced.animations = []
    for var animation in animations {
      let policy = animation.reducedMotion ?? reducedMotion
      animation.reducedMotion = nil
      // A reduced pin's keyframes are final: no longer resolved as a pin.
      if policy != .keep {
        animation.isPin = false
        animation.isReduced = true
      }
      guard let first = animation.keyframes.first, let last = animation.keyframes.last else {
        reduced.animations.append(animation)
        continue
      }
      switch policy {
      case .keep:
        reduced.animations.append(animation)
      case .jumpToEnd:
        animation.keyframes = [KeyframeSpec(offset: 0, value: last.value)]
        animation.easing = .linear
        animation.fill = .both
        reduced.animations.append(animation)
      case .crossFade:
        guard animation.property.isMovement else {
          reduced.animations.append(animation)
          continue
        }
        animation.easing = .linear
        animation.keyframes = [
          KeyframeSpec(offset: 0, value: first.value),
          KeyframeSpec(offset: 0.5, value: first.value),
          KeyframeSpec(offset: 0.5, value: last.value), KeyframeSpec(offset: 1, value: last.value),
        ]
        reduced.animations.append(animation)
        guard animation.target != nil else { continue }
        var fade = animation
        fade.id = animation.id + "#fade"
        fade.entryIDOverride = nil
        fade.property = .opacity
        fade.colorSpace = .srgb
        fade.keyframes = [
          KeyframeSpec(offset: 0, value: .number(1)), KeyframeSpec(offset: 0.5, value: .number(0)),
          KeyframeSpec(offset: 1, value: .number(1)),
        ]
        reduced.animations.append(fade)
      }
    }
    return reduced
  }

  /// Whether ``reducingMotion()`` changes anything: some animation's
  /// policy (its own or the spec's) is not `keep`.
  public var reducesMotion: Bool {
    animations.contains { ($0.reducedMotion ?? reducedMotion) != .keep }
  }
}
