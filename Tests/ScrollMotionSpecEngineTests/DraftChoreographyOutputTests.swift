import ScrollMotion
import ScrollMotionWire
import Testing

@testable import ScrollMotionSpecEngine

/// The output buffers JavaScript and the front ends read keep their stated
/// invariants through updates, reports and settles, and the check that
/// debug builds run after each sees it when they do not.
@Suite struct DraftChoreographyOutputTests {
  /// 1,800 points of vertical scroll range.
  static func metrics(y: Double) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: 100, height: 2_000),
      containerSize: ScrollSize(width: 100, height: 200))
  }

  /// Three numbers from 0 to 1 on the scroll, the first crossing-watched
  /// and the last velocity-watched, updated across the range and back.
  static func engine() throws -> DraftChoreography {
    var draft = AnimationDraft(kind: .number, timeline: .scroll(axis: .y))
    draft.range = AnimationRange(.progress(0.25), .progress(0.5))
    draft.keyframes = [.init(offset: 0, components: [0]), .init(offset: 1, components: [1])]
    let engine = DraftChoreography()
    #expect(engine.build([draft, draft, draft]) { _ in nil } == nil)
    #expect(engine.watchCrossings(of: 0))
    #expect(engine.watchVelocity(of: 2))
    return engine
  }

  @Test func updatesReportsAndSettlesKeepTheInvariants() throws {
    let engine = try Self.engine()
    var time = 0.0
    for y in [0.0, 600, 1_200, 700, 100] {
      time += 1.0 / 60
      engine.update(with: Self.metrics(y: y), at: time)
      #expect(engine.buffer.verifyInvariants())
      engine.advance(to: time + 1.0 / 120)
      #expect(engine.buffer.verifyInvariants())
    }
    engine.comeToRest()
    #expect(engine.buffer.verifyInvariants())
  }

  @Test func theCheckSeesABrokenReport() throws {
    let engine = try Self.engine()
    engine.update(with: Self.metrics(y: 600), at: 0)
    // Entering the range: one crossing of animation 0 is reported.
    #expect(engine.events[1] == 1)
    #expect(engine.buffer.verifyInvariants())
    engine.events[1] = 2
    #expect(!engine.buffer.verifyInvariants())
    engine.events[1] = 1
    engine.events[3] = 7
    #expect(!engine.buffer.verifyInvariants())
    engine.events[3] = 0
    #expect(engine.buffer.verifyInvariants())
  }

  @Test func theCheckSeesABrokenChangedList() throws {
    let engine = try Self.engine()
    engine.update(with: Self.metrics(y: 600))
    // All three changed, each listed once.
    #expect(engine.buffer.changedCount.pointee == 3)
    #expect(engine.buffer.verifyInvariants())
    let second = engine.buffer.changed[1]
    engine.buffer.changed[1] = engine.buffer.changed[0]
    #expect(!engine.buffer.verifyInvariants())
    engine.buffer.changed[1] = second
    #expect(engine.buffer.verifyInvariants())
    engine.buffer.changedCount.pointee = 2
    #expect(!engine.buffer.verifyInvariants())
    engine.buffer.changedCount.pointee = 3
    #expect(engine.buffer.verifyInvariants())
  }
}
