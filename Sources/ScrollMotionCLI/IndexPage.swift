import Foundation
import ScrollMotion
import ScrollMotionSpec

/// The `index.html` of a bundle: a page that runs the spec as the folder
/// stands.
///
/// When every element names a selector, the page is an ordinary document
/// whose own scroll drives the spec, with an element for each selector, and
/// its script is the one a site pastes (`autoAttach` with no options).
/// Otherwise the page is a scroller of the spec's container size showing its
/// content, each element with a frame a box at that frame (as the demo's
/// "your spec" section lays them out), handed to `autoAttach` by name.
struct IndexPage {
  /// The page.
  private(set) var html = ""
  /// The script a site pastes to run the spec.
  private(set) var snippet = ""
  /// What the page could not make (an element it cannot place).
  private(set) var notes: [String] = []

  init(spec: ChoreographySpec, specFile: String, title: String) {
    let bySelector = !spec.elements.isEmpty && spec.elements.allSatisfy { $0.selector != nil }
    // The name is a package name (BundleCommand.packageName): no quote to escape.
    let url = "'./\(specFile)'"
    if bySelector {
      snippet = """
        <script type="module">
          import { autoAttach } from './scrollmotion.js';
          await autoAttach(\(url));
        </script>
        """
      html = documentPage(spec, title: title)
    } else {
      snippet = """
        <script type="module">
          import { autoAttach } from './scrollmotion.js';
          const elements = {};   // the spec's element names to the page's elements
          for (const element of document.querySelectorAll('[data-element]')) elements[element.dataset.element] = element;
          await autoAttach(\(url), { scroller: document.getElementById('scroller'), elements });
        </script>
        """
      html = scrollerPage(spec, title: title)
    }
  }

  private static func head(_ title: String, style: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(CSSText.html(title))</title>
    <link rel="icon" href="data:,">
    <style>
    \(style)
    </style>
    </head>
    """
  }

  /// A box's colour, told apart by its place in the spec.
  private static func colour(_ index: Int) -> String {
    "hsl(\((index * 47 + 200) % 360) 55% 82%)"
  }

  private static func placed(_ frame: ScrollRect) -> String {
    "left: \(CSSText.pixels(frame.origin.x)); top: \(CSSText.pixels(frame.origin.y)); "
      + "width: \(CSSText.pixels(frame.size.width)); height: \(CSSText.pixels(frame.size.height))"
  }

  private static func stacked(_ element: ElementSpec) -> String {
    element.z.map { "; z-index: \($0)" } ?? ""
  }

  /// The document page: the content's height as the spec's, each element
  /// at its frame, or in the flow a screen apart when the spec measures it.
  private mutating func documentPage(_ spec: ChoreographySpec, title: String) -> String {
    let scroller = spec.scroller
    var body: [String] = []
    for (index, element) in spec.elements.enumerated() {
      let selector = element.selector ?? ""
      guard let made = SimpleSelector(selector) else {
        notes.append(
          "index.html cannot make an element matching '\(selector)' (elements.\(element.name)): "
            + "add one to the page, or the runtime reports that nothing matches")
        body.append("  <!-- an element matching \(CSSText.html(selector)) -->")
        continue
      }
      let place =
        element.hasFrame
        ? "position: absolute; \(Self.placed(element.frame))"
        : "margin: \(CSSText.pixels(scroller.containerSize.height)) 16px 0; height: 200px"
      body.append(
        "  "
          + made.tag(
            style: "\(place); background: \(Self.colour(index))\(Self.stacked(element))",
            text: element.name))
    }
    let style = """
      html, body { margin: 0; }
      body { font: 14px/1.4 system-ui, sans-serif; color: #1d2330; }
      main { position: relative; display: flow-root; min-height: \(CSSText.pixels(scroller.contentSize.height)); \
      background-image: linear-gradient(rgb(0 0 0 / 0.06) 1px, transparent 1px); background-size: 100% 100px; }
      main > * { box-sizing: border-box; padding: 6px 8px; font-weight: 600; border-radius: 10px; }
      """
    return Self.head(title, style: style) + """

      <body>
      <!-- The page scrolls itself; each element is found by its spec's selector. -->
      <main>
      \(body.joined(separator: "\n"))
      </main>
      \(snippet)
      </body>
      </html>

      """
  }

  /// The scroller page: a scroller of the container's size with the
  /// content's insets as padding, its content of the content's size, each
  /// element with a frame a box there. Its scrollbars are hidden (as in the
  /// CSS export), since classic ones (Firefox's on Linux) would take their
  /// width from the container the spec gives.
  private mutating func scrollerPage(_ spec: ChoreographySpec, title: String) -> String {
    let scroller = spec.scroller
    let insets = scroller.contentInsets
    var boxes: [String] = []
    for (index, element) in spec.elements.enumerated() {
      guard element.hasFrame else {
        if element.selector == nil {
          notes.append(
            "index.html cannot place elements.\(element.name): it has neither a frame nor a "
              + "selector; hand it to autoAttach in `elements`")
        } else {
          notes.append(
            "index.html leaves elements.\(element.name) to its selector: add an element "
              + "matching it to the scroller's content")
        }
        continue
      }
      boxes.append(
        "    <div data-element=\"\(CSSText.html(element.name))\" style=\"\(Self.placed(element.frame)); "
          + "background: \(Self.colour(index))\(Self.stacked(element))\">\(CSSText.html(element.name))</div>"
      )
    }
    let style = """
      html, body { margin: 0; }
      body { padding: 16px; font: 14px/1.4 system-ui, sans-serif; color: #1d2330; }
      #scroller { position: relative; box-sizing: border-box; \
      width: \(CSSText.pixels(scroller.containerSize.width)); \
      height: \(CSSText.pixels(scroller.containerSize.height)); \
      padding: \(CSSText.pixels(insets.top)) \(CSSText.pixels(insets.right)) \
      \(CSSText.pixels(insets.bottom)) \(CSSText.pixels(insets.left)); \
      overflow: auto; scrollbar-width: none; \
      \(scroller.direction == .rightToLeft ? "direction: rtl; " : "")background: #f4f6fa; }
      #scroller::-webkit-scrollbar { display: none; }
      #content { position: relative; \
      width: \(CSSText.pixels(scroller.contentSize.width)); \
      height: \(CSSText.pixels(scroller.contentSize.height)); \
      background-image: linear-gradient(rgb(0 0 0 / 0.06) 1px, transparent 1px); background-size: 100% 100px; }
      [data-element] { position: absolute; box-sizing: border-box; padding: 6px 8px; font-weight: 600; border-radius: 10px; }
      """
    return Self.head(title, style: style) + """

      <body>
      <div id="scroller">
        <div id="content">
      \(boxes.joined(separator: "\n"))
        </div>
      </div>
      \(snippet)
      </body>
      </html>

      """
  }
}

/// A selector simple enough to make an element for: an optional tag name,
/// then `#id` and `.class` parts (`#card`, `.tile`, `section.card`).
struct SimpleSelector {
  var tagName = "div"
  var id: String?
  var classes: [String] = []

  init?(_ selector: String) {
    var rest = Substring(selector)
    func identifier() -> String? {
      let name = rest.prefix {
        $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_")
      }
      guard let first = name.first, !first.isNumber else { return nil }
      rest = rest.dropFirst(name.count)
      return String(name)
    }
    if let first = rest.first, first.isASCII, first.isLetter {
      guard let tag = identifier() else { return nil }
      tagName = tag.lowercased()
    }
    while let sigil = rest.first {
      rest = rest.dropFirst()
      guard let name = identifier() else { return nil }
      switch sigil {
      case "#" where id == nil: id = name
      case ".": classes.append(name)
      default: return nil
      }
    }
    guard id != nil || !classes.isEmpty else { return nil }
  }

  /// The element's HTML with `style` and `text`.
  func tag(style: String, text: String) -> String {
    let idAttribute = id.map { " id=\"\($0)\"" } ?? ""
    let classAttribute = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
    return
      "<\(tagName)\(idAttribute)\(classAttribute) style=\"\(style)\">\(CSSText.html(text))</\(tagName)>"
  }
}
