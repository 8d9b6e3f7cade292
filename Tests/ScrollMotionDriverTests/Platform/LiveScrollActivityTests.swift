import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("LiveScrollActivity (AppKit's live-scroll notifications and event phases)")
struct LiveScrollActivityTests {
  @Test func theNotificationsBracketTheUsersScroll() {
    var live = LiveScrollActivity()
    #expect(live.activity == .idle)
    live.liveScrollWillStart()
    #expect(live.activity == .tracking)
    live.liveScrollDidEnd()
    #expect(live.activity == .idle)
  }

  @Test func aFlickTracksThenCoastsThenStops() {
    var live = LiveScrollActivity()
    live.scrollWheel(phase: .mayBegin, momentum: .none)
    #expect(live.activity == .idle)  // fingers down, nothing moves yet
    live.scrollWheel(phase: .began, momentum: .none)
    #expect(live.activity == .tracking)
    live.scrollWheel(phase: .changed, momentum: .none)
    live.scrollWheel(phase: .ended, momentum: .none)
    #expect(live.activity == .tracking)  // momentum may follow: wait for it
    live.scrollWheel(phase: .none, momentum: .began)
    #expect(live.activity == .decelerating)
    live.scrollWheel(phase: .none, momentum: .changed)
    #expect(live.activity == .decelerating)
    live.scrollWheel(phase: .none, momentum: .ended)
    #expect(live.activity == .idle)
  }

  @Test func fingersBackOnTheTrackpadCatchTheCoastingContent() {
    var live = LiveScrollActivity()
    live.liveScrollWillStart()
    live.scrollWheel(phase: .none, momentum: .changed)
    #expect(live.activity == .decelerating)
    live.scrollWheel(phase: .began, momentum: .none)
    #expect(live.activity == .tracking)
    live.liveScrollDidEnd()
    #expect(live.activity == .idle)
  }

  @Test func anAnimatedScrollWinsAndAGestureWithoutMomentumEndsWithTheNotification() {
    var live = LiveScrollActivity()
    live.liveScrollWillStart()
    live.isAnimating = true
    #expect(live.activity == .animating)
    live.isAnimating = false
    #expect(live.activity == .tracking)
    live.scrollWheel(phase: .cancelled, momentum: .none)
    #expect(live.activity == .tracking)
    live.liveScrollDidEnd()
    #expect(live.activity == .idle)
  }
}
