import ScrollMotion
import ScrollMotionSpec

/// Plays a ``SpecPlayer`` for an imperative front end (UIKit's and
/// AppKit's `SpecDriver`): each update samples the spec at the scroll
/// position, stamped with the frame clock's time, and hands the values to
/// the driver; while a smoothed or triggered animation still moves, the
/// clock runs and each frame hands over the values at its target time.
package final class SpecFrames {
  /// The player whose spec plays.
  package let player: SpecPlayer
  private let loop: FrameLoop
  private let now: () -> Double
  private let deliver: (SpecSample) -> Void

  /// Plays `player` with `clock`'s frames.
  ///
  /// - Parameters:
  ///   - player: The spec.
  ///   - clock: The frames; started and stopped here.
  ///   - now: The current time, in seconds on the clock's time base
  ///     (`CACurrentMediaTime()` for a display link).
  ///   - deliver: Writes a sample's values (the driver's sinks, in a
  ///     transaction without implicit animations).
  package init(
    player: SpecPlayer, clock: any FrameClock, now: @escaping () -> Double,
    deliver: @escaping (SpecSample) -> Void
  ) {
    self.player = player
    self.loop = FrameLoop(clock: clock)
    self.now = now
    self.deliver = deliver
  }

  /// Whether the clock is running.
  package var isRunning: Bool { loop.isRunning }

  /// Delivers the values for the live `metrics` and element `frames`
  /// (see ``SpecPlayer/sample(metrics:frames:at:)``), then runs the clock
  /// while the spec's motion needs frames.
  package func update(metrics: ScrollMetrics, frames: [String: ScrollRect]) {
    deliver(player.sample(metrics: metrics, frames: frames, at: now()))
    guard player.needsFrames else { return }
    loop.run { [weak self] frame in
      guard let self else { return false }
      deliver(player.advance(to: frame.targetTimestamp))
      return player.needsFrames
    }
  }

  /// Stops the clock (the driver goes away or stops playing).
  package func stop() {
    loop.stop()
  }
}
