import PropertyBased
import Testing

@testable import ScrollMotion

/// Values that break arithmetic: zeros, huge and tiny magnitudes, the
/// edges of the unit interval, infinities and NaN.
let edgeValues: [Double] = [
  0, -0.0, 1, -1, 0.5, 1e-300, -1e-300, 1e-9, 1e6, -1e6, 1e15, -1e15, 1e300, -1e300,
  .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
]

/// Any double: a third from ``edgeValues``, the rest spread over screen
/// sizes and over the spec's whole ±1e6 range.
let anyDouble = zip(Gen.int(in: 0...(3 * edgeValues.count - 1)), Gen.double(in: -1e6...1e6)).map {
  index, value -> Double in
  switch index {
  case 0..<edgeValues.count: edgeValues[index]
  case edgeValues.count..<(2 * edgeValues.count): value / 1_000
  default: value
  }
}

/// Only finite values of ``anyDouble``.
let anyFiniteDouble = anyDouble.map { $0.isFinite ? $0 : 1e300 }

/// Scroll geometry of every kind: ordinary, empty, inverted, enormous and
/// non-finite.
let anyMetrics = zip(anyDouble, anyDouble, anyDouble, anyDouble, anyDouble, anyDouble).map {
  offset, content, container, top, bottom, wide -> ScrollMetrics in
  ScrollMetrics(
    contentOffset: ScrollPoint(x: wide, y: offset),
    contentSize: ScrollSize(width: abs(wide), height: content),
    containerSize: ScrollSize(width: 390, height: container),
    contentInsets: ScrollInsets(top: top, left: 0, bottom: bottom, right: 0))
}

/// Every promise made in the DocC comments, checked on seeded inputs:
/// a failure names its input and reproduces on every run.
@Suite("Promises")
struct PromiseTests {
  // MARK: Timelines

  @Test func progressIsFiniteOrAbsentForAnyGeometry() {
    SeededProperty.check(count: 2_000, zip(anyMetrics, anyDouble, anyDouble)) {
      metrics, subject, inset in
      let view = ViewTimeline(
        subject: ScrollRect(x: 0, y: subject, width: 100, height: abs(inset)), axis: .y,
        startInset: inset, endInset: -inset / 2)
      let progresses = [
        metrics.progress(along: .y), metrics.clampedProgress(along: .y),
        ScrollTimeline(axis: .y).state(for: metrics)?.progress,
        view.state(for: metrics)?.progress,
      ]
      return progresses.allSatisfy { $0 == nil || $0!.isFinite }
    }
  }

  // MARK: Easings

  /// An easing of every built-in kind, with parameters over their whole
  /// accepted range.
  static let anyEasing = zip(
    Gen.int(in: 0...7), anyFiniteDouble, anyFiniteDouble, Gen.double(in: 0...1)
  ).map(easing)

  /// An easing with its parameters held to a spec's ±1e6, as an animation
  /// gets them: an output near the largest double would overflow the
  /// distance it scales.
  static let boundedEasing = zip(
    Gen.int(in: 0...7), anyFiniteDouble, anyFiniteDouble, Gen.double(in: 0...1)
  ).map { kind, a, b, unit in
    easing(kind, Swift.min(Swift.max(a, -1e6), 1e6), Swift.min(Swift.max(b, -1e6), 1e6), unit)
  }

  /// An easing of kind `kind` (0...7) made from the numbers given.
  static func easing(_ kind: Int, _ a: Double, _ b: Double, _ unit: Double) -> Easing {
    func index(_ value: Double, _ count: Int) -> Int {
      Int(abs(value).truncatingRemainder(dividingBy: Double(count)))
    }
    switch kind {
    case 0: return (try? .cubicBezier(unit, a, 1 - unit, b)) ?? .linear
    case 1:
      let positions = StepPosition.allCases
      return (try? .steps(Int(unit * 50) + 2, positions[index(a, positions.count)])) ?? .stepEnd
    case 2:
      let stops = [
        LinearStop(output: 0), LinearStop(output: a, input: unit), LinearStop(output: 1),
      ]
      return (try? .piecewiseLinear(stops)) ?? .linear
    case 3:
      let shapes = PennerCurve.Shape.allCases
      let modes = PennerCurve.Mode.allCases
      return .penner(shapes[index(unit * 100, shapes.count)], modes[index(a, modes.count)])
    case 4:
      guard
        let spring = try? DampedSpring(
          mass: abs(a) + 1e-3, stiffness: abs(b) + 1e-3, damping: unit * 40)
      else { return .smoothstep }
      return (try? .spring(spring)) ?? .smoothstep
    case 5: return .smoothstep
    case 6: return .custom { _ in a / 0 }
    default: return .linear
    }
  }

  @Test func easingsAreFiniteForAnyProgress() {
    SeededProperty.check(count: 3_000, zip(Self.anyEasing, anyDouble, Gen.bool)) {
      easing, progress, beforeFlag in
      easing.transform(progress, beforeFlag: beforeFlag).isFinite
    }
  }

  @Test func easingsMapZeroToZeroAndOneToOneWhereCSSSays() {
    SeededProperty.check(count: 2_000, Self.anyEasing) { easing in
      switch easing.kind {
      case .steps(_, let position):
        // jump-start and jump-both jump at once; the others start at 0.
        let start = position == .jumpStart || position == .jumpBoth ? easing(0) > 0 : easing(0) == 0
        return start && easing(1) == 1
      case .piecewiseLinear, .custom:
        return true  // the stops (or the function) say what 0 and 1 map to
      default:
        return easing(0) == 0 && easing(1) == 1
      }
    }
  }

  // MARK: Interpolation

  @Test func interpolationIsExactAtZeroAndOne() {
    let anyColor = zip(
      Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1)
    )
    .map { RGBAColor(red: $0, green: $1, blue: $2, alpha: $3) }
    SeededProperty.check(count: 1_000, zip(anyFiniteDouble, anyFiniteDouble, anyColor, anyColor)) {
      a, b, c, d in
      let start = ScrollPoint(x: a, y: b)
      let end = ScrollPoint(x: b, y: a)
      return a.interpolated(to: b, at: 0) == a && a.interpolated(to: b, at: 1) == b
        && start.interpolated(to: end, at: 0) == start && start.interpolated(to: end, at: 1) == end
        && c.interpolated(to: d, at: 0) == c && c.interpolated(to: d, at: 1) == d
    }
  }

  // MARK: Keyframes

  @Test func keyframeLookupEqualsABruteForceScan() throws {
    let offsets = Gen.int(in: 0...10).map { Double($0) / 10 }.array(of: 2...7).map { $0.sorted() }
    let values = anyFiniteDouble.map { $0 / 1e6 }.array(of: 7)
    SeededProperty.check(
      count: 2_000, zip(offsets, values, Gen.double(in: -0.5...1.5), Gen.int(in: -2...9))
    ) { offsets, values, progress, hint in
      let keyframes = zip(offsets, values).map {
        KeyframeSequence<Double>.Keyframe(offset: $0, value: $1)
      }
      guard let sequence = try? KeyframeSequence(keyframes) else { return false }
      var hint = hint
      let fast = sequence.value(at: progress, hint: &hint)
      let slow = Self.bruteForce(
        offsets: offsets, values: Array(values.prefix(offsets.count)), at: progress)
      return abs(fast - slow) <= 1e-12 * Swift.max(1, abs(slow))
    }
  }

  /// Web Animations' keyframe lookup by linear scan: the segment starts at
  /// the last keyframe at or below the progress and below 1 (before 0, the
  /// last at 0); coincident end keyframes hold the outer value.
  static func bruteForce(offsets: [Double], values: [Double], at progress: Double) -> Double {
    // The sequence holds its first value before its first offset and its
    // last after its last: as if keyframes at 0 and 1 repeated them.
    var offsets = offsets
    var values = values
    if offsets[0] > 0 {
      offsets.insert(0, at: 0)
      values.insert(values[0], at: 0)
    }
    if offsets[offsets.count - 1] < 1 {
      offsets.append(1)
      values.append(values[values.count - 1])
    }
    if progress < 0 && offsets.filter({ $0 == 0 }).count > 1 { return values[0] }
    if progress >= 1 && offsets.filter({ $0 == 1 }).count > 1 { return values[values.count - 1] }
    var start = 0
    for index in offsets.indices where index < offsets.count - 1 {
      if progress < 0 ? offsets[index] == 0 : offsets[index] <= progress && offsets[index] < 1 {
        start = index
      }
    }
    let t = (progress - offsets[start]) / (offsets[start + 1] - offsets[start])
    let eased = Easing.linear(t)
    return values[start].interpolated(to: values[start + 1], at: eased)
  }

  // MARK: Springs

  @Test func everyAcceptedSpringSettlesInFiniteTime() {
    let magnitude = Gen.double(in: -9...7).map { Double.pow10($0) }
    SeededProperty.check(count: 2_000, zip(magnitude, magnitude, magnitude, Gen.bool)) {
      mass, stiffness, damping, perceptual in
      let built =
        perceptual
        ? try? DampedSpring(response: mass, dampingFraction: damping / 1e3)
        : try? DampedSpring(mass: mass, stiffness: stiffness, damping: damping)
      guard let spring = built else { return true }  // rejected: fine
      let duration = spring.settlingDuration()
      guard duration.isFinite, duration <= DampedSpring.maximumSettlingDuration else {
        return false
      }
      // From the settling duration on, it stays within the tolerance.
      return (0...20).allSatisfy { step in
        let t = duration * (1 + Double(step) / 10) + 1e-9
        let x = spring.displacement(at: t, initialDisplacement: 1, initialVelocity: 0)
        return x.isFinite && abs(x) <= 0.001 + 1e-9
      }
    }
  }

  // MARK: Animator

  @Test func theAnimatorLandsExactlyOnTargetFromAnyStateAndRetarget() {
    let metrics = ScrollMetrics(
      contentOffset: .zero, contentSize: ScrollSize(width: 400, height: 10_000),
      containerSize: ScrollSize(width: 400, height: 800))
    let frame = Gen.double(in: 1.0 / 240...0.1)
    let plan = zip(
      anyDouble, anyDouble, Gen.int(in: 0...3), Gen.int(in: 0...40), frame.array(of: 60),
      Self.boundedEasing)
    SeededProperty.check(count: 400, plan) { first, second, retarget, when, frames, easing in
      let clock = ManualFrameClock()
      var applied: [ScrollPoint] = []
      var completions: [Bool] = []
      var animator: ScrollAnimator?
      let final = metrics.clamped(ScrollPoint(x: 0, y: second))
      func start(from offset: ScrollPoint) {
        var here = metrics
        here.contentOffset = offset
        if retarget == 3 {
          animator?.scroll(to: ScrollPoint(x: 0, y: second), in: here, spring: .snappy) {
            completions.append($0)
          }
        } else {
          animator?.scroll(
            to: ScrollPoint(x: 0, y: second), in: here,
            duration: abs(first).truncatingRemainder(dividingBy: 2),
            easing: easing
          ) { completions.append($0) }
        }
      }
      var retargeted = false
      animator = ScrollAnimator(clock: clock) { offset in
        applied.append(offset)
        // Retarget from inside apply, on frame `when`.
        if retarget == 1, !retargeted, applied.count > when {
          retargeted = true
          start(from: offset)
        }
      }
      animator?.scroll(to: ScrollPoint(x: 0, y: first), in: metrics, duration: 0.3) { arrived in
        completions.append(arrived)
        // Retarget from inside the completion.
        if retarget == 2, arrived, !retargeted {
          retargeted = true
          start(from: animator?.currentOffset ?? .zero)
        }
      }
      if retarget == 0 || retarget == 3 {
        // Retarget from outside, between frames.
        for interval in frames.prefix(when) { clock.advance(by: interval) }
        if animator?.isAnimating == true {
          retargeted = true
          start(from: animator?.currentOffset ?? .zero)
        }
      }
      for interval in frames { clock.advance(by: interval) }
      // Springs may need longer than 60 frames; finish them off.
      for _ in 0..<2_000 where clock.isRunning { clock.advance(by: 1.0 / 60) }
      defer { animator = nil }
      let target = retargeted ? final : metrics.clamped(ScrollPoint(x: 0, y: first))
      return !clock.isRunning && completions.last == true && applied.last == target
        && applied.allSatisfy { $0.isFinite }
    }
  }

  // MARK: Techniques

  @Test func restoredAnchorsAreInsideTheValidRange() {
    SeededProperty.check(count: 2_000, zip(anyMetrics, anyMetrics, anyDouble, anyDouble)) {
      before, after, unit, item in
      guard let range = after.offsetRange(along: .y) else { return true }
      let content = ContentAnchor(capturing: before, at: ScrollPoint(x: 0.5, y: unit))
      let itemAnchor = ItemAnchor(
        capturing: ScrollRect(x: 0, y: item, width: 10, height: 10), in: before)
      let y = content.restoredOffset(in: after).y
      let z = itemAnchor.restoredOffset(
        in: after, itemFrame: ScrollRect(x: 0, y: unit, width: 5, height: 5)
      ).y
      return range.contains(y) && range.contains(z)
    }
  }

  @Test func snappingReturnsAnAllowedOffset() {
    let frames = zip(anyFiniteDouble, Gen.double(in: 0...500)).map {
      ScrollRect(x: 0, y: $0 / 100, width: 10, height: $1)
    }.array(of: 1...6)
    SeededProperty.check(
      count: 2_000, zip(anyMetrics, frames, anyDouble, anyDouble, Gen.int(in: 0...3))
    ) {
      metrics, items, offset, velocity, kind in
      let stops: ScrollSnapping.Stops =
        switch kind {
        case 0: .pages(size: abs(offset) / 1e3 + 1, origin: velocity.isFinite ? velocity / 1e3 : 0)
        case 1: .itemEdges(items)
        case 2: .itemCenters(items)
        default: .offsets(items.map(\.origin.y))
        }
      let snapping = ScrollSnapping(stops: stops, axis: .y)
      let allowed = snapping.allowedOffsets(in: metrics)
      let target = snapping.targetOffset(from: offset, velocity: velocity, in: metrics)
      guard !allowed.isEmpty else {
        return target.isFinite || metrics.offsetRange(along: .y) == nil
      }
      return allowed.contains(target)
    }
  }

  @Test func techniqueOutputIsFiniteForEveryAcceptedInput() {
    SeededProperty.check(
      count: 3_000, zip(anyDouble, anyDouble, anyDouble, anyDouble, anyMetrics, Gen.bool)
    ) { a, b, c, d, metrics, flag in
      var outputs: [Double] = []
      if let crop = try? ParallaxCrop(
        imageSize: ScrollSize(width: abs(a), height: abs(b)),
        viewSize: ScrollSize(width: abs(c), height: abs(d)),
        viewportLength: abs(a), ratio: abs(b).truncatingRemainder(dividingBy: 1),
        scaling: flag ? .fillView : .fillViewAndTravel)
      {
        let rect = crop.contentsRect(progress: c)
        let frame = crop.imageFrame(progress: d)
        outputs += [
          rect.origin.x, rect.origin.y, rect.size.width, rect.size.height, frame.origin.x,
          frame.origin.y, frame.size.width, frame.size.height, crop.effectiveRatio, crop.travel,
        ]
      }
      if let deceleration = try? Deceleration(rate: abs(a).truncatingRemainder(dividingBy: 1)) {
        // Velocities up to a million points per second: far beyond any fling.
        let velocity = b.isFinite ? b.truncatingRemainder(dividingBy: 1e6) : b
        outputs += [
          deceleration.projectedDistance(velocity: velocity),
          deceleration.projectedOffset(from: c.isFinite ? c / 1e6 : c, velocity: velocity),
          deceleration.velocity(after: d, initialVelocity: velocity),
          deceleration.offset(after: d, from: c.isFinite ? c / 1e6 : c, velocity: velocity),
          deceleration.duration(velocity: velocity),
        ]
      }
      if let spring = try? DampedSpring(mass: abs(a), stiffness: abs(b), damping: abs(c)) {
        let motion = spring.motion(at: abs(d), x0: 1e6, v0: -1e6)
        outputs += [motion.displacement, motion.velocity, spring.settlingDuration()]
      }
      if let header = try? StretchyHeader(
        height: abs(a), minimumHeight: flag ? abs(a) * 0.5 : abs(a))
      {
        let layout = header.layout(for: metrics)
        outputs += [
          layout.frame.origin.y, layout.frame.size.height, layout.contentFrame.origin.y,
          layout.contentFrame.size.height, layout.progress,
        ]
      }
      if let pager = try? PagedParallax(
        pageCount: b.isFinite ? Int(abs(b).truncatingRemainder(dividingBy: 20)) + 1 : 3,
        backgroundRate: abs(c).truncatingRemainder(dividingBy: 1), blurDistance: abs(d))
      {
        outputs += [
          pager.pagePosition(in: metrics), pager.displacement(ofPage: 1, in: metrics),
          pager.backgroundOffset(ofPage: 0, in: metrics), pager.blurFraction(foreground: metrics),
        ]
      }
      outputs += [
        RubberBand.offset(for: a, dimension: abs(b)),
        RubberBand.overshoot(for: c, dimension: abs(d)),
        RubberBand.offset(a, along: .y, in: metrics),
      ]
      return outputs.allSatisfy(\.isFinite)
    }
  }
}

extension Double {
  /// 10 to the power `exponent`, for log-uniform magnitudes.
  fileprivate static func pow10(_ exponent: Double) -> Double {
    Elementary.exp(exponent * Elementary.log(10))
  }
}
