/// How one keyframe segment of a ``TrackList`` eases, as a plain value so
/// that reading it retains nothing.
enum SegmentCurve {
  /// Output equals input.
  case linear
  /// A cubic Bézier whose solver table starts at this index of the list's
  /// pooled tables.
  case bezier(Int)
  /// Any other easing, at this index of the list's other easings.
  case other(Int)
}

/// The animations of one value type, kept as flat arrays of plain values
/// so that their update is one loop that copies and retains nothing per
/// animation.
///
/// A choreography keeps one list per common value type (numbers, points,
/// colours) as concrete instances, so their update compiles to code for
/// that type inside the module, with no generic dispatch or value-witness
/// copies whatever module calls it.
struct TrackList<Value: Equatable, Sink> {
  /// A track's plain-valued state, read and written on every update.
  private struct Record {
    /// The track's timing group: its timeline and effect timing, sampled
    /// once per update for all the tracks that share them.
    var group: Int
    /// Where the track's keyframes start in the flat arrays, and how many.
    var first: Int
    var count: Int
    var shape: KeyframeTable.Shape
    /// The keyframe segment of the last evaluation.
    var hint: Int
    var blend: BuiltInBlend?
    /// Whether `delivered` holds the last delivered value.
    var hasDelivered: Bool
  }

  // One element per track.
  private var records: [Record] = []
  private(set) var entries: [Int] = []
  // Each list's sink type is a concrete struct around the app's closure:
  // a closure stored directly in a generic array is kept in its most
  // general form and reached through two reabstraction thunks per call.
  private var sinks: [Sink] = []
  private var delivered: [Value?] = []

  // One element per keyframe, tracks one after the other; removed tracks
  // leave garbage behind until there is as much of it as live data.
  private var offsets: [Double] = []
  private var curves: [SegmentCurve] = []
  private var values: [Value] = []
  private var garbage = 0
  // The Bézier solver tables and other easings the curves point into.
  private var bezierTables: [Double] = []
  private var otherEasings: [Easing] = []

  /// The number of tracks.
  var count: Int { records.count }

  /// The timing group of the track at `index`.
  func group(at index: Int) -> Int { records[index].group }

  /// Appends a track in timing group `group` and returns its index.
  mutating func append(
    _ animation: ScrollDrivenAnimation<Value>, sink: Sink, group: Int, entry: Int
  ) -> Int {
    let sequence = animation.keyframes
    records.append(
      Record(
        group: group, first: offsets.count, count: sequence.table.offsets.count,
        shape: sequence.table.shape, hint: 0, blend: sequence.interpolator.builtIn,
        hasDelivered: false))
    offsets.append(contentsOf: sequence.table.offsets)
    values.append(contentsOf: sequence.values)
    for easing in sequence.table.easings { curves.append(pooled(easing)) }
    entries.append(entry)
    sinks.append(sink)
    delivered.append(nil)
    return records.count - 1
  }

  private mutating func pooled(_ easing: Easing) -> SegmentCurve {
    switch easing.kind {
    case .linear:
      return .linear
    case .cubicBezier(let curve):
      bezierTables.append(contentsOf: curve.table)
      return .bezier(bezierTables.count - curve.table.count)
    default:
      otherEasings.append(easing)
      return .other(otherEasings.count - 1)
    }
  }

  /// Removes the track at `index` by moving the last one into its place;
  /// returns the moved track's identity entry, if one moved.
  mutating func remove(at index: Int) -> Int? {
    garbage += records[index].count
    let last = records.count - 1
    records.swapAt(index, last)
    entries.swapAt(index, last)
    sinks.swapAt(index, last)
    delivered.swapAt(index, last)
    records.removeLast()
    entries.removeLast()
    sinks.removeLast()
    delivered.removeLast()
    if garbage > offsets.count - garbage { compact() }
    return index < last ? entries[index] : nil
  }

  /// Copies the live keyframes to fresh flat arrays.
  private mutating func compact() {
    let oldOffsets = offsets
    let oldCurves = curves
    let oldValues = values
    let oldTables = bezierTables
    let oldEasings = otherEasings
    offsets.removeAll(keepingCapacity: true)
    curves.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
    bezierTables.removeAll(keepingCapacity: true)
    otherEasings.removeAll(keepingCapacity: true)
    for track in records.indices {
      let range = records[track].first..<records[track].first + records[track].count
      records[track].first = offsets.count
      offsets.append(contentsOf: oldOffsets[range])
      values.append(contentsOf: oldValues[range])
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
  }

  /// Moves the track at `index` to another timing group; its value is
  /// delivered again if it changes.
  mutating func retime(at index: Int, group: Int) {
    records[index].group = group
  }

  /// Evaluates every track for the sample of its timing group and
  /// delivers changed values with `deliver`; `blend` mixes two keyframe
  /// values as the track's built-in blend (or its own interpolator, for a
  /// list of another type) says.
  ///
  /// The loop reads and writes through buffer pointers: one uniqueness
  /// check per array per update, no bounds checks and no copies.
  mutating func update(
    samples: [EffectTiming.Sample?], blend: (Value, Value, Double, BuiltInBlend?) -> Value,
    deliver: (Sink, Value?) -> Void
  ) {
    guard !records.isEmpty else { return }
    let otherEasings = self.otherEasings
    offsets.withUnsafeBufferPointer { offsets in
      values.withUnsafeBufferPointer { values in
        curves.withUnsafeBufferPointer { curves in
          bezierTables.withUnsafeBufferPointer { tables in
            sinks.withUnsafeBufferPointer { sinks in
              delivered.withUnsafeMutableBufferPointer { delivered in
                records.withUnsafeMutableBufferPointer { records in
                  for index in records.indices {
                    var value: Value? = nil
                    if let sample = samples[records[index].group] {
                      let first = records[index].first
                      let position = KeyframeTable.position(
                        at: sample.progress,
                        offsets: UnsafeBufferPointer(
                          start: offsets.baseAddress! + first, count: records[index].count),
                        shape: records[index].shape, hint: &records[index].hint)
                      let start = first + position.index
                      if position.isHeld {
                        value = values[start]
                      } else {
                        let x = position.distance.isNaN ? 0 : position.distance
                        let eased: Double
                        switch curves[start] {
                        case .linear:
                          eased = x
                        case .bezier(let table):
                          eased = CubicBezier.value(at: x, table: tables.baseAddress! + table)
                        case .other(let easing):
                          eased = otherEasings[easing].transform(x, beforeFlag: sample.beforeFlag)
                        }
                        value = blend(values[start], values[start + 1], eased, records[index].blend)
                      }
                    }
                    if records[index].hasDelivered, delivered[index] == value { continue }
                    records[index].hasDelivered = true
                    delivered[index] = value
                    deliver(sinks[index], value)
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

/// The sink of a number animation.
struct NumberSink {
  let call: (Double?) -> Void
}

/// The sink of a point animation.
struct PointSink {
  let call: (ScrollPoint?) -> Void
}

/// The sink of a colour animation.
struct ColorSink {
  let call: (RGBAColor?) -> Void
}

/// A progress observer: the percentage offset technique.
struct ProgressTrack {
  let sink: (Double?) -> Void
  let clamped: Bool
  var slot: Int
  let entry: Int
  var delivered: Double? = nil
  var hasDelivered = false
}

/// The tracks of a value type without a list of its own, behind a class so
/// that a choreography can hold them in one array. Its update runs generic
/// code; the common types have concrete lists instead.
class OtherTracks {
  /// Evaluates and delivers.
  func update(samples: [EffectTiming.Sample?]) {}
  /// Moves the track to another timing group.
  func retime(slot: Int) {}
  /// The timing group.
  var slot: Int { 0 }
  /// The identity entry.
  var entry: Int { 0 }
}

/// One animation of any value type.
final class OtherTrack<Value: Equatable>: OtherTracks {
  private var list = TrackList<Value, (Value?) -> Void>()
  private let interpolator: Interpolator<Value>

  init(
    _ animation: ScrollDrivenAnimation<Value>, sink: @escaping (Value?) -> Void, slot: Int,
    entry: Int
  ) {
    interpolator = animation.keyframes.interpolator
    super.init()
    _ = list.append(animation, sink: sink, group: slot, entry: entry)
  }

  override func update(samples: [EffectTiming.Sample?]) {
    let interpolator = self.interpolator
    list.update(samples: samples) { start, end, fraction, _ in
      interpolator(start, end, fraction)
    } deliver: { sink, value in
      sink(value)
    }
  }

  override func retime(slot: Int) {
    list.retime(at: 0, group: slot)
  }

  override var slot: Int { list.group(at: 0) }
  override var entry: Int { list.entries[0] }
}
