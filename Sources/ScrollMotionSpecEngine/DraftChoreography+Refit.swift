// Refitting in place when the geometry or a setting changes: a spec
// played natively (SpecPlayer) retimes and rebuilds animations here; the
// browser's engines (Web/wasm/engines.txt) retime a view timeline whose
// subject a re-measure moved, and the full engine also rebuilds the
// animations the runtime describes again; the others build again for
// anything else, so they leave the rebuilds out.
// Embedded Swift compiles the engines' modules as one: nothing to import.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

/// Where each animation's track is among a ``DraftChoreography``'s common
/// tracks, and which animation's track is at each position of each list:
/// both ways, so that a rebuild finds the track it removes and the one
/// the engine moves into its place in a constant number of steps, rather
/// than by a scan of every animation.
struct TrackIndex {
  /// Each animation's track.
  private(set) var tracks: [ConcreteTracks.Track]
  /// For each list (by its kind's raw value), the animation whose track
  /// is at each position.
  private(set) var animations: [[Int]]

  /// The tracks as a build appends `drafts`: each list in the order of
  /// its animations.
  init(appending drafts: [AnimationDraft]) {
    tracks = []
    tracks.reserveCapacity(drafts.count)
    animations = WireValueKind.allCases.map { _ in [] }
    for index in drafts.indices { append(index, to: drafts[index].kind) }
  }

  /// Takes animation `index`'s track out of its list as the engine's
  /// removal does, the list's last track moving into its place; returns
  /// the track. Until ``append(_:to:)`` gives it another, the animation's
  /// entry in ``tracks`` is stale.
  mutating func remove(_ index: Int) -> ConcreteTracks.Track {
    let removed = tracks[index]
    let list = removed.list.rawValue
    let last = animations[list].removeLast()
    if last != index {
      tracks[last] = removed
      animations[list][removed.position] = last
    }
    return removed
  }

  /// Gives animation `index` a track at the end of the list of `list`, as
  /// the engine appends it: a new animation's after the last one, a
  /// removed one's in place.
  mutating func append(_ index: Int, to list: WireValueKind) {
    let track = ConcreteTracks.Track(list: list, position: animations[list.rawValue].count)
    if index == tracks.count { tracks.append(track) } else { tracks[index] = track }
    animations[list.rawValue].append(index)
  }

  /// Whether the index describes one track per draft of `drafts`, of the
  /// draft's kind, no two animations sharing one and every position of
  /// every list held: each animation's track names it at its position.
  /// Linear in the animations.
  func verify(against drafts: [AnimationDraft]) -> Bool {
    guard tracks.count == drafts.count, animations.count == WireValueKind.allCases.count,
      animations.reduce(0, { $0 + $1.count }) == drafts.count
    else { return false }
    for (index, track) in tracks.enumerated() {
      let list = animations[track.list.rawValue]
      guard track.list == drafts[index].kind, list.indices.contains(track.position),
        list[track.position] == index
      else { return false }
    }
    return true
  }
}

/// Changing some animations of what was built, the others untouched: what
/// a refit does when new geometry or a setting changes only some drafts.
///
/// Each keeps the animation's time-based state as a build does
/// (``build(_:keepingStateOf:)``: `TimedProgress.keepState(of:)`), so the
/// values afterwards are those of a build of the new drafts that kept the
/// state of the old ones.
///
/// Each costs what it changes, not what was built: an animation's track
/// and motion are found through ``trackIndex`` and a binary search of
/// `motions`, the engine removes a track by moving its list's last one
/// into its place, and a ``rebuild(_:)`` of many animations merges the
/// motions they gain or lose into `motions` once. The first look-up after
/// a build lists the tracks, once.
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
      let position = motionPosition(of: index)
      if position < motions.count, motions[position].index == index {
        let old = motions[position]
        let motion = DraftMotion(index: index, following: drafts[index])
        motion.progress.keepState(of: old.progress)
        motion.watchesCrossings = old.watchesCrossings
        // Only the timeline changed: triggered or smoothed as before, in
        // the timing group whose sample the motion sets.
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

  // The shipped and motion engines build again for anything but a moved
  // subject; the full engine (an editor's) rebuilds what it describes
  // again.
  #if !hasFeature(Embedded) || SCROLLMOTION_REBUILDS
    /// Builds `draft` in place of animation `index`, keeping the time-based
    /// state of what it replaces; the next update evaluates it. On failure
    /// the animation is left as it was (its state aside, which starts
    /// afresh) and the problem returned; `nil` for success or no such
    /// animation.
    package func rebuild(_ draft: AnimationDraft, at index: Int) -> AnimationDraft.Problem? {
      rebuild([(index, draft)])?.problem
    }

    /// Builds each draft of `changes` in place of the animation its index
    /// names, as ``rebuild(_:at:)`` builds one: what a refit that reshapes
    /// many animations calls, in time proportional to the drafts built and,
    /// once, the motions, however many animations were built. Each
    /// animation at most once; an index of no animation is skipped.
    ///
    /// - Returns: `nil`, or the first animation that could not be built and
    ///   why; each that could not is left as it was (its state aside).
    package func rebuild(_ changes: [(index: Int, draft: AnimationDraft)])
      -> (index: Int, problem: AnimationDraft.Problem)?
    {
      assert(Set(changes.map(\.index)).count == changes.count, "an animation rebuilt twice")
      var index = trackIndex ?? TrackIndex(appending: drafts)
      // Taken out while it changes, so that it is changed in place, never
      // copied.
      trackIndex = nil
      var failure: (index: Int, problem: AnimationDraft.Problem)? = nil
      // The motions the animations gain, and the positions of those they
      // lose, merged into `motions` after the loop; one kept replaces the
      // old in its place, so that the positions stay valid throughout.
      var gained: [DraftMotion] = []
      var lost: [Int] = []
      for (animation, draft) in changes where drafts.indices.contains(animation) {
        let position = motionPosition(of: animation)
        let kept =
          position < motions.count && motions[position].index == animation
          ? motions[position] : nil
        _ = engine.removeConcrete(at: index.remove(animation))
        let previous = drafts[animation]
        drafts[animation] = draft
        var motion: DraftMotion? = nil
        do {
          motion = try add(draft, at: animation, keeping: kept)
        } catch {
          if failure == nil { failure = (animation, error) }
          drafts[animation] = previous
          // It was built once: it builds again.
          motion = try? add(previous, at: animation, keeping: nil)
        }
        // Appended to its list.
        index.append(animation, to: drafts[animation].kind)
        switch (kept, motion) {
        case (.some, .some(let motion)): motions[position] = motion
        case (.some, nil): lost.append(position)
        case (nil, .some(let motion)): gained.append(motion)
        case (nil, nil): break
        }
      }
      if !gained.isEmpty || !lost.isEmpty { mergeMotions(gaining: gained, losing: lost) }
      trackIndex = index
      assert(verifyRefitInvariants())
      return failure
    }

    /// Adds `draft` as animation `index` (in place of one removed), with
    /// the motion state of `kept`, as a build adds each draft; returns its
    /// motion, for the caller to place in `motions`, if it has one. On
    /// failure adds nothing.
    private func add(_ draft: AnimationDraft, at index: Int, keeping kept: DraftMotion?)
      throws(AnimationDraft.Problem) -> DraftMotion?
    {
      // A build's `addMotion` appends the motion; it goes in its place.
      let count = motions.count
      let timed = addMotion(at: index, keeping: kept)
      let motion = motions.count > count ? motions.removeLast() : nil
      // Retained here rather than by `add`, so that a failure can release it.
      let group =
        timed
        ?? engine.retainGroup(
          timeline: draft.timeline, timing: EffectTiming(range: draft.range, fill: draft.fill))
      do {
        try add(draft, at: index, group: group)
      } catch {
        engine.releaseGroup(group)
        throw error
      }
      return motion
    }

    /// `motions` without those at the positions `lost` and with `gained`,
    /// in index order: one pass over them all.
    private func mergeMotions(gaining gained: [DraftMotion], losing lost: [Int]) {
      // In order already when the changes were (a refit's are); sorting a
      // sorted array is one pass.
      let gained = gained.sorted { $0.index < $1.index }
      let lost = lost.sorted()
      var merged: [DraftMotion] = []
      merged.reserveCapacity(motions.count - lost.count + gained.count)
      var next = 0
      var skipped = 0
      for position in motions.indices {
        if skipped < lost.count, lost[skipped] == position {
          skipped += 1
          continue
        }
        while next < gained.count, gained[next].index < motions[position].index {
          merged.append(gained[next])
          next += 1
        }
        merged.append(motions[position])
      }
      merged.append(contentsOf: gained[next...])
      motions = merged
    }

  #endif

  // The shipped browser engine has no time-based motion.
  #if !SCROLLMOTION_SHIPPED
    /// The position in `motions` (in index order) of animation `index`'s
    /// motion, or where it would go: a binary search.
    private func motionPosition(of index: Int) -> Int {
      var low = 0
      var high = motions.count
      while low < high {
        let middle = (low + high) / 2
        if motions[middle].index < index { low = middle + 1 } else { high = middle }
      }
      return low
    }

  #endif

  /// Animation `index`'s track. The first look-up after a build lists
  /// them all, once.
  private func track(at index: Int) -> ConcreteTracks.Track {
    let known = trackIndex ?? TrackIndex(appending: drafts)
    trackIndex = known
    return known.tracks[index]
  }

  /// Whether what refits rely on holds: one track per draft, of the
  /// draft's kind, no two animations sharing one, and each track's list
  /// naming its animation at its position (``TrackIndex``); the motions
  /// in strictly increasing index order, each of an animation. For
  /// `assert(verifyRefitInvariants())` after each refit, which debug
  /// builds and tests run and release builds compile out. Linear in the
  /// animations; allocates.
  package func verifyRefitInvariants() -> Bool {
    guard (trackIndex ?? TrackIndex(appending: drafts)).verify(against: drafts) else {
      return false
    }
    // The shipped browser engine has no time-based motion.
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

// A native player's refit compares drafts; the browser's engines do not.
#if !hasFeature(Embedded)
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
#endif
