import PlatformFakes
import ScrollMotion
import Testing

@testable import ScrollMotionDriver

/// The one driver of the UIKit and AppKit front ends, on a scroll view of
/// plain numbers: what it writes, when, and what it leaves alone.
@Suite("ChoreographyDriver (the UIKit and AppKit ScrollViewDriver)")
@MainActor
struct ChoreographyDriverTests {
  typealias View = FakeScrollView.View

  /// Opacity from 1 to 0 over the first 1,000 points of scroll.
  static let fade = ScrollDrivenAnimation(
    keyframes: KeyframeSequence(from: 1.0, to: 0.0),
    timeline: .scroll(axis: .y),
    range: AnimationRange(.progress(0), .progress(0, plus: 1_000)), fill: .none)

  @Test func writesEachValueInsideATransactionAndOnlyWhenItChanges() {
    let scrollView = FakeScrollView()
    let driver = ChoreographyDriver(platform: scrollView)
    let header = View()
    driver.animate(header, scrollView.alphaProperty, with: Self.fade)
    driver.scroll(toY: 250)
    #expect(header.alpha == 0.75)
    driver.scroll(toY: 500)
    #expect(header.alpha == 0.5)
    #expect(header.alphaWritesOutsideTransactions == 0)
    let transactions = scrollView.transactions
    driver.update()  // nothing moved
    #expect(header.alpha == 0.5)
    #expect(scrollView.transactions == transactions + 1)
  }

  @Test func noEffectRestoresThePropertysOwnValue() {
    let scrollView = FakeScrollView()
    let driver = ChoreographyDriver(platform: scrollView)
    let header = View()
    header.alpha = 0.9
    driver.animate(header, scrollView.alphaProperty, with: Self.fade)
    driver.scroll(toY: 500)
    #expect(header.alpha == 0.5)
    // Past the range without fill: no effect, the own value comes back.
    driver.scroll(toY: 1_500)
    #expect(header.alpha == 0.9)
    // The app changes it while nothing drives it: that is the new own value.
    header.alpha = 0.3
    driver.scroll(toY: 100)
    #expect(header.alpha == 0.9)
    driver.scroll(toY: 2_000)
    #expect(header.alpha == 0.3)
  }

  @Test func aViewTimelineFollowsItsSubjectWhereverItMoves() {
    let scrollView = FakeScrollView()
    let driver = ChoreographyDriver(platform: scrollView)
    let card = View(frame: ScrollRect(x: 0, y: 1_000, width: 390, height: 200))
    // Cover: 0 when the card's top meets the viewport's bottom (scroll
    // 156), 1 when its bottom leaves the top (scroll 1,200).
    driver.animate(
      card, scrollView.alphaProperty,
      with: ScrollDrivenAnimation(keyframes: KeyframeSequence(from: 0.0, to: 1.0)),
      whileVisible: card)
    driver.scroll(toY: 678)
    #expect(card.alpha == 0.5)
    // The card moves down by 100 (a layout change): measured on the next
    // update, the same scroll is now earlier in its cover range.
    card.frame = ScrollRect(x: 0, y: 1_100, width: 390, height: 200)
    driver.update()
    #expect(abs(card.alpha - (678.0 - 256) / 1_044) < 1e-12)
  }

  @Test func aSubjectOutOfTheScrollViewKeepsItsLastTimeline() {
    let scrollView = FakeScrollView()
    let driver = ChoreographyDriver(platform: scrollView)
    let card = View(frame: ScrollRect(x: 0, y: 1_000, width: 390, height: 200))
    driver.animate(
      card, scrollView.alphaProperty,
      with: ScrollDrivenAnimation(keyframes: KeyframeSequence(from: 0.0, to: 1.0)),
      whileVisible: card)
    card.frame = nil  // a cell waiting for reuse
    driver.scroll(toY: 678)
    #expect(card.alpha == 0.5)
  }

  @Test func anAnimationGoesAwayWithItsSubject() {
    let scrollView = FakeScrollView()
    let driver = ChoreographyDriver(platform: scrollView)
    let target = View()
    var subject: View? = View(frame: ScrollRect(x: 0, y: 1_000, width: 390, height: 200))
    driver.animate(
      target, scrollView.alphaProperty,
      with: ScrollDrivenAnimation(keyframes: KeyframeSequence(from: 0.0, to: 1.0)),
      whileVisible: subject!)
    driver.scroll(toY: 678)
    #expect(target.alpha == 0.5)
    subject = nil
    driver.scroll(toY: 900)
    #expect(target.alpha == 0.5)
    #expect(driver.choreography.count == 0)
  }

  @Test func aRemovedAnimationLeavesItsLastValue() {
    let scrollView = FakeScrollView()
    let driver = ChoreographyDriver(platform: scrollView)
    let header = View()
    let id = driver.animate(header, scrollView.alphaProperty, with: Self.fade)
    driver.scroll(toY: 250)
    driver.remove(id)
    driver.scroll(toY: 750)
    #expect(header.alpha == 0.75)
  }

  @Test func aTriggeredAnimationPlaysOnTheClockOnlyWhileItMoves() throws {
    let scrollView = FakeScrollView()
    let driver = ChoreographyDriver(platform: scrollView)
    let badge = View()
    let id = driver.animate(
      badge, scrollView.alphaProperty,
      with: ScrollTriggeredAnimation(
        keyframes: KeyframeSequence(from: 0.0, to: 1.0),
        range: AnimationRange(.progress(0, plus: 500), .progress(1)),
        playback: try TriggeredPlayback(duration: 0.25)))
    driver.update()
    #expect(scrollView.clock?.isRunning == false)
    scrollView.scroll(toY: 600)  // enters: plays
    driver.update()
    #expect(scrollView.clock?.isRunning == true)
    #expect(driver.isRunningFrames)
    scrollView.clock?.advance(by: 0.125, frames: 8)
    #expect(badge.alpha == 1)
    #expect(scrollView.clock?.isRunning == false)
    #expect(badge.alphaWritesOutsideTransactions == 0)
    // One clock, asked for once.
    #expect(scrollView.clocksMade == 1)
    driver.remove(id)
    driver.scroll(toY: 0)
    #expect(badge.alpha == 1)
  }

  @Test func aSmoothedAnimationLagsThenSettlesAndTheClockStops() throws {
    let scrollView = FakeScrollView(contentHeight: 1_844)
    let driver = ChoreographyDriver(platform: scrollView)
    let header = View()
    driver.animate(
      header, scrollView.alphaProperty,
      with: SmoothedAnimation(
        ScrollDrivenAnimation(from: 0.0, to: 1.0), smoothing: try ProgressSmoothing(lag: 0.2)))
    driver.update()
    #expect(header.alpha == 0)
    driver.scroll(toY: 1_000)
    #expect(header.alpha < 0.5)
    scrollView.clock?.advance(by: 1.0 / 60, frames: 600)
    #expect(header.alpha == 1)
    #expect(scrollView.clock?.isRunning == false)
  }

  @Test func withoutAClockTriggeredAnimationsMoveOnlyWithTheScroll() throws {
    let scrollView = FakeScrollView(hasClock: false)
    let driver = ChoreographyDriver(platform: scrollView)
    let badge = View()
    var crossings = 0
    driver.choreography.onCrossing(of: AnimationRange(.progress(0, plus: 500), .progress(1))) { _ in
      crossings += 1
    }
    driver.animate(
      badge, scrollView.alphaProperty,
      with: ScrollTriggeredAnimation(
        keyframes: KeyframeSequence(from: 0.0, to: 1.0),
        range: AnimationRange(.progress(0, plus: 500), .progress(1)),
        playback: try TriggeredPlayback(duration: 0.25)))
    driver.update()
    driver.scroll(toY: 600)
    #expect(crossings >= 1)
    #expect(!driver.isRunningFrames)
    #expect(badge.alphaWritesOutsideTransactions == 0)
  }

  @Test func theActivityIsReadOnEveryUpdateUnlessThePlatformReportsItItself() {
    let scrollView = FakeScrollView()
    let driver = ChoreographyDriver(platform: scrollView)
    var seen: [ScrollActivity] = []
    driver.choreography.onScrollActivityChange { seen.append($0) }
    scrollView.activity = .tracking
    driver.update()
    scrollView.activity = .decelerating
    driver.update()
    // A platform that reports it as it changes (AppKit) says nil here: the
    // choreography keeps what it was told.
    scrollView.activity = nil
    driver.choreography.scrollActivity = .idle
    driver.update()
    #expect(seen == [.tracking, .decelerating, .idle])
    #expect(driver.choreography.scrollActivity == .idle)
  }

  @Test func aScrollViewThatIsGoneChangesNothing() {
    let scrollView = FakeScrollView()
    let driver = ChoreographyDriver(platform: scrollView)
    let header = View()
    driver.animate(header, scrollView.alphaProperty, with: Self.fade)
    scrollView.metrics = nil
    driver.update()
    #expect(header.alpha == 1)
    #expect(scrollView.transactions == 0)
    #expect(driver.metrics == nil)
  }

  @Test func aKeyPathPropertyWritesAndRestores() {
    let scrollView = FakeScrollView()
    let driver = ChoreographyDriver(platform: scrollView)
    let header = View()
    header.alpha = 0.6
    driver.animate(header, .keyPath(\View.alpha), with: Self.fade)
    driver.scroll(toY: 250)
    #expect(header.alpha == 0.75)
    driver.scroll(toY: 1_500)
    #expect(header.alpha == 0.6)
  }

  @Test func aTargetThatIsGoneIsNeverWritten() {
    let scrollView = FakeScrollView()
    let driver = ChoreographyDriver(platform: scrollView)
    var header: View? = View()
    driver.animate(header!, scrollView.alphaProperty, with: Self.fade)
    header = nil
    driver.scroll(toY: 250)
    #expect(scrollView.transactions == 1)
  }
}

extension ChoreographyDriver where Platform == FakeScrollView {
  /// Scrolls the fake scroll view to `y` and updates, as a scroll event
  /// does.
  fileprivate func scroll(toY y: Double) {
    platform.scroll(toY: y)
    update()
  }
}
