import ScrollMotion

/// A `FrameClock` that checks, before every frame, whether the user has
/// taken over, and if so reports the interruption instead of delivering
/// the frame.
///
/// An animated scroll runs on it so that it stops where it is as soon as
/// the user touches the scroll view (`UIScrollView.isTracking`), without a
/// gesture-recognizer target: the check happens where the frame would be
/// applied, so no frame is ever applied under the user's finger.
package final class InterruptibleClock: FrameClock {
  private let base: any FrameClock
  private let isInterrupted: () -> Bool
  /// Called, instead of delivering the frame, when a frame finds the clock
  /// interrupted; typically cancels the animation, which stops the clock.
  package var onInterrupt: (() -> Void)?

  /// A clock that delivers `base`'s frames while `isInterrupted` is false.
  package init(base: any FrameClock, isInterrupted: @escaping () -> Bool) {
    self.base = base
    self.isInterrupted = isInterrupted
  }

  /// Starts `base`, filtering its frames.
  package func start(_ handler: @escaping (DisplayFrame) -> Void) {
    base.start { [unowned self] frame in
      if isInterrupted() {
        if let onInterrupt { onInterrupt() } else { stop() }
      } else {
        handler(frame)
      }
    }
  }

  /// Stops `base`.
  package func stop() {
    base.stop()
  }
}
