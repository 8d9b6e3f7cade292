import ScrollMotion
import SpecFixtures
import Testing

@testable import ScrollMotionSpec

/// The app's closures for values: an animation's own value by id, or an
/// element's composed property, typed, called only when it changes, and a
/// mistake in an id or a type reported when the closure is registered.
@Suite("SpecPlayer values for the app (onValue)")
struct SpecPlayerValuesTests {
  /// `scrub`: a number on no element from 0 to 1 over the first 1,000
  /// points; `tilt`: a pair; `tint`: a colour; the card's opacity from two
  /// animations, `flash` over `fade` between 500 and 700 points.
  static let json = Fixtures.spec(
    animations: """
      { "id": "scrub", "property": "--progress", "range": "0px 1000px",
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] },
      { "id": "tilt", "target": "card", "property": "translate", "range": "0px 1000px",
        "keyframes": [ { "offset": 0, "value": [0, 100] }, { "offset": 1, "value": [0, 0] } ] },
      { "id": "tint", "target": "card", "property": "backgroundColor", "range": "0px 1000px",
        "keyframes": [ { "offset": 0, "value": "#000000" }, { "offset": 1, "value": "#ffffff" } ] },
      { "id": "fade", "target": "card", "property": "opacity", "range": "0px 1000px",
        "keyframes": [ { "offset": 0, "value": 1 }, { "offset": 1, "value": 0 } ] },
      { "id": "flash", "target": "card", "property": "opacity", "range": "500px 700px",
        "fill": "none",
        "keyframes": [ { "offset": 0, "value": 0.9 }, { "offset": 1, "value": 0.9 } ] }
      """,
    elements: #"{ "card": { "frame": [40, 1000, 320, 200] } }"#)

  static func metrics(y: Double) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: 400, height: 3_000),
      containerSize: ScrollSize(width: 400, height: 600))
  }

  static func player() throws -> SpecPlayer {
    try SpecPlayer(ChoreographySpec(json: json))
  }

  @Test func aNumberGoesToItsClosureOnlyWhenItChanges() throws {
    let player = try Self.player()
    var progress: [Double?] = []
    try player.onValue(of: "scrub") { progress.append($0) }
    // Nothing until the first update, then its value then.
    #expect(progress.isEmpty)
    player.update(with: Self.metrics(y: 250))
    #expect(progress == [0.25])
    player.update(with: Self.metrics(y: 250))
    player.advance(to: 1)
    #expect(progress == [0.25])
    player.update(with: Self.metrics(y: 500))
    #expect(progress == [0.25, 0.5])
  }

  @Test func pairsAndColoursArriveTyped() throws {
    let player = try Self.player()
    var offsets: [ScrollPoint?] = []
    var colours: [RGBAColor?] = []
    var any: [SpecValue?] = []
    try player.onValue(of: "tilt", as: ScrollPoint.self) { offsets.append($0) }
    try player.onValue(of: "tint", as: RGBAColor.self) { colours.append($0) }
    try player.onValue(of: "tilt", as: SpecValue.self) { any.append($0) }
    player.update(with: Self.metrics(y: 500))
    #expect(offsets == [ScrollPoint(x: 0, y: 50)])
    #expect(any == [.pair(0, 50)])
    let colour = try #require(colours.first ?? nil)
    #expect(abs(colour.red - 0.5) < 1e-9 && colour.alpha == 1)
  }

  @Test func anElementsPropertyIsTheComposedValueThatTheViewShows() throws {
    let player = try Self.player()
    var opacity: [Double?] = []
    var fade: [Double?] = []
    try player.onValue(of: .opacity, on: "card") { opacity.append($0) }
    try player.onValue(of: "fade") { fade.append($0) }
    for y in [100.0, 600, 800] { player.update(with: Self.metrics(y: y)) }
    // `flash` (0.9) shows over `fade` from 500 to 700: at 600 the view
    // shows 0.9 as at 100, so the composed value is not handed over again,
    // while `fade`'s own value goes on underneath.
    #expect(Self.close(opacity, [0.9, 0.2]))
    #expect(Self.close(fade, [0.9, 0.4, 0.2]))
  }

  static func close(_ values: [Double?], _ expected: [Double]) -> Bool {
    values.count == expected.count
      && zip(values, expected).allSatisfy { value, expected in
        value.map { abs($0 - expected) < 1e-12 } ?? false
      }
  }

  @Test func noEffectIsNilOnce() throws {
    let player = try Self.player()
    var flash: [Double?] = []
    try player.onValue(of: "flash") { flash.append($0) }
    for y in [100.0, 200, 600, 650, 800, 900] { player.update(with: Self.metrics(y: y)) }
    #expect(flash == [nil, 0.9, nil])
  }

  @Test func anUnknownIdIsAnErrorWithTheClosestOne() throws {
    let player = try Self.player()
    let error = #expect(throws: SpecError.self) {
      try player.onValue(of: "scrb") { _ in }
    }
    #expect(error?.description == "no animation has the id 'scrb' (did you mean 'scrub'?)")
  }

  @Test func aValueOfAnotherShapeIsAnErrorNamingBoth() throws {
    let player = try Self.player()
    let pair = #expect(throws: SpecError.self) {
      try player.onValue(of: "tilt") { _ in }
    }
    #expect(pair?.description == "the animation 'tilt' has [x, y] pairs, which Double cannot hold")
    let colour = #expect(throws: SpecError.self) {
      try player.onValue(of: "scrub", as: RGBAColor.self) { _ in }
    }
    #expect(colour?.description == "the animation 'scrub' has numbers, which RGBAColor cannot hold")
  }

  @Test func anUnknownElementOrPropertyIsAnError() throws {
    let player = try Self.player()
    let element = #expect(throws: SpecError.self) {
      try player.onValue(of: .opacity, on: "crad") { _ in }
    }
    #expect(element?.description == "no element is called 'crad' (did you mean 'card'?)")
    let property = #expect(throws: SpecError.self) {
      try player.onValue(of: .blur, on: "card") { _ in }
    }
    #expect(property?.description == "no animation of 'card' animates blur")
  }

  @Test func anIdFollowsWhatPlaysUnderReducedMotionAndBack() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Fixtures.settingsSpec))
    var values: [ScrollPoint?] = []
    try player.onValue(of: "slide", as: ScrollPoint.self) { values.append($0) }
    player.update(with: Fixtures.settingsMetrics(y: 500))
    // The reduced variant (a cross-fade) holds the slide at its start.
    player.setReducesMotion(true)
    player.update(with: Fixtures.settingsMetrics(y: 500))
    player.setReducesMotion(false)
    player.update(with: Fixtures.settingsMetrics(y: 500))
    #expect(
      values == [ScrollPoint(x: 0, y: 75), ScrollPoint(x: 0, y: 100), ScrollPoint(x: 0, y: 75)])
  }
}
