import ScrollMotion

/// A `ScrollAnimator` driven by a manual clock through a long motion,
/// restarted whenever it lands, so every measured frame is a real tick.
public final class AnimatorRun {
  private let clock = ManualFrameClock()
  private var animator: ScrollAnimator!
  private let spring: Bool
  /// Where the animator's apply closure writes: a holder of its own, so the
  /// closure captures no reference back to the run (no unowned checks).
  private final class Output {
    var offset = ScrollPoint.zero
  }
  private let output = Output()
  private let metrics = ScrollMetrics(
    contentOffset: .zero, contentSize: ScrollSize(width: 400, height: 1_000_000),
    containerSize: ScrollSize(width: 400, height: 800))
  /// The last applied offset.
  public var offset: ScrollPoint { output.offset }
  private var forward = true

  /// A run with a timed (ease-in-out, 100 s) or a spring motion.
  public init(spring: Bool) {
    self.spring = spring
    let output = self.output
    animator = ScrollAnimator(clock: clock) { point in output.offset = point }
    restart()
  }

  private func restart() {
    var metrics = self.metrics
    metrics.contentOffset = offset
    let target = ScrollPoint(x: 0, y: forward ? 900_000 : 0)
    forward.toggle()
    if spring {
      // A slow, soft spring: thousands of frames before it settles.
      let soft = try! DampedSpring(mass: 1, stiffness: 0.05, damping: 0.2)
      animator.scroll(to: target, in: metrics, spring: soft)
    } else {
      animator.scroll(to: target, in: metrics, duration: 100, easing: .easeInOut)
    }
  }

  /// `frames` ticks at 120 Hz.
  @inline(never)
  public func tick(frames: Int) {
    for _ in 0..<frames {
      if !animator.isAnimating { restart() }
      clock.advance(by: 1.0 / 120)
    }
  }
}
