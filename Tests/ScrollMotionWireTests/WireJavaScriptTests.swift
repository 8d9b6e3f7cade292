import Foundation
import ScrollMotionWire
import Testing

/// The JavaScript runtime gets the wire format's codes from a block
/// generated here, so the numbers are written once, in Swift. The test
/// fails when `Web/runtime/scrollmotion.js` holds anything else; run it
/// with `SCROLLMOTION_REGENERATE=1` to rewrite the block.
@Suite struct WireJavaScriptTests {
  static let begin = "// BEGIN wire format"
  static let end = "// END wire format"

  static func object<Code: CaseIterable & RawRepresentable>(_: Code.Type) -> String
  where Code.RawValue == Int {
    "Object.freeze({ "
      + Code.allCases.map { "\(String(describing: $0)): \($0.rawValue)" }.joined(separator: ", ")
      + " })"
  }

  static var block: String {
    """
    \(begin): generated from Sources/ScrollMotionWire by
    // Tests/ScrollMotionWireTests/WireJavaScriptTests.swift; do not edit. To regenerate:
    // SCROLLMOTION_REGENERATE=1 swift test --filter WireJavaScriptTests
    const WIRE = Object.freeze({ version: \(WireFormat.version), outputStride: \(WireFormat.outputStride), \
    scrollerCount: \(WireFormat.scrollerCount), timelineCount: \(WireFormat.timelineCount), \
    boundaryCount: \(WireFormat.boundaryCount) });
    const KIND = \(object(WireValueKind.self));
    const STATE = \(object(WireOutputState.self));
    \(end)
    """
  }

  static var runtimeURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Web/runtime/scrollmotion.js")
  }

  @Test func runtimeHoldsTheGeneratedBlock() throws {
    let text = try String(contentsOf: Self.runtimeURL, encoding: .utf8)
    let start = try #require(text.range(of: Self.begin), "no generated block in the runtime")
    let finish = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
    let current = String(text[start.lowerBound..<finish.upperBound])
    if ProcessInfo.processInfo.environment["SCROLLMOTION_REGENERATE"] == "1" {
      try text.replacingCharacters(in: start.lowerBound..<finish.upperBound, with: Self.block)
        .write(to: Self.runtimeURL, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      current == Self.block,
      "Web/runtime/scrollmotion.js is stale: SCROLLMOTION_REGENERATE=1 swift test --filter WireJavaScriptTests"
    )
  }
}
