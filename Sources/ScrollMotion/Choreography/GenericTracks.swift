/// The tracks of a value type without a list of its own, behind a class so
/// that a choreography can hold them in one array. Its update runs generic
/// code; numbers, points and colours have concrete lists instead
/// (``ConcreteTracks``).
class GenericTracks {
  /// Evaluates and delivers, with the choreography's
  /// ``BezierTablePool/tables``.
  func update(samples: [EffectTiming.Sample?], tables: UnsafePointer<Double>) {}
  /// Releases the track's Bézier tables before it is dropped.
  func release(from pool: inout BezierTablePool) {}
  /// Moves the track to another timing group.
  func retime(slot: Int) {}
  /// The timing group.
  var slot: Int { 0 }
  /// The identity entry.
  var entry: Int { 0 }
}
