// Core Animation exists on every Apple platform and not on Linux; on Linux
// this file is empty and scripts/typecheck-apple checks it against
// stand-ins.
#if canImport(QuartzCore)
  import QuartzCore

  /// Runs `writes` in a Core Animation transaction with implicit actions
  /// disabled, so that layer properties a scroll sets are not animated by
  /// Core Animation: the scroll position is the clock. The one transaction
  /// every Apple front end writes in.
  @MainActor
  package func withoutImplicitAnimations(_ writes: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    writes()
    CATransaction.commit()
  }

  /// The time now, in seconds on the time base of a display link's
  /// timestamps (`CACurrentMediaTime()`).
  package var displayLinkTime: Double { Double(CACurrentMediaTime()) }
#endif
