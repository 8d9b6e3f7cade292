import ScrollMotion

/// The benchmark workload: per 1,000 animations, 400 opacities with a cubic
/// Bézier, 300 point translations with 4 keyframes and mixed easings, 200
/// sRGB colours (all on the vertical scroll timeline), and 100 opacities on
/// view timelines with named ranges; scrolled through the whole range and
/// back.
///
/// Every random choice comes from a fixed generator, so each run, and each
/// engine, sees the same animations and the same frames.
public struct AnimationMix: Sendable {
  /// One animation of the mix, as plain data that any engine can build.
  public enum Item: Sendable {
    case opacity(ScrollDrivenAnimation<Double>)
    case translation(ScrollDrivenAnimation<ScrollPoint>)
    case color(ScrollDrivenAnimation<RGBAColor>)
  }

  /// The animations.
  public let items: [Item]
  /// The Bézier control points of each item's easings, for engines that
  /// solve them themselves, in the order of `items`.
  public let recipes: [Recipe]
  /// The container's metrics at offset 0.
  public let scroller: ScrollMetrics
  /// The scroll positions of one sweep down and back up.
  public let offsets: [Double]

  /// What an engine needs to rebuild one item without the library.
  public struct Recipe: Sendable {
    /// Keyframe offsets.
    public var offsets: [Double]
    /// Keyframe values as up to four numbers.
    public var values: [[Double]]
    /// Each segment's easing as cubic Bézier control points (linear is
    /// (0, 0, 1, 1)).
    public var easings: [(Double, Double, Double, Double)]
    /// The view timeline's subject, or `nil` for the vertical scroll.
    public var subject: ScrollRect?
    /// The named range on the view timeline.
    public var range: TimelineRangeName?
  }

  /// A mix of `count` animations (scaled from the 1,000-animation recipe)
  /// and `frames` frames per sweep.
  public init(count: Int, frames: Int = 240) {
    var random = SplitMix(state: 0x5C40_11A1)
    let contentHeight = 20_000.0
    scroller = ScrollMetrics(
      contentOffset: .zero, contentSize: ScrollSize(width: 400, height: contentHeight),
      containerSize: ScrollSize(width: 400, height: 800))
    var items: [Item] = []
    var recipes: [Recipe] = []
    items.reserveCapacity(count)
    recipes.reserveCapacity(count)
    let names: [TimelineRangeName] = [.entry, .exit, .contain, .cover]
    for index in 0..<count {
      let kind = index % 10
      let curve = (
        random.next(in: 0.05...0.95), random.next(in: -0.3...1.3),
        random.next(in: 0.05...0.95), random.next(in: -0.3...1.3)
      )
      let bezier = Self.easing(curve)
      switch kind {
      case 0...3:
        let start = random.next(in: 0...0.5)
        let end = random.next(in: 0.5...1)
        items.append(
          .opacity(
            ScrollDrivenAnimation(
              keyframes: KeyframeSequence(from: start, to: end, easing: bezier))))
        recipes.append(
          Recipe(offsets: [0, 1], values: [[start], [end]], easings: [curve, Self.linear]))
      case 4...6:
        let offsets = [0, random.next(in: 0.1...0.45), random.next(in: 0.55...0.9), 1]
        let points = (0..<4).map { _ in
          ScrollPoint(x: random.next(in: -200...200), y: random.next(in: -200...200))
        }
        let second = (0.42, 0.0, 1.0, 1.0)
        let easings = [curve, second, Self.linear, Self.linear]
        let keyframes = try! KeyframeSequence<ScrollPoint>([
          .at(offsets[0], points[0], easing: bezier),
          .at(offsets[1], points[1], easing: .easeIn),
          .at(offsets[2], points[2], easing: .linear),
          .at(offsets[3], points[3]),
        ])
        items.append(.translation(ScrollDrivenAnimation(keyframes: keyframes)))
        recipes.append(
          Recipe(offsets: offsets, values: points.map { [$0.x, $0.y] }, easings: easings))
      case 7...8:
        let start = RGBAColor(red: random.next(in: 0...1), green: 0.2, blue: 0.4)
        let end = RGBAColor(red: 0.1, green: random.next(in: 0...1), blue: 0.9, alpha: 0.8)
        items.append(
          .color(
            ScrollDrivenAnimation(
              keyframes: KeyframeSequence(
                from: start, to: end, easing: bezier, interpolator: .srgb))))
        recipes.append(
          Recipe(
            offsets: [0, 1],
            values: [
              [start.red, start.green, start.blue, start.alpha],
              [end.red, end.green, end.blue, end.alpha],
            ],
            easings: [curve, Self.linear]))
      default:
        let y = Double(index / 10) * (contentHeight - 200) / Double(Swift.max(count / 10, 1))
        let subject = ScrollRect(x: 0, y: y, width: 400, height: 200)
        let name = names[(index / 10) % names.count]
        items.append(
          .opacity(
            ScrollDrivenAnimation(
              keyframes: KeyframeSequence(from: 0.0, to: 1.0, easing: bezier),
              timeline: .view(subject: subject), range: .named(name))))
        recipes.append(
          Recipe(
            offsets: [0, 1], values: [[0], [1]], easings: [curve, Self.linear], subject: subject,
            range: name))
      }
    }
    self.items = items
    self.recipes = recipes
    let maximum = contentHeight - 800
    let down = (0..<frames).map { maximum * Double($0) / Double(frames - 1) }
    offsets = down + down.reversed()
  }

  /// The metrics at `offset`.
  public func metrics(at offset: Double) -> ScrollMetrics {
    var metrics = scroller
    metrics.contentOffset = ScrollPoint(x: 0, y: offset)
    return metrics
  }

  private static let linear = (0.0, 0.0, 1.0, 1.0)

  private static func easing(_ curve: (Double, Double, Double, Double)) -> Easing {
    (try? Easing.cubicBezier(curve.0, curve.1, curve.2, curve.3)) ?? .linear
  }
}

/// Where sinks write, as an app's views would: four numbers per animation
/// in a buffer of its own, so that writing costs a store and nothing else
/// (no exclusivity or uniqueness checks), which keeps the figures about the
/// engines rather than about the sinks.
public final class Screen {
  /// The last value delivered to each animation, as up to four numbers.
  public let values: UnsafeMutableBufferPointer<Double>

  /// A screen for `count` animations.
  public init(count: Int) {
    values = .allocate(capacity: count * 4)
    values.initialize(repeating: 0)
  }

  deinit {
    values.deallocate()
  }
}

/// A small, fast, seedable generator (SplitMix64).
public struct SplitMix: Sendable {
  var state: UInt64

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in `range`.
  public mutating func next(in range: ClosedRange<Double>) -> Double {
    let unit = Double(next() >> 11) / Double(1 << 53)
    return range.lowerBound + (range.upperBound - range.lowerBound) * unit
  }
}
