/// JSON specs for the decode-and-build figure.
public enum SpecText {
  /// A version-1 spec with `count` animations in the issue's proportions:
  /// opacity with a Bézier, four-keyframe translations, sRGB colours on the
  /// scroll timeline, and opacities on view timelines with named ranges.
  public static func animations(_ count: Int) -> String {
    var elements: [String] = []
    var animations: [String] = []
    let ranges = ["entry", "exit", "contain", "cover"]
    for index in 0..<count {
      let element = "e\(index)"
      elements.append(#""\#(element)": { "frame": [0, \#(index * 20), 400, 200] }"#)
      let easing = "cubic-bezier(0.\(index % 9 + 1), 0.2, 0.\(9 - index % 9), 1.1)"
      switch index % 10 {
      case 0...3:
        animations.append(
          #"{ "id": "a\#(index)", "target": "\#(element)", "property": "opacity", "easing": "\#(easing)", "keyframes": [ { "offset": 0, "value": 0.1 }, { "offset": 1, "value": 0.9 } ] }"#
        )
      case 4...6:
        animations.append(
          #"{ "id": "a\#(index)", "target": "\#(element)", "property": "translate", "keyframes": [ { "offset": 0, "value": [0, 0], "easing": "\#(easing)" }, { "offset": 0.3, "value": [20, 40], "easing": "ease-in" }, { "offset": 0.7, "value": [-10, 5] }, { "offset": 1, "value": [100, 0] } ] }"#
        )
      case 7...8:
        animations.append(
          ##"{ "id": "a\##(index)", "target": "\##(element)", "property": "backgroundColor", "colorSpace": "srgb", "easing": "\##(easing)", "keyframes": [ { "offset": 0, "value": "#ff0000" }, { "offset": 1, "value": "#0000ff80" } ] }"##
        )
      default:
        let range = ranges[(index / 10) % ranges.count]
        animations.append(
          #"{ "id": "a\#(index)", "target": "\#(element)", "property": "opacity", "timeline": { "type": "view", "subject": "\#(element)", "axis": "y" }, "range": { "start": "\#(range) 0%", "end": "\#(range) 100%" }, "easing": "\#(easing)", "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] }"#
        )
      }
    }
    return
      #"{ "version": 1, "scroller": { "containerSize": [400, 800], "contentSize": [400, \#(count * 20 + 800)] }, "elements": { \#(elements.joined(separator: ", ")) }, "animations": [ \#(animations.joined(separator: ", ")) ] }"#
  }
}
