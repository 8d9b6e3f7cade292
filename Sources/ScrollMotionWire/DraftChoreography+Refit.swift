// Refitting in place, for a spec played natively (SpecPlayer) when the
// geometry or a setting changes. The browser's engines build again on a
// change instead, so none of them compiles this file (Web/wasm/engines.txt
// lists it under [none]).
import ScrollMotion

/// Changing one animation of what was built, the others untouched: what a
/// refit does when new geometry or a setting changes only some drafts.
///
/// Both keep the animation's time-based state as a build does
/// (``build(_:keepingStateOf:)``: `TimedProgress.keepState(of:)`), so the
/// values afterwards are those of a build of the new drafts that kept the
/// state of the old ones.
extension DraftChoreography {
  /// Moves animation `index` to `timeline`, everything else of its draft
  /// unchanged: its keyframes and easing tables stay, its time-based state
  /// is kept, and the next update evaluates it again. Returns `false` for
  /// no such animation.
  @discardableResult
  package func retime(animationAt index: Int, to timeline: ProgressTimeline) -> Bool {
    guard drafts.indices.contains(index) else { return false }
    drafts[index].timeline = timeline
    var isTimed = false
    if let position = Self.position(ofMotionAt: index, in: motions) {
      let old = motions[position]
      let motion = DraftMotion(index: index, following: drafts[index])
      motion.progress.keepState(of: old.progress)
      motion.watchesCrossings = old.watchesCrossings
      // Only the timeline changed: triggered or smoothed as before, in the
      // timing group whose sample the motion sets.
      motion.group = old.group
      motions[position] = motion
      isTimed = motion.group != nil
    }
    // A timed track's group has no timeline: its motion's is the one read.
    if !isTimed { engine.retimeCommon(at: tracks[index], to: timeline) }
    assert(verifyRefitInvariants())
    return true
  }

  /// Builds `draft` in place of animation `index`, keeping the time-based
  /// state of what it replaces; the next update evaluates it. On failure
  /// the animation is left as it was (its state aside, which starts
  /// afresh) and the problem returned; `nil` for success or no such
  /// animation.
  package func rebuild(_ draft: AnimationDraft, at index: Int) -> AnimationDraft.Problem? {
    guard drafts.indices.contains(index) else { return nil }
    var kept: DraftMotion? = nil
    if let position = Self.position(ofMotionAt: index, in: motions) {
      kept = motions.remove(at: position)
    }
    let track = tracks[index]
    // The last track of its list takes its place.
    if let moved = engine.removeCommon(at: track) { tracks[moved] = track }
    let previous = drafts[index]
    drafts[index] = draft
    do {
      tracks[index] = try add(draft, at: index, group: addMotion(at: index, keeping: kept))
      assert(verifyRefitInvariants())
      return nil
    } catch {
      if let position = Self.position(ofMotionAt: index, in: motions) {
        let failed = motions.remove(at: position)
        if let group = failed.group { engine.releaseGroup(group) }
      }
      drafts[index] = previous
      // It was built once: it builds again.
      if let restored = try? add(previous, at: index, group: addMotion(at: index, keeping: nil)) {
        tracks[index] = restored
      }
      assert(verifyRefitInvariants())
      return error
    }
  }
}

extension DraftChoreography {
  /// Whether what refits rely on holds: one track per draft, of the
  /// draft's kind, no two animations sharing one; the motions in strictly
  /// increasing index order, each of an animation. For
  /// `assert(verifyRefitInvariants())` after each refit, which debug
  /// builds and tests run and release builds compile out. Linear in the
  /// animations; allocates.
  package func verifyRefitInvariants() -> Bool {
    guard tracks.count == drafts.count else { return false }
    var taken = [[Bool]](repeating: [Bool](repeating: false, count: drafts.count), count: 3)
    for (index, track) in tracks.enumerated() {
      let (list, position, kind): (Int, Int, WireValueKind) =
        switch track {
        case .number(let position): (0, position, .number)
        case .point(let position): (1, position, .pair)
        case .color(let position): (2, position, .color)
        }
      guard kind == drafts[index].kind, taken[list].indices.contains(position),
        !taken[list][position]
      else { return false }
      taken[list][position] = true
    }
    for position in motions.indices {
      guard drafts.indices.contains(motions[position].index),
        position == 0 || motions[position - 1].index < motions[position].index
      else { return false }
    }
    return true
  }
}

extension AnimationDraft {
  /// Whether `other` has the same keyframe offsets and values to the bit
  /// (-0 is not 0): what a refit compares to tell a draft whose values
  /// moved (a pin's length) from one whose timeline alone did. Easings are
  /// not compared: a refit compares two drafts of one animation, whose
  /// easings the spec fixes.
  package func hasSameKeyframes(as other: AnimationDraft) -> Bool {
    guard kind == other.kind, keyframes.count == other.keyframes.count else { return false }
    for (one, another) in zip(keyframes, other.keyframes) {
      guard one.offset.bitPattern == another.offset.bitPattern,
        one.components.count == another.components.count
      else { return false }
      for (first, second) in zip(one.components, another.components)
      where first.bitPattern != second.bitPattern {
        return false
      }
    }
    return true
  }
}
