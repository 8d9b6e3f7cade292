import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

/// `variants`: the format, its validation and the choice it makes.
@Suite("Variants per container size and reduced motion")
struct SpecVariantTests {
  /// A variant replacing `slide` when `when` holds.
  static func slide(when: String, to y: Double = 50) -> String {
    """
    { "when": \(when), "replace": [ { "id": "slide", "target": "card", "property": "translate",
      "keyframes": [ { "offset": 0, "value": [0, 0] }, { "offset": 1, "value": [0, \(y)] } ] } ] }
    """
  }

  static func problems(_ variants: String) -> [String] {
    do {
      _ = try ChoreographySpec(json: Fixtures.variants(variants))
      return []
    } catch {
      return error.issues.map { "\($0.path?.description ?? "") \($0.message)" }
    }
  }

  @Test func theFormatReadsConditionsReplacementsAndAdditions() throws {
    let spec = try ChoreographySpec(json: Fixtures.variantsSpec)
    #expect(spec.variants.count == 2)
    #expect(spec.variants[0].when == .init(width: .init(from: 600)))
    #expect(spec.variants[1].when == .init(reducedMotion: true))
    #expect(spec.variants[0].replace.map(\.id) == ["slide"])
    #expect(spec.variants[0].add.map(\.id) == ["spin"])
    // Written for reduced motion: kept as it is.
    #expect(spec.variants[1].replace[0].reducedMotion == .keep)
  }

  @Test func theChoiceFollowsTheContainerAndReducedMotionWithHalfOpenRanges() throws {
    let spec = try ChoreographySpec(json: Fixtures.variantsSpec)
    func ids(_ width: Double, reduces: Bool = false) -> [String] {
      spec.playing(containerSize: ScrollSize(width: width, height: 844), reducesMotion: reduces)
        .animations.map(\.id)
    }
    #expect(ids(390) == ["fade", "slide"])
    #expect(ids(599.999) == ["fade", "slide"])
    #expect(ids(600) == ["fade", "slide", "spin"])
    #expect(ids(1_024, reduces: true) == ["fade", "slide", "spin"])
    let wide = spec.playing(
      containerSize: ScrollSize(width: 800, height: 844), reducesMotion: false)
    #expect(wide.animations[1].keyframes.last?.value == .pair(240, 0))
    // Under reduced motion the later variant's slide wins over the width's.
    let reduced = spec.playing(
      containerSize: ScrollSize(width: 800, height: 844), reducesMotion: true)
    #expect(reduced.animations[1].keyframes.count == 1)
    #expect(reduced.variants.isEmpty)
    // A spec without variants plays as it did: its reduced form under
    // reduced motion.
    let plain = try ChoreographySpec(json: Fixtures.settingsSpec)
    #expect(
      plain.playing(containerSize: ScrollSize(width: 1, height: 1), reducesMotion: true).animations
        .map(\.id) == plain.reducingMotion().animations.map(\.id))
  }

  @Test func conditionsHoldOnTheirHalfOpenRanges() {
    let condition = SpecVariant.Condition(
      width: .init(from: 600, below: 1_024), height: .init(below: 500), reducedMotion: false)
    #expect(condition.holds(in: ScrollSize(width: 600, height: 0), reducesMotion: false))
    #expect(condition.holds(in: ScrollSize(width: 1_023.5, height: 499.9), reducesMotion: false))
    #expect(!condition.holds(in: ScrollSize(width: 1_024, height: 100), reducesMotion: false))
    #expect(!condition.holds(in: ScrollSize(width: 599.5, height: 100), reducesMotion: false))
    #expect(!condition.holds(in: ScrollSize(width: 700, height: 500), reducesMotion: false))
    #expect(!condition.holds(in: ScrollSize(width: 700, height: 100), reducesMotion: true))
    #expect(!condition.holds(in: ScrollSize(width: .nan, height: 100), reducesMotion: false))
  }

  @Test func rangesThatMeetTileTheSizes() {
    let tiled =
      "[\(Self.slide(when: #"{"width": {"below": 600}}"#)), "
      + "\(Self.slide(when: #"{"width": {"from": 600, "below": 1024}}"#, to: 70)), "
      + "\(Self.slide(when: #"{"width": {"from": 1024}}"#, to: 90))]"
    #expect(Self.problems(tiled) == [])
  }

  @Test func overlappingConditionsAreAnError() {
    let overlapping =
      "[\(Self.slide(when: #"{"width": {"below": 700}}"#)), "
      + "\(Self.slide(when: #"{"width": {"from": 600}}"#))]"
    #expect(
      Self.problems(overlapping) == [
        "variants[1].when overlaps variants[0].when: both hold for a width from 600 up to 700; "
          + "within variants that name the same conditions at most one may hold (ranges are "
          + "from, inclusive, up to below, exclusive)"
      ])
    // Of different groups they may both hold: the later one wins.
    let layered =
      "[\(Self.slide(when: #"{"width": {"below": 700}}"#)), "
      + "\(Self.slide(when: #"{"reducedMotion": true}"#))]"
    #expect(Self.problems(layered) == [])
  }

  @Test func aGapBetweenRangesIsAnError() {
    let gap =
      "[\(Self.slide(when: #"{"width": {"below": 599}}"#)), "
      + "\(Self.slide(when: #"{"width": {"from": 600}}"#))]"
    #expect(
      Self.problems(gap) == [
        "variants[0].when leaves a gap: no variant of the group that names width holds for a "
          + "width from 599 up to 600; its variants must cover every size between their "
          + "smallest from and their largest below (start the next range where the previous "
          + "one stops: below 600, then from 600)"
      ])
    let twoSides =
      "[\(Self.slide(when: #"{"width": {"below": 600}, "height": {"below": 500}}"#)), "
      + "\(Self.slide(when: #"{"width": {"from": 600}, "height": {"from": 500}}"#))]"
    #expect(Self.problems(twoSides).count == 1)
    #expect(
      Self.problems(twoSides).first?.contains(
        "for a width from 0 up to 600 and for a height of 500 or more") == true)
  }

  @Test func unknownAndRepeatedIDsAreErrors() {
    let unknown = """
      [ { "when": { "width": { "from": 600 } }, "replace": [ { "id": "slid", "target": "card",
          "property": "opacity", "keyframes": [ { "offset": 0, "value": 1 } ] } ] } ]
      """
    #expect(
      Self.problems(unknown) == [
        "variants[0].replace[0].id no animation 'slid' in animations to replace (did you mean "
          + "'slide'?): a variant replaces the spec's own animations by id; list a new one under add"
      ])
    let added = """
      [ { "when": { "width": { "from": 600 } }, "add": [ { "id": "fade", "target": "card",
          "property": "opacity", "keyframes": [ { "offset": 0, "value": 1 } ] } ] } ]
      """
    #expect(
      Self.problems(added) == [
        "variants[0].add[0].id 'fade' is already an animation: list it under replace to change "
          + "it in this variant"
      ])
    let twice = """
      [ { "when": { "width": { "from": 600 } }, "add": [ { "id": "x", "target": "card",
          "property": "opacity", "keyframes": [ { "offset": 0, "value": 1 } ] } ] },
        { "when": { "reducedMotion": true }, "add": [ { "id": "x", "target": "card",
          "property": "opacity", "keyframes": [ { "offset": 0, "value": 1 } ] } ] } ]
      """
    #expect(Self.problems(twice).first?.hasPrefix("variants[1].add[0].id duplicate id 'x'") == true)
  }

  @Test func badConditionsAndAnimationsAreReportedWithTheirPaths() {
    let bad = """
      [ { "when": {}, "add": [] },
        { "when": { "width": { "from": 600, "below": 600 } }, "add": [] },
        { "when": { "height": { "from": -1 }, "reducedMotion": "yes" }, "add": [] },
        { "when": { "width": { "form": 1 } }, "replace": [] },
        { "when": { "reducedMotion": false } },
        { "when": { "reducedMotion": true }, "replace": [ { "id": "slide", "target": "card",
            "property": "opacity", "keyframes": [ { "offset": 2, "value": 1 } ] } ] } ]
      """
    let problems = Self.problems(bad)
    #expect(problems.contains { $0.hasPrefix("variants[0].when needs a condition") })
    #expect(
      problems.contains {
        $0.hasPrefix("variants[1].when.width.below must be greater than from (600)")
      })
    #expect(problems.contains { $0.hasPrefix("variants[2].when.height.from must not be negative") })
    #expect(
      problems.contains { $0.hasPrefix("variants[2].when.reducedMotion must be true or false") })
    #expect(problems.contains { $0.hasPrefix("variants[3].when.width.form unknown key") })
    #expect(problems.contains { $0 == "variants[4] a variant needs animations to replace or add" })
    #expect(
      problems.contains {
        $0.hasPrefix("variants[5].replace[0].keyframes[0].offset must be between 0 and 1")
      })
  }

  @Test func everyExistingSpecReadsWithoutVariants() throws {
    let spec = try ChoreographySpec(json: Fixtures.settingsSpec)
    #expect(spec.variants.isEmpty)
    #expect(spec.variantCells.count == 2)
  }

  @Test func theCompiledSpecCarriesTheConditionsAndWhatEachKeyPlays() throws {
    let spec = try ChoreographySpec(json: Fixtures.variantsSpec)
    let compiled = try SpecCompiler.compile(spec)
    // Width from 600: [600, max) × any height × either; reduced motion: [1, 2).
    #expect(
      compiled.contains(
        #""variants": [600, 1.7976931348623157e+308, 0, 1.7976931348623157e+308, 0, 2, 0, 1.7976931348623157e+308, 0, 1.7976931348623157e+308, 1, 2]"#
      ))
    // Keys: 1 (wide), 6 (reduced: bit 1 and the reduced-motion bit 2), 7 (both).
    for key in ["\"1\"", "\"6\"", "\"7\""] { #expect(compiled.contains(key + ": [")) }
    #expect(!compiled.contains(#""reduced""#))
    // A spec without variants compiles as before.
    #expect(
      !(try SpecCompiler.compile(ChoreographySpec(json: Fixtures.settingsSpec))).contains("cases"))
  }
}
