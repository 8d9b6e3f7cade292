import PropertyBased
import Testing

@testable import ScrollMotion

/// The choreography's flat, per-kind evaluation against each animation's
/// own `value(for:)` (the keyframe sequence's search, easing and
/// interpolator, one animation at a time): the two must agree to the bit on
/// every update, for numbers, points and colours with every kind of easing,
/// colour space, timeline, range and fill, scrolled back and forth, with
/// animations removed and retimed along the way.
@Suite("Choreography equivalence")
struct ChoreographyEquivalenceTests {
  /// A small deterministic generator for the shapes of one case, itself
  /// drawn from ``SeededProperty``.
  struct Draw {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func number(in range: ClosedRange<Double>) -> Double {
      range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }
    mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }

    /// A keyframe number in `range`, now and then one whose difference to
    /// its neighbours is not finite (an infinity, or the largest double of
    /// either sign), so that both the choreography's blend for finite
    /// differences and its general one are compared.
    mutating func keyframeNumber(in range: ClosedRange<Double>) -> Double {
      let extremes = [
        Double.infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      ]
      return below(8) == 0 ? extremes[below(extremes.count)] : number(in: range)
    }

    mutating func easing() -> Easing {
      switch below(8) {
      case 0: return .linear
      case 1: return .easeIn
      case 2: return .ease
      case 3: return .smoothstep
      case 4: return (try? .steps(1 + below(4), .jumpEnd)) ?? .linear
      case 5: return .easeInOutCubic
      default:
        return
          (try? .cubicBezier(
            number(in: 0...1), number(in: -0.5...1.5), number(in: 0...1),
            number(in: -0.5...1.5))) ?? .linear
      }
    }

    /// Sorted offsets, sometimes not reaching 0 or 1, sometimes repeated.
    mutating func offsets() -> [Double] {
      let count = 1 + below(5)
      var offsets = (0..<count).map { _ in below(5) == 0 ? 0.5 : unit() }.sorted()
      if below(2) == 0 { offsets[0] = 0 }
      if below(2) == 0 { offsets[count - 1] = 1 }
      return offsets
    }

    mutating func keyframes<Value>(_ value: (inout Draw) -> Value) -> [KeyframeSequence<Value>
      .Keyframe]
    {
      offsets().map { offset in
        .at(offset, value(&self), easing: below(3) == 0 ? nil : easing())
      }
    }

    mutating func color() -> RGBAColor {
      RGBAColor(
        red: unit(), green: unit(), blue: unit(), alpha: below(4) == 0 ? 0 : unit())
    }

    mutating func timing() -> (ProgressTimeline, AnimationRange, FillMode) {
      let fills: [FillMode] = [.both, .none, .forwards, .backwards]
      let names: [TimelineRangeName] = [.cover, .contain, .entry, .exit]
      if below(2) == 0 { return (.vertical, .normal, fills[below(4)]) }
      let subject = ScrollRect(x: 0, y: number(in: 0...1_800), width: 100, height: 150)
      return (.view(subject: subject), .named(names[below(4)]), fills[below(4)])
    }
  }

  /// One animation and what its sink last received.
  final class Probe {
    var expected: (ScrollMetrics) -> [UInt64]?
    var delivered: [UInt64]?? = .none
    var id: AnimationID?
    /// Moves the animation to another timeline, and the expectation with it.
    var retime: ((Choreography) -> Void)?

    init(expected: @escaping (ScrollMetrics) -> [UInt64]?) {
      self.expected = expected
    }
  }

  static func metrics(y: Double) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y),
      contentSize: ScrollSize(width: 100, height: 2_000),
      containerSize: ScrollSize(width: 100, height: 200))
  }

  /// Adds a random number, point or colour animation and its probe.
  static func addAnimation(to choreography: Choreography, draw: inout Draw) -> Probe {
    let (timeline, range, fill) = draw.timing()
    let defaultEasing = draw.easing()
    switch draw.below(3) {
    case 0:
      let keyframes = draw.keyframes { $0.keyframeNumber(in: -100...100) }
      let animation = ScrollDrivenAnimation(
        keyframes: try! KeyframeSequence(keyframes, defaultEasing: defaultEasing),
        timeline: timeline, range: range, fill: fill)
      let probe = Probe { animation.value(for: $0).map { [$0.bitPattern] } }
      probe.id = choreography.add(animation) { probe.delivered = .some($0.map { [$0.bitPattern] }) }
      return probe
    case 1:
      let keyframes = draw.keyframes {
        ScrollPoint(x: $0.keyframeNumber(in: -300...300), y: $0.keyframeNumber(in: -300...300))
      }
      let animation = ScrollDrivenAnimation(
        keyframes: try! KeyframeSequence(keyframes, defaultEasing: defaultEasing),
        timeline: timeline, range: range, fill: fill)
      let bits = { (point: ScrollPoint) in [point.x.bitPattern, point.y.bitPattern] }
      let probe = Probe { animation.value(for: $0).map(bits) }
      probe.id = choreography.add(animation) { probe.delivered = .some($0.map(bits)) }
      return probe
    default:
      let spaces: [Interpolator<RGBAColor>] = [
        .srgb, .srgb, .linearSRGB, .oklab, .hsb(.longer),
      ]
      let keyframes = draw.keyframes { $0.color() }
      let animation = ScrollDrivenAnimation(
        keyframes: try! KeyframeSequence(
          keyframes, defaultEasing: defaultEasing, interpolator: spaces[draw.below(5)]),
        timeline: timeline, range: range, fill: fill)
      let bits = { (color: RGBAColor) in
        [color.red, color.green, color.blue, color.alpha].map(\.bitPattern)
      }
      let probe = Probe { animation.value(for: $0).map(bits) }
      probe.id = choreography.add(animation) { probe.delivered = .some($0.map(bits)) }
      var moved = animation
      moved.timeline = .view(
        subject: ScrollRect(x: 0, y: draw.number(in: 0...1_800), width: 100, height: 150))
      probe.retime = { choreography in
        choreography.setTimeline(moved.timeline, for: probe.id!)
        probe.expected = { moved.value(for: $0).map(bits) }
      }
      return probe
    }
  }

  /// At step `replacingAt`, removes a random animation (the last moves
  /// into its place) and adds one; at step `retimingAt`, retimes one.
  static func change(
    _ probes: inout [Probe], of choreography: Choreography, at step: Int, replacingAt: Int,
    retimingAt: Int, _ draw: inout Draw
  ) {
    if step == replacingAt, probes.count > 1 {
      let removed = draw.below(probes.count)
      choreography.remove(probes[removed].id!)
      probes.remove(at: removed)
      probes.append(Self.addAnimation(to: choreography, draw: &draw))
    }
    if step == retimingAt, let probe = probes.first(where: { $0.retime != nil }) {
      probe.retime!(choreography)
    }
  }

  /// Whether every probe's last delivery is its animation's own value for
  /// `metrics`, to the bit.
  static func deliveredAsExpected(_ probes: [Probe], for metrics: ScrollMetrics) -> Bool {
    probes.allSatisfy { probe in
      guard case .some(let delivered) = probe.delivered else { return false }
      return delivered == probe.expected(metrics)
    }
  }

  @Test func deliveriesMatchEachAnimationsOwnEvaluationToTheBit() {
    SeededProperty.check(count: 150, Gen.int(in: 0...Int(Int32.max))) { caseNumber in
      var draw = Draw(state: UInt64(caseNumber))
      let choreography = Choreography()
      var probes = (0..<(1 + draw.below(12))).map { _ in
        Self.addAnimation(to: choreography, draw: &draw)
      }
      // A sweep down and back, plus jumps, over and past both ends.
      var positions = (0...24).map { Double($0) * 80 - 40 }
      positions += positions.reversed()
      positions += (0..<10).map { _ in draw.number(in: -100...1_900) }
      for (step, y) in positions.enumerated() {
        Self.change(&probes, of: choreography, at: step, replacingAt: 20, retimingAt: 35, &draw)
        let metrics = Self.metrics(y: y)
        choreography.update(with: metrics)
        guard Self.deliveredAsExpected(probes, for: metrics) else { return false }
      }
      return true
    }
  }

  /// The same through layout changes (content and container sizes, insets)
  /// between updates, with progress observers, which read the timing groups'
  /// timeline states.
  @Test func deliveriesFollowLayoutChangesToTheBit() {
    SeededProperty.check(count: 100, Gen.int(in: 0...Int(Int32.max))) { caseNumber in
      var draw = Draw(state: UInt64(caseNumber))
      let choreography = Choreography()
      var probes = (0..<(1 + draw.below(10))).map { _ in
        Self.addAnimation(to: choreography, draw: &draw)
      }
      var observed: [Double??] = [.none, .none]
      choreography.onProgress(along: .y) { observed[0] = .some($0) }
      choreography.onProgress(along: .y, clamped: false) { observed[1] = .some($0) }
      var layout = Self.metrics(y: 0)
      for step in 0..<60 {
        if step % 6 == 0 {
          layout.contentSize.height = draw.below(8) == 0 ? 150 : draw.number(in: 500...3_000)
          layout.containerSize.height = draw.number(in: 100...600)
          layout.contentInsets.top = draw.below(2) == 0 ? 0 : draw.number(in: 0...80)
          layout.contentInsets.bottom = draw.below(2) == 0 ? 0 : draw.number(in: 0...80)
        }
        Self.change(&probes, of: choreography, at: step, replacingAt: 30, retimingAt: 40, &draw)
        var metrics = layout
        let range = layout.offsetRange(along: .y)!
        metrics.contentOffset.y =
          step % 5 == 0
          ? (draw.below(2) == 0 ? range.lowerBound : range.upperBound)
          : draw.number(in: (range.lowerBound - 100)...(range.upperBound + 100))
        choreography.update(with: metrics)
        guard Self.deliveredAsExpected(probes, for: metrics) else { return false }
        let progress = ProgressTimeline.vertical.state(for: metrics)?.progress
        guard case .some(let clamped) = observed[0], clamped == progress.map(\.clampedToUnit),
          case .some(let unclamped) = observed[1], unclamped == progress
        else { return false }
      }
      return true
    }
  }
}
