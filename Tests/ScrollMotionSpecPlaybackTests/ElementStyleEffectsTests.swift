import Foundation
import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

@testable import ScrollMotionSpecPlayback

/// What SwiftUI's `SpecScrollView` is given, computed here where it is
/// tested: the transform parts as one projection exactly as CSS composes
/// them, the brightness, shadow, corner radius and clip as SwiftUI's
/// modifiers take them, and which effects each element carries.
@Suite("ElementStyle's effects (what SwiftUI applies)")
struct ElementStyleEffectsTests {
  static let size = ScrollSize(width: 200, height: 100)

  static func close(_ a: ScrollPoint, _ b: ScrollPoint, within tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  @Test func anEmptyStyleProjectsNothing() {
    #expect(ElementStyle().projection(in: Self.size) == .identity)
  }

  @Test func translateRotateAndScaleComposeAsCSSAboutTheAnchor() {
    var style = ElementStyle()
    style.translation = ScrollPoint(x: 10, y: 20)
    style.rotation = PlaneAngle(degrees: 90)
    style.scale = ScrollSize(width: 2, height: 3)
    let projection = style.projection(in: Self.size)
    // About the centre (100, 50): the top-left corner is (-100, -50) from
    // it, scaled to (-200, -150), turned a quarter clockwise (y down) to
    // (150, -200), then moved by the translation.
    #expect(Self.close(projection.projected(.zero), ScrollPoint(x: 260, y: -130)))
    // The anchor itself only moves by the translation.
    #expect(
      Self.close(projection.projected(ScrollPoint(x: 100, y: 50)), ScrollPoint(x: 110, y: 70)))
    style.anchor = ScrollPoint(x: 0, y: 0)
    #expect(Self.close(style.projection(in: Self.size).projected(.zero), ScrollPoint(x: 10, y: 20)))
  }

  @Test func rotateYInPerspectiveDrawsTheFarEdgeSmaller() {
    var style = ElementStyle()
    style.rotationY = PlaneAngle(degrees: 60)
    style.perspective = 400
    let projection = style.projection(in: Self.size)
    // CSS: the right edge's middle, 100 points right of the centre, turns
    // to x = 100·cos 60° and z = −100·sin 60° (away from the viewer), then
    // perspective(400) divides by 1 + 100·sin 60° / 400.
    let sine = 0.75.squareRoot()
    let right = projection.projected(ScrollPoint(x: 200, y: 50))
    #expect(Self.close(right, ScrollPoint(x: 100 + 50 / (1 + 100 * sine / 400), y: 50)))
    // The left edge comes towards the viewer: drawn further out.
    let left = projection.projected(ScrollPoint(x: 0, y: 50))
    #expect(Self.close(left, ScrollPoint(x: 100 - 50 / (1 - 100 * sine / 400), y: 50)))
  }

  @Test func rotateXTipsTheTopAwayAndWithoutPerspectiveOnlySquashes() {
    var style = ElementStyle()
    style.rotationX = PlaneAngle(degrees: 60)
    // Without perspective, as CSS without perspective(): half the height.
    let flat = style.projection(in: Self.size)
    #expect(Self.close(flat.projected(ScrollPoint(x: 0, y: 0)), ScrollPoint(x: 0, y: 25)))
    style.perspective = 200
    let deep = style.projection(in: Self.size)
    let top = deep.projected(ScrollPoint(x: 0, y: 0))
    let bottom = deep.projected(ScrollPoint(x: 0, y: 100))
    // The top edge is further away: narrower than the bottom one.
    #expect(top.x > 0 && bottom.x < 0)
    #expect(abs(top.x) < abs(bottom.x))
    // Edge-on at 90 degrees: every point on the anchor's line.
    style.rotationX = PlaneAngle(degrees: 90)
    #expect(style.projection(in: Self.size).projected(ScrollPoint(x: 30, y: 0)).y == 50)
  }

  @Test func theDepthPartsComeAfterTheScaleAsCSSListsThem() {
    // transform: scale(2) then perspective() rotateY(): the rotation is of
    // the unscaled element, and the result is scaled; the other order
    // would differ.
    var style = ElementStyle()
    style.scale = ScrollSize(width: 2, height: 2)
    style.rotationY = PlaneAngle(degrees: 60)
    style.perspective = 400
    let sine = 0.75.squareRoot()
    let right = style.projection(in: Self.size).projected(ScrollPoint(x: 200, y: 50))
    #expect(Self.close(right, ScrollPoint(x: 100 + 2 * 50 / (1 + 100 * sine / 400), y: 50)))
  }

  @Test func brightnessMultipliesBelowOneAndMatchesMidGreyAbove() {
    var style = ElementStyle()
    #expect(style.brightnessEffect == (multiplier: 1, addition: 0))
    style.brightness = 0.4
    #expect(style.brightnessEffect == (multiplier: 0.4, addition: 0))
    style.brightness = 1.6
    let effect = style.brightnessEffect
    #expect(effect.multiplier == 1)
    // Mid-grey: CSS 0.5 · 1.6 = 0.8; SwiftUI 0.5 + 0.3.
    #expect(abs(0.5 + effect.addition - 0.8) < 1e-12)
  }

  @Test func theShadowTakesItsOpacityIntoTheColourAndHalfTheRadius() {
    var style = ElementStyle()
    // CSS's neutral values: no shadow at all.
    #expect(style.shadowEffect.color.alpha == 0)
    style.shadowOpacity = 0.5
    style.shadowRadius = 24
    style.shadowOffset = ScrollPoint(x: 0, y: 8)
    style.shadowColor = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.8)
    let shadow = style.shadowEffect
    #expect(shadow.color == RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.4))
    #expect(shadow.radius == 12)
    #expect(shadow.offset == ScrollPoint(x: 0, y: 8))
  }

  @Test func aCornerRadiusThatDoesNotFitIsHalfTheShorterSide() {
    var style = ElementStyle()
    #expect(style.cornerRadius(in: Self.size) == 0)
    style.cornerRadius = 16
    #expect(style.cornerRadius(in: Self.size) == 16)
    style.cornerRadius = 400
    #expect(style.cornerRadius(in: Self.size) == 50)
  }

  @Test func theBorderIsARingInsideTheBoundsAlongTheCorners() {
    var style = ElementStyle()
    #expect(style.borderRing(in: Self.size) == nil)
    style.borderWidth = 4
    style.cornerRadius = 20
    #expect(
      style.borderRing(in: Self.size)
        == BorderRing(
          outerRadius: 20, inner: ScrollRect(x: 4, y: 4, width: 192, height: 92), innerRadius: 16)
    )
    // Wider than half the height: the whole view is border.
    style.borderWidth = 80
    #expect(style.borderRing(in: Self.size)?.inner.size.height == 0)
  }

  @Test func theClipEdgesLeaveTheInsetRectangleOrNothing() {
    var style = ElementStyle()
    #expect(style.clipRectangle(in: Self.size) == ScrollRect(x: 0, y: 0, width: 200, height: 100))
    style.clipTop = 0.1
    style.clipLeft = 0.25
    style.clipRight = 0.25
    #expect(
      style.clipRectangle(in: Self.size) == ScrollRect(x: 50, y: 10, width: 100, height: 90))
    style.clipBottom = 0.95
    #expect(style.clipRectangle(in: Self.size).size.height == 0)
  }

  @Test func eachElementCarriesTheEffectsItsAnimationsNeedAndNoOthers() throws {
    let spec = try ChoreographySpec(
      json: Fixtures.spec(
        animations: """
          { "id": "round", "target": "card", "property": "cornerRadius",
            "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 24 } ] },
          { "id": "lift", "target": "card", "property": "shadowOpacity",
            "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 0.3 } ] },
          { "id": "soften", "target": "card", "property": "blur",
            "keyframes": [ { "offset": 0, "value": 4 }, { "offset": 1, "value": 0 } ] },
          { "id": "fade", "target": "title", "property": "opacity",
            "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] }
          """,
        elements:
          #"{ "card": { "frame": [0, 0, 100, 100] }, "title": { "frame": [0, 0, 10, 10] } }"#
      ))
    let effects = ElementEffects.byElement(of: spec)
    #expect(effects["card"] == [.cornerRadius, .shadow, .blur])
    #expect(effects["title"] == [])
    #expect(SpecStage(spec: spec).effects == effects)
  }

  @Test func everyBuiltInPropertyHasItsEffectOrIsAlwaysApplied() {
    // Opacity and the transform parts are always applied; every other
    // property needs an effect of its own.
    let always: Set<SpecProperty> = [
      .opacity, .rotate, .scale, .translate, .perspective, .rotateX, .rotateY, .anchor,
    ]
    for property in SpecProperty.builtIn {
      #expect(ElementEffects(showing: property).isEmpty == always.contains(property))
    }
  }

  @Test func theLiftingCardsExampleRoundsFocusesAndLiftsEachCardAsItEnters() throws {
    let url = Fixtures.packageRoot.appendingPathComponent("Examples/lifting-cards.json")
    let spec = try ChoreographySpec(json: String(contentsOf: url, encoding: .utf8))
    let stage = SpecStage(spec: spec)
    #expect(stage.error == nil)
    for element in spec.elements { _ = stage.setFrame(element.frame, of: element.name) }
    #expect(stage.unboundElements() == nil)
    #expect(stage.effects["card4"] == [.cornerRadius, .blur, .saturation, .shadow])
    func card4(atY y: Double) -> ElementStyle? {
      let metrics = ScrollMetrics(
        contentOffset: ScrollPoint(x: 0, y: y), contentSize: spec.scroller.contentSize,
        containerSize: spec.scroller.containerSize)
      return stage.setMetrics(metrics).elements["card4"]
    }
    // card4 (968 to 1,208) starts entering at 124 points and is in at 364.
    let before = try #require(card4(atY: 0))
    #expect(before.cornerRadius == 0 && before.blur == 8 && before.shadowEffect.color.alpha == 0)
    let entered = try #require(card4(atY: 400))
    #expect(entered.cornerRadius == 28 && entered.blur == 0 && entered.saturation == 1)
    let shadow = entered.shadowEffect
    #expect(abs(shadow.color.alpha - 0.35) < 1e-12)
    #expect(shadow.radius == 20 && shadow.offset == ScrollPoint(x: 0, y: 18))
  }
}
