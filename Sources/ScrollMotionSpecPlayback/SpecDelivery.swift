import ScrollMotion
import ScrollMotionDriver
import ScrollMotionSpec

/// Plays a ``SpecPlayer`` for an imperative front end (UIKit's and
/// AppKit's `SpecDriver`): the one loop that measures the bound views,
/// updates the player, and writes only the values that changed, each
/// through the front end's write for its target; while a smoothed or
/// triggered animation still moves, the clock runs and each frame writes
/// what changed at its target time.
///
/// The front end supplies what is its own: the display link, the time of
/// a scroll on the link's clock, a transaction to write in (Core
/// Animation's, without implicit animations), and how to write a value
/// to a target (its table of properties, see `SpecViewProperties`).
package final class SpecDelivery {
  /// The player whose spec plays.
  package let player: SpecPlayer
  private let loop: FrameLoop?
  private let now: () -> Double
  private let transaction: (() -> Void) -> Void
  private let makeWrite: (SpecTarget) -> (SpecValue?) -> Void
  /// The write of each of the player's targets.
  private var writes: [(SpecValue?) -> Void] = []
  /// Whether each target was written a value since it was bound: what a
  /// rebind restores.
  private var written: [Bool] = []
  /// The player's `reshapes` when the targets were bound.
  private var boundReshapes = 0

  /// Plays `player`, with `clock`'s frames.
  ///
  /// - Parameters:
  ///   - player: The spec, its settings applied.
  ///   - clock: The display frames; started and stopped here. `nil` where
  ///     the platform has none: triggered and smoothed animations then
  ///     show where they come to rest at each position.
  ///   - now: The current time, in seconds on the clock's time base
  ///     (`CACurrentMediaTime()` for a display link).
  ///   - transaction: Runs a batch of writes (in a `CATransaction` without
  ///     implicit animations); by default it just runs them.
  ///   - makeWrite: The write of a target's values, called once per target
  ///     when the targets are bound; `nil` restores the property's own
  ///     value.
  package init(
    player: SpecPlayer, clock: (any FrameClock)?, now: @escaping () -> Double,
    transaction: @escaping (() -> Void) -> Void = { $0() },
    makeWrite: @escaping (SpecTarget) -> (SpecValue?) -> Void
  ) {
    self.player = player
    loop = clock.map { FrameLoop(clock: $0) }
    self.now = now
    self.transaction = transaction
    self.makeWrite = makeWrite
    bind()
  }

  /// Whether the clock is running.
  package var isRunning: Bool { loop?.isRunning ?? false }

  /// Writes the values for the live `metrics`, each element the
  /// animations read placed at `elementFrame`'s rectangle for its index in
  /// the player's `elementNames` (`nil`: where it last was), then runs the
  /// clock while the spec's motion needs frames. Only those elements are
  /// measured (the player's `measuredElements`): the others' rectangles
  /// change nothing.
  package func update(metrics: ScrollMetrics, elementFrame: (Int) -> ScrollRect?) {
    let measured = player.measuredElements
    for position in measured.indices {
      let index = measured[position]
      if let frame = elementFrame(index) { player.setFrame(frame, ofElementAt: index) }
    }
    guard let loop else {
      player.update(with: metrics)
      rebindIfReshaped()
      player.comeToRest()
      return writeChanges()
    }
    player.update(with: metrics, at: now())
    rebindIfReshaped()
    writeChanges()
    guard player.needsFrames, !loop.isRunning else { return }
    loop.run(frameWork)
  }

  /// A display frame's work: the values at its target time. Made once, so
  /// that a scroll while the clock runs allocates nothing.
  private lazy var frameWork: (DisplayFrame) -> Bool = { [weak self] frame in
    guard let self else { return false }
    player.advance(to: frame.targetTimestamp)
    writeChanges()
    return player.needsFrames
  }

  /// Applies the person's settings; returns whether the front end must
  /// write the values again (``update(metrics:elementFrame:)``). When what plays
  /// changed, every property written is restored first and the targets
  /// bound again.
  package func apply(_ settings: PlaybackSettings) -> Bool {
    switch player.apply(settings) {
    case .nothing: return false
    case .values: return true
    case .animations:
      rebind()
      return true
    }
  }

  /// Restores every property written and binds the player's targets
  /// again: what plays changed.
  private func rebind() {
    restoreWrittenValues()
    bind()
  }

  /// Restores every property written since the targets were bound to its
  /// own value, in one transaction: before another delivery takes over the
  /// views.
  package func restoreWrittenValues() {
    transaction { [self] in
      for target in written.indices where written[target] { writes[target](nil) }
    }
    written = Array(repeating: false, count: writes.count)
  }

  /// Rebinds when the last update changed what plays: the container's new
  /// size made other variants apply.
  private func rebindIfReshaped() {
    if player.reshapes != boundReshapes { rebind() }
  }

  /// Stops the clock (the driver goes away or stops playing).
  package func stop() {
    loop?.stop()
  }

  /// Makes the write of each of the player's targets, none written yet.
  private func bind() {
    writes = player.targets.map(makeWrite)
    written = Array(repeating: false, count: writes.count)
    boundReshapes = player.reshapes
  }

  /// Writes the values that changed, in one transaction.
  private func writeChanges() {
    transaction { [self] in
      player.forEachChange { target, value in
        writes[target](value)
        if value != nil { written[target] = true }
      }
    }
  }
}
