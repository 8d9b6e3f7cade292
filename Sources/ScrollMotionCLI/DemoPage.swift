import Foundation
import ScrollMotion
import ScrollMotionSpec
import ScrollMotionWire

/// Assembles the demo page from the command's resources: the template, the
/// demo script, the demo's specs, their native CSS export (for the
/// side-by-side section), the scroll-scrubbed video (made by
/// scripts/make-demo-video), the minified browser runtime and three builds
/// of the WebAssembly engine (the shipped one; the motion one, which plays
/// section h's triggered and smoothed lanes in time, as a page with those
/// loads it; and the full one, which reads a user's spec as written).
///
/// Everything comes from the command's resource bundle, never from the
/// repository, so the page builds wherever the executable runs, with no
/// WebAssembly toolchain (scripts/build-wasm refreshes the built engine).
enum DemoPage {
  enum Failure: Error, CustomStringConvertible {
    case missing(String)
    case spec(String)

    var description: String {
      switch self {
      case .missing(let path): "the command's resources lack \(path) (a broken build?)"
      case .spec(let message): "the demo spec is invalid: \(message)"
      }
    }
  }

  /// A spec of the user's to show in the "your spec" section.
  struct UserSpec {
    /// The name to show (the file's name).
    var name: String
    /// The file's text, as read: the page validates it, so it may be invalid.
    var text: String
    /// Whether the page polls the server for a changed spec (`--watch`).
    var watch: Bool
  }

  /// The folder of the command's resources (`Resources/` in the target).
  static func resources() throws -> URL {
    guard let url = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
      throw Failure.missing("Resources")
    }
    return url
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

  /// The file name of the demo's second page, an ordinary long document,
  /// beside the main page written to `output`: `demo.html` →
  /// `demo-article.html`.
  static func articleName(besides output: String) -> String {
    let name = URL(fileURLWithPath: output).deletingPathExtension().lastPathComponent
    return name + "-article.html"
  }

  /// `name` as a relative link's path: every byte but letters, digits and
  /// `-._~` percent-encoded, so that it is safe inside an attribute and
  /// names the file from `file://` and from the server alike.
  static func href(_ name: String) -> String {
    var allowed = CharacterSet(charactersIn: "-._~")
    allowed.formUnion(CharacterSet(charactersIn: "a"..."z"))
    allowed.formUnion(CharacterSet(charactersIn: "A"..."Z"))
    allowed.formUnion(CharacterSet(charactersIn: "0"..."9"))
    return name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name
  }

  /// The demo's second page: an ordinary long document whose own scroll
  /// drives Demo/article-spec.json (elements found by selector, no frames,
  /// the shipped engine inlined), linking back to the main page at
  /// `demoHref` (a relative link, from ``href(_:)``).
  static func buildArticle(demoHref: String) throws -> String {
    let root = try resources()
    let compiled: String
    do {
      compiled = try SpecCompiler.compile(try spec(root, "Demo/article-spec.json"))
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure.spec("\(error)")
    }
    var page = try text(root, "Demo/article.html")
    // In order; no inserted text contains a later placeholder (the link is
    // percent-encoded, the spec numbers and names, Base64 has no '/*').
    let replacements: [(String, String)] = [
      ("/*DEMO_HREF*/", demoHref),
      ("/*SPEC*/", compiled),
      ("/*WASM*/", try data(root, "Engine/scrollmotion.wasm").base64EncodedString()),
      ("/*RUNTIME*/", inlined(runtime: try text(root, "Engine/scrollmotion.min.js"))),
    ]
    for (placeholder, value) in replacements {
      page = page.replacingOccurrences(of: placeholder, with: value)
    }
    return page
  }

  /// The finished page, with `user`'s spec in the "your spec" section and
  /// a link to the second page at `articleHref` (a relative link, from
  /// ``href(_:)``).
  static func build(
    user: UserSpec? = nil,
    articleHref: String = href(articleName(besides: "scrollmotion-demo.html"))
  ) throws -> String {
    let root = try resources()
    let wasm = try data(root, "Engine/scrollmotion.wasm")
    let motionWasm = try data(root, "Engine/scrollmotion-motion.wasm")
    let fullWasm = try data(root, "Engine/scrollmotion-full.wasm")
    let specA = try spec(root, "Demo/demo-spec.json")
    let specB = try spec(root, "Demo/onboarding-spec.json")
    let specH = try spec(root, "Demo/motion-spec.json")
    let specScrub = try spec(root, "Demo/scrub-spec.json")
    let video = try data(root, "Demo/scrub-video.mp4")
    let cssPage: String
    let compiledA: String
    let compiledB: String
    let compiledH: String
    let compiledScrub: String
    do {
      cssPage = try CSSExporter(specA, title: "ScrollMotion · demo (native CSS)").export().html
      compiledA = try SpecCompiler.compile(specA)
      compiledB = try SpecCompiler.compile(specB)
      compiledH = try SpecCompiler.compile(specH)
      compiledScrub = try SpecCompiler.compile(specScrub)
    } catch {
      throw Failure.spec("\(error)")
    }
    var page = try text(root, "Demo/template.html")
    let demo = try text(root, "Demo/demo.js")
    let replacements: [(String, String)] = [
      ("/*ARTICLE_HREF*/", articleHref),
      ("/*SPEC_A*/", compiledA),
      ("/*SPEC_B*/", compiledB),
      ("/*SPEC_H*/", compiledH),
      ("/*LAYOUT_H*/", layoutJSON(specH)),
      ("/*SPEC_SCRUB*/", compiledScrub),
      ("/*EASINGS*/", try easings()),
      ("/*SIZES*/", try text(root, "Engine/sizes.json")),
      ("/*USER_SPEC*/", userJSON(user)),
      // Base64, because the exported page contains its own </script> tags.
      ("/*CSS_G*/", Data(cssPage.utf8).base64EncodedString()),
      ("/*WASM*/", wasm.base64EncodedString()),
      ("/*WASM_MOTION*/", motionWasm.base64EncodedString()),
      ("/*WASM_FULL*/", fullWasm.base64EncodedString()),
      ("/*VIDEO*/", video.base64EncodedString()),
      ("/*RUNTIME*/", inlined(runtime: try text(root, "Engine/scrollmotion.min.js"))),
      ("/*DEMO*/", demo),
    ]
    // One pass per placeholder, in order: no inserted text contains a later
    // placeholder (specs are numbers, Base64 has no '/*', the user's spec is
    // a JSON string whose '/' are escaped).
    for (placeholder, value) in replacements {
      page = page.replacingOccurrences(of: placeholder, with: value)
    }
    return page
  }

  /// `{"name": …, "text": …, "watch": …}` or `null`, safe inside a script
  /// element: every `/` is escaped, so neither `</script>` nor `/*` appears.
  static func userJSON(_ user: UserSpec?) -> String {
    guard let user else { return "null" }
    let escape = { (text: String) in
      JSONText.quoted(text).replacingOccurrences(of: "/", with: "\\/")
    }
    return
      "{\"name\": \(escape(user.name)), \"text\": \(escape(user.text)), \"watch\": \(user.watch)}"
  }

  /// `{"content": [w, h], "frames": {"name": [x, y, w, h], …}}`: the
  /// layout of `spec` as read, pins' spacing included, for a section that
  /// places its elements where the spec has them.
  static func layoutJSON(_ spec: ChoreographySpec) -> String {
    let numbers = { (values: [Double]) in values.map { JSONText.number($0) }.joined(separator: ", ")
    }
    let frames = spec.elements.map { element in
      let f = element.frame
      return
        "\(JSONText.quoted(element.name)): [\(numbers([f.origin.x, f.origin.y, f.size.width, f.size.height]))]"
    }
    let content = spec.scroller.contentSize
    return
      "{\"content\": [\(numbers([content.width, content.height]))], \"frames\": {\(frames.joined(separator: ", "))}}"
  }

  private static func easings() throws -> String {
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
    return
      "{\"menus\": {\(menus.joined(separator: ", "))}, \"encodings\": {\(encodings.joined(separator: ", "))}}"
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

  /// The minified runtime as the start of the page's one module script,
  /// inside a function so that its short minified names cannot collide
  /// with the demo script's: its closing `export{x as loadScrollMotion};`
  /// becomes the function's result, bound to `loadScrollMotion` for the
  /// demo script that follows.
  static func inlined(runtime: String) -> String {
    let text = runtime.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let start = text.range(of: "export{", options: .backwards), text.hasSuffix("};") else {
      return text
    }
    let list = text[start.upperBound..<text.index(text.endIndex, offsetBy: -2)]
    var names: [String] = []
    var values: [String] = []
    for item in list.split(separator: ",") {
      let parts = item.split(separator: " ")
      let isRenamed = parts.count == 3 && parts[1] == "as"
      names.append(String(isRenamed ? parts[2] : item))
      values.append(String(isRenamed ? parts[0] : item))
    }
    let body = text[text.startIndex..<start.lowerBound]
    return "const [" + names.joined(separator: ",") + "]=(()=>{" + body + "return ["
      + values.joined(separator: ",") + "];})();"
  }

  private static func text(_ root: URL, _ path: String) throws -> String {
    String(decoding: try data(root, path), as: UTF8.self)
  }

  /// The bytes of the resource at `path` under `root`, or a failure naming it.
  static func data(_ root: URL, _ path: String) throws -> Data {
    guard let data = try? Data(contentsOf: root.appendingPathComponent(path)) else {
      throw Failure.missing("Resources/" + path)
    }
    return data
  }
}
