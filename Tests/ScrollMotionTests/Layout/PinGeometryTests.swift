import PropertyBased
import ScrollMotion
import Testing

@Suite("PinGeometry")
struct PinGeometryTests {
  @Test func translationFollowsTheOffsetInsideTheRangeOnly() {
    let pin = PinGeometry(axis: .y, start: 200, end: 1_400)
    #expect(pin.distance == 1_200)
    #expect(pin.spacing == 1_200)
    #expect(pin.translation(at: -50) == 0)
    #expect(pin.translation(at: 200) == 0)
    #expect(pin.translation(at: 700) == 500)
    #expect(pin.translation(at: 1_400) == 1_200)
    #expect(pin.translation(at: 9_000) == 1_200)
    #expect(pin.translation(at: .nan) == 0)
    #expect(pin.translation(at: ScrollPoint(x: 999, y: 300)) == ScrollPoint(x: 0, y: 100))
    #expect(
      PinGeometry(axis: .x, start: 0, end: 50).translation(at: ScrollPoint(x: 20, y: 999))
        == ScrollPoint(x: 20, y: 0))
    #expect(pin.isPinned(at: 200) && pin.isPinned(at: 1_399.5))
    #expect(!pin.isPinned(at: 199) && !pin.isPinned(at: 1_400))
  }

  @Test func anEmptyRangePinsNothing() {
    let pin = PinGeometry(axis: .y, start: 500, end: 300)
    #expect(pin.distance == 0)
    #expect(pin.translation(at: 400) == 0)
    #expect(pin.translation(at: 900) == 0)
    #expect(!pin.isPinned(at: 400))
  }

  @Test func resolvesARangeOfATimeline() throws {
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 777), contentSize: ScrollSize(width: 390, height: 3000),
      containerSize: ScrollSize(width: 390, height: 600))
    let scroll = try #require(
      PinGeometry(range: try AnimationRange(parsing: "10% 50%"), of: .vertical, in: metrics))
    #expect(scroll == PinGeometry(axis: .y, start: 240, end: 1_200))
    // contain of a 300-point subject at 1200 in a 600-point viewport.
    let view = try #require(
      PinGeometry(
        range: .contain, of: .view(subject: ScrollRect(x: 0, y: 1_200, width: 390, height: 300)),
        in: metrics))
    #expect(view == PinGeometry(axis: .y, start: 900, end: 1_200))
    // A scroller that cannot scroll sideways pins nothing sideways.
    #expect(PinGeometry(range: .normal, of: .horizontal, in: metrics) == nil)
  }

  /// The point of a pin: inside its range the element's place on screen
  /// (its frame's position minus the offset, plus the translation) does not
  /// move; before the range and after it the element scrolls with the
  /// content, one for one.
  @Test func thePinnedElementStandsStillOnScreenInsideItsRange() {
    SeededProperty.check(
      count: 1_000,
      zip(
        Gen.double(in: -2_000...2_000), Gen.double(in: 0...3_000), Gen.double(in: 0...1),
        Gen.double(in: 0...1))
    ) { start, length, a, b in
      let pin = PinGeometry(axis: .y, start: start, end: start + length)
      let frameY = 480.0
      func onScreen(_ offset: Double) -> Double { frameY - offset + pin.translation(at: offset) }
      // Two offsets inside the range, two before it and two after it.
      let inside = (start + a * length, start + b * length)
      let before = (start - 1 - a * 500, start - 1 - b * 500)
      let after = (start + length + a * 500, start + length + b * 500)
      let still = abs(onScreen(inside.0) - onScreen(inside.1)) <= 1e-9 * max(1, abs(start) + length)
      let scrollsBefore =
        abs((onScreen(before.0) - onScreen(before.1)) + (before.0 - before.1)) <= 1e-9
      let scrollsAfter = abs((onScreen(after.0) - onScreen(after.1)) + (after.0 - after.1)) <= 1e-6
      return still && scrollsBefore && scrollsAfter
    }
  }
}
