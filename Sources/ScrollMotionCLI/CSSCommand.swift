import ArgumentParser
import Foundation
import ScrollMotionSpec

/// `scrollmotion css SPEC -o page.html`.
struct CSSCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "css",
    abstract:
      "Export a self-contained HTML page running the spec as native CSS scroll-driven animations.",
    discussion: """
      Whatever CSS cannot express exactly (colour spaces other than sRGB, springs, \
      smoothstep and the Penner curves, keyframes sharing an offset) is approximated \
      and reported on standard error. The spec's variants become @container rules on \
      the scroller's frame (and @media (prefers-reduced-motion: reduce) rules), so the \
      page plays what `eval` gives at its container size.
      """)

  @Argument(help: "The spec file (JSON), or - for standard input.")
  var spec: String

  @Option(
    name: [.customShort("o"), .long],
    help: ArgumentHelp(
      "The page to write, or - for standard output (default: the spec's name with .html, in the current folder; standard output for a spec read from standard input).",
      valueName: "page"))
  var output: String?

  @Option(
    name: .customLong("container"),
    help: ContainerSize.help("the page's scroller has that size"),
    transform: { try ContainerSize(parsing: $0) })
  var container: ContainerSize?

  /// Where the page goes: `-o`, else `card.json` → `card.html` in the
  /// current folder (standard output for standard input).
  static func defaultOutput(for spec: String) -> String {
    guard spec != "-" else { return "-" }
    let file = URL(fileURLWithPath: spec)
    let name = file.deletingPathExtension().lastPathComponent
    // Never the spec itself, however oddly it is named.
    return name + (file.pathExtension == "html" ? ".css.html" : ".html")
  }

  func run() throws {
    var spec = try SpecFile.load(self.spec)
    if let container { spec.scroller.containerSize = container.size }
    // Valid (`validate` accepts it), but the exported page places every element at its frame.
    let missing = spec.framesMissingForLayout()
    guard missing.isEmpty else {
      SpecFile.reportMissingFrames(missing, in: self.spec, for: "css")
      throw ExitCode(1)
    }
    let export: CSSExport
    do {
      export = try CSSExporter(spec, title: Self.title(for: self.spec)).export()
    } catch {
      SpecFile.report(error, in: self.spec)
      throw ExitCode(1)
    }
    let output = self.output ?? Self.defaultOutput(for: self.spec)
    if output == "-" {
      print(export.html, terminator: "")
    } else {
      do {
        try Data(export.html.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
      } catch {
        StandardError.write("cannot write '\(output)': \(error.localizedDescription)")
        throw ExitCode(1)
      }
      if self.output == nil { print(output) }
    }
    for note in export.notes {
      StandardError.write("note: \(note)")
    }
  }

  private static func title(for path: String) -> String {
    path == "-" ? "ScrollMotion" : "ScrollMotion · " + URL(fileURLWithPath: path).lastPathComponent
  }
}
