import ArgumentParser
import Foundation

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
    subcommands: [
      EvalCommand.self, ValidateCommand.self, CSSCommand.self, CompileCommand.self,
      DemoCommand.self,
    ])

  static func main() {
    do {
      var command = try parseAsRoot(
        DemoCommand.withDefaultPort(Array(CommandLine.arguments.dropFirst())))
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
}

/// Writing to standard error, one line at a time.
enum StandardError {
  static func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
