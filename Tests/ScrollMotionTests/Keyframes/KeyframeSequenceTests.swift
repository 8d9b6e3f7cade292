import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("KeyframeSequence")
struct KeyframeSequenceTests {
  typealias Sequence = KeyframeSequence<Double>

  @Test func interpolatesBetweenKeyframes() throws {
    let sequence = try Sequence([.at(0, 0), .at(0.5, 1), .at(1, 0.4)])
    #expect(sequence.value(at: 0) == 0)
    #expect(sequence.value(at: 0.25) == 0.5)
    #expect(sequence.value(at: 0.5) == 1)
    #expect(abs(sequence.value(at: 0.75) - 0.7) < 1e-12)
    #expect(sequence.value(at: 1) == 0.4)
  }

  @Test func eachSegmentUsesItsStartingKeyframesEasingElseTheDefault() throws {
    let stepped = try Easing.steps(2, .jumpEnd)
    let sequence = try Sequence(
      [.at(0, 0), .at(0.5, 10, easing: .linear), .at(1, 20)], defaultEasing: stepped)
    // First segment: the default steps(2) easing.
    #expect(sequence.value(at: 0.2) == 0)
    #expect(sequence.value(at: 0.3) == 5)
    // Second segment: its own linear easing.
    #expect(sequence.value(at: 0.75) == 15)
  }

  @Test func coincidentOffsetsJumpAndTheLaterKeyframeWinsAtTheOffset() throws {
    let sequence = try Sequence([.at(0, 0), .at(0.5, 1), .at(0.5, 5), .at(1, 6)])
    #expect(abs(sequence.value(at: 0.4999) - 0.9998) < 1e-9)
    #expect(sequence.value(at: 0.5) == 5)
    #expect(sequence.value(at: 0.75) == 5.5)
  }

  @Test func severalKeyframesAtTheEndsFollowWebAnimations() throws {
    let sequence = try Sequence([.at(0, 1), .at(0, 2), .at(1, 3), .at(1, 4)])
    #expect(sequence.value(at: -0.5) == 1)  // the first keyframe
    #expect(sequence.value(at: 0) == 2)  // the last keyframe at 0 starts the segment
    #expect(sequence.value(at: 0.5) == 2.5)
    #expect(sequence.value(at: 1) == 4)  // the last keyframe
  }

  @Test func holdsTheFirstAndLastValuesOutsideTheGivenOffsets() throws {
    let sequence = try Sequence([.at(0.25, 10), .at(0.75, 20)])
    #expect(sequence.value(at: 0) == 10)
    #expect(sequence.value(at: 0.1) == 10)
    #expect(sequence.value(at: 0.5) == 15)
    #expect(sequence.value(at: 0.9) == 20)
    #expect(sequence.value(at: 1) == 20)
  }

  @Test func aSingleKeyframeIsConstant() throws {
    for offset in [0.0, 0.3, 1.0] {
      let sequence = try Sequence([.at(offset, 7)])
      for progress in [-1.0, 0, 0.3, 0.5, 1, 2] {
        #expect(sequence.value(at: progress) == 7)
      }
    }
    #expect(Sequence(constant: 3, interpolator: .standard).value(at: 0.5) == 3)
  }

  @Test func extrapolatesTheEndSegmentsOutsideZeroToOne() throws {
    let sequence = Sequence(from: 10, to: 20)
    #expect(sequence.value(at: -0.5) == 5)
    #expect(sequence.value(at: 1.5) == 25)
    #expect(sequence.value(at: .nan) == 10)
  }

  @Test func passesTheBeforeFlagToStepEasings() throws {
    let sequence = Sequence(from: 0, to: 10, easing: try Easing.steps(1, .jumpStart))
    #expect(sequence.value(at: 0) == 10)
    #expect(sequence.value(at: 0, beforeFlag: true) == 0)
  }

  @Test(arguments: [
    ([Sequence.Keyframe](), KeyframeError.empty),
    ([.at(0, 0), .at(1.5, 1)], .offsetOutOfRange(index: 1, offset: 1.5)),
    ([.at(-0.1, 0)], .offsetOutOfRange(index: 0, offset: -0.1)),
    ([.at(0.6, 0), .at(0.4, 1)], .unsorted(index: 1, offset: 0.4, previous: 0.6)),
  ])
  func rejectsBadOffsets(keyframes: [Sequence.Keyframe], expected: KeyframeError) {
    #expect(throws: expected) { try Sequence(keyframes) }
  }

  @Test func rejectsNonFiniteOffsets() {
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(throws: KeyframeError.self) { try Sequence([.at(bad, 0)]) }
    }
    #expect(
      KeyframeError.offsetOutOfRange(index: 2, offset: 1.5).description
        == "keyframe 2: offset 1.5 must be between 0 and 1")
  }

  @Test func theHintNeverChangesTheResult() throws {
    let sequence = try Sequence(
      [.at(0, 3), .at(0.1, -2, easing: .easeIn), .at(0.4, 8), .at(0.4, 1), .at(0.9, 4), .at(1, 0)])
    // Scrub with a hint carried from one evaluation to the next, as a
    // choreography does, and also start from arbitrary bad hints.
    var carried = 0
    SeededProperty.check(count: 1_000, zip(Gen.double(in: -0.5...1.5), Gen.int(in: -3...10))) {
      progress, start in
      var hint = start
      let fresh = sequence.value(at: progress, hint: &hint)
      let scrubbed = sequence.value(at: progress, hint: &carried)
      return fresh == sequence.value(at: progress) && scrubbed == fresh && (0..<6).contains(hint)
    }
  }

  /// The one-segment shortcut (offsets exactly 0 and 1, most tracks) must
  /// place every progress where the general search does, to the bit.
  @Test func oneSegmentShortcutMatchesTheSearch() {
    let shape = KeyframeTable.Shape([0, 1])
    #expect(shape.isOneSegment)
    #expect(!KeyframeTable.Shape([0, 0.5, 1]).isOneSegment)
    #expect(!KeyframeTable.Shape([0, 0, 1]).isOneSegment)
    var searched = shape
    searched.isOneSegment = false
    let offsets: [Double] = [0, 1]
    func place(_ progress: Double, _ shape: KeyframeTable.Shape) -> (Int, UInt64, Bool) {
      var hint = 0
      let position = offsets.withUnsafeBufferPointer {
        KeyframeTable.position(at: progress, offsets: $0, shape: shape, hint: &hint)
      }
      return (position.index, position.distance.bitPattern, position.isHeld)
    }
    // Not NaN: the search takes none (a sequence maps it to 0 first, and
    // an effect timing's sample never has one).
    let edges: [Double] = [0, -0.0, 1, -1, 2, .infinity, -.infinity, .ulpOfOne]
    for progress in edges {
      #expect(place(progress, shape) == place(progress, searched))
    }
    SeededProperty.check(count: 500, Gen.double(in: -2...3)) { progress in
      place(progress, shape) == place(progress, searched)
    }
  }
}
