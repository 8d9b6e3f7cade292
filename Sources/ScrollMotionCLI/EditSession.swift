import Foundation
import ScrollMotionSpec

#if canImport(Glibc)
  // Linux: mkstemp, fchmod, fsync and rename come from Glibc.
  import Glibc
#elseif canImport(Darwin)
  // macOS: the same calls come from Darwin.
  import Darwin
#endif

/// What `scrollmotion edit` serves for one file: the editor page, the
/// file with its ETag, the long poll for its next version, and the edits
/// written to it (docs/editor.md gives the API and its guarantees).
///
/// Only `file` is ever written, and only by a PATCH that carries the
/// token, comes from the server's own origin and was made against the
/// file's current bytes.
final class EditSession {
  /// The file edited: absolute, its symbolic links resolved.
  let file: URL
  /// The secret every write carries, made for this run.
  let token: String
  private let page: Data
  /// The user's own page and its folder, served read-only under `/page/`
  /// (`--page`); `nil` when none was given.
  let userPage: PageFolder?
  /// The bytes last read, their ETag and the file's identity then, so
  /// that a poll reads and hashes the file again only when it has changed.
  private var cache: Version?

  /// The longest a `GET /spec?after=ETAG` waits for another version.
  static let longPoll: UInt64 = 25

  init(file: URL, token: String, page: Data, userPage: PageFolder? = nil) {
    self.file = file
    self.token = token
    self.page = page
    self.userPage = userPage
  }

  /// 32 random bytes as hexadecimal, from the system's secure generator.
  static func makeToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in
      let byte = UInt8.random(in: 0...255, using: &generator)
      return String(byte >> 4, radix: 16) + String(byte & 0x0F, radix: 16)
    }.joined()
  }

  /// The ETag of `bytes`: their length and their 64-bit FNV-1a hash, in
  /// quotes as RFC 9110 writes an entity tag. Not a secret: it tells one
  /// version of the file from another.
  static func etag(_ bytes: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "\"\(bytes.count)-\(String(repeating: "0", count: 16 - hex.count) + hex)\""
  }

  /// Whether `given` is `token`, in a time that does not depend on where
  /// they first differ.
  static func isSame(_ given: String, as token: String) -> Bool {
    let a = Array(given.utf8)
    let b = Array(token.utf8)
    var difference = UInt8(a.count == b.count ? 0 : 1)
    for index in 0..<b.count {
      difference |= b[index] ^ (index < a.count ? a[index] : 0)
    }
    return difference == 0
  }

  // MARK: Requests

  func handle(_ request: LocalServer.Request) -> LocalServer.Reply {
    let head = request.head
    let query = head.target.firstIndex(of: "?").map { String(head.target[$0...].dropFirst()) }
    if let userPage, head.path.hasPrefix("/page/") {
      guard head.method == "GET" || head.method == "HEAD" else {
        var response = LocalServer.Response.problem(
          .methodNotAllowed, "the page's folder is read-only: GET and HEAD")
        response.fields.append(("Allow", "GET, HEAD"))
        return .now(response)
      }
      return .now(userPage.response(for: head.path.dropFirst("/page/".count)))
    }
    switch (head.method, head.path) {
    case ("GET", "/"), ("HEAD", "/"):
      guard query == nil else { return .now(.problem(.badRequest, "the page takes no query")) }
      return .now(LocalServer.Response(contentType: "text/html; charset=utf-8", body: page))
    case ("GET", "/spec"), ("HEAD", "/spec"):
      guard let query else { return .now(specResponse()) }
      guard query.hasPrefix("after="), query.count > 6 else {
        return .now(.problem(.badRequest, "/spec takes one query, after=ETAG"))
      }
      let after = String(query.dropFirst(6)).removingPercentEncoding ?? ""
      let deadline = LocalServer.now() + Self.longPoll * 1_000_000_000
      return .later(
        deadline: deadline,
        check: { [self] in
          guard let version = read(), version.etag != after else { return nil }
          return specResponse()
        },
        expire: { [self] in specResponse() })
    case ("GET", "/problems"), ("HEAD", "/problems"):
      guard query == nil else { return .now(.problem(.badRequest, "/problems takes no query")) }
      guard let version = read() else { return .now(unreadable()) }
      let body =
        "{\"etag\": \(JSONText.quoted(version.etag)), \"problems\": \(Self.problems(version.bytes))}\n"
      return .now(json(body, etag: version.etag))
    case ("GET", "/css"), ("HEAD", "/css"), ("GET", "/compiled"), ("HEAD", "/compiled"):
      guard query == nil else { return .now(.problem(.badRequest, "\(head.path) takes no query")) }
      guard let version = read() else { return .now(unreadable()) }
      return .now(output(of: head.path == "/css" ? .css : .compiled, for: version))
    case ("PATCH", "/spec"):
      guard query == nil else { return .now(.problem(.badRequest, "PATCH /spec takes no query")) }
      return .now(patch(request))
    case (_, "/"), (_, "/spec"), (_, "/problems"), (_, "/css"), (_, "/compiled"):
      var response = LocalServer.Response.problem(
        .methodNotAllowed,
        "\(head.path) answers \(head.path == "/spec" ? "GET, HEAD and PATCH" : "GET and HEAD")")
      response.fields.append(("Allow", head.path == "/spec" ? "GET, HEAD, PATCH" : "GET, HEAD"))
      return .now(response)
    default:
      return .now(.problem(.notFound, "nothing is served at \(head.path)"))
    }
  }

  /// The file's bytes as they are now, with their ETag and how many
  /// problems they have as a spec.
  private func specResponse() -> LocalServer.Response {
    guard let version = read() else { return unreadable() }
    var response = LocalServer.Response(
      contentType: "application/json; charset=utf-8", body: version.bytes,
      fields: [("ETag", version.etag)])
    response.fields.append(
      ("X-ScrollMotion-Problems", String(Self.issues(version.bytes).count)))
    return response
  }

  private func unreadable() -> LocalServer.Response {
    let reason =
      FileManager.default.fileExists(atPath: file.path) ? "it cannot be read" : "no such file"
    return .problem(.notFound, "cannot read \(file.lastPathComponent): \(reason)")
  }

  private func json(_ body: String, status: LocalServer.Status = .ok, etag: String?)
    -> LocalServer.Response
  {
    LocalServer.Response(
      status: status, contentType: "application/json; charset=utf-8", body: Data(body.utf8),
      fields: etag.map { [("ETag", $0)] } ?? [])
  }

  /// The two commands whose output the page shows for the file as saved.
  private enum Command {
    /// `scrollmotion css SPEC -o -`.
    case css
    /// `scrollmotion compile SPEC`.
    case compiled
  }

  /// What `command` prints for `version` on standard output, and its
  /// notes as it prints them on standard error:
  /// `{"etag": …, "output": …, "notes": […]}`; for a file it refuses, 422
  /// with the problems it reports, as `GET /problems` lists them.
  private func output(of command: Command, for version: Version) -> LocalServer.Response {
    let refused = { (issues: [SpecIssue]) in
      self.json(
        "{\"etag\": \(JSONText.quoted(version.etag)), \"problems\": \(Self.problems(issues))}\n",
        status: .unprocessableContent, etag: version.etag)
    }
    let text: String
    let notes: [SpecIssue]
    do throws(SpecError) {
      let spec = try ChoreographySpec(json: version.bytes)
      switch command {
      case .css:
        let missing = spec.framesMissingForLayout()
        guard missing.isEmpty else { return refused(missing) }
        let export = try CSSExporter(spec, title: "ScrollMotion · \(file.lastPathComponent)")
          .export()
        (text, notes) = (export.html, export.notes)
      case .compiled:
        (text, notes) = (try SpecCompiler.compile(spec), SpecCompiler.notes(for: spec))
      }
    } catch {
      return refused(error.issues)
    }
    let lines = notes.map { JSONText.quoted("note: \($0)") }.joined(separator: ", ")
    return json(
      "{\"etag\": \(JSONText.quoted(version.etag)), \"output\": \(JSONText.quoted(text)), \"notes\": [\(lines)]}\n",
      etag: version.etag)
  }

  /// A PATCH: the checks of docs/editor.md, in order, then the edits
  /// applied to the file's current bytes and written.
  private func patch(_ request: LocalServer.Request) -> LocalServer.Response {
    let head = request.head
    // The Host has been checked by the server: it names this server.
    let host = head.values(of: "Host").first?.lowercased() ?? ""
    let origins = head.values(of: "Origin")
    guard origins.count == 1, origins[0].lowercased() == "http://\(host)" else {
      return .problem(.forbidden, "a write comes from the editor's own page (its Origin)")
    }
    let tokens = head.values(of: "X-ScrollMotion-Token")
    guard tokens.count == 1, Self.isSame(tokens[0], as: token) else {
      return .problem(
        .forbidden, "a write carries the token of this run in X-ScrollMotion-Token")
    }
    let types = head.values(of: "Content-Type")
    guard types.count == 1,
      types[0].lowercased().split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
        == "application/json"
    else {
      return .problem(.unsupportedMediaType, "the edits are sent as application/json")
    }
    let matches = head.values(of: "If-Match")
    guard matches.count == 1, let expected = matches.first else {
      return .problem(
        .preconditionRequired, "a write names the version it changes: If-Match with its ETag")
    }
    let edits: [JSONTextEdit]
    do {
      edits = try JSONTextEditor.edits(fromBody: Array(request.body))
    } catch {
      return .problem(.badRequest, error.description)
    }
    // Read again whatever the cache holds: a write is never made against
    // bytes that a change within the clock's resolution could hide.
    cache = nil
    guard let version = read() else { return unreadable() }
    let (bytes, current) = (version.bytes, version.etag)
    guard expected == current else {
      return json(
        "{\"error\": \"the file has changed since that version: load it again\", \"etag\": \(JSONText.quoted(current))}\n",
        status: .preconditionFailed, etag: current)
    }
    var editor: JSONTextEditor
    let undo: [JSONTextEdit]
    do {
      editor = try JSONTextEditor(Array(bytes))
      undo = try editor.apply(edits)
    } catch {
      return .problem(.unprocessableContent, "\(error.description); the file is unchanged")
    }
    let result = Data(editor.bytes)
    if result != bytes {
      do {
        try write(result, mode: version.stamp.mode)
      } catch {
        return .problem(.internalServerError, "cannot write \(file.lastPathComponent): \(error)")
      }
    }
    let etag = Self.etag(result)
    return json(
      "{\"etag\": \(JSONText.quoted(etag)), \"undo\": \(JSONTextEditor.json(undo)), \"problems\": \(Self.problems(result))}\n",
      etag: etag)
  }

  // MARK: The file

  /// The file's bytes and identity now, or `nil` when it cannot be read
  /// (missing for a moment while another editor replaces it, say).
  private func read() -> Version? {
    guard let stamp = FileStamp(file) else { return nil }
    if let cache, cache.stamp == stamp { return cache }
    cache = nil
    guard let handle = FileHandle(forReadingAtPath: file.path) else { return nil }
    defer { try? handle.close() }
    guard let bytes = try? handle.read(upToCount: SpecLimits.maximumBytes + 1) ?? Data() else {
      return nil
    }
    let version = Version(stamp: stamp, bytes: bytes, etag: Self.etag(bytes))
    cache = version
    return version
  }

  /// Writes `bytes` to a new file beside the edited one, then renames it
  /// over it: a reader sees the old file or the new one, never a part.
  private func write(_ bytes: Data, mode: mode_t) throws {
    let folder = file.deletingLastPathComponent().path
    var template = Array("\(folder)/.\(file.lastPathComponent).edit-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw WriteFailure(step: "create a file in \(folder)") }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var written = 0
    let complete = bytes.withUnsafeBytes { raw -> Bool in
      while written < raw.count {
        let count = Foundation.write(descriptor, raw.baseAddress! + written, raw.count - written)
        guard count > 0 else { return false }
        written += count
      }
      return true
    }
    let kept = fchmod(descriptor, mode) == 0 && fsync(descriptor) == 0
    close(descriptor)
    guard complete, kept, rename(temporary, file.path) == 0 else {
      unlink(temporary)
      throw WriteFailure(step: "write the new version")
    }
    cache = nil
  }

  private struct WriteFailure: Error, CustomStringConvertible {
    var step: String
    var description: String { "cannot \(step): \(String(cString: strerror(errno)))" }
  }

  // MARK: Problems

  /// The problems `scrollmotion validate` reports for `bytes`.
  private static func issues(_ bytes: Data) -> [SpecIssue] {
    do throws(SpecError) {
      _ = try ChoreographySpec(json: bytes)
      return []
    } catch {
      return error.issues
    }
  }

  /// `[{"path": "animations[0].range", "message": …, "line": L, "column": C}, …]`.
  static func problems(_ bytes: Data) -> String {
    problems(issues(bytes))
  }

  /// `issues` in the form `problems` gives a file's.
  static func problems(_ issues: [SpecIssue]) -> String {
    let items = issues.map { issue in
      let path = issue.path.map { JSONText.quoted($0.description) } ?? "null"
      let line = issue.line.map(String.init) ?? "null"
      let column = issue.column.map(String.init) ?? "null"
      return
        "{\"path\": \(path), \"message\": \(JSONText.quoted(issue.message)), \"line\": \(line), \"column\": \(column)}"
    }
    return "[" + items.joined(separator: ", ") + "]"
  }
}

/// The file's bytes as read, their ETag, and its identity then.
private struct Version {
  var stamp: FileStamp
  var bytes: Data
  var etag: String
}

/// What tells one version of a file from another without reading it: its
/// inode (a rename over it makes a new one), size and modification time.
private struct FileStamp: Equatable {
  var inode: UInt64
  var size: Int64
  var seconds: Int
  var nanoseconds: Int
  var mode: mode_t

  init?(_ file: URL) {
    var info = stat()
    guard stat(file.path, &info) == 0 else { return nil }
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      // Darwin names the modification time st_mtimespec.
      seconds = Int(info.st_mtimespec.tv_sec)
      nanoseconds = Int(info.st_mtimespec.tv_nsec)
    #else
      seconds = Int(info.st_mtim.tv_sec)
      nanoseconds = Int(info.st_mtim.tv_nsec)
    #endif
    mode = info.st_mode & 0o7777
  }
}
