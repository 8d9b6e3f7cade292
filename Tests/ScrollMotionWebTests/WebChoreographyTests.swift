import ScrollMotion
import ScrollMotionWire
import Testing

@testable import ScrollMotionWeb

/// What the engine behind the WebAssembly exports promises, tested natively
/// (the node tests check the same through wasm).
@Suite struct WebChoreographyTests {
  /// A 100 × 200 scroller over 2,000 points of content.
  static func choreography() -> WebChoreography {
    let web = WebChoreography()
    web.setScroller(
      ScrollMetrics(
        contentSize: ScrollSize(width: 100, height: 2000),
        containerSize: ScrollSize(width: 100, height: 200)),
      direction: .leftToRight)
    return web
  }

  static func state(_ web: WebChoreography, _ index: Int) -> WireOutputState? {
    WireOutputState(rawValue: Int(web.output[index * WireFormat.outputStride]))
  }

  static func values(_ web: WebChoreography, _ index: Int) -> [Double] {
    let base = index * WireFormat.outputStride
    return Array(web.output[(base + 1)..<(base + WireFormat.outputStride)])
  }

  @Test func rangeOffsetsAreWhereProgressStartsAndEnds() {
    let web = Self.choreography()
    // A 100-point subject at y = 600 in a 200-point viewport: its cover
    // range runs from offset 400 (entering) to 700 (gone).
    let subject = ScrollRect(x: 0, y: 600, width: 100, height: 100)
    let cover = web.addAnimation(
      kind: .number, timeline: .view(subject: subject), fill: .both, clamp: nil)
    let scroll = web.addAnimation(kind: .number, timeline: .vertical, fill: .both, clamp: nil)
    #expect(web.setRange(of: scroll, start: .progress(0.25), end: .progress(0.5)))
    for index in [cover, scroll] {
      #expect(web.addKeyframe(to: index, offset: 0, components: [0], easing: nil))
      #expect(web.addKeyframe(to: index, offset: 1, components: [1], easing: nil))
    }
    #expect(web.build())
    #expect(web.rangeOffsets(of: cover)! == (400, 700))
    // A quarter and a half of the 1,800-point scroll range.
    #expect(web.rangeOffsets(of: scroll)! == (450, 900))
    #expect(web.rangeOffsets(of: 7) == nil)
  }

  /// Three animations on two subjects' view timelines and one on the
  /// scroll, at `frames` (one per subject), physical, in `metrics`.
  static func subjects(
    _ frames: [ScrollRect], in metrics: ScrollMetrics, direction: ContentDirection
  ) -> WebChoreography {
    let web = WebChoreography()
    web.setScroller(metrics, direction: direction)
    let timelines: [ProgressTimeline] = [
      .view(subject: frames[0]), .view(subject: frames[1], axis: .x, startInset: 10, endInset: 5),
      .view(subject: frames[0]), .vertical,
    ]
    for (index, timeline) in timelines.enumerated() {
      let added = web.addAnimation(kind: .number, timeline: timeline, fill: .both, clamp: nil)
      #expect(web.setRange(of: added, start: .start(of: .entry), end: .end(of: .exit)))
      #expect(web.addKeyframe(to: added, offset: 0, components: [Double(index)], easing: nil))
      #expect(web.addKeyframe(to: added, offset: 1, components: [10], easing: .easeInOut))
    }
    #expect(web.build())
    return web
  }

  @Test(arguments: [ContentDirection.leftToRight, .rightToLeft])
  func movingASubjectInPlaceGivesWhatABuildThereGives(direction: ContentDirection) {
    let before = ScrollMetrics(
      contentSize: ScrollSize(width: 900, height: 2000),
      containerSize: ScrollSize(width: 300, height: 200))
    var after = before
    after.containerSize.height = 197
    let old = [
      ScrollRect(x: 0, y: 600, width: 100, height: 100),
      ScrollRect(x: 400, y: 0, width: 80, height: 50),
    ]
    let new = [ScrollRect(x: 0, y: 640, width: 100, height: 90), old[1]]
    let refitted = Self.subjects(old, in: before, direction: direction)
    refitted.update(contentOffset: ScrollPoint(x: 300, y: 500))
    // The container shrinks and the first subject moves: the scroller set
    // again, that subject's two animations retimed.
    refitted.setScroller(after, direction: direction)
    #expect(refitted.moveSubject(of: 0, to: new[0]))
    #expect(refitted.moveSubject(of: 2, to: new[0]))
    #expect(!refitted.moveSubject(of: 3, to: new[0]), "a scroll timeline has no subject")
    #expect(!refitted.moveSubject(of: 4, to: new[0]), "no such animation")
    let built = Self.subjects(new, in: after, direction: direction)
    for y in stride(from: 0.0, through: 1800, by: 45) {
      let offset = ScrollPoint(x: 300 - y / 6, y: y)
      refitted.update(contentOffset: offset)
      built.update(contentOffset: offset)
      for index in 0..<4 {
        #expect(
          Self.values(refitted, index).map(\.bitPattern)
            == Self.values(built, index).map(\.bitPattern),
          "animation \(index) at \(offset)")
      }
    }
    #expect(refitted.pinDistance(of: 0) == built.pinDistance(of: 0))
  }

  @Test func pinDistanceIsTheLengthOfTheRange() {
    let web = Self.choreography()
    // The cover range of a 100-point subject in a 200-point viewport is
    // 300 points long; the scroller cannot scroll sideways, so a
    // horizontal timeline is inactive and pins nothing.
    let subject = ScrollRect(x: 0, y: 600, width: 100, height: 100)
    let cover = web.addAnimation(
      kind: .number, timeline: .view(subject: subject), fill: .both, clamp: nil)
    let sideways = web.addAnimation(kind: .number, timeline: .horizontal, fill: .both, clamp: nil)
    for index in [cover, sideways] {
      #expect(web.addKeyframe(to: index, offset: 0, components: [0], easing: nil))
      #expect(web.addKeyframe(to: index, offset: 1, components: [1], easing: nil))
    }
    #expect(web.build())
    #expect(web.pinDistance(of: cover) == 300)
    #expect(web.pinDistance(of: sideways) == 0)
    #expect(web.pinDistance(of: 7) == 0)
  }

  @Test func outputStatesReportOnlyChanges() {
    let web = Self.choreography()
    let index = web.addAnimation(kind: .number, timeline: .vertical, fill: .both, clamp: nil)
    #expect(web.addKeyframe(to: index, offset: 0, components: [0], easing: nil))
    #expect(web.addKeyframe(to: index, offset: 1, components: [10], easing: nil))
    #expect(web.build())
    web.update(contentOffset: ScrollPoint(x: 0, y: 900))
    #expect(Self.state(web, index) == .changed)
    #expect(Self.values(web, index)[0] == 5)
    web.update(contentOffset: ScrollPoint(x: 0, y: 900))
    #expect(Self.state(web, index) == .unchanged)
    web.update(contentOffset: ScrollPoint(x: 0, y: 1800))
    #expect(Self.state(web, index) == .changed)
    #expect(Self.values(web, index)[0] == 10)
  }

  @Test func fillNoneClearsAndThenStaysQuiet() throws {
    let web = Self.choreography()
    let index = web.addAnimation(kind: .number, timeline: .vertical, fill: .none, clamp: nil)
    #expect(web.setRange(of: index, start: .progress(0.25), end: .progress(0.5)))
    #expect(web.addKeyframe(to: index, offset: 0, components: [1], easing: nil))
    #expect(web.addKeyframe(to: index, offset: 1, components: [2], easing: nil))
    #expect(web.build())
    web.update(contentOffset: ScrollPoint(x: 0, y: 0))
    #expect(Self.state(web, index) == .cleared)
    web.update(contentOffset: ScrollPoint(x: 0, y: 0))
    #expect(Self.state(web, index) == .noEffect)
    web.update(contentOffset: ScrollPoint(x: 0, y: 675))
    #expect(Self.state(web, index) == .changed)
    #expect(Self.values(web, index)[0] == 1.5)
  }

  @Test func opacityClampAndValueShapes() throws {
    let web = Self.choreography()
    let opacity = web.addAnimation(kind: .number, timeline: .vertical, fill: .both, clamp: 0...1)
    #expect(web.addKeyframe(to: opacity, offset: 0, components: [-1], easing: nil))
    #expect(web.addKeyframe(to: opacity, offset: 1, components: [3], easing: .easeInBack))
    let pair = web.addAnimation(kind: .pair, timeline: .vertical, fill: .both, clamp: nil)
    #expect(web.addKeyframe(to: pair, offset: 0, components: [0, 0], easing: nil))
    #expect(web.addKeyframe(to: pair, offset: 1, components: [100, -50], easing: nil))
    let color = web.addAnimation(kind: .color, timeline: .vertical, fill: .both, clamp: nil)
    #expect(web.setColorSpace(of: color, .oklab))
    #expect(web.addKeyframe(to: color, offset: 0, components: [1, 0, 0, 1], easing: nil))
    #expect(web.addKeyframe(to: color, offset: 1, components: [0, 0, 1, 1], easing: nil))
    #expect(web.build())
    web.update(contentOffset: ScrollPoint(x: 0, y: 0))
    #expect(Self.values(web, opacity)[0] == 0)
    web.update(contentOffset: ScrollPoint(x: 0, y: 1800))
    #expect(Self.values(web, opacity)[0] == 1)
    #expect(Array(Self.values(web, pair)[0..<2]) == [100, -50])
    #expect(Self.values(web, color) == [0, 0, 1, 1])
  }

  @Test func failuresAreReportedAndNothingIsBuilt() {
    let web = Self.choreography()
    #expect(!web.setEasing(of: 3, .linear))
    #expect(web.lastError == "no such animation")
    let index = web.addAnimation(kind: .pair, timeline: .vertical, fill: .both, clamp: nil)
    #expect(!web.addKeyframe(to: index, offset: 0, components: [1], easing: nil))
    #expect(web.lastError == "a keyframe value has the wrong number of components")
    #expect(!web.addKeyframe(to: index, offset: 0, components: [1, .nan], easing: nil))
    #expect(web.lastError == "keyframe values must be finite")
    #expect(web.addKeyframe(to: index, offset: 0.5, components: [1, 1], easing: nil))
    #expect(web.addKeyframe(to: index, offset: 0.25, components: [1, 1], easing: nil))
    #expect(!web.build())
    #expect(web.failedAnimation == index)
    #expect(web.lastError.hasPrefix("animation 0: "))
    #expect(web.output.allSatisfy { $0 == 0 })
  }
}

/// Right-to-left content: the engine takes physical offsets and frames,
/// as the page measures them, and mirrors them as `scrollmotion eval` does.
@Suite struct WebChoreographyDirectionTests {
  /// A 600 × 300 scroller over 3,000 points of content, insets 20 left and
  /// 60 right (physical offsets -20 ... 2460), running right to left.
  static let physical = ScrollMetrics(
    contentSize: ScrollSize(width: 3_000, height: 300),
    containerSize: ScrollSize(width: 600, height: 300),
    contentInsets: ScrollInsets(top: 0, left: 20, bottom: 0, right: 60))

  static func choreography() -> WebChoreography {
    let web = WebChoreography()
    web.setScroller(physical, direction: .rightToLeft)
    return web
  }

  static func linear(_ web: WebChoreography, _ timeline: ProgressTimeline) -> Int {
    let index = web.addAnimation(kind: .number, timeline: timeline, fill: .both, clamp: nil)
    _ = web.addKeyframe(to: index, offset: 0, components: [0], easing: nil)
    _ = web.addKeyframe(to: index, offset: 1, components: [1], easing: nil)
    return index
  }

  @Test func horizontalScrollProgressStartsAtTheRightEdge() throws {
    let web = Self.choreography()
    let scroll = Self.linear(web, .horizontal)
    let vertical = Self.linear(web, .vertical)
    #expect(web.build())
    // The mirrored range is -60 ... 2400 + 20: progress 0 at the physical
    // right end (2460), 1 at the left (-20).
    for (x, expected) in [(2_460.0, 0.0), (-20, 1), (1_220, 0.5)] {
      web.update(contentOffset: ScrollPoint(x: x, y: 0))
      let value = WebChoreographyTests.values(web, scroll)[0]
      #expect(abs(value - expected) < 1e-12, "at \(x)")
    }
    // The block axis is the same in both directions: no scroll range here.
    #expect(WebChoreographyTests.state(web, vertical) != .changed)
  }

  @Test func agreesWithTheCoreOnMirroredMetricsAndFrames() throws {
    // Subjects across the content and offsets across the range (a grid:
    // this target has no property-test helper): the engine given physical
    // numbers equals the core given the mirrored ones, ContentDirection's
    // own definition.
    let rtl = ContentDirection.rightToLeft
    for (x, width) in [(0.0, 300.0), (400, 900), (1_200, 300), (2_700, 300), (1_000, 0)] {
      let web = Self.choreography()
      let subject = ScrollRect(x: x, y: 0, width: width, height: 100)
      let view = Self.linear(web, .view(subject: subject, axis: .x, startInset: 30, endInset: 50))
      #expect(web.build())
      let timeline = ProgressTimeline.view(
        subject: rtl.logicalFrame(subject, in: 3_000), axis: .x, startInset: 30, endInset: 50)
      for offset in stride(from: -20.0, through: 2_460, by: 61.5) {
        web.update(contentOffset: ScrollPoint(x: offset, y: 0))
        var metrics = Self.physical
        metrics.contentOffset.x = offset
        let state = try #require(timeline.state(for: rtl.logicalMetrics(metrics)))
        let expected = min(max(state.progress, 0), 1)
        let value = WebChoreographyTests.values(web, view)[0]
        #expect(abs(value - expected) <= 1e-9, "subject at \(x), offset \(offset)")
      }
    }
  }

  @Test func rangeOffsetsArePhysical() throws {
    let web = Self.choreography()
    // A 300-point tile at x = 1200: right to left, cover starts where its
    // right edge meets the viewport's left edge (offset 1500) and ends
    // where its left edge meets the viewport's right edge (600).
    let subject = ScrollRect(x: 1_200, y: 0, width: 300, height: 300)
    let cover = Self.linear(web, .view(subject: subject, axis: .x))
    #expect(web.build())
    let offsets = try #require(web.rangeOffsets(of: cover))
    #expect(abs(offsets.start - 1_500) < 1e-9 && abs(offsets.end - 600) < 1e-9)
    web.update(contentOffset: ScrollPoint(x: 1_050, y: 0))
    #expect(abs(WebChoreographyTests.values(web, cover)[0] - 0.5) < 1e-12)
  }

  @Test func pinDistanceIsPositiveRightToLeft() {
    let web = Self.choreography()
    // The cover range above runs from 1,500 to 600 physically: 900 points.
    let subject = ScrollRect(x: 1_200, y: 0, width: 300, height: 300)
    let cover = Self.linear(web, .view(subject: subject, axis: .x))
    #expect(web.build())
    #expect(abs(web.pinDistance(of: cover) - 900) < 1e-9)
  }

  @Test func theDirectionIsReadAtBuildInEitherOrder() throws {
    // Described first, then the scroller and direction: the same values.
    let web = WebChoreography()
    let subject = ScrollRect(x: 1_200, y: 0, width: 300, height: 300)
    let cover = Self.linear(web, .view(subject: subject, axis: .x))
    let reference = Self.choreography()
    _ = Self.linear(reference, .view(subject: subject, axis: .x))
    web.setScroller(Self.physical, direction: .rightToLeft)
    #expect(web.build() && reference.build())
    for x in stride(from: -20.0, through: 2_460, by: 123) {
      web.update(contentOffset: ScrollPoint(x: x, y: 0))
      reference.update(contentOffset: ScrollPoint(x: x, y: 0))
      #expect(WebChoreographyTests.values(web, cover) == WebChoreographyTests.values(reference, 0))
    }
  }

  @Test func theExportTakesTheDirection() throws {
    let handle = webNew()
    defer { webRelease(handle) }
    #expect(webSetScroller(handle, 600, 300, 3_000, 300, 0, 20, 0, 60, 1) == 1)
    #expect(WebHandle.from(handle).choreography.direction == .rightToLeft)
    #expect(webSetScroller(handle, 600, 300, 3_000, 300, 0, 20, 0, 60, 0) == 1)
    #expect(WebHandle.from(handle).choreography.direction == .leftToRight)
  }
}

/// The C functions themselves, called as JavaScript calls them.
@Suite struct WebExportTests {
  @Test func compiledNumbersBuildAndEvaluate() throws {
    let handle = webNew()
    defer { webRelease(handle) }
    #expect(webSetScroller(handle, 100, 200, 100, 2000, 0, 0, 0, 0, 0) == 1)
    let timeline = ProgressTimeline.vertical.wireNumbers
    let index = timeline.withUnsafeBufferPointer { webAdd(handle, 0, $0.baseAddress, 3, 0, 1) }
    #expect(index == 0)
    let range = AnimationRange.normal.wireNumbers
    #expect(
      range.withUnsafeBufferPointer { webSetRangeEncoded(handle, index, $0.baseAddress) } == 1)
    let easing = try #require(Easing.easeInOut.wireNumbers)
    #expect(
      easing.withUnsafeBufferPointer {
        webSetEasingEncoded(handle, index, $0.baseAddress, Int32($0.count))
      } == 1)
    for (offset, value) in [(0.0, 0.0), (1.0, 1.0)] {
      let ok = [value].withUnsafeBufferPointer {
        webAddKeyframeEncoded(handle, index, offset, $0.baseAddress, 1, nil, 0)
      }
      #expect(ok == 1)
    }
    #expect(webBuild(handle) == 1)
    let output = try #require(webUpdate(handle, 0, 900))
    #expect(output[0] == Double(WireOutputState.changed.rawValue))
    #expect(output[1] == Easing.easeInOut.transform(0.5))
  }

  @Test func malformedNumbersAreRefusedNotTrappedOn() {
    let handle = webNew()
    defer { webRelease(handle) }
    let timeline = ProgressTimeline.vertical.wireNumbers
    #expect(timeline.withUnsafeBufferPointer { webAdd(handle, 7, $0.baseAddress, 3, 0, 1) } == -1)
    let badTimeline: [Double] = [5, 1, 0, 0, 0, 0, 0, 0]
    #expect(
      badTimeline.withUnsafeBufferPointer { webAdd(handle, 0, $0.baseAddress, 3, 0, 1) } == -1)
    let index = timeline.withUnsafeBufferPointer {
      webAdd(handle, 0, $0.baseAddress, 3, .nan, .nan)
    }
    #expect(index == 0)
    let overflow: [Double] = [3, 4.6e18, 0, 0]
    #expect(
      overflow.withUnsafeBufferPointer {
        webSetEasingEncoded(handle, index, $0.baseAddress, Int32($0.count))
      } == 0)
    #expect(WebHandle.from(handle).choreography.lastError == "malformed numbers in a compiled spec")
    let badRange: [Double] = [2, 9, 0, 0, 0, 0, 0, 0]
    #expect(
      badRange.withUnsafeBufferPointer { webSetRangeEncoded(handle, index, $0.baseAddress) } == 0)
    #expect(webSetColorSpace(handle, index, 9, 0) == 0)
    #expect(webSetScroller(handle, 100, 200, 100, 2000, 0, 0, 0, 0, 2) == 0)
    #expect(WebHandle.from(handle).choreography.lastError == "malformed numbers in a compiled spec")
    #expect(WebHandle.from(handle).choreography.direction == .leftToRight)
  }

  @Test func specsAsWrittenCompileWithTheirProblemsListed() throws {
    let handle = webNew()
    defer { webRelease(handle) }
    let good = """
      {"version": 1, "scroller": {"containerSize": [100, 200], "contentSize": [100, 2000]},
       "animations": [{"id": "o", "property": "opacity",
         "keyframes": [{"offset": 0, "value": 1}, {"offset": 1, "value": 0}]}]}
      """
    #expect(
      Array(good.utf8).withUnsafeBufferPointer {
        webCompile(handle, $0.baseAddress, Int32($0.count))
      } == 1)
    let text = String(
      decoding: UnsafeBufferPointer(start: webText(handle), count: Int(webTextLength(handle))),
      as: UTF8.self)
    #expect(text.hasPrefix("{\"compiled\": 1, "))
    let bad =
      #"{"version": 1, "scroller": {}, "animations": [{"id": "o", "property": "opacity", "easing": "ease-outt", "keyframes": []}]}"#
    #expect(
      Array(bad.utf8).withUnsafeBufferPointer {
        webCompile(handle, $0.baseAddress, Int32($0.count))
      } == 0)
    let error = String(
      decoding: UnsafeBufferPointer(start: webError(handle), count: Int(webErrorLength(handle))),
      as: UTF8.self)
    #expect(error.contains("animations[0].easing"))
  }
}

/// The text JavaScript reads from a handle keeps its stated invariant, and
/// the check that debug builds run after each change sees it when it does
/// not.
@Suite struct WebHandleTests {
  @Test func theTextStaysWithinItsBuffer() {
    let handle = webNew()
    defer { webRelease(handle) }
    let web = WebHandle.from(handle)
    #expect(web.verifyInvariants())
    web.setText("scroll")
    #expect(web.textLength == 6)
    #expect(web.verifyInvariants())
    web.setText("")
    #expect(web.textLength == 0 && web.text.count >= 1)
    #expect(web.verifyInvariants())
    web.textLength = web.text.count + 1
    #expect(!web.verifyInvariants())
    web.textLength = -1
    #expect(!web.verifyInvariants())
  }
}
