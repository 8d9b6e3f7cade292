import PropertyBased
import Testing

@testable import ScrollMotion

/// The slots a choreography keys its identities and timing groups by:
/// each stays its element's until removed, freed ones are reused, and the
/// invariants hold after every insertion and removal.
@Suite("SlotMap")
struct SlotMapTests {
  typealias Draw = ChoreographyEquivalenceTests.Draw

  @Test func aFreedSlotIsReusedFirst() {
    var slots = SlotMap<String>()
    let a = slots.insert("a")
    let b = slots.insert("b")
    slots.remove(at: a)
    #expect(slots[a] == nil)
    #expect(slots.insert("c") == a)
    #expect(slots[a] == "c")
    #expect(slots[b] == "b")
    // Removing a free or unknown slot changes nothing.
    slots.remove(at: 7)
    slots.remove(at: -1)
    #expect(slots.count == 2)
    #expect(slots.verifyInvariants())
  }

  /// Random insertions, removals (of live, free and unknown slots),
  /// replacements and clearings against a dictionary of the live slots.
  @Test func insertionsAndRemovalsKeepTheInvariants() {
    SeededProperty.check(count: 100, Gen.int(in: 0...Int(Int32.max))) { caseNumber in
      var draw = Draw(state: UInt64(caseNumber))
      var slots = SlotMap<Int>()
      var model: [Int: Int] = [:]
      for step in 0..<120 {
        switch draw.below(10) {
        case 0..<5:
          let before = slots.elements.count
          let slot = slots.insert(step)
          // A new slot, never one in use, and a free one while any is.
          guard model[slot] == nil, model.count == before || slot < before else { return false }
          model[slot] = step
        case 5..<8:
          if draw.below(6) == 0 {
            // A free or unknown slot: nothing changes.
            let free = slots.elements.indices.first { model[$0] == nil }
            slots.remove(at: draw.below(2) == 0 ? free ?? -1 : slots.elements.count + draw.below(3))
          } else if let slot = model.keys.sorted().randomElement(using: &draw) {
            slots.remove(at: slot)
            model[slot] = nil
          }
        case 8:
          if let slot = model.keys.sorted().randomElement(using: &draw) {
            slots[slot] = -step
            model[slot] = -step
          }
        default:
          if draw.below(10) == 0 {
            slots.removeAll()
            model.removeAll()
          }
        }
        guard slots.verifyInvariants(), slots.count == model.count,
          model.allSatisfy({ slots[$0.key] == $0.value })
        else { return false }
      }
      return true
    }
  }
}
