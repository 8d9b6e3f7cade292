/// The animations of one value type: a ``KeyframeStore`` for the search
/// and easing, and the values, blends, sinks and last deliveries.
///
/// A choreography uses it for value types other than the concrete ones,
/// which ``ConcreteTracks`` holds in lists specialised for each.
///
/// ## Invariants
/// The update reads the values and sinks and writes the deliveries
/// through buffers with no bounds check, at the indices the store's
/// records give, so after every mutation (checked by
/// ``verifyInvariants()`` in debug builds and tests) there is one entry,
/// blend, interpolator, sink and delivery per record, one value per
/// keyframe of the store (``KeyframeStore/keyframeCount``), and the
/// store's own invariants hold.
struct TrackList<Value: Equatable, Sink> {
  private var store = KeyframeStore()
  // One element per track.
  private(set) var entries: [Int] = []
  /// The built-in blend the list's code runs; `nil` calls the track's
  /// interpolator.
  private var blends: [BuiltInBlend?] = []
  private var interpolators: [Interpolator<Value>] = []
  private var sinks: [Sink] = []
  // The last delivered value, meaningful once `hasDelivered`.
  private var delivered: [Value?] = []
  private var hasDelivered: [Bool] = []
  /// One element per keyframe, parallel to the store's offsets.
  private var values: [Value] = []

  /// The number of tracks.
  var count: Int { entries.count }

  /// The timing group of the track at `index`.
  func group(at index: Int) -> Int { store.records[index].group }

  /// Appends a track in timing group `group`, its Bézier tables in `pool`,
  /// and returns its index.
  ///
  /// With `builtInBlends` the list's own blend runs the interpolators
  /// that name a built-in blend; without, every track calls its
  /// interpolator.
  mutating func append(
    _ animation: ScrollDrivenAnimation<Value>, sink: Sink, group: Int, entry: Int,
    pool: inout BezierTablePool, builtInBlends: Bool = true
  ) -> Int {
    let sequence = animation.keyframes
    store.append(sequence.table, group: group, pool: &pool)
    values.append(contentsOf: sequence.values)
    entries.append(entry)
    blends.append(builtInBlends ? sequence.interpolator.builtIn : nil)
    interpolators.append(sequence.interpolator)
    sinks.append(sink)
    delivered.append(nil)
    hasDelivered.append(false)
    assert(verifyInvariants())
    return entries.count - 1
  }

  /// Removes the track at `index` by moving the last one into its place,
  /// releasing its tables in `pool`; returns the moved track's identity
  /// entry, if one moved.
  mutating func remove(at index: Int, pool: inout BezierTablePool) -> Int? {
    let last = entries.count - 1
    entries.removeBySwappingLast(at: index)
    blends.removeBySwappingLast(at: index)
    interpolators.removeBySwappingLast(at: index)
    sinks.removeBySwappingLast(at: index)
    delivered.removeBySwappingLast(at: index)
    hasDelivered.removeBySwappingLast(at: index)
    if let ranges = store.remove(at: index, pool: &pool) {
      KeyframeStore.rearrange(&values, as: ranges)
    }
    assert(verifyInvariants())
    return index < last ? entries[index] : nil
  }

  /// Whether the invariants (see the type's documentation) hold: for
  /// `assert(verifyInvariants())` after each mutation, which debug builds
  /// and tests run and release builds compile out.
  func verifyInvariants() -> Bool {
    let count = store.records.count
    return entries.count == count && blends.count == count && interpolators.count == count
      && sinks.count == count && delivered.count == count && hasDelivered.count == count
      && values.count == store.keyframeCount && store.verifyInvariants()
  }

  /// Moves the track at `index` to another timing group; its value is
  /// delivered again if it changes.
  mutating func retime(at index: Int, group: Int) {
    store.retime(at: index, group: group)
  }

  /// Evaluates every track for the sample of its timing group, with the
  /// choreography's ``BezierTablePool/tables``, and delivers changed
  /// values with `deliver`; `blend` mixes two keyframe values as the
  /// track's built-in blend says (tracks without one call their
  /// interpolator).
  mutating func update(
    samples: [EffectTiming.Sample?], tables: UnsafePointer<Double>,
    blend: (Value, Value, Double, BuiltInBlend) -> Value, deliver: (Sink, Value?) -> Void
  ) {
    guard !entries.isEmpty else { return }
    // Moved out while the evaluator holds the store, and back after.
    var delivered: [Value?] = []
    var hasDelivered: [Bool] = []
    swap(&delivered, &self.delivered)
    swap(&hasDelivered, &self.hasDelivered)
    let blends = self.blends
    let interpolators = self.interpolators
    store.withEvaluator(tables: tables) { evaluator in
      values.withUnsafeBufferPointer { values in
        sinks.withUnsafeBufferPointer { sinks in
          delivered.withUnsafeMutableBufferPointer { delivered in
            hasDelivered.withUnsafeMutableBufferPointer { hasDelivered in
              for index in delivered.indices {
                var value: Value?
                if let sample = samples[evaluator.records[index].group] {
                  let evaluation = evaluator.evaluate(index, for: sample)
                  if case .held = evaluation.kind {
                    value = values[evaluation.start]
                  } else {
                    let start = values[evaluation.start]
                    let end = values[evaluation.start + 1]
                    if let builtIn = blends[index] {
                      value = blend(start, end, evaluation.fraction, builtIn)
                    } else {
                      value = interpolators[index](start, end, evaluation.fraction)
                    }
                  }
                }
                if hasDelivered[index], delivered[index] == value { continue }
                hasDelivered[index] = true
                delivered[index] = value
                deliver(sinks[index], value)
              }
            }
          }
        }
      }
    }
    swap(&delivered, &self.delivered)
    swap(&hasDelivered, &self.hasDelivered)
  }
}
