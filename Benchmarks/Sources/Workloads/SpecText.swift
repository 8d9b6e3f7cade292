import ScrollMotion

/// JSON specs for the decode-and-build figure.
public enum SpecText {
  /// How the animations of ``animations(_:curves:)`` choose their Bézier
  /// curves.
  public enum Curves: Sendable {
    /// Nine curves in turn, as a hand-written spec reuses a few.
    case few
    /// One curve for every animation: the baseline of `distinct`.
    case shared
    /// A curve of its own for each animation (up to 10,000): a designer's
    /// hand-tuned curves, a generated spec, a stagger with per-item easing.
    case distinct
  }

  /// A version-1 spec with `count` animations in the benchmark mix's proportions:
  /// opacity with a Bézier, four-keyframe translations, sRGB colours on the
  /// scroll timeline, and opacities on view timelines with named ranges.
  /// Each animation's Bézier is one of `curves`; the translations' second
  /// segment is `ease-in` in all three.
  public static func animations(_ count: Int, curves: Curves = .few) -> String {
    var elements: [String] = []
    var animations: [String] = []
    let ranges = ["entry", "exit", "contain", "cover"]
    for index in 0..<count {
      let element = "e\(index)"
      elements.append(#""\#(element)": { "frame": [0, \#(index * 20), 400, 200] }"#)
      let easing: String
      switch curves {
      case .few: easing = "cubic-bezier(0.\(index % 9 + 1), 0.2, 0.\(9 - index % 9), 1.1)"
      case .shared: easing = "cubic-bezier(0.15, 0.2, 0.85, 1.1)"
      case .distinct:
        // Four digits of the index after a fixed one: every text and every
        // curve differs, with the same length as the shared one's.
        let digits = String(10_000 + index % 10_000).dropFirst()
        easing = "cubic-bezier(0.1\(digits), 0.2, 0.8\(digits), 1.1)"
      }
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

extension SpecText {
  /// The animations of `mix` as a version-1 spec, each on an element of
  /// its own, numbers to six decimals: the same work for a
  /// spec's player as the mix is for a `Choreography`. Opacities are the
  /// spec's `opacity` (clamped to 0...1 after interpolation, as CSS does),
  /// translations `translate`, colours `backgroundColor` in sRGB.
  ///
  /// With `everyProperty`, the same animations spread over every built-in
  /// property of their values' shape instead, in turn: the numbers over
  /// opacity, rotate, the corner radius, the filters, the 3D rotations,
  /// the perspective, the shadow's opacity and radius, the border's width
  /// and the clip edges (the mix's numbers are between 0 and 1, which each
  /// of them takes); the pairs over translate, scale, the anchor and the
  /// shadow's offset; the colours over the background, shadow, text, tint
  /// and border colours. Then the same work on the player's side is spread
  /// over what the front ends compose from parts.
  public static func mix(_ mix: AnimationMix, everyProperty: Bool = false) -> String {
    // Six decimals: the shortest text of the nearest double to a
    // six-decimal number is those decimals.
    func number(_ value: Double) -> String {
      let rounded = (value * 1e6).rounded() / 1e6
      return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
    }
    func easing(_ curve: (Double, Double, Double, Double)) -> String {
      if curve == (0, 0, 1, 1) { return "" }
      return
        #","easing":"cubic-bezier(\#(number(curve.0)),\#(number(curve.1)),\#(number(curve.2)),\#(number(curve.3)))""#
    }
    func channel(_ value: Double) -> String { number(value * 255) }
    var elements: [String] = []
    var animations: [String] = []
    let ranges: [TimelineRangeName: String] = [
      .entry: "entry", .exit: "exit", .contain: "contain", .cover: "cover",
    ]
    for (index, recipe) in mix.recipes.enumerated() {
      let subject = recipe.subject ?? ScrollRect(x: 0, y: 0, width: 400, height: 200)
      elements.append(
        #""e\#(index)":{"frame":[\#(number(subject.minX)),\#(number(subject.minY)),\#(number(subject.width)),\#(number(subject.height))]}"#
      )
      var keyframes: [String] = []
      for (position, offset) in recipe.offsets.enumerated() {
        let values = recipe.values[position]
        let value: String
        switch values.count {
        case 1: value = number(values[0])
        case 2: value = "[\(number(values[0])),\(number(values[1]))]"
        default:
          value =
            #""rgba(\#(channel(values[0])),\#(channel(values[1])),\#(channel(values[2])),\#(number(values[3])))""#
        }
        keyframes.append(
          #"{"offset":\#(number(offset)),"value":\#(value)\#(easing(recipe.easings[position]))}"#)
      }
      let shape = recipe.values[0].count / 2
      let property =
        everyProperty
        ? Self.everyProperty[shape][index % Self.everyProperty[shape].count]
        : ["opacity", "translate", "backgroundColor"][shape]
      var timeline = ""
      if recipe.subject != nil, let range = recipe.range.flatMap({ ranges[$0] }) {
        timeline =
          #","timeline":{"type":"view","subject":"e\#(index)"},"range":"\#(range)""#
      }
      animations.append(
        #"{"id":"a\#(index)","target":"e\#(index)","property":"\#(property)"\#(timeline),"keyframes":[\#(keyframes.joined(separator: ","))]}"#
      )
    }
    let scroller = mix.scroller
    return
      #"{"version":1,"scroller":{"containerSize":[\#(number(scroller.containerSize.width)),\#(number(scroller.containerSize.height))],"contentSize":[\#(number(scroller.contentSize.width)),\#(number(scroller.contentSize.height))]},"elements":{\#(elements.joined(separator: ","))},"animations":[\#(animations.joined(separator: ","))]}"#
  }

  /// The built-in properties by the shape of their values: numbers,
  /// pairs, colours.
  static let everyProperty = [
    [
      "opacity", "rotate", "cornerRadius", "blur", "brightness", "saturation", "grayscale",
      "rotateX", "rotateY", "perspective", "shadowOpacity", "shadowRadius", "borderWidth",
      "clipTop", "clipRight", "clipBottom", "clipLeft",
    ],
    ["translate", "scale", "anchor", "shadowOffset"],
    ["backgroundColor", "shadowColor", "foregroundColor", "tintColor", "borderColor"],
  ]
}
