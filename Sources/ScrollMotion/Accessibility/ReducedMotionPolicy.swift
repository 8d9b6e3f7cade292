/// What a scroll-driven animation does when the person using the app has
/// asked for less motion (iOS and macOS Reduce Motion, the web's
/// `prefers-reduced-motion: reduce`).
///
/// Movement (translation, scale, rotation) is what can make people
/// unwell; changes of opacity and colour are not movement. Apple's Human
/// Interface Guidelines suggest replacing a slide or a zoom with a
/// dissolve, which is ``crossFade``.
public enum ReducedMotionPolicy: Hashable, Sendable, CaseIterable {
  /// The animation runs as it is.
  case keep
  /// A movement no longer moves: over its range the element fades out in
  /// its start state, then fades back in in its end state (opacity
  /// `1 → 0 → 1`, the state switching at the middle). Animations that do
  /// not move run as they are.
  case crossFade
  /// The animation shows its end state (its last keyframe's value) at
  /// every offset, as if it had already run.
  case jumpToEnd
}

// The browser engine never reduces an animation itself (the spec compiler
// writes the reduced variant as data), and this generic code, though never
// specialised there, reorders what the Embedded build emits enough to
// matter against the shipped engine's size budget.
#if !hasFeature(Embedded)
  extension ReducedMotionPolicy {
    /// `animation` as it runs under this policy.
    ///
    /// - ``ReducedMotionPolicy/keep``: unchanged.
    /// - ``ReducedMotionPolicy/jumpToEnd``: the last keyframe's value
    ///   everywhere its timeline is active (fill `both`).
    /// - ``ReducedMotionPolicy/crossFade``: when `isMovement`, the first
    ///   keyframe's value over the first half of the range and the last one's
    ///   over the second half, with the same timeline, range and fill; pair
    ///   it with ``crossFadeOpacity(for:)``, which hides the switch. Otherwise
    ///   unchanged.
    ///
    /// - Parameters:
    ///   - animation: The animation as written.
    ///   - isMovement: Whether the animated value moves the element (a
    ///     translation, scale or rotation).
    public func applied<Value>(to animation: ScrollDrivenAnimation<Value>, isMovement: Bool)
      -> ScrollDrivenAnimation<Value>
    {
      let keyframes = animation.keyframes
      let frames = keyframes.keyframes
      guard let first = frames.first?.value, let last = frames.last?.value else { return animation }
      var reduced = animation
      switch self {
      case .keep:
        return animation
      case .jumpToEnd:
        reduced.keyframes = KeyframeSequence(constant: last, interpolator: keyframes.interpolator)
        reduced.timing.fill = .both
      case .crossFade:
        guard isMovement else { return animation }
        // Two keyframes at 0.5 make a jump there (the later one applies at
        // exactly 0.5, as in Web Animations). Sorted offsets in 0...1: the
        // sequence cannot be rejected.
        guard
          let switched = try? KeyframeSequence(
            [.at(0, first), .at(0.5, first), .at(0.5, last), .at(1, last)], defaultEasing: .linear,
            interpolator: keyframes.interpolator)
        else { return animation }
        reduced.keyframes = switched
      }
      return reduced
    }

    /// The opacity that goes with ``applied(to:isMovement:)`` under
    /// ``crossFade``: `1 → 0 → 1` over the same timeline, range and fill as
    /// `animation`, linear, 0 at the middle of the range where the movement
    /// switches from its start state to its end state.
    public func crossFadeOpacity<Value>(for animation: ScrollDrivenAnimation<Value>)
      -> ScrollDrivenAnimation<Double>
    {
      let timeline = animation.timeline
      let timing = animation.timing
      // Sorted offsets in 0...1: never rejected; the fallback is unreachable.
      let opacity =
        (try? KeyframeSequence<Double>([.at(0, 1), .at(0.5, 0), .at(1, 1)]))
        ?? KeyframeSequence(from: 1, to: 1)
      return ScrollDrivenAnimation<Double>(
        keyframes: opacity, timeline: timeline, range: timing.range, fill: timing.fill)
    }
  }
#endif
