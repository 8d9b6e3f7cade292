import ScrollMotion
import ScrollMotionSpec

/// The spec of an ``AnimationMix`` refitted on every step, one kind of
/// change at a time, as an app's front end refits it: the change is made
/// through the public ``SpecPlayer`` (a new scroll view geometry, a moved
/// element, a setting), then the player is updated at a fixed position and
/// each changed target written to a ``Screen``, as ``SpecRun`` writes them.
public final class SpecRefitRun {
  /// What changes on each step.
  public enum Change: String, CaseIterable, Sendable {
    /// The content grows by 20 points, as an infinite feed's does.
    case contentGrows = "content"
    /// One view timeline's subject, on screen, moves 10 points and back.
    case frameMoves = "frame"
    /// The container is 100 points shorter, then back.
    case containerResizes = "container"
    /// The layout direction flips.
    case directionFlips = "direction"
    /// Reduce Motion toggles.
    case reducedMotionToggles = "motion"

    /// What the change is, in the benchmarks' names.
    public var phrase: String {
      switch self {
      case .contentGrows: "content grows"
      case .frameMoves: "one element moves"
      case .containerResizes: "container resizes"
      case .directionFlips: "direction flips"
      case .reducedMotionToggles: "reduced motion toggles"
      }
    }
  }

  /// The player.
  public let player: SpecPlayer
  /// Where the writes go: four numbers per target.
  public let screen: Screen
  private let change: Change
  private var metrics: ScrollMetrics
  /// The moved element and its frame as the spec places it.
  private let element: Int
  private let frame: ScrollRect
  private var count = 0

  /// Plays the spec of `mix` (``SpecText/mix(_:)``) in the middle of its
  /// scroll range, to be refitted by `change`.
  public init(_ mix: AnimationMix, change: Change) throws {
    let spec = try ChoreographySpec(json: SpecText.mix(mix))
    player = try SpecPlayer(spec)
    screen = Screen(count: player.targets.count)
    self.change = change
    metrics = mix.metrics(at: (mix.offsets.max() ?? 0) / 2)
    // The middle subject of the view timelines: on screen at that offset.
    let measured = player.measuredElements
    element = measured.isEmpty ? 0 : measured[measured.count / 2]
    frame =
      spec.elements.isEmpty
      ? ScrollRect(x: 0, y: 0, width: 0, height: 0) : spec.elements[element].frame
    update()
  }

  /// One change, then an update at the same position.
  @inline(never)
  public func step() {
    count += 1
    let odd = count % 2 == 1
    switch change {
    case .contentGrows:
      metrics.contentSize.height += 20
    case .frameMoves:
      var moved = frame
      if odd { moved.origin.y += 10 }
      player.setFrame(moved, ofElementAt: element)
    case .containerResizes:
      metrics.containerSize.height += odd ? -100 : 100
    case .directionFlips:
      player.setDirection(odd ? .rightToLeft : .leftToRight)
    case .reducedMotionToggles:
      player.setReducesMotion(odd)
    }
    update()
  }

  private func update() {
    player.update(with: metrics, at: Double(count) / 60)
    player.forEachChange { screen.write(target: $0, $1) }
  }
}
