// Time-based motion, which the shipped browser engine leaves out to stay
// within its size budget: scripts/build-wasm defines SCROLLMOTION_SHIPPED
// for it (and for no other build), so this file is empty there. Natively,
// and in the motion and full engines, it is part of the engine.
#if !SCROLLMOTION_SHIPPED
  #if !hasFeature(Embedded)
    import ScrollMotion
    import ScrollMotionWire
  #endif

  /// One animation's time-based part in a ``DraftChoreography``: a
  /// triggered or smoothed animation, or one whose range crossings or
  /// timeline velocity are watched.
  ///
  /// A class, stepped in place: in the WebAssembly build, copying one in
  /// and out of the engine's list on every step costs kilobytes of code.
  final class DraftMotion {
    /// The animation's index.
    let index: Int
    /// Its crossings, playback or smoothing, and velocity, stepped as
    /// everywhere else.
    var progress: TimedProgress
    /// Whether its crossings are reported although nothing plays on them.
    var watchesCrossings = false
    /// The velocity and direction last reported.
    var reported = (velocity: Double.nan, direction: ScrollDirection.none)
    /// The engine's timing group of a triggered or smoothed animation,
    /// whose sample this motion sets; `nil` for the others.
    var group: Int?

    /// Motion for animation `index`, following `draft`'s timeline and
    /// range, triggered or smoothed as it says.
    init(index: Int, following draft: AnimationDraft) {
      self.index = index
      progress = TimedProgress(
        timeline: draft.timeline, timing: EffectTiming(range: draft.range, fill: draft.fill),
        playback: draft.trigger?.playback, actions: draft.trigger?.actions ?? TriggerActions(),
        smoothing: draft.smoothing)
    }

    /// Whether its crossings are reported: a triggered animation's always
    /// are, others' when watched.
    var reportsCrossings: Bool {
      progress.isTriggered || watchesCrossings
    }

    /// Whether its velocity is watched.
    var watchesVelocity: Bool { progress.velocity != nil }
  }

  /// Time-based motion: scroll-triggered and smoothed animations played in
  /// time, range crossings and timeline velocities, each a core
  /// `TimedProgress` stepped as `Choreography.update(with:at:)`,
  /// `advance(to:)` and `needsFrames` step theirs.
  extension DraftChoreography {
    /// What the last ``update(with:at:)``, ``advance(to:)`` or
    /// ``comeToRest()`` reported: `[needsFrames, crossingCount,
    /// velocityCount]` (needsFrames 1 or 0), then `[animation, WireCrossing
    /// code]` per crossing in order, then `[animation, velocity,
    /// WireDirection code]` per watched velocity that changed. The memory
    /// stays in place until the next build.
    package var events: UnsafeMutableBufferPointer<Double> { buffer.events }
    /// How many numbers of ``events`` are in use.
    package var eventCount: Int { buffer.eventCount }

    /// Reports animation `index`'s range crossings in ``events`` from the
    /// next update on (a triggered animation's always are), counting from
    /// before the range as the core's `Choreography.onCrossing` does.
    /// Returns `false` for no such animation.
    package func watchCrossings(of index: Int) -> Bool {
      guard let motion = motion(at: index) else { return false }
      motion.watchesCrossings = true
      return true
    }

    /// Reports the velocity and direction of animation `index`'s timeline
    /// progress in ``events`` whenever they change, as the core's
    /// `Choreography.onVelocity` delivers them. Returns `false` for no such
    /// animation.
    package func watchVelocity(of index: Int) -> Bool {
      guard let motion = motion(at: index) else { return false }
      if motion.progress.velocity == nil { motion.progress.velocity = ProgressVelocity() }
      return true
    }

    /// The motion of animation `index`, made on first use; `nil` for no
    /// such animation.
    private func motion(at index: Int) -> DraftMotion? {
      guard drafts.indices.contains(index) else { return nil }
      if let motion = motions.first(where: { $0.index == index }) { return motion }
      // Watched after a build: it follows the animation at once. Appended,
      // then moved back into index order.
      let motion = DraftMotion(index: index, following: drafts[index])
      motions.append(motion)
      var position = motions.count - 1
      while position > 0, motions[position - 1].index > index {
        motions.swapAt(position - 1, position)
        position -= 1
      }
      return motion
    }

    /// Evaluates every animation for `metrics` at `time` (seconds on the
    /// frames' clock) into ``output``, and reports in ``events``, as the
    /// core's `Choreography.update(with:at:)` followed by
    /// `Choreography.advance(to:)` a frame at the same time do: crossings
    /// fire, triggered animations take their actions, smoothed ones get
    /// their new targets, velocities their new samples, then whatever moves
    /// is stepped to `time`. A non-finite time (unknown) skips the step: a
    /// playback started then counts from the next ``advance(to:)``.
    package func update(with metrics: ScrollMetrics, at time: Double) {
      buffer.startEvents()
      // Indexing rather than `for … in` (here and below): in unoptimised
      // builds the array iterator allocates on every step.
      for position in motions.indices {
        let motion = motions[position]
        let crossings = motion.progress.update(
          in: motion.progress.timeline.state(for: metrics), at: time)
        guard motion.reportsCrossings else { continue }
        for crossing in crossings {
          buffer.events[1] += 1
          buffer.appendEvent(Double(motion.index))
          buffer.appendEvent(Double(WireCrossing(crossing).rawValue))
        }
      }
      if time.isFinite { step(to: time) }
      setSamples()
      update(with: metrics)
      finishEvents()
    }

    /// Moves the time-based animations to a display frame at `time`
    /// seconds, as the core's `Choreography.advance(to:)` does: triggered
    /// and smoothed animations advance, velocities decay towards 0 when no
    /// scroll came. ``events`` then holds no crossings.
    package func advance(to time: Double) {
      settleOutput()
      buffer.startEvents()
      step(to: time)
      setSamples()
      engine.updateTimedGroups()
      finishEvents()
    }

    /// Moves every time-based animation at once to where it comes to rest
    /// after the last update (a playing triggered animation to the end it
    /// plays towards, a smoothed one onto the scroll's value) and writes
    /// the values, keeping what the update reported: `scrollmotion eval`'s
    /// values, and a front end's without display frames.
    package func comeToRest() {
      for position in motions.indices { motions[position].progress.comeToRest() }
      setSamples()
      engine.updateTimedGroups()
      buffer.events[0] = needsFrames ? 1 : 0
      assert(buffer.verifyInvariants())
    }

    private func step(to time: Double) {
      let frame = DisplayFrame(timestamp: time, targetTimestamp: time)
      for position in motions.indices { motions[position].progress.advance(to: frame) }
    }

    /// Whether anything time-based still moves (`Choreography.needsFrames`):
    /// a triggered animation plays, a smoothed one catches up, or a watched
    /// velocity has not decayed to 0.
    package var needsFrames: Bool {
      for position in motions.indices where motions[position].progress.needsFrames { return true }
      return false
    }

    /// Sets the engine's sample of every triggered and smoothed animation
    /// to where its motion is.
    func setSamples() {
      for position in motions.indices {
        guard let group = motions[position].group else { continue }
        engine.setSample(motions[position].progress.sample, ofGroup: group)
      }
    }

    /// Reports the changed velocities and whether more frames are needed.
    private func finishEvents() {
      for position in motions.indices {
        let motion = motions[position]
        guard let velocity = motion.progress.velocity,
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
      assert(buffer.verifyInvariants())
    }

    /// The motion of animation `index` among `motions`, which are in
    /// index order.
    static func motion(at index: Int, in motions: [DraftMotion]) -> DraftMotion? {
      var low = 0
      var high = motions.count
      while low < high {
        let middle = (low + high) / 2
        if motions[middle].index < index { low = middle + 1 } else { high = middle }
      }
      return low < motions.count && motions[low].index == index ? motions[low] : nil
    }

    /// Follows animation `index` in time if it is triggered or smoothed,
    /// or watched (a watch carried over from `kept`, its motion before a
    /// rebuild, whose state it takes over); returns the timing group the
    /// engine plays a triggered or smoothed one in.
    func addMotion(at index: Int, keeping kept: DraftMotion?) -> Int? {
      let motion = DraftMotion(index: index, following: drafts[index])
      if let kept {
        motion.progress.keepState(of: kept.progress)
        motion.watchesCrossings = kept.watchesCrossings
      }
      guard motion.progress.isTimed || motion.watchesCrossings || motion.watchesVelocity else {
        return nil
      }
      if motion.progress.isTimed { motion.group = engine.addTimedGroup() }
      motions.append(motion)
      return motion.group
    }
  }
#endif
