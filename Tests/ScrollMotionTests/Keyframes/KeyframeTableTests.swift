import Testing

@testable import ScrollMotion

/// The offsets a search reads with no bounds check, and the shape that
/// guides it, keep their stated invariants, and the check that debug
/// builds run when a table is made sees it when they do not.
@Suite("KeyframeTable")
struct KeyframeTableTests {
  static func holds(_ offsets: [Double], easings: Int? = nil, shape: KeyframeTable.Shape? = nil)
    -> Bool
  {
    KeyframeTable.verifyInvariants(
      offsets: offsets, easingCount: easings ?? offsets.count,
      shape: shape ?? KeyframeTable.Shape(offsets))
  }

  @Test func tablesMadeFromKeyframesHoldTheInvariants() throws {
    let sequences = [
      KeyframeSequence(from: 0.0, to: 1.0),
      try KeyframeSequence<Double>([.at(0.2, 1), .at(0.6, 2)]),
      try KeyframeSequence<Double>([.at(0, 1), .at(0, 2), .at(0.5, 3), .at(1, 4), .at(1, 5)]),
    ]
    for sequence in sequences {
      let table = sequence.table
      #expect(
        KeyframeTable.verifyInvariants(
          offsets: table.offsets, easingCount: table.easings.count, shape: table.shape))
    }
  }

  @Test func theCheckSeesABrokenTable() {
    #expect(Self.holds([0, 0.5, 1]))
    #expect(!Self.holds([0, 0.5, 1], easings: 2))
    #expect(!Self.holds([1]))
    #expect(!Self.holds([0, 0.7, 0.5, 1]))
    #expect(!Self.holds([0.1, 0.5, 1]))
    #expect(!Self.holds([0, 0.5, 0.9]))
    var shape = KeyframeTable.Shape([0, 0.5, 1])
    // A search ending at the last offset would read one past it.
    shape.lastBelowOne = 2
    #expect(!Self.holds([0, 0.5, 1], shape: shape))
    shape = KeyframeTable.Shape([0, 0.5, 1])
    shape.isOneSegment = true
    #expect(!Self.holds([0, 0.5, 1], shape: shape))
  }
}
