import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

/// A spec's variants chosen live from the container's size and Reduce
/// Motion, through the player's refit.
@Suite("SpecPlayer switching variants live")
struct SpecPlayerVariantTests {
  /// ``Fixtures/motionSpec`` with a scrubbed `slide` of the header, which a
  /// container 600 points wide or more replaces (down becomes right) and
  /// where a `spin` of the card joins it; `replaceOnly` leaves `spin` out.
  static func spec(replaceOnly: Bool = false) throws -> ChoreographySpec {
    let add =
      replaceOnly
      ? ""
      : """
      , "add": [ { "id": "spin", "target": "card", "property": "rotate",
          "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 90 } ] } ]
      """
    let text = Fixtures.motionSpec.replacingOccurrences(
      of: "\n  ]\n}",
      with: """
        ,
            { "id": "slide", "target": "header", "property": "translate",
              "keyframes": [ { "offset": 0, "value": [0, 0] }, { "offset": 1, "value": [0, 100] } ] }
          ],
          "variants": [
            { "when": { "width": { "from": 600 } },
              "replace": [ { "id": "slide", "target": "header", "property": "translate",
                "keyframes": [ { "offset": 0, "value": [0, 0] }, { "offset": 1, "value": [200, 0] } ] } ]\(add) }
          ]
        }
        """)
    return try ChoreographySpec(json: text)
  }

  static func value(_ sample: SpecSample, _ id: String) -> SpecValue? {
    sample.entries.first { $0.id == id }?.value
  }

  @Test func aResizeAcrossTheBreakpointMidScrollSwitchesAndKeepsTriggeredAndSmoothedState()
    throws
  {
    let spec = try Self.spec()
    let player = try SpecPlayer(spec)
    _ = player.sample(metrics: Fixtures.motionMetrics(y: 0), elementFrames: [:], at: 0)
    // Into the card's range: `reveal` plays over half a second; the
    // header's smoothed fade lags behind the jump.
    _ = player.sample(metrics: Fixtures.motionMetrics(y: 1_078), elementFrames: [:], at: 0)
    let before = player.advanced(to: 0.25)
    #expect(Self.value(before, "reveal") == .number(0.5))
    let lagging = Self.value(before, "fade")
    #expect(lagging != .number(0.5))
    #expect(player.targets.count == 3)
    let reshapes = player.reshapes

    // A window dragged wider than 600 points, mid-play.
    let wide = player.sample(
      metrics: Fixtures.motionMetrics(y: 1_078, width: 800), elementFrames: [:], at: 0.25)
    #expect(player.reshapes == reshapes + 1)
    #expect(player.running.animations.map(\.id) == ["fade", "reveal", "slide", "spin"])
    #expect(player.targets.count == 4)
    // The play and the smoothing go on where they were.
    #expect(Self.value(wide, "reveal") == .number(0.5))
    #expect(Self.value(wide, "fade") == lagging)
    #expect(player.needsFrames)
    // The scrubbed ones are the wide variant's, as a player made for this
    // container plays them.
    let fresh = try SpecPlayer(
      spec.playing(containerSize: ScrollSize(width: 800, height: 844), reducesMotion: false))
    let reference = fresh.sample(
      metrics: Fixtures.motionMetrics(y: 1_078, width: 800), elementFrames: [:], at: 0)
    #expect(Self.value(wide, "slide") == Self.value(reference, "slide"))
    #expect(Self.value(wide, "slide") == .pair(200 * 1_078 / 2_156, 0))
    #expect(Self.value(wide, "spin") == Self.value(reference, "spin"))
    let finished = player.advanced(to: 0.5)
    #expect(Self.value(finished, "reveal") == .number(1))

    // Back below the breakpoint: the narrow slide, no spin, the play ended.
    let narrow = player.sample(
      metrics: Fixtures.motionMetrics(y: 1_078, width: 599.5), elementFrames: [:], at: 0.5)
    #expect(player.running.animations.map(\.id) == ["fade", "reveal", "slide"])
    #expect(Self.value(narrow, "reveal") == .number(1))
    #expect(Self.value(narrow, "slide") == .pair(0, 100 * 1_078 / 2_156))
  }

  @Test func aReplacementAloneRefitsInPlaceBuildingOnlyWhatItReplaces() throws {
    let spec = try Self.spec(replaceOnly: true)
    let player = try SpecPlayer(spec)
    _ = player.sample(metrics: Fixtures.motionMetrics(y: 500), elementFrames: [:], at: 0)
    let rebuilt = player.rebuiltAnimations
    let wide = player.sample(
      metrics: Fixtures.motionMetrics(y: 500, width: 700), elementFrames: [:], at: 0)
    #expect(player.rebuiltAnimations == rebuilt + 1)
    let reference = try SpecEvaluator(
      spec.playing(containerSize: ScrollSize(width: 700, height: 844), reducesMotion: false)
    ).sample(at: ScrollPoint(x: 0, y: 500))
    #expect(Self.value(wide, "slide") == Self.value(reference, "slide"))
    // The same targets: nothing to bind again, but every value goes out.
    #expect(player.targets.count == 3)
  }

  @Test func reducedMotionAndTheSizeChooseTogether() throws {
    let spec = try ChoreographySpec(json: Fixtures.variantsSpec)
    let player = try SpecPlayer(spec)
    func metrics(_ width: Double) -> ScrollMetrics {
      ScrollMetrics(
        contentOffset: ScrollPoint(x: 0, y: 500),
        contentSize: ScrollSize(width: 390, height: 3_000),
        containerSize: ScrollSize(width: width, height: 844))
    }
    #expect(
      Self.value(player.sample(metrics: metrics(800), elementFrames: [:]), "slide") == .pair(120, 0)
    )
    #expect(player.setReducesMotion(true))
    #expect(
      Self.value(player.sample(metrics: metrics(800), elementFrames: [:]), "slide") == .pair(0, 0))
    #expect(player.running.animations.map(\.id) == ["fade", "slide", "spin"])
    #expect(player.setReducesMotion(false))
    #expect(
      Self.value(player.sample(metrics: metrics(390), elementFrames: [:]), "slide") == .pair(0, 60))
    #expect(player.running.animations.map(\.id) == ["fade", "slide"])
  }
}
