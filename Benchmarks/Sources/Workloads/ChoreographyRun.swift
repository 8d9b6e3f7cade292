import ScrollMotion

/// ScrollMotion's `Choreography` holding an ``AnimationMix``, with sinks
/// that write to a ``Screen`` as an app's would.
public final class ChoreographyRun {
  /// The choreography.
  public let choreography = Choreography()
  /// Where the sinks write.
  public let screen: Screen
  private let mix: AnimationMix
  private var frame = 0

  /// Adds every animation of `mix`.
  public init(_ mix: AnimationMix) {
    self.mix = mix
    screen = Screen(count: mix.items.count)
    Self.add(mix, to: choreography, screen: screen)
  }

  /// Adds every animation of `mix` to `choreography`.
  public static func add(_ mix: AnimationMix, to choreography: Choreography, screen: Screen) {
    for (index, item) in mix.items.enumerated() {
      let base = index * 4
      switch item {
      case .opacity(let animation):
        choreography.add(animation) { value in
          screen.values[base] = value ?? 1
        }
      case .translation(let animation):
        choreography.add(animation) { value in
          let point = value ?? .zero
          screen.values[base] = point.x
          screen.values[base + 1] = point.y
        }
      case .color(let animation):
        choreography.add(animation) { value in
          let color = value ?? .transparent
          screen.values[base] = color.red
          screen.values[base + 1] = color.green
          screen.values[base + 2] = color.blue
          screen.values[base + 3] = color.alpha
        }
      }
    }
  }

  /// One update at the next frame of the sweep.
  @inline(never)
  public func step() {
    choreography.update(with: mix.metrics(at: mix.offsets[frame]))
    frame = frame + 1 == mix.offsets.count ? 0 : frame + 1
  }
}
