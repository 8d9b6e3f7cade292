import AllocationCounter
import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("RangeTrigger")
struct RangeTriggerTests {
  static func metrics(y: Double) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y),
      contentSize: ScrollSize(width: 100, height: 2000),
      containerSize: ScrollSize(width: 100, height: 200))
  }

  /// A card whose `contain` range is 700 ..< 800.
  static let card = ScrollRect(x: 0, y: 800, width: 100, height: 100)

  static func crossings(_ offsets: [Double], range: AnimationRange = .contain) -> [RangeCrossing] {
    var trigger = RangeTrigger(timeline: .view(subject: card), range: range)
    var all: [RangeCrossing] = []
    for offset in offsets { all.append(contentsOf: trigger.update(with: metrics(y: offset))) }
    return all
  }

  @Test func firesEachCrossingOnceWithItsDirection() {
    #expect(Self.crossings([0, 650, 700, 750, 799, 800, 850]) == [.enter, .leave])
    #expect(
      Self.crossings([0, 900, 790, 760, 699, 600]) == [.enter, .leave, .enterBack, .leaveBack])
  }

  @Test func theStartIsInsideAndTheEndOutside() {
    // Half-open, as the active interval: 700 enters, 800 leaves.
    #expect(Self.crossings([699, 700]) == [.enter])
    #expect(Self.crossings([699, 700, 800]) == [.enter, .leave])
    #expect(Self.crossings([699, 800, 799.9]) == [.enter, .leave, .enterBack])
  }

  @Test func aFlickOverTheWholeRangeReportsBothCrossingsInOrder() {
    var trigger = RangeTrigger(timeline: .view(subject: Self.card), range: .contain)
    trigger.update(with: Self.metrics(y: 0))
    let forward = trigger.update(with: Self.metrics(y: 1500))
    #expect(Array(forward) == [.enter, .leave])
    #expect(forward.count == 2)
    let backward = trigger.update(with: Self.metrics(y: 10))
    #expect(Array(backward) == [.enterBack, .leaveBack])
    #expect(trigger.update(with: Self.metrics(y: 20)).isEmpty)
  }

  @Test func theFirstUpdateCountsFromBeforeTheRange() {
    #expect(Self.crossings([750]) == [.enter])
    #expect(Self.crossings([1200]) == [.enter, .leave])
    #expect(Self.crossings([100]) == [])
  }

  @Test func anInactiveTimelineReportsNothingAndKeepsThePhase() {
    var trigger = RangeTrigger(timeline: .vertical, range: AnimationRange(.progress(0.5), .normal))
    let fits = ScrollMetrics(
      contentOffset: .zero, contentSize: ScrollSize(width: 100, height: 100),
      containerSize: ScrollSize(width: 100, height: 200))
    #expect(Array(trigger.update(with: Self.metrics(y: 1000))) == [.enter])
    #expect(trigger.update(with: fits).isEmpty)
    #expect(trigger.isActive)
    #expect(Array(trigger.update(with: Self.metrics(y: 0))) == [.leaveBack])
  }

  @Test func theEndOfAScrollTimelineIsInsideARangeEndingThere() {
    var trigger = RangeTrigger(timeline: .vertical, range: AnimationRange(.progress(0.5), .normal))
    #expect(Array(trigger.update(with: Self.metrics(y: 1800))) == [.enter])
    #expect(trigger.isActive)
  }

  /// For any offsets: each update reports the crossings between the phases
  /// it moved between, which alternate enter/leave, and replaying them
  /// gives the phase the update saw.
  @Test func crossingsAlwaysAlternateAndMatchThePhase() {
    SeededProperty.check(count: 300, Gen.double(in: -300...2_100).array(of: 1...40)) { offsets in
      var trigger = RangeTrigger(timeline: .view(subject: Self.card), range: .contain)
      var inside = false
      var side = AnimationPhase.before
      for offset in offsets {
        let crossings = trigger.update(with: Self.metrics(y: offset))
        for crossing in crossings {
          // An enter needs to be outside, a leave inside.
          guard crossing.isEntering != inside else { return false }
          inside = crossing.isEntering
          switch crossing {
          case .enter, .enterBack: side = .active
          case .leave: side = .after
          case .leaveBack: side = .before
          }
        }
        let expected: AnimationPhase = offset < 700 ? .before : offset < 800 ? .active : .after
        guard side == expected, trigger.phase == expected else { return false }
      }
      return true
    }
  }

  @Test(.disabled(if: sm_allocations_sanitized() != 0, "a sanitizer owns malloc"))
  func anUpdateAllocatesNothing() throws {
    try #require(sm_allocations_supported() != 0, "allocation counting needs glibc")
    var trigger = RangeTrigger(timeline: .view(subject: Self.card), range: .contain)
    var count = 0
    trigger.update(with: Self.metrics(y: 0))
    sm_allocations_begin()
    for step in 0..<200 {
      for _ in trigger.update(with: Self.metrics(y: Double(step % 20) * 60)) { count += 1 }
    }
    let allocations = sm_allocations_end()
    #expect(allocations == 0)
    #expect(count > 0)
  }
}
