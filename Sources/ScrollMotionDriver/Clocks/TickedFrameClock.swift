import ScrollMotion

/// A `FrameClock` driven by the dates a platform hands out once per frame
/// (SwiftUI's `TimelineView(.animation)`), rather than by a display link of
/// its own.
///
/// Each ``tick(at:)`` while running delivers one frame from the previous
/// tick to this one. The first tick after ``start(_:)`` delivers a frame of
/// zero length at its own time, so a motion starts at the moment of its
/// first frame, however long the clock sat idle before; a tick that goes
/// back in time, or is not finite, is ignored.
package final class TickedFrameClock: FrameClock {
  private var handler: ((DisplayFrame) -> Void)?
  private var lastTick: Double?

  /// A stopped clock.
  package init() {}

  /// Whether someone is listening.
  package var isRunning: Bool { handler != nil }

  /// Starts delivering frames to `handler` on each tick.
  package func start(_ handler: @escaping (DisplayFrame) -> Void) {
    if self.handler == nil { lastTick = nil }
    self.handler = handler
  }

  /// Stops delivering frames.
  package func stop() {
    handler = nil
    lastTick = nil
  }

  /// Delivers the frame that ends at `time` (seconds on any monotonic
  /// clock), if running.
  package func tick(at time: Double) {
    guard let handler, time.isFinite else { return }
    if let lastTick, time < lastTick { return }
    let frame = DisplayFrame(timestamp: lastTick ?? time, targetTimestamp: time)
    lastTick = time
    handler(frame)
  }
}
