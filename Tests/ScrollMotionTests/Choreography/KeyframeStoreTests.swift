import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("KeyframeStore")
struct KeyframeStoreTests {
  /// One segment from 0 to 1 eased by `easing`.
  func table(_ easing: Easing) -> KeyframeTable {
    KeyframeTable(offsets: [0, 1], easings: [easing, .linear])
  }

  /// Each live track's eased fraction at `progress`, as the store
  /// evaluates it with the tables of `pool`.
  func fractions(
    _ store: inout KeyframeStore, _ pool: BezierTablePool, at progress: Double
  ) -> [Double] {
    let sample = EffectTiming.Sample(phase: .active, progress: progress)
    return store.withEvaluator(tables: pool.tables) { evaluator in
      evaluator.records.indices.map { evaluator.evaluate($0, for: sample).fraction }
    }
  }

  @Test func equalCurvesShareOneTable() throws {
    let a = try Easing.cubicBezier(0.42, 0, 1, 1)
    let b = try Easing.cubicBezier(0.3, -0.4, 0.6, 1.4)
    let c = try Easing.cubicBezier(0.1, 0.7, 0.2, 1)
    let easings = [a, a, b, a, c, b, .linear, a]
    var store = KeyframeStore()
    var pool = BezierTablePool()
    for easing in easings { store.append(table(easing), group: 0, pool: &pool) }
    #expect(pool.count == 3)
    // Shared or not, every track eases by its own curve, to the bit.
    for progress in stride(from: 0.0, through: 1, by: 1 / 64) {
      let expected = easings.map { $0(progress).bitPattern }
      #expect(fractions(&store, pool, at: progress).map(\.bitPattern) == expected, "at \(progress)")
    }
  }

  @Test func aCurveFarBackStillSharesItsTable() throws {
    let curves = try (0..<6).map { try Easing.cubicBezier(0.1 * Double($0 + 1), 0, 1, 1) }
    var store = KeyframeStore()
    var pool = BezierTablePool()
    // The first curve again after five others.
    for easing in curves + [curves[0]] { store.append(table(easing), group: 0, pool: &pool) }
    #expect(pool.count == 6)
  }

  @Test func sharedTablesSurviveRemovalAndCompaction() throws {
    let a = try Easing.cubicBezier(0.42, 0, 1, 1)
    let b = try Easing.cubicBezier(0.3, -0.4, 0.6, 1.4)
    var names = Array("ababaaba")
    var easings = names.map { $0 == "a" ? a : b }
    var store = KeyframeStore()
    var pool = BezierTablePool()
    for easing in easings { store.append(table(easing), group: 0, pool: &pool) }
    #expect(pool.count == 2)
    // Removing more than half the keyframes compacts the flat arrays.
    var compacted = false
    for index in [0, 2, 4, 1, 0] {
      compacted = store.remove(at: index, pool: &pool) != nil || compacted
      easings.swapAt(index, easings.count - 1)
      easings.removeLast()
      names.swapAt(index, names.count - 1)
      names.removeLast()
      #expect(pool.count == Set(names).count)
      for progress in [0.1, 0.37, 0.5, 0.93] {
        let expected = easings.map { $0(progress).bitPattern }
        #expect(fractions(&store, pool, at: progress).map(\.bitPattern) == expected)
      }
    }
    #expect(compacted)
    // Curves added after a compaction share the tables still in use.
    store.append(table(a), group: 0, pool: &pool)
    store.append(table(b), group: 0, pool: &pool)
    easings += [a, b]
    #expect(pool.count == 2)
    let expected = easings.map { $0(0.61).bitPattern }
    #expect(fractions(&store, pool, at: 0.61).map(\.bitPattern) == expected)
    // The last track removed frees the last table.
    while !easings.isEmpty {
      _ = store.remove(at: 0, pool: &pool)
      easings.swapAt(0, easings.count - 1)
      easings.removeLast()
    }
    #expect(pool.count == 0)
  }

  /// Random appends and removals of tracks of two to six keyframes (held
  /// ends, jumps, Bézier, step and linear segments): after each, the
  /// store's invariants hold, and every live track evaluates as its own
  /// table does, compactions included.
  @Test func appendsAndRemovalsKeepTheInvariants() throws {
    typealias Draw = ChoreographyEquivalenceTests.Draw
    let easings: [Easing] = [
      .linear, try .cubicBezier(0.42, 0, 1, 1), try .cubicBezier(0.3, -0.4, 0.6, 1.4),
      try .steps(3, .jumpEnd), .smoothstep,
    ]
    var compactions = 0
    SeededProperty.check(count: 60, Gen.int(in: 0...Int(Int32.max))) { caseNumber in
      var draw = Draw(state: UInt64(caseNumber))
      var store = KeyframeStore()
      var pool = BezierTablePool()
      var tables: [KeyframeTable] = []
      for step in 0..<60 {
        if tables.isEmpty || draw.below(5) < 3 {
          let inner = (0..<draw.below(5)).map { _ in draw.below(4) == 0 ? 0.5 : draw.unit() }
          let offsets = [0] + inner.sorted() + [1]
          let table = KeyframeTable(
            offsets: offsets, easings: offsets.map { _ in easings[draw.below(easings.count)] })
          store.append(table, group: step, pool: &pool)
          tables.append(table)
        } else {
          let index = draw.below(tables.count)
          if store.remove(at: index, pool: &pool) != nil { compactions += 1 }
          tables.swapAt(index, tables.count - 1)
          tables.removeLast()
        }
        guard store.verifyInvariants(), pool.verifyInvariants(),
          store.records.count == tables.count
        else { return false }
        let progress = draw.number(in: -0.2...1.2)
        let sample = EffectTiming.Sample(phase: .active, progress: progress)
        let evaluations = store.withEvaluator(tables: pool.tables) { evaluator in
          evaluator.records.indices.map { evaluator.evaluate($0, for: sample) }
        }
        for (index, table) in tables.enumerated() {
          var hint = 0
          let position = table.position(at: progress, beforeFlag: false, hint: &hint)
          let evaluation = evaluations[index]
          guard evaluation.start - store.records[index].first == position.index,
            position.isHeld == (evaluation.kind == .held),
            position.isHeld || evaluation.fraction.bitPattern == position.distance.bitPattern
          else { return false }
        }
      }
      return true
    }
    // The removals compacted the flat arrays along the way.
    #expect(compactions > 0)
  }
}
