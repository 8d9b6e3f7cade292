import PropertyBased
import Testing

@testable import ScrollMotion

/// The engine's timing groups, resolved once per layout, against each
/// group's timeline state and sample computed directly for the same
/// metrics (`timeline.state(for:)`, then `timing.sample(in:)`): the two must
/// agree to the bit on every update, through layout changes, every range
/// name, insets, fills, scroll timeline boundaries, non-finite metrics, and
/// groups added, shared, retimed and removed between updates.
@Suite("Choreography engine")
struct ChoreographyEngineTests {
  typealias Draw = ChoreographyEquivalenceTests.Draw

  /// What the test expects of a live timing group.
  struct Model {
    var timeline: ProgressTimeline
    var timing: EffectTiming
    var users: Int
  }

  /// A number that is sometimes zero, sometimes negative, rarely not finite.
  static func length(_ draw: inout Draw, upTo maximum: Double) -> Double {
    switch draw.below(40) {
    case 0: return .nan
    case 1: return .infinity
    case 2, 3: return 0
    case 4: return -0.0
    case 5: return -draw.number(in: 0...50)
    default: return draw.number(in: 0...maximum)
    }
  }

  static func layout(_ draw: inout Draw) -> ScrollMetrics {
    let finite = draw.below(6) != 0
    func size(_ draw: inout Draw, _ maximum: Double) -> Double {
      finite ? draw.number(in: 0...maximum) : length(&draw, upTo: maximum)
    }
    func inset(_ draw: inout Draw) -> Double {
      draw.below(3) == 0 ? (finite ? draw.number(in: -20...60) : length(&draw, upTo: 60)) : 0
    }
    return ScrollMetrics(
      contentSize: ScrollSize(width: size(&draw, 1_500), height: size(&draw, 3_000)),
      containerSize: ScrollSize(width: size(&draw, 600), height: size(&draw, 900)),
      contentInsets: ScrollInsets(
        top: inset(&draw), left: inset(&draw), bottom: inset(&draw), right: inset(&draw)))
  }

  /// `layout` with one size or inset changed, the others kept to the bit.
  static func layout(_ draw: inout Draw, changingOneOf layout: ScrollMetrics) -> ScrollMetrics {
    var changed = layout
    let value = draw.below(5) == 0 ? length(&draw, upTo: 100) : draw.number(in: -30...3_000)
    switch draw.below(8) {
    case 0: changed.contentSize.width = value
    case 1: changed.contentSize.height = value
    case 2: changed.containerSize.width = value
    case 3: changed.containerSize.height = value
    case 4: changed.contentInsets.top = value
    case 5: changed.contentInsets.left = value
    case 6: changed.contentInsets.bottom = value
    default: changed.contentInsets.right = value
    }
    return changed
  }

  /// An offset for `layout`: anywhere, overscrolled, exactly at either end of
  /// the valid range on either axis (a scroll timeline's boundary), or not
  /// finite.
  static func offset(_ draw: inout Draw, in layout: ScrollMetrics) -> ScrollPoint {
    func along(_ axis: ScrollAxis, _ draw: inout Draw) -> Double {
      let range = layout.offsetRange(along: axis) ?? -100...1_000
      switch draw.below(12) {
      case 0: return range.lowerBound
      case 1: return range.upperBound
      case 2: return draw.below(4) == 0 ? .nan : -.infinity
      case 3: return -0.0
      default: return draw.number(in: (range.lowerBound - 200)...(range.upperBound + 200))
      }
    }
    return ScrollPoint(x: along(.x, &draw), y: along(.y, &draw))
  }

  static func timeline(_ draw: inout Draw) -> ProgressTimeline {
    let axis: ScrollAxis = draw.below(3) == 0 ? .x : .y
    guard draw.below(4) != 0 else { return .scroll(axis: axis) }
    let subject = ScrollRect(
      x: draw.number(in: -100...1_500), y: draw.number(in: -100...3_000),
      width: length(&draw, upTo: 400), height: length(&draw, upTo: 600))
    let insets =
      draw.below(3) == 0 ? (0.0, 0.0) : (length(&draw, upTo: 300), draw.number(in: -50...300))
    return .view(subject: subject, axis: axis, startInset: insets.0, endInset: insets.1)
  }

  static func boundary(_ draw: inout Draw) -> RangeBoundary {
    let distance =
      draw.below(4) == 0
      ? LengthPercentage.points(draw.number(in: -100...100))
      : LengthPercentage(
        fraction: draw.number(in: -0.5...1.5),
        points: draw.below(2) == 0 ? 0 : draw.number(in: -50...50))
    switch draw.below(6) {
    case 0: return .normal
    case 1: return .full(distance)
    case 2: return .named(TimelineRangeName.allCases[draw.below(6)], nil)
    default: return .named(TimelineRangeName.allCases[draw.below(6)], distance)
    }
  }

  static func timing(_ draw: inout Draw) -> EffectTiming {
    EffectTiming(
      range: AnimationRange(start: boundary(&draw), end: boundary(&draw)),
      fill: FillMode.allCases[draw.below(4)])
  }

  static func bits(_ state: TimelineState?) -> [UInt64]? {
    state.map {
      [
        $0.position.bitPattern, $0.start.bitPattern, $0.end.bitPattern,
        $0.subjectLength.bitPattern, $0.source == .scroll ? 0 : 1,
      ]
    }
  }

  static func bits(_ sample: EffectTiming.Sample?) -> [UInt64]? {
    sample.map { [$0.phase == .before ? 0 : $0.phase == .active ? 1 : 2, $0.progress.bitPattern] }
  }

  @Test func groupsResolvedPerLayoutMatchTheirDirectEvaluationToTheBit() {
    SeededProperty.check(count: 200, Gen.int(in: 0...Int(Int32.max))) { caseNumber in
      var draw = Draw(state: UInt64(caseNumber))
      var engine = ChoreographyEngine()
      var models: [Int: Model] = [:]
      var previous: [Int: [UInt64]?] = [:]

      func retain(_ timeline: ProgressTimeline, _ timing: EffectTiming) -> Bool {
        let group = engine.retainGroup(timeline: timeline, timing: timing)
        if let model = models[group] {
          // Shared: only with an equal timeline and timing.
          guard model.timeline == timeline, model.timing == timing else { return false }
          models[group]?.users += 1
        } else {
          models[group] = Model(timeline: timeline, timing: timing, users: 1)
        }
        return true
      }
      // The engine forgets a freed group's sample.
      func forget(_ group: Int) {
        models[group]?.users -= 1
        guard models[group]?.users == 0 else { return }
        models[group] = nil
        if previous[group] != nil { previous[group] = .some(nil) }
      }

      // Some groups before the first layout is known.
      for _ in 0..<draw.below(6) {
        guard retain(Self.timeline(&draw), Self.timing(&draw)) else { return false }
      }
      var layout = Self.layout(&draw)
      var offset = ScrollPoint.zero
      for step in 0..<60 {
        switch draw.below(10) {
        case 0: layout = Self.layout(&draw)
        case 1: layout = Self.layout(&draw, changingOneOf: layout)
        default: break
        }
        // Groups added (sometimes the same timing again, to share),
        // retimed and removed between updates.
        switch draw.below(5) {
        case 0:
          let shared = models.keys.sorted().randomElement(using: &draw).map { models[$0]! }
          let added =
            shared.map { ($0.timeline, $0.timing) } ?? (Self.timeline(&draw), Self.timing(&draw))
          guard retain(draw.below(2) == 0 ? added.0 : Self.timeline(&draw), added.1) else {
            return false
          }
        case 1:
          if let group = models.keys.sorted().randomElement(using: &draw) {
            engine.releaseGroup(group)
            forget(group)
          }
        case 2:
          if let group = models.keys.sorted().randomElement(using: &draw) {
            let timing = models[group]!.timing
            let timeline = Self.timeline(&draw)
            // The engine retains the new group before it releases the old
            // one, which may be the same.
            let moved = engine.moved(group, to: timeline)
            if let model = models[moved], model.timeline == timeline, model.timing == timing {
              models[moved]?.users += 1
            } else if models[moved] == nil {
              models[moved] = Model(timeline: timeline, timing: timing, users: 1)
            } else {
              return false
            }
            forget(group)
          }
        default:
          break
        }
        // The slots and their parallel arrays stay in step whatever the
        // order of retains and releases.
        guard engine.verifyInvariants() else { return false }
        var metrics = layout
        // Every seventh update repeats the offset: the samples stay the same.
        if step % 7 != 6 { offset = Self.offset(&draw, in: layout) }
        metrics.contentOffset = offset
        engine.update(with: metrics)
        for group in 0..<engine.samples.count {
          let model = models[group]
          let state = model?.timeline.state(for: metrics)
          let sample = state.flatMap { model?.timing.sample(in: $0) }
          guard Self.bits(engine.state(of: group)) == Self.bits(state),
            Self.bits(engine.samples[group]) == Self.bits(sample)
          else { return false }
          // Unchanged exactly when the group's sample is the previous
          // update's to the bit.
          if let before = previous[group], engine.unchanged[group] != (before == Self.bits(sample))
          {
            return false
          }
          previous[group] = Self.bits(sample)
        }
        if step == 40 {
          engine.removeAll()
          models.removeAll()
          previous.removeAll()
        }
      }
      return true
    }
  }
}

extension ChoreographyEquivalenceTests.Draw: RandomNumberGenerator {}
