import ScrollMotion
import SpecFixtures
import Testing

@testable import ScrollMotionSpec

@Suite("CSSExporter")
struct CSSExporterTests {
  func export(_ text: String) throws -> CSSExport {
    try CSSExporter(ChoreographySpec(json: text), title: "Test <page>").export()
  }

  /// The declarations of the CSS rule for `selector` (the last one wins).
  func declarations(of selector: String, in html: String) -> [String] {
    let blocks = html.components(separatedBy: "\n\(selector) {\n").dropFirst()
    return blocks.flatMap { block in
      block.prefix { $0 != "}" }.split(separator: "\n").map {
        String($0.trimmingCharacters(in: .whitespaces).dropLast())
      }
    }
  }

  func keyframes(named name: String, in html: String) -> [String] {
    guard let block = html.components(separatedBy: "@keyframes \(name) {\n").dropFirst().first
    else {
      return []
    }
    return block.components(separatedBy: "\n}")[0].split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func stackingOrdersBecomeZIndexAndCompiledZ() throws {
    let text = Fixtures.cardFade.replacingOccurrences(
      of: #""card": { "frame": [16, 800, 358, 200] }"#,
      with:
        #""card": { "frame": [16, 800, 358, 200], "z": 3 }, "back": { "frame": [0, 0, 10, 10] }"#
    )
    let spec = try ChoreographySpec(json: text)
    #expect(spec.elements.first { $0.name == "card" }?.z == 3)
    #expect(spec.elements.first { $0.name == "back" }?.z == nil)
    let html = try export(text).html
    let cardRules = declarations(of: "#sm-e0", in: html) + declarations(of: "#sm-e1", in: html)
    #expect(cardRules.filter { $0.hasPrefix("z-index") } == ["z-index: 3"])
    let compiled = try SpecCompiler.compile(spec)
    #expect(compiled.contains(#""z": {"card": 3}"#), "\(compiled)")
    // The view timeline names its subject for a runtime that measures.
    #expect(compiled.contains(#""subject": "card""#), "\(compiled)")
    // No stacking order, no "z" member.
    #expect(
      !(try SpecCompiler.compile(ChoreographySpec(json: Fixtures.cardFade))).contains(#""z""#))
  }

  @Test func exportsTheExampleNatively() throws {
    let export = try export(Fixtures.cardFade)
    #expect(export.notes.isEmpty)
    let html = export.html
    #expect(html.hasPrefix("<!doctype html>"))
    #expect(html.contains("<title>Test &lt;page&gt;</title>"))
    #expect(
      declarations(of: "#sm-e0", in: html) == [
        "left: 16px", "top: 800px", "width: 358px", "height: 200px",
        "background-color: hsl(200 55% 82%)", "view-timeline-name: --sm-view-0",
        "view-timeline-axis: y", "view-timeline-inset: 0px 0px",
        "animation-name: sm-0-cardFade", "animation-duration: auto",
        "animation-timing-function: ease-in-out", "animation-fill-mode: both",
        "animation-timeline: --sm-view-0", "animation-range-start: entry 0%",
        "animation-range-end: exit 100%",
      ])
    #expect(
      keyframes(named: "sm-0-cardFade", in: html) == [
        "0% { opacity: 0; }", "50% { opacity: 1; animation-timing-function: linear; }",
        "100% { opacity: 0.4; }",
      ])
    #expect(declarations(of: "#sm-stage", in: html) == ["timeline-scope: --sm-view-0"])
    #expect(
      html.contains(
        "width: 390px; height: 844px; padding: 0px 0px 0px 0px; overflow: scroll; scrollbar-width: none;"
      ))
    #expect(html.contains("#sm-scroller::-webkit-scrollbar { display: none; }"))
    #expect(
      html.contains(
        "#sm-content { position: relative; overflow: clip; width: 390px; height: 3000px;"))
    #expect(!html.contains("<script>"))
  }

  @Test func writesInsetsAsPaddingAndScrollTimelinesByAxis() throws {
    let animations = [
      Fixtures.animation(id: "down", property: "--down"),
      Fixtures.animation(
        id: "across", property: "--across", extra: #""timeline": {"type": "scroll", "axis": "x"},"#),
      #"{"id": "page", "property": "opacity", "fill": "none", "range": {"start": "cover calc(20% - 15px)", "end": "entry"}, "keyframes": [{"offset": 0, "value": 1}]}"#,
    ]
    let html = try export(
      Fixtures.spec(
        animations: animations.joined(separator: ","),
        scroller:
          #"{ "containerSize": [400, 600], "contentSize": [400, 3000], "contentInsets": [10, 20, 30, 40] }"#
      )
    ).html
    // [top, left, bottom, right] becomes CSS padding: top right bottom left.
    #expect(html.contains("padding: 10px 40px 30px 20px;"))
    #expect(
      declarations(of: "#sm-e0", in: html).contains(
        "animation-timeline: scroll(nearest y), scroll(nearest x)"))
    let scroller = declarations(of: "#sm-scroller", in: html)
    #expect(scroller.contains("animation-timeline: scroll(self y)"))
    #expect(scroller.contains("animation-fill-mode: none"))
    #expect(scroller.contains("animation-range-start: cover calc(20% - 15px)"))
    #expect(scroller.contains("animation-range-end: entry 100%"))
    #expect(
      html.contains("@property --down { syntax: '<number>'; inherits: true; initial-value: 0; }"))
    #expect(html.contains("@property --across {"))
    #expect(!html.contains("timeline-scope"))
  }

  @Test func sharesViewTimelinesAndListsSeveralOnASubject() throws {
    let view = #""timeline": {"type": "view", "subject": "card", "inset": [5, 6]},"#
    let animations = [
      Fixtures.animation(id: "a", property: "--a", extra: view),
      Fixtures.animation(id: "b", property: "--b", extra: view),
      Fixtures.animation(
        id: "c", property: "--c",
        extra: #""timeline": {"type": "view", "subject": "card", "axis": "x"},"#),
    ]
    let html = try export(Fixtures.spec(animations: animations.joined(separator: ","))).html
    let card = declarations(of: "#sm-e0", in: html)
    #expect(card.contains("view-timeline-name: --sm-view-0, --sm-view-1"))
    #expect(card.contains("view-timeline-axis: y, x"))
    #expect(card.contains("view-timeline-inset: 5px 6px, 0px 0px"))
    #expect(card.contains("animation-timeline: --sm-view-0, --sm-view-0, --sm-view-1"))
  }

  @Test func holdsTheEndValuesAndWritesEveryValueKind() throws {
    let animations = [
      #"{"id": "r", "target": "card", "property": "rotate", "keyframes": [{"offset": 0.25, "value": 45}, {"offset": 0.75, "value": -10.5}]}"#,
      Fixtures.animation(id: "s", property: "scale", from: "2", to: "[1, 3]"),
      Fixtures.animation(id: "t", property: "translate", from: "[1, 2]", to: "[-3, 4.5]"),
      Fixtures.animation(
        id: "c", property: "backgroundColor", from: ##""#ff8000""##,
        to: ##""rgba(0, 0, 255, 0.5)""##),
    ]
    let html = try export(Fixtures.spec(animations: animations.joined(separator: ","))).html
    #expect(
      keyframes(named: "sm-0-r", in: html) == [
        "0% { rotate: 45deg; }", "25% { rotate: 45deg; }", "75% { rotate: -10.5deg; }",
        "100% { rotate: -10.5deg; }",
      ])
    #expect(keyframes(named: "sm-1-s", in: html) == ["0% { scale: 2; }", "100% { scale: 1 3; }"])
    #expect(
      keyframes(named: "sm-2-t", in: html) == [
        "0% { translate: 1px 2px; }", "100% { translate: -3px 4.5px; }",
      ])
    #expect(
      keyframes(named: "sm-3-c", in: html) == [
        "0% { background-color: rgb(255 128 0 / 1); }",
        "100% { background-color: rgb(0 0 255 / 0.5); }",
      ])
  }

  @Test func approximatesEasingsCSSLacksWithinTheTolerance() throws {
    for easing in [
      "spring(1 100 10)", "smoothstep", "ease-in-out-elastic", "ease-out-bounce", "ease-in-circ",
    ] {
      let export = try export(
        Fixtures.spec(
          animations: Fixtures.animation(
            property: "--p", from: "0", to: "1", extra: #""easing": "\#(easing)","#)))
      #expect(
        export.notes.first?.description.hasPrefix(
          "animations[0].easing: CSS has no easing '\(easing)': approximated with linear() of")
          == true)
      // The segment's timing function sits on its first keyframe; read the
      // emitted linear() back with the core's own CSS parser.
      let first = try #require(keyframes(named: "sm-0-a", in: export.html).first)
      let timing = try #require(first.components(separatedBy: "animation-timing-function: ").last)
      let approximation = try Easing(parsing: String(timing.dropLast(3)))
      let exact = try Easing(parsing: easing)
      for index in 1..<1_000 {
        let x = Double(index) / 1_000
        // Springs jump by up to their settling tolerance (0.001) at 1, and
        // the ramp that replaces the jump is 2^-30 wide.
        let allowed = easing.hasPrefix("spring") && x > 0.99 ? 1e-3 : 1.5e-5
        #expect(
          abs(approximation.transform(x) - exact.transform(x)) <= allowed, "\(easing) at \(x)")
      }
    }
  }

  @Test func samplesColourPathsCSSCannotBlend() throws {
    let export = try export(
      Fixtures.spec(
        animations: Fixtures.animation(
          property: "backgroundColor", from: ##""#ff0000""##, to: ##""#0000ff""##,
          extra: #""colorSpace": "oklab", "easing": "ease-in","#)))
    #expect(export.notes.map(\.path?.description) == ["animations[0].colorSpace", "animations[0]"])
    let entries = keyframes(named: "sm-0-a", in: export.html)
    #expect(entries.count > 8)
    #expect(
      entries.allSatisfy {
        $0.contains("animation-timing-function: linear") || $0.hasPrefix("100%")
      })
    // The exporter's own measure of its error is within a quarter of an 8-bit step.
    let animation = try ChoreographySpec(
      json: Fixtures.spec(
        animations: Fixtures.animation(
          property: "backgroundColor", from: ##""#ff0000""##, to: ##""#0000ff""##,
          extra: #""colorSpace": "oklab", "easing": "ease-in","#))
    ).animations[0]
    let keyframes = CSSKeyframes(animation, at: .root)
    #expect(keyframes.approximationError > 0)
    #expect(keyframes.approximationError <= CSSKeyframes.colorTolerance)
    #expect(keyframes.entries.map(\.offset) == keyframes.entries.map(\.offset).sorted())
  }

  @Test func separatesKeyframesThatShareAnOffset() throws {
    let animation = #"""
      {"id": "j", "target": "card", "property": "--j", "keyframes": [
        {"offset": 0, "value": -1}, {"offset": 0, "value": 0}, {"offset": 0.5, "value": 1},
        {"offset": 0.5, "value": 2}, {"offset": 0.5, "value": 3}, {"offset": 1, "value": 4}, {"offset": 1, "value": 5}]}
      """#
    let export = try export(Fixtures.spec(animations: animation))
    #expect(export.notes.count == 3)
    #expect(
      keyframes(named: "sm-0-j", in: export.html) == [
        "0% { --j: 0; }", "49.9999999% { --j: 1; }", "50% { --j: 3; }", "99.9999999% { --j: 4; }",
        "100% { --j: 5; }",
      ])
  }

  @Test func notesAnimationsThatCSSWouldOverride() throws {
    let animations = [
      Fixtures.animation(id: "first"), Fixtures.animation(id: "second"),
      Fixtures.animation(id: "other", property: "rotate"),
    ]
    let export = try export(Fixtures.spec(animations: animations.joined(separator: ",")))
    #expect(
      export.notes.map(\.description) == [
        "animations[1].property: animates opacity of the same element as animations[0]: in CSS "
          + "this later one wins wherever both have an effect"
      ])
  }

  @Test func escapesNamesAndEmbedsAReadableManifest() throws {
    let elements = #"{ "<b>\"card\"</b> & co": { "frame": [0, 0, 10, 10] } }"#
    let animation =
      #"{"id": "</script><x>", "target": "<b>\"card\"</b> & co", "property": "opacity", "keyframes": [{"offset": 0, "value": 1}]}"#
    let html = try export(Fixtures.spec(animations: animation, elements: elements)).html
    #expect(html.contains(#"data-element="&lt;b&gt;&quot;card&quot;&lt;/b&gt; &amp; co""#))
    #expect(html.components(separatedBy: "</script>").count == 2)
    #expect(html.contains("@keyframes sm-0-__script__x_ {"))
    let manifestText = try #require(
      html.components(separatedBy: #"id="scrollmotion-manifest">"#).last?.components(
        separatedBy: "</script>"
      ).first)
    try JSONReader().read(manifestText).withRoot { root in
      guard case .object(let members) = root.value,
        case .array(let animations) = members.first(where: { $0.key == "animations" })?.node.value,
        case .object(let fields) = animations.first?.value
      else {
        Issue.record("the manifest is not the expected JSON")
        return
      }
      #expect(fields.first { $0.key == "id" }?.node.value == .string("</script><x>"))
      #expect(fields.first { $0.key == "element" }?.node.value == .string("sm-e0"))
    }
  }
}
