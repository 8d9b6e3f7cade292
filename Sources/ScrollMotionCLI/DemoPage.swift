import Foundation
import ScrollMotionSpec

/// Assembles the demo page from the repository's files: the template, the
/// browser runtime, the demo script, the demo's specs, their native CSS
/// export (for the side-by-side section) and the WebAssembly engine.
enum DemoPage {
  enum Failure: Error, CustomStringConvertible {
    case missing(String)
    case wasmBuildFailed(Int32)
    case spec(String)

    var description: String {
      switch self {
      case .missing(let path): "missing \(path) (run from a clone of the ScrollMotion repository)"
      case .wasmBuildFailed(let status): "scripts/build-wasm failed (exit \(status))"
      case .spec(let message): "the demo spec is invalid: \(message)"
      }
    }
  }

  /// The repository this executable was built from.
  static func packageRoot() -> URL {
    // Sources/ScrollMotionCLI/DemoPage.swift → the package root.
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The finished page.
  static func build(root: URL) throws -> String {
    let wasm = try wasmBytes(root: root)
    let specURL = root.appendingPathComponent("Web/demo/demo-spec.json")
    let cssPage: String
    do {
      let spec = try ChoreographySpec(json: try Data(contentsOf: specURL))
      cssPage = try CSSExporter(spec, title: "ScrollMotion · demo (native CSS)").export().html
    } catch {
      throw Failure.spec("\(error)")
    }
    var page = try text(root, "Web/demo/template.html")
    let demo = try text(root, "Web/demo/demo.js")
      .replacingOccurrences(of: "/*WASM*/", with: wasm.base64EncodedString())
    page = page.replacingOccurrences(
      of: "/*SPEC_A*/", with: try text(root, "Web/demo/demo-spec.json"))
    page = page.replacingOccurrences(
      of: "/*SPEC_B*/", with: try text(root, "Web/demo/onboarding-spec.json"))
    // Base64, because the exported page contains its own </script> tags.
    page = page.replacingOccurrences(
      of: "/*CSS_G*/", with: Data(cssPage.utf8).base64EncodedString())
    page = page.replacingOccurrences(
      of: "/*RUNTIME*/", with: try text(root, "Web/runtime/scrollmotion.js"))
    return page.replacingOccurrences(of: "/*DEMO*/", with: demo)
  }

  private static func text(_ root: URL, _ path: String) throws -> String {
    guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    else {
      throw Failure.missing(path)
    }
    return text
  }

  /// The engine; scripts/build-wasm rebuilds it first when a source is
  /// newer (and says "up to date" otherwise).
  private static func wasmBytes(root: URL) throws -> Data {
    let wasm = root.appendingPathComponent(".build-wasm/scrollmotion.wasm")
    let process = Process()
    process.executableURL = root.appendingPathComponent("scripts/build-wasm")
    process.currentDirectoryURL = root
    // The page path is the command's only standard output.
    process.standardOutput = FileHandle.standardError
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure.wasmBuildFailed(process.terminationStatus)
    }
    guard let data = try? Data(contentsOf: wasm) else {
      throw Failure.missing(".build-wasm/scrollmotion.wasm")
    }
    return data
  }
}
