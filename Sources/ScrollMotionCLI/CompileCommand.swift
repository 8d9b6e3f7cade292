import ArgumentParser
import Foundation
import ScrollMotionSpec

/// `scrollmotion compile SPEC [-o FILE]`: the numbers-only form of a spec
/// that the shipped browser engine reads.
struct CompileCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compile",
    abstract: "Compile a spec to the numbers-only JSON the shipped browser engine reads.",
    discussion: """
      The browser runtime (scrollmotion.js) with the shipped engine (scrollmotion.wasm) takes \
      compiled specs and scrubs triggered and smoothed animations (a note on standard error \
      says so); scrollmotion-motion.wasm, the shipped engine plus time-based motion, plays \
      them in time; the larger scrollmotion-full.wasm also reads specs as written. \
      `scrollmotion bundle SPEC -o FOLDER` writes the compiled spec with the \
      runtime, the engine it needs and a page that runs it into a folder for a site.
      """)

  @Argument(help: "The spec file (JSON), or - for standard input.")
  var spec: String

  @Option(
    name: [.customShort("o"), .long],
    help: "Where to write the compiled spec (standard output by default).")
  var output: String = "-"

  func run() throws {
    let spec = try SpecFile.load(self.spec)
    let compiled: String
    do {
      compiled = try SpecCompiler.compile(spec)
      for note in SpecCompiler.notes(for: spec) { StandardError.write("note: \(note)") }
    } catch {
      SpecFile.report(error, in: self.spec)
      throw ExitCode(1)
    }
    if output == "-" {
      print(compiled, terminator: "")
      return
    }
    do {
      try Data(compiled.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
      StandardError.write("cannot write '\(output)': \(error.localizedDescription)")
      throw ExitCode(1)
    }
  }
}
