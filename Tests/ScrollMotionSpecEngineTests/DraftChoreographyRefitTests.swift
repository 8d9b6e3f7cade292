import ScrollMotion
import ScrollMotionSpecEngine
import ScrollMotionWire
import Testing

/// One animation of a built engine retimed or built again in place: the
/// others untouched, and a draft that cannot be built leaving it as it was.
@Suite struct DraftChoreographyRefitTests {
  /// 1,000 points of vertical scroll range.
  static func metrics(y: Double) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: 400, height: 1_600),
      containerSize: ScrollSize(width: 400, height: 600))
  }

  /// A number from `from` to `to` on `timeline`.
  static func draft(
    _ from: Double, _ to: Double, on timeline: ProgressTimeline = .scroll(axis: .y)
  ) -> AnimationDraft {
    var draft = AnimationDraft(kind: .number, timeline: timeline)
    draft.keyframes = [.init(offset: 0, components: [from]), .init(offset: 1, components: [to])]
    return draft
  }

  /// Each animation's first number after an update at `y`.
  static func values(_ engine: DraftChoreography, at y: Double) -> [Double] {
    engine.update(with: metrics(y: y))
    return engine.drafts.indices.map { engine.output[$0 * WireFormat.outputStride + 1] }
  }

  @Test func aRebuildChangesItsAnimationAloneAndAFailedOneNothing() {
    let engine = DraftChoreography()
    #expect(
      engine.build([Self.draft(0, 1), Self.draft(10, 20), Self.draft(5, 5)]) { _ in nil } == nil)
    #expect(Self.values(engine, at: 500) == [0.5, 15, 5])
    var bad = Self.draft(0, 1)
    bad.keyframes[1].components = [.nan]
    #expect(engine.rebuild(bad, at: 0) != nil)
    #expect(Self.values(engine, at: 500) == [0.5, 15, 5])
    #expect(engine.rebuild(Self.draft(100, 200), at: 0) == nil)
    #expect(Self.values(engine, at: 500) == [150, 15, 5])
    #expect(engine.verifyRefitInvariants())
    // No such animation.
    #expect(engine.rebuild(Self.draft(0, 1), at: 3) == nil)
    #expect(!engine.retime(animationAt: 3, to: .scroll(axis: .x)))
  }

  @Test func aRetimeMovesItsAnimationAloneKeepingItsKeyframes() {
    let engine = DraftChoreography()
    let card = ProgressTimeline.view(subject: ScrollRect(x: 0, y: 1_000, width: 400, height: 200))
    #expect(
      engine.build([Self.draft(0, 1, on: card), Self.draft(10, 20, on: card)]) { _ in nil } == nil)
    let before = Self.values(engine, at: 700)
    let moved = ProgressTimeline.view(subject: ScrollRect(x: 0, y: 900, width: 400, height: 200))
    #expect(engine.retime(animationAt: 1, to: moved))
    let after = Self.values(engine, at: 700)
    #expect(after[0] == before[0])
    // What a build on the moved timeline gives.
    let fresh = DraftChoreography()
    _ = fresh.build([Self.draft(10, 20, on: moved)]) { _ in nil }
    #expect(after[1] == Self.values(fresh, at: 700)[0])
    #expect(after[1] != before[1])
  }

  /// Animation `index` of generation `generation` of a spec's drafts: its
  /// kind turns with the generation (a rebuild moves it to another list),
  /// and it is smoothed at every fourth index in generation 0 and every
  /// third in the others (a rebuild keeps, gains or loses its motion).
  static func draft(_ index: Int, generation: Int) throws -> AnimationDraft {
    let kind = WireValueKind.allCases[(index + generation) % WireValueKind.allCases.count]
    var draft = AnimationDraft(kind: kind, timeline: .scroll(axis: .y))
    let start = Double(index + 10 * generation) / 100
    draft.keyframes = [
      .init(offset: 0, components: Array(repeating: start, count: kind.componentCount)),
      .init(offset: 1, components: Array(repeating: start + 0.5, count: kind.componentCount)),
    ]
    if index % (generation == 0 ? 4 : 3) == 0 { draft.smoothing = try ProgressSmoothing(lag: 0.5) }
    return draft
  }

  /// Every animation's numbers to the bit after an update at `y` at
  /// `time` and coming to rest (a smoothed animation's value is then the
  /// scroll's, whatever its state before), `[]` for one with no effect.
  static func restingBits(_ engine: DraftChoreography, at y: Double, time: Double) -> [[UInt64]] {
    engine.update(with: metrics(y: y), at: time)
    engine.comeToRest()
    let stride = WireFormat.outputStride
    return engine.drafts.indices.map { index in
      let state = engine.output[index * stride]
      guard state != Double(WireOutputState.noEffect.rawValue),
        state != Double(WireOutputState.cleared.rawValue)
      else { return [] }
      return (1..<stride).map { engine.output[index * stride + $0].bitPattern }
    }
  }

  @Test func aBatchRebuildPlaysWhatABuildOfTheNewDraftsPlays() throws {
    let engine = DraftChoreography()
    let old = try (0..<12).map { try Self.draft($0, generation: 0) }
    #expect(engine.build(old) { _ in nil } == nil)
    _ = Self.restingBits(engine, at: 300, time: 0)
    // Out of order; 0 stays smoothed, 8 stops, 3 and 6 start, every one
    // changes its kind.
    let changed = [7, 0, 5, 2, 11, 6, 8, 3]
    var drafts = old
    for index in changed { drafts[index] = try Self.draft(index, generation: 1) }
    #expect(engine.rebuild(changed.map { ($0, drafts[$0]) }) == nil)
    #expect(engine.verifyRefitInvariants())
    let fresh = DraftChoreography()
    #expect(fresh.build(drafts) { _ in nil } == nil)
    for (step, y) in [0.0, 250, 500, 1_000, 400].enumerated() {
      let time = Double(step + 1)
      #expect(
        Self.restingBits(engine, at: y, time: time) == Self.restingBits(fresh, at: y, time: time))
    }
  }

  @Test func aBatchRebuildLeavesEachAnimationThatFailsAsItWasAndBuildsTheOthers() throws {
    let engine = DraftChoreography()
    var drafts = try (0..<9).map { try Self.draft($0, generation: 0) }
    #expect(engine.build(drafts) { _ in nil } == nil)
    var bad = try Self.draft(4, generation: 1)
    bad.keyframes[1].components[0] = .infinity
    drafts[1] = try Self.draft(1, generation: 1)
    drafts[8] = try Self.draft(8, generation: 1)
    let problem = engine.rebuild([(1, drafts[1]), (4, bad), (8, drafts[8]), (20, drafts[8])])
    #expect(problem?.index == 4)
    #expect(engine.verifyRefitInvariants())
    let fresh = DraftChoreography()
    #expect(fresh.build(drafts) { _ in nil } == nil)
    for (step, y) in [0.0, 600, 1_000].enumerated() {
      let time = Double(step)
      #expect(
        Self.restingBits(engine, at: y, time: time) == Self.restingBits(fresh, at: y, time: time))
    }
  }
}
