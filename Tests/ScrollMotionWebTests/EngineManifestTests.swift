import Foundation
import Testing

/// `Web/wasm/engines.txt`, the one list of what each WebAssembly engine is
/// made of (scripts/build-wasm builds from it), accounts for every Swift
/// file of the modules the engines draw from: a file added, renamed or
/// moved there must be placed in the engines that compile it, or in none,
/// before the tests pass.
@Suite struct EngineManifestTests {
  /// The manifest read: engines in order, modules, and each listed file
  /// with the engines its section names (empty for `[none]`).
  struct Manifest {
    var engines: [String] = []
    var modules: [String] = []
    var files: [(path: String, engines: [String], line: Int)] = []
    var problems: [String] = []
  }

  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func manifest() throws -> Manifest {
    let text = try String(
      contentsOf: package.appendingPathComponent("Web/wasm/engines.txt"), encoding: .utf8)
    var manifest = Manifest()
    var section: [String]?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let words = line.split(separator: " ").map(String.init)
      guard let first = words.first, !first.hasPrefix("#") else { continue }
      switch first {
      case "engine":
        guard words.count >= 3 else {
          manifest.problems.append("line \(index + 1): an engine needs a name and a file")
          continue
        }
        manifest.engines.append(words[1])
      case "modules":
        manifest.modules = Array(words.dropFirst())
      case _ where first.hasPrefix("["):
        let names = line.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
          .split(separator: " ").map(String.init)
        section = names == ["none"] ? [] : names
      default:
        guard let section, words.count == 1 else {
          manifest.problems.append("line \(index + 1): '\(line)' is not a file under a section")
          continue
        }
        manifest.files.append((first, section, index + 1))
      }
    }
    return manifest
  }

  /// The Swift files under `module`, relative to the package.
  static func swiftFiles(in module: String) -> [String] {
    let root = package.appendingPathComponent(module)
    guard let walk = FileManager.default.enumerator(atPath: root.path) else { return [] }
    return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
      .map { "\(module)/\($0)" }
  }

  @Test func readsAsTheBuildReadsIt() throws {
    let manifest = try Self.manifest()
    #expect(manifest.problems.isEmpty, "\(manifest.problems)")
    #expect(manifest.engines == ["full", "motion", "shipped"])
    #expect(!manifest.modules.isEmpty)
    for file in manifest.files {
      let unknown = file.engines.filter { !manifest.engines.contains($0) }
      #expect(unknown.isEmpty, "line \(file.line): no engine is called \(unknown)")
    }
  }

  @Test func listsEverySourceFileOfTheModulesOnce() throws {
    let manifest = try Self.manifest()
    let listed = manifest.files.map(\.path)
    let onDisk = manifest.modules.flatMap(Self.swiftFiles(in:))
    #expect(onDisk.count > 100, "the modules' files were not found")
    let unlisted = Set(onDisk).subtracting(listed).sorted()
    #expect(
      unlisted.isEmpty,
      "list these under the engines that compile them, or under [none]: \(unlisted)")
    let missing = Set(listed).subtracting(onDisk).sorted()
    #expect(missing.isEmpty, "listed but not a Swift file of the modules: \(missing)")
    let repeated = Dictionary(grouping: listed, by: { $0 }).filter { $0.value.count > 1 }.keys
    #expect(repeated.isEmpty, "listed more than once: \(repeated.sorted())")
  }

  @Test func eachEngineHoldsTheOneBeforeIt() throws {
    // docs/runtime.md: the motion engine is the shipped one plus time-based
    // motion, the full one the motion one plus the text readers.
    let manifest = try Self.manifest()
    func files(of engine: String) -> Set<String> {
      Set(manifest.files.filter { $0.engines.contains(engine) }.map(\.path))
    }
    #expect(!files(of: "shipped").isEmpty)
    #expect(files(of: "shipped").isStrictSubset(of: files(of: "motion")))
    #expect(files(of: "motion").isStrictSubset(of: files(of: "full")))
  }
}
