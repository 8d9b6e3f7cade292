import Foundation
import SpecFixtures
import Testing

extension CLITests {
  /// The files of `folder`, sorted.
  func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  func json(_ name: String, in folder: URL) throws -> [String: Any] {
    let data = try Data(contentsOf: folder.appendingPathComponent(name))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// A spec whose elements are found by selector, the card with a frame.
  static let selectorSpec = """
    {
      "version": 1,
      "scroller": { "containerSize": [390, 844], "contentSize": [390, 3000] },
      "elements": { "card": { "selector": "#card", "frame": [16, 800, 358, 200] },
                    "tile": { "selector": "section.tile" }, "odd": { "selector": "main > p" } },
      "animations": [
        { "id": "fade", "target": "card", "property": "opacity",
          "timeline": { "type": "view", "subject": "card" },
          "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] },
        { "id": "dim", "target": "tile", "property": "opacity",
          "keyframes": [ { "offset": 0, "value": 0.5 }, { "offset": 1, "value": 1 } ] }
      ]
    }
    """

  @Test func bundleWritesWhatASiteNeeds() throws {
    let folder = try folder()
    let spec = try write(Fixtures.cardFade, to: "Card Fade.json", in: folder)
    let site = folder.appendingPathComponent("site")
    let result = try run(["bundle", spec, "-o", site.path])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.isEmpty)
    let files = [
      "README.md", "card-fade.compiled.json", "index.html", "package.json", "scrollmotion.d.ts",
      "scrollmotion.js", "scrollmotion.min.js", "scrollmotion.wasm",
    ]
    #expect(try contents(of: site) == files)
    #expect(result.output.hasPrefix(site.path + ": index.html, card-fade.compiled.json"))
    // The runtime and its types are the repository's, the compiled spec is compile's.
    for name in ["scrollmotion.js", "scrollmotion.d.ts"] {
      let written = try Data(contentsOf: site.appendingPathComponent(name))
      let source = try Data(
        contentsOf: Fixtures.packageRoot.appendingPathComponent("Web/runtime/" + name))
      #expect(written == source, "\(name)")
    }
    let compiled = try run(["compile", spec])
    let bundled = try String(
      contentsOf: site.appendingPathComponent("card-fade.compiled.json"), encoding: .utf8)
    #expect(bundled == compiled.output)
    // An ES module package with no dependencies.
    let package = try json("package.json", in: site)
    #expect(package["name"] as? String == "card-fade")
    #expect(package["type"] as? String == "module")
    #expect(package["dependencies"] == nil)
    let exports = try #require(package["exports"] as? [String: Any])
    let main = try #require(exports["."] as? [String: String])
    #expect(main == ["types": "./scrollmotion.d.ts", "default": "./scrollmotion.js"])
    #expect(exports["./scrollmotion.wasm"] as? String == "./scrollmotion.wasm")
    let listed = try #require(package["files"] as? [String])
    #expect(Set(listed) == Set(files).subtracting(["package.json"]))
    // A page with a box at the card's frame in a scroller of the spec's size.
    let html = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("width: 390px; height: 844px;"))
    #expect(
      html.contains(
        #"<div data-element="card" style="left: 16px; top: 800px; width: 358px; height: 200px;"#))
    #expect(
      html.contains(
        "await autoAttach('./card-fade.compiled.json', { scroller: document.getElementById('scroller'), elements });"
      ))
    let readme = try String(contentsOf: site.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("# card-fade"))
    #expect(readme.contains("`scrollmotion.wasm` | the shipped engine"))
  }

  @Test func bundleWritesThePageToPasteForSelectors() throws {
    let folder = try folder()
    let spec = try write(Self.selectorSpec, to: "page.json", in: folder)
    let site = folder.appendingPathComponent("site")
    let result = try run(["bundle", spec, "-o", site.path])
    #expect(result.status == 0, "\(result.errors)")
    let html = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("  await autoAttach('./page.compiled.json');\n"))
    #expect(html.contains(#"<div id="card" style="position: absolute; left: 16px; top: 800px;"#))
    #expect(html.contains(#"<section class="tile" style="margin: 844px 16px 0; height: 200px;"#))
    // A selector it cannot make an element for: said, not silently left out.
    #expect(html.contains("<!-- an element matching main &gt; p -->"))
    #expect(
      result.errors.contains(
        "note: index.html cannot make an element matching 'main > p' (elements.odd)"))
    let readme = try String(contentsOf: site.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("  await autoAttach('./page.compiled.json');"))
  }

  /// A spec whose one triggered animation is added by a variant.
  static var specTriggeredOnlyInAVariant: String {
    let pop = Fixtures.animation(
      id: "pop", extra: #""trigger": { "duration": 0.3, "actions": "play none none none" },"#)
    let variants = #""variants": [{ "when": { "width": { "from": 600 } }, "add": [\#(pop)] }],"#
    return Fixtures.spec(animations: Fixtures.animation())
      .replacingOccurrences(of: #""animations": ["#, with: variants + #" "animations": ["#)
  }

  @Test func bundleShipsTheSmallestEngineTheSpecNeeds() throws {
    let folder = try folder()
    let cases: [(String, String)] = [
      (Fixtures.cardFade, "scrollmotion.wasm"),
      (Fixtures.motionSpec, "scrollmotion-motion.wasm"),
      (
        Fixtures.spec(animations: Fixtures.animation(extra: #""smoothing": 0.25,"#)),
        "scrollmotion-motion.wasm"
      ),
      // No smoothing at all, as the runtime's rule reads a zero.
      (
        Fixtures.spec(animations: Fixtures.animation(extra: #""smoothing": 0,"#)),
        "scrollmotion.wasm"
      ),
      (
        Fixtures.spec(
          animations: Fixtures.animation(
            extra: #""trigger": { "duration": 0.3, "actions": "play none none none" },"#)),
        "scrollmotion-motion.wasm"
      ),
      // A trigger only in a variant: the spec plays it in time at some sizes.
      (Self.specTriggeredOnlyInAVariant, "scrollmotion-motion.wasm"),
    ]
    for (index, (text, engine)) in cases.enumerated() {
      let spec = try write(text, to: "spec\(index).json", in: folder)
      let site = folder.appendingPathComponent("site\(index)")
      let result = try run(["bundle", spec, "-o", site.path])
      #expect(result.status == 0, "\(index): \(result.errors)")
      let engines = try contents(of: site).filter { $0.hasSuffix(".wasm") }
      #expect(engines == [engine], "\(index)")
      let package = try json("package.json", in: site)
      let marker = try #require(package["scrollmotion"] as? [String: Any])
      #expect(marker["engine"] as? String == engine)
      #expect(result.errors.isEmpty, "\(index): no note about scrubbing: \(result.errors)")
    }
  }

  @Test func bundleRefusesAFolderThatHoldsSomethingElse() throws {
    let folder = try folder()
    let spec = try write(Fixtures.cardFade, to: "card.json", in: folder)
    let site = folder.appendingPathComponent("site")
    try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
    _ = try write("mine", to: "notes.txt", in: site)
    let refused = try run(["bundle", spec, "-o", site.path])
    #expect(refused.status == 1)
    #expect(refused.output.isEmpty)
    #expect(refused.errors.contains("is not empty and holds no previous bundle"))
    #expect(refused.errors.contains("--force"))
    #expect(try contents(of: site) == ["notes.txt"])
    let forced = try run(["bundle", spec, "-o", site.path, "--force"])
    #expect(forced.status == 0, "\(forced.errors)")
    #expect(try contents(of: site).contains("notes.txt"))
    #expect(try contents(of: site).contains("index.html"))
  }

  @Test func bundleReplacesAPreviousBundle() throws {
    let folder = try folder()
    let motion = try write(Fixtures.motionSpec, to: "motion.json", in: folder)
    let card = try write(Fixtures.cardFade, to: "card.json", in: folder)
    let site = folder.appendingPathComponent("site")
    #expect(try run(["bundle", motion, "-o", site.path]).status == 0)
    _ = try write("mine", to: "extra.txt", in: site)
    let again = try run(["bundle", card, "-o", site.path])
    #expect(again.status == 0, "\(again.errors)")
    // The other engine and the other compiled spec go; a file of the user's stays.
    let files = try contents(of: site)
    #expect(!files.contains("scrollmotion-motion.wasm"))
    #expect(!files.contains("motion.compiled.json"))
    #expect(files.contains("scrollmotion.wasm"))
    #expect(files.contains("card.compiled.json"))
    #expect(files.contains("extra.txt"))
  }

  @Test func bundleWritesNothingForBadInput() throws {
    let folder = try folder()
    let bad = try write(#"{ "version": 1, "scroller": 3 }"#, to: "bad.json", in: folder)
    let site = folder.appendingPathComponent("site")
    let invalid = try run(["bundle", bad, "-o", site.path])
    #expect(invalid.status == 1)
    #expect(invalid.errors.contains("bad.json: "))
    #expect(invalid.errors.contains("not a valid spec"))
    #expect(!FileManager.default.fileExists(atPath: site.path))

    let card = try write(Fixtures.cardFade, to: "card.json", in: folder)
    // A file where the folder should be, and a folder that cannot be made
    // (its parent is a file): refused whoever runs the test, root included.
    let file = try write("not a folder", to: "file", in: folder)
    let onAFile = try run(["bundle", card, "-o", file])
    #expect(onAFile.status == 1)
    #expect(onAFile.errors.contains("bundle: '\(file)' is a file, not a folder"))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a folder")
    let under = file + "/site"
    let underAFile = try run(["bundle", card, "-o", under])
    #expect(underAFile.status == 1)
    #expect(underAFile.errors.contains("bundle: cannot write '\(under)'"))
    #expect(try contents(of: folder) == ["bad.json", "card.json", "file"])

    let missing = try run(["bundle", card])
    #expect(missing.status == 2)
    #expect(missing.errors.contains("Missing expected argument '--output <folder>'"))
  }

  @Test func compileHelpPointsToBundle() throws {
    let help = try run(["compile", "--help"])
    #expect(help.status == 0)
    let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("scrollmotion bundle SPEC -o FOLDER"))
    #expect(!text.contains("build-wasm"))
  }
}
