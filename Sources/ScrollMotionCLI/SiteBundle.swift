import Foundation
import ScrollMotion
import ScrollMotionSpec
import ScrollMotionWire

/// The files `scrollmotion bundle` writes for one spec, made in memory
/// before anything is written, and how they are written into a folder.
struct SiteBundle {
  enum Failure: Error, CustomStringConvertible {
    case missing(String)
    case notAFolder(String)
    case notEmpty(String)
    case unwritable(String, String)

    var description: String {
      switch self {
      case .missing(let path): "the command's resources lack \(path) (a broken build?)"
      case .notAFolder(let path): "'\(path)' is a file, not a folder"
      case .notEmpty(let path):
        "'\(path)' is not empty and holds no previous bundle (its package.json was not "
          + "written by scrollmotion bundle): choose an empty or new folder, or pass --force "
          + "to write into it (its other files are kept)"
      case .unwritable(let path, let reason): "cannot write '\(path)': \(reason)"
      }
    }
  }

  /// One file of the folder.
  struct File {
    var name: String
    var data: Data
  }

  /// The engines a bundle chooses from, smallest first.
  static let shippedEngine = "scrollmotion.wasm"
  static let motionEngine = "scrollmotion-motion.wasm"

  /// The package's name (and the compiled spec's, `NAME.compiled.json`).
  let name: String
  /// The engine the folder holds: the motion engine when the spec plays
  /// in time (``ChoreographySpec``'s `playsInTime`, which the compiled
  /// spec's `"motion": 1` tells the runtime's `autoAttach`), else the
  /// shipped one.
  let engine: String
  /// Every file, in the order they are listed.
  private(set) var files: [File] = []
  /// What the user should know about the page (an element it cannot make).
  private(set) var notes: [String] = []

  /// The bundle of `spec`, whose compiled form is `compiled`, as a package
  /// called `name`.
  init(spec: ChoreographySpec, compiled: String, name: String) throws(Failure) {
    self.name = name
    self.engine = spec.playsInTime ? Self.motionEngine : Self.shippedEngine
    let root: URL
    do {
      root = try DemoPage.resources()
    } catch {
      throw .missing("Resources")
    }
    func resource(_ file: String) throws(Failure) -> File {
      do {
        return File(name: file, data: try DemoPage.data(root, "Engine/" + file))
      } catch {
        throw .missing("Resources/Engine/" + file)
      }
    }
    let specFile = "\(name).compiled.json"
    let page = IndexPage(spec: spec, specFile: specFile, title: name)
    notes = page.notes
    files = [
      File(name: "index.html", data: Data(page.html.utf8)),
      File(name: specFile, data: Data(compiled.utf8)),
      try resource("scrollmotion.js"),
      try resource("scrollmotion.min.js"),
      try resource("scrollmotion.d.ts"),
      try resource(engine),
    ]
    files.append(File(name: "README.md", data: Data(readme(page: page, specFile: specFile).utf8)))
    files.append(File(name: "package.json", data: Data(packageJSON(specFile: specFile).utf8)))
  }

  /// `package.json`: an ES module package with no dependencies, its entry
  /// the runtime, its files this folder's. The `scrollmotion` member marks
  /// the folder as a bundle, so that writing one again replaces it.
  private func packageJSON(specFile: String) -> String {
    let names = files.map(\.name).filter { $0 != "package.json" }
    let quoted = JSONText.quoted
    let exports = ["scrollmotion.min.js", engine, specFile, "package.json"].map {
      "    \(quoted("./" + $0)): \(quoted("./" + $0))"
    }
    return """
      {
        "name": \(quoted(name)),
        "version": "1.0.0",
        "description": \(quoted("A scroll choreography (\(specFile)) with the ScrollMotion browser runtime and engine that play it")),
        "type": "module",
        "main": "./scrollmotion.js",
        "types": "./scrollmotion.d.ts",
        "exports": {
          ".": { "types": "./scrollmotion.d.ts", "default": "./scrollmotion.js" },
      \(exports.joined(separator: ",\n"))
        },
        "files": [\(names.map(quoted).joined(separator: ", "))],
        "sideEffects": false,
        "scrollmotion": { "bundle": 1, "spec": \(quoted(specFile)), "engine": \(quoted(engine)) }
      }

      """
  }

  private func readme(page: IndexPage, specFile: String) -> String {
    let engineNote =
      engine == Self.motionEngine
      ? "the engine with time-based motion, since an animation has a `trigger` or `smoothing`"
      : "the shipped engine: no animation has a `trigger` or `smoothing`"
    return """
      # \(name)

      A scroll choreography for the web, written by `scrollmotion bundle`: run it
      again after editing the spec to refresh this folder.

      | File | What it is |
      | --- | --- |
      | `index.html` | a page that runs the spec: serve this folder over HTTP (`python3 -m http.server`, then open http://localhost:8000/); browsers load no WebAssembly from `file://` |
      | `\(specFile)` | the compiled spec, as `scrollmotion compile` writes it |
      | `scrollmotion.js` | the browser runtime, an ES module with no dependencies; `scrollmotion.min.js` is the same minified, `scrollmotion.d.ts` its types |
      | `\(engine)` | \(engineNote) |
      | `package.json` | makes the folder an ES module package: set its `name` and `version`, then `npm publish` to your registry |

      ## On your page

      With these files beside the page:

      ```html
      \(page.snippet)
      ```

      `autoAttach` loads `\(engine)` from beside `scrollmotion.js`, attaches the
      spec and rejects with an error naming what is missing. The runtime's
      documentation is ScrollMotion's `docs/runtime.md`.

      """
  }

  /// Writes the files into `folder`, created when missing. A folder that
  /// holds other files is refused unless it holds a previous bundle (whose
  /// files this one replaces) or `force` is set; nothing is written when the
  /// folder cannot be.
  func write(to folder: URL, force: Bool) throws(Failure) {
    let manager = FileManager.default
    let path = folder.path
    var isFolder: ObjCBool = false
    let exists = manager.fileExists(atPath: path, isDirectory: &isFolder)
    var previous: [String] = []
    if exists {
      guard isFolder.boolValue else { throw .notAFolder(path) }
      let contents: [String]
      do {
        contents = try manager.contentsOfDirectory(atPath: path)
      } catch {
        throw .unwritable(path, "it cannot be read")
      }
      let bundled = Self.previousBundle(in: folder)
      if !contents.isEmpty && bundled == nil && !force { throw .notEmpty(path) }
      previous = bundled ?? []
      guard manager.isWritableFile(atPath: path) else {
        throw .unwritable(path, "permission denied")
      }
    } else {
      do {
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw .unwritable(path, Self.reason(error))
      }
    }
    for file in files {
      do {
        try file.data.write(to: folder.appendingPathComponent(file.name), options: .atomic)
      } catch {
        if !exists { try? manager.removeItem(at: folder) }
        throw .unwritable(folder.appendingPathComponent(file.name).path, Self.reason(error))
      }
    }
    // What the previous bundle had and this one has not: the other engine,
    // a compiled spec of another name.
    let names = Set(files.map(\.name))
    for old in previous where !names.contains(old) {
      try? manager.removeItem(at: folder.appendingPathComponent(old))
    }
  }

  /// The files of the bundle `folder` holds (from its `package.json`), or
  /// `nil` when it holds none. Only plain names in the folder itself count.
  static func previousBundle(in folder: URL) -> [String]? {
    guard
      let data = try? Data(contentsOf: folder.appendingPathComponent("package.json")),
      let package = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let marker = package["scrollmotion"] as? [String: Any], marker["bundle"] != nil
    else { return nil }
    let files = package["files"] as? [String] ?? []
    return files.filter { !$0.contains("/") && !$0.hasPrefix(".") && !$0.isEmpty }
  }

  private static func reason(_ error: Error) -> String {
    let cocoa = error as NSError
    if let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let message = strerror(Int32(underlying.code))
    {
      return String(cString: message).lowercased()
    }
    return error.localizedDescription
  }
}
