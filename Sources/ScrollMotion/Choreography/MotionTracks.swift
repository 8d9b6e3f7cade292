/// What a ``Choreography`` runs in time rather than by position: range
/// observers, scroll-triggered and smoothed animations, velocity
/// observers. Kept apart from the engine so the per-position path stays
/// as it is; updated by ``Choreography/update(with:at:)`` and
/// ``Choreography/advance(to:)``.
struct MotionTracks {
  struct CrossingObserver {
    let rawValue: Int
    var trigger: RangeTrigger
    let sink: (RangeCrossing) -> Void
  }

  struct VelocityObserver {
    let rawValue: Int
    let timeline: ProgressTimeline
    var velocity: ProgressVelocity
    var delivered: ProgressVelocity?
    let sink: (ProgressVelocity) -> Void
  }

  struct Timed {
    let rawValue: Int
    let track: any TimedTrack
  }

  var crossings: [CrossingObserver] = []
  var velocities: [VelocityObserver] = []
  var timed: [Timed] = []
  var activity = ScrollActivity.idle
  var activitySinks: [(rawValue: Int, sink: (ScrollActivity) -> Void)] = []
  var nextRawValue = 0
  var isUpdating = false
  var deferred: [(inout MotionTracks) -> Void] = []

  mutating func newRawValue() -> Int {
    defer { nextRawValue += 1 }
    return nextRawValue
  }

  mutating func remove(_ rawValue: Int) {
    crossings.removeAll { $0.rawValue == rawValue }
    velocities.removeAll { $0.rawValue == rawValue }
    timed.removeAll { $0.rawValue == rawValue }
    activitySinks.removeAll { $0.rawValue == rawValue }
  }

  var isEmpty: Bool {
    crossings.isEmpty && velocities.isEmpty && timed.isEmpty && activitySinks.isEmpty
  }
}

/// A triggered or smoothed animation with its sink, behind one interface
/// so that the choreography keeps them in one list whatever their value
/// type. Class-bound so it can be an existential in Embedded Swift; each
/// has identity anyway (it owns its animation's state).
protocol TimedTrack: AnyObject {
  /// Follows the scroll position at `time` (seconds on the frames' clock).
  func update(with metrics: ScrollMetrics, at time: Double)
  /// Advances to a display frame.
  func advance(to frame: DisplayFrame)
  /// Whether it needs more frames.
  var needsFrames: Bool { get }
}

/// What a timed track plays: a triggered or a smoothed animation, both
/// following the scroll position and moving on with display frames.
protocol TimedMotion {
  /// The value a sink receives.
  associatedtype Output: Equatable
  /// The current value.
  var value: Output { get }
  /// Whether it needs more frames.
  var needsFrames: Bool { get }
  /// Follows the scroll position at `time` (seconds).
  mutating func follow(_ metrics: ScrollMetrics, at time: Double)
  /// Moves on to `frame`.
  mutating func advance(to frame: DisplayFrame)
}

extension ScrollTriggeredAnimation: TimedMotion where Value: Equatable {
  mutating func follow(_ metrics: ScrollMetrics, at time: Double) {
    update(with: metrics, at: time)
  }
}

extension SmoothedAnimation: TimedMotion where Value: Equatable {
  // A scroll event only sets where the smoothing heads; frames move it.
  mutating func follow(_ metrics: ScrollMetrics, at time: Double) { update(with: metrics) }
}

/// A ``ScrollTriggeredAnimation`` or ``SmoothedAnimation`` and the sink of
/// its values, called only when the value changes.
final class MotionTrack<Motion: TimedMotion>: TimedTrack {
  private var motion: Motion
  private let sink: (Motion.Output) -> Void
  private var delivered: Motion.Output?

  init(_ motion: Motion, sink: @escaping (Motion.Output) -> Void) {
    self.motion = motion
    self.sink = sink
  }

  func update(with metrics: ScrollMetrics, at time: Double) {
    motion.follow(metrics, at: time)
    deliver()
  }

  func advance(to frame: DisplayFrame) {
    motion.advance(to: frame)
    deliver()
  }

  var needsFrames: Bool { motion.needsFrames }

  private func deliver() {
    let value = motion.value
    if let delivered, delivered == value { return }
    delivered = value
    sink(value)
  }
}
