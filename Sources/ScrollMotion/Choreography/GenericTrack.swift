/// One animation of any value type.
final class GenericTrack<Value: Equatable>: GenericTracks {
  private var list = TrackList<Value, (Value?) -> Void>()

  init(
    _ animation: ScrollDrivenAnimation<Value>, sink: @escaping (Value?) -> Void, slot: Int,
    entry: Int, pool: inout BezierTablePool
  ) {
    super.init()
    _ = list.append(
      animation, sink: sink, group: slot, entry: entry, pool: &pool, builtInBlends: false)
  }

  override func update(samples: [EffectTiming.Sample?], tables: UnsafePointer<Double>) {
    // No track has a built-in blend: each calls its interpolator.
    list.update(samples: samples, tables: tables) { start, _, _, _ in
      start
    } deliver: { sink, value in
      sink(value)
    }
  }

  override func release(from pool: inout BezierTablePool) {
    _ = list.remove(at: 0, pool: &pool)
  }

  override func retime(slot: Int) {
    list.retime(at: 0, group: slot)
  }

  override var slot: Int { list.group(at: 0) }
  override var entry: Int { list.entries[0] }
}
