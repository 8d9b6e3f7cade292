import ScrollMotion
import ScrollMotionSpecEngine
import ScrollMotionWire
import Testing

/// A number animation's clamp (opacity's `0...1`): NaN never gets in, and
/// whatever overshoots, even to infinity, lands on a bound.
@Suite struct DraftChoreographyClampTests {
  /// A clamped number from `from` to `to` over 1,000 points of scroll,
  /// along `easing`.
  static func value(_ from: Double, _ to: Double, easing: Easing, at y: Double) -> Double? {
    var draft = AnimationDraft(kind: .number, timeline: .scroll(axis: .y), clamp: 0...1)
    draft.easing = easing
    draft.keyframes = [.init(offset: 0, components: [from]), .init(offset: 1, components: [to])]
    let engine = DraftChoreography()
    guard engine.build([draft], keepingStateOf: { _ in nil }) == nil else { return nil }
    engine.update(
      with: ScrollMetrics(
        contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: 400, height: 1_600),
        containerSize: ScrollSize(width: 400, height: 600)))
    return engine.output[1]
  }

  @Test func overshootAndOverflowLandOnTheBounds() {
    #expect(Self.value(0, 1, easing: .linear, at: 500) == 0.5)
    #expect(Self.value(0, 1, easing: .custom { _ in 1e308 }, at: 500) == 1)
    // 1e308 × (1 − 5) + (−1e308) × 5 is −∞.
    #expect(Self.value(1e308, -1e308, easing: .custom { _ in 5 }, at: 500) == 0)
    #expect(Self.value(-1e308, 1e308, easing: .custom { _ in 5 }, at: 500) == 1)
  }

  @Test func aNaNKeyframeIsRefused() {
    #expect(Self.value(0, .nan, easing: .linear, at: 500) == nil)
  }
}
