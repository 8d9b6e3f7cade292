import AllocationCounter
import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

/// What a player holds stays the same size however often it refits: a
/// refit frees what it replaces.
@Suite("SpecPlayer memory across refits")
struct SpecPlayerMemoryTests {
  /// The cards of ``json``: few, as each adds seconds to the 10,000 refits
  /// of a debug build.
  static let cards = 2

  /// ``cards`` cards, each with an opacity that jumps to its end under reduced
  /// motion, a smoothed translation on its view timeline that does too, a
  /// triggered scale, a colour that keeps running and a pin across on a
  /// percentage of the horizontal scroll (whose length the container's
  /// width sets): Reduce Motion rebuilds three animations of each card,
  /// a new width their pins, and each refit retimes the rest.
  static var json: String {
    var elements: [String] = []
    var animations: [String] = []
    for card in 0..<Self.cards {
      let name = "c\(card)"
      elements.append(#""\#(name)": { "frame": [\#(card * 40), \#(400 + card * 300), 200, 150] }"#)
      animations.append(
        #"""
        { "id": "fade\#(card)", "target": "\#(name)", "property": "opacity",
          "range": "\#(card * 100)px \#(card * 100 + 900)px", "reducedMotion": "jump-to-end",
          "keyframes": [ { "offset": 0, "value": 0.2 }, { "offset": 1, "value": 1 } ] },
        { "id": "slide\#(card)", "target": "\#(name)", "property": "translate", "smoothing": 0.3,
          "timeline": { "type": "view", "subject": "\#(name)" }, "reducedMotion": "jump-to-end",
          "keyframes": [ { "offset": 0, "value": [0, 80] }, { "offset": 1, "value": [0, 0] } ] },
        { "id": "pop\#(card)", "target": "\#(name)", "property": "scale",
          "timeline": { "type": "view", "subject": "\#(name)" }, "range": "contain",
          "reducedMotion": "jump-to-end",
          "trigger": { "duration": 0.4, "actions": "play reverse play reverse" },
          "keyframes": [ { "offset": 0, "value": 0.8 }, { "offset": 1, "value": 1 } ] },
        { "id": "tint\#(card)", "target": "\#(name)", "property": "backgroundColor",
          "keyframes": [ { "offset": 0, "value": "#ff0000" }, { "offset": 1, "value": "#0000ff" } ] },
        { "id": "hold\#(card)", "target": "\#(name)", "pin": true,
          "timeline": { "type": "scroll", "axis": "x" }, "range": "0% 50%" }
        """#)
    }
    return Fixtures.spec(
      animations: animations.joined(separator: ",\n"),
      elements: "{ \(elements.joined(separator: ", ")) }",
      scroller: #"{ "containerSize": [400, 600], "contentSize": [1200, 3000] }"#)
  }

  /// Refit `step` of a cycle of four: Reduce Motion on, a smaller
  /// container, Reduce Motion off, the container back; each followed by an
  /// update at a scroll position of its own and the changes handed over.
  static func refit(_ player: SpecPlayer, step: Int, total: inout Double) {
    let phase = step % 4
    if phase == 0 || phase == 2 { player.setReducesMotion(phase == 0) }
    let isSmall = phase == 1 || phase == 2
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: Double(step % 7) * 40, y: Double(step % 11) * 150),
      contentSize: ScrollSize(width: 1_200, height: 3_000),
      containerSize: ScrollSize(width: isSmall ? 380 : 400, height: isSmall ? 560 : 600))
    player.update(with: metrics, at: Double(step) / 60)
    player.forEachChange { _, value in
      if case .number(let number) = value { total += number }
    }
  }

  // Counted on this thread alone (see AllocationCounter), so that suites
  // running beside it change nothing; glibc only, where the counter sees
  // every allocation and free.
  @Test(.disabled(if: sm_allocations_sanitized() != 0, "a sanitizer owns malloc"))
  func tenThousandRefitsLeaveNoMoreAllocated() throws {
    try #require(sm_allocations_supported() != 0, "allocation counting needs glibc")
    let player = try SpecPlayer(ChoreographySpec(json: Self.json))
    var total = 0.0
    // Warm-up: the buffers a refit reuses reach their size, and the
    // playing spec of each Reduce Motion setting is made once.
    for step in 0..<400 { Self.refit(player, step: step, total: &total) }
    let rebuiltBefore = player.rebuiltAnimations
    sm_allocations_begin()
    for step in 400..<10_400 { Self.refit(player, step: step, total: &total) }
    let blocks = sm_live_blocks()
    let bytes = sm_live_bytes()
    let allocations = sm_allocations_end()
    // They did build again: three animations of each card per Reduce
    // Motion toggle (5,000 toggles), and each card's pin per width (5,000
    // new widths).
    #expect(player.rebuiltAnimations - rebuiltBefore == 5_000 * 4 * Self.cards)
    #expect(allocations > 0)
    #expect(blocks <= 0, "\(blocks) more blocks allocated after 10,000 refits")
    // In bytes, a block of the same size asked for may come back 16 bytes
    // larger (glibc hands out a whole free chunk when what is left of it
    // is too small to split), so the bytes wobble by 16s; a byte kept per
    // ten refits would be 1,000.
    #expect(bytes < 512, "\(bytes) more bytes allocated after 10,000 refits")
    #expect(total != 0)
  }
}
