import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

@Suite("SpecPlayer on live geometry (a JSON spec fitted to the screen)")
struct SpecPlayerLiveGeometryTests {
  static let json = """
    {
      "version": 1,
      "scroller": { "containerSize": [390, 844], "contentSize": [390, 3000] },
      "elements": { "header": { "frame": [0, 0, 390, 200] }, "card": { "frame": [0, 1200, 390, 200] } },
      "animations": [
        { "id": "fade", "target": "header", "property": "opacity",
          "keyframes": [ { "offset": 0, "value": 1 }, { "offset": 1, "value": 0 } ] },
        { "id": "enter", "target": "card", "property": "scale",
          "timeline": { "type": "view", "subject": "card" },
          "keyframes": [ { "offset": 0, "value": 0.5 }, { "offset": 1, "value": 1 } ] }
      ]
    }
    """

  static func metrics(y: Double, height: Double = 3_000) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: 390, height: height),
      containerSize: ScrollSize(width: 390, height: 844))
  }

  static func value(_ sample: SpecSample, _ id: String) -> SpecValue? {
    sample.entries.first { $0.id == id }?.value
  }

  @Test func theSpecsOwnGeometryGivesWhatScrollmotionEvalGives() throws {
    let spec = try ChoreographySpec(json: Self.json)
    let player = try SpecPlayer(spec)
    let evaluator = try SpecEvaluator(spec)
    for y in stride(from: 0.0, through: 2_156, by: 154) {
      let frames = ["header": ScrollRect(x: 0, y: 0, width: 390, height: 200)]
      #expect(
        player.sample(metrics: Self.metrics(y: y), elementFrames: frames)
          == evaluator.sample(at: ScrollPoint(x: 0, y: y)))
    }
  }

  @Test func aBoundViewsFrameReplacesTheSpecs() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Self.json))
    // The live card sits 300 points lower: its view timeline is shifted by
    // 300 points of scrolling.
    let moved = ["card": ScrollRect(x: 0, y: 1_500, width: 390, height: 200)]
    let original = player.sample(metrics: Self.metrics(y: 700), elementFrames: [:])
    let shifted = player.sample(metrics: Self.metrics(y: 1_000), elementFrames: moved)
    #expect(Self.value(original, "enter") != nil)
    #expect(Self.value(shifted, "enter") == Self.value(original, "enter"))
  }

  @Test func theLiveContentSizeDrivesScrollProgress() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Self.json))
    // Halfway down a 2000-point page on this device, not the spec's 3000.
    let sample = player.sample(metrics: Self.metrics(y: 578, height: 2_000), elementFrames: [:])
    #expect(Self.value(sample, "fade") == .number(0.5))
  }

  @Test func invalidSpecsThrowTheirValidationErrors() {
    #expect(throws: SpecError.self) {
      try SpecPlayer(ChoreographySpec(json: #"{ "version": 1, "scroller": {} }"#))
    }
  }

}
