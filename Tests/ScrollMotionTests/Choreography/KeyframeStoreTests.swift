import Testing

@testable import ScrollMotion

@Suite("KeyframeStore")
struct KeyframeStoreTests {
  /// One segment from 0 to 1 eased by `easing`.
  func table(_ easing: Easing) -> KeyframeTable {
    KeyframeTable(offsets: [0, 1], easings: [easing, .linear])
  }

  /// Each live track's eased fraction at `progress`, as the store
  /// evaluates it.
  func fractions(_ store: inout KeyframeStore, at progress: Double) -> [Double] {
    store.evaluate(samples: [EffectTiming.Sample(phase: .active, progress: progress)])
    return store.evaluations.map(\.fraction)
  }

  @Test func equalCurvesAddedCloseTogetherShareOneTable() throws {
    let a = try Easing.cubicBezier(0.42, 0, 1, 1)
    let b = try Easing.cubicBezier(0.3, -0.4, 0.6, 1.4)
    let c = try Easing.cubicBezier(0.1, 0.7, 0.2, 1)
    let easings = [a, a, b, a, c, b, .linear, a]
    var store = KeyframeStore()
    for easing in easings { store.append(table(easing), group: 0) }
    #expect(store.bezierTableCount == 3)
    // Shared or not, every track eases by its own curve, to the bit.
    for progress in stride(from: 0.0, through: 1, by: 1 / 64) {
      let expected = easings.map { $0(progress).bitPattern }
      #expect(fractions(&store, at: progress).map(\.bitPattern) == expected, "at \(progress)")
    }
  }

  @Test func aCurveOutOfTheRecentOnesGetsATableOfItsOwn() throws {
    let curves = try (0..<6).map { try Easing.cubicBezier(0.1 * Double($0 + 1), 0, 1, 1) }
    var store = KeyframeStore()
    // The first curve again after five others: too far back to be found.
    for easing in curves + [curves[0]] { store.append(table(easing), group: 0) }
    #expect(store.bezierTableCount == 7)
  }

  @Test func sharedTablesSurviveRemovalAndCompaction() throws {
    let a = try Easing.cubicBezier(0.42, 0, 1, 1)
    let b = try Easing.cubicBezier(0.3, -0.4, 0.6, 1.4)
    var easings = [a, b, a, b, a, a, b, a]
    var store = KeyframeStore()
    for easing in easings { store.append(table(easing), group: 0) }
    #expect(store.bezierTableCount == 2)
    // Removing more than half the keyframes compacts the flat arrays.
    var compacted = false
    for index in [0, 2, 4, 1, 0] {
      compacted = store.remove(at: index) != nil || compacted
      easings.swapAt(index, easings.count - 1)
      easings.removeLast()
      for progress in [0.1, 0.37, 0.5, 0.93] {
        let expected = easings.map { $0(progress).bitPattern }
        #expect(fractions(&store, at: progress).map(\.bitPattern) == expected)
      }
    }
    #expect(compacted)
    // Curves added after a compaction share again.
    store.append(table(a), group: 0)
    store.append(table(a), group: 0)
    easings += [a, a]
    let expected = easings.map { $0(0.61).bitPattern }
    #expect(fractions(&store, at: 0.61).map(\.bitPattern) == expected)
  }
}
