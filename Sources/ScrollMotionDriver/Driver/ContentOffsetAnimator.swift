import ScrollMotion

/// Scrolls a platform's scroll view to an offset over a chosen duration and
/// easing, or along a spring, one display frame at a time: the one animator
/// behind ScrollMotionUIKit's and ScrollMotionAppKit's `ScrollViewAnimator`.
///
/// Unlike the platforms' own animated scrolls, every frame sets the real
/// content offset, so the scroll view lays out (and a table or collection
/// view creates) the cells on the way and scroll-driven animations follow.
/// The animation stops where it is as soon as the person takes over
/// (``ScrollViewPlatform/isUserScrolling``, checked before each frame, so no
/// frame is ever applied under their finger), and the completion says
/// whether it arrived (`true`) or was cancelled (`false`).
@MainActor
public final class ContentOffsetAnimator<Platform: ScrollViewPlatform> {
  /// The scroll view, as the animator reads and writes it.
  public let platform: Platform
  private let animator: ScrollAnimator

  /// An animator for `platform`'s scroll view on `clock`'s frames.
  ///
  /// - Parameters:
  ///   - platform: The scroll view.
  ///   - clock: The display frames; started and stopped by the animator.
  public init(platform: Platform, clock: any FrameClock) {
    self.platform = platform
    let interruptible = InterruptibleClock(base: clock) { [weak platform] in
      platform?.isUserScrolling ?? true
    }
    animator = ScrollAnimator(clock: interruptible) { [weak platform] offset in
      platform?.setContentOffset(offset)
    }
    interruptible.onInterrupt = { [weak animator] in animator?.cancel() }
  }

  /// Whether an animation is running.
  public var isAnimating: Bool { animator.isAnimating }

  /// Scrolls to `target` (clamped into the valid range, insets included)
  /// over `duration` seconds along `easing`. A running animation is replaced
  /// without a jump; its completion receives `false`. Does nothing once the
  /// scroll view is gone.
  public func scroll(
    to target: ScrollPoint, duration: Double, easing: Easing = .easeInOut,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let metrics = platform.metrics else { return }
    platform.animatedScrollWillStart()
    animator.scroll(
      to: target, in: metrics, duration: duration, easing: easing, completion: completion)
  }

  /// Scrolls to `target` along `spring`, keeping the running animation's
  /// velocity if there is one. Does nothing once the scroll view is gone.
  public func scroll(
    to target: ScrollPoint, spring: DampedSpring, completion: ((Bool) -> Void)? = nil
  ) {
    guard let metrics = platform.metrics else { return }
    platform.animatedScrollWillStart()
    animator.scroll(to: target, in: metrics, spring: spring, completion: completion)
  }

  /// Stops the running animation where it is; its completion receives
  /// `false`.
  public func cancel() {
    animator.cancel()
  }
}
