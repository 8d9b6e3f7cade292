import ScrollMotion

/// A frame clock run only while something needs frames: started by
/// ``run(_:)``, stopped when a frame's work says it is done or by
/// ``stop()``. One definition of that start-and-stop rule for
/// ``MotionFrames`` (a choreography's motion) and ``SpecDelivery`` (a
/// spec's).
package final class FrameLoop {
  private let clock: any FrameClock
  /// Whether the clock is running.
  package private(set) var isRunning = false

  /// A loop on `clock`, stopped.
  package init(clock: any FrameClock) {
    self.clock = clock
  }

  /// Starts the clock, unless it runs, with `frame` as the work of each
  /// frame: it returns whether more frames are needed, and the clock stops
  /// after the first frame that returns `false`.
  package func run(_ frame: @escaping (DisplayFrame) -> Bool) {
    guard !isRunning else { return }
    isRunning = true
    clock.start { [weak self] display in
      if !frame(display) { self?.stop() }
    }
  }

  /// Stops the clock; the next ``run(_:)`` starts it again.
  package func stop() {
    isRunning = false
    clock.stop()
  }
}
