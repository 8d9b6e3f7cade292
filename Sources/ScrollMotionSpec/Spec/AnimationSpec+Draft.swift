// The wasm build compiles this target into its one Embedded Swift module,
// where the core and the wire format are the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

extension AnimationSpec {
  /// The animation in wire terms: elements resolved to frames, values to
  /// the components of the property's value kind. The evaluator builds it,
  /// the compiler writes it out.
  ///
  /// `frames` is the spec's ``ChoreographySpec/framesByName``, which the
  /// caller builds once for all the animations it drafts.
  ///
  /// - Throws: ``SpecError`` for a target or subject that names no element
  ///   or a value that does not fit the property; a spec read from JSON has
  ///   neither, only one put together in code can.
  package func draft(
    in spec: ChoreographySpec, frames: [String: ScrollRect], at path: SpecPath
  ) throws(SpecError) -> AnimationDraft {
    // A pin's length follows the geometry it is drafted for: the spec's
    // own, or the live one a device plays it on.
    if isPin {
      var resolved = pinned(in: spec.scroller, frames: { frames[$0] })
      resolved.isPin = false
      return try resolved.draft(in: spec, frames: frames, at: path)
    }
    if let target, frames[target] == nil {
      throw SpecError([SpecIssue("no element named '\(target)'", at: path.appending("target"))])
    }
    // Frames as the timelines read them: mirrored for right-to-left content.
    guard
      let resolved = spec.scroller.progressTimeline(
        for: timeline, frames: { frames[$0] })
    else {
      var subject = ""
      if case .view(let name, _, _, _) = timeline { subject = name }
      throw SpecError([
        SpecIssue(
          "no element named '\(subject)'", at: path.appending("timeline").appending("subject"))
      ])
    }
    var values: [SpecValue] = []
    for keyframe in keyframes { values.append(keyframe.value) }
    let kind = property.valueKind(for: values)
    var draft = AnimationDraft(kind: kind, timeline: resolved, fill: fill, clamp: property.clamp)
    draft.range = range
    draft.easing = easing.easing
    draft.space = colorSpace
    for (index, keyframe) in keyframes.enumerated() {
      guard let components = property.components(of: keyframe.value, as: kind) else {
        throw SpecError([
          SpecIssue(
            "\(property.valuePhrase) must be \(property.expectedValue)",
            at: path.appending("keyframes").appending(index: index).appending("value"))
        ])
      }
      draft.keyframes.append(
        AnimationDraft.Keyframe(
          offset: keyframe.offset, components: components, easing: keyframe.easing?.easing))
    }
    return draft
  }
}
