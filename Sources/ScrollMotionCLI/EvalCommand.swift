import ArgumentParser
import ScrollMotion
import ScrollMotionSpec

/// `scrollmotion eval SPEC --offset O [--offset O ...]`.
struct EvalCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "eval",
    abstract: "Print every animation's value at the given content offsets, as JSON.",
    discussion: """
      Prints {"samples": [{"offset": [X, Y], "values": {"<id>": V}}]} where V is a number \
      (opacity, rotate, custom, uniform scale), [x, y] (translate, non-uniform scale), \
      [r, g, b, a] in 0...1 (colours, not premultiplied) or null (no effect). \
      The animations are those of the spec's variants that apply to its container \
      (--container) and to reduced motion (--reduced-motion).
      """)

  @Argument(help: "The spec file (JSON), or - for standard input.")
  var spec: String

  @Option(
    name: .customLong("offset"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp("A content offset: Y (with x = 0) or X,Y. Repeat for more.", valueName: "O"))
  var offsets: [ContentOffset]

  @Flag(
    name: .customLong("reduced-motion"),
    help: "Evaluate as under reduced motion (each animation's reducedMotion policy applied).")
  var reducedMotion = false

  @Option(
    name: .customLong("container"),
    help: ContainerSize.help(
      "the spec's variants for that size play, and its view timelines see it"),
    transform: { try ContainerSize(parsing: $0) })
  var container: ContainerSize?

  func validate() throws {
    guard !offsets.isEmpty else { throw ValidationError("give at least one --offset") }
  }

  func run() throws {
    let spec = try SpecFile.load(spec)
    // Valid (`validate` accepts it), but evaluating reads the frames of view timelines' subjects.
    let missing = spec.framesMissingForEvaluation()
    guard missing.isEmpty else {
      SpecFile.reportMissingFrames(missing, in: self.spec, for: "eval")
      throw ExitCode(1)
    }
    let evaluator: SpecEvaluator
    do {
      evaluator = try SpecEvaluator(
        ContainerSize.spec(spec, in: container, reducesMotion: reducedMotion))
    } catch {
      SpecFile.report(error, in: self.spec)
      throw ExitCode(1)
    }
    let samples = evaluator.samples(along: offsets.map { $0.point })
    for note in evaluator.notes { StandardError.write("note: \(note)") }
    print(SpecSample.document(samples), terminator: "")
  }
}

/// A `--offset` value: `Y`, or `X,Y`; finite numbers only.
struct ContentOffset: ExpressibleByArgument {
  var point: ScrollPoint

  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    let numbers = parts.map { Self.number(String($0)) }
    guard numbers.allSatisfy({ $0 != nil }) else { return nil }
    switch numbers.count {
    case 1: point = ScrollPoint(x: 0, y: numbers[0] ?? 0)
    case 2: point = ScrollPoint(x: numbers[0] ?? 0, y: numbers[1] ?? 0)
    default: return nil
    }
  }

  private static func number(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    // `Double("nan")` and `Double("inf")` succeed; an offset must be finite.
    guard let value = Double(trimmed), value.isFinite else { return nil }
    return value
  }

  static var defaultCompletionKind: CompletionKind { .default }
}
