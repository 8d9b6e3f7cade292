import ScrollMotion
import SpecFixtures
import Testing

@testable import ScrollMotionSpec

/// Which of the spec's toggle actions CSS's `animation-trigger` plays
/// exactly, and the CSS written for them.
@Suite("CSS scroll-triggered animations")
struct CSSTriggerActionsTests {
  func actions(_ words: String) throws -> TriggerActions {
    let spec = try ChoreographySpec(
      json: Fixtures.spec(
        animations: Fixtures.animation(
          extra: #""trigger": {"duration": 1, "actions": "\#(words)"},"#)))
    return try #require(spec.animations[0].trigger).actions
  }

  func pair(_ words: String) throws -> String? {
    try CSSTriggerActions(actions(words)).map { "\($0.activate) \($0.deactivate)" }
  }

  @Test func mapsTheCombinationsCSSPlaysExactly() throws {
    let table: [(String, String?)] = [
      // Entering from either side does one thing, leaving to either side another.
      ("play reverse play reverse", "play-forwards play-backwards"),
      ("reverse play reverse play", "play-backwards play-forwards"),
      ("restart reset restart reset", "replay reset"),
      ("play pause play pause", "play-forwards pause"),
      ("pause resume pause resume", "pause play"),
      ("none none none none", "none none"),
      // An action that repeats what the state already is may stand for none.
      ("play none none none", "play-forwards none"),
      ("play play play play", "play-forwards play-forwards"),
      ("reset none none none", "reset none"),
      // No CSS pair: the two sides of the range do different things…
      ("play none none reverse", nil),
      ("play reverse none none", nil),
      ("play none restart none", nil),
      ("none none play reverse", nil),
      // …CSS cannot jump to the end…
      ("play complete play complete", nil),
      ("complete none none none", nil),
      // …or a replay or reset may come while playing backwards, or a
      // reset (forward in the spec) leaves CSS's direction as it was.
      ("restart reverse restart reverse", nil),
      ("reverse restart reverse restart", nil),
      ("restart pause resume reset", nil),
    ]
    for (words, expected) in table {
      #expect(try pair(words) == expected, "\(words)")
    }
  }

  /// The pair is found by what the actions do, not by their names: a
  /// reverse from the start and a reset there never move the animation, so
  /// CSS's `none none` is exact, while the direct `play-backwards reset`
  /// is not taken (a reset while playing backwards is not pinned down).
  @Test func aPairIsFoundByWhatTheActionsDo() throws {
    let reset = try pair("reverse reset reverse reset")
    #expect(reset == "none none", "\(reset ?? "nil")")
    let pause = try pair("reverse pause reverse pause")
    #expect(pause == "play-backwards pause", "\(pause ?? "nil")")
    #expect(try pair("play reset play reset") == "play-forwards reset")
  }

  @Test func writesATriggeredAnimation() throws {
    let text = Fixtures.spec(
      animations: Fixtures.animation(
        id: "plain", property: "--plain", extra: #""range": "10% 40%","#) + ", "
        + Fixtures.animation(
          id: "fade",
          extra:
            #""range": "25% 50%", "trigger": {"duration": 0.4, "easing": "ease-out", "actions": "play reverse play reverse"},"#
        ))
    let export = try CSSExporter(ChoreographySpec(json: text)).export()
    let rules = CSSExporterTests().declarations(of: "#sm-e0", in: export.html).filter {
      $0.hasPrefix("animation") || $0.hasPrefix("timeline-trigger")
    }
    #expect(
      rules == [
        "animation-name: sm-0-plain, sm-1-fade",
        "animation-duration: auto, 0.4s",
        "animation-timing-function: linear, ease-out",
        "animation-fill-mode: both, both",
        "animation-timeline: scroll(nearest y), auto",
        "animation-range-start: 10%, normal",
        "animation-range-end: 40%, normal",
        "timeline-trigger: --sm-1-fade-trigger scroll(nearest y) 25% 50%",
        "animation-trigger: none, --sm-1-fade-trigger play-forwards play-backwards",
      ])
    #expect(
      export.notes.map { "\($0)" } == [
        "animations[1].trigger: written as a CSS scroll-triggered animation (timeline-trigger, "
          + "animation-trigger: play-forwards play-backwards); unlike the spec, CSS does nothing "
          + "when one scroll jumps over the whole range between two frames, and counts a "
          + "position exactly on the range's end as inside"
      ])
    #expect(export.html.contains(#""triggerDuration": 0.4"#))
  }

  @Test func aViewTimelineBecomesTheTriggerSource() throws {
    let text = Fixtures.spec(
      animations: Fixtures.animation(
        extra:
          #""timeline": {"type": "view", "subject": "card", "axis": "y"}, "range": "contain", "trigger": {"duration": 2},"#
      ))
    let html = try CSSExporter(ChoreographySpec(json: text)).export().html
    let rules = CSSExporterTests().declarations(of: "#sm-e0", in: html)
    #expect(
      rules.contains("timeline-trigger: --sm-0-a-trigger --sm-view-0 contain 0% contain 100%"))
    #expect(rules.contains("animation-trigger: --sm-0-a-trigger play-forwards none"))
    #expect(rules.contains("animation-duration: 2s"))
  }

  @Test func aSpringTriggerEasingBecomesLinearOnOneSegment() throws {
    let text = Fixtures.spec(
      animations: Fixtures.animation(extra: #""trigger": {"easing": "spring(1 170 20)"},"#))
    let export = try CSSExporter(ChoreographySpec(json: text)).export()
    #expect(export.html.contains("0% { opacity: 0; animation-timing-function: linear(0 0%"))
    #expect(
      export.notes.contains {
        "\($0)".hasPrefix("animations[0].trigger.easing: CSS has no easing 'spring(1 170 20)'")
      })
  }

  @Test func whatCSSCannotPlayIsScrubbedWithANote() throws {
    let complete = Fixtures.spec(
      animations: Fixtures.animation(
        extra: #""trigger": {"duration": 1, "actions": "play complete play complete"},"#))
    let export = try CSSExporter(ChoreographySpec(json: complete)).export()
    #expect(
      export.notes.map { "\($0)" } == [
        "animations[0].trigger.actions: CSS cannot play the actions \"play complete play complete\" "
          + "exactly: its animation-trigger has one action for entering the range from either side "
          + "and one for leaving it to either side, and no action that jumps to the end (complete): "
          + "the page scrubs the animation over its range instead of playing it by time"
      ])
    let rules = CSSExporterTests().declarations(of: "#sm-e0", in: export.html)
    #expect(rules.contains("animation-timeline: scroll(nearest y)"))
    #expect(!rules.contains { $0.hasPrefix("animation-trigger") })
    #expect(!export.html.contains("triggerDuration"))

    // Eased as a whole over three keyframes: CSS eases each segment.
    let eased = Fixtures.spec(
      animations:
        #"{ "id": "a", "target": "card", "property": "opacity", "trigger": {"duration": 1, "easing": "ease-in"}, "#
        + #""keyframes": [{ "offset": 0, "value": 0 }, { "offset": 0.5, "value": 1 }, { "offset": 1, "value": 0 }] }"#
    )
    let easedExport = try CSSExporter(ChoreographySpec(json: eased)).export()
    #expect(
      easedExport.notes.map { "\($0)" } == [
        "animations[0].trigger.easing: CSS cannot ease a whole triggered play by 'ease-in' over "
          + "keyframes that have more than one segment or their own easing (it eases each "
          + "segment): the page scrubs the animation over its range instead of playing it by time"
      ])
    #expect(
      CSSExporterTests().declarations(of: "#sm-e0", in: easedExport.html).contains(
        "animation-timeline: scroll(nearest y)"))
  }

  /// Under reduced motion a cross-faded movement has four keyframes, so
  /// the trigger's ease-in no longer fits one segment: the reduced rule
  /// scrubs, and clears the main rule's trigger lists, which would
  /// otherwise pair with its animations.
  @Test func aReducedRuleWithoutTriggersClearsTheMainOnes() throws {
    let text = Fixtures.spec(
      animations: Fixtures.animation(
        property: "translate", from: "[0, 0]", to: "[100, 0]",
        extra:
          #""reducedMotion": "cross-fade", "trigger": {"duration": 1, "easing": "ease-in", "actions": "play reverse play reverse"},"#
      ))
    let export = try CSSExporter(ChoreographySpec(json: text)).export()
    let reduced = try #require(
      export.html.components(separatedBy: "@media (prefers-reduced-motion: reduce) {").last)
    let rules = CSSExporterTests().declarations(of: "#sm-e0", in: reduced)
    #expect(rules.contains("animation-timeline: scroll(nearest y), scroll(nearest y)"))
    #expect(rules.contains("timeline-trigger: none"))
    #expect(rules.contains("animation-trigger: none"))
    #expect(
      export.notes.contains {
        "\($0)".hasPrefix("animations[0].trigger.easing: CSS cannot ease a whole triggered play")
          && "\($0)".hasSuffix("(under reduced motion)")
      })
  }
}
