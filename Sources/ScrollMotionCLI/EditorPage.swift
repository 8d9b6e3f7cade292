import Foundation
import ScrollMotionSpec

/// Assembles the page `scrollmotion edit` serves from the command's
/// resources: the editor's page and scripts (Resources/Editor), the full
/// WebAssembly engine, which reads a spec as written, and the minified
/// browser runtime, all inlined, so that the page fetches nothing but the
/// spec from its own server.
enum EditorPage {
  /// The page for the file named `name`; `showsPage`: its preview shows
  /// the user's own page (`/page/`) in place of the boxes.
  static func build(name: String, showsPage: Bool = false) throws -> String {
    let root = try DemoPage.resources()
    let text = { (path: String) throws in
      String(decoding: try DemoPage.data(root, path), as: UTF8.self)
    }
    var page = try text("Editor/editor.html")
    // In order; no inserted text holds a later placeholder (the name is
    // escaped and has no '/', Base64 has no '/*', the runtime is minified
    // code without that comment).
    let replacements: [(String, String)] = [
      ("/*NAME*/", CSSText.html(name)),
      (
        "/*WASM_FULL*/",
        try DemoPage.data(root, "Engine/scrollmotion-full.wasm").base64EncodedString()
      ),
      ("/*RUNTIME*/", DemoPage.inlined(runtime: try text("Engine/scrollmotion.min.js"))),
      ("/*TIMELINE*/", try text("Editor/timeline.js")),
      ("/*STRUCTURE*/", try text("Editor/structure.js")),
      ("/*INSPECTOR*/", try text("Editor/inspector.js")),
      ("/*OWNPAGE*/", "const showsPage = \(showsPage);\n" + (try text("Editor/ownpage.js"))),
      ("/*EDITOR*/", try text("Editor/editor.js")),
    ]
    for (placeholder, value) in replacements {
      page = page.replacingOccurrences(of: placeholder, with: value)
    }
    return page
  }
}
