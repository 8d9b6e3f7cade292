// The wasm build compiles this file into the ScrollMotion module itself
// (one Embedded Swift module); natively it is its own module on top of the
// core, so that its logic is tested like everything else.
#if !hasFeature(Embedded)
  @_exported import ScrollMotion
#endif

/// A choreography assembled from plain numbers and strings, for a
/// JavaScript front end that cannot hold Swift values: the engine behind
/// the WebAssembly exports.
///
/// A caller describes each animation (value kind, timeline, range, fill,
/// easing, colour space) and its keyframes, then ``build()`` validates and
/// creates the core animations. ``update(contentOffset:)`` evaluates them
/// into ``output``, five numbers per animation: `[state, v0, v1, v2, v3]`.
/// `state` is 0 for "no effect" (unchanged), 1 for "the same value as
/// before", 2 for "a new value" and 3 for "no effect any more", so that a
/// front end touches only what changed. A number uses `v0`, a point or
/// non-uniform scale `v0, v1`, a colour `v0…v3` as non-premultiplied RGBA
/// in `0...1`.
public final class WebChoreography {
  /// What an animation produces.
  public enum ValueKind: Int, Sendable {
    /// One number (opacity, rotation, uniform scale, custom properties).
    case number = 0
    /// Two numbers (translation, non-uniform scale).
    case pair = 1
    /// A colour.
    case color = 2
  }

  struct Draft {
    var kind: ValueKind
    var timeline: ProgressTimeline
    var range = AnimationRange.normal
    var fill = FillMode.both
    var easing = Easing.linear
    var space = ColorInterpolation.srgb
    var clamp: ClosedRange<Double>?
    var offsets: [Double] = []
    var values: [[Double]] = []
    var easings: [Easing?] = []
  }

  /// The values the sinks write, shared with them: the sinks capture this
  /// box rather than the choreography (Embedded Swift has no weak or
  /// unowned captures, and capturing `self` would leak a cycle).
  final class Output {
    var values: [Double] = []

    func write(_ base: Int, _ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double) {
      values[base] = 2
      values[base + 1] = v0
      values[base + 2] = v1
      values[base + 3] = v2
      values[base + 4] = v3
    }

    func clear(_ base: Int) {
      values[base] = 3
    }
  }

  private var drafts: [Draft] = []
  // The core's engine rather than `Choreography`: the browser needs no
  // identities, observers or other value types, and the WebAssembly build
  // then carries none of their code.
  private var choreography = ChoreographyEngine()
  private let buffer = Output()
  /// The scroller's sizes and insets; the offset is set by each update.
  public var metrics = ScrollMetrics(contentSize: .zero, containerSize: .zero)
  /// Five numbers per animation, written by ``update(contentOffset:)``.
  public var output: [Double] { buffer.values }
  /// Why the last call failed, kept as a value so that a build without the
  /// text entry points never formats a message.
  enum Failure {
    case none
    case noSuchAnimation
    case nonFiniteValue
    case keyframes(animation: Int, KeyframeError)
    case text(String)
  }

  private var failure = Failure.none

  /// The last error, empty when the last call succeeded.
  public var lastError: String {
    switch failure {
    case .none: ""
    case .noSuchAnimation: "no such animation"
    case .nonFiniteValue: "keyframe values must be finite"
    case .keyframes(let animation, let error): "animation \(animation): \(error.description)"
    case .text(let message): message
    }
  }

  /// The animation ``build()`` stopped at, if it failed there.
  public var failedAnimation: Int? {
    if case .keyframes(let animation, _) = failure { return animation }
    return nil
  }

  /// Whether the last call failed.
  public var failed: Bool {
    if case .none = failure { return false }
    return true
  }

  /// Creates an empty choreography.
  public init() {}

  /// The number of animations described so far.
  public var count: Int { drafts.count }

  /// Describes a new animation and returns its index.
  ///
  /// - Parameters:
  ///   - kind: The value kind.
  ///   - timeline: The driving timeline.
  ///   - fill: The fill mode.
  ///   - clamp: A range that number results are clamped to (opacity uses
  ///     `0...1`, as CSS clamps its computed value), or `nil`.
  public func addAnimation(
    kind: ValueKind, timeline: ProgressTimeline, fill: FillMode, clamp: ClosedRange<Double>?
  ) -> Int {
    drafts.append(Draft(kind: kind, timeline: timeline, fill: fill, clamp: clamp))
    return drafts.count - 1
  }

  /// Sets an animation's range from two boundaries.
  public func setRange(of index: Int, start: RangeBoundary, end: RangeBoundary) -> Bool {
    guard drafts.indices.contains(index) else { return fail(.noSuchAnimation) }
    drafts[index].range = AnimationRange(start: start, end: end)
    return succeed()
  }

  /// Sets an animation's default easing.
  public func setEasing(of index: Int, _ easing: Easing) -> Bool {
    guard drafts.indices.contains(index) else { return fail(.noSuchAnimation) }
    drafts[index].easing = easing
    return succeed()
  }

  /// Sets an animation's range from CSS `animation-range-start` and
  /// `animation-range-end` text; returns `false` and sets ``lastError`` on
  /// bad text.
  public func setRange(of index: Int, start: String, end: String) -> Bool {
    guard drafts.indices.contains(index) else { return fail(.noSuchAnimation) }
    do {
      return setRange(
        of: index, start: try RangeBoundary(parsing: start), end: try RangeBoundary(parsing: end))
    } catch {
      return fail(.text(error.description))
    }
  }

  /// Sets an animation's range from the CSS `animation-range` shorthand
  /// (`"entry"`, `"entry 10% exit 90%"`); returns `false` and sets
  /// ``lastError`` on bad text.
  public func setRange(of index: Int, shorthand: String) -> Bool {
    guard drafts.indices.contains(index) else { return fail(.noSuchAnimation) }
    do {
      let range = try AnimationRange(parsing: shorthand)
      return setRange(of: index, start: range.start, end: range.end)
    } catch {
      return fail(.text(error.description))
    }
  }

  /// Sets an animation's default easing from CSS-style text.
  public func setEasing(of index: Int, _ text: String) -> Bool {
    guard drafts.indices.contains(index) else { return fail(.noSuchAnimation) }
    do {
      return setEasing(of: index, try Easing(parsing: text))
    } catch {
      return fail(.text(error.description))
    }
  }

  /// Sets the colour space a colour animation blends in.
  public func setColorSpace(of index: Int, _ space: ColorInterpolation) -> Bool {
    guard drafts.indices.contains(index) else { return fail(.noSuchAnimation) }
    drafts[index].space = space
    return succeed()
  }

  /// Adds a keyframe with numeric components (one for numbers, two for
  /// pairs, four for colours as non-premultiplied RGBA) and the easing of
  /// the segment it starts (`nil` for the default).
  public func addKeyframe(to index: Int, offset: Double, components: [Double], easing: Easing?)
    -> Bool
  {
    guard drafts.indices.contains(index) else { return fail(.noSuchAnimation) }
    guard components.allSatisfy({ $0.isFinite }) else { return fail(.nonFiniteValue) }
    drafts[index].offsets.append(offset)
    drafts[index].values.append(components)
    drafts[index].easings.append(easing)
    return succeed()
  }

  /// Adds a keyframe whose segment easing is CSS-style text (`nil` for the
  /// default).
  public func addKeyframe(to index: Int, offset: Double, components: [Double], easing text: String?)
    -> Bool
  {
    var easing: Easing?
    if let text {
      do { easing = try Easing(parsing: text) } catch { return fail(.text(error.description)) }
    }
    return addKeyframe(to: index, offset: offset, components: components, easing: easing)
  }

  /// Adds a colour keyframe from CSS colour text.
  public func addColorKeyframe(to index: Int, offset: Double, color: String, easing: String?)
    -> Bool
  {
    do {
      let parsed = try RGBAColor(parsing: color)
      return addKeyframe(
        to: index, offset: offset,
        components: [parsed.red, parsed.green, parsed.blue, parsed.alpha], easing: easing)
    } catch {
      return fail(.text(error.description))
    }
  }

  /// Validates every description and builds the animations; on failure
  /// nothing is built and ``lastError`` names the animation and problem.
  public func build() -> Bool {
    choreography.removeAll()
    buffer.values = [Double](repeating: 0, count: drafts.count * 5)
    for (index, draft) in drafts.enumerated() {
      do {
        try add(draft, at: index)
      } catch {
        choreography.removeAll()
        return fail(.keyframes(animation: index, error))
      }
    }
    return succeed()
  }

  /// Evaluates every animation at a content offset into ``output``.
  public func update(contentOffset: ScrollPoint) {
    // Last update's news is this update's status quo.
    var base = 0
    while base < buffer.values.count {
      if buffer.values[base] == 2 { buffer.values[base] = 1 }
      if buffer.values[base] == 3 { buffer.values[base] = 0 }
      base += 5
    }
    metrics.contentOffset = contentOffset
    choreography.update(with: metrics)
  }

  private func add(_ draft: Draft, at index: Int) throws(KeyframeError) {
    let base = index * 5
    let buffer = self.buffer
    switch draft.kind {
    case .number:
      let keyframes = try KeyframeSequence<Double>(
        zip(draft.offsets, draft.values).enumerated().map { position, pair in
          .at(pair.0, pair.1.first ?? 0, easing: draft.easings[position])
        }, defaultEasing: draft.easing)
      let animation = ScrollDrivenAnimation(
        keyframes: keyframes, timeline: draft.timeline, range: draft.range, fill: draft.fill)
      let clamp = draft.clamp
      choreography.add(animation) { value in
        guard var value else { return buffer.clear(base) }
        if let clamp { value = Swift.min(Swift.max(value, clamp.lowerBound), clamp.upperBound) }
        buffer.write(base, value, 0, 0, 0)
      }
    case .pair:
      let keyframes = try KeyframeSequence<ScrollPoint>(
        zip(draft.offsets, draft.values).enumerated().map { position, pair in
          .at(
            pair.0, ScrollPoint(x: pair.1.first ?? 0, y: pair.1.count > 1 ? pair.1[1] : 0),
            easing: draft.easings[position])
        }, defaultEasing: draft.easing)
      let animation = ScrollDrivenAnimation(
        keyframes: keyframes, timeline: draft.timeline, range: draft.range, fill: draft.fill)
      choreography.add(animation) { value in
        guard let value else { return buffer.clear(base) }
        buffer.write(base, value.x, value.y, 0, 0)
      }
    case .color:
      let keyframes = try KeyframeSequence<RGBAColor>(
        zip(draft.offsets, draft.values).enumerated().map { position, pair in
          let c = pair.1 + [0, 0, 0, 1].dropFirst(pair.1.count)
          return .at(
            pair.0, RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]),
            easing: draft.easings[position])
        }, defaultEasing: draft.easing, interpolator: .colorSpace(draft.space))
      let animation = ScrollDrivenAnimation(
        keyframes: keyframes, timeline: draft.timeline, range: draft.range, fill: draft.fill)
      choreography.add(animation) { value in
        guard let value else { return buffer.clear(base) }
        buffer.write(base, value.red, value.green, value.blue, value.alpha)
      }
    }
  }

  private func fail(_ reason: Failure) -> Bool {
    failure = reason
    return false
  }

  private func succeed() -> Bool {
    failure = .none
    return true
  }
}
