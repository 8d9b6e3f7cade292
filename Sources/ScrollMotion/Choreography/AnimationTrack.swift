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
struct TrackList<Value: Equatable> {
  /// Where a track's keyframes sit in the flat arrays, and their shape.
  private struct Keyframes {
    var first: Int
    var count: Int
    var shape: KeyframeTable.Shape
  }

  // One element per track.
  private(set) var slots: [Int] = []
  private(set) var entries: [Int] = []
  private var hints: [Int] = []
  private var timings: [EffectTiming] = []
  private var keyframes: [Keyframes] = []
  private var blends: [BuiltInBlend?] = []
  private var sinks: [(Value?) -> Void] = []
  // The last delivered value, meaningful once `hasDelivered`.
  private var delivered: [Value?] = []
  private var hasDelivered: [Bool] = []

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
  var count: Int { slots.count }

  /// Appends a track and returns its index.
  mutating func append(
    _ animation: ScrollDrivenAnimation<Value>, sink: @escaping (Value?) -> Void, slot: Int,
    entry: Int
  ) -> Int {
    let sequence = animation.keyframes
    keyframes.append(
      Keyframes(
        first: offsets.count, count: sequence.table.offsets.count, shape: sequence.table.shape))
    offsets.append(contentsOf: sequence.table.offsets)
    values.append(contentsOf: sequence.values)
    for easing in sequence.table.easings { curves.append(pooled(easing)) }
    slots.append(slot)
    entries.append(entry)
    hints.append(0)
    timings.append(animation.timing)
    blends.append(sequence.interpolator.builtIn)
    sinks.append(sink)
    delivered.append(nil)
    hasDelivered.append(false)
    return slots.count - 1
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
    garbage += keyframes[index].count
    let last = slots.count - 1
    slots.swapAt(index, last)
    entries.swapAt(index, last)
    hints.swapAt(index, last)
    timings.swapAt(index, last)
    keyframes.swapAt(index, last)
    blends.swapAt(index, last)
    sinks.swapAt(index, last)
    delivered.swapAt(index, last)
    hasDelivered.swapAt(index, last)
    slots.removeLast()
    entries.removeLast()
    hints.removeLast()
    timings.removeLast()
    keyframes.removeLast()
    blends.removeLast()
    sinks.removeLast()
    delivered.removeLast()
    hasDelivered.removeLast()
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
    for track in keyframes.indices {
      let range = keyframes[track].first..<keyframes[track].first + keyframes[track].count
      keyframes[track].first = offsets.count
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

  /// Moves the track at `index` to another timeline slot; its value is
  /// delivered again if it changes.
  mutating func retime(at index: Int, slot: Int) {
    slots[index] = slot
  }

  /// Evaluates every track for the timeline states by slot and delivers
  /// changed values; `blend` mixes two keyframe values as the track's
  /// built-in blend (or its own interpolator, for a list of another type)
  /// says.
  mutating func update(
    states: [TimelineState?], blend: (Value, Value, Double, BuiltInBlend?) -> Value
  ) {
    for index in slots.indices {
      let value = evaluate(index, states: states, blend: blend)
      if hasDelivered[index], delivered[index] == value { continue }
      hasDelivered[index] = true
      delivered[index] = value
      sinks[index](value)
    }
  }

  private mutating func evaluate(
    _ index: Int, states: [TimelineState?], blend: (Value, Value, Double, BuiltInBlend?) -> Value
  ) -> Value? {
    guard let state = states[slots[index]], let sample = timings[index].sample(in: state) else {
      return nil
    }
    let track = keyframes[index]
    var hint = hints[index]
    let position = offsets.withUnsafeBufferPointer { all in
      KeyframeTable.position(
        at: sample.progress,
        offsets: UnsafeBufferPointer(rebasing: all[track.first..<track.first + track.count]),
        shape: track.shape, hint: &hint)
    }
    hints[index] = hint
    let start = track.first + position.index
    if position.isHeld { return values[start] }
    let x = position.distance.isNaN ? 0 : position.distance
    let eased: Double
    switch curves[start] {
    case .linear:
      eased = x
    case .bezier(let table):
      eased = bezierTables.withUnsafeBufferPointer {
        CubicBezier.value(at: x, table: $0.baseAddress! + table)
      }
    case .other(let easing):
      eased = otherEasings[easing].transform(x, beforeFlag: sample.beforeFlag)
    }
    return blend(values[start], values[start + 1], eased, blends[index])
  }
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
  func update(states: [TimelineState?]) {}
  /// Moves the track to another timeline slot.
  func retime(slot: Int) {}
  /// The timeline slot.
  var slot: Int { 0 }
  /// The identity entry.
  var entry: Int { 0 }
}

/// One animation of any value type.
final class OtherTrack<Value: Equatable>: OtherTracks {
  private var list = TrackList<Value>()
  private let interpolator: Interpolator<Value>

  init(
    _ animation: ScrollDrivenAnimation<Value>, sink: @escaping (Value?) -> Void, slot: Int,
    entry: Int
  ) {
    interpolator = animation.keyframes.interpolator
    super.init()
    _ = list.append(animation, sink: sink, slot: slot, entry: entry)
  }

  override func update(states: [TimelineState?]) {
    let interpolator = self.interpolator
    list.update(states: states) { start, end, fraction, _ in interpolator(start, end, fraction) }
  }

  override func retime(slot: Int) {
    list.retime(at: 0, slot: slot)
  }

  override var slot: Int { list.slots[0] }
  override var entry: Int { list.entries[0] }
}
