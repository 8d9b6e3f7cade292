import ArgumentParser
import Foundation
import ScrollMotionSpec

/// `scrollmotion edit SPEC [--page PAGE] [--port N] [--host ADDRESS]
/// [--no-open]`: an editor for one spec file, served on this machine.
///
/// Serves a page that shows the spec's text, plays it with the full
/// WebAssembly engine, lists its problems with their paths and saves it;
/// and the HTTP API the page and other clients use (docs/editor.md): the
/// file's bytes with their ETag, a long poll for the next version, and
/// edits that change only the bytes they concern and come back with the
/// edits that undo them.
struct EditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit",
    abstract: "Serve an editor for a spec file on this machine, and save its edits to the file.",
    discussion: """
      Prints the editor's address, which carries a random token made for this run after \
      '#token=': every write needs it. The server listens on 127.0.0.1 unless --host names \
      another address of this machine, answers only requests that name it in their Host, \
      writes only SPEC (atomically, each edit changing only the bytes it concerns), and \
      refuses a write without the token, from another origin, made against a version of \
      the file that has changed on disk since, or that would make the file larger than \
      \(SpecLimits.maximumBytes) bytes. A connection that sends no complete request within \
      \(LocalServer.idleTimeout) seconds is closed. With --page, the preview plays the spec on \
      that HTML page, served read-only with the files of its folder (whoever can reach the \
      server can read them, as the spec). Ctrl-C (or SIGTERM) stops it. \
      docs/editor.md describes the API.
      """)

  @Argument(help: "The spec file (JSON) to edit; it is written in place.")
  var spec: String

  @Option(help: "An HTML page to play the spec on in the preview, in place of the boxes.")
  var page: String?

  @Option(help: "The port to serve on (0: any free port).")
  var port: Int = 8_124

  @Option(help: "The address to listen on: 127.0.0.1 unless given (see docs/editor.md first).")
  var host: String = "127.0.0.1"

  @Flag(help: "Print the address without opening a browser.")
  var noOpen = false

  func validate() throws {
    guard (0...65_535).contains(port) else {
      throw ValidationError("--port: \(port) is not a port number (0 to 65535)")
    }
    if host == "0.0.0.0" {
      throw ValidationError(
        "--host: give one address of this machine, such as its address on the network (192.168.1.20, say): 0.0.0.0 is none a request can name"
      )
    }
    if spec == "-" {
      throw ValidationError("edit writes the spec back to its file: name a file, not -")
    }
  }

  func run() throws {
    let bytes = try SpecFile.read(spec)
    do {
      _ = try JSONTextEditor(Array(bytes))
    } catch {
      StandardError.write("edit: \(spec) is \(error): fix it in a text editor first")
      throw ExitCode(1)
    }
    var userPage: PageFolder?
    if let page {
      switch PageFolder.open(page) {
      case .success(let opened): userPage = opened
      case .failure(let failure):
        StandardError.write("edit: --page '\(page)': \(failure)")
        throw ExitCode(1)
      }
    }
    let file = URL(fileURLWithPath: spec).standardizedFileURL.resolvingSymlinksInPath()
    let page: Data
    do {
      page = Data(
        try EditorPage.build(name: file.lastPathComponent, showsPage: userPage != nil).utf8)
    } catch {
      StandardError.write("edit: \(error)")
      throw ExitCode(1)
    }
    var server: LocalServer
    do {
      server = try LocalServer(port: UInt16(port), address: host, portOption: "--port N")
    } catch {
      StandardError.write("edit: \(error)")
      throw ExitCode(1)
    }
    server.bodyMethods = ["PATCH"]
    // The edits' JSON adds a little to the spec itself.
    server.maximumBodyBytes = SpecLimits.maximumBytes + 64 * 1_024
    let session = EditSession(
      file: file, token: EditSession.makeToken(), page: page, userPage: userPage)
    let url = "http://\(host):\(server.port)/#token=\(session.token)"
    StandardOutput.write(
      "editing \(file.path)" + (userPage.map { " on \($0.page.path)" } ?? "")
        + "\n\(url)\n(Ctrl-C to stop)\n")
    if !noOpen { Self.openBrowser(url) }
    do {
      try server.serve(session.handle)
    } catch {
      StandardError.write("edit: \(error)")
      throw ExitCode(1)
    }
    StandardOutput.write("stopped\n")
  }

  /// Opens `url` in the desktop's browser where there is one: `open` on
  /// macOS, `xdg-open` on Linux with a display; otherwise the printed
  /// address is enough.
  private static func openBrowser(_ url: String) {
    #if os(macOS)
      // macOS: `open` hands a URL to the default browser.
      let opener = "/usr/bin/open"
    #else
      // Elsewhere: xdg-open, and only with a display to open a window on.
      let environment = ProcessInfo.processInfo.environment
      guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { return }
      let opener = "/usr/bin/xdg-open"
    #endif
    guard FileManager.default.isExecutableFile(atPath: opener) else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: opener)
    process.arguments = [url]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try? process.run()
  }
}
