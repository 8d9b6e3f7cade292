/// A source of display frames: a display link on Apple platforms,
/// `requestAnimationFrame` in a browser, a ``ManualFrameClock`` in tests.
///
/// Class-bound because a clock has identity (one display link) and so that
/// it can be stored as an existential in Embedded Swift.
public protocol FrameClock: AnyObject {
  /// Starts delivering one ``DisplayFrame`` per refresh to `handler`, until
  /// ``stop()``. Starting again replaces the handler.
  func start(_ handler: @escaping (DisplayFrame) -> Void)
  /// Stops delivering frames.
  func stop()
}

/// A clock that delivers frames only when told to: deterministic tests and
/// offline rendering.
///
/// ```swift
/// let clock = ManualFrameClock()
/// animator.scroll(to: target, in: metrics, duration: 0.3, easing: .easeInOut)
/// clock.advance(by: 1.0 / 60, frames: 30)
/// ```
public final class ManualFrameClock: FrameClock {
  private var handler: ((DisplayFrame) -> Void)?
  // Private, so that the optimiser can see every access and drop the
  // runtime's exclusivity checks on each frame.
  private var time: Double

  /// The time of the last delivered frame, in seconds.
  public var now: Double { time }

  /// Creates a clock at `time` seconds.
  public init(time: Double = 0) {
    self.time = time
  }

  /// Whether someone is listening.
  public var isRunning: Bool { handler != nil }

  /// Starts delivering frames to `handler` on each ``advance(by:frames:)``.
  public func start(_ handler: @escaping (DisplayFrame) -> Void) {
    self.handler = handler
  }

  /// Stops delivering frames.
  public func stop() {
    handler = nil
  }

  /// Delivers `frames` frames, each `interval` seconds after the previous
  /// one, stopping early if the listener stops the clock.
  ///
  /// Each frame's ``DisplayFrame/timestamp`` is the current time and its
  /// target is one interval later.
  public func advance(by interval: Double, frames: Int = 1) {
    // Times are computed from the start of the call rather than summed, so
    // that 30 frames of 1/60 s end at exactly 0.5 s.
    let origin = now
    for index in 0..<Swift.max(frames, 0) {
      guard let handler else { return }
      let frame = DisplayFrame(
        timestamp: origin + Double(index) * interval,
        targetTimestamp: origin + Double(index + 1) * interval)
      time = frame.targetTimestamp
      handler(frame)
    }
  }
}
