// Refitting in place when the geometry or a setting changes: a spec
// played natively (SpecPlayer) retimes and rebuilds animations here; the
// browser's engines (Web/wasm/engines.txt) retime a view timeline whose
// subject a re-measure moved, and build again for anything else.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

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
    // The shipped browser engine has no time-based motion (`motions`).
    #if !SCROLLMOTION_SHIPPED
      if let position = motions.firstIndex(where: { $0.index == index }) {
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
    #endif
    // A timed track's group has no timeline: its motion's is the one read.
    if !isTimed { engine.retimeConcrete(at: track(at: index), to: timeline) }
    assert(verifyRefitInvariants())
    return true
  }

  // Only a native player rebuilds one animation in place: the browser
  // builds the whole choreography again when keyframes change.
  #if !hasFeature(Embedded)
    /// Builds `draft` in place of animation `index`, keeping the time-based
    /// state of what it replaces; the next update evaluates it. On failure
    /// the animation is left as it was (its state aside, which starts
    /// afresh) and the problem returned; `nil` for success or no such
    /// animation.
    package func rebuild(_ draft: AnimationDraft, at index: Int) -> AnimationDraft.Problem? {
      guard drafts.indices.contains(index) else { return nil }
      var kept: DraftMotion? = nil
      if let position = motions.firstIndex(where: { $0.index == index }) {
        kept = motions.remove(at: position)
      }
      var tracks = self.tracks
      // Unshared while it changes.
      knownTracks = nil
      let removed = tracks[index]
      // The last track of its list takes its place.
      if let last = Self.last(in: removed.list, of: tracks), last != index {
        tracks[last] = removed
      }
      _ = engine.removeConcrete(at: removed)
      let previous = drafts[index]
      drafts[index] = draft
      var problem: AnimationDraft.Problem? = nil
      do {
        try add(draft, at: index, keeping: kept)
      } catch {
        problem = error
        drafts[index] = previous
        // It was built once: it builds again.
        try? add(previous, at: index, keeping: nil)
      }
      // Appended to its list.
      tracks[index] = ConcreteTracks.Track(
        list: drafts[index].kind,
        position: tracks.indices.count { $0 != index && tracks[$0].list == drafts[index].kind })
      knownTracks = tracks
      assert(verifyRefitInvariants())
      return problem
    }

    /// Adds `draft` as animation `index` (in place of one removed), with
    /// the motion state of `kept`, as a build adds each draft; on failure
    /// adds nothing.
    private func add(_ draft: AnimationDraft, at index: Int, keeping kept: DraftMotion?)
      throws(AnimationDraft.Problem)
    {
      let timed = addMotion(at: index, keeping: kept)
      // A build adds motions in index order; this one goes in its place.
      motions.sort { $0.index < $1.index }
      // Retained here rather than by `add`, so that a failure can release it.
      let group =
        timed
        ?? engine.retainGroup(
          timeline: draft.timeline, timing: EffectTiming(range: draft.range, fill: draft.fill))
      do {
        try add(draft, at: index, group: group)
      } catch {
        engine.releaseGroup(group)
        motions.removeAll { $0.index == index }
        throw error
      }
    }
  #endif

  /// Animation `index`'s track. The first look-up after a build lists
  /// them all, once.
  private func track(at index: Int) -> ConcreteTracks.Track {
    if knownTracks == nil { knownTracks = tracks }
    return knownTracks?[index] ?? tracks[index]
  }

  /// Each animation's track: as the last build appended them, each list
  /// in the order of its animations, unless a rebuild moved some.
  var tracks: [ConcreteTracks.Track] {
    if let knownTracks { return knownTracks }
    var counts = [0, 0, 0]
    return drafts.map { draft in
      let list = draft.kind
      counts[list.rawValue] += 1
      return ConcreteTracks.Track(list: list, position: counts[list.rawValue] - 1)
    }
  }

  /// The animation whose track is the last of list `list` among `tracks`.
  private static func last(in list: WireValueKind, of tracks: [ConcreteTracks.Track]) -> Int? {
    var last: Int? = nil
    for index in tracks.indices where tracks[index].list == list {
      if let found = last, tracks[found].position > tracks[index].position { continue }
      last = index
    }
    return last
  }

  /// Whether what refits rely on holds: one track per draft, of the
  /// draft's kind, no two animations sharing one; the motions in strictly
  /// increasing index order, each of an animation. For
  /// `assert(verifyRefitInvariants())` after each refit, which debug
  /// builds and tests run and release builds compile out. Linear in the
  /// animations; allocates.
  package func verifyRefitInvariants() -> Bool {
    let tracks = self.tracks
    guard tracks.count == drafts.count else { return false }
    var taken = [[Bool]](repeating: [Bool](repeating: false, count: drafts.count), count: 3)
    for (index, track) in tracks.enumerated() {
      let list = track.list.rawValue
      guard track.list == drafts[index].kind, taken[list].indices.contains(track.position),
        !taken[list][track.position]
      else { return false }
      taken[list][track.position] = true
    }
    // The shipped browser engine has no time-based motion (`motions`).
    #if !SCROLLMOTION_SHIPPED
      for position in motions.indices {
        guard drafts.indices.contains(motions[position].index),
          position == 0 || motions[position - 1].index < motions[position].index
        else { return false }
      }
    #endif
    return true
  }
}

extension ConcreteTracks.Track {
  /// The track at `position` in the list of `list`'s values.
  init(list: WireValueKind, position: Int) {
    switch list {
    case .number: self = .number(position)
    case .pair: self = .point(position)
    case .color: self = .color(position)
    }
  }

  /// The list it is in, by the kind of value the list holds.
  var list: WireValueKind {
    switch self {
    case .number: .number
    case .point: .pair
    case .color: .color
    }
  }

  /// Its position in its list.
  var position: Int {
    switch self {
    case .number(let position), .point(let position), .color(let position): position
    }
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
