import ArgumentParser
import Foundation
import ScrollMotionSpec

/// `scrollmotion demo [-o page.html] [--serve [PORT]]`: the live demo.
///
/// Writes one self-contained HTML page — the Swift engine compiled to
/// WebAssembly and inlined, the browser runtime, the demo's sections — that
/// works from `file://`, and prints its path. With `--serve` it also serves
/// the page on 127.0.0.1 until interrupted.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract:
      "Write (and optionally serve) the live demo page: the Swift engine running in the browser.",
    discussion: """
      The page embeds the WebAssembly build of the core; if .build-wasm/scrollmotion.wasm \
      is missing or older than the sources, scripts/build-wasm is run first (it needs the \
      Swift toolchain's Embedded Swift support, wasi-libc and binaryen, which it installs \
      with apt when missing).
      """)

  @Option(name: [.customShort("o"), .long], help: "Where to write the page.")
  var output: String = "scrollmotion-demo.html"

  @Option(
    name: .customLong("serve"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "Also serve the page on 127.0.0.1 (port 8123 unless given).", valueName: "port"))
  var serve: [Int] = []

  /// The port `--serve` uses when none is given.
  static let defaultPort = 8_123

  /// `arguments` with the default port after a bare `--serve` of the demo
  /// subcommand, since an option cannot take an optional value.
  static func withDefaultPort(_ arguments: [String]) -> [String] {
    guard arguments.first == configuration.commandName else { return arguments }
    var result: [String] = []
    for (index, argument) in arguments.enumerated() {
      result.append(argument)
      let next = arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
      if argument == "--serve", next.flatMap(Int.init) == nil { result.append(String(defaultPort)) }
    }
    return result
  }

  func run() throws {
    if let port = serve.first, !(1...65_535).contains(port) {
      StandardError.write("--serve: \(port) is not a port number")
      throw ExitCode(2)
    }
    let page: String
    do {
      page = try DemoPage.build(root: DemoPage.packageRoot())
    } catch {
      StandardError.write("demo: \(error)")
      throw ExitCode(1)
    }
    let url = URL(fileURLWithPath: output).standardizedFileURL
    do {
      try Data(page.utf8).write(to: url, options: .atomic)
    } catch {
      StandardError.write("cannot write '\(output)': \(error.localizedDescription)")
      throw ExitCode(1)
    }
    // Written unbuffered: with --serve the process never exits normally.
    FileHandle.standardOutput.write(Data((url.path + "\n").utf8))
    guard let port = serve.first else { return }
    FileHandle.standardOutput.write(
      Data("serving http://127.0.0.1:\(port)/ (Ctrl-C to stop)\n".utf8))
    do {
      try LocalServer(port: UInt16(port), body: Data(page.utf8)).run()
    } catch {
      StandardError.write("demo: \(error)")
      throw ExitCode(1)
    }
  }
}
