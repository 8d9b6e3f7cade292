/// One animation in a ``Choreography``, with its sink and what it last
/// delivered.
struct AnimationTrack<Value: Equatable> {
  var animation: ScrollDrivenAnimation<Value>
  let sink: (Value?) -> Void
  /// The slot of the animation's timeline.
  var slot: Int
  /// The identity entry, for fixing the identity when the track moves.
  let entry: Int
  /// The keyframe segment of the last evaluation.
  var hint = 0
  /// The last delivered value, meaningful once `hasDelivered`.
  var delivered: Value? = nil
  var hasDelivered = false
}

/// The animations of one value type, kept together so that their update is
/// one loop over contiguous storage.
///
/// A choreography keeps one list per common value type (numbers, points,
/// colours) as concrete instances, so their update compiles to code for
/// that type inside the module, with no generic dispatch or value-witness
/// copies whatever module calls it.
struct TrackList<Value: Equatable> {
  var tracks: [AnimationTrack<Value>] = []

  /// Appends a track and returns its index.
  mutating func append(_ track: AnimationTrack<Value>) -> Int {
    tracks.append(track)
    return tracks.count - 1
  }

  /// Removes the track at `index` by moving the last one into its place;
  /// returns the moved track's identity entry, if one moved.
  mutating func remove(at index: Int) -> Int? {
    let last = tracks.count - 1
    if index != last {
      tracks.swapAt(index, last)
      tracks.removeLast()
      return tracks[index].entry
    }
    tracks.removeLast()
    return nil
  }

  /// Moves the track at `index` to another timeline slot.
  mutating func retime(at index: Int, slot: Int, timeline: ProgressTimeline) {
    tracks[index].slot = slot
    tracks[index].animation.timeline = timeline
  }

  /// Evaluates every track for the timeline states by slot and delivers
  /// changed values; `blend` mixes two keyframe values.
  mutating func update(
    states: [TimelineState?],
    blend: (Value, Value, Double, Interpolator<Value>) -> Value
  ) {
    for index in tracks.indices {
      let value = evaluate(index, states: states, blend: blend)
      if tracks[index].hasDelivered, tracks[index].delivered == value { continue }
      tracks[index].hasDelivered = true
      tracks[index].delivered = value
      tracks[index].sink(value)
    }
  }

  private mutating func evaluate(
    _ index: Int, states: [TimelineState?],
    blend: (Value, Value, Double, Interpolator<Value>) -> Value
  ) -> Value? {
    guard let state = states[tracks[index].slot],
      let sample = tracks[index].animation.timing.sample(in: state)
    else { return nil }
    var hint = tracks[index].hint
    let position = tracks[index].animation.keyframes.table.position(
      at: sample.progress, beforeFlag: sample.beforeFlag, hint: &hint)
    tracks[index].hint = hint
    // Reading through the array element each time, rather than binding the
    // keyframes to a local, so that no copy (and retain) of them is made.
    if position.isHeld { return tracks[index].animation.keyframes.values[position.index] }
    return blend(
      tracks[index].animation.keyframes.values[position.index],
      tracks[index].animation.keyframes.values[position.index + 1],
      position.fraction, tracks[index].animation.keyframes.interpolator)
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
  func retime(slot: Int, timeline: ProgressTimeline) {}
  /// The timeline slot.
  var slot: Int { 0 }
  /// The identity entry.
  var entry: Int { 0 }
}

/// One animation of any value type.
final class OtherTrack<Value: Equatable>: OtherTracks {
  private var list: TrackList<Value>

  init(_ track: AnimationTrack<Value>) {
    list = TrackList(tracks: [track])
  }

  override func update(states: [TimelineState?]) {
    list.update(states: states) { start, end, fraction, interpolator in
      interpolator(start, end, fraction)
    }
  }

  override func retime(slot: Int, timeline: ProgressTimeline) {
    list.retime(at: 0, slot: slot, timeline: timeline)
  }

  override var slot: Int { list.tracks[0].slot }
  override var entry: Int { list.tracks[0].entry }
}
