// Rebuilding some animations of what was built, the others untouched:
// the full engine carries it (an editor's preview changes one animation
// per drag step); the shipped and motion engines build again instead
// (scripts/build-wasm leaves this file out of them).
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionSpecEngine
  import ScrollMotionWire
#endif

extension WebChoreography {
  /// Starts describing animation `index` again, in place of what was
  /// built, with the arguments ``addAnimation(kind:timeline:fill:clamp:)``
  /// takes: its range, easing, colour space, keyframes and motion are then
  /// set as for a new animation, and ``rebuildDescribedAgain()`` builds it
  /// (and any other described again) without building the rest. Returns
  /// `false` for no such animation.
  package func describeAgain(
    animationAt index: Int, kind: WireValueKind, timeline: ProgressTimeline, fill: FillMode,
    clamp: ClosedRange<Double>?
  ) -> Bool {
    guard drafts.indices.contains(index) else { return fail(.noSuchAnimation) }
    // Described twice before a rebuild: the first draft is the one to restore.
    if !describedAgain.contains(where: { $0.index == index }) {
      describedAgain.append((index, drafts[index]))
    }
    drafts[index] = AnimationDraft(kind: kind, timeline: timeline, fill: fill, clamp: clamp)
    return succeed()
  }

  /// Builds each animation described again since the last build in place
  /// (`DraftChoreography.rebuild(_:at:)`, the refit a spec played
  /// natively goes through), keeping its time-based state, the other
  /// animations untouched: the values afterwards are those of a full
  /// ``build()`` of the same descriptions. An animation that cannot be
  /// built is left as it was, its description too, and the first is
  /// reported as ``build()`` reports it (``failedAnimation``).
  package func rebuildDescribedAgain() -> Bool {
    let changes = describedAgain
    describedAgain.removeAll()
    var failure: Failure? = nil
    for (index, previous) in changes {
      var logical = drafts[index]
      logical.timeline = logicalTimeline(of: logical)
      guard let problem = engine.rebuild(logical, at: index) else { continue }
      drafts[index] = previous
      if failure == nil { failure = .draft(animation: index, problem) }
    }
    if let failure { return fail(failure) }
    return succeed()
  }
}
