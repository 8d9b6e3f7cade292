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
}
