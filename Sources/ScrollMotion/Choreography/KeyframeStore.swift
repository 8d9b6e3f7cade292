/// The value-independent part of a ``TrackList``: each track's keyframe
/// offsets and easings in flat arrays of plain values, and the search that
/// turns a timing sample into a segment and an eased fraction.
///
/// It is not generic, so its code exists once however many value types a
/// choreography has lists for (the WebAssembly build counts every byte).
///
/// The Bézier solver tables its curves point into are the choreography's
/// ``BezierTablePool``, shared by all its stores: adding and removing
/// tracks take the pool, evaluating takes where its tables start.
///
/// ## Invariants
/// ``Evaluator`` reads the flat arrays through pointers with no bounds
/// check, trusting the records, so these hold after every mutation
/// (``verifyInvariants()`` checks them in debug builds and tests, after
/// each ``append(_:group:pool:)``, ``remove(at:pool:)`` and
/// ``retime(at:group:)``):
/// - the offsets and curves are parallel, one per keyframe;
/// - each record's keyframes, at least two, lie inside them, no two
///   records' overlap, and the keyframes no record holds are the garbage,
///   never more than the live ones (a removal that leaves more compacts);
/// - each record's keyframes start at offset 0, end at 1 and never
///   decrease, and its shape's indices are among them (the last one below
///   1 starts a segment, so it is not the last keyframe);
/// - each curve points at a table slot's start in the pool, or at one of
///   the other easings.
struct KeyframeStore {
  /// A track's plain-valued state, read and written on every update.
  struct Record {
    /// The track's timing group: its timeline and effect timing, sampled
    /// once per update for all the tracks that share them.
    var group: Int
    /// Where the track's keyframes start in the flat arrays, and how many.
    var first: Int
    var count: Int
    var shape: KeyframeTable.Shape
    /// The keyframe segment of the last evaluation.
    var hint: Int
  }

  /// What one track with an effect shows for a sample: exactly the
  /// keyframe value at `start`, or the blend of the values at `start` and
  /// `start + 1` at `fraction`.
  struct Evaluation {
    var start: Int
    var fraction: Double
    var kind: Kind

    enum Kind {
      case held
      case blended
    }
  }

  private(set) var records: [Record] = []

  // One element per keyframe, tracks one after the other; removed tracks
  // leave garbage behind until there is as much of it as live data.
  private var offsets: [Double] = []
  private var curves: [SegmentCurve] = []
  private var garbage = 0
  // The other easings the curves point into.
  private var otherEasings: [Easing] = []

  /// Appends a track's keyframes in timing group `group`, their Bézier
  /// curves' tables in `pool`.
  mutating func append(_ table: KeyframeTable, group: Int, pool: inout BezierTablePool) {
    records.append(
      Record(
        group: group, first: offsets.count, count: table.offsets.count, shape: table.shape,
        hint: 0))
    offsets.append(contentsOf: table.offsets)
    for easing in table.easings { curves.append(pooled(easing, in: &pool)) }
    assert(verifyInvariants())
  }

  private mutating func pooled(_ easing: Easing, in pool: inout BezierTablePool) -> SegmentCurve {
    switch easing.kind {
    case .linear:
      return .linear
    case .cubicBezier(let curve):
      return .bezier(pool.retain(curve))
    default:
      otherEasings.append(easing)
      return .other(otherEasings.count - 1)
    }
  }

  /// Removes the track at `index` by moving the last one into its place,
  /// releasing its tables in `pool`. Returns, when the keyframes were
  /// compacted, each live track's old keyframe range in the new order, for
  /// the values to follow.
  mutating func remove(at index: Int, pool: inout BezierTablePool) -> [Range<Int>]? {
    let first = records[index].first
    for curve in curves[first..<first + records[index].count] {
      if case .bezier(let start) = curve { pool.release(start) }
    }
    garbage += records[index].count
    records.removeBySwappingLast(at: index)
    guard garbage > offsets.count - garbage else {
      assert(verifyInvariants())
      return nil
    }
    let ranges = compact()
    assert(verifyInvariants())
    return ranges
  }

  /// Rearranges a track list's per-keyframe `values` (`stride` of them per
  /// keyframe) as a compaction by ``remove(at:)`` rearranged the keyframes:
  /// `ranges` are the live tracks' old keyframe ranges in their new order.
  static func rearrange<Value>(_ values: inout [Value], as ranges: [Range<Int>], stride: Int = 1) {
    let old = values
    values.removeAll(keepingCapacity: true)
    for range in ranges {
      values.append(contentsOf: old[range.lowerBound * stride..<range.upperBound * stride])
    }
  }

  /// Copies the live keyframes to fresh flat arrays; the Bézier tables
  /// stay where they are in the pool.
  private mutating func compact() -> [Range<Int>] {
    let oldOffsets = offsets
    let oldCurves = curves
    let oldEasings = otherEasings
    offsets.removeAll(keepingCapacity: true)
    curves.removeAll(keepingCapacity: true)
    otherEasings.removeAll(keepingCapacity: true)
    var ranges: [Range<Int>] = []
    for track in records.indices {
      let range = records[track].first..<records[track].first + records[track].count
      ranges.append(range)
      records[track].first = offsets.count
      offsets.append(contentsOf: oldOffsets[range])
      for curve in oldCurves[range] {
        switch curve {
        case .linear, .bezier:
          curves.append(curve)
        case .other(let index):
          curves.append(.other(otherEasings.count))
          otherEasings.append(oldEasings[index])
        }
      }
    }
    garbage = 0
    return ranges
  }

  /// Moves the track at `index` to another timing group.
  mutating func retime(at index: Int, group: Int) {
    records[index].group = group
    assert(verifyInvariants())
  }

  /// The number of keyframes in the flat arrays, garbage included: the
  /// length of the lists' parallel values.
  var keyframeCount: Int { offsets.count }

  /// Whether the invariants (see the type's documentation) hold: for
  /// `assert(verifyInvariants())` after each mutation, which debug builds
  /// and tests run and release builds compile out. Linear in the
  /// keyframes.
  func verifyInvariants() -> Bool {
    guard curves.count == offsets.count else { return false }
    var isHeld = [Bool](repeating: false, count: offsets.count)
    var live = 0
    for record in records {
      guard record.count >= 2, record.first >= 0, record.first <= offsets.count - record.count
      else { return false }
      let range = record.first..<record.first + record.count
      for keyframe in range {
        guard !isHeld[keyframe] else { return false }
        isHeld[keyframe] = true
        guard keyframe == range.lowerBound || offsets[keyframe - 1] <= offsets[keyframe] else {
          return false
        }
      }
      guard offsets[range.lowerBound] == 0, offsets[range.upperBound - 1] == 1,
        (0..<record.count).contains(record.shape.lastAtZero),
        (0..<record.count - 1).contains(record.shape.lastBelowOne)
      else { return false }
      live += record.count
    }
    guard garbage == offsets.count - live, garbage <= live else { return false }
    for curve in curves {
      switch curve {
      case .linear: continue
      case .bezier(let start):
        guard start >= 0, start % BezierTablePool.slotStride == 0 else { return false }
      case .other(let index):
        guard otherEasings.indices.contains(index) else { return false }
      }
    }
    return true
  }

  /// Calls `body` with an ``Evaluator`` over the flat arrays and the
  /// pool's `tables`, so that a caller's own loop can evaluate tracks one
  /// at a time.
  mutating func withEvaluator<Result>(
    tables: UnsafePointer<Double>, _ body: (Evaluator) -> Result
  ) -> Result {
    let otherEasings = self.otherEasings
    return offsets.withUnsafeBufferPointer { offsets in
      curves.withUnsafeBufferPointer { curves in
        records.withUnsafeMutableBufferPointer { records in
          body(
            Evaluator(
              records: records, offsets: Self.start(of: offsets), curves: Self.start(of: curves),
              tables: tables, otherEasings: otherEasings))
        }
      }
    }
  }

  /// Where `buffer`'s elements start. An empty array's buffer may have no
  /// address; then no track reads it, and any aligned address will do.
  private static func start<Element>(of buffer: UnsafeBufferPointer<Element>)
    -> UnsafePointer<Element>
  {
    buffer.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<Element>.alignment)!
  }

  /// The store's arrays seen through pointers, valid inside
  /// ``withEvaluator(_:)``: no bounds checks, no copies, one uniqueness
  /// check per array for a whole update.
  ///
  /// The flat arrays are plain pointers rather than buffers, whose
  /// optional start a loop would otherwise test on every track.
  struct Evaluator {
    /// The tracks' records; evaluating updates their search hints.
    let records: UnsafeMutableBufferPointer<Record>
    let offsets: UnsafePointer<Double>
    let curves: UnsafePointer<SegmentCurve>
    let tables: UnsafePointer<Double>
    let otherEasings: [Easing]

    /// Track `index` for `sample`: its keyframe segment and eased
    /// fraction, or the keyframe it holds.
    // Inlined into the callers' loops, which keeps their values in
    // registers (left to itself the compiler calls it once the Bézier
    // solve is inlined here). The browser engine (Embedded Swift, compiled
    // for size) keeps one copy for the three ``ConcreteTrackList``s and
    // ``TrackList``; inlined in each it costs hundreds of bytes.
    #if hasFeature(Embedded)
      @inline(never)
    #else
      @inline(__always)
    #endif
    func evaluate(_ index: Int, for sample: EffectTiming.Sample) -> Evaluation {
      let first = records[index].first
      let position = KeyframeTable.position(
        at: sample.progress,
        offsets: UnsafeBufferPointer(start: offsets + first, count: records[index].count),
        shape: records[index].shape, hint: &records[index].hint)
      let start = first &+ position.index
      if position.isHeld { return Evaluation(start: start, fraction: 0, kind: .held) }
      let x = position.distance
      let fraction: Double
      switch curves[start] {
      case .linear:
        fraction = x
      case .bezier(let table):
        fraction = CubicBezier.value(at: x, table: tables + table)
      case .other(let easing):
        fraction = otherEasings[easing].transform(x, beforeFlag: sample.beforeFlag)
      }
      return Evaluation(start: start, fraction: fraction, kind: .blended)
    }
  }
}
