import Foundation
import ScrollMotion
import SpecFixtures
import Testing

@testable import ScrollMotionSpec

/// The `smoothing` and `trigger` keys: reading, validation,
/// evaluation and what the exporters say.
@Suite("Spec smoothing and triggers")
struct MotionSpecTests {
  static func spec(_ extra: String) -> String {
    Fixtures.spec(animations: Fixtures.animation(extra: extra))
  }

  func issues(_ text: String) -> [String] {
    do {
      _ = try ChoreographySpec(json: text)
      return []
    } catch {
      return error.issues.map { "\($0.path.map { "\($0)" } ?? ""): \($0.message)" }
    }
  }

  @Test func readsSmoothingAndTriggers() throws {
    let smoothed = try ChoreographySpec(json: Self.spec(#""smoothing": 0.5,"#))
    #expect(smoothed.animations[0].smoothing == 0.5)
    #expect(smoothed.animations[0].trigger == nil)
    let none = try ChoreographySpec(json: Self.spec(#""smoothing": 0,"#))
    #expect(none.animations[0].smoothing == nil)

    let words = try ChoreographySpec(
      json: Self.spec(
        #""trigger": {"duration": 0.4, "easing": "ease-out", "actions": "play none none reverse"},"#
      ))
    let trigger = try #require(words.animations[0].trigger)
    #expect(trigger.duration == 0.4)
    #expect(trigger.easing.text == "ease-out")
    #expect(trigger.actions == TriggerActions(onEnter: .play, onLeaveBack: .reverse))
    #expect(trigger.actionWords == "play none none reverse")

    let named = try ChoreographySpec(
      json: Self.spec(
        #""trigger": {"duration": 1, "actions": {"onLeave": "complete", "onEnterBack": "restart"}},"#
      ))
    #expect(
      named.animations[0].trigger?.actions
        == TriggerActions(onEnter: .play, onLeave: .complete, onEnterBack: .restart))

    // A spring brings its own duration.
    let spring = try ChoreographySpec(
      json: Self.spec(#""trigger": {"easing": "spring(1 100 10)"},"#))
    let expected = try DampedSpring(mass: 1, stiffness: 100, damping: 10).settlingDuration()
    #expect(spring.animations[0].trigger?.duration == expected)
  }

  @Test func reportsEveryProblemWithItsPath() {
    #expect(
      issues(Self.spec(#""smoothing": -1,"#)) == [
        "animations[0].smoothing: must be between 0 and 60 (seconds; 0 follows the scroll exactly)"
      ])
    #expect(
      issues(Self.spec(#""smoothing": "fast","#)) == [
        "animations[0].smoothing: must be a number, not a string"
      ])
    #expect(
      Set(issues(Self.spec(#""trigger": {"actions": "play"},"#))) == [
        "animations[0].trigger.actions: must be four actions for enter, leave, enter back and leave back (e.g. \"play none none reverse\"), not 1",
        "animations[0].trigger.duration: is required (a spring(…) easing may leave it out)",
      ])
    let problems = issues(
      Self.spec(#""trigger": {"duration": 0, "actions": "play revers none none", "speed": 2},"#))
    #expect(
      problems.contains(
        "animations[0].trigger.speed: unknown key (expected duration, easing, actions)"))
    #expect(
      problems.contains(
        "animations[0].trigger.duration: must be greater than 0 and at most 3600 (seconds)"))
    #expect(
      problems.contains(
        "animations[0].trigger.actions: unknown action 'revers' (did you mean 'reverse'?): expected play, reverse, restart, pause, resume, complete, reset or none"
      ))
    #expect(
      issues(Self.spec(#""trigger": {"duration": 1, "actions": {"onEnter": 1}},"#)) == [
        "animations[0].trigger.actions.onEnter: must be a string, not a number"
      ])
    #expect(
      issues(Self.spec(#""trigger": {"easing": "ease"},"#)) == [
        "animations[0].trigger.duration: is required (a spring(…) easing may leave it out)"
      ])
    #expect(
      issues(Self.spec(#""trigger": {"duration": 1}, "smoothing": 1,"#)) == [
        "animations[0].smoothing: a triggered animation plays by time and cannot also be smoothed: remove smoothing or trigger"
      ])
    #expect(
      issues(Self.spec(#""trigger": {"duration": 1}, "fill": "none","#)) == [
        "animations[0].fill: a triggered animation plays its keyframes by time, so fill has no effect: remove it"
      ])
    #expect(
      issues(Self.spec(#""trigger": {"duration": 1, "easing": "wobble"},"#)).first?.hasPrefix(
        "animations[0].trigger.easing:") == true)
  }

  @Test func evalFollowsTriggersThroughTheOffsetsInOrder() throws {
    // The fixture's card (y 1000, height 200) in its 600-point viewport
    // has the contain range 600 ..< 1000.
    let spec = try ChoreographySpec(
      json: Fixtures.spec(
        animations: #"""
          { "id": "reveal", "target": "card", "property": "opacity",
            "timeline": { "type": "view", "subject": "card" }, "range": "contain",
            "trigger": { "duration": 0.4, "actions": "play reverse play reverse" },
            "keyframes": [ { "offset": 0, "value": 0.2 }, { "offset": 1, "value": 1 } ] }
          """#))
    let evaluator = try SpecEvaluator(spec)
    let samples = evaluator.samples(
      along: [0, 700, 2_000, 0].map { ScrollPoint(x: 0, y: $0) })
    #expect(
      samples.map { $0.entries[0].value } == [.number(0.2), .number(1), .number(0.2), .number(0.2)])
    #expect(
      samples.map { $0.entries[0].crossings ?? [] } == [
        [], [.enter], [.leave], [.enterBack, .leaveBack],
      ])
    #expect(
      samples[3].jsonText
        == #"{"offset": [0, 0], "values": {"reveal": 0.2}, "crossings": {"reveal": ["enterBack", "leaveBack"]}}"#
    )
    #expect(evaluator.notes.map { $0.path.map { "\($0)" } } == ["animations[0].trigger"])
    // One offset alone counts from before the range.
    #expect(evaluator.sample(at: ScrollPoint(x: 0, y: 700)).entries[0].value == .number(1))
  }

  @Test func evalPrintsTheSettledValueOfASmoothedAnimation() throws {
    let plain = try SpecEvaluator(ChoreographySpec(json: Self.spec("")))
    let smoothed = try SpecEvaluator(ChoreographySpec(json: Self.spec(#""smoothing": 0.5,"#)))
    for y in [0.0, 500, 1_000, 2_156] {
      let offset = ScrollPoint(x: 0, y: y)
      #expect(smoothed.sample(at: offset) == plain.sample(at: offset))
    }
    #expect(smoothed.notes.count == 1)
    #expect(plain.notes.isEmpty)
  }

  @Test func theExportersSayWhatTheyLeaveOut() throws {
    let spec = try ChoreographySpec(
      json: Fixtures.spec(
        animations: Fixtures.animation(id: "a", extra: #""smoothing": 0.5,"#) + ", "
          + Fixtures.animation(id: "b", extra: #""trigger": {"duration": 1},"#)))
    let notes = try CSSExporter(spec).export().notes.map { "\($0)" }
    #expect(notes.contains { $0.hasPrefix("animations[0].smoothing: CSS cannot smooth") })
    #expect(
      notes.contains { $0.hasPrefix("animations[1].trigger: written as a CSS scroll-triggered") })
    #expect(
      SpecCompiler.notes(for: spec).map { "\($0.path!)" } == [
        "animations[0].smoothing", "animations[1].trigger",
      ])
  }

  @Test func theCompiledFormCarriesSmoothingAndTriggers() throws {
    let spec = try ChoreographySpec(
      json: Fixtures.spec(
        animations: Fixtures.animation(id: "a", extra: #""smoothing": 0.5,"#) + ", "
          + Fixtures.animation(
            id: "b",
            extra:
              #""trigger": {"duration": 1.5, "easing": "ease-out", "actions": "play reverse restart none"},"#
          )))
    let compiled = try JSONSerialization.jsonObject(with: Data(SpecCompiler.compile(spec).utf8))
    let animations = try #require(
      (compiled as? [String: Any])?["animations"] as? [[String: Any]])
    #expect(animations[0]["smoothing"] as? Double == 0.5)
    #expect(animations[0]["trigger"] == nil)
    #expect(animations[1]["smoothing"] == nil)
    let easeOut = try #require(Easing.easeOut.wireNumbers)
    // Duration, the four action codes (play 0, reverse 1, restart 2, none 7), the easing.
    #expect(animations[1]["trigger"] as? [Double] == [1.5, 0, 1, 2, 7] + easeOut)
    // Scroll-driven animations compile as they did before.
    let plain = try ChoreographySpec(json: Fixtures.spec(animations: Fixtures.animation(id: "a")))
    #expect(!(try SpecCompiler.compile(plain)).contains("smoothing"))
  }
}
