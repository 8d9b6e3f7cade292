import Foundation
import ScrollMotion
import ScrollMotionSpec
import ScrollMotionWire

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

  /// The easing menus of the demo (menu element id, choices). The page
  /// gets each choice's encoding, since the shipped engine has no parser;
  /// "spring" in the scroll menu means the animator's spring instead.
  static let easingMenus: [(menu: String, choices: [String])] = [
    (
      "b-easing",
      ["cubic-bezier(0.2, 0.9, 0.3, 1.3)", "ease-out-bounce", "spring(1 120 12)", "linear"]
    ),
    ("d-curve", ["smoothstep", "ease-in-out", "linear", "ease-out-quint", "spring"]),
  ]

  /// The finished page.
  static func build(root: URL) throws -> String {
    let wasm = try wasmBytes(root: root)
    let specA = try spec(root, "Web/demo/demo-spec.json")
    let specB = try spec(root, "Web/demo/onboarding-spec.json")
    let cssPage: String
    let compiledA: String
    let compiledB: String
    do {
      cssPage = try CSSExporter(specA, title: "ScrollMotion · demo (native CSS)").export().html
      compiledA = try SpecCompiler.compile(specA)
      compiledB = try SpecCompiler.compile(specB)
    } catch {
      throw Failure.spec("\(error)")
    }
    var encodings: [String] = []
    var menus: [String] = []
    for (menu, choices) in easingMenus {
      menus.append(
        "\(JSONText.quoted(menu)): [\(choices.map { JSONText.quoted($0) }.joined(separator: ", "))]"
      )
      for choice in choices where choice != "spring" {
        guard let encoding = (try? Easing(parsing: choice))?.wireNumbers else {
          throw Failure.spec("easing \(choice)")
        }
        let numbers = encoding.map { JSONText.number($0) }.joined(separator: ", ")
        encodings.append("\(JSONText.quoted(choice)): [\(numbers)]")
      }
    }
    let easings =
      "{\"menus\": {\(menus.joined(separator: ", "))}, \"encodings\": {\(encodings.joined(separator: ", "))}}"
    var page = try text(root, "Web/demo/template.html")
    let demo = try text(root, "Web/demo/demo.js")
      .replacingOccurrences(of: "/*WASM*/", with: wasm.base64EncodedString())
    page = page.replacingOccurrences(of: "/*SPEC_A*/", with: compiledA)
    page = page.replacingOccurrences(of: "/*SPEC_B*/", with: compiledB)
    page = page.replacingOccurrences(of: "/*EASINGS*/", with: easings)
    // Base64, because the exported page contains its own </script> tags.
    page = page.replacingOccurrences(
      of: "/*CSS_G*/", with: Data(cssPage.utf8).base64EncodedString())
    // The minified runtime that scripts/build-wasm writes beside the engine.
    page = page.replacingOccurrences(
      of: "/*RUNTIME*/", with: try text(root, ".build-wasm/scrollmotion.min.js"))
    return page.replacingOccurrences(of: "/*DEMO*/", with: demo)
  }

  private static func spec(_ root: URL, _ path: String) throws -> ChoreographySpec {
    do {
      return try ChoreographySpec(json: try text(root, path))
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure.spec("\(path): \(error)")
    }
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
