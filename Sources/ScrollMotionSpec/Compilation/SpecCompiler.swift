import ScrollMotion

/// Turns a validated spec into the numbers-only form the shipped browser
/// engine reads: every easing, range and colour already parsed, so that the
/// WebAssembly module needs no parser (it stays under its size budget).
///
/// The output is JSON:
/// ```json
/// {"compiled": 1, "scroller": [cw, ch, w, h, top, left, bottom, right],
///  "animations": [{"id": "…", "target": "…", "property": "…", "kind": 0,
///    "timeline": [view, axis, x, y, width, height, startInset, endInset],
///    "fill": 3, "clamp": [0, 1], "space": [space, hue],
///    "range": [8 numbers], "easing": [encoding],
///    "keyframes": [[offset, [values], [easing encoding or empty]]]}]}
/// ```
/// `kind` is 0 for numbers, 1 for pairs, 2 for colours (RGBA in `0...1`);
/// `view` 0 scroll / 1 view timeline, `axis` 0 x / 1 y; `fill` 0 none,
/// 1 forwards, 2 backwards, 3 both; `space` 0 sRGB, 1 linear sRGB, 2 Oklab,
/// 3 HSB with `hue` 0 shorter, 1 longer, 2 increasing, 3 decreasing; ranges
/// and easings use `RangeBoundary.encoding` and `Easing.encoding`. Value
/// kinds follow ``SpecEvaluator``: opacity is clamped to `0...1`, and a
/// scale becomes a pair as soon as one keyframe is a pair.
public enum SpecCompiler {
  /// The compiled JSON text of `spec`.
  ///
  /// - Throws: ``SpecError`` when a custom easing has no numeric form (only
  ///   possible for a spec built in code) or an element is missing.
  public static func compile(_ spec: ChoreographySpec) throws(SpecError) -> String {
    let scroller = spec.scroller
    let header: [Double] = [
      scroller.containerSize.width, scroller.containerSize.height, scroller.contentSize.width,
      scroller.contentSize.height, scroller.contentInsets.top, scroller.contentInsets.left,
      scroller.contentInsets.bottom, scroller.contentInsets.right,
    ]
    var animations: [String] = []
    for (index, animation) in spec.animations.enumerated() {
      animations.append(try compile(animation, at: index, in: spec))
    }
    return "{\"compiled\": 1, \"scroller\": \(list(header)), \"animations\": [\n"
      + animations.joined(separator: ",\n") + "\n]}\n"
  }

  private static func compile(_ animation: AnimationSpec, at index: Int, in spec: ChoreographySpec)
    throws(SpecError) -> String
  {
    let path = SpecPath().appending("animations").appending(index: index)
    let values = animation.keyframes.map(\.value)
    let isPair: Bool
    let kind: Int
    switch animation.property {
    case .opacity, .rotate, .custom:
      (kind, isPair) = (0, false)
    case .scale:
      isPair = values.contains { if case .pair = $0 { true } else { false } }
      kind = isPair ? 1 : 0
    case .translate:
      (kind, isPair) = (1, true)
    case .backgroundColor:
      (kind, isPair) = (2, false)
    }
    var timeline: [Double]
    switch animation.timeline {
    case .scroll(let axis):
      timeline = [0, axis == .x ? 0 : 1, 0, 0, 0, 0, 0, 0]
    case .view(let subject, let axis, let startInset, let endInset):
      guard let frame = spec.element(named: subject)?.frame else {
        throw SpecError([SpecIssue("no element named '\(subject)'", at: path.appending("timeline"))]
        )
      }
      timeline = [
        1, axis == .x ? 0 : 1, frame.minX, frame.minY, frame.width, frame.height, startInset,
        endInset,
      ]
    }
    let fill: Double =
      switch animation.fill {
      case .none: 0
      case .forwards: 1
      case .backwards: 2
      case .both: 3
      }
    let space: [Double] =
      switch animation.colorSpace {
      case .srgb: [0, 0]
      case .linearSRGB: [1, 0]
      case .oklab: [2, 0]
      case .hsb(.shorter): [3, 0]
      case .hsb(.longer): [3, 1]
      case .hsb(.increasing): [3, 2]
      case .hsb(.decreasing): [3, 3]
      }
    guard let easing = animation.easing.easing.encoding else {
      throw SpecError([SpecIssue("the easing has no numeric form", at: path.appending("easing"))])
    }
    var keyframes: [String] = []
    for (position, keyframe) in animation.keyframes.enumerated() {
      let components: [Double]
      switch keyframe.value {
      case .number(let number): components = isPair ? [number, number] : [number]
      case .pair(let x, let y): components = [x, y]
      case .color(let color): components = [color.red, color.green, color.blue, color.alpha]
      }
      var segment: [Double] = []
      if let spec = keyframe.easing {
        guard let encoded = spec.easing.encoding else {
          throw SpecError([
            SpecIssue(
              "the easing has no numeric form",
              at: path.appending("keyframes").appending(index: position).appending("easing"))
          ])
        }
        segment = encoded
      }
      keyframes.append(
        "[\(JSONText.number(keyframe.offset)), \(list(components)), \(list(segment))]")
    }
    let target = animation.target.map { JSONText.quoted($0) } ?? "null"
    return "{\"id\": \(JSONText.quoted(animation.id)), \"target\": \(target), "
      + "\"property\": \(JSONText.quoted(animation.property.name)), \"kind\": \(kind), "
      + "\"timeline\": \(list(timeline)), \"fill\": \(JSONText.number(fill)), "
      + "\"clamp\": \(animation.property == .opacity ? "[0, 1]" : "null"), \"space\": \(list(space)), "
      + "\"range\": \(list(animation.range.start.encoding + animation.range.end.encoding)), "
      + "\"easing\": \(list(easing)), \"keyframes\": [\(keyframes.joined(separator: ", "))]}"
  }

  private static func list(_ numbers: [Double]) -> String {
    "[" + numbers.map { JSONText.number($0) }.joined(separator: ", ") + "]"
  }
}
