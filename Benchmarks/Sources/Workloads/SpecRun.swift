import ScrollMotion
import ScrollMotionSpec

/// The spec of an ``AnimationMix`` played as the front ends play a spec
/// (UIKit's and AppKit's `SpecDriver` run this loop): each frame places
/// every element the animations read at its measured frame (unchanged
/// here), updates the player at the scroll position and time, and writes
/// each target whose value changed to a ``Screen``, as an app's views
/// would take it.
public final class SpecRun {
  /// The player.
  public let player: SpecPlayer
  /// Where the writes go: four numbers per target.
  public let screen: Screen
  private let mix: AnimationMix
  /// Each element's frame, as a front end measures it.
  private let frames: [ScrollRect]
  private var frame = 0

  /// Plays the spec of `mix` (``SpecText/mix(_:everyProperty:)``), its
  /// animations spread over every built-in property with `everyProperty`.
  public init(_ mix: AnimationMix, everyProperty: Bool = false) throws {
    self.mix = mix
    let spec = try ChoreographySpec(json: SpecText.mix(mix, everyProperty: everyProperty))
    player = try SpecPlayer(spec)
    frames = spec.elements.map(\.frame)
    screen = Screen(count: player.targets.count)
  }

  /// One frame at the next position of the sweep.
  @inline(never)
  public func step() {
    let measured = player.measuredElements
    for position in measured.indices {
      player.setFrame(frames[measured[position]], ofElementAt: measured[position])
    }
    player.update(with: mix.metrics(at: mix.offsets[frame]), at: Double(frame) / 60)
    player.forEachChange { screen.write(target: $0, $1) }
    frame = frame + 1 == mix.offsets.count ? 0 : frame + 1
  }
}

extension Screen {
  /// Writes a spec target's value (`nil`: no effect) at the target's four
  /// numbers, as a front end writes a view's property.
  @inline(__always)
  public func write(target: Int, _ value: SpecValue?) {
    let base = target * 4
    switch value {
    case .number(let number):
      values[base] = number
    case .pair(let x, let y):
      values[base] = x
      values[base + 1] = y
    case .color(let color):
      values[base] = color.red
      values[base + 1] = color.green
      values[base + 2] = color.blue
      values[base + 3] = color.alpha
    case nil:
      values[base] = 0
    }
  }
}
