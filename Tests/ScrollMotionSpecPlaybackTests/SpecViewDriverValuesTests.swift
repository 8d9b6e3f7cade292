import AllocationCounter
import PlatformFakes
import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

@testable import ScrollMotionSpecPlayback

/// The UIKit and AppKit driver's closures for values: what scrubs a
/// player (an animation by id) or follows what a view shows (an element's
/// property), each called only when its value changes, from the update or
/// frame that changed it, with nothing allocated on a warm frame.
@Suite("SpecViewDriver values for the app (onValue)")
@MainActor
struct SpecViewDriverValuesTests {
  static func driver(_ platform: FakeSpecScrollView) throws -> SpecViewDriver<FakeSpecScrollView> {
    let (_, _, footer) = SpecViewDriverTests.hierarchy(platform)
    return try SpecViewDriverTests.driver(
      SpecStageTests.json, on: platform, views: ["footer": footer])
  }

  @Test func anAnimationScrubsTheAppsClosureInStepWithTheViews() throws {
    let platform = FakeSpecScrollView()
    let driver = try Self.driver(platform)
    var progress: [Double?] = []
    var headerOpacity: [Double?] = []
    try driver.onValue(of: "progress") { progress.append($0) }
    try driver.onValue(of: .opacity, on: "header") { headerOpacity.append($0) }
    for y in [0.0, 0, 250, 350] {
      platform.base.scroll(toY: y)
      driver.update()
    }
    // `progress` runs over the whole scroll (2,156 points), once per change.
    #expect(progress.count == 3)
    #expect(progress.first == 0)
    let last = try #require(progress.last ?? nil)
    let expected: Double = 350.0 / 2_156 * 100
    #expect(abs(last - expected) < 1e-9)
    // The header's opacity as the view shows it: `flash` over `fade` at 250.
    #expect(headerOpacity == [1, 0.9, 0.125])
    #expect(platform.base.root.subviews[0].subviews[0].alpha == 0.125)
  }

  @Test func aScaleArrivesAsASizeAndAMistakeIsAnErrorAtOnce() throws {
    let platform = FakeSpecScrollView()
    let driver = try Self.driver(platform)
    var scales: [ScrollSize?] = []
    try driver.onValue(of: "enter", as: ScrollSize.self) { scales.append($0) }
    platform.base.scroll(toY: 878)
    driver.update()
    #expect(scales == [ScrollSize(width: 0.75, height: 0.75)])
    #expect(throws: SpecError.self) { try driver.onValue(of: "progres") { _ in } }
    let error = #expect(throws: SpecError.self) {
      try driver.onValue(of: .blur, on: "card") { _ in }
    }
    #expect(error?.issues.map(\.message) == ["no animation of 'card' animates blur"])
  }

  @Test(.disabled(if: sm_allocations_sanitized() != 0, "a sanitizer owns malloc"))
  func aWarmFrameWithClosuresAllocatesNothing() throws {
    try #require(sm_allocations_supported() != 0, "allocation counting needs glibc")
    let platform = FakeSpecScrollView()
    let (_, _, footer) = SpecViewDriverTests.hierarchy(platform)
    // The header's alpha alone is written, through a closure: what the
    // fake views' key-path writes cost in a debug build is not the
    // driver's.
    let alpha = platform.base.alphaProperty
    let driver = try SpecViewDriver(
      spec: ChoreographySpec(json: SpecStageTests.json), platform: platform,
      views: ["footer": footer],
      properties: SpecViewProperties { property in
        property == .opacity ? .number(alpha) : .unsupported("not written in this test")
      })
    var calls = 0
    var total = 0.0
    try driver.onValue(of: "progress") { value in
      calls += 1
      total += value ?? 0
    }
    try driver.onValue(of: "enter", as: ScrollSize.self) { size in total += size?.width ?? 0 }
    try driver.onValue(of: .opacity, on: "header") { total += $0 ?? 0 }
    func pass(_ steps: Range<Int>) {
      for step in steps {
        platform.base.scroll(toY: Double(step % 40) * 50)
        driver.update()
      }
    }
    // Warm-up: one pass over every position.
    pass(0..<40)
    let warm = calls
    sm_allocations_begin()
    pass(40..<240)
    let allocations = sm_allocations_end()
    #expect(allocations == 0)
    // Every step moved `progress`: the closures did run.
    #expect(calls - warm == 200)
    #expect(total > 0)
  }
}

/// SwiftUI's path: the stage forwards the app's closures to its player, and
/// a spec that did not validate reports its own error rather than a
/// second one for each closure.
@Suite("SpecStage values for the app")
struct SpecStageValuesTests {
  @Test func theStageHandsAnAnimationsValueOverWhileItPlays() throws {
    let stage = SpecStage(json: SpecStageTests.json)
    var progress: [Double?] = []
    let record: (SpecValue?) -> Void = { progress.append($0.flatMap(Double.init(specValue:))) }
    try stage.watch(
      animation: "progress", accepting: { Double(specValue: $0) != nil }, typeName: "Double",
      record)
    _ = stage.setMetrics(SpecStageTests.metrics(y: 0))
    _ = stage.setMetrics(SpecStageTests.metrics(y: 1_078))
    #expect(progress == [0, 50])
    #expect(throws: SpecError.self) {
      try stage.watch(animation: "nope", accepting: { _ in true }, typeName: "SpecValue", { _ in })
    }
  }

  @Test func anInvalidSpecAcceptsEveryClosureAndReportsOnlyItsOwnError() throws {
    let stage = SpecStage(json: "{")
    #expect(stage.error != nil)
    try stage.watch(animation: "any", accepting: { _ in true }, typeName: "SpecValue", { _ in })
  }

  @Test func theLatestClosureAtEachPositionIsCalledAndNewOnesAreChecked() {
    let stage = SpecStage(json: SpecStageTests.json)
    var first: [SpecValue?] = []
    var second: [SpecValue?] = []
    func request(_ id: String, _ action: @escaping (SpecValue?) -> Void) -> SpecValueRequest {
      SpecValueRequest(
        subject: .animation(id), typeName: "SpecValue", accepts: { _ in true }, action: action)
    }
    #expect(stage.follow([request("progress") { first.append($0) }]).isEmpty)
    _ = stage.setMetrics(SpecStageTests.metrics(y: 0))
    // Re-rendered: a new closure at the same position, and a new position
    // with an id the spec does not have.
    let issues = stage.follow([
      request("progress") { second.append($0) }, request("progres") { _ in },
    ])
    #expect(
      issues.map(\.message) == ["no animation has the id 'progres' (did you mean 'progress'?)"])
    _ = stage.setMetrics(SpecStageTests.metrics(y: 1_078))
    #expect(first == [.number(0)])
    #expect(second == [.number(50)])
  }
}
