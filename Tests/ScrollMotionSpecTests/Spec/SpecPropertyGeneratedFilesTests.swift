import Foundation
import SpecFixtures
import Testing

@testable import ScrollMotionSpec

/// The browser runtime's table of properties and the spec format's table
/// of properties are generated here from ``SpecProperty/declarations``, so
/// that each property is declared once. The tests fail when
/// `Web/runtime/scrollmotion.js` or `docs/spec-format.md` holds anything
/// else; run them with `SCROLLMOTION_REGENERATE=1` to rewrite both.
@Suite struct SpecPropertyGeneratedFilesTests {
  static let begin = "// BEGIN properties"
  static let end = "// END properties"
  static let documentBegin = "<!-- BEGIN properties"
  static let documentEnd = "<!-- END properties -->"

  static var runtimeURL: URL {
    Fixtures.packageRoot.appendingPathComponent("Web/runtime/scrollmotion.js")
  }

  static var documentURL: URL {
    Fixtures.packageRoot.appendingPathComponent("docs/spec-format.md")
  }

  /// A CSS property's name as a style declaration's JavaScript property
  /// (`border-radius` is `borderRadius`); a custom property's as it is.
  static func styleName(_ css: String) -> String {
    guard !css.hasPrefix("--") else { return css }
    var name = ""
    var upper = false
    for character in css {
      if character == "-" {
        upper = true
      } else {
        name.append(upper ? Character(character.uppercased()) : character)
        upper = false
      }
    }
    return name
  }

  /// How the runtime writes one number of a property: its `FORMAT`.
  static func format(_ declaration: SpecPropertyDeclaration) -> String {
    if declaration.shape == .color { return "color" }
    switch declaration.unit {
    case .plain: return "number"
    case .points: return "px"
    case .degrees: return "deg"
    case .fractionOfSize: return declaration.css.isCustomProperty ? "number" : "percent"
    }
  }

  static func quoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }

  static var block: String {
    let properties = SpecProperty.declarations.map { declaration in
      let group = declaration.css.group.map { quoted(String(describing: $0)) } ?? "null"
      // A part of a filter or a transform: its function in the composite's list.
      let text =
        declaration.css.function.map { ", \(quoted("\($0)(\(declaration.cssReference))"))" } ?? ""
      return
        "  \(declaration.name): [\(quoted(styleName(declaration.css.animatedProperty))), "
        + "FORMAT.\(format(declaration)), \(group)\(text)],"
    }
    let groups = SpecCSSGroup.allCases.map { group in
      let style = quoted(styleName(group.cssProperty))
      switch group {
      case .filter, .transform3D:
        return "  \(group): [\(style), null],"
      case .shadow, .clip:
        return "  \(group): [\(style), \(quoted(group.value(animating: Set(group.parts))))],"
      }
    }
    let needs = SpecProperty.declarations.compactMap { declaration -> String? in
      guard case .property(_, let need?) = declaration.css else { return nil }
      let pieces = need.split(separator: ":", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      return "  \(declaration.name): [\(quoted(styleName(pieces[0]))), \(quoted(pieces[1]))],"
    }
    return """
      \(begin): generated from Sources/ScrollMotionSpec/Spec/SpecPropertyDeclaration.swift by
      // Tests/ScrollMotionSpecTests/Spec/SpecPropertyGeneratedFilesTests.swift; do not edit. To
      // regenerate: SCROLLMOTION_REGENERATE=1 swift test --filter SpecPropertyGeneratedFilesTests
      // How a number is written: as it is, in px, in deg, as a percentage; or a colour.
      const FORMAT = Object.freeze({ number: 0, px: 1, deg: 2, percent: 3, color: 4 });
      // Each built-in property, in the documentation's order: the style
      // property it writes (a custom one for a part of a composite), how,
      // the composite it is a part of, and for a part of a filter or a
      // transform its text in the composite's list.
      const PROPERTIES = Object.freeze({
        __proto__: null,
      \(properties.joined(separator: "\n"))
      });
      // Each composite: its style property, and the one text of all its
      // parts, or null where its value lists the texts of the parts an
      // element animates, in the order of PROPERTIES.
      const COMPOSITES = Object.freeze({
        __proto__: null,
      \(groups.joined(separator: "\n"))
      });
      // What an element needs for the property to show: a style property and
      // its value, set where the element's own is none.
      const NEEDS = Object.freeze({
        __proto__: null,
      \(needs.joined(separator: "\n"))
      });
      \(end)
      """
  }

  static func valueText(_ declaration: SpecPropertyDeclaration) -> String {
    let numbers =
      switch declaration.unit {
      case .plain: "number"
      case .points: "number, points"
      case .degrees: "number, degrees"
      case .fractionOfSize: "number, a fraction of the element's size"
      }
    let bound =
      declaration.allowed.map { ", at least \(SpecPropertyDeclaration.text($0.lowerBound))" } ?? ""
    switch declaration.shape {
    case .number: return numbers + bound
    case .numberOrPair: return "number, or `[sx, sy]`"
    case .pair:
      return declaration.unit == .fractionOfSize
        ? "`[x, y]`, fractions of the element's size" : "`[x, y]`, points"
    case .color: return "colour string"
    }
  }

  static func cssText(_ declaration: SpecPropertyDeclaration) -> String {
    switch declaration.css {
    case .property(let name, let needs):
      return "`\(name)`" + (needs.map { " (with `\($0)`)" } ?? "")
    case .part(let group, let custom, _):
      return "`\(custom)` in the element's `\(group.cssProperty)`"
    case .pageProperty(let custom):
      return "`\(custom)`, inherited, for the page's own CSS"
    }
  }

  static var documentTable: String {
    var lines = [
      "\(documentBegin): generated from Sources/ScrollMotionSpec/Spec/SpecPropertyDeclaration.swift "
        + "by Tests/ScrollMotionSpecTests/Spec/SpecPropertyGeneratedFilesTests.swift; do not edit. "
        + "To regenerate: SCROLLMOTION_REGENERATE=1 swift test --filter "
        + "SpecPropertyGeneratedFilesTests -->",
      "",
      "| `property` | what it is | keyframe `value` | clamped to | CSS | UIKit | AppKit | SwiftUI |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for declaration in SpecProperty.declarations {
      let clamp =
        declaration.clamp.map { range in
          range.upperBound < .greatestFiniteMagnitude
            ? "\(SpecPropertyDeclaration.text(range.lowerBound))…"
              + "\(SpecPropertyDeclaration.text(range.upperBound))"
            : "≥ \(SpecPropertyDeclaration.text(range.lowerBound))"
        } ?? ""
      lines.append(
        "| `\(declaration.name)` | \(declaration.summary) | \(valueText(declaration)) | \(clamp) | "
          + "\(cssText(declaration)) | \(declaration.uiKit) | \(declaration.appKit) | "
          + "\(declaration.swiftUI) |")
    }
    lines.append(
      "| `--name` (letters, digits, `-`, `_`) | a number for the app | number | | a custom "
        + "property registered with `@property` as `<number>` | `onCustomValue` | "
        + "`onCustomValue` | `onCustomValue` |")
    lines.append(documentEnd)
    return lines.joined(separator: "\n")
  }

  /// `text` with the lines from `begin` to `end` replaced by `block`.
  static func replacing(in text: String, from begin: String, to end: String, with block: String)
    -> String?
  {
    guard let start = text.range(of: begin), let stop = text.range(of: end),
      start.lowerBound < stop.lowerBound
    else { return nil }
    return String(text[..<start.lowerBound]) + block + String(text[stop.upperBound...])
  }

  static func check(_ url: URL, from begin: String, to end: String, with block: String) throws {
    let text = try String(contentsOf: url, encoding: .utf8)
    let expected = try #require(
      replacing(in: text, from: begin, to: end, with: block),
      "\(url.lastPathComponent) has no \(begin) … \(end) block")
    if ProcessInfo.processInfo.environment["SCROLLMOTION_REGENERATE"] == "1" {
      try expected.write(to: url, atomically: true, encoding: .utf8)
    } else {
      #expect(
        text == expected,
        "\(url.lastPathComponent)'s property table is stale: run SCROLLMOTION_REGENERATE=1 swift test --filter SpecPropertyGeneratedFilesTests"
      )
    }
  }

  @Test func runtimeHoldsTheGeneratedTable() throws {
    try Self.check(Self.runtimeURL, from: Self.begin, to: Self.end, with: Self.block)
  }

  @Test func specFormatListsEveryProperty() throws {
    try Self.check(
      Self.documentURL, from: Self.documentBegin, to: Self.documentEnd, with: Self.documentTable)
  }
}
