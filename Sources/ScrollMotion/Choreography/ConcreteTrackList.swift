/// The animations of one value type with a concrete list (numbers, points
/// or colours):
/// a ``ConcreteTrackTable`` for the search, easing and blends, and the
/// keyframe values, sinks and last deliveries of that type.
///
/// Specialised for its type, the update's loop stores, blends, compares and
/// delivers only the type's own components, with no switch on the kind of
/// value per track; ``ConcreteTracks`` holds one list per type.
///
/// ## Invariants
/// The update reads and writes the outputs, sinks and keyframe values
/// through buffers with no bounds check, at the indices the table's
/// records give, so after every mutation (checked by
/// ``verifyInvariants()`` in debug builds and tests):
/// - there is one output and one sink per track of the table, and one
///   value per keyframe of its store (``KeyframeStore/keyframeCount``),
///   whose invariants hold (``ConcreteTrackTable``);
/// - each custom blend names one of the list's interpolators, and only a
///   track with a built-in blend is blended inline.
struct ConcreteTrackList<Value: ConcreteValue> {
  typealias Blend = ConcreteTrackTable.Blend

  /// A track's last delivery, read and written on every update.
  private struct Output {
    /// 0 nothing delivered yet, 1 `nil` delivered, 2 a value.
    var delivery: UInt8 = 0
    /// Whether the update blends the track with ``ConcreteValue/inlineBlend(_:_:at:)``
    /// (decided when it is added) rather than out of line.
    var isInline: Bool
    /// Whether the last delivery was for the track's current timing group
    /// and data: then, while the group's sample stays the same, so does
    /// the value, and the track is skipped.
    var isCurrent = false
    /// The last delivered value, when `delivery` is 2.
    var delivered: Value
  }

  private var table = ConcreteTrackTable()
  // One element per track.
  private var outputs: [Output] = []
  // The sinks, one per track, in a `ContiguousArray` that the update holds
  // as a constant: a closure read from it is called without retaining its
  // context (Swift 6.3, Linux). Read from an `Array`, an unsafe buffer or
  // an enum payload, each call is wrapped in a retain and a release.
  private var sinks: ContiguousArray<Value.Sink> = []
  // One element per keyframe, parallel to the store's offsets.
  private var values: [Value] = []
  private var customBlends: [Interpolator<Value>] = []

  /// The timing group of the track at `index`.
  func group(at index: Int) -> Int { table.group(at: index) }

  /// Appends `animation` in timing group `group`, its Bézier tables in
  /// `pool`; returns its index.
  // Out of line: inlined into the engine's `add`, it costs the WebAssembly
  // build more.
  @inline(never)
  mutating func append(
    _ animation: ScrollDrivenAnimation<Value>, sink: Value.Sink, group: Int, entry: Int,
    pool: inout BezierTablePool
  ) -> Int {
    let sequence = animation.keyframes
    var blend = Blend.custom(customBlends.count)
    var isInline = false
    if let builtIn = sequence.interpolator.builtIn {
      blend = .builtIn(builtIn)
      #if !hasFeature(Embedded)
        // The browser engine blends every track out of line (see
        // `deliver`).
        isInline = Value.hasInlineBlend(sequence.values, builtIn)
      #endif
    } else {
      customBlends.append(sequence.interpolator)
    }
    // One append per value: `append(contentsOf:)`, specialised for each
    // list, costs the WebAssembly build hundreds of bytes.
    for value in sequence.values { values.append(value) }
    outputs.append(Output(isInline: isInline, delivered: sequence.values[0]))
    sinks.append(sink)
    let index = table.append(
      sequence.table, group: group, entry: entry, blend: blend, pool: &pool)
    assert(verifyInvariants())
    return index
  }

  /// Removes the track at `index` by moving the last one into its place,
  /// releasing its tables in `pool`; returns the moved track's identity
  /// entry, if one moved.
  mutating func remove(at index: Int, pool: inout BezierTablePool) -> Int? {
    outputs.removeBySwappingLast(at: index)
    sinks.removeBySwappingLast(at: index)
    let (moved, ranges) = table.remove(at: index, pool: &pool)
    if let ranges { KeyframeStore.rearrange(&values, as: ranges) }
    // Custom blends are few; they are not compacted.
    assert(verifyInvariants())
    return moved
  }

  /// Whether the list's invariants hold and every track's timing group
  /// passes `groups`.
  func verifyInvariants(groups: (Int) -> Bool) -> Bool {
    verifyInvariants() && table.store.records.allSatisfy { groups($0.group) }
  }

  /// Whether the invariants (see the type's documentation) hold: for
  /// `assert(verifyInvariants())` after each mutation, which debug builds
  /// and tests run and release builds compile out. Linear in the tracks
  /// and keyframes.
  func verifyInvariants() -> Bool {
    guard outputs.count == table.count, sinks.count == table.count,
      values.count == table.store.keyframeCount, table.verifyInvariants()
    else { return false }
    for (output, blend) in zip(outputs, table.blends) {
      switch blend {
      case .builtIn: continue
      case .custom(let index):
        guard customBlends.indices.contains(index), !output.isInline else { return false }
      }
    }
    return true
  }

  /// Moves the track at `index` to another timing group; its value is
  /// delivered again if it changes.
  mutating func retime(at index: Int, group: Int) {
    table.retime(at: index, group: group)
    outputs[index].isCurrent = false
  }

  /// Evaluates every track for the sample of its timing group and calls
  /// the sinks of those whose value changed; a track whose group's sample
  /// is `unchanged` since the last update, and that was evaluated then, is
  /// skipped. `tables` is the choreography's
  /// ``BezierTablePool/tables``.
  ///
  /// One loop searches, eases, blends and delivers each track, through
  /// buffer pointers: no bounds checks, no intermediate list, and one
  /// uniqueness check per array rather than per element written.
  mutating func update(
    samples: [EffectTiming.Sample?], unchanged: [Bool], tables: UnsafePointer<Double>
  ) {
    guard table.count > 0 else { return }
    let blends = table.blends
    let customBlends = self.customBlends
    // Constants for the whole update, so that calling a sink retains
    // nothing (see `sinks`).
    let sinks = self.sinks
    // Moved out while the evaluator holds the store, and back after.
    var outputs: [Output] = []
    swap(&outputs, &self.outputs)
    table.withEvaluator(tables: tables) { evaluator in
      samples.withUnsafeBufferPointer { samples in
        unchanged.withUnsafeBufferPointer { unchanged in
          values.withUnsafeBufferPointer { values in
            outputs.withUnsafeMutableBufferPointer { outputs in
              Self.deliver(
                outputs, evaluator: evaluator, samples: samples, unchanged: unchanged,
                values: values, sinks: sinks, blends: blends, customBlends: customBlends)
            }
          }
        }
      }
    }
    swap(&outputs, &self.outputs)
  }

  /// The loop of ``update(samples:unchanged:tables:)``: searches, eases, blends
  /// and delivers each track.
  ///
  /// A function of its own, so that its pointers are arguments held in
  /// registers: as the innermost of the update's closures (when the
  /// compiler leaves it out of line, as it does once the loop grows) it
  /// reloads them through the closure's context on every track.
  @inline(never)
  private static func deliver(
    _ outputs: UnsafeMutableBufferPointer<Output>, evaluator: KeyframeStore.Evaluator,
    samples: UnsafeBufferPointer<EffectTiming.Sample?>, unchanged: UnsafeBufferPointer<Bool>,
    values: UnsafeBufferPointer<Value>, sinks: ContiguousArray<Value.Sink>, blends: [Blend],
    customBlends: [Interpolator<Value>]
  ) {
    for index in outputs.indices {
      let group = evaluator.records[index].group
      if unchanged[group] && outputs[index].isCurrent { continue }
      outputs[index].isCurrent = true
      guard let sample = samples[group] else {
        if outputs[index].delivery == 1 { continue }
        outputs[index].delivery = 1
        Value.call(sinks[index], with: nil)
        continue
      }
      let evaluation = evaluator.evaluate(index, for: sample)
      let start = evaluation.start
      let value: Value
      if case .held = evaluation.kind {
        value = values[start]
      } else {
        // Wrapping arithmetic: indices into arrays that exist cannot
        // overflow, and the check costs every track.
        let end = start &+ 1
        #if hasFeature(Embedded)
          // The browser engine, compiled for size, keeps every blend
          // out of line.
          value = Self.blended(
            values[start], values[end], evaluation.fraction, blends[index], customBlends)
        #else
          // The built-in blends of numbers, points and sRGB colours
          // inline: called, each costs as much again as its arithmetic.
          if outputs[index].isInline {
            value = Value.inlineBlend(values[start], values[end], at: evaluation.fraction)
          } else {
            value = Self.blended(
              values[start], values[end], evaluation.fraction, blends[index], customBlends)
          }
        #endif
      }
      if outputs[index].delivery == 2, outputs[index].delivered == value { continue }
      outputs[index].delivery = 2
      outputs[index].delivered = value
      Value.call(sinks[index], with: value)
    }
  }

  /// The value `fraction` of the way from `start` to `end`, for the blends
  /// ``update(samples:unchanged:tables:)`` does not run inline.
  @inline(never)
  private static func blended(
    _ start: Value, _ end: Value, _ fraction: Double, _ blend: Blend,
    _ customBlends: [Interpolator<Value>]
  ) -> Value {
    switch blend {
    case .builtIn(let builtIn):
      return Value.blend(start, end, at: fraction, builtIn)
    case .custom(let custom):
      return customBlends[custom].blend(start, end, fraction)
    }
  }
}
