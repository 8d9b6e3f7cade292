import Foundation
import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

/// The `scrollmotion` executable, run as a user runs it.
@Suite("scrollmotion command")
struct CLITests {
  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// The built executable.
  static var executable: URL? { Fixtures.executable }

  func run(_ arguments: [String], input: Data = Data(), in directory: URL? = nil) throws -> Result {
    let process = Process()
    guard let executable = Self.executable else {
      throw CLIError.executableNotFound
    }
    process.executableURL = executable
    if let directory { process.currentDirectoryURL = directory }
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so a full pipe cannot block the child.
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }

  /// A fresh folder for one test's files.
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollmotion-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func write(_ text: String, to name: String, in folder: URL) throws -> String {
    try write(Data(text.utf8), to: name, in: folder)
  }

  func write(_ data: Data, to name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try data.write(to: url)
    return url.path
  }

  // MARK: eval

  @Test func evalPrintsOneSamplePerOffset() throws {
    let spec = try write(Fixtures.cardFade, to: "spec.json", in: folder())
    let result = try run(["eval", spec, "--offset", "100", "--offset", "5,-20", "--offset", "-30"])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    // Read with the package's own reader, which parses numbers exactly.
    let document = try JSONReader().read(result.output)
    let evaluator = try SpecEvaluatorFixture.cardFade()
    document.withRoot { node in
      guard case .object(let root) = node.value, case .array(let samples) = root.first?.node.value
      else {
        Issue.record("not the eval document: \(result.output)")
        return
      }
      #expect(samples.count == 3)
      for (sample, offset) in zip(samples, [(0.0, 100.0), (5, -20), (0, -30)]) {
        guard case .object(let fields) = sample.value,
          case .object(let values) = fields[1].node.value
        else { continue }
        #expect(fields[0].key == "offset")
        #expect(fields[0].node.value.numbers == [offset.0, offset.1])
        // The same numbers as the library gives.
        #expect(values.first?.node.value == evaluator(offset.1).map(JSONValue.number))
      }
    }
    #expect(
      result.output.hasPrefix(
        "{\"samples\": [\n  {\"offset\": [0, 100], \"values\": {\"cardFade\": "))
  }

  @Test func evalReadsStandardInputAndPrintsNullForNoEffect() throws {
    let text = Fixtures.spec(
      animations: Fixtures.animation(
        property: "translate", from: "[0, 0]", to: "[10, 20]",
        extra: #""fill": "none", "range": "50% 100%","#))
    let result = try run(
      ["eval", "-", "--offset", "0", "--offset", "1800"], input: Data(text.utf8))
    #expect(result.status == 0)
    #expect(
      result.output == """
        {"samples": [
          {"offset": [0, 0], "values": {"a": null}},
          {"offset": [0, 1800], "values": {"a": [5, 10]}}
        ]}

        """)
  }

  /// Command lines that are usage errors (`spec.json` is a valid spec).
  static let usageErrorArguments: [[String]] = [
    ["eval"], ["eval", "spec.json"], ["eval", "spec.json", "--offset", "abc"],
    ["eval", "spec.json", "--offset", "nan"], ["eval", "spec.json", "--offset", "inf,2"],
    ["eval", "spec.json", "--offset", "1,2,3"], ["eval", "spec.json", "--offset"],
    ["eval", "spec.json", "--offset", "1", "--bogus"], ["frobnicate"], ["evl", "spec.json"],
    ["validate"], ["validate", "a.json", "b.json"], ["demo", "--watch"],
    ["demo", "--serve", "70000"], ["eval", "spec.json", "--offset", "1", "--container", "0x-3"],
    ["eval", "spec.json", "--offset", "1", "--container", "abc"],
    ["eval", "spec.json", "--offset", "1", "--container", "390x"],
    ["css", "spec.json", "--container", "nanx844"], ["css", "spec.json", "--container", "1x2x3"],
    ["edit"], ["edit", "spec.json", "other.json"], ["edit", "-"],
    ["edit", "spec.json", "--port", "70000"], ["edit", "spec.json", "--port", "abc"],
    ["edit", "spec.json", "--host", "0.0.0.0"], ["edit", "spec.json", "--no-open=yes"],
  ]

  /// `edit` given what it cannot serve (besides a busy port, whose number
  /// changes from run to run): exit status 1, nothing served or written.
  /// `broken.json` is not JSON; `missing.json` does not exist.
  static let editFailureArguments: [[String]] = [
    ["edit", "missing.json", "--no-open"], ["edit", "broken.json", "--no-open"],
    ["edit", "spec.json", "--no-open", "--port", "0", "--host", "999.0.0.1"],
    ["edit", "spec.json", "--no-open", "--port", "0", "--host", "localhost"],
    ["edit", "spec.json", "--no-open", "--port", "0", "--page", "missing.html"],
    ["edit", "spec.json", "--no-open", "--port", "0", "--page", "."],
  ]

  @Test(arguments: editFailureArguments)
  func editFailsCleanlyOnWhatItCannotServe(arguments: [String]) throws {
    let folder = try folder()
    _ = try write(Fixtures.cardFade, to: "spec.json", in: folder)
    let broken = Data("{\"version\": 1,".utf8)
    _ = try write(broken, to: "broken.json", in: folder)
    let result = try run(
      arguments.map {
        $0.hasSuffix(".json") || $0.hasSuffix(".html") ? folder.appendingPathComponent($0).path : $0
      })
    #expect(result.status == 1, "\(arguments): \(result.errors)")
    #expect(result.output.isEmpty)
    #expect(!result.errors.isEmpty)
    #expect(try Data(contentsOf: folder.appendingPathComponent("broken.json")) == broken)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "broken.json", "spec.json",
      ])
  }

  @Test func editSaysWhichPortIsBusyAndHowToChooseAnother() throws {
    let holder = try PortHolder()
    let folder = try folder()
    let path = try write(Fixtures.cardFade, to: "spec.json", in: folder)
    let result = try run(["edit", path, "--no-open", "--port", String(holder.port)])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "edit: port \(holder.port) is already in use on 127.0.0.1: stop what is using it, or choose another port with --port N\n"
    )
  }

  @Test(arguments: usageErrorArguments)
  func usageErrorsExitWithTwo(arguments: [String]) throws {
    let folder = try folder()
    _ = try write(Fixtures.cardFade, to: "spec.json", in: folder)
    let resolved = arguments.map {
      $0.hasSuffix(".json") ? folder.appendingPathComponent($0).path : $0
    }
    let result = try run(resolved)
    #expect(result.status == 2, "\(arguments): \(result.errors)")
    #expect(result.output.isEmpty)
    #expect(!result.errors.isEmpty)
  }

  @Test func helpIsNotAnError() throws {
    let result = try run(["--help"])
    #expect(result.status == 0)
    #expect(result.output.contains("eval"))
    #expect(result.output.contains("validate"))
    #expect(result.output.contains("css"))
  }

  @Test func versionNamesTheReleaseAndTheFormats() throws {
    let result = try run(["--version"])
    #expect(result.status == 0)
    #expect(result.output == "scrollmotion 0.1.0 (spec format 1, compiled format 1)\n")
  }

  @Test func aMistypedCommandGetsASuggestion() throws {
    let result = try run(["valdiate", "spec.json"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("error: unknown command 'valdiate'; did you mean 'validate'?"))
    let unrelated = try run(["frobnicate"])
    #expect(unrelated.errors.hasPrefix("error: unknown command 'frobnicate'\n(commands: eval,"))
  }

  @Test func evalUsageShowsTheOffsetAsRequired() throws {
    let result = try run(["eval", "spec.json"])
    #expect(result.status == 2)
    #expect(result.errors.contains("Usage: scrollmotion eval <spec> --offset <O> ..."))
    #expect(!result.errors.contains("[--offset"))
  }

  @Test func evalAndCSSSayWhichFramesAValidSpecLeavesOut() throws {
    let text = Fixtures.spec(
      animations: Fixtures.animation(extra: #""timeline": {"type": "view", "subject": "card"}, "#),
      elements: ##"{ "card": { "selector": "#card" } }"##)
    let spec = try write(text, to: "page.json", in: folder())
    let validated = try run(["validate", spec])
    #expect(validated.status == 0)
    let evaluated = try run(["eval", spec, "--offset", "0"])
    #expect(evaluated.status == 1)
    #expect(evaluated.output.isEmpty)
    let lines = evaluated.errors.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("elements.card.frame: no frame") == true)
    #expect(
      lines.last
        == "\(spec): a valid spec, but `eval` needs the frame it leaves out: give each element "
        + "named above a \"frame\" (the browser runtime and the Apple front ends measure it "
        + "where the spec plays)")
    #expect(!evaluated.errors.contains("not a valid spec"))
    let exported = try run(["css", spec, "-o", "-"])
    #expect(exported.status == 1)
    #expect(exported.output.isEmpty)
    #expect(
      exported.errors.contains("\(spec): a valid spec, but `css` needs the frame it leaves out"))
  }

  /// Mistyped names in a spec, and the hint each message must carry.
  static let mistypedNames: [(spec: String, expected: String)] = [
    (
      Fixtures.spec(animations: Fixtures.animation(property: "background-color")),
      "animations[0].property: unknown property 'background-color' (did you mean 'backgroundColor'?)"
    ),
    (
      Fixtures.spec(animations: Fixtures.animation(extra: #""easing": "ease-outt","#)),
      "animations[0].easing: "
    ),
    (
      Fixtures.spec(animations: Fixtures.animation(extra: #""easin": "ease-out","#)),
      "animations[0].easin: unknown key (did you mean 'easing'?) (expected id,"
    ),
    (
      Fixtures.spec(
        animations: Fixtures.animation(extra: #""easing": "cubic-bezer(0.2, 0, 0.2, 1)","#)),
      "(did you mean 'cubic-bezier'?)"
    ),
  ]

  @Test(arguments: mistypedNames.indices)
  func mistypedNamesInASpecGetASuggestion(index: Int) throws {
    let (text, expected) = Self.mistypedNames[index]
    let spec = try write(text, to: "spec.json", in: folder())
    let result = try run(["validate", spec])
    #expect(result.status == 1)
    #expect(result.errors.contains(expected), "\(result.errors)")
    if index == 1 {
      #expect(result.errors.contains("(did you mean 'ease-out'?)"), "\(result.errors)")
    }
  }

  @Test func valueMessagesUseTheRightArticle() throws {
    let spec = try write(
      Fixtures.spec(animations: Fixtures.animation(property: "opacity", from: "\"x\"")),
      to: "spec.json", in: folder())
    let result = try run(["validate", spec])
    #expect(result.errors.contains("an opacity value must be a number"), "\(result.errors)")
  }

  // MARK: validate

  @Test func validatePrintsASummary() throws {
    let spec = try write(Fixtures.cardFade, to: "card.json", in: folder())
    let result = try run(["validate", spec])
    #expect(result.status == 0)
    #expect(
      result.output == "\(spec): valid version-1 spec, 390×844 scroller, 1 element, 1 animation\n")
  }

  @Test func validatePrintsEveryProblemWithItsPath() throws {
    let text = Fixtures.spec(
      animations: [
        #"{"id": "a", "property": "opacity", "keyframes": [{"offset": 0, "value": 0}, {"offset": 1.5, "value": 1}]}"#,
        #"{"id": "a", "property": "glow", "keyframes": [{"offset": 0, "value": 0}]}"#,
      ].joined(separator: ","))
    let spec = try write(text, to: "bad.json", in: folder())
    let result = try run(["validate", spec])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    let lines = result.errors.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines[0].hasPrefix(
        "animations[0].keyframes[1].offset: must be between 0 and 1 (line 5, column "))
    #expect(lines[1].hasPrefix("animations[1].property: unknown property 'glow'"))
    #expect(lines[2] == "\(spec): 2 problems, not a valid spec")
  }

  @Test func syntaxErrorsHaveALineAndAColumn() throws {
    let spec = try write("{\n  \"scroller\": {,}\n}", to: "broken.json", in: folder())
    let result = try run(["validate", spec])
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("line 2, column 16: unexpected ','"))
  }

  // MARK: Bad input, for every command

  /// The documents of the bad-input list, and a word each message must contain.
  static let badInputs: [(name: String, data: Data, expected: String)] = [
    (
      "unknown property",
      Data(Fixtures.spec(animations: Fixtures.animation(property: "glow")).utf8), "unknown property"
    ),
    (
      "unsorted offsets",
      Data(
        Fixtures.spec(
          animations:
            #"{"id": "a", "property": "opacity", "keyframes": [{"offset": 0.6, "value": 0}, {"offset": 0.3, "value": 1}]}"#
        ).utf8), "previous keyframe"
    ),
    (
      "offset out of range",
      Data(
        Fixtures.spec(
          animations:
            #"{"id": "a", "property": "opacity", "keyframes": [{"offset": -1, "value": 0}]}"#
        ).utf8), "between 0 and 1"
    ),
    (
      "wrong value kind",
      Data(Fixtures.spec(animations: Fixtures.animation(property: "translate")).utf8),
      "must be an array [x, y]"
    ),
    (
      "missing element",
      Data(
        Fixtures.spec(
          animations:
            #"{"id": "a", "target": "nobody", "property": "opacity", "keyframes": [{"offset": 0, "value": 0}]}"#
        ).utf8), "no element named 'nobody'"
    ),
    (
      "duplicate ids",
      Data(Fixtures.spec(animations: Fixtures.animation() + "," + Fixtures.animation()).utf8),
      "duplicate id 'a'"
    ),
    (
      "non-finite number", Data(Fixtures.spec(animations: Fixtures.animation(to: "-1e999")).utf8),
      "too large to be represented"
    ),
    (
      "huge number", Data(Fixtures.spec(animations: Fixtures.animation(to: "123456789")).utf8),
      "is too large"
    ),
    (
      "deep nesting",
      Data((String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)).utf8),
      "nesting is deeper than 32 levels"
    ),
    (
      "huge file", Data(("[" + String(repeating: "0,", count: 2_200_000) + "0]").utf8),
      "larger than the limit of 4194304 bytes"
    ),
    (
      "spring easing that never settles (heavily over-damped)",
      Data(
        Fixtures.spec(
          animations: Fixtures.animation(extra: #""easing": "spring(1 0.000001 1000000)", "#)
        ).utf8), "never settles"
    ),
    (
      "spring easing without damping",
      Data(
        Fixtures.spec(animations: Fixtures.animation(extra: #""easing": "spring(1 100 0)", "#))
          .utf8), "never settles"
    ),
    (
      "huge number in an easing",
      Data(
        Fixtures.spec(
          animations: Fixtures.animation(extra: #""easing": "cubic-bezier(0, 1e300, 1, 1)", "#)
        ).utf8), "numbers in an easing must be between"
    ),
    (
      "huge linear() stop",
      Data(
        Fixtures.spec(
          animations: Fixtures.animation(extra: #""easing": "linear(0, 1e9, 1)", "#)
        ).utf8), "numbers in an easing must be between"
    ),
    (
      "target and targets",
      Data(
        Fixtures.spec(
          animations:
            #"{"id": "a", "target": "card", "targets": ["card"], "property": "opacity", "keyframes": [{"offset": 0, "value": 0}]}"#
        ).utf8),
      "not both"
    ),
    (
      "empty targets",
      Data(
        Fixtures.spec(
          animations:
            #"{"id": "a", "targets": [], "property": "opacity", "keyframes": [{"offset": 0, "value": 0}]}"#
        ).utf8),
      "at least one element name"
    ),
    (
      "unknown element in targets",
      Data(
        Fixtures.spec(
          animations:
            #"{"id": "a", "targets": ["card", "ghost"], "property": "opacity", "keyframes": [{"offset": 0, "value": 0}]}"#
        ).utf8),
      "no element named 'ghost'"
    ),
    (
      "element twice in targets",
      Data(
        Fixtures.spec(
          animations:
            #"{"id": "a", "targets": ["card", "card"], "property": "opacity", "keyframes": [{"offset": 0, "value": 0}]}"#
        ).utf8),
      "is already targets[0]"
    ),
    (
      "stagger without targets",
      Data(
        Fixtures.spec(
          animations:
            #"{"id": "a", "target": "card", "stagger": {"each": 40}, "property": "opacity", "keyframes": [{"offset": 0, "value": 0}]}"#
        ).utf8),
      "only an animation with targets"
    ),
    (
      "stagger that is not a length",
      Data(
        Fixtures.spec(
          animations:
            #"{"id": "a", "targets": ["card"], "stagger": {"each": "entry 10%"}, "property": "opacity", "keyframes": [{"offset": 0, "value": 0}]}"#
        ).utf8),
      "not a length or percentage"
    ),
    (
      "unknown stagger origin",
      Data(
        Fixtures.spec(
          animations:
            #"{"id": "a", "targets": ["card"], "stagger": {"each": 40, "from": "middle"}, "property": "opacity", "keyframes": [{"offset": 0, "value": 0}]}"#
        ).utf8),
      "unknown stagger origin"
    ),
    (
      "pin with keyframes",
      Data(
        Fixtures.spec(
          animations:
            #"{"id": "a", "target": "card", "pin": true, "keyframes": [{"offset": 0, "value": 0}]}"#
        ).utf8),
      "a pin has no keyframes"
    ),
    (
      "pin without a target",
      Data(Fixtures.spec(animations: #"{"id": "a", "pin": true}"#).utf8),
      "a pin needs a target"
    ),
    (
      "pin that is neither a boolean nor an object",
      Data(Fixtures.spec(animations: #"{"id": "a", "target": "card", "pin": 1}"#).utf8),
      "must be true, false or an object"
    ),
    (
      "pin spacing that is not a boolean",
      Data(
        Fixtures.spec(animations: #"{"id": "a", "target": "card", "pin": {"spacing": "yes"}}"#)
          .utf8),
      "must be true or false"
    ),
    (
      "pin spacing over a percentage of the scroll range",
      Data(
        Fixtures.spec(
          animations: #"{"id": "a", "target": "card", "pin": {"spacing": true}, "range": "0% 50%"}"#
        ).utf8),
      "spacing needs a range whose length does not depend on the content's length"
    ),
    (
      "unknown axis",
      Data(
        Fixtures.spec(
          animations:
            #"{"id": "a", "property": "opacity", "timeline": {"type": "scroll", "axis": "z"}, "keyframes": [{"offset": 0, "value": 0}]}"#
        ).utf8),
      "expected x, y, block or inline"
    ),
    (
      "unknown direction",
      Data(
        Fixtures.spec(
          animations: Fixtures.animation(),
          scroller: #"{"containerSize": [400, 600], "contentSize": [400, 3000], "direction": "up"}"#
        ).utf8), "unknown direction 'up'"
    ),
    (
      "an unknown filter",
      Data(Fixtures.spec(animations: Fixtures.animation(property: "sepia")).utf8),
      "unknown property 'sepia'"
    ),
    (
      "a negative blur",
      Data(Fixtures.spec(animations: Fixtures.animation(property: "blur", from: "-2")).utf8),
      "a blur value must be a number of points, at least 0, not -2"
    ),
    (
      "a negative corner radius",
      Data(Fixtures.spec(animations: Fixtures.animation(property: "cornerRadius", to: "-8")).utf8),
      "at least 0, not -8"
    ),
    (
      "a shadow with a malformed colour",
      Data(
        Fixtures.spec(
          animations: Fixtures.animation(
            property: "shadowColor", from: ##""#00000080""##, to: #""rgb(0 0 0 / oops)""#)
        ).utf8), "keyframes[1].value"
    ),
    (
      "a shadow offset that is a number",
      Data(Fixtures.spec(animations: Fixtures.animation(property: "shadowOffset")).utf8),
      "a shadowOffset value must be an array [x, y] of numbers, not a number"
    ),
    ("not UTF-8", Data([0x7B, 0x22, 0xFE, 0x22, 0x3A, 0x31, 0x7D]), "not UTF-8"),
    ("not JSON", Data("scroller: 1".utf8), "expected a value"),
    ("empty", Data(), "the file is empty"),
  ]

  @Test(arguments: allBadInputs.indices)
  func badInputFailsCleanlyAndWritesNothing(index: Int) throws {
    let (name, data, expected) = Self.allBadInputs[index]
    let folder = try folder()
    let spec = try write(data, to: "bad.json", in: folder)
    let page = folder.appendingPathComponent("page.html").path
    for arguments in [
      ["validate", spec], ["eval", spec, "--offset", "0"], ["css", spec, "-o", page],
    ] {
      let result = try run(arguments)
      #expect(result.status == 1, "\(name): \(arguments[0])")
      #expect(result.output.isEmpty, "\(name): \(arguments[0])")
      #expect(
        result.errors.contains(expected), "\(name): \(arguments[0]): \(result.errors.prefix(300))")
    }
    #expect(!FileManager.default.fileExists(atPath: page), "\(name)")
  }

  @Test func missingFilesAndFoldersAreNotSpecs() throws {
    let folder = try folder()
    let missing = try run(["validate", folder.appendingPathComponent("nope.json").path])
    #expect(missing.status == 1)
    #expect(missing.errors.contains("no such file"))
    let directory = try run(["eval", folder.path, "--offset", "1"])
    #expect(directory.status == 1)
    #expect(directory.errors.contains("it is a directory"))
  }

  // MARK: css

  @Test func cssWritesThePageAndReportsApproximations() throws {
    let folder = try folder()
    let text = Fixtures.spec(
      animations: [
        Fixtures.animation(id: "native"),
        Fixtures.animation(
          id: "springy", property: "--s", extra: #""easing": "spring(1 100 10)","#),
      ].joined(separator: ","))
    let spec = try write(text, to: "spec.json", in: folder)
    let page = folder.appendingPathComponent("page.html")
    let result = try run(["css", spec, "-o", page.path])
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("@keyframes sm-0-native"))
    #expect(html.contains("animation-timeline: scroll(nearest y), scroll(nearest y)"))
    #expect(html.contains("<title>ScrollMotion · spec.json</title>"))
    #expect(
      result.errors.contains("note: animations[1].easing: CSS has no easing 'spring(1 100 10)'"))
    #expect(!result.errors.contains("animations[0]"))
    let toStandardOutput = try run(["css", spec, "-o", "-"])
    #expect(toStandardOutput.status == 0)
    #expect(
      toStandardOutput.output.replacingOccurrences(of: "spec.json", with: "")
        == html.replacingOccurrences(of: "spec.json", with: ""))
  }

  /// Tests/Conformance/specs/variants-width.json: from 600 points wide the
  /// card slides across and the badge spins; under reduced motion the
  /// card stays.
  func variantsSpec() throws -> String {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let spec = package.appendingPathComponent("Tests/Conformance/specs/variants-width.json")
    return try write(Data(contentsOf: spec), to: "variants.json", in: folder())
  }

  @Test func evalPlaysTheVariantOfTheContainerItIsGiven() throws {
    let spec = try variantsSpec()
    func values(_ extra: [String]) throws -> String {
      let result = try run(["eval", spec, "--offset", "500"] + extra)
      #expect(result.status == 0, "\(extra): \(result.errors)")
      return result.output
    }
    // The spec's own container is 390 wide: the narrow animations.
    let own = try values([])
    #expect(own.contains(#""slide": [0, 60]"#) && !own.contains("spin"))
    #expect(try values(["--container", "599.5x844"]) == own)
    let wide = try values(["--container", "600x844"])
    #expect(wide.contains(#""slide": [120, 0]"#) && wide.contains(#""spin": 54"#))
    // Reduced motion replaces the slide in either width; the spin stays.
    let reduced = try values(["--container", "700X844", "--reduced-motion"])
    #expect(reduced.contains(#""slide": [0, 0]"#) && reduced.contains(#""spin": 54"#))
  }

  @Test func aBadContainerSaysWhatItShouldBe() throws {
    let spec = try variantsSpec()
    let shape = try run(["eval", spec, "--offset", "1", "--container", "abc"])
    #expect(shape.status == 2)
    #expect(shape.errors.contains("give the container as WIDTHxHEIGHT in points, such as 390x844"))
    let size = try run(["css", spec, "--container", "0x-3"])
    #expect(size.status == 2)
    #expect(
      size.errors.contains("the container's width and height must be finite and greater than 0"))
  }

  @Test func cssWritesTheVariantsAsContainerAndMediaQueries() throws {
    let spec = try variantsSpec()
    let result = try run(["css", spec, "-o", "-", "--container", "700x844"])
    #expect(result.status == 0, "\(result.errors)")
    let html = result.output
    #expect(
      html.contains(
        "#sm-frame { container: sm-frame / size; flex: none; width: 700px; height: 844px; }"))
    #expect(html.contains("<div id=\"sm-frame\"><div id=\"sm-scroller\">"))
    #expect(
      html.contains(
        "@media (prefers-reduced-motion: no-preference) {\n@container sm-frame (width >= 600px) {"))
    #expect(
      html.contains(
        "@media (prefers-reduced-motion: reduce) {\n@container sm-frame (width < 600px) {"))
    // The manifest lists what plays at 700 points: the spin among it.
    #expect(html.contains(#""id": "spin""#))
    // The badge, animated only by the wide variant, animates nothing when narrow.
    #expect(html.contains("animation-name: none"))
  }

  @Test func cssWritesBesideTheCurrentFolderByDefault() throws {
    let folder = try folder()
    _ = try write(Fixtures.cardFade, to: "card.json", in: folder)
    let result = try run(["css", "card.json"], in: folder)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == "card.html\n")
    let html = try String(
      contentsOf: folder.appendingPathComponent("card.html"), encoding: .utf8)
    #expect(html.contains("<title>ScrollMotion · card.json</title>"))
    let fromInput = try run(["css", "-"], input: Data(Fixtures.cardFade.utf8))
    #expect(fromInput.status == 0)
    #expect(
      fromInput.output.hasPrefix("<!doctype html>") || fromInput.output.hasPrefix("<!DOCTYPE html>")
    )
  }

  @Test func cssReportsAnUnwritableOutput() throws {
    let spec = try write(Fixtures.cardFade, to: "spec.json", in: folder())
    let result = try run(["css", spec, "-o", "/nonexistent-folder/page.html"])
    #expect(result.status == 1)
    #expect(result.errors.contains("cannot write '/nonexistent-folder/page.html'"))
  }

  // MARK: demo

  @Test func demoBuildsThePageFromTheCommandsOwnResources() throws {
    // Run from an empty folder: nothing may come from the repository.
    let folder = try folder()
    let result = try run(["demo", "-o", "page.html"], in: folder)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasSuffix("page.html\n"))
    let html = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
    // The three engines are inlined as Base64: "AGFzbQ" is "\0asm".
    #expect(html.contains(#"<script type="text/plain" id="wasm">AGFzbQ"#))
    #expect(html.contains(#"<script type="text/plain" id="wasm-motion">AGFzbQ"#))
    #expect(html.contains(#"<script type="text/plain" id="wasm-full">AGFzbQ"#))
    // So is the scrubbed video: an MP4's first box, 32 bytes of `ftyp`.
    #expect(html.contains(#"<script type="text/plain" id="scrub-video">AAAAIGZ0eX"#))
    #expect(
      !html.contains("/*WASM*/") && !html.contains("/*WASM_MOTION*/")
        && !html.contains("/*RUNTIME*/") && !html.contains("/*DEMO*/")
        && !html.contains("/*VIDEO*/") && !html.contains("/*SPEC_SCRUB*/"))
    #expect(html.contains(#"<script type="application/json" id="user-spec">null</script>"#))
  }

  @Test func demoWritesTheOrdinaryLongPageBesideItAndTheyLinkEachOther() throws {
    let folder = try folder()
    let result = try run(["demo", "-o", "my demo.html"], in: folder)
    #expect(result.status == 0, "\(result.errors)")
    // One line still: the path of the page asked for.
    #expect(result.output.split(separator: "\n").count == 1)
    let page = try String(
      contentsOf: folder.appendingPathComponent("my demo.html"), encoding: .utf8)
    let article = try String(
      contentsOf: folder.appendingPathComponent("my demo-article.html"), encoding: .utf8)
    // Relative links, percent-encoded: the file's name from file:// and from the server.
    #expect(page.contains(#"<a href="my%20demo-article.html">"#))
    #expect(article.contains(#"<a href="my%20demo.html">"#))
    #expect(article.contains(#"<script type="text/plain" id="wasm">AGFzbQ"#))
    #expect(article.contains("choreography.attach(document.scrollingElement)"))
    // The compiled spec: elements by selector, every frame measured.
    #expect(article.contains(#""selectors": {"#))
    #expect(article.contains(#"".card""#))
    #expect(
      !article.contains("/*SPEC*/") && !article.contains("/*WASM*/")
        && !article.contains("/*RUNTIME*/") && !article.contains("/*DEMO_HREF*/"))
    #expect(!page.contains("/*ARTICLE_HREF*/"))
  }

  @Test func demoEmbedsTheUsersSpecSafely() throws {
    let folder = try folder()
    // A spec whose text could end the script element it is embedded in.
    let text = Fixtures.cardFade.replacingOccurrences(
      of: #""id": "cardFade""#, with: #""id": "</script><b>""#)
    let spec = try write(text, to: "mine.json", in: folder)
    let result = try run(["demo", spec, "-o", "page.html"], in: folder)
    #expect(result.status == 0, "\(result.errors)")
    let html = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
    #expect(html.contains(#"{"name": "mine.json", "text": "{\n"#))
    #expect(html.contains(#"\u003C\/script\u003E\u003Cb\u003E"#))
    #expect(!html.contains("</script><b>"))
  }

  @Test func demoReportsTheProblemsOfAnInvalidSpecAndStillWritesThePage() throws {
    let folder = try folder()
    let spec = try write(
      Fixtures.spec(animations: Fixtures.animation(property: "background-color")),
      to: "bad.json", in: folder)
    let result = try run(["demo", spec, "-o", "page.html"], in: folder)
    #expect(result.status == 0)
    #expect(result.errors.contains("did you mean 'backgroundColor'?"))
    #expect(result.errors.contains("bad.json: not a valid spec; the page lists the same problems"))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("page.html").path))
  }

  @Test func demoSaysClearlyWhenThePortIsBusy() throws {
    // Hold a port: bind 127.0.0.1 on a port the system picks.
    let holder = try PortHolder()
    defer { holder.close() }
    let folder = try folder()
    let result = try run(["demo", "--serve", String(holder.port), "-o", "page.html"], in: folder)
    #expect(result.status == 1)
    #expect(!result.output.contains("serving"))
    #expect(
      result.errors
        == "demo: port \(holder.port) is already in use on 127.0.0.1: stop what is using it, or choose another port with --serve PORT\n"
    )
    #expect(!result.errors.contains("errno"))
  }
}

enum CLIError: Error {
  case executableNotFound
}

extension JSONValue {
  /// The numbers of an array of numbers; empty for anything else.
  fileprivate var numbers: [Double] {
    guard case .array(let elements) = self else { return [] }
    return elements.compactMap { element in
      if case .number(let number) = element.value { return number }
      return nil
    }
  }
}

/// The example spec evaluated through the library, for comparing with the CLI.
enum SpecEvaluatorFixture {
  static func cardFade() throws -> (Double) -> Double? {
    let evaluator = try SpecEvaluator(ChoreographySpec(json: Fixtures.cardFade))
    return { y in
      guard case .number(let value) = evaluator.sample(at: ScrollPoint(x: 0, y: y)).entries[0].value
      else { return nil }
      return value
    }
  }
}
