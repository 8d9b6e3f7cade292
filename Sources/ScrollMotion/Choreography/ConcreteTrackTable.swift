/// What of a ``ConcreteTrackList`` does not depend on its value type: the
/// keyframe store, each track's identity entry and blend.
///
/// Not generic, so that its code exists once for the three lists rather
/// than once per value type (the WebAssembly build counts every byte).
///
/// ## Invariants
/// A list's update indexes the entries and blends by its store's records
/// through buffers with no bounds check, so after every mutation
/// (checked by ``verifyInvariants()`` in debug builds and tests) there is
/// one entry and one blend per record, and the store's own invariants hold
/// (``KeyframeStore``).
struct ConcreteTrackTable {
  /// How a track blends when its update does not run the inline blend.
  enum Blend {
    /// A blend the value type runs itself.
    case builtIn(BuiltInBlend)
    /// A custom interpolator, at this index of the list's custom blends.
    case custom(Int)
  }

  private(set) var store = KeyframeStore()
  // One element per track.
  private(set) var entries: [Int] = []
  private(set) var blends: [Blend] = []

  /// The number of tracks.
  var count: Int { entries.count }

  /// The timing group of the track at `index`.
  func group(at index: Int) -> Int { store.records[index].group }

  /// Appends a track's keyframes in timing group `group`; returns its
  /// index.
  // Out of line: inlined, each list's append would carry a copy.
  @inline(never)
  mutating func append(
    _ table: KeyframeTable, group: Int, entry: Int, blend: Blend, pool: inout BezierTablePool
  ) -> Int {
    store.append(table, group: group, pool: &pool)
    entries.append(entry)
    blends.append(blend)
    assert(verifyInvariants())
    return entries.count - 1
  }

  /// Removes the track at `index` by moving the last one into its place,
  /// releasing its tables in `pool`. Returns the moved track's identity
  /// entry, if one moved, and, when the keyframes were compacted, each
  /// live track's old keyframe range in the new order
  /// (``KeyframeStore/remove(at:pool:)``).
  @inline(never)
  mutating func remove(
    at index: Int, pool: inout BezierTablePool
  ) -> (moved: Int?, ranges: [Range<Int>]?) {
    let last = entries.count - 1
    entries.removeBySwappingLast(at: index)
    blends.removeBySwappingLast(at: index)
    let ranges = store.remove(at: index, pool: &pool)
    assert(verifyInvariants())
    return (index < last ? entries[index] : nil, ranges)
  }

  /// Moves the track at `index` to another timing group.
  mutating func retime(at index: Int, group: Int) {
    store.retime(at: index, group: group)
  }

  /// Whether the invariants (see the type's documentation) hold: for
  /// `assert(verifyInvariants())` after each mutation, which debug builds
  /// and tests run and release builds compile out.
  func verifyInvariants() -> Bool {
    entries.count == store.records.count && blends.count == entries.count
      && store.verifyInvariants()
  }

  /// Calls `body` with the store's ``KeyframeStore/Evaluator`` over the
  /// pool's `tables`.
  mutating func withEvaluator<Result>(
    tables: UnsafePointer<Double>, _ body: (KeyframeStore.Evaluator) -> Result
  ) -> Result {
    store.withEvaluator(tables: tables, body)
  }
}
