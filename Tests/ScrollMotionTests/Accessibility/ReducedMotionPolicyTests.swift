import PropertyBased
import ScrollMotion
import Testing

@Suite("ReducedMotionPolicy")
struct ReducedMotionPolicyTests {
  static let slide = ScrollDrivenAnimation(
    keyframes: (try? KeyframeSequence<Double>([.at(0, -100), .at(0.6, 20), .at(1, 0)]))
      ?? KeyframeSequence(from: -100, to: 0),
    timeline: .vertical, range: AnimationRange(.progress(0.25), .progress(0.75)), fill: .none)

  static func metrics(_ y: Double) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: 400, height: 1_400),
      containerSize: ScrollSize(width: 400, height: 600))
  }

  @Test func keepChangesNothing() {
    let kept = ReducedMotionPolicy.keep.applied(to: Self.slide, isMovement: true)
    for y in stride(from: -50.0, through: 850, by: 25) {
      #expect(kept.value(for: Self.metrics(y)) == Self.slide.value(for: Self.metrics(y)))
    }
  }

  @Test func jumpToEndShowsTheLastValueEverywhere() {
    let jumped = ReducedMotionPolicy.jumpToEnd.applied(to: Self.slide, isMovement: true)
    for y in stride(from: -50.0, through: 850, by: 25) {
      #expect(jumped.value(for: Self.metrics(y)) == 0, "at \(y)")
    }
  }

  @Test func crossFadeSwitchesStatesAtTheMiddleUnderAnOpacityDip() {
    let policy = ReducedMotionPolicy.crossFade
    let moved = policy.applied(to: Self.slide, isMovement: true)
    let fade = policy.crossFadeOpacity(for: Self.slide)
    // The range is 200...600 of 0...800: the middle is 400.
    #expect(moved.value(for: Self.metrics(100)) == nil)
    #expect(moved.value(for: Self.metrics(250)) == -100)
    #expect(moved.value(for: Self.metrics(399)) == -100)
    #expect(moved.value(for: Self.metrics(400)) == 0)
    #expect(moved.value(for: Self.metrics(599)) == 0)
    #expect(fade.value(for: Self.metrics(200)) == 1)
    #expect(fade.value(for: Self.metrics(300)) == 0.5)
    #expect(fade.value(for: Self.metrics(400)) == 0)
    #expect(fade.value(for: Self.metrics(500)) == 0.5)
    #expect(fade.value(for: Self.metrics(700)) == nil)
    // Not a movement: unchanged.
    let opacity = policy.applied(to: Self.slide, isMovement: false)
    #expect(opacity.value(for: Self.metrics(300)) == Self.slide.value(for: Self.metrics(300)))
  }

  /// Under a cross-fade the element never moves while it is visible: its
  /// value only changes where the fade's opacity is 0.
  @Test func aCrossFadedMovementOnlyChangesWhileInvisible() {
    let policy = ReducedMotionPolicy.crossFade
    let moved = policy.applied(to: Self.slide, isMovement: true)
    let fade = policy.crossFadeOpacity(for: Self.slide)
    SeededProperty.check(count: 1_000, zip(Gen.double(in: -100...900), Gen.double(in: 0...5))) {
      y, step in
      let before = moved.value(for: Self.metrics(y))
      let after = moved.value(for: Self.metrics(y + step))
      guard before != after, let before, let after else { return true }
      // A jump from the start state to the end state happens only across
      // the middle (400), where the opacity is 0.
      return before == -100 && after == 0 && y < 400 && y + step >= 400
        && fade.value(for: Self.metrics(400)) == 0
    }
  }
}
