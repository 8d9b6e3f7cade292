/// Elements in reusable slots: inserting returns a slot number that stays
/// valid until that element is removed, and freed slots are reused, so
/// lookups are array indexing with no hashing.
///
/// A choreography keeps two: the identities of its animations and
/// observers, and its timing groups.
///
/// ## Invariants
/// Its slots index other arrays kept parallel to it (a choreography's
/// resolved timing groups and samples, read through buffers with no
/// bounds check), so after every mutation (checked by
/// ``verifyInvariants()`` in debug builds and tests) the free slots are
/// exactly the empty ones, each listed once, and ``count`` is the number
/// of the others.
struct SlotMap<Element> {
  /// The elements by slot; `nil` marks a free slot.
  private(set) var elements: [Element?] = []
  private var freeSlots: [Int] = []
  /// The number of occupied slots.
  private(set) var count = 0

  /// Stores `element` in a free slot, or a new one, and returns the slot.
  mutating func insert(_ element: Element) -> Int {
    count += 1
    // Deferred, one check for both exits: an assert on each, though
    // compiled out, changed the browser engine's code.
    defer { assert(verifyInvariants()) }
    if let slot = freeSlots.popLast() {
      elements[slot] = element
      return slot
    }
    elements.append(element)
    return elements.count - 1
  }

  /// Frees `slot`; freeing a free or unknown slot does nothing.
  mutating func remove(at slot: Int) {
    guard elements.indices.contains(slot), elements[slot] != nil else { return }
    elements[slot] = nil
    freeSlots.append(slot)
    count -= 1
    assert(verifyInvariants())
  }

  /// The element in `slot`, `nil` for a free or unknown slot. Setting
  /// replaces an occupied slot's element.
  subscript(slot: Int) -> Element? {
    get { elements.indices.contains(slot) ? elements[slot] : nil }
    set {
      guard let newValue, elements.indices.contains(slot), elements[slot] != nil else { return }
      elements[slot] = newValue
    }
  }

  /// Frees every slot.
  mutating func removeAll() {
    elements.removeAll()
    freeSlots.removeAll()
    count = 0
  }

  /// Whether the invariants (see the type's documentation) hold: for
  /// `assert(verifyInvariants())` after each mutation, which debug builds
  /// and tests run and release builds compile out. Linear in the slots.
  func verifyInvariants() -> Bool {
    var isListed = [Bool](repeating: false, count: elements.count)
    for slot in freeSlots {
      guard elements.indices.contains(slot), elements[slot] == nil, !isListed[slot] else {
        return false
      }
      isListed[slot] = true
    }
    return count == elements.count - freeSlots.count
  }
}
