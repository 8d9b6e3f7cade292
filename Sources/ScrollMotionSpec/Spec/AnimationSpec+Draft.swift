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
    in spec: ChoreographySpec, frames: [String: ScrollRect],
    at path: @autoclosure () -> SpecPath
  ) throws(SpecError) -> AnimationDraft {
    // A pin's length follows the geometry it is drafted for: the spec's
    // own, or the live one a device plays it on.
    if isPin {
      var resolved = pinned(in: spec.scroller, frames: { frames[$0] })
      resolved.isPin = false
      return try resolved.draft(in: spec, frames: frames, at: path())
    }
    if let target, frames[target] == nil {
      throw SpecError([SpecIssue("no element named '\(target)'", at: path().appending("target"))])
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
          "no element named '\(subject)'", at: path().appending("timeline").appending("subject"))
      ])
    }
    // Looked up once for every keyframe.
    let declaration = property.declaration
    let shape = declaration?.shape ?? .number
    let kind = shape.valueKind(for: keyframes.lazy.map { $0.value })
    var draft = AnimationDraft(
      kind: kind, timeline: resolved, fill: fill, clamp: declaration?.clamp)
    draft.range = range
    draft.easing = easing.easing
    draft.space = colorSpace
    draft.keyframes.reserveCapacity(keyframes.count)
    for (index, keyframe) in keyframes.enumerated() {
      guard let components = shape.components(of: keyframe.value, as: kind) else {
        throw SpecError([
          SpecIssue(
            "\(property.valuePhrase) must be \(property.expectedValue)",
            at: path().appending("keyframes").appending(index: index).appending("value"))
        ])
      }
      draft.keyframes.append(
        AnimationDraft.Keyframe(
          offset: keyframe.offset, components: components, easing: keyframe.easing?.easing))
    }
    // A trigger or smoothing the core refuses (only possible for a spec put
    // together in code) leaves the animation following the scroll.
    if let trigger, let playback = try? trigger.playback() {
      draft.trigger = WireTrigger(playback: playback, actions: trigger.actions)
    }
    draft.smoothing = smoothing.flatMap { try? ProgressSmoothing(lag: $0) }
    return draft
  }
}

extension ChoreographySpec {
  /// Every animation as a draft for the engine (elements resolved to
  /// their frames in this spec, values to components), in order.
  ///
  /// - Parameter validating: Whether to build each draft too, so that every
  ///   keyframe problem is reported at once; a spec that validated before
  ///   (the same one with other geometry) need not be.
  /// - Throws: ``SpecError`` with every problem found: a target or subject
  ///   that names no element, a value that does not fit its property,
  ///   keyframes the core rejects. A spec read from JSON has none of them.
  package func drafts(validating: Bool) throws(SpecError) -> [AnimationDraft] {
    var drafts: [AnimationDraft] = []
    drafts.reserveCapacity(animations.count)
    var issues: [SpecIssue] = []
    let frames = framesByName
    // A local for the paths' closures: one that read `self` would copy the
    // whole spec for each animation.
    let animations = self.animations
    for index in animations.indices {
      // The path is made only for a message.
      do {
        let draft = try animations[index].draft(
          in: self, frames: frames, at: Self.path(ofAnimationAt: index, in: animations))
        if validating {
          try Self.validate(draft, at: Self.path(ofAnimationAt: index, in: animations))
        }
        drafts.append(draft)
      } catch {
        issues.append(contentsOf: error.issues)
      }
    }
    guard issues.isEmpty else { throw SpecError(issues) }
    return drafts
  }

  /// Reports why `draft` cannot be built, at `path`, building nothing.
  private static func validate(
    _ draft: AnimationDraft, at path: @autoclosure () -> SpecPath
  ) throws(SpecError) {
    do {
      try draft.validate()
    } catch .keyframes(let error) {
      throw SpecError([SpecIssue(error.description, at: path().appending("keyframes"))])
    } catch {
      // `draft(in:frames:at:)` already checked every value against the property.
      throw SpecError([SpecIssue("keyframe values do not fit the property", at: path())])
    }
  }
}
