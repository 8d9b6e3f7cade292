import PropertyBased
import Testing

/// Checks a property on inputs drawn from a generator with a fixed seed.
///
/// PropertyBased's `propertyCheck` draws a new random seed on every run (its
/// `.fixedSeed` trait reproduces one failure and then reports an issue on
/// purpose), so a failure there may not come back. Here the same inputs are
/// drawn on every run, and a failure names the input and its index.
enum SeededProperty {
  /// Runs `property` on `count` inputs from `generator`, stopping at the
  /// first input for which it returns `false` and recording an issue.
  static func check<Value>(
    count: Int = 500,
    seed: UInt64 = 0x5C40_11A1_0000_0001,
    _ generator: Generator<Value, some Sequence>,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ property: (Value) throws -> Bool
  ) rethrows {
    if let failure = try firstFailure(count: count, seed: seed, generator, property) {
      Issue.record(
        "property fails for input \(failure.input) (input \(failure.index) of seed \(seed))",
        sourceLocation: sourceLocation)
    }
  }

  /// The first input (and its index) for which `property` is `false`, or
  /// `nil` when it holds for all `count` inputs.
  static func firstFailure<Value>(
    count: Int, seed: UInt64, _ generator: Generator<Value, some Sequence>,
    _ property: (Value) throws -> Bool
  ) rethrows -> (input: Value, index: Int)? {
    var random = Xoshiro(seed: (seed, seed &* 31, seed &* 131, seed &* 1_031))
    for index in 0..<count {
      let value = generator.run(using: &random)
      if try !property(value) { return (value, index) }
    }
    return nil
  }
}

@Suite("SeededProperty")
struct SeededPropertyTests {
  @Test func drawsTheSameInputsOnEveryRun() {
    var first: [Double] = []
    var second: [Double] = []
    SeededProperty.check(count: 20, Gen.double(in: 0...1)) {
      first.append($0)
      return true
    }
    SeededProperty.check(count: 20, Gen.double(in: 0...1)) {
      second.append($0)
      return true
    }
    #expect(first.count == 20)
    #expect(first == second)
    #expect(Set(first).count > 1)
  }

  @Test func findsTheFirstFailingInput() throws {
    let failure = try #require(
      SeededProperty.firstFailure(count: 50, seed: 7, Gen.int(in: 0...100)) { $0 < 90 })
    #expect(failure.input >= 90)
    #expect(
      SeededProperty.firstFailure(count: 50, seed: 7, Gen.int(in: 0...100)) { $0 <= 100 } == nil)
  }
}
