import Foundation
import ScrollMotion
import ScrollMotionSpec
import ScrollMotionSpecPlayback
import ScrollMotionWire
import Testing

@testable import ScrollMotionWeb

/// One spec, played frame by frame on a hand-stepped clock through the
/// Apple front ends' path (ScrollMotionSpecPlayback's `SpecDelivery` over
/// `SpecPlayer`, what UIKit's and AppKit's `SpecDriver` run) and through
/// the browser engine's C functions, driven as the JavaScript runtime
/// drives them from the compiled spec: every animation's value, and every
/// value the front ends write, agree to the bit at every frame.
@Suite("One engine: the Apple path and the browser engine agree to the bit")
struct OneEngineAgreementTests {
  /// Scroll-driven, triggered (a spring's playback and several toggle
  /// actions) and smoothed animations of opacity, translation, scale,
  /// colour and a custom property, on view and scroll timelines (one
  /// horizontal), two animations of one property stacked.
  static func json(direction: String) -> String {
    """
    {
      "version": 1,
      "scroller": { "containerSize": [400, 600], "contentSize": [1200, 3000],
                    "direction": "\(direction)" },
      "elements": {
        "header": { "frame": [0, 0, 400, 200] },
        "card": { "frame": [0, 1200, 400, 240] },
        "badge": { "frame": [40, 1900, 120, 120] },
        "strip": { "frame": [600, 2400, 300, 100] }
      },
      "animations": [
        { "id": "fade", "target": "header", "property": "opacity", "range": "0px 500px",
          "easing": "cubic-bezier(0.3, -0.2, 0.6, 1.3)",
          "keyframes": [ { "offset": 0, "value": 1 }, { "offset": 1, "value": 0.2 } ] },
        { "id": "flash", "target": "header", "property": "opacity", "range": "200px 300px",
          "fill": "none",
          "keyframes": [ { "offset": 0, "value": 0.9 }, { "offset": 1, "value": 0.4 } ] },
        { "id": "reveal", "target": "card", "property": "translate",
          "timeline": { "type": "view", "subject": "card" }, "range": "entry",
          "trigger": { "easing": "spring(1 120 9)",
                       "actions": "play reverse restart reverse" },
          "keyframes": [ { "offset": 0, "value": [0, 80] },
                         { "offset": 0.4, "value": [10, 20], "easing": "steps(3)" },
                         { "offset": 1, "value": [0, 0] } ] },
        { "id": "grow", "target": "card", "property": "scale",
          "timeline": { "type": "view", "subject": "card" }, "range": "contain",
          "trigger": { "duration": 0.4, "easing": "ease-out",
                       "actions": { "onEnter": "play", "onLeave": "pause",
                                    "onEnterBack": "resume", "onLeaveBack": "reset" } },
          "keyframes": [ { "offset": 0, "value": [0.5, 0.8] }, { "offset": 1, "value": [1, 1] } ] },
        { "id": "tint", "target": "badge", "property": "backgroundColor", "colorSpace": "oklab",
          "timeline": { "type": "view", "subject": "badge" }, "range": "cover",
          "smoothing": 0.3,
          "keyframes": [ { "offset": 0, "value": "#ff336680" }, { "offset": 1, "value": "#2266ff" } ] },
        { "id": "slide", "target": "strip", "property": "translate",
          "timeline": { "type": "scroll", "axis": "inline" }, "smoothing": 0.2,
          "keyframes": [ { "offset": 0, "value": [0, 0] }, { "offset": 1, "value": [-120, 0] } ] },
        { "id": "progress", "property": "--progress",
          "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 100 } ] },
        { "id": "spin", "target": "badge", "property": "rotate",
          "timeline": { "type": "view", "subject": "badge" }, "range": "exit", "fill": "none",
          "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 180 } ] }
      ]
    }
    """
  }

  /// A frame clock a test fires by hand, at the times it chooses.
  final class HandClock: FrameClock {
    private var handler: ((DisplayFrame) -> Void)?
    var isRunning: Bool { handler != nil }
    func start(_ handler: @escaping (DisplayFrame) -> Void) { self.handler = handler }
    func stop() { handler = nil }
    func fire(at time: Double) {
      handler?(DisplayFrame(timestamp: time, targetTimestamp: time))
    }
  }

  /// The browser engine behind a handle, built from the compiled spec
  /// through the C functions in the order the runtime's `Choreography.build_`
  /// calls them.
  final class Browser {
    let handle = webNew()
    var web: WebChoreography { WebHandle.from(handle).choreography }
    var report = 0

    deinit { webRelease(handle) }

    /// The compiled form, as the runtime reads it. Decoded with
    /// `JSONDecoder`, which reads every number to the bit as JavaScript's
    /// `JSON.parse` does (`JSONSerialization` on Linux reads some a unit in
    /// the last place off).
    struct Compiled: Decodable {
      struct Animation: Decodable {
        var kind: Int32
        var timeline: [Double]
        var fill: Int32
        var clamp: [Double]?
        var space: [Double]
        var range: [Double]
        var easing: [Double]
        var keyframes: [Keyframe]
        var trigger: [Double]?
        var smoothing: Double?
      }

      /// `[offset, [components], [easing numbers]]`.
      struct Keyframe: Decodable {
        var offset: Double
        var components: [Double]
        var easing: [Double]

        init(from decoder: any Decoder) throws {
          var container = try decoder.unkeyedContainer()
          offset = try container.decode(Double.self)
          components = try container.decode([Double].self)
          easing = try container.decode([Double].self)
        }
      }

      var scroller: [Double]
      var direction: Int32?
      var animations: [Animation]
    }

    init(compiled text: String) throws {
      let compiled = try JSONDecoder().decode(Compiled.self, from: Data(text.utf8))
      let scroller = compiled.scroller
      #expect(
        webSetScroller(
          handle, scroller[0], scroller[1], scroller[2], scroller[3], scroller[4], scroller[5],
          scroller[6], scroller[7], compiled.direction ?? 0) == 1)
      for animation in compiled.animations {
        let clamp = animation.clamp ?? [.nan, .nan]
        let index = animation.timeline.withUnsafeBufferPointer {
          webAdd(handle, animation.kind, $0.baseAddress, animation.fill, clamp[0], clamp[1])
        }
        #expect(index >= 0)
        #expect(
          animation.range.withUnsafeBufferPointer {
            webSetRangeEncoded(handle, index, $0.baseAddress)
          } == 1)
        #expect(
          animation.easing.withUnsafeBufferPointer {
            webSetEasingEncoded(handle, index, $0.baseAddress, Int32($0.count))
          } == 1)
        if animation.kind == Int32(WireValueKind.color.rawValue) {
          #expect(
            webSetColorSpace(handle, index, Int32(animation.space[0]), Int32(animation.space[1]))
              == 1)
        }
        for keyframe in animation.keyframes {
          let added = keyframe.components.withUnsafeBufferPointer { values in
            keyframe.easing.withUnsafeBufferPointer { easing in
              webAddKeyframeEncoded(
                handle, index, keyframe.offset, values.baseAddress, Int32(values.count),
                easing.baseAddress, Int32(easing.count))
            }
          }
          #expect(added == 1)
        }
        // A trigger's numbers, or a smoothing's one.
        if let motion = animation.trigger ?? animation.smoothing.map({ [$0] }) {
          #expect(
            motion.withUnsafeBufferPointer {
              webSetMotion(handle, index, $0.baseAddress, Int32($0.count))
            } == 1)
        }
      }
      #expect(webBuild(handle) == 1, "\(WebHandle.from(handle).choreography.lastError)")
    }

    var needsFrames: Bool { report & WireReport.needsFrames.rawValue != 0 }

    /// Animation `index`'s value in the output, as the runtime reads it
    /// (`null` for no effect): the kind's components.
    func components(of index: Int, kind: WireValueKind) -> [Double]? {
      let base = index * WireFormat.outputStride
      let state = WireOutputState(rawValue: Int(web.output[base]))
      guard state == .changed || state == .unchanged else { return nil }
      return Array(web.output[(base + 1)...(base + kind.componentCount)])
    }
  }

  /// A value's components, colours as `RGBAColor` keeps them.
  static func components(_ value: SpecValue?) -> [Double]? {
    switch value {
    case .number(let number): [number]
    case .pair(let x, let y): [x, y]
    case .color(let color): [color.red, color.green, color.blue, color.alpha]
    case nil: nil
    }
  }

  /// The components' bit patterns, so that -0 differs from 0.
  static func bits(_ components: [Double]?) -> [UInt64]? {
    components?.map(\.bitPattern)
  }

  @Test(arguments: ["ltr", "rtl"])
  func everyValueAtEveryFrameIsTheSame(direction: String) throws {
    let spec = try ChoreographySpec(json: Self.json(direction: direction))
    let browser = try Browser(compiled: try SpecCompiler.compile(spec))
    let clock = HandClock()
    var now = 0.0
    var written: [SpecTarget: SpecValue?] = [:]
    let player = try SpecPlayer(spec)
    let apple = SpecDelivery(
      player: player, clock: clock, now: { now },
      makeWrite: { target in { written[target] = $0 } })
    // The kinds as the compiled form has them: the drafts' own.
    let kinds = try spec.drafts(validating: false).map(\.kind)
    var moving = 0
    var revealValues: Set<[UInt64]> = []
    // A long script of scrolls (content offsets along both axes) and
    // frames in between, at uneven times in milliseconds, from a fixed
    // xorshift start; the first scrolls cross every range both ways.
    var script: [(milliseconds: Double, offset: ScrollPoint?)] = [
      (0, ScrollPoint(x: 0, y: 0)), (16, ScrollPoint(x: 100, y: 250)), (16, nil),
      (33, ScrollPoint(x: 300, y: 700)), (16, nil), (50, nil), (16, ScrollPoint(x: 400, y: 1_500)),
      (16, nil), (200, nil), (16, ScrollPoint(x: 0, y: 2_400)), (16, nil), (500, nil),
      (16, ScrollPoint(x: 800, y: 900)), (16, ScrollPoint(x: 800, y: 300)), (16, nil),
      (1_000, nil), (2_000, nil),
    ]
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<600 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      let step = Double(state % 40 + 1)
      let offset: ScrollPoint? =
        state % 3 == 0
        ? nil
        : ScrollPoint(x: Double((state >> 20) % 860) - 30, y: Double((state >> 8) % 2_500) - 50)
      script.append((step, offset))
    }
    var milliseconds = 0.0
    var scrolled = false
    for (position, (step, offset)) in script.enumerated() {
      milliseconds += step
      let time = milliseconds / 1_000
      if let offset {
        scrolled = true
        now = time
        apple.update(
          metrics: ScrollMetrics(
            contentOffset: offset, contentSize: spec.scroller.contentSize,
            containerSize: spec.scroller.containerSize),
          elementFrame: { _ in nil })
        browser.report = webUpdateAt(browser.handle, offset.x, offset.y, milliseconds, 1_000)
      } else {
        // The runtime's frame loop and the display link both run only
        // while something moves.
        #expect(clock.isRunning == browser.needsFrames, "frame \(position)")
        guard scrolled, browser.needsFrames else { continue }
        clock.fire(at: time)
        browser.report = webAdvance(browser.handle, milliseconds, 1_000)
      }
      #expect(player.needsFrames == browser.needsFrames, "frame \(position)")
      if browser.needsFrames { moving += 1 }
      if let reveal = Self.bits(Self.components(player.value(ofAnimationAt: 2))) {
        revealValues.insert(reveal)
      }
      // Every animation's value.
      for index in kinds.indices {
        let web = browser.components(of: index, kind: kinds[index])
        #expect(
          Self.bits(Self.components(player.value(ofAnimationAt: index))) == Self.bits(web),
          "animation \(spec.animations[index].id), frame \(position)")
      }
      // What the front ends wrote to each target: the last of its
      // animations with an effect in the browser's output.
      for (number, target) in player.targets.enumerated() {
        let members = spec.animations.indices.filter {
          SpecTarget(element: spec.animations[$0].target, property: spec.animations[$0].property)
            == target
        }
        let shown = members.reversed().lazy.compactMap {
          browser.components(of: $0, kind: kinds[$0])
        }.first
        #expect(written.keys.contains(target), "target \(number) never written")
        let value = written[target] ?? nil
        var composed = shown
        if case .color = value, let web = shown {
          // As the spec's colour value keeps them.
          composed = Self.components(
            .color(RGBAColor(red: web[0], green: web[1], blue: web[2], alpha: web[3])))
        }
        #expect(
          Self.bits(Self.components(value)) == Self.bits(composed),
          "\(target.element ?? "app") \(target.property.name), frame \(position)")
      }
    }
    // The script did play things in time: frames with something moving,
    // and the triggered reveal through many values, not only its ends.
    #expect(moving > 100)
    #expect(revealValues.count > 20)
  }
}
