/// Time-based motion: range crossings, scroll-triggered and
/// smoothed animations, velocity and scroll activity.
///
/// These depend on time as well as on position, so they are updated by
/// ``update(with:at:)`` (which also does everything ``update(with:)``
/// does) and moved between scroll events by ``advance(to:)`` on each
/// display frame while ``needsFrames`` is true. Give both the same clock:
/// on Apple platforms `CACurrentMediaTime()` for the update and the display
/// link's frames; in tests a ``ManualFrameClock`` and its `now`.
extension Choreography {
  /// Calls `sink` with each crossing of `range` on `timeline`, once per
  /// crossing and in order (see ``RangeTrigger``): GSAP's `onEnter`,
  /// `onLeave`, `onEnterBack` and `onLeaveBack` in one callback, except
  /// exactly on the range's start (inside here, outside in GSAP) and at
  /// the end of a scroll timeline.
  ///
  /// Crossings are reported by ``update(with:at:)``, not by
  /// ``update(with:)``.
  @discardableResult
  public func onCrossing(
    of range: AnimationRange = .normal, on timeline: ProgressTimeline = .vertical,
    sink: @escaping (RangeCrossing) -> Void
  ) -> MotionID {
    let rawValue = motion.newRawValue()
    let progress = TimedProgress(timeline: timeline, timing: EffectTiming(range: range))
    changeMotion {
      $0.crossings.append(.init(rawValue: rawValue, progress: progress, sink: sink))
    }
    return MotionID(rawValue: rawValue)
  }

  /// Adds a scroll-triggered animation whose values go to `sink`: on every
  /// update that changes them, and on every frame while it plays.
  @discardableResult
  public func add<Value: Equatable>(
    _ animation: ScrollTriggeredAnimation<Value>, sink: @escaping (Value) -> Void
  ) -> MotionID {
    addTimed(MotionTrack(animation, sink: sink))
  }

  /// Adds a smoothed animation whose values go to `sink`: on every update
  /// and frame that changes them; `nil` means no effect.
  @discardableResult
  public func add<Value: Equatable>(
    _ animation: SmoothedAnimation<Value>, sink: @escaping (Value?) -> Void
  ) -> MotionID {
    addTimed(MotionTrack(animation, sink: sink))
  }

  /// Calls `sink` with the velocity and direction of `timeline`'s progress
  /// whenever they change: on each ``update(with:at:)``, and on each frame
  /// while the velocity decays to 0 after scrolling stops.
  ///
  /// - Parameters:
  ///   - timeline: The timeline to measure; the vertical scroll by default.
  ///   - velocity: The estimator, with its averaging time.
  ///   - sink: Receives the estimator; read its `velocity` and `direction`.
  @discardableResult
  public func onVelocity(
    of timeline: ProgressTimeline = .vertical,
    using velocity: ProgressVelocity = ProgressVelocity(),
    sink: @escaping (ProgressVelocity) -> Void
  ) -> MotionID {
    let rawValue = motion.newRawValue()
    let progress = TimedProgress(timeline: timeline, velocity: velocity)
    changeMotion {
      $0.velocities.append(
        .init(rawValue: rawValue, progress: progress, delivered: nil, sink: sink))
    }
    return MotionID(rawValue: rawValue)
  }

  /// Calls `sink` whenever ``scrollActivity`` changes.
  @discardableResult
  public func onScrollActivityChange(_ sink: @escaping (ScrollActivity) -> Void) -> MotionID {
    let rawValue = motion.newRawValue()
    changeMotion { $0.activitySinks.append((rawValue, sink)) }
    return MotionID(rawValue: rawValue)
  }

  /// What moves the scroll view, as the front end reports it (SwiftUI's
  /// scroll phase, UIKit's tracking and decelerating flags); setting a new
  /// value calls the ``onScrollActivityChange(_:)`` sinks.
  public var scrollActivity: ScrollActivity {
    get { motion.activity }
    set {
      guard newValue != motion.activity else { return }
      motion.activity = newValue
      let sinks = motion.activitySinks
      for index in sinks.indices { sinks[index].sink(newValue) }
    }
  }

  /// Removes a range observer, triggered or smoothed animation, velocity or
  /// activity observer; unknown or already removed IDs are ignored.
  public func remove(_ id: MotionID) {
    changeMotion { $0.remove(id.rawValue) }
  }

  /// Removes every range observer, triggered and smoothed animation,
  /// velocity and activity observer (deferred while a motion sink runs).
  func removeAllMotion() {
    changeMotion { motion in
      motion.crossings.removeAll()
      motion.velocities.removeAll()
      motion.timed.removeAll()
      motion.activitySinks.removeAll()
    }
  }

  /// Whether anything time-based still moves: a driver keeps its display
  /// link running while this is true and calls ``advance(to:)`` on each
  /// frame.
  public var needsFrames: Bool {
    for index in motion.timed.indices where motion.timed[index].track.needsFrames {
      return true
    }
    for index in motion.velocities.indices where motion.velocities[index].progress.needsFrames {
      return true
    }
    return false
  }

  /// Everything ``update(with:)`` does, then the time-based motion for the
  /// scroll position at `time` (seconds on the frames' clock): crossings
  /// fire, triggered animations take their actions, smoothed animations
  /// get their new targets and velocities their new samples.
  public func update(with metrics: ScrollMetrics, at time: Double) {
    update(with: metrics)
    guard !motion.isEmpty, !motion.isUpdating else { return }
    motion.isUpdating = true
    // Sinks run with no access to `motion` open (each closure and track
    // is copied out first): a sink may add or remove motion, which is
    // deferred, and must not meet an exclusive access.
    for index in motion.crossings.indices {
      let state = motion.crossings[index].progress.timeline.state(for: metrics)
      let crossings = motion.crossings[index].progress.update(in: state, at: time)
      let sink = motion.crossings[index].sink
      for crossing in crossings { sink(crossing) }
    }
    for index in motion.timed.indices {
      let track = motion.timed[index].track
      track.update(with: metrics, at: time)
    }
    for index in motion.velocities.indices {
      let state = motion.velocities[index].progress.timeline.state(for: metrics)
      motion.velocities[index].progress.update(in: state, at: time)
      deliverVelocity(at: index)
    }
    finishMotionUpdate()
  }

  /// Moves the time-based motion to a display frame: triggered and smoothed
  /// animations advance to its target time, velocities decay towards 0
  /// from its start time when no scroll event came.
  public func advance(to frame: DisplayFrame) {
    guard !motion.isEmpty, !motion.isUpdating else { return }
    motion.isUpdating = true
    for index in motion.timed.indices {
      let track = motion.timed[index].track
      if track.needsFrames { track.advance(to: frame) }
    }
    for index in motion.velocities.indices where motion.velocities[index].progress.needsFrames {
      motion.velocities[index].progress.advance(to: frame)
      deliverVelocity(at: index)
    }
    finishMotionUpdate()
  }

  private func deliverVelocity(at index: Int) {
    guard let velocity = motion.velocities[index].progress.velocity else { return }
    if let delivered = motion.velocities[index].delivered,
      delivered.velocity == velocity.velocity, delivered.direction == velocity.direction
    {
      return
    }
    motion.velocities[index].delivered = velocity
    let sink = motion.velocities[index].sink
    sink(velocity)
  }

  private func addTimed(_ track: any TimedTrack) -> MotionID {
    let rawValue = motion.newRawValue()
    changeMotion { $0.timed.append(.init(rawValue: rawValue, track: track)) }
    return MotionID(rawValue: rawValue)
  }

  /// Applies a change now, or after the motion update when a sink asked.
  private func changeMotion(_ change: @escaping (inout MotionTracks) -> Void) {
    if motion.isUpdating {
      motion.deferred.append(change)
    } else {
      change(&motion)
    }
  }

  private func finishMotionUpdate() {
    motion.isUpdating = false
    guard !motion.deferred.isEmpty else { return }
    let changes = motion.deferred
    motion.deferred.removeAll()
    for change in changes { change(&motion) }
  }
}
