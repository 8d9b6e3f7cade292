import Foundation
import ScrollMotion
import SpecFixtures
import Testing

@testable import ScrollMotionSpec

/// What an element shows where several animations stack on one property,
/// on the Apple path, as the browser runtime's tests expect it:
/// `Tests/Web/composed-values.json` holds ``SpecPlayer/value(ofTargetAt:)``
/// (which the front ends' ``SpecPlayer/forEachChange(_:)`` must have handed
/// over too) for each conformance spec named `stacked-*.json`, at its
/// offsets in `Tests/Conformance/offsets.json` in their order, so that no
/// expected value is written by hand and both paths are held to the same
/// numbers. The test fails when the file holds anything else; run it with
/// `SCROLLMOTION_REGENERATE=1` to rewrite it.
@Suite struct ComposedValuesFixtureTests {
  static var root: URL { Fixtures.packageRoot }

  static var fixtureURL: URL { root.appendingPathComponent("Tests/Web/composed-values.json") }

  /// `[{"spec", "targets": [[element, property]], "samples": [{"offset", "values"}]}]`,
  /// a value (as `scrollmotion eval` prints one) or `null` per target.
  static func document() throws -> String {
    let folder = root.appendingPathComponent("Tests/Conformance/specs")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("stacked-") && $0.hasSuffix(".json") }.sorted()
    let offsets =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: root.appendingPathComponent("Tests/Conformance/offsets.json")))
      as? [String: Any]
    var specs: [JSONOutput] = []
    for name in names {
      let spec = try ChoreographySpec(
        json: String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
      let player = try SpecPlayer(spec)
      let listed = try #require(offsets?[name] as? [Any], "\(name) has no offsets")
      var samples: [JSONOutput] = []
      // What a front end shows: each target as `forEachChange` last handed it over.
      var shown = [SpecValue?](repeating: nil, count: player.targets.count)
      for entry in listed {
        let numbers = try (entry as? [Double]) ?? [0, #require(entry as? Double)]
        let offset = ScrollPoint(x: numbers[0], y: numbers[1])
        player.update(with: spec.scroller.metrics(at: offset))
        player.forEachChange { target, value in shown[target] = value }
        let values = player.targets.indices.map { target in
          let value = player.value(ofTargetAt: target)
          #expect(
            shown[target] == value,
            "\(name) at \(numbers): target \(target) handed over as another value")
          return value?.json ?? .null
        }
        samples.append(.object([("offset", .numbers(numbers)), ("values", .array(values))]))
      }
      let targets = player.targets.map {
        JSONOutput.array([.string($0.element), .string($0.property.name)])
      }
      specs.append(
        .object([
          ("spec", .string(name)), ("targets", .array(targets)), ("samples", .array(samples)),
        ]))
    }
    #expect(!specs.isEmpty, "no stacked-*.json among the conformance specs")
    return JSONOutput.array(specs).text(isDocument: true)
  }

  @Test func fixtureIsCurrent() throws {
    let document = try Self.document()
    if ProcessInfo.processInfo.environment["SCROLLMOTION_REGENERATE"] == "1" {
      try document.write(to: Self.fixtureURL, atomically: true, encoding: .utf8)
      return
    }
    let current = try? String(contentsOf: Self.fixtureURL, encoding: .utf8)
    #expect(
      current == document,
      "Tests/Web/composed-values.json is stale: SCROLLMOTION_REGENERATE=1 swift test --filter ComposedValuesFixtureTests"
    )
  }
}
