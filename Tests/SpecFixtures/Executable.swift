import Foundation

extension Fixtures {
  /// The built `scrollmotion` executable, for the suites that run it as a
  /// user does: next to the test bundle (Linux), beside the bundle's folder
  /// (macOS), or in the package's debug build folder.
  package static let executable: URL? = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      bundle,
      bundle.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent(),
      packageRoot.appendingPathComponent(".build/debug"),
    ]
    return candidates.map { $0.appendingPathComponent("scrollmotion") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()
}
