import ScrollMotion

/// A spec turned into the core's scroll-driven animations, ready to be
/// evaluated at any content offset.
///
/// Everything is built once, at init; ``sample(at:)`` only evaluates. The
/// semantics are the core's (CSS Scroll-driven Animations and Web
/// Animations), with two clamps that CSS applies to computed values:
/// opacity is clamped to 0...1 after interpolation (so an overshooting
/// easing or a keyframe value outside 0...1 still yields a valid opacity),
/// and colour channels are clamped to 0...1 (`RGBAColor` does it), as
/// Chromium does for legacy sRGB colours.
public struct SpecEvaluator: Sendable {
  /// The spec being evaluated.
  public let spec: ChoreographySpec
  private let tracks: [Track]

  private enum Track: Sendable {
    case number(ScrollDrivenAnimation<Double>, clampsToUnit: Bool)
    case pair(ScrollDrivenAnimation<ScrollPoint>)
    case color(ScrollDrivenAnimation<RGBAColor>)
  }

  /// An evaluator for `spec`.
  ///
  /// - Throws: ``SpecError`` if the spec was put together in code with
  ///   keyframes the core rejects, or with a target or subject that names no
  ///   element; a spec read with ``ChoreographySpec/init(json:)-(Collection<UInt8>)`` never does.
  public init(_ spec: ChoreographySpec) throws(SpecError) {
    self.spec = spec
    var tracks: [Track] = []
    var issues: [SpecIssue] = []
    let animationsPath = SpecPath.root.appending("animations")
    for (index, animation) in spec.animations.enumerated() {
      let path = animationsPath.appending(index: index)
      do {
        tracks.append(try Self.track(for: animation, in: spec, at: path))
      } catch {
        issues.append(contentsOf: error.issues)
      }
    }
    guard issues.isEmpty else { throw SpecError(issues) }
    self.tracks = tracks
  }

  /// The values of every animation at the content offset `offset`.
  ///
  /// Offsets outside the scroll range are evaluated as given (as during a
  /// rubber-band overscroll); the result never contains NaN.
  public func sample(at offset: ScrollPoint) -> SpecSample {
    let metrics = spec.scroller.metrics(at: offset)
    let entries = zip(spec.animations, tracks).map { animation, track in
      SpecSample.Entry(id: animation.id, value: Self.value(of: track, for: metrics))
    }
    return SpecSample(offset: offset, entries: entries)
  }

  private static func value(of track: Track, for metrics: ScrollMetrics) -> SpecValue? {
    switch track {
    case .number(let animation, let clampsToUnit):
      return animation.value(for: metrics).map {
        .number(clampsToUnit ? Swift.min(Swift.max($0, 0), 1) : $0)
      }
    case .pair(let animation):
      return animation.value(for: metrics).map { .pair($0.x, $0.y) }
    case .color(let animation):
      return animation.value(for: metrics).map(SpecValue.color)
    }
  }

  private static func track(
    for animation: AnimationSpec, in spec: ChoreographySpec, at path: SpecPath
  ) throws(SpecError) -> Track {
    if let target = animation.target, spec.element(named: target) == nil {
      throw SpecError([SpecIssue("no element named '\(target)'", at: path.appending("target"))])
    }
    let timeline: ProgressTimeline
    switch animation.timeline {
    case .scroll(let axis):
      timeline = .scroll(axis: axis)
    case .view(let subject, let axis, let startInset, let endInset):
      guard let element = spec.element(named: subject) else {
        throw SpecError([
          SpecIssue(
            "no element named '\(subject)'", at: path.appending("timeline").appending("subject"))
        ])
      }
      timeline = .view(
        subject: element.frame, axis: axis, startInset: startInset, endInset: endInset)
    }
    let keyframesPath = path.appending("keyframes")
    let values = animation.keyframes.map(\.value)
    func build<Value>(_ convert: (SpecValue) -> Value?, _ interpolator: Interpolator<Value>)
      throws(SpecError) -> ScrollDrivenAnimation<Value>
    {
      var keyframes: [KeyframeSequence<Value>.Keyframe] = []
      for (index, keyframe) in animation.keyframes.enumerated() {
        guard let value = convert(keyframe.value) else {
          throw SpecError([
            SpecIssue(
              "a \(animation.property.name) value must be \(animation.property.expectedValue)",
              at: keyframesPath.appending(index: index).appending("value"))
          ])
        }
        keyframes.append(.at(keyframe.offset, value, easing: keyframe.easing?.easing))
      }
      do {
        let sequence = try KeyframeSequence(
          keyframes, defaultEasing: animation.easing.easing, interpolator: interpolator)
        return ScrollDrivenAnimation(
          keyframes: sequence, timeline: timeline, range: animation.range, fill: animation.fill)
      } catch {
        throw SpecError([SpecIssue(error.description, at: keyframesPath)])
      }
    }
    switch animation.property {
    case .opacity, .rotate, .custom:
      return .number(
        try build(Self.number, .standard), clampsToUnit: animation.property == .opacity)
    case .scale where values.allSatisfy({ Self.number($0) != nil }):
      return .number(try build(Self.number, .standard), clampsToUnit: false)
    case .scale, .translate:
      let allowsNumbers = animation.property == .scale
      return .pair(
        try build({ Self.pair($0, promotingNumbers: allowsNumbers) }, .standard))
    case .backgroundColor:
      return .color(try build(Self.color, .colorSpace(animation.colorSpace)))
    }
  }

  private static func number(_ value: SpecValue) -> Double? {
    if case .number(let number) = value { return number }
    return nil
  }

  private static func pair(_ value: SpecValue, promotingNumbers: Bool) -> ScrollPoint? {
    switch value {
    case .pair(let x, let y): return ScrollPoint(x: x, y: y)
    case .number(let number) where promotingNumbers: return ScrollPoint(x: number, y: number)
    default: return nil
    }
  }

  private static func color(_ value: SpecValue) -> RGBAColor? {
    if case .color(let color) = value { return color }
    return nil
  }
}
