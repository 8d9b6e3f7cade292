/// The cubic Bézier solver tables of a choreography's tracks, all value
/// types together, in fixed-size slots of 64-byte-aligned memory that an
/// update reads through one base pointer.
///
/// Why a pool of its own: the cache lines a solve touches. It reads the
/// table's eight hot fields and one piece; with every slot on a
/// cache-line boundary (``CubicBezier``'s table layout) those are two
/// lines, where tables at arbitrary 8-byte offsets in an array touch three
/// or four, which shows once the tables outgrow the caches (10,000
/// animations). One pool for every list also means one growing allocation
/// when a choreography is built, not one per list.
///
/// Fixed slots make removal cheap: a slot counts its users and goes on a
/// free list after the last, and no table is ever moved while it is used.
/// Native builds share one slot between all equal curves, however far
/// apart they were added.
///
/// A value type whose storage is copied on write: a copy of a pool never
/// writes into the original's tables.
///
/// ## Invariants
/// The slots are raw memory read through ``tables`` with no bounds check,
/// so these hold after every mutation (``verifyInvariants()`` checks them
/// in debug builds and tests, after each ``retain(_:)`` and
/// ``release(_:)``):
/// - the storage holds at least `slotCount` slots and starts on a
///   64-byte boundary;
/// - the free slots are distinct slots below `slotCount`;
/// - natively, each slot ever used has a key and a user count, the count
///   is 0 exactly for the free slots, and the curves' index maps the key
///   of each slot in use, and nothing else, to that slot.
struct BezierTablePool {
  /// The numbers per slot: a table rounded up to whole 64-byte cache lines
  /// (eight numbers each), so that every slot starts on one.
  static let slotStride = (CubicBezier.tableCount + 7) / 8 * 8

  /// The memory of the slots, replaced when it grows; empty at first.
  private var storage = Storage(slotCapacity: 0)
  /// The number of slots ever used, free ones included.
  private var slotCount = 0
  /// The free slots, reused last freed first.
  private var freeSlots: [Int] = []
  // The slot of each curve in use, by its control points' bits (a -0 is not
  // a 0: the tables could differ in a zero's sign), and each slot's key to
  // forget it when freed and number of users. Left out of the browser
  // engine, where each curve has a slot of its own, so that a slot is free
  // once its one user is removed: the dictionary's and the counts' code
  // would not fit the shipped engine's size budget, and a page pays for
  // duplicate tables only in memory.
  #if !hasFeature(Embedded)
    private struct CurveKey: Hashable {
      let x1: UInt64
      let y1: UInt64
      let x2: UInt64
      let y2: UInt64

      /// Hashes one word mixed from the four (multiply and xor, so that
      /// each bit of each moves the result): the hasher's cost is per word
      /// fed, and four of them made hashing a third of adding an
      /// animation.
      func hash(into hasher: inout Hasher) {
        let mixer: UInt64 = 0x9E37_79B9_7F4A_7C15
        hasher.combine((((x1 &* mixer) ^ y1) &* mixer ^ x2) &* mixer ^ y2)
      }
    }

    private var slotsByCurve: [CurveKey: Int] = [:]
    private var keys: [CurveKey] = []
    private var users: [Int] = []
  #endif

  /// The number of tables in use, shared ones counted once.
  var count: Int { slotCount - freeSlots.count }

  /// Where the slots start: a ``SegmentCurve/bezier(_:)`` index is an
  /// offset from here. Valid until the next ``retain(_:)``.
  var tables: UnsafePointer<Double> { UnsafePointer(storage.tables) }

  /// A table for `curve`, shared with an equal curve's where one is in
  /// use; returns where it starts, in numbers from ``tables``.
  mutating func retain(_ curve: CubicBezier) -> Int {
    #if !hasFeature(Embedded)
      let key = CurveKey(
        x1: curve.x1.bitPattern, y1: curve.y1.bitPattern, x2: curve.x2.bitPattern,
        y2: curve.y2.bitPattern)
      // One search finds the curve's slot or claims the next free one for
      // it.
      let next = freeSlots.last ?? slotCount
      let slot = Self.claim(&slotsByCurve[key, default: -1], next)
      if slot != next {
        users[slot] += 1
        assert(verifyInvariants())
        return slot &* Self.slotStride
      }
      if slot == slotCount { slotCount += 1 } else { freeSlots.removeLast() }
    #else
      let slot = freeSlots.popLast() ?? slotCount
      if slot == slotCount { slotCount += 1 }
    #endif
    // The storage made this pool's own, with room for the slot, at least
    // doubling when it grows so that building costs amortised constant
    // time per table. Copied as bytes, here and below: a slot's padding
    // (or a slot never used) is never written, and raw copies read no
    // uninitialised number.
    let capacity = storage.slotCapacity
    if slot == capacity || !isKnownUniquelyReferenced(&storage) {
      let grown = Storage(slotCapacity: slot == capacity ? 2 * capacity + 8 : capacity)
      UnsafeMutableRawPointer(grown.tables).copyMemory(
        from: storage.tables, byteCount: capacity &* Self.slotStride &* 8)
      storage = grown
    }
    curve.table.withUnsafeBytes { table in
      UnsafeMutableRawPointer(storage.tables + slot &* Self.slotStride).copyMemory(
        from: table.baseAddress!, byteCount: table.count)
    }
    #if !hasFeature(Embedded)
      if slot == keys.count {
        keys.append(key)
        users.append(1)
      } else {
        keys[slot] = key
        users[slot] = 1
      }
    #endif
    assert(verifyInvariants())
    return slot &* Self.slotStride
  }

  #if !hasFeature(Embedded)
    /// The slot `found` (−1 for none yet), or `next`, which it then
    /// becomes.
    private static func claim(_ found: inout Int, _ next: Int) -> Int {
      if found < 0 { found = next }
      return found
    }
  #endif

  /// Releases one use of the table at `start` (a ``retain(_:)`` result),
  /// freeing its slot after the last.
  mutating func release(_ start: Int) {
    let slot = start / Self.slotStride
    assert(start == slot * Self.slotStride && slot < slotCount && !freeSlots.contains(slot))
    #if !hasFeature(Embedded)
      users[slot] -= 1
      guard users[slot] == 0 else {
        assert(verifyInvariants())
        return
      }
      slotsByCurve[keys[slot]] = nil
    #endif
    freeSlots.append(slot)
    assert(verifyInvariants())
  }

  /// Whether the invariants (see the type's documentation) hold: for
  /// `assert(verifyInvariants())` after each mutation, which debug builds
  /// and tests run and release builds compile out. Linear in the slots.
  func verifyInvariants() -> Bool {
    guard storage.slotCapacity >= slotCount, Int(bitPattern: storage.tables) % 64 == 0 else {
      return false
    }
    var isFree = [Bool](repeating: false, count: slotCount)
    for slot in freeSlots {
      guard slot >= 0, slot < slotCount, !isFree[slot] else { return false }
      isFree[slot] = true
    }
    #if !hasFeature(Embedded)
      guard keys.count == slotCount, users.count == slotCount,
        slotsByCurve.count == slotCount - freeSlots.count
      else { return false }
      for slot in 0..<slotCount {
        guard users[slot] >= 0, (users[slot] == 0) == isFree[slot] else { return false }
        guard isFree[slot] || slotsByCurve[keys[slot]] == slot else { return false }
      }
    #endif
    return true
  }

  /// One 64-byte-aligned allocation of slots; its only job is that
  /// allocation's lifetime (a class for the deinitialiser). Never written
  /// once shared: ``BezierTablePool`` copies it first.
  private final class Storage {
    let tables: UnsafeMutablePointer<Double>
    let slotCapacity: Int

    init(slotCapacity: Int) {
      let count = slotCapacity * BezierTablePool.slotStride
      // One number more: a zero-byte request may come back `nil`.
      tables = UnsafeMutableRawPointer.allocate(
        byteCount: (count + 1) * MemoryLayout<Double>.stride, alignment: 64
      ).bindMemory(to: Double.self, capacity: count)
      self.slotCapacity = slotCapacity
    }

    deinit {
      tables.deallocate()
    }
  }
}
