import ScrollMotion
import ScrollMotionWire
import Testing

@testable import ScrollMotionWeb

/// The browser engine's time-based motion steps exactly as the core's
/// `Choreography.update(with:at:)`, `advance(to:)` and `needsFrames` do:
/// the same scroll script at the same times gives the same values,
/// crossings, velocities and need for frames.
@Suite struct WebMotionTests {
  static let metrics = ScrollMetrics(
    contentSize: ScrollSize(width: 100, height: 2000),
    containerSize: ScrollSize(width: 100, height: 200))
  static let card = ProgressTimeline.view(
    subject: ScrollRect(x: 0, y: 800, width: 100, height: 100))

  /// A number draft from 0 to 1 on `timeline` over `range`, eased.
  static func draft(_ timeline: ProgressTimeline, _ range: AnimationRange) -> AnimationDraft {
    var draft = AnimationDraft(kind: .number, timeline: timeline)
    draft.range = range
    draft.easing = .easeInOut
    draft.keyframes = [
      .init(offset: 0, components: [0]),
      .init(offset: 0.4, components: [0.7], easing: try? .steps(3)),
      .init(offset: 1, components: [1]),
    ]
    return draft
  }

  /// The same three animations in the web engine and in a core
  /// choreography: triggered (a spring's playback), smoothed, and
  /// scroll-driven with its crossings and timeline velocity watched.
  final class Pair {
    /// The web engine behind a handle, driven through the C functions as
    /// JavaScript drives it.
    let handle = webNew()
    var web: WebChoreography { WebHandle.from(handle).choreography }
    let core = Choreography()
    var coreValues: [Double?] = [nil, nil, nil]
    var coreCrossings: [[Double]] = []
    var coreVelocity: (Double, ScrollDirection)?
    /// The frames' clock in milliseconds, as the frame loop hands it on.
    var milliseconds = 0.0
    /// What the last update or advance returned: the output's address
    /// with the `WireReport` flags added.
    var report = 0

    deinit { webRelease(handle) }

    init() throws {
      let drafts = [
        WebMotionTests.draft(WebMotionTests.card, .contain),
        WebMotionTests.draft(.vertical, .normal),
        WebMotionTests.draft(WebMotionTests.card, .cover),
      ]
      web.setScroller(WebMotionTests.metrics, direction: .leftToRight)
      for draft in drafts {
        let index = web.addAnimation(
          kind: .number, timeline: draft.timeline, fill: draft.fill, clamp: nil)
        #expect(web.setRange(of: index, start: draft.range.start, end: draft.range.end))
        #expect(web.setEasing(of: index, draft.easing))
        for keyframe in draft.keyframes {
          #expect(
            web.addKeyframe(
              to: index, offset: keyframe.offset, components: keyframe.components,
              easing: keyframe.easing))
        }
      }
      let spring = try DampedSpring(mass: 1, stiffness: 120, damping: 9)
      let triggerNumbers = try #require(
        WireTrigger.wireNumbers(
          duration: spring.settlingDuration(), easing: .spring(spring),
          actions: TriggerActions(
            onEnter: .play, onLeave: .reverse, onEnterBack: .restart, onLeaveBack: .reverse)))
      let trigger = try WireTrigger(wireNumbers: triggerNumbers)
      let smoothing = try ProgressSmoothing(lag: 0.4)
      #expect(web.setTrigger(of: 0, trigger))
      #expect(web.setSmoothing(of: 1, smoothing))
      #expect(web.build())
      #expect(web.watchCrossings(of: 2))
      #expect(web.watchVelocity(of: 2))

      guard case .number(let triggered, _) = try drafts[0].build(),
        case .number(let smoothed, _) = try drafts[1].build(),
        case .number(let scrubbed, _) = try drafts[2].build()
      else { throw WireError.malformed }
      core.add(
        ScrollTriggeredAnimation(
          keyframes: triggered.keyframes, timeline: triggered.timeline,
          range: triggered.timing.range, playback: trigger.playback, actions: trigger.actions)
      ) { [unowned self] in coreValues[0] = $0 }
      core.add(SmoothedAnimation(smoothed, smoothing: smoothing)) { [unowned self] in
        coreValues[1] = $0
      }
      core.add(scrubbed) { [unowned self] in coreValues[2] = $0 }
      // Registered as the web engine reports them: the triggered
      // animation's crossings first, then the watched one's.
      core.onCrossing(of: triggered.timing.range, on: triggered.timeline) { [unowned self] in
        coreCrossings.append([0, Double(WireCrossing($0).rawValue)])
      }
      core.onCrossing(of: scrubbed.timing.range, on: scrubbed.timeline) { [unowned self] in
        coreCrossings.append([2, Double(WireCrossing($0).rawValue)])
      }
      core.onVelocity(of: scrubbed.timeline) { [unowned self] in
        coreVelocity = ($0.velocity, $0.direction)
      }
    }

    /// A frame `step` seconds on, with a scroll to `y` before it or none.
    /// The web engine gets the time in milliseconds on a scroll, as the
    /// frame loop passes it, and in seconds without one, as a page
    /// stepping by hand may: the core gets seconds, divided as the engine
    /// divides them.
    func frame(after step: Double, scrollingTo y: Double?) {
      milliseconds += step * 1_000
      let time = milliseconds / 1_000
      coreCrossings = []
      coreVelocity = nil
      let frame = DisplayFrame(timestamp: time, targetTimestamp: time)
      if let y {
        var metrics = WebMotionTests.metrics
        metrics.contentOffset = ScrollPoint(x: 0, y: y)
        core.update(with: metrics, at: time)
        core.advance(to: frame)
        report = webUpdateAt(handle, 0, y, milliseconds, 1_000)
      } else {
        core.advance(to: frame)
        report = webAdvance(handle, time, 1)
      }
    }

    /// Checks that both agree on everything after the last frame.
    func expectAgreement(_ context: Comment) {
      for index in 0..<3 {
        let base = index * WireFormat.outputStride
        let state = WireOutputState(rawValue: Int(web.output[base]))
        let webValue = state == .noEffect || state == .cleared ? nil : web.output[base + 1]
        #expect(webValue == coreValues[index], "animation \(index), \(context)")
      }
      let events = Array(web.events[0..<web.eventCount])
      let crossingCount = Int(events[1])
      var crossings: [[Double]] = []
      for position in 0..<crossingCount {
        crossings.append(Array(events[(3 + 2 * position)..<(5 + 2 * position)]))
      }
      #expect(crossings == coreCrossings, "crossings, \(context)")
      if let (velocity, direction) = coreVelocity {
        #expect(events[2] == 1, "a velocity report, \(context)")
        let start = 3 + 2 * crossingCount
        #expect(
          events[start...(start + 2)]
            == [2, velocity, Double(WireDirection(direction).rawValue)][...])
      } else {
        #expect(events[2] == 0, "no velocity report, \(context)")
      }
      #expect(web.needsFrames == core.needsFrames, "needs frames, \(context)")
      #expect(events[0] == (core.needsFrames ? 1 : 0))
      // The flags say the same, beside the output's unchanged address.
      #expect(report & ~3 == Int(bitPattern: web.output.baseAddress), "address, \(context)")
      #expect(
        (report & WireReport.needsFrames.rawValue != 0) == core.needsFrames,
        "needs-frames flag, \(context)")
      #expect(
        (report & WireReport.events.rawValue != 0) == (crossingCount > 0 || coreVelocity != nil),
        "events flag, \(context)")
    }
  }

  @Test func aScriptOfScrollsAndFramesGivesWhatTheCoreGives() throws {
    let pair = try Pair()
    // Enter mid-play, leave, a flick over every range, back, and rests in
    // between; then a long pseudo-random script (xorshift, fixed start).
    var script: [(Double, Double?)] = [
      (0.5, 0), (0.016, 720), (0.016, nil), (0.1, nil), (0.016, 760), (0.033, nil),
      (0.016, 1_500), (0.016, nil), (0.2, nil), (0.016, 0), (0.5, nil), (0.016, 790),
      (0.016, 650), (0.016, nil), (1, nil), (2, nil),
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<400 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      let step = Double(state % 40 + 1) / 1_000
      let scroll: Double? = state % 3 == 0 ? nil : Double((state >> 8) % 1_900) - 50
      script.append((step, scroll))
    }
    for (position, (step, y)) in script.enumerated() {
      pair.frame(after: step, scrollingTo: y)
      pair.expectAgreement("step \(position)")
    }
  }

  @Test func aRebuildCarriesPlaybackSmoothingAndSidesOn() throws {
    let pair = try Pair()
    pair.frame(after: 1, scrollingTo: 750)
    pair.frame(after: 0.1, scrollingTo: nil)
    let before = Array(pair.web.output[0..<(3 * WireFormat.outputStride)])
    // Described again (the same numbers, as after a re-measure that moved
    // nothing): the same values, no crossing, still moving.
    let drafts = (0..<3).map {
      Self.draft($0 == 1 ? .vertical : Self.card, [.contain, .normal, .cover][$0])
    }
    pair.web.reset()
    for draft in drafts {
      let index = pair.web.addAnimation(
        kind: .number, timeline: draft.timeline, fill: draft.fill, clamp: nil)
      _ = pair.web.setRange(of: index, start: draft.range.start, end: draft.range.end)
      _ = pair.web.setEasing(of: index, draft.easing)
      for keyframe in draft.keyframes {
        _ = pair.web.addKeyframe(
          to: index, offset: keyframe.offset, components: keyframe.components,
          easing: keyframe.easing)
      }
    }
    let spring = try DampedSpring(mass: 1, stiffness: 120, damping: 9)
    _ = pair.web.setTrigger(
      of: 0,
      try WireTrigger(
        wireNumbers: try #require(
          WireTrigger.wireNumbers(
            duration: spring.settlingDuration(), easing: .spring(spring),
            actions: TriggerActions(
              onEnter: .play, onLeave: .reverse, onEnterBack: .restart, onLeaveBack: .reverse)))))
    _ = pair.web.setSmoothing(of: 1, try ProgressSmoothing(lag: 0.4))
    #expect(pair.web.build())
    pair.web.update(contentOffset: ScrollPoint(x: 0, y: 750), at: .nan)
    #expect(
      Array(pair.web.output[0..<(3 * WireFormat.outputStride)]).enumerated().allSatisfy {
        position, value in
        position % WireFormat.outputStride == 0 || value == before[position]
      })
    #expect(pair.web.events[1] == 0, "no crossing fired again")
    #expect(pair.web.needsFrames)
    // And it plays on with the core from there.
    pair.frame(after: 0.05, scrollingTo: nil)
    pair.expectAgreement("after the rebuild")
  }

  @Test func badMotionNumbersAreRefusedWithAReason() {
    #expect(throws: WireError.malformed) { try WireTrigger(wireNumbers: [1, 0, 0, 0]) }
    #expect(throws: WireError.malformed) { try WireTrigger(wireNumbers: [1, 0, 0, 0, 9, 0]) }
    #expect(throws: WireError.nonFinite) { try WireTrigger(wireNumbers: [.nan, 0, 0, 0, 0, 0]) }
    #expect(throws: WireError.rejected) { try WireTrigger(wireNumbers: [0, 0, 0, 0, 0, 0]) }
    #expect(throws: WireError.rejected) { try WireTrigger(wireNumbers: [-1, 0, 0, 0, 0, 0]) }
    let web = WebChoreography()
    #expect(!web.watchCrossings(of: 0))
    #expect(web.lastError == "no such animation")
  }
}
