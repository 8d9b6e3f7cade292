#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// A `ScrollAnimator` driven by frames that JavaScript delivers from
/// `requestAnimationFrame`, with its latest position kept for reading.
package final class WebAnimator {
  /// The clock the JavaScript side ticks.
  final class Clock: FrameClock {
    var handler: ((DisplayFrame) -> Void)?
    func start(_ handler: @escaping (DisplayFrame) -> Void) { self.handler = handler }
    func stop() { handler = nil }
  }

  /// Where the animation is: idle, running, arrived, or stopped early.
  package enum Status: Int, Sendable {
    /// Nothing has been asked yet.
    case idle = 0
    /// Moving.
    case running = 1
    /// Landed on its target.
    case finished = 2
    /// Stopped before its target (cancelled or replaced).
    case cancelled = 3
  }

  private let clock = Clock()
  private var animator: ScrollAnimator?
  /// The offset most recently computed.
  package private(set) var offset = ScrollPoint.zero
  /// The current status.
  package private(set) var status = Status.idle

  /// Creates an idle animator.
  package init() {}

  /// Starts (or retargets) a scroll from the current offset of `metrics`,
  /// over `duration` seconds along `easing`, or along `spring` when given.
  ///
  /// - Parameters:
  ///   - target: Where to scroll to; clamped into the valid range.
  ///   - metrics: The scroller, at the offset the scroll starts from.
  ///   - duration: The duration of a timed scroll, in seconds.
  ///   - easing: The easing of a timed scroll.
  ///   - spring: A spring to use instead of a duration and easing.
  package func scroll(
    to target: ScrollPoint, in metrics: ScrollMetrics, duration: Double, easing: Easing,
    spring: DampedSpring?
  ) {
    let animator = self.animator ?? makeAnimator()
    if let spring {
      animator.scroll(to: target, in: metrics, spring: spring) { self.settle($0) }
    } else {
      animator.scroll(to: target, in: metrics, duration: duration, easing: easing) {
        self.settle($0)
      }
    }
    status = .running
  }

  /// Delivers one display frame; returns the status after it.
  package func frame(timestamp: Double, targetTimestamp: Double) -> Status {
    clock.handler?(DisplayFrame(timestamp: timestamp, targetTimestamp: targetTimestamp))
    return status
  }

  /// Stops where it is, as when the user scrolls.
  package func cancel() {
    animator?.cancel()
  }

  private func makeAnimator() -> ScrollAnimator {
    // The closures capture this object; the cycle (animator ↔ self) lives
    // as long as the JavaScript handle, which releases both together.
    let animator = ScrollAnimator(clock: clock) { self.offset = $0 }
    self.animator = animator
    return animator
  }

  private func settle(_ finished: Bool) {
    // A replaced animation reports false before its successor starts.
    status = finished ? .finished : .cancelled
  }
}
