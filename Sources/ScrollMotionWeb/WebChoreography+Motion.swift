// The wasm build compiles this file into the ScrollMotion module itself
// (one Embedded Swift module), for the motion and full engines: the shipped
// engine leaves time-based motion out to stay within its size budget
// (scripts/build-wasm leaves this file out and defines
// SCROLLMOTION_SHIPPED). Natively it is part of ScrollMotionWeb.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionSpecEngine
  import ScrollMotionWire
#endif

/// Time-based motion: scroll-triggered and smoothed animations played in
/// time, range crossings and timeline velocities, which the engine
/// (`DraftChoreography`) steps as the core's `Choreography.update(with:at:)`,
/// `advance(to:)` and `needsFrames` step them.
extension WebChoreography {
  /// Makes an animation scroll-triggered: it plays by `trigger`'s
  /// playback when its range is crossed, instead of following the scroll.
  package func setTrigger(of index: Int, _ trigger: WireTrigger) -> Bool {
    guard drafts.indices.contains(index) else { return fail(.noSuchAnimation) }
    drafts[index].trigger = trigger
    return succeed()
  }

  /// Makes an animation follow its range progress with a lag (not a
  /// triggered one, whose trigger wins).
  package func setSmoothing(of index: Int, _ smoothing: ProgressSmoothing) -> Bool {
    guard drafts.indices.contains(index) else { return fail(.noSuchAnimation) }
    drafts[index].smoothing = smoothing
    return succeed()
  }

  /// Reports a built animation's range crossings in ``events`` from the
  /// next update on (a triggered animation's always are), counting from
  /// before the range as the core's `Choreography.onCrossing` does.
  package func watchCrossings(of index: Int) -> Bool {
    engine.watchCrossings(of: index) ? succeed() : fail(.noSuchAnimation)
  }

  /// Reports the velocity and direction of a built animation's timeline
  /// progress in ``events`` whenever they change, as the core's
  /// `Choreography.onVelocity` delivers them.
  package func watchVelocity(of index: Int) -> Bool {
    engine.watchVelocity(of: index) ? succeed() : fail(.noSuchAnimation)
  }

  /// Forgets the described animations, keeping the time-based state (a
  /// triggered animation's playback and side of its range, a smoothed
  /// one's progress, the watches): describe them again with new geometry
  /// and ``build()``, and animations at the same index carry on.
  package func reset() {
    drafts.removeAll()
    // Only the full engine rebuilds in place (see `describeAgain`).
    #if !hasFeature(Embedded) || SCROLLMOTION_REBUILDS
      describedAgain.removeAll()
    #endif
  }

  /// What the last ``update(contentOffset:at:)`` or ``advance(to:)``
  /// reported: `[needsFrames, crossingCount, velocityCount]` (needsFrames 1
  /// or 0), then `[animation, WireCrossing code]` per crossing in order,
  /// then `[animation, velocity, WireDirection code]` per watched velocity
  /// that changed. The memory stays in place until the next ``build()``.
  package var events: UnsafeMutableBufferPointer<Double> { engine.events }
  /// How many numbers of ``events`` are in use.
  package var eventCount: Int { engine.eventCount }

  /// Evaluates every animation at a physical content offset at `time`
  /// (seconds on the frames' clock) into ``output``, and reports in
  /// ``events``, as the core's `Choreography.update(with:at:)` followed by
  /// `Choreography.advance(to:)` a frame at the same time do. A non-finite
  /// time (unknown) skips the step: a playback started then counts from
  /// the next ``advance(to:)``.
  package func update(contentOffset: ScrollPoint, at time: Double) {
    engine.update(with: metrics(at: contentOffset), at: time)
  }

  /// Moves the time-based animations to a display frame at `time` seconds,
  /// as the core's `Choreography.advance(to:)` does: triggered and
  /// smoothed animations advance, velocities decay towards 0 when no
  /// scroll came. ``events`` then holds no crossings.
  package func advance(to time: Double) {
    engine.advance(to: time)
  }

  /// Whether anything time-based still moves (`Choreography.needsFrames`):
  /// a triggered animation plays, a smoothed one catches up, or a watched
  /// velocity has not decayed to 0.
  package var needsFrames: Bool { engine.needsFrames }

  /// The output's address with the `WireReport` flags of the last
  /// ``update(contentOffset:at:)`` or ``advance(to:)`` added, as
  /// `sm_update_at` and `sm_advance` return it.
  package var report: Int {
    var flags = 0
    if events[0] != 0 { flags |= WireReport.needsFrames.rawValue }
    if events[1] + events[2] != 0 { flags |= WireReport.events.rawValue }
    return Int(bitPattern: output.baseAddress) | flags
  }
}
