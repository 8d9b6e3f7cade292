import ScrollMotion
import ScrollMotionWire
import Testing

/// Golden numbers: each test pins the wire format as the compiler writes
/// it and the engine and the JavaScript runtime read it. If one fails, the
/// format changed: that breaks every compiled spec already shipped, so
/// change the expectation only with a new `WireFormat.version`.
@Suite struct WireFormatTests {
  @Test func layoutConstants() {
    #expect(WireFormat.version == 1)
    #expect(WireFormat.outputStride == 5)
    #expect(WireFormat.scrollerCount == 8)
    #expect(WireFormat.timelineCount == 8)
    #expect(WireFormat.boundaryCount == 4)
    #expect(WireFormat.colorSpaceCount == 2)
    #expect(WireFormat.triggerHeaderCount == 5)
  }

  @Test func motionCodes() {
    let actions: [(TriggerAction, Int)] = [
      (.play, 0), (.reverse, 1), (.restart, 2), (.pause, 3), (.resume, 4), (.complete, 5),
      (.reset, 6), (.none, 7),
    ]
    for (action, code) in actions {
      #expect(WireTriggerAction(action).rawValue == code)
      #expect(WireTriggerAction(rawValue: code)?.action == action)
    }
    let crossings: [(RangeCrossing, Int)] = [
      (.enter, 0), (.leave, 1), (.enterBack, 2), (.leaveBack, 3),
    ]
    for (crossing, code) in crossings { #expect(WireCrossing(crossing).rawValue == code) }
    #expect(WireDirection(.none).rawValue == 0)
    #expect(WireDirection(.forward).rawValue == 1)
    #expect(WireDirection(.backward).rawValue == 2)
  }

  @Test func triggers() throws {
    let actions = TriggerActions(
      onEnter: .restart, onLeave: .pause, onEnterBack: .resume, onLeaveBack: .reset)
    let numbers = try #require(
      WireTrigger.wireNumbers(duration: 0.75, easing: .easeOut, actions: actions))
    // Duration, the four action codes, the easing's numbers.
    #expect(numbers == [0.75, 2, 3, 4, 6, 1, 0, 0, 0.58, 1])
    let trigger = try WireTrigger(wireNumbers: numbers)
    #expect(trigger.actions == actions)
    #expect(trigger.playback.duration == 0.75)
    #expect(trigger.playback.easing.wireNumbers == Easing.easeOut.wireNumbers)
    #expect(trigger.playback.progress == 0 && !trigger.playback.isPlaying)
    // A custom easing has no numeric form.
    #expect(WireTrigger.wireNumbers(duration: 1, easing: .custom { $0 }, actions: actions) == nil)
  }

  @Test func codes() {
    #expect(WireValueKind.allCases.map(\.rawValue) == [0, 1, 2])
    #expect(WireValueKind.allCases.map(\.componentCount) == [1, 2, 4])
    #expect(WireOutputState.allCases.map(\.rawValue) == [0, 1, 2, 3])
    #expect(
      FillMode.allCases.map { WireFill($0).rawValue }
        == [FillMode.none, .forwards, .backwards, .both].map { WireFill($0).rawValue })
    #expect(WireFill(.none).rawValue == 0)
    #expect(WireFill(.forwards).rawValue == 1)
    #expect(WireFill(.backwards).rawValue == 2)
    #expect(WireFill(.both).rawValue == 3)
    #expect(WireTimelineKind.scroll.rawValue == 0 && WireTimelineKind.view.rawValue == 1)
    #expect(WireAxis(.x).rawValue == 0 && WireAxis(.y).rawValue == 1)
    #expect(WireContentDirection(.leftToRight).rawValue == 0)
    #expect(WireContentDirection(.rightToLeft).rawValue == 1)
    for direction in ContentDirection.allCases {
      #expect(WireContentDirection(direction).direction == direction)
    }
  }

  @Test func colorSpaces() throws {
    let expected: [(ColorInterpolation, [Double])] = [
      (.srgb, [0, 0]), (.linearSRGB, [1, 0]), (.oklab, [2, 0]), (.hsb(.shorter), [3, 0]),
      (.hsb(.longer), [3, 1]), (.hsb(.increasing), [3, 2]), (.hsb(.decreasing), [3, 3]),
    ]
    for (space, numbers) in expected {
      #expect(space.wireNumbers == numbers)
      #expect(try ColorInterpolation(wireSpace: Int(numbers[0]), hue: Int(numbers[1])) == space)
    }
    #expect(throws: WireError.malformed) { try ColorInterpolation(wireSpace: 4, hue: 0) }
    #expect(throws: WireError.malformed) { try ColorInterpolation(wireSpace: 3, hue: 9) }
  }

  @Test func easings() throws {
    let expected: [(Easing, [Double])] = [
      (.linear, [0]),
      (try .cubicBezier(0.25, 0.1, 0.25, 1), [1, 0.25, 0.1, 0.25, 1]),
      (try .steps(4, .jumpStart), [2, 4, 0]),
      (try .steps(4, .jumpEnd), [2, 4, 1]),
      (try .steps(4, .jumpNone), [2, 4, 2]),
      (try .steps(4, .jumpBoth), [2, 4, 3]),
      (
        try .piecewiseLinear([
          LinearStop(output: 0), LinearStop(output: 0.8, input: 0.5), LinearStop(output: 1),
        ]),
        [3, 3, 0, 0, 0.5, 0.8, 1, 1]
      ),
      (.smoothstep, [4]),
      (.easeInQuad, [5, 0, 0]), (.easeOutCubic, [5, 1, 1]), (.easeInOutQuart, [5, 2, 2]),
      (.easeInQuint, [5, 3, 0]), (.easeInSine, [5, 4, 0]), (.easeInExpo, [5, 5, 0]),
      (.easeInCirc, [5, 6, 0]), (.easeInBack, [5, 7, 0]), (.easeInElastic, [5, 8, 0]),
      (.easeInOutBounce, [5, 9, 2]),
      (try .spring(DampedSpring(mass: 1, stiffness: 100, damping: 20)), [6, 1, 100, 20]),
    ]
    for (easing, numbers) in expected {
      #expect(easing.wireNumbers == numbers)
      let decoded = try Easing(wireNumbers: numbers)
      #expect(decoded.wireNumbers == numbers)
      for x in stride(from: -0.25, through: 1.25, by: 0.125) {
        #expect(decoded.transform(x) == easing.transform(x))
      }
    }
    #expect(Easing.custom { $0 }.wireNumbers == nil)
  }

  @Test func parsedEasingsRoundTrip() throws {
    let easings: [Easing] = [
      // Found by the text fuzzer: a count the core accepts must also read back.
      try Easing(parsing: "steps(21e6, jump-none)"),
      .ease, try .cubicBezier(0.1, -0.5, 0.9, 1.5), .stepStart,
      try Easing(parsing: "linear(0, 0.3 40% 60%, 1)"), .easeOutElastic, try .spring(.bouncy),
    ]
    for easing in easings {
      let numbers = try #require(easing.wireNumbers)
      let decoded = try Easing(wireNumbers: numbers)
      #expect(decoded.wireNumbers == numbers)
      for x in stride(from: -0.5, through: 1.5, by: 1.0 / 64) {
        #expect(decoded.transform(x) == easing.transform(x))
      }
    }
  }

  @Test(
    arguments: [
      ([], WireError.malformed), ([9], .malformed), ([0.5], .malformed), ([0, 1], .malformed),
      ([1, 0.1, 0.2], .malformed), ([1, .nan, 0, 1, 1], .nonFinite),
      ([1, 2, 0, 1, 1], .rejected), ([2, 0, 1], .rejected), ([2, 3, 7], .malformed),
      ([2, 1.5, 1], .malformed), ([5, 10, 0], .malformed), ([5, 0, 3], .malformed),
      ([6, 1, 100, 0], .rejected), ([6, 1, .infinity, 1], .nonFinite),
      // Stop counts that would overflow `1 + 2 × count` are refused, not trapped on.
      ([3, 4.6e18, 0, 0], .malformed), ([3, -1, 0, 0], .malformed), ([3, 1e300], .malformed),
      ([3, 2, 0, 0, 1], .malformed),
    ] as [([Double], WireError)])
  func malformedEasingsThrow(numbers: [Double], error: WireError) {
    #expect(throws: error) { try Easing(wireNumbers: numbers) }
  }

  @Test func rangeBoundaries() throws {
    let expected: [(RangeBoundary, [Double])] = [
      (.normal, [0, 0, 0, 0]),
      (.progress(0.25), [1, 0, 0.25, 0]),
      (.progress(0.1, plus: -5), [1, 0, 0.1, -5]),
      (.cover(0), [2, 0, 0, 0]), (.contain(0.5), [2, 1, 0.5, 0]), (.entry(1), [2, 2, 1, 0]),
      (.exit(0, plus: 20), [2, 3, 0, 20]), (.entryCrossing(0.5), [2, 4, 0.5, 0]),
      (.exitCrossing(1), [2, 5, 1, 0]),
      (.named(.exit, nil), [3, 3, 0, 0]),
    ]
    for (boundary, numbers) in expected {
      #expect(boundary.wireNumbers == numbers)
      #expect(try RangeBoundary(wireNumbers: numbers) == boundary)
    }
    let range = AnimationRange(.entry(0), .exit(1))
    #expect(range.wireNumbers == [2, 2, 0, 0, 2, 3, 1, 0])
    #expect(try AnimationRange(wireNumbers: range.wireNumbers) == range)
    #expect(throws: WireError.malformed) { try RangeBoundary(wireNumbers: [2, 99, 0, 0]) }
    #expect(throws: WireError.malformed) { try RangeBoundary(wireNumbers: [7, 0, 0, 0]) }
    #expect(throws: WireError.nonFinite) { try RangeBoundary(wireNumbers: [1, 0, .infinity, 0]) }
    #expect(throws: WireError.malformed) { try RangeBoundary(wireNumbers: [1, 0, 0]) }
    #expect(throws: WireError.malformed) { try AnimationRange(wireNumbers: [0, 0, 0, 0]) }
  }

  @Test func timelines() throws {
    let view = ProgressTimeline.view(
      subject: ScrollRect(x: 1, y: 2, width: 3, height: 4), axis: .x, startInset: 5, endInset: 6)
    #expect(view.wireNumbers == [1, 0, 1, 2, 3, 4, 5, 6])
    #expect(try ProgressTimeline(wireNumbers: view.wireNumbers) == view)
    #expect(ProgressTimeline.vertical.wireNumbers == [0, 1, 0, 0, 0, 0, 0, 0])
    #expect(try ProgressTimeline(wireNumbers: [0, 1, 0, 0, 0, 0, 0, 0]) == .vertical)
    #expect(throws: WireError.malformed) {
      try ProgressTimeline(wireNumbers: [2, 1, 0, 0, 0, 0, 0, 0])
    }
    #expect(throws: WireError.nonFinite) {
      try ProgressTimeline(wireNumbers: [1, 1, .nan, 0, 0, 0, 0, 0])
    }
  }
}
