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

  /// A range at 25% ..< 50% of a vertical scroll over 0...1800: 450 ..< 900.
  static let quarterToHalf = AnimationRange(.progress(0.25), .progress(0.5))

  static func scrolled(_ offsets: [Double], range: AnimationRange = quarterToHalf)
    -> [[RangeCrossing]]
  {
    var trigger = RangeTrigger(timeline: .vertical, range: range)
    return offsets.map { Array(trigger.update(with: metrics(y: $0))) }
  }

  /// Exactly on the edges, on load and after scrolling onto them. GSAP
  /// 3.12.7's ScrollTrigger on the same page (start 450, end 900) counts
  /// only positions strictly between start and end as inside, which is
  /// where the documented differences come from; each is in a comment.
  @Test func exactlyOnTheEdges() throws {
    let state = try #require(ProgressTimeline.vertical.state(for: Self.metrics(y: 450)))
    let timing = EffectTiming(range: Self.quarterToHalf, fill: .both)
    #expect(timing.sample(in: state)?.progress == 0)
    let end = try #require(ProgressTimeline.vertical.state(for: Self.metrics(y: 900)))
    #expect(timing.sample(in: end)?.progress == 1)
    // Loaded exactly at the start: entered (GSAP: nothing, its progress 0).
    #expect(Self.scrolled([450]) == [[.enter]])
    // Loaded exactly at the end: entered and left (GSAP: onEnter, onLeave).
    #expect(Self.scrolled([900]) == [[.enter, .leave]])
    // Scrolled forward onto the start: entered there (GSAP: nothing there,
    // onEnter at 451).
    #expect(Self.scrolled([0, 450, 451]) == [[], [.enter], []])
    // Scrolled back onto the start from inside: still inside (GSAP:
    // onLeaveBack at 450), left at 449.
    #expect(Self.scrolled([600, 450, 449]) == [[.enter], [], [.leaveBack]])
    // Scrolled forward onto the end: left there, as in GSAP.
    #expect(Self.scrolled([600, 900]) == [[.enter], [.leave]])
    // Scrolled back onto the end from beyond: still outside, entered at
    // 899, as in GSAP.
    #expect(Self.scrolled([1200, 900, 899]) == [[.enter, .leave], [], [.enterBack]])
  }

  /// A range ending exactly at the end of a scroll timeline stays active
  /// there (GSAP: onLeave at the scroller's end; Chromium's CSS
  /// animation-trigger: active, as here).
  @Test func theScrollersEndStaysInsideARangeEndingThere() {
    let range = AnimationRange(.progress(0.5), .progress(1))
    #expect(Self.scrolled([1000, 1800, 1799], range: range) == [[.enter], [], []])
    #expect(Self.scrolled([1800], range: range) == [[.enter]])
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
