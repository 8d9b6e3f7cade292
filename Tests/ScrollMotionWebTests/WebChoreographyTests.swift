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
    web.metrics = ScrollMetrics(
      contentSize: ScrollSize(width: 100, height: 2000),
      containerSize: ScrollSize(width: 100, height: 200))
    return web
  }

  static func state(_ web: WebChoreography, _ index: Int) -> WireOutputState? {
    WireOutputState(rawValue: Int(web.output[index * WireFormat.outputStride]))
  }

  static func values(_ web: WebChoreography, _ index: Int) -> [Double] {
    let base = index * WireFormat.outputStride
    return Array(web.output[(base + 1)..<(base + WireFormat.outputStride)])
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

/// The C functions themselves, called as JavaScript calls them.
@Suite struct WebExportTests {
  @Test func compiledNumbersBuildAndEvaluate() throws {
    let handle = webNew()
    defer { webRelease(handle) }
    webSetScroller(handle, 100, 200, 100, 2000, 0, 0, 0, 0)
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
