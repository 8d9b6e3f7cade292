/// One display refresh, as a display link reports it: when this frame
/// started and when the frame being prepared will be shown.
///
/// Times are in seconds on any monotonic clock (`CADisplayLink.timestamp`
/// and `targetTimestamp`, `CACurrentMediaTime()`, or a browser's
/// `requestAnimationFrame` time divided by 1000). Animations compute their
/// positions for ``targetTimestamp``, the moment the frame appears, so that
/// motion stays smooth at 60 Hz, 120 Hz or with variable refresh.
public struct DisplayFrame: Hashable, Sendable {
  /// When the current frame started, in seconds.
  public var timestamp: Double
  /// When the next frame will be displayed, in seconds; at or after
  /// ``timestamp``.
  public var targetTimestamp: Double

  /// Creates a frame.
  public init(timestamp: Double, targetTimestamp: Double) {
    self.timestamp = timestamp
    self.targetTimestamp = targetTimestamp
  }
}
