/// A keyframe sequence driven by a progress timeline over a range: one CSS
/// scroll-driven animation, for any value type.
///
/// Evaluate it directly with ``value(for:)``, or hand it to a
/// ``Choreography`` that evaluates many at once and delivers changes.
///
/// ```swift
/// let fade = ScrollDrivenAnimation(
///   keyframes: KeyframeSequence(from: 0.0, to: 1.0),
///   timeline: .view(subject: card.frame),
///   range: .entry)
/// card.alpha = fade.value(for: metrics) ?? 1
/// ```
public struct ScrollDrivenAnimation<Value> {
  /// The values the animation moves through.
  public var keyframes: KeyframeSequence<Value>
  /// The timeline that drives it.
  public var timeline: ProgressTimeline
  /// Where on the timeline it runs, and what it shows outside that range.
  public var timing: EffectTiming

  /// Creates an animation.
  ///
  /// - Parameters:
  ///   - keyframes: The values and easings.
  ///   - timeline: The driving timeline; the vertical scroll by default.
  ///   - range: The part of the timeline it runs over; all of it by default.
  ///   - fill: Whether it holds its end values outside the range; `both`
  ///     by default.
  public init(
    keyframes: KeyframeSequence<Value>,
    timeline: ProgressTimeline = .vertical,
    range: AnimationRange = .normal,
    fill: FillMode = .both
  ) {
    self.keyframes = keyframes
    self.timeline = timeline
    self.timing = EffectTiming(range: range, fill: fill)
  }

  /// The animated value for `metrics`, or `nil` when the animation has no
  /// effect there (an inactive timeline, or outside the range without the
  /// matching fill).
  public func value(for metrics: ScrollMetrics) -> Value? {
    var hint = 0
    return value(in: timeline.state(for: metrics), hint: &hint)
  }

  /// The animated value for an already computed timeline state, reusing a
  /// remembered keyframe segment.
  ///
  /// - Parameters:
  ///   - state: The state of ``timeline``; `nil` for an inactive timeline.
  ///   - hint: The keyframe segment of the previous evaluation; updated.
  package func value(in state: TimelineState?, hint: inout Int) -> Value? {
    guard let state, let sample = timing.sample(in: state) else { return nil }
    return keyframes.value(at: sample.progress, beforeFlag: sample.beforeFlag, hint: &hint)
  }
}

extension ScrollDrivenAnimation: Sendable where Value: Sendable {}

extension ScrollDrivenAnimation {
  /// An animation from a begin state to an end state as the container
  /// scrolls along `axis`: the percentage offset for any value.
  ///
  /// At the minimum offset the value is `start`, at the maximum `end`, and
  /// in between it follows `easing`. Past either end (rubber-banding) it
  /// holds. Give each property its own axis to have, say, colour follow the
  /// vertical scroll while position follows the horizontal one.
  public init(
    from start: Value, to end: Value, along axis: ScrollAxis = .y, easing: Easing = .linear,
    interpolator: Interpolator<Value>
  ) {
    self.init(
      keyframes: KeyframeSequence(from: start, to: end, easing: easing, interpolator: interpolator),
      timeline: .scroll(axis: axis))
  }
}

extension ScrollDrivenAnimation where Value: Interpolatable {
  /// An animation from a begin state to an end state as the container
  /// scrolls along `axis`, blending with the value's own interpolation.
  ///
  /// ```swift
  /// let slide = ScrollDrivenAnimation(from: 0.0, to: 120.0, along: .x)
  /// ```
  public init(
    from start: Value, to end: Value, along axis: ScrollAxis = .y, easing: Easing = .linear
  ) {
    self.init(from: start, to: end, along: axis, easing: easing, interpolator: .standard)
  }
}
