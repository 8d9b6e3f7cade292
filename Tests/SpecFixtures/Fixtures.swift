import Foundation
import ScrollMotion

/// Spec texts shared by the suites.
package enum Fixtures {
  /// The package's root folder, for the files the suites read and check.
  package static var packageRoot: URL {
    // Tests/SpecFixtures/Fixtures.swift, three folders down.
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// A valid spec: a 400×600 scroller over 3000 points of content, one card
  /// at y = 1000 (200 tall) and the animations given, as JSON text.
  package static func spec(animations: String, elements: String? = nil, scroller: String? = nil)
    -> String
  {
    """
    {
      "version": 1,
      "scroller": \(scroller ?? #"{ "containerSize": [400, 600], "contentSize": [400, 3000] }"#),
      "elements": \(elements ?? #"{ "card": { "frame": [40, 1000, 320, 200] } }"#),
      "animations": [\(animations)]
    }
    """
  }

  /// One animation of `property` from `from` to `to` over the whole scroll range.
  package static func animation(
    id: String = "a", property: String = "opacity", from: String = "0", to: String = "1",
    extra: String = ""
  ) -> String {
    #"{ "id": "\#(id)", "target": "card", "property": "\#(property)", \#(extra)"#
      + #""keyframes": [{ "offset": 0, "value": \#(from) }, { "offset": 1, "value": \#(to) }] }"#
  }

  /// The example of the spec format's documentation.
  package static var cardFade: String {
    """
    {
      "version": 1,
      "scroller": { "containerSize": [390, 844], "contentSize": [390, 3000], "contentInsets": [0, 0, 0, 0] },
      "elements": { "card": { "frame": [16, 800, 358, 200] } },
      "animations": [
        { "id": "cardFade", "target": "card", "property": "opacity",
          "timeline": { "type": "view", "subject": "card", "axis": "y", "inset": [0, 0] },
          "range": { "start": "entry 0%", "end": "exit 100%" },
          "easing": "ease-in-out", "fill": "both", "colorSpace": "srgb",
          "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 0.5, "value": 1, "easing": "linear" }, { "offset": 1, "value": 0.4 } ] }
      ]
    }
    """
  }

  /// A card that slides up between 400 and 800 points of scroll, with a
  /// cross-fade for reduced motion, and a custom value along the
  /// horizontal scroll: what the person's settings change.
  package static let settingsSpec = """
    {
      "version": 1,
      "reducedMotion": "cross-fade",
      "scroller": { "containerSize": [400, 600], "contentSize": [2400, 3000] },
      "elements": { "card": { "frame": [0, 1200, 400, 200] } },
      "animations": [
        { "id": "slide", "target": "card", "property": "translate", "range": "400px 800px",
          "keyframes": [ { "offset": 0, "value": [0, 100] }, { "offset": 1, "value": [0, 0] } ] },
        { "id": "across", "property": "--across", "timeline": { "type": "scroll", "axis": "inline" },
          "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 100 } ] }
      ]
    }
    """

  /// ``settingsSpec``'s scroller at the offset `(x, y)`.
  package static func settingsMetrics(x: Double = 0, y: Double) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: x, y: y), contentSize: ScrollSize(width: 2_400, height: 3_000),
      containerSize: ScrollSize(width: 400, height: 600))
  }

  /// A header that fades out with half a second of scrub smoothing over
  /// the whole scroll, and a card (at y 1200) that fades in over half a
  /// second when it enters the viewport (y 356) and back out when it
  /// leaves it backwards.
  package static let motionSpec = """
    {
      "version": 1,
      "scroller": { "containerSize": [390, 844], "contentSize": [390, 3000] },
      "elements": { "header": { "frame": [0, 0, 390, 200] }, "card": { "frame": [0, 1200, 390, 200] } },
      "animations": [
        { "id": "fade", "target": "header", "property": "opacity", "smoothing": 0.5,
          "keyframes": [ { "offset": 0, "value": 1 }, { "offset": 1, "value": 0 } ] },
        { "id": "reveal", "target": "card", "property": "opacity",
          "timeline": { "type": "view", "subject": "card" },
          "trigger": { "duration": 0.5, "actions": "play none none reverse" },
          "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] }
      ]
    }
    """

  /// ``motionSpec``'s scroller at `y`, `width` wide.
  package static func motionMetrics(y: Double, width: Double = 390) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: width, height: 3_000),
      containerSize: ScrollSize(width: width, height: 844))
  }
}

extension Fixtures {
  /// `Tests/Conformance/specs/variants-width.json`: a card that slides down
  /// below 600 points of width and right from 600 on (where a badge also
  /// turns), and stays put under reduced motion.
  package static var variantsSpec: String {
    get throws {
      try String(
        contentsOf: packageRoot.appendingPathComponent(
          "Tests/Conformance/specs/variants-width.json"),
        encoding: .utf8)
    }
  }

  /// A spec with `variants` (JSON text of the array) over two animations,
  /// `fade` and `slide`, of the card of ``spec(animations:elements:scroller:)``.
  package static func variants(_ variants: String) -> String {
    """
    {
      "version": 1,
      "scroller": { "containerSize": [400, 600], "contentSize": [400, 3000] },
      "elements": { "card": { "frame": [0, 1000, 400, 200] } },
      "animations": [
        { "id": "fade", "target": "card", "property": "opacity",
          "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] },
        { "id": "slide", "target": "card", "property": "translate",
          "keyframes": [ { "offset": 0, "value": [0, 0] }, { "offset": 1, "value": [0, 100] } ] }
      ],
      "variants": \(variants)
    }
    """
  }
}
