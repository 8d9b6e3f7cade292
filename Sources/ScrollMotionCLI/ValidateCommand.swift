import ArgumentParser
import ScrollMotionSpec

/// `scrollmotion validate SPEC`.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check a spec: print a one-line summary, or every problem with its JSON path.")

  @Argument(help: "The spec file (JSON), or - for standard input.")
  var spec: String

  func run() throws {
    let spec = try SpecFile.load(self.spec)
    let elements = spec.elements.count
    let animations = spec.animations.count
    let size = spec.scroller.containerSize
    print(
      "\(SpecFile.displayName(self.spec)): valid version-\(spec.version) spec, "
        + "\(Self.number(size.width))×\(Self.number(size.height)) scroller, "
        + "\(elements) element\(elements == 1 ? "" : "s"), "
        + "\(animations) animation\(animations == 1 ? "" : "s")")
    // Valid for the runtime and the Apple front ends, which measure what
    // the spec leaves out; said here for eval and css, which cannot.
    for issue in spec.framesMissingForEvaluation() {
      StandardError.write("note: \(issue)")
    }
    if spec.framesMissingForEvaluation().isEmpty, !spec.framesMissingForLayout().isEmpty {
      let names = spec.elements.filter { !$0.hasFrame }.map { "'\($0.name)'" }
      StandardError.write(
        "note: \(names.joined(separator: ", ")) \(names.count == 1 ? "has" : "have") no frame: "
          + "measured where the spec plays; `eval` runs, `css` needs every frame")
    }
  }

  private static func number(_ value: Double) -> String {
    JSONText.number(value)
  }
}
