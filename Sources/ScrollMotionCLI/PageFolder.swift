import Foundation

#if canImport(Glibc)
  // Linux: stat and S_IFMT come from Glibc.
  import Glibc
#elseif canImport(Darwin)
  // macOS: the same come from Darwin.
  import Darwin
#endif

/// The user's own page that `scrollmotion edit --page PAGE.html` shows in
/// its preview, and the folder it sits in, served read-only under
/// `/page/`: the page at `/page/`, the files beside it (its stylesheets,
/// images and fonts) at `/page/NAME`, nothing outside the folder.
struct PageFolder {
  /// The page: absolute, its symbolic links resolved.
  let page: URL
  /// The folder the page is in, its symbolic links resolved.
  let folder: URL

  /// The largest file served, so that a request never makes the server
  /// read a huge file into memory.
  static let maximumBytes = 64 * 1_024 * 1_024

  /// The page at `path`, or why it cannot be shown: a sentence that
  /// `edit` prints after `--page 'PATH': `.
  static func open(_ path: String) -> Result<PageFolder, Failure> {
    let page = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    var info = stat()
    guard stat(page.path, &info) == 0 else { return .failure(Failure("no such file")) }
    guard info.st_mode & S_IFMT != S_IFDIR else {
      return .failure(Failure("it is a folder: name the page's HTML file"))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      return .failure(Failure("it is not a file"))
    }
    guard let handle = FileHandle(forReadingAtPath: page.path) else {
      return .failure(Failure("permission denied"))
    }
    try? handle.close()
    return .success(PageFolder(page: page, folder: page.deletingLastPathComponent()))
  }

  /// Why a page cannot be shown.
  struct Failure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
      self.description = description
    }
  }

  /// The answer to `GET /page/…`: `rest` is the request's path after
  /// `/page/`, as sent (percent-encoded). Refuses, with 404 and without
  /// looking at the disk, a name with an empty, `.` or `..` segment, a
  /// hidden name (`.git`), a backslash, a NUL, or a slash or backslash
  /// sent percent-encoded; then anything that is not a regular file inside
  /// the folder once its symbolic links are resolved.
  func response(for rest: Substring) -> LocalServer.Response {
    let notHere = LocalServer.Response.problem(
      .notFound, "the page's folder has no file at /page/\(rest)")
    var file = page
    if !rest.isEmpty {
      var names: [String] = []
      for segment in rest.split(separator: "/", omittingEmptySubsequences: false) {
        guard let name = String(segment).removingPercentEncoding, !name.isEmpty,
          !name.hasPrefix("."),
          !name.contains(where: { $0 == "/" || $0 == "\\" || $0 == "\0" })
        else { return notHere }
        names.append(name)
      }
      file = names.reduce(folder) { $0.appendingPathComponent($1) }.resolvingSymlinksInPath()
      guard file.path.hasPrefix(folder.path + "/") else { return notHere }
    }
    var info = stat()
    guard stat(file.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      Int(info.st_size) <= Self.maximumBytes,
      let handle = FileHandle(forReadingAtPath: file.path)
    else { return notHere }
    defer { try? handle.close() }
    guard let bytes = try? handle.read(upToCount: Self.maximumBytes) ?? Data() else {
      return notHere
    }
    // No script of the page runs, even opened on its own: a script from
    // this origin could read the editor's token and write the spec.
    return LocalServer.Response(
      contentType: Self.type(of: file.pathExtension), body: bytes,
      fields: [("Content-Security-Policy", "sandbox allow-same-origin")])
  }

  /// The media type of a file named with `pathExtension`: those a page
  /// loads (markup, styles, images, fonts, media); any other is bytes.
  static func type(of pathExtension: String) -> String {
    switch pathExtension.lowercased() {
    case "html", "htm": "text/html; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "js", "mjs": "text/javascript; charset=utf-8"
    case "json": "application/json; charset=utf-8"
    case "txt": "text/plain; charset=utf-8"
    case "svg": "image/svg+xml"
    case "png": "image/png"
    case "jpg", "jpeg": "image/jpeg"
    case "gif": "image/gif"
    case "webp": "image/webp"
    case "avif": "image/avif"
    case "ico": "image/x-icon"
    case "woff": "font/woff"
    case "woff2": "font/woff2"
    case "ttf": "font/ttf"
    case "otf": "font/otf"
    case "mp4": "video/mp4"
    case "webm": "video/webm"
    default: "application/octet-stream"
    }
  }
}
