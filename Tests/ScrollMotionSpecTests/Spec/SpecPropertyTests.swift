import ScrollMotion
import SpecFixtures
import Testing

@testable import ScrollMotionSpec

/// The built-in properties, declared once: names, values, clamps and CSS.
@Suite struct SpecPropertyTests {
  /// One animation of `property` from `from` to `to` on the card.
  static func spec(_ property: String, _ from: String, _ to: String, easing: String = "linear")
    -> String
  {
    Fixtures.spec(
      animations: Fixtures.animation(
        property: property, from: from, to: to, extra: #""easing": "\#(easing)","#))
  }

  @Test func everyNameReadsBackAsItsPropertyAndNamesAreUnique() {
    let names = SpecProperty.builtIn.map(\.name)
    #expect(Set(names).count == names.count)
    for property in SpecProperty.builtIn {
      #expect(SpecProperty(name: property.name) == property)
      #expect(property.declaration != nil)
    }
    #expect(SpecProperty(name: "--glow") == .custom("--glow"))
    #expect(SpecProperty(name: "glow") == nil)
    #expect(SpecProperty.custom("--glow").declaration == nil)
  }

  @Test func noTwoPropertiesAnimateOneCSSProperty() {
    let animated = SpecProperty.builtIn.map(\.cssName)
    #expect(Set(animated).count == animated.count)
  }

  @Test(arguments: [
    ("cornerRadius", "0", "24"), ("blur", "8", "0"), ("brightness", "0.5", "1.5"),
    ("saturation", "0", "2"), ("grayscale", "1", "0"), ("perspective", "400", "1200"),
    ("rotateX", "-30", "30"), ("rotateY", "0", "180"), ("anchor", "[0, 0]", "[1, 1]"),
    ("shadowOpacity", "0", "0.5"), ("shadowRadius", "2", "30"),
    ("shadowOffset", "[0, 1]", "[0, 12]"), ("shadowColor", ##""#000""##, ##""#3366ff80""##),
    ("foregroundColor", ##""#000""##, ##""#fff""##), ("tintColor", ##""#f00""##, ##""#00f""##),
    ("borderColor", #""transparent""#, ##""#222""##), ("borderWidth", "0", "4"),
    ("clipTop", "0.5", "0"), ("clipRight", "1", "0"), ("clipBottom", "1", "0"),
    ("clipLeft", "0", "1"),
  ])
  func eachNewPropertyReadsEvaluatesAndExports(property: String, from: String, to: String) throws {
    let spec = try ChoreographySpec(json: Self.spec(property, from, to))
    let sample = try SpecEvaluator(spec).sample(at: ScrollPoint(x: 0, y: 1_200))
    #expect(sample.entries.count == 1 && sample.entries[0].value != nil)
    let page = try CSSExporter(spec).export().html
    #expect(page.contains(SpecProperty(name: property)?.cssName ?? "?"))
  }

  @Test func anOvershootingEasingStaysWithinTheClampCSSApplies() throws {
    // A back-out curve overshoots below the start near 0: a blur of 0 to 8
    // would go negative, which CSS clamps to 0 (`max(0px, …)`).
    let spec = try ChoreographySpec(
      json: Self.spec("blur", "8", "0", easing: "cubic-bezier(0.3, -0.8, 0.7, 1.8)"))
    let evaluator = try SpecEvaluator(spec)
    var values: [Double] = []
    for y in stride(from: 0.0, through: 2_400, by: 40) {
      if case .number(let blur) = evaluator.sample(at: ScrollPoint(x: 0, y: y)).entries[0].value {
        values.append(blur)
      }
    }
    #expect(values.allSatisfy { $0 >= 0 })
    #expect(values.contains(0))
    #expect(values.contains { $0 > 8 })  // above the start: not clamped there
  }

  @Test func compositesAndNeedsAreDeclaredOnTheElement() throws {
    let json = Fixtures.spec(
      animations: [
        Fixtures.animation(id: "a", property: "blur", from: "0", to: "4"),
        Fixtures.animation(id: "b", property: "grayscale", from: "0", to: "1"),
        Fixtures.animation(id: "c", property: "rotateY", from: "0", to: "20"),
        Fixtures.animation(id: "d", property: "shadowRadius", from: "0", to: "20"),
        Fixtures.animation(id: "e", property: "clipLeft", from: "0", to: "0.5"),
        Fixtures.animation(id: "f", property: "borderWidth", from: "0", to: "2"),
        Fixtures.animation(id: "g", property: "tintColor", from: ##""#f00""##, to: ##""#00f""##),
      ].joined(separator: ","))
    let page = try CSSExporter(ChoreographySpec(json: json)).export().html
    #expect(
      page.contains(
        "filter: blur(max(0px, var(--sm-blur, 0px))) grayscale(clamp(0, var(--sm-grayscale, 0), 1))"
      ))
    #expect(page.contains("transform: rotateY(var(--sm-rotate-y, 0deg))"))
    #expect(
      page.contains("box-shadow: var(--sm-shadow-offset, 0px 0px) max(0px, var(--sm-shadow-radius"))
    #expect(page.contains("clip-path: inset(calc(clamp(0, var(--sm-clip-top, 0), 1) * 100%)"))
    #expect(page.contains("border-style: solid"))
    #expect(
      page.contains(
        "@property --sm-blur { syntax: '<length>'; inherits: false; initial-value: 0px; }"))
    // The tint is the page's own to use, so its descendants inherit it.
    #expect(page.contains("@property --sm-tint-color { syntax: '<color>'; inherits: true;"))
  }
}
