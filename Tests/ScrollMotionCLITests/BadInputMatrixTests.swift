import Foundation
import ScrollMotion
import ScrollMotionSpec
import ScrollMotionWire
import SpecFixtures
import Testing

/// docs/bad-input.md, generated: every bad input the suites try (spec
/// files, command lines, core API values) and what the user gets. The test
/// fails when the committed page differs from what the code does now;
/// `SCROLLMOTION_WRITE_DOCS=1 swift test --filter BadInputMatrixTests`
/// rewrites it.
@Suite("Bad-input matrix")
struct BadInputMatrixTests {
  static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/bad-input.md")

  /// The outcome of a core API call: what it returns, or the error's text.
  static func outcome<T>(_ body: () throws -> T) -> String {
    do {
      return "returns `\(try body())`"
    } catch {
      return "throws: \(error)"
    }
  }

  /// Core API calls with bad values, and their outcome.
  static let coreCases: [(call: String, outcome: String)] = [
    ("`Easing(parsing: \"steps(0)\")`", outcome { try Easing(parsing: "steps(0)") }),
    (
      "`Easing(parsing: \"cubic-bezier(2, 0, 1, 1)\")`",
      outcome { try Easing(parsing: "cubic-bezier(2, 0, 1, 1)") }
    ),
    ("`Easing(parsing: \"linear(1)\")`", outcome { try Easing(parsing: "linear(1)") }),
    ("`Easing(parsing: \"spring(1 100 0)\")`", outcome { try Easing(parsing: "spring(1 100 0)") }),
    (
      "`Easing(parsing: \"spring(1 0.000001 1000000)\")`",
      outcome { try Easing(parsing: "spring(1 0.000001 1000000)") }
    ),
    ("`Easing(parsing: \"wobble\")`", outcome { try Easing(parsing: "wobble") }),
    (
      "`Easing(wireNumbers: [3, 4.6e18, 0, 0])`",
      outcome { try Easing(wireNumbers: [3, 4.6e18, 0, 0]) }
    ),
    ("`Easing(wireNumbers: [9])`", outcome { try Easing(wireNumbers: [9]) }),
    (
      "`Easing(wireNumbers: [1, .nan, 0, 1, 1])`",
      outcome { try Easing(wireNumbers: [1, .nan, 0, 1, 1]) }
    ),
    ("`Easing.ease(.infinity)`", outcome { Easing.ease(.infinity) }),
    ("`Easing.ease(.nan)`", outcome { Easing.ease(.nan) }),
    ("`Easing.custom { _ in .nan }(0.3)`", outcome { Easing.custom { _ in .nan }(0.3) }),
    (
      "`DampedSpring(stiffness: 100, damping: 0)`",
      outcome { try DampedSpring(stiffness: 100, damping: 0) }
    ),
    (
      "`DampedSpring(mass: 0, stiffness: 1, damping: 1)`",
      outcome { try DampedSpring(mass: 0, stiffness: 1, damping: 1) }
    ),
    (
      "`DampedSpring(mass: 1e-300, stiffness: 1e300, damping: 1)`",
      outcome { try DampedSpring(mass: 1e-300, stiffness: 1e300, damping: 1) }
    ),
    ("`RGBAColor(parsing: \"#12\")`", outcome { try RGBAColor(parsing: "#12") }),
    ("`RGBAColor(parsing: \"rgb(1 2)\")`", outcome { try RGBAColor(parsing: "rgb(1 2)") }),
    (
      "`AnimationRange(parsing: \"entry 10% bogus\")`",
      outcome { try AnimationRange(parsing: "entry 10% bogus") }
    ),
    (
      "`RangeBoundary(parsing: \"sideways 10%\")`",
      outcome { try RangeBoundary(parsing: "sideways 10%") }
    ),
    (
      "`RangeBoundary(wireNumbers: [2, 99, 0, 0])`",
      outcome { try RangeBoundary(wireNumbers: [2, 99, 0, 0]) }
    ),
    ("`Deceleration(rate: 1)`", outcome { try Deceleration(rate: 1) }),
    ("`PagedParallax(pageCount: 0)`", outcome { try PagedParallax(pageCount: 0) }),
    (
      "`StretchyHeader(height: 100, minimumHeight: 200)`",
      outcome { try StretchyHeader(height: 100, minimumHeight: 200) }
    ),
    (
      "`ParallaxCrop(imageSize: 1e-300 × 1, viewSize: 1e300 × 1, …)`",
      outcome {
        try ParallaxCrop(
          imageSize: ScrollSize(width: 1e-300, height: 1),
          viewSize: ScrollSize(width: 1e300, height: 1),
          viewportLength: 800, ratio: 0.5)
      }
    ),
    (
      "`ScrollMetrics(contentOffset: (0, .nan), …).progress(along: .y)`",
      outcome {
        ScrollMetrics(
          contentOffset: ScrollPoint(x: 0, y: .nan),
          contentSize: ScrollSize(width: 1, height: 2000),
          containerSize: ScrollSize(width: 1, height: 800)
        ).progress(along: .y).map { "\($0)" } ?? "nil"
      }
    ),
    ("`ProgressSmoothing(lag: 0)`", outcome { try ProgressSmoothing(lag: 0) }),
    (
      "`ProgressSmoothing(lag: 0.5, tolerance: .nan)`",
      outcome { try ProgressSmoothing(lag: 0.5, tolerance: .nan) }
    ),
    ("`TriggeredPlayback(duration: -1)`", outcome { try TriggeredPlayback(duration: -1) }),
    (
      "`ProgressVelocity(averagingTime: .infinity)`",
      outcome { try ProgressVelocity(averagingTime: .infinity) }
    ),
  ]

  /// A table cell: one line, pipes escaped, long messages cut.
  static func cell(_ text: String, folder: String = "") -> String {
    var line =
      text.replacingOccurrences(of: folder, with: "<dir>")
      .split(separator: "\n").first.map(String.init) ?? ""
    if line.count > 180 { line = String(line.prefix(177)) + "…" }
    return line.replacingOccurrences(of: "|", with: "\\|")
  }

  static func matrix() throws -> String {
    let cli = CLITests()
    let folder = try cli.folder()
    var lines = [
      "# Bad input and what you get",
      "",
      "Generated by `Tests/ScrollMotionCLITests/BadInputMatrixTests.swift` from the inputs the",
      "suites try; the test fails when this page is stale. Regenerate it with",
      "`SCROLLMOTION_WRITE_DOCS=1 swift test --filter BadInputMatrixTests`.",
      "",
      "Nothing here hangs, traps or puts NaN on screen: every bad value gets a message",
      "(and, on the command line, a non-zero exit status with nothing on standard output).",
      "",
      "## Spec files",
      "",
      "Each file is given to `validate`, `eval` and `css`; all three exit with the same",
      "status and message (`CLITests.badInputFailsCleanlyAndWritesNothing` checks that).",
      "",
      "| Input | Exit | First line of the message |",
      "| --- | --- | --- |",
    ]
    for (name, data, _) in CLITests.allBadInputs {
      let path = try cli.write(data, to: "bad.json", in: folder)
      let result = try cli.run(["validate", path])
      lines.append("| \(name) | \(result.status) | \(cell(result.errors, folder: folder.path)) |")
    }
    lines += [
      "", "## Command lines", "",
      "`spec.json` is a valid spec, `broken.json` is not JSON, `missing.json` and `missing.html` do not exist.",
      "",
      "| Arguments | Exit | First line of the message |",
      "| --- | --- | --- |",
    ]
    _ = try cli.write(Fixtures.cardFade, to: "spec.json", in: folder)
    _ = try cli.write(Data("{\"version\": 1,".utf8), to: "broken.json", in: folder)
    for arguments in CLITests.usageErrorArguments + CLITests.editFailureArguments {
      let resolved = arguments.map {
        $0.hasSuffix(".json") || $0.hasSuffix(".html") ? folder.appendingPathComponent($0).path : $0
      }
      let result = try cli.run(resolved)
      let shown = (["scrollmotion"] + arguments).joined(separator: " ")
      lines.append(
        "| `\(shown)` | \(result.status) | \(cell(result.errors, folder: folder.path)) |")
    }
    lines += [
      "", "## Core API", "",
      "| Call | Outcome |",
      "| --- | --- |",
    ]
    for (call, outcome) in coreCases {
      lines.append("| \(call) | \(cell(outcome)) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func theDocumentedMatrixIsCurrent() throws {
    let text = try Self.matrix()
    if ProcessInfo.processInfo.environment["SCROLLMOTION_WRITE_DOCS"] == "1" {
      try text.write(to: Self.page, atomically: true, encoding: .utf8)
    }
    let committed = (try? String(contentsOf: Self.page, encoding: .utf8)) ?? ""
    #expect(
      committed == text,
      "docs/bad-input.md is stale: run SCROLLMOTION_WRITE_DOCS=1 swift test --filter BadInputMatrixTests"
    )
  }
}
