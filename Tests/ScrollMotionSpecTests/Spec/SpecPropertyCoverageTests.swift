import Foundation
import SpecFixtures
import Testing

@testable import ScrollMotionSpec

/// Adding a property is one declaration and one write per front end: these
/// fail when a built-in property lacks what shows it is done. The
/// documentation's table and the browser runtime's are generated
/// (`SpecPropertyGeneratedFilesTests`); SwiftUI's style is an exhaustive
/// `switch` that does not compile without the property.
@Suite struct SpecPropertyCoverageTests {
  static func source(_ path: String) throws -> String {
    try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The text of the `switch` that the `specViewProperties` table of a
  /// front end's file holds.
  static func table(in path: String) throws -> String {
    let text = try source(path)
    let start = try #require(text.range(of: "static var specViewProperties"), "no table in \(path)")
    let body = text[start.upperBound...]
    let end = body.range(of: "\n    }\n") ?? body.range(of: "\n  }\n")
    return String(body[..<(end?.lowerBound ?? body.endIndex)])
  }

  @Test(arguments: [
    "Sources/ScrollMotionSpecUIKit/SpecDriver.swift",
    "Sources/ScrollMotionSpecAppKit/SpecDriver.swift",
  ])
  func eachAppleFrontEndHasAnEntryPerProperty(path: String) throws {
    let table = try Self.table(in: path)
    // An entry per property, written out: a `default:` would let a new
    // property through without one.
    #expect(!table.contains("default:"), "\(path)'s table has a default case")
    for property in SpecProperty.builtIn {
      #expect(
        table.contains("case .\(property.name):") || table.contains("case .\(property.name),")
          || table.contains(", .\(property.name):") || table.contains(", .\(property.name),"),
        "\(path) has no entry for \(property.name)")
    }
  }

  /// The clause of `property` in a front end's `table`: from its `case`
  /// to the next one.
  static func clause(of property: SpecProperty, in table: String) -> Substring? {
    let lines = table.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let start = lines.firstIndex(where: {
        $0.contains("case ")
          && ($0.contains(".\(property.name):") || $0.contains(".\(property.name),"))
      })
    else { return nil }
    let end = lines[(start + 1)...].firstIndex {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("case ")
    }
    return lines[start..<(end ?? lines.endIndex)].joined(separator: "\n")[...]
  }

  @Test(arguments: [
    "Sources/ScrollMotionSpecUIKit/SpecDriver.swift",
    "Sources/ScrollMotionSpecAppKit/SpecDriver.swift",
  ])
  func theNotesSayWhatTheTablesReportUnsupported(path: String) throws {
    let table = try Self.table(in: path)
    for declaration in SpecProperty.declarations {
      let clause = try #require(Self.clause(of: declaration.property, in: table))
      // A property the front end never shows says so first, with the
      // reason; one it shows on some views only says which.
      #expect(
        (path.contains("UIKit") ? declaration.uiKit : declaration.appKit)
          .hasPrefix("reported as unsupported:")
          == clause.contains(".unsupported("),
        "\(path): \(declaration.name)'s note and entry disagree")
    }
  }

  @Test func everyPropertyHasAConformanceCase() throws {
    let folder = Fixtures.packageRoot.appendingPathComponent("Tests/Conformance/specs")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }
    var animated: Set<String> = []
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let spec = try ChoreographySpec(json: text)
      for animation in spec.animations { animated.insert(animation.property.name) }
    }
    for property in SpecProperty.builtIn {
      #expect(
        animated.contains(property.name),
        "no spec in Tests/Conformance/specs animates \(property.name): Chromium never checks it")
    }
  }
}
