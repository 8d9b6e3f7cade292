import PlatformFakes
import ScrollMotion
import ScrollMotionDriver
import ScrollMotionSpec
import SpecFixtures
import Testing

@testable import ScrollMotionSpecPlayback

/// The fake scroll view as a spec's platform: its views found by
/// identifier, the person's settings as plain values, and the observation
/// of their changes as a closure the test calls.
final class FakeSpecScrollView: SpecPlatform {
  let base: FakeScrollView
  /// What the driver's scroll callback is, once it follows scrolls.
  var scrolled: (@MainActor () -> Void)?
  var reducesMotion = false
  var contentDirection = ContentDirection.leftToRight
  /// The driver's handler for a settings change, once it observes them.
  var settingsChanged: (@MainActor () -> Void)?
  /// The token handed to the driver, alive while the driver keeps it.
  final class Token {}
  weak var token: Token?

  init(_ base: FakeScrollView = FakeScrollView()) { self.base = base }
  convenience init(scrollView: FakeScrollView) { self.init(scrollView) }

  var scrollView: FakeScrollView? { base.metrics == nil ? nil : base }

  static var specViewProperties: SpecViewProperties<FakeScrollView.View> {
    SpecViewSpecTable.properties(
      alpha: AnimatableProperty(get: { $0.alpha }, set: { $0.alpha = $1 }))
  }

  func followScrolls(_ onScroll: @escaping @MainActor () -> Void) -> [AnyObject] {
    scrolled = onScroll
    return []
  }

  var metrics: ScrollMetrics? { base.metrics }
  var activity: ScrollActivity? { base.activity }
  func contentFrame(of subject: FakeScrollView.View) -> ScrollRect? { subject.frame }
  var currentTime: Double { base.currentTime }
  func makeFrameClock() -> (any FrameClock)? { base.makeFrameClock() }
  func withoutImplicitAnimations(_ writes: () -> Void) { base.withoutImplicitAnimations(writes) }
  func setContentOffset(_ offset: ScrollPoint) { base.setContentOffset(offset) }
  var isUserScrolling: Bool { base.isUserScrolling }
  func animatedScrollWillStart() { base.animatedScrollWillStart() }

  func subject(identifiedBy name: String) -> FakeScrollView.View? {
    firstBreadthFirst(from: base.root, children: \.subviews) { $0.identifier == name }
  }

  func observeSettings(_ onChange: @escaping @MainActor () -> Void) -> [AnyObject] {
    settingsChanged = onChange
    let token = Token()
    self.token = token
    return [token]
  }
}

/// The fake views' table: the properties a fake view has, every other one
/// unsupported, which the driver reports.
enum SpecViewSpecTable {
  @MainActor
  static func properties(alpha: AnimatableProperty<FakeScrollView.View, Double>)
    -> SpecViewProperties<FakeScrollView.View>
  {
    SpecViewProperties { property in
      switch property {
      case .opacity: .number(alpha)
      case .rotate: .angle(.keyPath(\.rotation))
      case .scale: .size(.keyPath(\.scale))
      case .translate: .point(.keyPath(\.translation))
      case .backgroundColor: .color(.keyPath(\.backgroundColor))
      // A fake view with a label's text colour only when it is one.
      case .foregroundColor:
        .perView { view in
          view.identifier == "label"
            ? .color(.keyPath(\.textColor)) : .unsupported("the view has no text")
        }
      // What composes from parts, through the drivers' composers as the
      // Apple front ends' writes go.
      case .perspective: .number(depth { $0.perspective = $1 })
      case .rotateX: .angle(depth { $0.rotationX = $1 })
      case .rotateY: .angle(depth { $0.rotationY = $1 })
      case .anchor: .point(depth { $0.anchor = $1 })
      case .clipTop: .number(clip { $0.top = $1 })
      case .clipLeft: .number(clip { $0.left = $1 })
      case .brightness: .number(filter { $0.brightness = $1 })
      case .grayscale: .number(filter { $0.grayscale = $1 })
      default: .unsupported("a fake view has no \(property.name)")
      }
    }
  }

  /// A part of the fake view's layer transform; its layer is its frame,
  /// anchored at its centre.
  @MainActor
  static func depth<Value>(_ set: @escaping (inout TransformComposer, Value?) -> Void)
    -> AnimatableProperty<FakeScrollView.View, Value>
  {
    .transformPart(
      geometry: { LayerGeometry(size: $0.frame?.size ?? ScrollSize(width: 0, height: 0)) },
      own: { $0.layerTransform.matrix3D }, write: { $0.layerTransform = $1 }, set)
  }

  /// An edge of the fake view's clip.
  @MainActor
  static func clip(_ set: @escaping (inout ClipComposer, Double?) -> Void)
    -> AnimatableProperty<FakeScrollView.View, Double>
  {
    .clipEdge(
      bounds: {
        ScrollRect(origin: .zero, size: $0.frame?.size ?? ScrollSize(width: 0, height: 0))
      },
      ownMask: { _ in nil }, show: { view, rect, _ in view.clip = rect },
      restore: { view, _ in view.clip = nil }, set)
  }

  /// A colour filter of the fake view.
  @MainActor
  static func filter(_ set: @escaping (inout FilterComposer, Double?) -> Void)
    -> AnimatableProperty<FakeScrollView.View, Double>
  {
    .filterPart(
      ownFilters: { _ in nil }, show: { view, filters, _ in view.filters = filters },
      restore: { view, _ in view.filters = nil }, set)
  }
}

@Suite("SpecViewDriver (the UIKit and AppKit SpecDriver)")
@MainActor
struct SpecViewDriverTests {
  typealias View = FakeScrollView.View

  static func properties(_ scrollView: FakeScrollView) -> SpecViewProperties<View> {
    SpecViewSpecTable.properties(alpha: scrollView.alphaProperty)
  }

  static func driver(
    _ json: String, on platform: FakeSpecScrollView, views: [String: View] = [:]
  ) throws -> SpecViewDriver<FakeSpecScrollView> {
    try SpecViewDriver(
      spec: ChoreographySpec(json: json), platform: platform, views: views,
      properties: properties(platform.base))
  }

  /// The header, card and footer of `SpecStageTests.json`, the header and
  /// card found by identifier in the hierarchy, the footer given.
  static func hierarchy(_ platform: FakeSpecScrollView) -> (header: View, card: View, footer: View)
  {
    let header = View(frame: ScrollRect(x: 0, y: 0, width: 390, height: 200), identifier: "header")
    let card = View(frame: ScrollRect(x: 0, y: 1_200, width: 390, height: 200), identifier: "card")
    let content = View()
    content.subviews = [header, card]
    platform.base.root.subviews = [content]
    return (header, card, View(frame: ScrollRect(x: 0, y: 2_800, width: 390, height: 200)))
  }

  @Test func bindsByNameThenByIdentifierAndWritesEveryProperty() throws {
    let platform = FakeSpecScrollView()
    let (header, card, footer) = Self.hierarchy(platform)
    let driver = try Self.driver(SpecStageTests.json, on: platform, views: ["footer": footer])
    var custom: [String: Double?] = [:]
    driver.onCustomValue = { _, property, value in custom[property] = value }
    platform.base.scroll(toY: 100)
    driver.update()
    #expect(header.alpha == 0.75)
    #expect(header.rotation.degrees > 0)
    #expect(card.scale == ScrollSize(width: 0.5, height: 0.5))
    #expect(custom["--progress"] != nil)
    // Half way through the card's cover range (356 to 1,400).
    platform.base.scroll(toY: 878)
    driver.update()
    #expect(card.scale == ScrollSize(width: 0.75, height: 0.75))
    #expect(header.alphaWritesOutsideTransactions == 0)
  }

  @Test func theCardsLiveFrameDrivesItsViewTimeline() throws {
    let platform = FakeSpecScrollView()
    let (_, card, footer) = Self.hierarchy(platform)
    let driver = try Self.driver(SpecStageTests.json, on: platform, views: ["footer": footer])
    platform.base.scroll(toY: 1_000)
    driver.update()
    let before = card.scale
    card.frame = ScrollRect(x: 0, y: 1_500, width: 390, height: 200)
    driver.update()
    #expect(card.scale.width < before.width)
  }

  @Test func everyUnboundElementIsReportedByName() {
    let platform = FakeSpecScrollView()
    _ = Self.hierarchy(platform)
    #expect {
      _ = try Self.driver(SpecStageTests.json, on: platform)
    } throws: { error in
      (error as? SpecError)?.issues.map(\.message) == ["no view is bound to the element 'footer'"]
    }
  }

  @Test func aSettingsChangeReappliesAtOnceAndRestoresWhatItNoLongerPlays() throws {
    let platform = FakeSpecScrollView()
    let card = View(frame: ScrollRect(x: 0, y: 1_200, width: 400, height: 200))
    card.alpha = 0.8
    let driver = try Self.driver(Fixtures.settingsSpec, on: platform, views: ["card": card])
    platform.base.metrics = Fixtures.settingsMetrics(y: 500)
    driver.update()
    #expect(card.translation == ScrollPoint(x: 0, y: 75))
    #expect(card.alpha == 0.8)
    // Reduce Motion, with no scroll: the variant holds the translation's
    // start and cross-fades the card's opacity.
    platform.reducesMotion = true
    platform.settingsChanged?()
    #expect(card.translation == ScrollPoint(x: 0, y: 100))
    #expect(card.alpha == 0.5)
    // And back: the fade no longer plays, so the card's own opacity returns.
    platform.reducesMotion = false
    platform.settingsChanged?()
    #expect(card.translation == ScrollPoint(x: 0, y: 75))
    #expect(card.alpha == 0.8)
    // The observation lives as long as the driver.
    #expect(platform.token != nil)
    withExtendedLifetime(driver) {}
  }

  @Test func aResizeThePlatformAnnouncesWithoutAScrollSwitchesTheVariant() throws {
    let platform = FakeSpecScrollView()
    let card = View(frame: ScrollRect(x: 0, y: 1_000, width: 100, height: 100))
    let spec = """
      {"version": 1, "scroller": {"containerSize": [390, 844], "contentSize": [390, 3000]},
       "elements": {"card": {"frame": [0, 1000, 100, 100]}},
       "animations": [{"id": "slide", "target": "card", "property": "translate",
         "range": "0px 1000px", "keyframes": [{"offset": 0, "value": [0, 0]},
         {"offset": 1, "value": [0, 100]}]}],
       "variants": [{"when": {"width": {"from": 600}}, "replace": [{"id": "slide",
         "target": "card", "property": "translate", "range": "0px 1000px",
         "keyframes": [{"offset": 0, "value": [0, 0]}, {"offset": 1, "value": [100, 0]}]}]}]}
      """
    let driver = try Self.driver(spec, on: platform, views: ["card": card])
    func container(_ width: Double) -> ScrollMetrics {
      ScrollMetrics(
        contentOffset: ScrollPoint(x: 0, y: 500),
        contentSize: ScrollSize(width: 390, height: 3_000),
        containerSize: ScrollSize(width: width, height: 844))
    }
    platform.base.metrics = container(390)
    driver.update()
    #expect(card.translation == ScrollPoint(x: 0, y: 50))
    // Wider, at the same offset: the platform's resize callback alone
    // (AppKit's frame change, UIKit's bounds size) plays the variant.
    platform.base.metrics = container(700)
    platform.scrolled?()
    #expect(card.translation == ScrollPoint(x: 50, y: 0))
    platform.base.metrics = container(599.5)
    platform.scrolled?()
    #expect(card.translation == ScrollPoint(x: 0, y: 50))
  }

  @Test func aRightToLeftLayoutStartsHorizontalProgressAtTheRight() throws {
    let platform = FakeSpecScrollView()
    let card = View(frame: ScrollRect(x: 0, y: 1_200, width: 400, height: 200))
    let driver = try Self.driver(Fixtures.settingsSpec, on: platform, views: ["card": card])
    var across: Double?
    driver.onCustomValue = { _, _, value in across = value }
    platform.base.metrics = Fixtures.settingsMetrics(x: 500, y: 0)
    driver.update()
    #expect(across == 25)
    platform.contentDirection = .rightToLeft
    platform.settingsChanged?()
    #expect(across == 75)
  }

  @Test func thePublicInitializersReadTheJSONAndUseThePlatformsTable() throws {
    let base = FakeScrollView()
    let header = View(frame: ScrollRect(x: 0, y: 0, width: 390, height: 200), identifier: "header")
    base.root.subviews = [header]
    let card = View(frame: ScrollRect(x: 0, y: 1_200, width: 390, height: 200))
    let footer = View(frame: ScrollRect(x: 0, y: 2_800, width: 390, height: 200))
    let driver = try SpecViewDriver<FakeSpecScrollView>(
      json: SpecStageTests.json, scrollView: base, views: ["card": card, "footer": footer])
    #expect(driver.scrollView === base)
    base.scroll(toY: 100)
    // A scroll the platform announces updates the driver.
    driver.platform.scrolled?()
    #expect(header.alpha == 0.75)
    #expect {
      _ = try SpecViewDriver<FakeSpecScrollView>(json: "{", scrollView: base)
    } throws: { error in
      (error as? SpecError)?.issues.first?.line == 1
    }
  }

  @Test func aPropertyTheViewsCannotShowIsReportedOnceAndDropped() throws {
    let platform = FakeSpecScrollView()
    let label = View(frame: ScrollRect(x: 0, y: 0, width: 390, height: 40), identifier: "label")
    let box = View(frame: ScrollRect(x: 0, y: 100, width: 390, height: 40))
    let json = Fixtures.spec(
      animations: """
        { "id": "fadeText", "target": "label", "property": "foregroundColor",
          "keyframes": [ { "offset": 0, "value": "#000" }, { "offset": 1, "value": "#fff" } ] },
        { "id": "boxText", "target": "card", "property": "foregroundColor",
          "keyframes": [ { "offset": 0, "value": "#000" }, { "offset": 1, "value": "#fff" } ] },
        { "id": "soften", "target": "card", "property": "blur",
          "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 8 } ] }
        """,
      elements:
        #"{ "label": { "frame": [0, 0, 390, 40] }, "card": { "frame": [0, 100, 390, 40] } }"#)
    let driver = try Self.driver(json, on: platform, views: ["label": label, "card": box])
    #expect(
      driver.unsupported.map(\.description) == [
        "animations[1].property: foregroundColor of 'card' is not shown: the view has no text",
        "animations[2].property: blur of 'card' is not shown: a fake view has no blur",
      ])
    platform.base.metrics = Fixtures.settingsMetrics(y: 1_200)
    driver.update()
    // The label's text colour plays; the box's is dropped, its own kept.
    #expect(label.textColor != RGBAColor.black)
    #expect(box.textColor == RGBAColor.black)
    // A rebind (reduced motion) finds them again: still reported once.
    platform.reducesMotion = true
    platform.settingsChanged?()
    #expect(driver.unsupported.count == 2)
  }

  @Test func theObservationEndsWithTheDriver() throws {
    let platform = FakeSpecScrollView()
    let card = View(frame: ScrollRect(x: 0, y: 1_200, width: 400, height: 200))
    var driver: SpecViewDriver<FakeSpecScrollView>? = try Self.driver(
      Fixtures.settingsSpec, on: platform, views: ["card": card])
    #expect(platform.token != nil)
    driver = nil
    #expect(platform.token == nil)
    _ = driver
  }
}
