import ScrollMotion
import ScrollMotionSpecEngine
import ScrollMotionWire
import Testing

@testable import ScrollMotionSpec

/// The ledger's unsafe buffers keep their stated invariants, and the check
/// that debug builds run after every change sees it when they do not.
@Suite("SpecTargetLedger")
struct SpecTargetLedgerTests {
  /// An engine output of `animations`, each with the given state and
  /// number.
  static func output(_ states: [(WireOutputState, Double)]) -> UnsafeMutableBufferPointer<Double> {
    let buffer = UnsafeMutableBufferPointer<Double>.allocate(
      capacity: states.count * WireFormat.outputStride)
    buffer.initialize(repeating: 0)
    for (index, (state, value)) in states.enumerated() {
      buffer[index * WireFormat.outputStride] = Double(state.rawValue)
      buffer[index * WireFormat.outputStride + 1] = value
    }
    return buffer
  }

  @Test func handsOverTheLastAnimationWithAnEffectOncePerChange() {
    // Targets: 0 has animations 0 and 2 (2 wins when it has an effect), 1
    // has animation 1.
    let ledger = SpecTargetLedger(targetCount: 2, targetOfAnimation: [0, 1, 0])
    #expect(ledger.verifyInvariants())
    let output = Self.output([(.changed, 0.25), (.changed, 7), (.cleared, 0)])
    defer { output.deallocate() }
    var handed: [(Int, SpecValue?)] = []
    ledger.handOverChanges(in: output) { handed.append(($0, $1)) }
    #expect(handed.map(\.0) == [0, 1])
    #expect(handed.map(\.1) == [.number(0.25), .number(7)])
    #expect(ledger.verifyInvariants())
    // Nothing marked: nothing handed over.
    handed.removeAll()
    ledger.handOverChanges(in: output) { handed.append(($0, $1)) }
    #expect(handed.isEmpty)
    // Marked but unchanged: still nothing.
    ledger.markAll()
    ledger.handOverChanges(in: output) { handed.append(($0, $1)) }
    #expect(handed.isEmpty)
    // The later animation takes effect: it wins.
    output[2 * WireFormat.outputStride] = Double(WireOutputState.changed.rawValue)
    output[2 * WireFormat.outputStride + 1] = 0.5
    ledger.markAll()
    ledger.handOverChanges(in: output) { handed.append(($0, $1)) }
    #expect(handed.map(\.0) == [0] && handed.map(\.1) == [.number(0.5)])
    #expect(ledger.verifyInvariants())
  }

  @Test func theCheckSeesABrokenInvariant() {
    let ledger = SpecTargetLedger(targetCount: 2, targetOfAnimation: [0, 1, 0])
    #expect(ledger.verifyInvariants())
    ledger.componentsOfAnimation[1] = 3
    #expect(!ledger.verifyInvariants())
    ledger.componentsOfAnimation[1] = 2
    #expect(ledger.verifyInvariants())
  }
}
