import ArgumentParser
import Foundation
import ScrollMotionSpec

/// `scrollmotion demo [SPEC] [-o page.html] [--serve [PORT]] [--watch]`:
/// the live demo.
///
/// Writes one self-contained HTML page — the Swift engine compiled to
/// WebAssembly and inlined, the browser runtime, the demo's sections, and
/// the user's spec if one is given — that works from `file://`, and prints
/// its path; beside it, a second page, an ordinary long document whose own
/// scroll drives its animations (`NAME-article.html`), linked from the
/// first. With `--serve` it also serves the page on 127.0.0.1 until
/// interrupted; with `--watch` the served page follows the spec file.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract:
      "Write (and optionally serve) the live demo page: the Swift engine running in the browser.",
    discussion: """
      Beside the page it writes NAME-article.html, linked from the page: an ordinary long \
      document whose own scroll drives its animations, its elements found by selector. \
      The page embeds the WebAssembly engine that ships with this command (built by \
      scripts/build-wasm), so no WebAssembly toolchain is needed. Given a SPEC, the page's \
      "your spec" section shows its problems with their paths, or runs it with markers \
      for each range's start and end. --watch serves the page and reloads the spec in it \
      whenever the file changes (an invalid spec shows its problems and the page keeps \
      watching). The server answers only this machine: requests for 127.0.0.1:PORT or \
      localhost:PORT (any other host gets 403), with no header that would let another \
      site's page read the page or the spec; a connection that sends no complete request \
      within \(LocalServer.idleTimeout) seconds is closed. Ctrl-C (or SIGTERM) stops it.
      """)

  @Argument(help: "A spec (JSON) to show in the page's \"your spec\" section.")
  var spec: String?

  @Option(name: [.customShort("o"), .long], help: "Where to write the page.")
  var output: String = "scrollmotion-demo.html"

  @Option(
    name: .customLong("serve"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "Also serve the page on 127.0.0.1 (port 8123 unless given).", valueName: "port"))
  var serve: [Int] = []

  @Flag(help: "Serve the page and update SPEC in it whenever the file is saved.")
  var watch = false

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

  func validate() throws {
    if let port = serve.first, !(1...65_535).contains(port) {
      throw ValidationError("--serve: \(port) is not a port number (1 to 65535)")
    }
    if watch && (spec == nil || spec == "-") {
      throw ValidationError("--watch needs a SPEC file to watch")
    }
  }

  func run() throws {
    let user = try spec.map { path throws(ExitCode) in try Self.userSpec(path, watch: watch) }
    if let user { Self.reportProblems(in: user) }
    let page: String
    let article: String
    let articleName = DemoPage.articleName(besides: output)
    do {
      page = try DemoPage.build(user: user, articleHref: DemoPage.href(articleName))
      article = try DemoPage.buildArticle(
        demoHref: DemoPage.href(URL(fileURLWithPath: output).lastPathComponent))
    } catch {
      StandardError.write("demo: \(error)")
      throw ExitCode(1)
    }
    // Bound before anything is written, so that a busy port fails cleanly.
    let port = watch ? (serve.first ?? Self.defaultPort) : serve.first
    let server: LocalServer?
    do {
      server = try port.map { port throws(LocalServer.Failure) in
        try LocalServer(port: UInt16(port))
      }
    } catch {
      StandardError.write("demo: \(error)")
      throw ExitCode(1)
    }
    let url = URL(fileURLWithPath: output).standardizedFileURL
    let html = Data(page.utf8)
    let articleURL = url.deletingLastPathComponent().appendingPathComponent(articleName)
    let articleHTML = Data(article.utf8)
    for (file, bytes) in [(url, html), (articleURL, articleHTML)] {
      do {
        try bytes.write(to: file, options: .atomic)
      } catch {
        StandardError.write("cannot write '\(file.path)': \(error.localizedDescription)")
        throw ExitCode(1)
      }
    }
    StandardOutput.write(url.path + "\n")
    guard let server else { return }
    let watching = watch ? ", watching \(spec ?? "")" : ""
    StandardOutput.write("serving http://127.0.0.1:\(server.port)/\(watching) (Ctrl-C to stop)\n")
    let watched = watch ? spec : nil
    do {
      try server.run { path in
        switch path {
        case "/", "/" + DemoPage.href(url.lastPathComponent):
          LocalServer.Response(contentType: "text/html; charset=utf-8", body: html)
        case "/" + DemoPage.href(articleName):
          LocalServer.Response(contentType: "text/html; charset=utf-8", body: articleHTML)
        case "/spec.json": watched.map(Self.specResponse)
        default: nil
        }
      }
    } catch {
      StandardError.write("demo: \(error)")
      throw ExitCode(1)
    }
    StandardOutput.write("stopped\n")
  }

  /// The watched spec as the page polls it: the file's bytes as they are
  /// now (the page shows the problems of an invalid one), or a sentence
  /// saying why it cannot be read (a file being replaced by an editor is
  /// missing for a moment). Read on every poll: the page compares the text
  /// with what it shows.
  private static func specResponse(_ path: String) -> LocalServer.Response {
    let name = URL(fileURLWithPath: path).lastPathComponent
    guard let handle = FileHandle(forReadingAtPath: path) else {
      let reason =
        FileManager.default.fileExists(atPath: path) ? "it cannot be opened" : "no such file"
      return .problem(.notFound, "cannot read \(name): \(reason)")
    }
    defer { try? handle.close() }
    // One byte past the size limit is enough for the page's engine to
    // report the spec as too large, without reading all of a huge file.
    let data: Data
    do {
      data = try handle.read(upToCount: SpecLimits.maximumBytes + 1) ?? Data()
    } catch {
      return .problem(.internalServerError, "cannot read \(name): \(error.localizedDescription)")
    }
    return LocalServer.Response(contentType: "application/json; charset=utf-8", body: data)
  }

  private static func userSpec(_ path: String, watch: Bool) throws(ExitCode) -> DemoPage.UserSpec {
    let data = try SpecFile.read(path)
    let name = path == "-" ? "standard input" : URL(fileURLWithPath: path).lastPathComponent
    return DemoPage.UserSpec(name: name, text: String(decoding: data, as: UTF8.self), watch: watch)
  }

  /// Lists the spec's problems on standard error; the page shows them too,
  /// so an invalid spec does not stop the demo (nor a watch in progress).
  private static func reportProblems(in user: DemoPage.UserSpec) {
    do throws(SpecError) {
      _ = try SpecCompiler.compile(try ChoreographySpec(json: user.text))
    } catch {
      for issue in error.issues { StandardError.write(issue.description) }
      StandardError.write("\(user.name): not a valid spec; the page lists the same problems")
    }
  }
}
