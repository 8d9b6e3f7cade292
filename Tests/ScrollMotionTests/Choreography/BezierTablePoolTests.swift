import PropertyBased
import Testing

@testable import ScrollMotion

/// The choreography's one pool of Bézier solver tables: slots reused after
/// removal, equal curves shared across value types, every table on a
/// 64-byte cache line, everything freed with the last track, and
/// deliveries to the bit through random adds and removals.
@Suite("BezierTablePool")
struct BezierTablePoolTests {
  typealias Draw = ChoreographyEquivalenceTests.Draw

  static func curve(_ index: Int) throws -> CubicBezier {
    try CubicBezier(0.02 * Double(index + 1), -0.3 + 0.1 * Double(index), 0.9, 1.2)
  }

  /// Whether the table at `start` solves exactly as `curve` itself does.
  static func solvesAs(_ curve: CubicBezier, _ pool: BezierTablePool, at start: Int) -> Bool {
    stride(from: -0.25, through: 1.25, by: 1 / 128).allSatisfy { x in
      CubicBezier.value(at: x, table: pool.tables + start).bitPattern
        == curve.value(at: x).bitPattern
    }
  }

  @Test func aFreedSlotIsReusedAndSolvesAsItsNewCurve() throws {
    var pool = BezierTablePool()
    let curves = try (0..<3).map(Self.curve)
    let starts = curves.map { pool.retain($0) }
    #expect(Set(starts).count == 3)
    #expect(pool.count == 3)
    pool.release(starts[1])
    #expect(pool.count == 2)
    let newCurve = try Self.curve(7)
    let reused = pool.retain(newCurve)
    #expect(reused == starts[1])
    #expect(pool.count == 3)
    #expect(Self.solvesAs(newCurve, pool, at: reused))
    #expect(Self.solvesAs(curves[0], pool, at: starts[0]))
    #expect(Self.solvesAs(curves[2], pool, at: starts[2]))
  }

  @Test func aSharedSlotIsFreedAfterItsLastUser() throws {
    var pool = BezierTablePool()
    let curve = try Self.curve(0)
    let first = pool.retain(curve)
    #expect(pool.retain(curve) == first)
    #expect(pool.count == 1)
    pool.release(first)
    #expect(pool.count == 1)
    #expect(Self.solvesAs(curve, pool, at: first))
    pool.release(first)
    #expect(pool.count == 0)
    // Freed, it is found no more: an equal curve gets a fresh table.
    let other = try Self.curve(1)
    #expect(pool.retain(other) == first)
    #expect(pool.retain(curve) != first)
  }

  @Test func everyTableStartsOnA64ByteLineAsThePoolGrows() throws {
    // A table fits its slot, or it would write over the next one.
    #expect(CubicBezier.tableCount <= BezierTablePool.slotStride)
    var pool = BezierTablePool()
    var starts: [Int] = []
    for index in 0..<40 {
      starts.append(pool.retain(try Self.curve(index)))
      for start in starts {
        #expect(Int(bitPattern: pool.tables + start) % 64 == 0)
      }
    }
    for (index, start) in starts.enumerated() {
      #expect(Self.solvesAs(try Self.curve(index), pool, at: start))
    }
  }

  /// Random retains and releases of a few curves: after each, the pool's
  /// invariants hold, it counts one table per curve in use, and every
  /// start handed out still solves as its curve; a copy taken midway keeps
  /// its own.
  @Test func retainsAndReleasesKeepTheInvariants() throws {
    let curves = try (0..<6).map(Self.curve)
    SeededProperty.check(count: 100, Gen.int(in: 0...Int(Int32.max))) { caseNumber in
      var draw = Draw(state: UInt64(caseNumber))
      var pool = BezierTablePool()
      // Each retain handed out: its curve and start.
      var held: [(curve: Int, start: Int)] = []
      var copy: (pool: BezierTablePool, held: [(curve: Int, start: Int)])?
      for step in 0..<80 {
        if held.isEmpty || draw.below(5) < 3 {
          let curve = draw.below(curves.count)
          held.append((curve, pool.retain(curves[curve])))
        } else {
          pool.release(held.remove(at: draw.below(held.count)).start)
        }
        if step == 40 { copy = (pool, held) }
        guard pool.verifyInvariants(), pool.count == Set(held.map(\.curve)).count,
          held.allSatisfy({ Self.solvesAs(curves[$0.curve], pool, at: $0.start) })
        else { return false }
      }
      guard let copy else { return false }
      return copy.pool.verifyInvariants()
        && copy.held.allSatisfy { Self.solvesAs(curves[$0.curve], copy.pool, at: $0.start) }
    }
  }

  @Test func aCopyNeverWritesTheOriginalsTables() throws {
    var pool = BezierTablePool()
    let curve = try Self.curve(0)
    let start = pool.retain(curve)
    var copy = pool
    copy.release(start)
    // The copy reuses the freed slot for another curve, in its own memory.
    #expect(copy.retain(try Self.curve(1)) == start)
    #expect(Self.solvesAs(curve, pool, at: start))
    #expect(Self.solvesAs(try Self.curve(1), copy, at: start))
  }

  @Test func equalCurvesShareOneTableAcrossValueTypes() throws {
    let choreography = Choreography()
    let curve = try Easing.cubicBezier(0.3, -0.4, 0.6, 1.4)
    let other = try Easing.cubicBezier(0.1, 0.7, 0.2, 1)
    var opacity: Double?
    var color: RGBAColor?
    let fade = ScrollDrivenAnimation(
      keyframes: try KeyframeSequence([.at(0, 0.0, easing: curve), .at(1, 1.0)]))
    let tint = ScrollDrivenAnimation(
      keyframes: try KeyframeSequence([.at(0, RGBAColor.black, easing: curve), .at(1, .white)]))
    choreography.add(fade) { opacity = $0 }
    choreography.add(tint) { color = $0 }
    #expect(choreography.bezierTableCount == 1)
    let move = ScrollDrivenAnimation(
      keyframes: try KeyframeSequence([
        .at(0, ScrollPoint.zero, easing: other), .at(1, ScrollPoint(x: 10, y: 0)),
      ]))
    choreography.add(move) { _ in }
    #expect(choreography.bezierTableCount == 2)
    let metrics = ChoreographyEquivalenceTests.metrics(y: 700)
    choreography.update(with: metrics)
    #expect(opacity?.bitPattern == fade.value(for: metrics)?.bitPattern)
    #expect(color == tint.value(for: metrics))
  }

  /// A value type without a list of its own, whose tracks are the
  /// choreography's others.
  struct Level: Equatable {
    var amount: Double
  }

  /// Random adds and removals of numbers, points, colours and other
  /// values, each keyframe eased by one of a few curves: the pool holds
  /// exactly one table per distinct curve in use, every delivery is the
  /// animation's own value to the bit, and removing everything frees
  /// everything.
  @Test func addsAndRemovalsKeepOneTablePerCurveInUse() {
    SeededProperty.check(count: 60, Gen.int(in: 0...Int(Int32.max))) { caseNumber in
      var draw = Draw(state: UInt64(caseNumber))
      let palette = (0..<5).map { try! Easing.cubicBezier(0.1 * Double($0 + 1), 0, 0.58, 1) }
      let choreography = Choreography()
      // Each live animation: its ID, the palette curves it uses, its check.
      var live: [(id: AnimationID, curves: Set<Int>, delivered: (ScrollMetrics) -> Bool)] = []
      func add() {
        var curves: Set<Int> = []
        let easings = (0..<(2 + draw.below(3))).map { _ -> Easing in
          guard draw.below(4) != 0 else { return .linear }
          let index = draw.below(palette.count)
          curves.insert(index)
          return palette[index]
        }
        let offsets = easings.indices.map { Double($0) / Double(easings.count - 1) }
        switch draw.below(4) {
        case 0:
          let animation = ScrollDrivenAnimation(
            keyframes: try! KeyframeSequence(
              zip(offsets, easings).map { .at($0, draw.number(in: -1...1), easing: $1) }))
          var last: Double?
          let id = choreography.add(animation) { last = $0 }
          live.append((id, curves, { last?.bitPattern == animation.value(for: $0)?.bitPattern }))
        case 1:
          let animation = ScrollDrivenAnimation(
            keyframes: try! KeyframeSequence(
              zip(offsets, easings).map {
                .at($0, ScrollPoint(x: draw.number(in: -9...9), y: 1), easing: $1)
              }))
          var last: ScrollPoint?
          let id = choreography.add(animation) { last = $0 }
          live.append(
            (
              id, curves,
              { metrics in
                let expected = animation.value(for: metrics)
                return last?.x.bitPattern == expected?.x.bitPattern
                  && last?.y.bitPattern == expected?.y.bitPattern
              }
            ))
        case 2:
          let animation = ScrollDrivenAnimation(
            keyframes: try! KeyframeSequence(
              zip(offsets, easings).map { .at($0, draw.color(), easing: $1) }))
          var last: RGBAColor?
          let id = choreography.add(animation) { last = $0 }
          live.append((id, curves, { last == animation.value(for: $0) }))
        default:
          let animation = ScrollDrivenAnimation(
            keyframes: try! KeyframeSequence(
              zip(offsets, easings).map { .at($0, Level(amount: draw.unit()), easing: $1) },
              interpolator: Interpolator { start, end, fraction in
                Level(amount: start.amount + (end.amount - start.amount) * fraction)
              }))
          var last: Level?
          let id = choreography.add(animation) { last = $0 }
          live.append(
            (id, curves, { last?.amount.bitPattern == animation.value(for: $0)?.amount.bitPattern })
          )
        }
      }
      for step in 0..<40 {
        if live.isEmpty || draw.below(3) != 0 {
          add()
        } else {
          choreography.remove(live.remove(at: draw.below(live.count)).id)
        }
        let inUse = live.reduce(into: Set<Int>()) { $0.formUnion($1.curves) }
        guard choreography.bezierTableCount == inUse.count else { return false }
        let metrics = ChoreographyEquivalenceTests.metrics(y: Double(step) * 45)
        choreography.update(with: metrics)
        guard live.allSatisfy({ $0.delivered(metrics) }) else { return false }
      }
      for animation in live { choreography.remove(animation.id) }
      return choreography.bezierTableCount == 0
    }
  }
}
