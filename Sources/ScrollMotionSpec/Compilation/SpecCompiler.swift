// The wasm build compiles this target into its one Embedded Swift module,
// where the core and the wire format are the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

/// Turns a validated spec into the numbers-only form the browser engine
/// reads: every easing, range and colour already parsed, so that the
/// shipped WebAssembly module needs no parser (it stays under its size
/// budget). The full engine runs this same compiler on specs as written.
///
/// The output is JSON:
/// ```json
/// {"compiled": 1, "scroller": [cw, ch, w, h, top, left, bottom, right],
///  "animations": [{"id": "…", "target": "…", "property": "…", "kind": 0,
///    "timeline": [8 numbers], "fill": 3, "clamp": [0, 1], "space": [space, hue],
///    "range": [8 numbers], "easing": [numbers],
///    "keyframes": [[offset, [components], [easing numbers or empty]]],
///    "subject": "…", "pin": 1, "smoothing": lag, "trigger": [numbers]}],
///  "z": {"element": z}, "direction": 1, "selectors": {"element": "#id"},
///  "measured": ["element"]}
/// ```
/// `smoothing` (seconds) and `trigger` (the wire format's `WireTrigger`
/// numbers) are present only for smoothed and scroll-triggered animations,
/// which the runtime plays in time on the full engine (the shipped one
/// scrubs them, as ``notes(for:)`` says). `subject` (view timelines only)
/// names the element whose frame the timeline's numbers hold; `pin` (pins
/// only, `1`) marks a pin, whose translation a runtime that re-measures the
/// page resolves again; `z` (only when an element has one) is the
/// stacking order the runtime applies as `z-index`; `reduced` (only when
/// some animation reduces motion) is the animation list of
/// ``ChoreographySpec/reducingMotion()``, which the runtime builds instead
/// of `animations` when `prefers-reduced-motion: reduce` matches; a spec
/// with variants has instead `variants` (their conditions,
/// `WireVariants.conditionCount` numbers each) and `cases` (an object
/// from each key `WireVariants.key` can choose to the animations that play
/// there, for the keys that play otherwise than `animations`), which the
/// runtime chooses from on every re-measure;
/// `direction` (only right to left) is the `WireContentDirection` code of the
/// scroller's content; `selectors` (only when an element has one) maps
/// element names to the CSS selectors the runtime finds them by;
/// `measured` (only when an element has no frame) lists the elements whose
/// frames the runtime must measure, zeros in the timelines until it does;
/// `motion` (only when an animation plays in time, ``ChoreographySpec``'s
/// `playsInTime`) is 1, for the runtime to load the motion engine.
/// Every code and layout is the wire format's (`ScrollMotionWire`): value
/// kinds, timelines, fills, colour spaces, range boundaries and easings.
/// Value kinds and clamps follow the property rule that ``SpecEvaluator``
/// uses, so both agree by construction.
public enum SpecCompiler {
  /// The compiled JSON text of `spec`.
  ///
  /// Right-to-left content compiles like left-to-right content, its
  /// numbers physical (measured from the left, as the page has them), plus
  /// a `direction` member: the engine mirrors offsets and subjects itself,
  /// as ``SpecEvaluator`` does.
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
    var animations: [JSONOutput] = []
    let frames = spec.framesByName
    for (index, animation) in spec.animations.enumerated() {
      animations.append(try compile(animation, at: index, in: spec, frames: frames))
    }
    var members: [(String, JSONOutput)] = [
      ("compiled", .number(Double(WireFormat.version))), ("scroller", .numbers(header)),
      ("animations", .array(animations)),
    ]
    // Only when it is not the default, so that left-to-right specs compile
    // as they always have.
    if scroller.direction != .leftToRight {
      members.append(
        ("direction", .number(Double(WireContentDirection(scroller.direction).rawValue))))
    }
    if !spec.variants.isEmpty {
      // The variants' conditions, for the engine's choice, and what plays
      // for each key it can choose that plays otherwise than the spec.
      members.append(("variants", .numbers(spec.variantConditions)))
      var cases: [(String, JSONOutput)] = []
      var seen: Set<Int> = [0]
      for cell in spec.variantCells where seen.insert(cell.key).inserted {
        guard !spec.playsAlike(key: cell.key, 0) else { continue }
        let playing = spec.playing(key: cell.key)
        let frames = playing.framesByName
        var list: [JSONOutput] = []
        for (index, animation) in playing.animations.enumerated() {
          list.append(try compile(animation, at: index, in: playing, frames: frames))
        }
        cases.append((String(cell.key), .array(list)))
      }
      members.append(("cases", .object(cases)))
    } else if spec.reducesMotion {
      // What the runtime builds instead when the page prefers reduced
      // motion, only when that differs.
      let reduced = spec.reducingMotion()
      var alternatives: [JSONOutput] = []
      let reducedFrames = reduced.framesByName
      for (index, animation) in reduced.animations.enumerated() {
        alternatives.append(try compile(animation, at: index, in: reduced, frames: reducedFrames))
      }
      members.append(("reduced", .array(alternatives)))
    }
    // Stacking orders, only when the spec has any: what the runtime
    // applies as z-index.
    let stacked = spec.elements.compactMap { element in
      element.z.map { (element.name, JSONOutput.number(Double($0))) }
    }
    if !stacked.isEmpty { members.append(("z", .object(stacked))) }
    // How the runtime finds elements the page does not hand it, and which
    // frames it must measure (the timelines hold zeros for them).
    let selectors = spec.elements.compactMap { element in
      element.selector.map { (element.name, JSONOutput.string($0)) }
    }
    if !selectors.isEmpty { members.append(("selectors", .object(selectors))) }
    let measured = spec.elements.filter { !$0.hasFrame }.map { JSONOutput.string($0.name) }
    if !measured.isEmpty { members.append(("measured", .array(measured))) }
    // Which engine plays it as written, decided here once for the
    // runtime's autoAttach and for `scrollmotion bundle`.
    if spec.playsInTime { members.append(("motion", .number(1))) }
    return JSONOutput.object(members).text(isDocument: true)
  }

  private static func compile(
    _ animation: AnimationSpec, at index: Int, in spec: ChoreographySpec,
    frames: [String: ScrollRect]
  ) throws(SpecError) -> JSONOutput {
    let path = spec.path(ofAnimationAt: index)
    let draft = try animation.draft(in: spec, frames: frames, at: path)
    func numbers(of easing: Easing, at path: SpecPath) throws(SpecError) -> [Double] {
      guard let numbers = easing.wireNumbers else {
        throw SpecError([SpecIssue("the easing has no numeric form", at: path)])
      }
      return numbers
    }
    var keyframes: [JSONOutput] = []
    for (position, keyframe) in draft.keyframes.enumerated() {
      let easingPath = path.appending("keyframes").appending(index: position).appending("easing")
      let segment = try keyframe.easing.map { (easing) throws(SpecError) in
        try numbers(of: easing, at: easingPath)
      }
      keyframes.append(
        .array([
          .number(keyframe.offset), .numbers(keyframe.components), .numbers(segment ?? []),
        ]))
    }
    let clamp = draft.clamp.map { JSONOutput.numbers([$0.lowerBound, $0.upperBound]) } ?? .null
    var subject: [(String, JSONOutput)] = []
    // The subject's name, so a runtime that measures the page knows
    // whose frame the view timeline's numbers are.
    if case .view(let name, _, _, _) = animation.timeline { subject = [("subject", .string(name))] }
    // A pin, so that a runtime that measures the page resolves its length
    // again for the measured layout.
    if animation.isPin { subject.append(("pin", .number(1))) }
    // The draft mirrors a right-to-left subject as the timelines read it;
    // the wire has it where the page does, and mirroring is its own
    // inverse.
    let timeline = spec.scroller.direction.logicalTimeline(
      draft.timeline, in: spec.scroller.contentSize.width)
    return .object(
      [
        ("id", .string(animation.id)), ("target", .string(animation.target)),
        ("property", .string(animation.property.name)),
        ("kind", .number(Double(draft.kind.rawValue))),
        ("timeline", .numbers(timeline.wireNumbers)),
        ("fill", .number(Double(WireFill(draft.fill).rawValue))), ("clamp", clamp),
        ("space", .numbers(draft.space.wireNumbers)), ("range", .numbers(draft.range.wireNumbers)),
        ("easing", .numbers(try numbers(of: draft.easing, at: path.appending("easing")))),
        ("keyframes", .array(keyframes)),
      ] + subject + (try motionMembers(of: animation, at: path)))
  }
}
