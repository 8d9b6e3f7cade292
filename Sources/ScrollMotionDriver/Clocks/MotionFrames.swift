import ScrollMotion

/// Runs a choreography's time-based motion (range crossings, triggered and
/// smoothed animations, velocities) on a frame clock for a front end: the
/// scroll callback calls ``update(with:activity:)``, and the clock runs
/// only while the motion needs frames.
///
/// The front end supplies the clock (a display link), the time of a scroll
/// event on the same clock as the frames (`CACurrentMediaTime()` for a
/// `CADisplayLink`), and how to apply a frame's changes (in a
/// `CATransaction` without implicit animations).
package final class MotionFrames {
  /// The choreography whose motion runs.
  package let choreography: Choreography
  private let loop: FrameLoop
  private let now: () -> Double
  private let applying: (() -> Void) -> Void
  /// Whether the clock is running.
  package var isRunning: Bool { loop.isRunning }

  /// Runs `choreography`'s motion on `clock`.
  ///
  /// - Parameters:
  ///   - choreography: The choreography to update.
  ///   - clock: The frames; started and stopped here.
  ///   - now: The current time, in seconds on the clock's time base.
  ///   - applying: Runs a frame's work; by default it just runs it.
  package init(
    choreography: Choreography, clock: any FrameClock, now: @escaping () -> Double,
    applying: @escaping (() -> Void) -> Void = { $0() }
  ) {
    self.choreography = choreography
    self.loop = FrameLoop(clock: clock)
    self.now = now
    self.applying = applying
  }

  /// Updates the choreography for a scroll position (and, if the platform
  /// said, what moves the scroll view), then starts the clock if the
  /// motion needs frames.
  package func update(with metrics: ScrollMetrics, activity: ScrollActivity? = nil) {
    if let activity { choreography.scrollActivity = activity }
    choreography.update(with: metrics, at: now())
    guard choreography.needsFrames, !loop.isRunning else { return }
    loop.run(frameWork)
  }

  /// A display frame's work. Made once, so that a scroll while the clock
  /// runs allocates nothing.
  private lazy var frameWork: (DisplayFrame) -> Bool = { [weak self] frame in
    guard let self else { return false }
    applying { choreography.advance(to: frame) }
    return choreography.needsFrames
  }

  /// Stops the clock; the next update that needs frames starts it again.
  package func stop() {
    loop.stop()
  }
}

extension ScrollActivity {
  /// The activity from a UIKit scroll view's flags.
  ///
  /// - Parameters:
  ///   - isTracking: `UIScrollView.isTracking`: a finger is on the content.
  ///   - isDragging: `UIScrollView.isDragging`: the finger moves it.
  ///   - isDecelerating: `UIScrollView.isDecelerating`: it coasts.
  ///   - isAnimating: Whether the app animates the offset (a running
  ///     ``ScrollAnimator``); this wins over the others.
  package init(isTracking: Bool, isDragging: Bool, isDecelerating: Bool, isAnimating: Bool) {
    if isAnimating {
      self = .animating
    } else if isTracking || isDragging {
      self = .tracking
    } else if isDecelerating {
      self = .decelerating
    } else {
      self = .idle
    }
  }
}
