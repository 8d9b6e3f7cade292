import Foundation

/// Spec texts shared by the suites.
package enum Fixtures {
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
}
