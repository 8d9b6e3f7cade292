/// The velocity and direction of a timeline's progress, estimated from the
/// progress the app sees at each scroll update: what an effect that reacts
/// to speed (a skew on fast scrolls) reads.
///
/// ``velocity`` is in progress per second (a scroll timeline crossed in
/// half a second moves at 2). The first interval's change over its time is
/// the first estimate; each later update measures the change since the
/// previous one and blends it into the estimate with weight
/// `1 − e^(−Δt/τ)`, `τ` the averaging time, so the estimate does not jitter
/// with the spacing of scroll events and means the same at 60 and 120 Hz.
/// Record the unchanged progress on display frames (or call
/// ``decay(to:)``) to let the velocity fall to 0 once scrolling stops;
/// below 1e-9 progress per second it is exactly 0.
///
/// ```swift
/// var speed = ProgressVelocity()
/// choreography.onProgress { progress in speed.record(progress, at: now()) }
/// let skew = max(-12, min(12, speed.velocity * 4))  // degrees
/// ```
public struct ProgressVelocity: Hashable, Sendable {
  /// The averaging time `τ`, in seconds.
  public let averagingTime: Double
  /// The estimated velocity, progress per second; 0 before two updates.
  public private(set) var velocity: Double = 0
  /// The direction of the latest change of progress; kept while the
  /// progress rests, ``ScrollDirection/none`` before the first change.
  public private(set) var direction: ScrollDirection = .none
  /// The progress and time of the last update.
  private var lastProgress: Double?
  private var lastTime: Double?
  /// Whether one interval has been measured.
  private var hasEstimate = false

  /// An estimator averaging over 50 ms.
  public init() {
    averagingTime = 0.05
  }

  /// An estimator averaging over `averagingTime` seconds.
  ///
  /// - Throws: ``TechniqueError`` unless the time is finite, greater than
  ///   0 and at most 10 seconds.
  public init(averagingTime: Double) throws(TechniqueError) {
    try TechniqueError.require(
      "averagingTime", averagingTime, "greater than 0 and at most 10 seconds"
    ) { $0 > 0 && $0 <= 10 }
    self.averagingTime = averagingTime
  }

  /// Records the progress at `time` seconds (any monotonic clock).
  ///
  /// `nil` progress (an inactive timeline) resets the estimate. A
  /// non-finite value or time, or a time before the previous update's, is
  /// ignored. Updates at the same time as the previous one change the
  /// direction at once and the velocity at the next later update.
  public mutating func record(_ progress: Double?, at time: Double) {
    guard let progress else {
      self = Self(keepingSettingsOf: self)
      return
    }
    guard progress.isFinite, time.isFinite else { return }
    if let lastProgress, progress != lastProgress {
      direction = progress > lastProgress ? .forward : .backward
    }
    guard let lastTime, let lastProgress else {
      self.lastProgress = progress
      self.lastTime = time
      return
    }
    guard time > lastTime else {
      // Same instant: the change counts in the next interval.
      return
    }
    let interval = time - lastTime
    let measured = (progress - lastProgress) / interval
    let weight = hasEstimate ? 1 - Elementary.exp(-interval / averagingTime) : 1
    hasEstimate = true
    var next = velocity + weight * (measured - velocity)
    if !next.isFinite || abs(next) < 1e-9 { next = 0 }
    velocity = next
    self.lastProgress = progress
    self.lastTime = time
  }

  /// Records that the progress has not changed by `time`: the velocity
  /// decays towards 0.
  public mutating func decay(to time: Double) {
    guard let lastProgress else { return }
    record(lastProgress, at: time)
  }

  private init(keepingSettingsOf other: Self) {
    averagingTime = other.averagingTime
  }
}
