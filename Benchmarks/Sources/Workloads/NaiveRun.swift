import ScrollMotion

/// A deliberately naive engine for the same ``AnimationMix``: what a first
/// hand-written version looks like, as the baseline of the update figure.
///
/// Each frame it resolves every animation's timeline on its own, scans the
/// keyframes linearly, solves each Bézier by bisection on t (to 1e-7 in x)
/// from scratch, keeps values boxed in `Any` and blends them by casting,
/// and calls every sink whether or not its value changed.
public final class NaiveRun {
  private final class Animation {
    let timeline: ProgressTimeline
    let timing: EffectTiming
    let offsets: [Double]
    let values: [Any]
    let easings: [(Double, Double, Double, Double)]
    let sink: (Any?) -> Void

    init(
      timeline: ProgressTimeline, timing: EffectTiming, offsets: [Double], values: [Any],
      easings: [(Double, Double, Double, Double)], sink: @escaping (Any?) -> Void
    ) {
      self.timeline = timeline
      self.timing = timing
      self.offsets = offsets
      self.values = values
      self.easings = easings
      self.sink = sink
    }
  }

  private var animations: [Animation] = []
  /// Where the sinks write.
  public let screen: Screen
  private let mix: AnimationMix
  private var frame = 0

  /// Builds the engine for `mix`.
  public init(_ mix: AnimationMix) {
    self.mix = mix
    let screen = Screen(count: mix.items.count)
    self.screen = screen
    for (index, recipe) in mix.recipes.enumerated() {
      let base = index * 4
      let timeline: ProgressTimeline =
        recipe.subject.map { .view(subject: $0) } ?? .vertical
      let range: AnimationRange = recipe.range.map { .named($0) } ?? .normal
      let values: [Any]
      switch mix.items[index] {
      case .opacity: values = recipe.values.map { $0[0] as Any }
      case .translation: values = recipe.values.map { [$0[0], $0[1]] as Any }
      case .color: values = recipe.values.map { $0 as Any }
      }
      animations.append(
        Animation(
          timeline: timeline, timing: EffectTiming(range: range, fill: .both),
          offsets: recipe.offsets, values: values, easings: recipe.easings,
          sink: { value in
            if let number = value as? Double {
              screen.values[base] = number
            } else if let numbers = value as? [Double] {
              for (component, number) in numbers.enumerated() {
                screen.values[base + component] = number
              }
            }
          }))
    }
  }

  /// One update at the next frame of the sweep.
  @inline(never)
  public func step() {
    let metrics = mix.metrics(at: mix.offsets[frame])
    frame = frame + 1 == mix.offsets.count ? 0 : frame + 1
    for animation in animations {
      guard let state = animation.timeline.state(for: metrics),
        let sample = animation.timing.sample(in: state)
      else {
        animation.sink(nil)
        continue
      }
      animation.sink(Self.value(of: animation, at: sample.progress))
    }
  }

  private static func value(of animation: Animation, at progress: Double) -> Any {
    var segment = 0
    while segment + 2 < animation.offsets.count, animation.offsets[segment + 1] <= progress {
      segment += 1
    }
    let start = animation.offsets[segment]
    let end = animation.offsets[segment + 1]
    let local = end > start ? Swift.min(Swift.max((progress - start) / (end - start), 0), 1) : 1
    let eased = bisectedBezier(animation.easings[segment], at: local)
    return blend(animation.values[segment], animation.values[segment + 1], eased)
  }

  private static func blend(_ start: Any, _ end: Any, _ fraction: Double) -> Any {
    if let a = start as? Double, let b = end as? Double { return a + (b - a) * fraction }
    if let a = start as? [Double], let b = end as? [Double] {
      return zip(a, b).map { $0 + ($1 - $0) * fraction }
    }
    return start
  }

  /// y for x on a Bézier, bisecting t until x is within 1e-7.
  static func bisectedBezier(_ curve: (Double, Double, Double, Double), at x: Double) -> Double {
    func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    var t = x
    while high - low > 1e-12 {
      let value = coordinate(curve.0, curve.2, t)
      if abs(value - x) < 1e-7 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return coordinate(curve.1, curve.3, t)
  }
}
