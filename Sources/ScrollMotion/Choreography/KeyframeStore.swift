/// The value-independent part of a ``TrackList``: each track's keyframe
/// offsets and easings in flat arrays of plain values, and the search that
/// turns a timing sample into a segment and an eased fraction.
///
/// It is not generic, so its code exists once however many value types a
/// choreography has lists for (the WebAssembly build counts every byte).
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

  /// What one track shows for the current update: no effect, exactly the
  /// keyframe value at `start`, or the blend of the values at `start` and
  /// `start + 1` at `fraction`.
  struct Evaluation {
    var start: Int
    var fraction: Double
    var kind: Kind

    enum Kind {
      case none
      case held
      case blended
    }
  }

  private(set) var records: [Record] = []
  /// This update's evaluation of each track.
  private(set) var evaluations: [Evaluation] = []

  // One element per keyframe, tracks one after the other; removed tracks
  // leave garbage behind until there is as much of it as live data.
  private var offsets: [Double] = []
  private var curves: [SegmentCurve] = []
  private var garbage = 0
  // The Bézier solver tables and other easings the curves point into.
  private var bezierTables: [Double] = []
  private var otherEasings: [Easing] = []
  // The last four curves pooled, as x1, y1, x2, y2 and where the table
  // starts, in a ring: a curve equal to one of them shares its table
  // (about 1.1 KB each) instead of adding a copy, as when an app gives
  // many animations the same easing. Plain numbers, NaN for an empty
  // slot (never equal). Left out of the browser engine, as the search in
  // `pooled(_:)` says.
  #if !hasFeature(Embedded)
    private var recentBeziers = [Double](repeating: .nan, count: 20)
    private var nextRecent = 0
  #endif

  /// The number of Bézier solver tables pooled, shared ones counted once.
  var bezierTableCount: Int { bezierTables.count / CubicBezier.tableCount }

  /// Appends a track's keyframes in timing group `group`.
  mutating func append(_ table: KeyframeTable, group: Int) {
    records.append(
      Record(
        group: group, first: offsets.count, count: table.offsets.count, shape: table.shape,
        hint: 0))
    evaluations.append(Evaluation(start: 0, fraction: 0, kind: .none))
    offsets.append(contentsOf: table.offsets)
    for easing in table.easings { curves.append(pooled(easing)) }
  }

  private mutating func pooled(_ easing: Easing) -> SegmentCurve {
    switch easing.kind {
    case .linear:
      return .linear
    case .cubicBezier(let curve):
      // The browser engine shares nothing: the search costs the
      // WebAssembly build about 260 bytes gzipped, more than the motion
      // engine's budget has left, and a page only pays the copies in
      // memory.
      #if !hasFeature(Embedded)
        for slot in stride(from: 0, to: 20, by: 5)
        where recentBeziers[slot] == curve.x1 && recentBeziers[slot + 1] == curve.y1
          && recentBeziers[slot + 2] == curve.x2 && recentBeziers[slot + 3] == curve.y2
        {
          return .bezier(Int(recentBeziers[slot + 4]))
        }
      #endif
      let start = bezierTables.count
      bezierTables.append(contentsOf: curve.table)
      #if !hasFeature(Embedded)
        let slot = nextRecent * 5
        recentBeziers[slot] = curve.x1
        recentBeziers[slot + 1] = curve.y1
        recentBeziers[slot + 2] = curve.x2
        recentBeziers[slot + 3] = curve.y2
        recentBeziers[slot + 4] = Double(start)
        nextRecent = (nextRecent + 1) % 4
      #endif
      return .bezier(start)
    default:
      otherEasings.append(easing)
      return .other(otherEasings.count - 1)
    }
  }

  /// Removes the track at `index` by moving the last one into its place.
  /// Returns, when the keyframes were compacted, each live track's old
  /// keyframe range in the new order, for the values to follow.
  mutating func remove(at index: Int) -> [Range<Int>]? {
    garbage += records[index].count
    records.removeBySwappingLast(at: index)
    evaluations.removeLast()
    guard garbage > offsets.count - garbage else { return nil }
    return compact()
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

  /// Copies the live keyframes to fresh flat arrays.
  private mutating func compact() -> [Range<Int>] {
    let oldOffsets = offsets
    let oldCurves = curves
    let oldTables = bezierTables
    let oldEasings = otherEasings
    offsets.removeAll(keepingCapacity: true)
    curves.removeAll(keepingCapacity: true)
    bezierTables.removeAll(keepingCapacity: true)
    otherEasings.removeAll(keepingCapacity: true)
    // Shared tables are copied once per use below; sharing starts again
    // with the next curves added.
    #if !hasFeature(Embedded)
      for slot in recentBeziers.indices { recentBeziers[slot] = .nan }
    #endif
    var ranges: [Range<Int>] = []
    for track in records.indices {
      let range = records[track].first..<records[track].first + records[track].count
      ranges.append(range)
      records[track].first = offsets.count
      offsets.append(contentsOf: oldOffsets[range])
      for curve in oldCurves[range] {
        switch curve {
        case .linear:
          curves.append(.linear)
        case .bezier(let start):
          curves.append(.bezier(bezierTables.count))
          bezierTables.append(contentsOf: oldTables[start..<start + CubicBezier.tableCount])
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
  }

  /// Evaluates every track for the sample of its timing group into
  /// ``evaluations``.
  mutating func evaluate(samples: [EffectTiming.Sample?]) {
    // Moved out while the evaluator holds the store, and back after.
    var results: [Evaluation] = []
    swap(&results, &evaluations)
    withEvaluator { evaluator in
      for index in results.indices {
        guard let sample = samples[evaluator.records[index].group] else {
          results[index].kind = .none
          continue
        }
        results[index] = evaluator.evaluate(index, for: sample)
      }
    }
    swap(&results, &evaluations)
  }

  /// Calls `body` with an ``Evaluator`` over the flat arrays, so that a
  /// caller's own loop can evaluate tracks one at a time.
  mutating func withEvaluator<Result>(_ body: (Evaluator) -> Result) -> Result {
    let otherEasings = self.otherEasings
    return offsets.withUnsafeBufferPointer { offsets in
      curves.withUnsafeBufferPointer { curves in
        bezierTables.withUnsafeBufferPointer { tables in
          records.withUnsafeMutableBufferPointer { records in
            body(
              Evaluator(
                records: records, offsets: Self.start(of: offsets), curves: Self.start(of: curves),
                tables: Self.start(of: tables), otherEasings: otherEasings))
          }
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
    // for size) keeps one copy for the three ``CommonTrackList``s and
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
