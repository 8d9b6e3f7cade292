import ArgumentParser
import Foundation
import ScrollMotionSpec
import ScrollMotionWire

/// `scrollmotion`: evaluate, validate and export choreography specs.
///
/// Exit codes are part of the contract: 0 on success, 1 when the spec (or a
/// file) is the problem, 2 for a usage error. Nothing is written to standard
/// output or to an output file unless the command succeeds.
@main
struct ScrollMotionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scrollmotion",
    abstract: "Scroll choreographies as data: evaluate, validate and export version-1 JSON specs.",
    discussion: """
      Offsets are content offsets in the UIKit convention: at rest the offset is \
      -inset.top (and -inset.left). In the exported page the browser's scrollTop is \
      the offset plus inset.top. Exit codes: 0 success, 1 invalid spec or file, 2 usage error.
      """,
    version: "scrollmotion \(version) (spec format 1, compiled format \(WireFormat.version))",
    subcommands: [
      EvalCommand.self, ValidateCommand.self, CSSCommand.self, CompileCommand.self,
      BundleCommand.self, DemoCommand.self, EditCommand.self,
    ])

  /// The command's release, printed by `--version`.
  static let version = "0.1.0"

  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let unknown = unknownSubcommand(in: arguments) {
      StandardError.write(unknown)
      Foundation.exit(2)
    }
    do {
      var command = try parseAsRoot(DemoCommand.withDefaultPort(arguments))
      try command.run()
    } catch let code as ExitCode {
      Foundation.exit(code.rawValue)
    } catch {
      // Help and version requests are not failures; everything else the
      // parser throws is a usage error.
      let isRequest = exitCode(for: error) == .success
      let message = fullMessage(for: error)
      if isRequest {
        print(message)
        Foundation.exit(0)
      }
      StandardError.write(message)
      Foundation.exit(2)
    }
  }

  /// A message for a first argument that names no subcommand (nor is an
  /// option), with the closest subcommand when there is one; `nil` when the
  /// arguments start well.
  static func unknownSubcommand(in arguments: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
    let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    guard !names.contains(first) else { return nil }
    let suggestion = NameSuggestion.closest(to: first, among: names)
    return "error: unknown command '\(first)'"
      + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      + "\n(commands: \(names.dropLast().joined(separator: ", ")); see scrollmotion --help)"
  }
}

/// Writing to standard error, one line at a time.
enum StandardError {
  static func write(_ line: String) {
    StandardOutput.write(line + "\n", to: .standardError)
  }
}

/// Writing to standard output unbuffered, so that whoever started a
/// server command reads each line while it runs.
enum StandardOutput {
  /// Writes `text` as it is. A reader that went away (a closed pipe) is
  /// not an error of the command: the text is dropped, where
  /// `FileHandle.write(_:)` would stop the process.
  static func write(_ text: String, to handle: FileHandle = .standardOutput) {
    try? handle.write(contentsOf: Data(text.utf8))
  }
}
