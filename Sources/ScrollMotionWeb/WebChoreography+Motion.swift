// The wasm build compiles this file into the ScrollMotion module itself
// (one Embedded Swift module), for the motion and full engines: the shipped
// engine leaves time-based motion out to stay within its size budget
// (scripts/build-wasm leaves this file out and defines
// SCROLLMOTION_SHIPPED). Natively it is part of ScrollMotionWeb.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

/// Time-based motion: scroll-triggered and smoothed animations
/// played in time, range crossings and timeline velocities, stepped as the
/// core's `Choreography.update(with:at:)`, `advance(to:)` and
/// `needsFrames` step them (see ``WebMotion``).
extension WebChoreography {
  /// Makes an animation scroll-triggered: it plays by `trigger`'s
  /// playback when its range is crossed, instead of following the scroll.
  package func setTrigger(of index: Int, _ trigger: WireTrigger) -> Bool {
    guard let motion = motion(at: index) else { return false }
    motion.triggered = trigger
    return succeed()
  }

  /// Makes an animation follow its range progress with a lag (not a
  /// triggered one, whose trigger wins).
  package func setSmoothing(of index: Int, _ smoothing: ProgressSmoothing) -> Bool {
    guard let motion = motion(at: index) else { return false }
    motion.smoothed = SmoothedProgress(smoothing: smoothing)
    return succeed()
  }

  /// Reports an animation's range crossings in ``events`` from the next
  /// update on (a triggered animation's always are), counting from before
  /// the range as the core's `Choreography.onCrossing` does.
  package func watchCrossings(of index: Int) -> Bool {
    guard let motion = motion(at: index) else { return false }
    motion.isWatched = true
    return succeed()
  }

  /// Reports the velocity and direction of an animation's timeline
  /// progress in ``events`` whenever they change, as the core's
  /// `Choreography.onVelocity` delivers them.
  package func watchVelocity(of index: Int) -> Bool {
    guard let motion = motion(at: index) else { return false }
    if motion.velocity == nil { motion.velocity = ProgressVelocity() }
    return succeed()
  }

  /// Forgets the described animations, keeping the time-based state (a
  /// triggered animation's playback and side of its range, a smoothed
  /// one's progress, the watches): describe them again with new geometry
  /// and ``build()``, and animations at the same index carry on.
  package func reset() {
    drafts.removeAll()
    previous = motions
    motions.removeAll()
  }

  /// The motion of animation `index`, made on first use; `nil` (a
  /// failure) for no such animation.
  private func motion(at index: Int) -> WebMotion? {
    guard drafts.indices.contains(index) else {
      fail(.noSuchAnimation)
      return nil
    }
    if let motion = motions.first(where: { $0.index == index }) { return motion }
    // Appended, then moved back into index order (animations are
    // described in order, so it rarely moves).
    let motion = WebMotion(index: index)
    // Watched after a build: it follows the animation at once.
    motion.follow(drafts[index])
    motions.append(motion)
    var position = motions.count - 1
    while position > 0, motions[position - 1].index > index {
      motions.swapAt(position - 1, position)
      position -= 1
    }
    return motion
  }

  /// Evaluates every animation at a content offset at `time` (seconds on
  /// the frames' clock) into ``output``, and reports in ``events``, as the
  /// core's `Choreography.update(with:at:)` followed by
  /// `Choreography.advance(to:)` a frame at the same time do: crossings
  /// fire, triggered animations take their actions, smoothed ones get
  /// their new targets, velocities their new samples, then whatever moves
  /// is stepped to `time`. A non-finite time (unknown) skips the step: a
  /// playback started then counts from the next ``advance(to:)``.
  package func update(contentOffset: ScrollPoint, at time: Double) {
    update(contentOffset: contentOffset)
    buffer.startEvents()
    for motion in motions {
      for crossing in motion.update(with: metrics, at: time) {
        buffer.events[1] += 1
        buffer.appendEvent(Double(motion.index))
        buffer.appendEvent(Double(WireCrossing(crossing).rawValue))
      }
    }
    if time.isFinite { step(to: time) }
    finishEvents()
  }

  /// Moves the time-based animations to a display frame at `time` seconds,
  /// as the core's `Choreography.advance(to:)` does: triggered and
  /// smoothed animations advance, velocities decay towards 0 when no
  /// scroll came. ``events`` then holds no crossings.
  package func advance(to time: Double) {
    settleOutput()
    buffer.startEvents()
    step(to: time)
    finishEvents()
  }

  private func step(to time: Double) {
    for motion in motions { motion.advance(to: time) }
  }

  /// Whether anything time-based still moves (`Choreography.needsFrames`):
  /// a triggered animation plays, a smoothed one catches up, or a watched
  /// velocity has not decayed to 0.
  package var needsFrames: Bool {
    motions.contains { $0.needsFrames }
  }

  /// The output's address with the `WireReport` flags of the last
  /// ``update(contentOffset:at:)`` or ``advance(to:)`` added, as
  /// `sm_update_at` and `sm_advance` return it.
  package var report: Int {
    var flags = 0
    if events[0] != 0 { flags |= WireReport.needsFrames.rawValue }
    if events[1] + events[2] != 0 { flags |= WireReport.events.rawValue }
    return Int(bitPattern: output.baseAddress) | flags
  }

  /// Writes the time-based values, the changed velocities and whether
  /// more frames are needed.
  private func finishEvents() {
    for motion in motions {
      motion.write()
      guard let velocity = motion.velocity,
        velocity.velocity != motion.reported.velocity
          || velocity.direction != motion.reported.direction
      else { continue }
      motion.reported = (velocity.velocity, velocity.direction)
      buffer.events[2] += 1
      buffer.appendEvent(Double(motion.index))
      buffer.appendEvent(velocity.velocity)
      buffer.appendEvent(Double(WireDirection(velocity.direction).rawValue))
    }
    buffer.events[0] = needsFrames ? 1 : 0
  }

  /// Carries the motions from before ``reset()`` on to the same indices:
  /// those described again keep their state, watched ones come back.
  func carryMotions() {
    for old in previous {
      let same = motions.first { $0.index == old.index }
      let watched = old.isWatched || old.velocity != nil
      if let motion = same ?? (watched ? motion(at: old.index) : nil) { motion.keep(old) }
    }
    previous.removeAll()
  }

  /// The motion of animation `index` (the next in index order, at
  /// `next`), following `draft`'s timeline and timing, if it plays in
  /// time; a watched scroll-driven one follows too, and gives `nil`.
  func timedMotion(at index: Int, following draft: AnimationDraft, next: inout Int) -> WebMotion? {
    guard next < motions.count, motions[next].index == index else { return nil }
    let motion = motions[next]
    next += 1
    motion.follow(draft)
    return motion.isTimed ? motion : nil
  }

  /// Builds a triggered or smoothed animation's keyframes into `motion`'s
  /// writer; the engine does not scrub it.
  func addTimed(_ draft: AnimationDraft, at index: Int, to motion: WebMotion)
    throws(AnimationDraft.Problem)
  {
    let base = index * WireFormat.outputStride
    let buffer = self.buffer
    switch try draft.build() {
    case .number(let animation, let clamp):
      motion.show = { progress, before in
        buffer.set(
          base,
          progress.map {
            (animation.keyframes.value(at: $0, beforeFlag: before).clamped(to: clamp), 0, 0, 0)
          })
      }
    case .pair(let animation):
      motion.show = { progress, before in
        buffer.set(
          base,
          progress.map {
            let point = animation.keyframes.value(at: $0, beforeFlag: before)
            return (point.x, point.y, 0, 0)
          })
      }
    case .color(let animation):
      motion.show = { progress, before in
        buffer.set(
          base,
          progress.map {
            let color = animation.keyframes.value(at: $0, beforeFlag: before)
            return (color.red, color.green, color.blue, color.alpha)
          })
      }
    }
  }
}
