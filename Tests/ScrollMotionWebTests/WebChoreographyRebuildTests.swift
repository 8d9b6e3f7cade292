import ScrollMotion
import ScrollMotionWire
import Testing

@testable import ScrollMotionWeb

/// Rebuilding the animations described again in place (the full engine's
/// `sm_describe_again` and `sm_rebuild`): afterwards every value is, to the
/// bit, what a full build of the same descriptions gives.
@Suite struct WebChoreographyRebuildTests {
  static let metrics = ScrollMetrics(
    contentSize: ScrollSize(width: 900, height: 2000),
    containerSize: ScrollSize(width: 300, height: 200))
  static let frames = [
    ScrollRect(x: 0, y: 600, width: 100, height: 100),
    ScrollRect(x: 400, y: 0, width: 80, height: 50),
  ]

  /// Describes animation `index` again on the second subject's view
  /// timeline as a point from (-40, 0) to (0, 8) over `cover 10% 70%`.
  static func describeAsPoint(_ web: WebChoreography, _ index: Int) {
    #expect(
      web.describeAgain(
        animationAt: index, kind: .pair, timeline: .view(subject: frames[1], axis: .x),
        fill: .forwards, clamp: nil))
    #expect(web.setRange(of: index, start: .cover(0.1), end: .cover(0.7)))
    #expect(web.addKeyframe(to: index, offset: 0, components: [-40, 0], easing: .easeOut))
    #expect(web.addKeyframe(to: index, offset: 1, components: [0, 8], easing: nil))
  }

  /// Describes animation `index` again as a number from 3 to 9 over a
  /// quarter to a half of the scroll.
  static func describeAsNumber(_ web: WebChoreography, _ index: Int) {
    #expect(
      web.describeAgain(
        animationAt: index, kind: .number, timeline: .vertical, fill: .both, clamp: 0...8))
    #expect(web.setRange(of: index, start: .progress(0.25), end: .progress(0.5)))
    #expect(web.addKeyframe(to: index, offset: 0, components: [3], easing: nil))
    #expect(web.addKeyframe(to: index, offset: 1, components: [9], easing: .easeIn))
  }

  static func expectSameValues(_ one: WebChoreography, _ other: WebChoreography, count: Int) {
    for y in stride(from: 0.0, through: 1800, by: 45) {
      let offset = ScrollPoint(x: 300 - y / 6, y: y)
      one.update(contentOffset: offset)
      other.update(contentOffset: offset)
      for index in 0..<count {
        #expect(
          WebChoreographyTests.values(one, index).map(\.bitPattern)
            == WebChoreographyTests.values(other, index).map(\.bitPattern),
          "animation \(index) at \(offset)")
      }
    }
  }

  @Test(arguments: [ContentDirection.leftToRight, .rightToLeft])
  func describingAgainRebuildsWhatABuildGives(direction: ContentDirection) {
    let rebuilt = WebChoreographyTests.subjects(Self.frames, in: Self.metrics, direction: direction)
    rebuilt.update(contentOffset: ScrollPoint(x: 300, y: 500))
    // One animation changes kind and timeline, another its range and
    // values; the other two are not touched.
    Self.describeAsPoint(rebuilt, 0)
    Self.describeAsNumber(rebuilt, 2)
    #expect(rebuilt.rebuildDescribedAgain())
    #expect(rebuilt.describedAgain.isEmpty)
    // The same four descriptions, built whole.
    let all = WebChoreographyTests.subjects(Self.frames, in: Self.metrics, direction: direction)
    Self.describeAsPoint(all, 0)
    Self.describeAsNumber(all, 2)
    #expect(all.build())
    Self.expectSameValues(rebuilt, all, count: 4)
    #expect(rebuilt.rangeOffsets(of: 0)! == all.rangeOffsets(of: 0)!)
  }

  @Test func anAnimationThatCannotBeBuiltStaysAsItWas() {
    let rebuilt = WebChoreographyTests.subjects(
      Self.frames, in: Self.metrics, direction: .leftToRight)
    let untouched = WebChoreographyTests.subjects(
      Self.frames, in: Self.metrics, direction: .leftToRight)
    Self.describeAsNumber(rebuilt, 1)
    // Described twice before the rebuild: keyframes out of order this time.
    #expect(
      rebuilt.describeAgain(
        animationAt: 1, kind: .number, timeline: .vertical, fill: .both, clamp: nil))
    #expect(rebuilt.addKeyframe(to: 1, offset: 0.5, components: [1], easing: nil))
    #expect(rebuilt.addKeyframe(to: 1, offset: 0.25, components: [2], easing: nil))
    Self.describeAsPoint(rebuilt, 3)
    #expect(!rebuilt.rebuildDescribedAgain())
    #expect(rebuilt.failedAnimation == 1)
    #expect(rebuilt.lastError.hasPrefix("animation 1: "))
    // Animation 1 plays (and is described) as first built; animation 3 was rebuilt.
    #expect(rebuilt.drafts[1].keyframes.map(\.offset) == [0, 1])
    Self.describeAsPoint(untouched, 3)
    #expect(untouched.rebuildDescribedAgain())
    Self.expectSameValues(rebuilt, untouched, count: 4)
    #expect(
      !rebuilt.describeAgain(
        animationAt: 4, kind: .number, timeline: .vertical, fill: .both, clamp: nil))
    #expect(rebuilt.lastError == "no such animation")
  }
}
