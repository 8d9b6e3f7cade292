/// What a ``Choreography`` runs in time rather than by position: range
/// observers, scroll-triggered and smoothed animations, velocity
/// observers, each stepped as a ``TimedProgress``. Kept apart from the
/// engine so the per-position path stays as it is; updated by
/// ``Choreography/update(with:at:)`` and ``Choreography/advance(to:)``.
struct MotionTracks {
  struct CrossingObserver {
    let rawValue: Int
    var progress: TimedProgress
    let sink: (RangeCrossing) -> Void
  }

  struct VelocityObserver {
    let rawValue: Int
    var progress: TimedProgress
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

/// A ``ScrollTriggeredAnimation`` or ``SmoothedAnimation`` as its keyframes
/// and its ``TimedProgress``, and the sink of its values, called only when
/// the value changes.
final class MotionTrack<Value: Equatable>: TimedTrack {
  private var progress: TimedProgress
  private let keyframes: KeyframeSequence<Value>
  /// Receives the value; `nil` (only a smoothed animation has it) for no
  /// effect.
  private let sink: (Value?) -> Void
  /// The value last delivered; `nil` before the first delivery.
  private var delivered: Value??

  /// A triggered animation, in the state it is in.
  init(_ animation: ScrollTriggeredAnimation<Value>, sink: @escaping (Value) -> Void) {
    progress = TimedProgress(animation)
    keyframes = animation.keyframes
    self.sink = { value in
      // A triggered animation always has a value.
      if let value { sink(value) }
    }
  }

  /// A smoothed animation, in the state it is in.
  init(_ animation: SmoothedAnimation<Value>, sink: @escaping (Value?) -> Void) {
    progress = TimedProgress(animation)
    keyframes = animation.animation.keyframes
    self.sink = sink
  }

  func update(with metrics: ScrollMetrics, at time: Double) {
    progress.update(in: progress.timeline.state(for: metrics), at: time)
    deliver()
  }

  func advance(to frame: DisplayFrame) {
    progress.advance(to: frame)
    deliver()
  }

  var needsFrames: Bool { progress.needsFrames }

  private func deliver() {
    let value = progress.sample.map {
      keyframes.value(at: $0.progress, beforeFlag: $0.beforeFlag)
    }
    if let delivered, delivered == value { return }
    delivered = .some(value)
    sink(value)
  }
}
