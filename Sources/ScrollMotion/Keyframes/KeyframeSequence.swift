/// Values at offsets along an animation's progress, with an easing per
/// segment: a CSS `@keyframes` rule for any value.
///
/// ## Semantics
/// Evaluation follows Web Animations' keyframe effect: the segment that
/// contains the progress is the one starting at the *last* keyframe whose
/// offset is at or below the progress (and below 1), so
/// - coincident offsets make a jump: at exactly the shared offset the later
///   keyframe wins, just below it the earlier segment still applies;
/// - at progress 1 with several keyframes at offset 1, the last one wins;
/// - each segment is eased by its starting keyframe's easing, or by the
///   sequence's ``defaultEasing`` when the keyframe has none (as CSS applies
///   `animation-timing-function` per keyframe interval).
///
/// Unlike CSS, which fills a missing 0% or 100% keyframe from the element's
/// underlying style, a sequence holds its first value before its first
/// offset and its last value after its last offset: the core knows no
/// underlying style.
///
/// ## Performance
/// The segment is found by binary search from the segment used last, so
/// scrubbing back and forth (consecutive progresses in the same or a
/// neighbouring segment) costs O(1) amortised inside a ``Choreography``.
/// Evaluation allocates nothing.
public struct KeyframeSequence<Value> {
  /// One keyframe: a value at an offset, and the easing of the segment
  /// that starts here.
  public struct Keyframe {
    /// Where the value applies, in `0...1` of the animation's progress.
    public var offset: Double
    /// The value at ``offset``.
    public var value: Value
    /// The easing of the segment from this keyframe to the next; `nil`
    /// uses the sequence's default easing.
    public var easing: Easing?

    /// Creates a keyframe.
    public init(offset: Double, value: Value, easing: Easing? = nil) {
      self.offset = offset
      self.value = value
      self.easing = easing
    }

    /// A keyframe with `value` at `offset`, reading as `.at(0.5, 1.0)`.
    public static func at(_ offset: Double, _ value: Value, easing: Easing? = nil) -> Keyframe {
      Keyframe(offset: offset, value: value, easing: easing)
    }
  }

  /// The keyframes as given, sorted by offset.
  public let keyframes: [Keyframe]
  /// The easing of segments whose starting keyframe names none.
  public let defaultEasing: Easing
  /// How two values blend.
  public let interpolator: Interpolator<Value>

  // The evaluation tables, padded with held values at 0 and 1 when the
  // given keyframes do not reach them, computed once.
  let table: KeyframeTable
  let values: [Value]

  // Compiled here for the common value types too, which callers in other
  // modules then call (`exported: true`): unspecialised, through the value
  // type's metadata, it would be most of the cost of drafting a spec's
  // animations (ScrollMotionWire). The
  // underscored attribute rather than `@specialized`, which needs Swift
  // 6.3 (the package declares 6.2). Left out of the WebAssembly engine: one
  // module, where every call is specialised anyway, and where Embedded
  // Swift references the exported entry points without emitting them.

  /// Creates a sequence, validating the offsets.
  ///
  /// - Parameters:
  ///   - keyframes: One or more keyframes with finite offsets in `0...1`,
  ///     in non-decreasing order (equal offsets are allowed and make a jump).
  ///   - defaultEasing: The easing of segments whose keyframe has none.
  ///   - interpolator: How to blend two values.
  /// - Throws: ``KeyframeError`` naming the first bad keyframe.
  #if !hasFeature(Embedded)
    @_specialize(exported:true,where Value == Double)
    @_specialize(exported:true,where Value == ScrollPoint)
    @_specialize(exported:true,where Value == RGBAColor)
  #endif
  public init(
    _ keyframes: [Keyframe], defaultEasing: Easing = .linear, interpolator: Interpolator<Value>
  ) throws(KeyframeError) {
    if let problem = KeyframeError.firstProblem(
      count: keyframes.count, offset: { keyframes[$0].offset })
    {
      throw problem
    }
    self.init(validated: keyframes, defaultEasing: defaultEasing, interpolator: interpolator)
  }

  /// Builds the evaluation tables from keyframes already known to be
  /// non-empty, in range and sorted.
  private init(
    validated keyframes: [Keyframe], defaultEasing: Easing, interpolator: Interpolator<Value>
  ) {
    self.keyframes = keyframes
    self.defaultEasing = defaultEasing
    self.interpolator = interpolator
    var offsets: [Double] = []
    var values: [Value] = []
    var easings: [Easing] = []
    offsets.reserveCapacity(keyframes.count + 2)
    values.reserveCapacity(keyframes.count + 2)
    easings.reserveCapacity(keyframes.count + 2)
    // Hold the first and last values out to 0 and 1, so that there are
    // always at least two entries and a segment starting at 0.
    if let first = keyframes.first, first.offset > 0 {
      offsets.append(0)
      values.append(first.value)
      easings.append(.linear)
    }
    for keyframe in keyframes {
      offsets.append(keyframe.offset)
      values.append(keyframe.value)
      easings.append(keyframe.easing ?? defaultEasing)
    }
    if let last = keyframes.last, last.offset < 1 {
      offsets.append(1)
      values.append(last.value)
      easings.append(.linear)
    }
    self.values = values
    self.table = KeyframeTable(offsets: offsets, easings: easings)
  }

  /// The value at `progress`.
  ///
  /// - Parameters:
  ///   - progress: The animation's progress; usually in `0...1`, other
  ///     values extrapolate the first or last segment. NaN counts as 0.
  ///   - beforeFlag: Web Animations' before flag, passed to step easings.
  public func value(at progress: Double, beforeFlag: Bool = false) -> Value {
    var hint = 0
    return value(at: progress, beforeFlag: beforeFlag, hint: &hint)
  }

  /// The value at `progress`, starting the segment search at `hint` and
  /// leaving the segment used in it, for O(1) scrubbing.
  ///
  /// Any `hint` is accepted; an out-of-range one just costs a binary search.
  package func value(at progress: Double, beforeFlag: Bool = false, hint: inout Int) -> Value {
    let position = table.position(at: progress, beforeFlag: beforeFlag, hint: &hint)
    if position.isHeld { return values[position.index] }
    return interpolator(values[position.index], values[position.index + 1], position.distance)
  }
}

extension KeyframeSequence where Value: Interpolatable {
  /// Creates a sequence that blends with the value type's own
  /// interpolation.
  ///
  /// - Throws: ``KeyframeError`` naming the first bad keyframe.
  public init(_ keyframes: [Keyframe], defaultEasing: Easing = .linear) throws(KeyframeError) {
    try self.init(keyframes, defaultEasing: defaultEasing, interpolator: .standard)
  }

  /// A two-keyframe sequence from `start` at 0 to `end` at 1: a
  /// "begin state" and "end state".
  ///
  /// This cannot fail, so it does not throw.
  public init(from start: Value, to end: Value, easing: Easing = .linear) {
    self.init(
      validated: [.at(0, start), .at(1, end)], defaultEasing: easing, interpolator: .standard)
  }
}

extension KeyframeSequence {
  /// A two-keyframe sequence from `start` at 0 to `end` at 1 with an
  /// explicit interpolator (for colours in a chosen space).
  public init(
    from start: Value, to end: Value, easing: Easing = .linear, interpolator: Interpolator<Value>
  ) {
    self.init(
      validated: [.at(0, start), .at(1, end)], defaultEasing: easing, interpolator: interpolator)
  }

  /// A sequence that is `value` at every progress.
  public init(constant value: Value, interpolator: Interpolator<Value>) {
    self.init(validated: [.at(0, value)], defaultEasing: .linear, interpolator: interpolator)
  }
}

extension KeyframeSequence: Sendable where Value: Sendable {}
extension KeyframeSequence.Keyframe: Sendable where Value: Sendable {}
