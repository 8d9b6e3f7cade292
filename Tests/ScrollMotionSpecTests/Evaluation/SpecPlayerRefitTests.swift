import ScrollMotion
import SpecFixtures
import Testing

@testable import ScrollMotionSpec

/// A refit (new sizes, a moved element, a direction, Reduce Motion) changes
/// only what depends on the change, and plays exactly what a player built
/// again would.
@Suite("SpecPlayer refits in place")
struct SpecPlayerRefitTests {
  /// Scroll and view timelines on both axes, a pin down and a pin across,
  /// a triggered and two smoothed animations, and every reduced-motion
  /// policy that keeps the animations one for one (cross-fading a colour
  /// changes nothing; a jump to the end reshapes).
  static let json = Fixtures.spec(
    animations: """
      { "id": "fade", "target": "card", "property": "opacity", "range": "0px 1000px",
        "reducedMotion": "jump-to-end",
        "keyframes": [ { "offset": 0, "value": 1 }, { "offset": 1, "value": 0.2 } ] },
      { "id": "slide", "target": "card", "property": "translate",
        "timeline": { "type": "view", "subject": "card" }, "easing": "ease-in-out",
        "keyframes": [ { "offset": 0, "value": [0, 100] }, { "offset": 1, "value": [30, 0] } ] },
      { "id": "drift", "target": "side", "property": "translate",
        "timeline": { "type": "view", "subject": "side", "axis": "x" },
        "reducedMotion": "jump-to-end",
        "keyframes": [ { "offset": 0, "value": [-40, 0] }, { "offset": 1, "value": [40, 0] } ] },
      { "id": "tint", "target": "side", "property": "backgroundColor",
        "timeline": { "type": "view", "subject": "side" }, "range": "contain",
        "reducedMotion": "cross-fade",
        "keyframes": [ { "offset": 0, "value": "#ff0000" }, { "offset": 1, "value": "#0000ff80" } ] },
      { "id": "hold", "target": "header", "pin": true, "range": "200px 1400px" },
      { "id": "across", "target": "side", "pin": true,
        "timeline": { "type": "scroll", "axis": "x" }, "range": "0% 50%" },
      { "id": "pop", "target": "card", "property": "scale",
        "timeline": { "type": "view", "subject": "card" }, "range": "contain",
        "trigger": { "duration": 0.5, "actions": "play reverse play reverse" },
        "keyframes": [ { "offset": 0, "value": 0.5 }, { "offset": 1, "value": 1.5 } ] },
      { "id": "lag", "target": "header", "property": "opacity", "smoothing": 0.4,
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] },
      { "id": "lagView", "target": "side", "property": "rotate", "smoothing": 0.3,
        "timeline": { "type": "view", "subject": "side" }, "reducedMotion": "jump-to-end",
        "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 90 } ] }
      """,
    elements: """
      { "card": { "frame": [40, 1000, 320, 200] }, "side": { "frame": [0, 1400, 100, 100] },
        "header": { "frame": [0, 0, 400, 80] } }
      """,
    scroller: #"{ "containerSize": [400, 600], "contentSize": [900, 3000] }"#)

  /// The live geometry and settings a sequence of refits arrives at.
  struct Live {
    var container = ScrollSize(width: 400, height: 600)
    var content = ScrollSize(width: 900, height: 3_000)
    var frames: [ScrollRect]
    var direction = ContentDirection.leftToRight
    var reducesMotion = false
    var offset = ScrollPoint(x: 0, y: 0)

    func metrics() -> ScrollMetrics {
      ScrollMetrics(contentOffset: offset, contentSize: content, containerSize: container)
    }

    /// The spec as written for this geometry and direction.
    func spec(from spec: ChoreographySpec) -> ChoreographySpec {
      var fitted = spec
      fitted.scroller.containerSize = container
      fitted.scroller.contentSize = content
      fitted.scroller.direction = direction
      for index in fitted.elements.indices { fitted.elements[index].frame = frames[index] }
      return fitted
    }
  }

  /// A value's numbers to the bit (-0 is not 0), `[]` for no effect.
  static func bits(_ value: SpecValue?) -> [UInt64] {
    switch value {
    case .number(let number): [number.bitPattern]
    case .pair(let x, let y): [x.bitPattern, y.bitPattern]
    case .color(let color):
      [color.red, color.green, color.blue, color.alpha].map(\.bitPattern)
    case nil: []
    }
  }

  /// Whether both players show the same to the bit: every animation's and
  /// every target's value, skipping animations `skipping` names.
  static func same(
    _ player: SpecPlayer, _ other: SpecPlayer, skipping: Set<String> = []
  ) -> Bool {
    guard player.running.animations.map(\.id) == other.running.animations.map(\.id),
      player.targets == other.targets
    else { return false }
    for (index, animation) in player.running.animations.enumerated()
    where !skipping.contains(animation.id) {
      guard bits(player.value(ofAnimationAt: index)) == bits(other.value(ofAnimationAt: index))
      else { return false }
    }
    guard skipping.isEmpty else { return true }
    for target in player.targets.indices
    where bits(player.value(ofTargetAt: target)) != bits(other.value(ofTargetAt: target)) {
      return false
    }
    return true
  }

  /// Draws from a fixed seed (SplitMix64), so that every run makes the
  /// same refits.
  struct Draw {
    var state: UInt64

    mutating func below(_ count: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((mixed ^ (mixed >> 31)) % UInt64(count))
    }
  }

  /// The animations whose values carry time-based state a fresh player
  /// has not lived through.
  static let timed: Set<String> = ["pop", "lag", "lagView"]

  @Test(arguments: 0..<40)
  func anySequenceOfRefitsPlaysWhatABuildOfTheFinalGeometryPlays(seed: Int) throws {
    let spec = try ChoreographySpec(json: Self.json)
    let player = try SpecPlayer(spec)
    // Builds every animation again on each refit, keeping motion state:
    // what the in-place refit must match, timed animations included.
    let reference = try SpecPlayer(spec)
    reference.refitsInPlace = false
    var live = Live(frames: spec.elements.map(\.frame))
    var draw = Draw(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
    var time = 0.0
    // What a front end shows: each target as `forEachChange` last handed
    // it over, which must be its value now.
    var screen: [Int: [UInt64]] = [:]
    func shows() -> Bool {
      player.forEachChange { screen[$0] = Self.bits($1) }
      return player.targets.indices.allSatisfy {
        screen[$0] == Self.bits(player.value(ofTargetAt: $0))
      }
    }
    for step in 0..<60 {
      switch draw.below(9) {
      case 0: live.content.height = Double(2_000 + 100 * draw.below(20))
      case 1: live.content.width = Double(400 + 100 * draw.below(8))
      case 2: live.container.height = Double(300 + 50 * draw.below(10))
      case 3:
        let element = draw.below(live.frames.count)
        live.frames[element].origin.y = Double(100 * draw.below(25))
        live.frames[element].origin.x = Double(20 * draw.below(10))
        player.setFrame(live.frames[element], ofElementAt: element)
        reference.setFrame(live.frames[element], ofElementAt: element)
      case 4:
        live.direction = live.direction == .leftToRight ? .rightToLeft : .leftToRight
        #expect(player.setDirection(live.direction) == reference.setDirection(live.direction))
      case 5:
        live.reducesMotion.toggle()
        player.setReducesMotion(live.reducesMotion)
        reference.setReducesMotion(live.reducesMotion)
      default:
        // Scrolls: into and out of the triggered range, sometimes far.
        live.offset = ScrollPoint(
          x: Double(50 * draw.below(10)), y: Double(100 * draw.below(30)))
      }
      time += 1.0 / 60
      player.update(with: live.metrics(), at: time)
      reference.update(with: live.metrics(), at: time)
      #expect(Self.same(player, reference), "step \(step)")
      #expect(shows(), "step \(step)")
      // Display frames in between, while something moves in time.
      for _ in 0..<draw.below(4) where player.needsFrames {
        time += 1.0 / 60
        player.advance(to: time)
        reference.advance(to: time)
        #expect(Self.same(player, reference), "frames after step \(step)")
        #expect(shows(), "frames after step \(step)")
      }
    }
    #expect(player.rebuiltAnimations < reference.rebuiltAnimations)
    // Built afresh for the final geometry and settings: every frame of a
    // sweep shows the same, motion state aside.
    let fresh = try SpecPlayer(live.spec(from: spec))
    fresh.refitsInPlace = false
    fresh.setReducesMotion(live.reducesMotion)
    for y in stride(from: -100.0, through: 3_100, by: 50) {
      live.offset.y = y
      player.update(with: live.metrics())
      fresh.update(with: live.metrics())
      #expect(Self.same(player, fresh, skipping: Self.timed), "y \(y)")
    }
  }

  @Test func aMovedSubjectRetimesOnlyItsViewTimelinesAndBuildsNothing() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Self.json))
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 900), contentSize: ScrollSize(width: 900, height: 3_000),
      containerSize: ScrollSize(width: 400, height: 600))
    player.update(with: metrics, at: 0)
    player.setFrame(ScrollRect(x: 40, y: 1_100, width: 320, height: 200), ofElementAt: 0)
    player.update(with: metrics, at: 0.1)
    // `slide` and `pop` follow the card.
    #expect(player.retimedAnimations == 2)
    #expect(player.rebuiltAnimations == 0)
    // The same geometry again: no refit at all.
    player.update(with: metrics, at: 0.2)
    #expect(player.retimedAnimations == 2)
    #expect(player.rebuiltAnimations == 0)
  }

  @Test func moreContentRebuildsOnlyThePinsWhoseLengthItChanges() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Self.json))
    var metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 900), contentSize: ScrollSize(width: 900, height: 3_000),
      containerSize: ScrollSize(width: 400, height: 600))
    player.update(with: metrics)
    metrics.contentSize.height = 5_000
    player.update(with: metrics)
    // Both pins' ranges are in points or across: their lengths stay.
    #expect(player.rebuiltAnimations == 0)
    #expect(player.retimedAnimations == 0)
    // Half of the horizontal scroll range is longer with wider content.
    metrics.contentSize.width = 1_300
    player.update(with: metrics)
    #expect(player.rebuiltAnimations == 1)
    #expect(player.retimedAnimations == 0)
  }

  @Test func aDirectionFlipRetimesMirroredSubjectsAndRebuildsPinsAcross() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Self.json))
    #expect(player.setDirection(.rightToLeft))
    // Mirrored in 900 points of content, both subjects move: `slide` and
    // `pop` follow the card, `drift`, `tint` and `lagView` the side.
    #expect(player.retimedAnimations == 5)
    // The pin across now moves its target left; the pin down is the same.
    #expect(player.rebuiltAnimations == 1)
  }

  @Test func reduceMotionRebuildsOnlyTheAnimationsItReshapes() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Self.json))
    #expect(player.setReducesMotion(true))
    // `fade`, `drift`, `lagView` jump to their ends; `tint`'s cross-fade
    // reshapes nothing of a colour but is built again all the same.
    #expect(player.rebuiltAnimations == 4)
    #expect(player.retimedAnimations == 0)
    #expect(player.setReducesMotion(false))
    #expect(player.rebuiltAnimations == 8)
  }

  @Test func aCrossFadeThatAddsAnimationsBuildsEverythingAgainKeepingMotionState() throws {
    let json = Fixtures.spec(
      animations: """
        { "id": "slide", "target": "card", "property": "translate", "reducedMotion": "cross-fade",
          "keyframes": [ { "offset": 0, "value": [0, 100] }, { "offset": 1, "value": [0, 0] } ] },
        { "id": "pop", "target": "card", "property": "opacity", "range": "500px 700px",
          "trigger": { "duration": 1 },
          "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] }
        """)
    let spec = try ChoreographySpec(json: json)
    let player = try SpecPlayer(spec)
    let reference = try SpecPlayer(spec)
    reference.refitsInPlace = false
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 800), contentSize: ScrollSize(width: 400, height: 3_000),
      containerSize: ScrollSize(width: 400, height: 600))
    for other in [player, reference] {
      other.update(with: metrics, at: 0)
      other.advance(to: 0.3)
      other.setReducesMotion(true)
    }
    // The fade of `slide` is added: three animations, all built again.
    #expect(player.running.animations.map(\.id) == ["slide", "slide#fade", "pop"])
    #expect(player.rebuiltAnimations == 3)
    player.advance(to: 0.5)
    reference.advance(to: 0.5)
    // `pop` plays on from where it was, in both.
    #expect(Self.same(player, reference))
    #expect(player.needsFrames)
  }
}
