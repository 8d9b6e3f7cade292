import ScrollMotion

/// A self-contained HTML page and what it could not express exactly.
public struct CSSExport: Sendable {
  /// The page: one HTML document with its styles inline, no scripts run.
  public var html: String
  /// Everything CSS could not express exactly, each with the spec path it
  /// concerns and how it was approximated.
  public var notes: [SpecIssue]

  /// A page `html` with its `notes`.
  public init(html: String, notes: [SpecIssue]) {
    self.html = html
    self.notes = notes
  }
}

/// Turns a spec into a page where the choreography runs as native CSS
/// scroll-driven animations.
///
/// The scroller is a `div` of the spec's container size with the content
/// insets as padding, `overflow: scroll` and hidden scrollbars; the content is
/// a `div` of the content size inside the padding, and each element is
/// absolutely positioned at its frame within it. The content clips what
/// its elements draw outside it (`overflow: clip`): otherwise an element
/// moved by `translate` or `scale` would grow the browser's scroll range
/// while it animates, where the spec's content size alone sets it. So the browser's
/// `scrollTop` is the spec's content offset plus `inset.top` (and
/// `scrollLeft` is offset plus `inset.left`): 0 at rest, where the spec's
/// offset is `-inset.top`, and both describe the same scroll range.
///
/// Each animation becomes a `@keyframes` rule (see ``CSSExport/notes`` for what
/// had to be approximated) run by `animation-timeline: scroll(nearest x|y)`
/// or by a named view timeline (`view-timeline-name`, `-axis`, `-inset` on
/// the subject, in scope for every element through `timeline-scope`), with
/// `animation-range-start`/`-end`, `animation-fill-mode` and
/// `animation-duration: auto`. Animations without a target run on the
/// scroller itself (`scroll(self)`). Custom properties are registered with
/// `@property` as `<number>` so that they interpolate. The page also embeds a
/// JSON manifest (`<script type="application/json" id="scrollmotion-manifest">`)
/// that maps every animation id to its element, `@keyframes` name and CSS
/// property, for tools that drive the page.
public struct CSSExporter: Sendable {
  /// The spec to export.
  public var spec: ChoreographySpec
  /// The page's title.
  public var title: String

  /// An exporter of `spec` to a page titled `title`.
  public init(_ spec: ChoreographySpec, title: String = "ScrollMotion") {
    self.spec = spec
    self.title = title
  }

  /// The page for ``spec``.
  ///
  /// - Throws: ``SpecError`` for an element without a frame
  ///   (``ChoreographySpec/framesMissingForLayout()``), or a spec put
  ///   together in code that ``SpecEvaluator`` rejects.
  public func export() throws(SpecError) -> CSSExport {
    let missing = spec.framesMissingForLayout()
    guard missing.isEmpty else { throw SpecError(missing) }
    _ = try SpecEvaluator(spec)
    let page = Page(spec: spec)
    return CSSExport(html: page.html(title: title), notes: page.notes + spec.timeBasedCSSNotes)
  }
}

/// The pieces of the page, gathered in one pass over the spec and written
/// by three writers: the stylesheet, the manifest and the HTML template.
private struct Page {
  let spec: ChoreographySpec
  /// Each element's position by its name, for the animations that name it.
  let elementIndices: [String: Int]
  private(set) var notes: [SpecIssue] = []

  static var scrollerID: String { "sm-scroller" }

  private struct ViewTimelineKey: Hashable {
    var subject: Int
    var axis: ScrollAxis
    var isLogical: Bool
    var startInset: Double
    var endInset: Double
  }

  private struct AnimationRule {
    var name: String
    var timingFunction: String
    var fill: String
    var timeline: String
    var rangeStart: String
    var rangeEnd: String
    /// `auto` for a scroll-driven animation, seconds for a triggered one.
    var duration = "auto"
    /// The trigger's `timeline-trigger` entry and `animation-trigger`
    /// entry, for a triggered animation.
    var trigger: (timelineTrigger: String, animationTrigger: String)? = nil
  }

  // What the gathering pass finds.
  private var viewTimelines: [ViewTimelineKey: String] = [:]
  private var viewTimelineOrder: [ViewTimelineKey] = []
  private var keyframeRules: [String] = []
  private var rules: [String: [AnimationRule]] = [:]
  private var manifestEntries: [JSONOutput] = []

  /// The pieces for the animations of ``ChoreographySpec/reducingMotion()``,
  /// when the spec reduces motion: written inside
  /// `@media (prefers-reduced-motion: reduce)`, where they replace the
  /// animation rules.
  private var reduced: [Page] = []
  /// The pieces for what each variant key plays (``ChoreographySpec/playing(key:)``),
  /// for a spec with variants, by key.
  private var variantPages: [Int: Page] = [:]
  /// Every cell of sizes and settings the variants tell apart, except
  /// those that play the spec's own animations (key 0), in order: each
  /// written as a query whose rules replace the animation rules.
  private var variantCells: [ChoreographySpec.VariantCell] = []
  /// Whether this page's rules must clear the triggers of the page they
  /// override (under reduced motion, where the main page has triggers):
  /// otherwise its `animation-trigger` list would pair with the reduced
  /// animations.
  private var resetsTriggers = false
  /// The first part of every `@keyframes` name (`sm`, `smr` under reduced
  /// motion).
  private let prefix: String

  /// The pieces for `spec`'s animations, their `@keyframes` named from
  /// `prefix`, naming the view timelines `timelines` has named as it does.
  init(spec: ChoreographySpec, prefix: String = "sm", timelines: Page? = nil) {
    self.spec = spec
    elementIndices = spec.elementIndices
    self.prefix = prefix
    if let timelines {
      viewTimelines = timelines.viewTimelines
      viewTimelineOrder = timelines.viewTimelineOrder
    }
    gather()
    guard prefix == "sm" else { return }
    let triggers = rules.values.contains { $0.contains { $0.trigger != nil } }
    if !spec.variants.isEmpty {
      gatherVariants(resettingTriggers: triggers)
    } else if spec.reducesMotion {
      var page = Page(spec: spec.reducingMotion(), prefix: "smr", timelines: self)
      page.resetsTriggers = triggers
      notes += page.notes.map {
        SpecIssue($0.message + " (under reduced motion)", at: $0.path, location: $0.location)
      }
      adoptTimelines(of: page)
      reduced = [page]
    }
  }

  /// Takes the view timelines `page` named beyond this page's, so that
  /// its elements declare them.
  private mutating func adoptTimelines(of page: Page) {
    viewTimelines = page.viewTimelines
    viewTimelineOrder = page.viewTimelineOrder
  }

  /// The pieces of what each cell of the variants plays where it is not
  /// the spec's own animations; their notes, once each.
  private mutating func gatherVariants(resettingTriggers: Bool) {
    for cell in spec.variantCells where cell.key != 0 {
      variantCells.append(cell)
      guard variantPages[cell.key] == nil else { continue }
      var page = Page(spec: spec.playing(key: cell.key), prefix: "smv\(cell.key)", timelines: self)
      page.resetsTriggers = resettingTriggers
      let known = Set(notes.map(\.description))
      notes += page.notes.filter { !known.contains($0.description) }
      adoptTimelines(of: page)
      variantPages[cell.key] = page
    }
  }

  /// The queries under which `cell`'s rules apply: the reduced-motion
  /// setting, then the frame's size (the scroller's wrapper, a size query
  /// container: an element cannot query its own size, and the scroller's
  /// padding would narrow its content box).
  private static func queries(of cell: ChoreographySpec.VariantCell) -> [String] {
    var sizes: [String] = []
    for (side, range) in [("width", cell.width), ("height", cell.height)] {
      if range.from > 0 { sizes.append("(\(side) >= \(CSSText.pixels(range.from)))") }
      if let below = range.below { sizes.append("(\(side) < \(CSSText.pixels(below)))") }
    }
    let motion = cell.reducesMotion ? "reduce" : "no-preference"
    return ["@media (prefers-reduced-motion: \(motion))"]
      + (sizes.isEmpty ? [] : ["@container sm-frame " + sizes.joined(separator: " and ")])
  }

  /// The whole page.
  func html(title: String) -> String {
    template(title: title, stylesheet: stylesheet(), manifest: manifest())
  }

  /// One pass over the animations: keyframes, timelines, rules, manifest
  /// entries and notes.
  private mutating func gather() {
    var claimed: [String: Int] = [:]
    for (index, animation) in spec.animations.enumerated() {
      let path = spec.path(ofAnimationAt: index)
      let elementID = animation.target.flatMap(elementID(named:)) ?? Self.scrollerID
      let name = "\(prefix)-\(index)-\(CSSText.identifierPart(animation.id))"
      let triggered = animation.trigger.flatMap { triggeredKeyframes(animation, $0, at: path) }
      let keyframes = triggered?.keyframes ?? CSSKeyframes(animation, at: path)
      notes += triggered?.notes ?? keyframes.notes
      if animation.isPin, prefix == "sm" {
        notes.append(
          SpecIssue(
            "a pin is written as a scroll-driven translate over its range, which CSS runs "
              + "exactly; not as position: sticky, which the page's absolutely placed "
              + "elements cannot use", at: path.appending("pin")))
      }

      let claim = "\(elementID) \(animation.property.cssName)"
      if let earlier = claimed[claim] {
        notes.append(
          SpecIssue(
            "animates \(animation.property.name) of the same element as \(spec.path(ofAnimationAt: earlier)): "
              + "in CSS this later one wins wherever both have an effect",
            at: path.appending("property")))
      }
      claimed[claim] = index

      keyframeRules.append(keyframesRule(name: name, keyframes: keyframes, for: animation.property))
      let timeline: String
      switch animation.timeline {
      case .scroll(let axis):
        timeline =
          "scroll(\(elementID == Self.scrollerID ? "self" : "nearest") "
          + "\(CSSText.axis(axis, logical: animation.usesLogicalAxis)))"
      case .view(let subject, let axis, let startInset, let endInset):
        let key = ViewTimelineKey(
          subject: elementIndices[subject] ?? 0, axis: axis,
          isLogical: animation.usesLogicalAxis, startInset: startInset, endInset: endInset)
        if viewTimelines[key] == nil {
          viewTimelines[key] = "--sm-view-\(viewTimelines.count)"
          viewTimelineOrder.append(key)
        }
        timeline = viewTimelines[key] ?? "auto"
      }
      let rangeStart = Self.boundary(animation.range.start, isEnd: false)
      let rangeEnd = Self.boundary(animation.range.end, isEnd: true)
      if let triggered, let trigger = animation.trigger {
        // Played by time on the document timeline; the scroll timeline and
        // range become the trigger's source and activation range.
        let triggerName = "--\(name)-trigger"
        var rule = AnimationRule(
          name: name, timingFunction: keyframes.timingFunction, fill: "both", timeline: "auto",
          rangeStart: "normal", rangeEnd: "normal",
          duration: "\(CSSText.number(trigger.duration))s")
        rule.trigger = (
          "\(triggerName) \(timeline) \(rangeStart) \(rangeEnd)",
          "\(triggerName) \(triggered.actions.activate) \(triggered.actions.deactivate)"
        )
        rules[elementID, default: []].append(rule)
      } else {
        rules[elementID, default: []].append(
          AnimationRule(
            name: name, timingFunction: keyframes.timingFunction, fill: animation.fill.rawValue,
            timeline: timeline, rangeStart: rangeStart, rangeEnd: rangeEnd))
      }
      var entry: [(String, JSONOutput)] = [
        ("id", .string(animation.id)), ("name", .string(name)), ("element", .string(elementID)),
        ("property", .string(animation.property.name)),
        ("cssProperty", .string(animation.property.cssName)),
        ("approximationError", .number(keyframes.approximationError)),
      ]
      // Only on triggered animations, so that other manifests stay as they were.
      if triggered != nil, let trigger = animation.trigger {
        entry.append(("triggerDuration", .number(trigger.duration)))
      }
      manifestEntries.append(.object(entry))
    }
  }

  /// The stylesheet: custom property registrations, the base style, one
  /// rule per element, the keyframes and the animation rules.
  private func stylesheet() -> String {
    var css: [String] = []
    var customProperties: [String] = []
    for animation in allAnimations {
      let name = animation.property.cssName
      guard !customProperties.contains(name) else { continue }
      if case .custom = animation.property {
        customProperties.append(name)
        css.append("@property \(name) { syntax: '<number>'; inherits: true; initial-value: 0; }")
      } else if let declaration = animation.property.declaration, declaration.css.isCustomProperty {
        // A part of a composite is the element's own; a page property
        // reaches the element's descendants (an icon's `fill`).
        let inherits = declaration.css.group == nil
        customProperties.append(name)
        css.append(
          "@property \(name) { syntax: '\(declaration.cssSyntax)'; inherits: \(inherits); "
            + "initial-value: \(declaration.cssNeutral); }")
      }
    }
    css.append(baseStyle())
    for (index, element) in spec.elements.enumerated() {
      var declarations = [
        "left: \(CSSText.pixels(element.frame.origin.x))",
        "top: \(CSSText.pixels(element.frame.origin.y))",
        "width: \(CSSText.pixels(element.frame.size.width))",
        "height: \(CSSText.pixels(element.frame.size.height))",
        "background-color: hsl(\((index * 47 + 200) % 360) 55% 82%)",
      ]
      if let z = element.z { declarations.append("z-index: \(z)") }
      declarations += compositeDeclarations(forElementNamed: element.name)
      let own = viewTimelineOrder.filter { $0.subject == index }
      if !own.isEmpty {
        declarations += [
          "view-timeline-name: " + own.compactMap { viewTimelines[$0] }.joined(separator: ", "),
          "view-timeline-axis: "
            + own.map { CSSText.axis($0.axis, logical: $0.isLogical) }.joined(separator: ", "),
          "view-timeline-inset: "
            + own.map { "\(CSSText.pixels($0.startInset)) \(CSSText.pixels($0.endInset))" }
            .joined(separator: ", "),
        ]
      }
      css.append(Self.rule("#\(Self.elementID(index))", declarations))
    }
    css += animationRules()
    for page in reduced {
      css.append("@media (prefers-reduced-motion: reduce) {")
      css += page.animationRules()
      css.append("}")
    }
    for key in variantPages.keys.sorted() { css += variantPages[key]?.keyframeRules ?? [] }
    let animated = Set(rules.keys).union(variantPages.values.flatMap(\.rules.keys))
    for cell in variantCells {
      guard let page = variantPages[cell.key] else { continue }
      let queries = Self.queries(of: cell)
      css += queries.map { $0 + " {" }
      css += page.elementRules(clearing: animated)
      css += queries.map { _ in "}" }
    }
    let scroller = compositeDeclarations(forElementNamed: nil)
    if !scroller.isEmpty { css.append(Self.rule("#\(Self.scrollerID)", scroller)) }
    let scope = viewTimelineOrder.compactMap { viewTimelines[$0] }
    if !scope.isEmpty {
      css.append(Self.rule("#sm-stage", ["timeline-scope: " + scope.joined(separator: ", ")]))
    }
    return css.joined(separator: "\n")
  }

  /// The animations of the page, of its reduced-motion variant and of
  /// what its variants play.
  private var allAnimations: [AnimationSpec] {
    spec.animations + reduced.flatMap(\.spec.animations)
      + variantPages.keys.sorted().flatMap { variantPages[$0]?.spec.animations ?? [] }
  }

  /// The declarations an element needs for its animated properties to
  /// show: each composite property its animations animate parts of (a
  /// `filter` of the parts' custom properties), and what a property needs
  /// beside it (a border's style). `nil` is the scroller, where animations
  /// without a target run.
  private func compositeDeclarations(forElementNamed name: String?) -> [String] {
    var parts: [SpecCSSGroup: Set<SpecProperty>] = [:]
    var needs: [String] = []
    for animation in allAnimations where animation.target == name {
      guard let declaration = animation.property.declaration else { continue }
      if let group = declaration.css.group {
        parts[group, default: []].insert(animation.property)
      }
      if case .property(_, let need?) = declaration.css, !needs.contains(need) {
        needs.append(need)
      }
    }
    let composites = SpecCSSGroup.allCases.compactMap { group in
      parts[group].map { "\(group.cssProperty): \(group.value(animating: $0))" }
    }
    return composites + needs
  }

  /// The `@keyframes` rules and each element's animation rule.
  private func animationRules() -> [String] {
    keyframeRules + elementRules()
  }

  /// Each element's animation rule; `animation-name: none` for those of
  /// `clearing` this page does not animate, where another page's rules
  /// would otherwise show through.
  private func elementRules(clearing: Set<String> = []) -> [String] {
    var css: [String] = []
    for id in [Self.scrollerID] + spec.elements.indices.map(Self.elementID) {
      guard let list = rules[id] else {
        if clearing.contains(id) {
          css.append(Self.rule("#\(id)", ["animation-name: none"] + triggerDeclarations([])))
        }
        continue
      }
      func joined(_ value: (AnimationRule) -> String) -> String {
        list.map(value).joined(separator: ", ")
      }
      css.append(
        Self.rule(
          "#\(id)",
          [
            "animation-name: " + joined { $0.name },
            "animation-duration: " + joined { $0.duration },
            "animation-timing-function: " + joined { $0.timingFunction },
            "animation-fill-mode: " + joined { $0.fill },
            "animation-timeline: " + joined { $0.timeline },
            "animation-range-start: " + joined { $0.rangeStart },
            "animation-range-end: " + joined { $0.rangeEnd },
          ] + triggerDeclarations(list)))
    }
    return css
  }

  /// `timeline-trigger` and `animation-trigger` for an element's
  /// animations, when one of them is triggered (`none` for the others).
  private func triggerDeclarations(_ list: [AnimationRule]) -> [String] {
    let triggers = list.compactMap(\.trigger)
    guard !triggers.isEmpty else {
      return resetsTriggers ? ["timeline-trigger: none", "animation-trigger: none"] : []
    }
    return [
      "timeline-trigger: " + triggers.map(\.timelineTrigger).joined(separator: ", "),
      "animation-trigger: "
        + list.map { $0.trigger?.animationTrigger ?? "none" }.joined(separator: ", "),
    ]
  }

  /// The keyframes and actions of a triggered animation, when CSS can play
  /// it exactly; otherwise `nil` and a note, and the page scrubs it.
  ///
  /// CSS eases each keyframe segment, not the whole play, so the trigger's
  /// easing goes onto the keyframes only when it is linear, or when the
  /// animation is one linear segment from 0 to 1 (it then becomes that
  /// segment's easing, a spring or Penner curve as `linear()`).
  private mutating func triggeredKeyframes(
    _ animation: AnimationSpec, _ trigger: TriggerSpec, at path: SpecPath
  ) -> (keyframes: CSSKeyframes, actions: CSSTriggerActions, notes: [SpecIssue])? {
    let triggerPath = path.appending("trigger")
    guard let actions = CSSTriggerActions(trigger.actions) else {
      let words = trigger.actionWords
      let complete = words.split(separator: " ").contains("complete")
      notes.append(
        SpecIssue(
          "CSS cannot play the actions \"\(words)\" exactly: its animation-trigger has one "
            + "action for entering the range from either side and one for leaving it to either side"
            + (complete ? ", and no action that jumps to the end (complete)" : "")
            + ": the page scrubs the animation over its range instead of playing it by time",
          at: triggerPath.appending("actions")))
      return nil
    }
    var played = animation
    if trigger.easing.easing.cssText != "linear" {
      let oneSegment =
        animation.keyframes.count == 2 && animation.keyframes[0].offset == 0
        && animation.keyframes[1].offset == 1 && animation.keyframes.allSatisfy { $0.easing == nil }
        && animation.easing.easing.cssText == "linear"
      guard oneSegment else {
        notes.append(
          SpecIssue(
            "CSS cannot ease a whole triggered play by '\(trigger.easing.text)' over keyframes "
              + "that have more than one segment or their own easing (it eases each segment): "
              + "the page scrubs the animation over its range instead of playing it by time",
            at: triggerPath.appending("easing")))
        return nil
      }
      played.easing = trigger.easing
    }
    notes.append(
      SpecIssue(
        "written as a CSS scroll-triggered animation (timeline-trigger, animation-trigger: "
          + "\(actions.activate) \(actions.deactivate)); unlike the spec, CSS does nothing when "
          + "one scroll jumps over the whole range between two frames, and counts a position "
          + "exactly on the range's end as inside",
        at: triggerPath))
    let keyframes = CSSKeyframes(played, at: path)
    // An approximated easing there is the trigger's, so its note says so.
    let easingPath = path.appending("easing")
    let keyframeNotes = keyframes.notes.map {
      $0.path == easingPath && played.easing.text != animation.easing.text
        ? SpecIssue($0.message, at: triggerPath.appending("easing"), location: $0.location) : $0
    }
    return (keyframes, actions, keyframeNotes)
  }

  /// The JSON manifest the page embeds, for tools that read the page (the
  /// conformance harness): where the scroller and each animation are.
  private func manifest() -> String {
    let insets = spec.scroller.contentInsets
    var members: [(String, JSONOutput)] = [
      ("format", .string("scrollmotion-css")), ("version", .number(1)),
      ("scroller", .string(Self.scrollerID)),
      ("insets", .numbers([insets.top, insets.left, insets.bottom, insets.right])),
    ]
    // Right to left only, so that other pages stay as they were: the
    // harness then scrolls with a scrollLeft that runs from 0 to negative.
    if spec.scroller.direction == .rightToLeft { members.append(("direction", .string("rtl"))) }
    members.append(("animations", .array(manifestEntries)))
    // The animations that run under reduced motion, for a harness that
    // emulates `prefers-reduced-motion: reduce`.
    for page in reduced { members.append(("reduced", .array(page.manifestEntries))) }
    if !spec.variants.isEmpty {
      // What plays at the page's own container size, as `eval` gives it
      // there, without and with reduced motion.
      let size = spec.scroller.containerSize
      let keys = [false, true].map { spec.variantKey(containerSize: size, reducesMotion: $0) }
      let entries = keys.map { variantPages[$0]?.manifestEntries ?? manifestEntries }
      members[members.count - 1] = ("animations", .array(entries[0]))
      members.append(("reduced", .array(entries[1])))
    }
    return JSONOutput.object(members).text()
  }

  /// The HTML document around the stylesheet and the manifest.
  private func template(title: String, stylesheet: String, manifest: String) -> String {
    let elements = spec.elements.enumerated().map { index, element in
      "      <div class=\"sm-element\" id=\"\(Self.elementID(index))\" "
        + "data-element=\"\(CSSText.html(element.name))\"><span>\(CSSText.html(element.name))</span></div>"
    }
    let container = spec.scroller.containerSize
    // The variants' size query container, around the scroller.
    let frame =
      spec.variants.isEmpty
      ? (open: "", close: "") : (open: "<div id=\"sm-frame\">", close: "</div>")
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="scrollmotion css">
      <title>\(CSSText.html(title))</title>
      <style>
      \(stylesheet)
      </style>
      </head>
      <body>
      <main id="sm-stage">
        <p class="sm-caption">\(CSSText.html(title)) · \(CSSText.number(container.width))×\(CSSText.number(container.height)) · scroll inside the frame</p>
        \(frame.open)<div id="\(Self.scrollerID)">
          <div id="sm-content">
      \(elements.joined(separator: "\n"))
          </div>
        </div>\(frame.close)
      </main>
      <script type="application/json" id="scrollmotion-manifest">
      \(manifest)
      </script>
      </body>
      </html>

      """
  }

  private func baseStyle() -> String {
    let scroller = spec.scroller
    let insets = scroller.contentInsets
    return """
      html, body { margin: 0; }
      body { min-height: 100vh; display: flex; align-items: center; justify-content: center; \
      background: #20232a; color: #c9ced8; font: 13px/1.4 system-ui, sans-serif; }
      #sm-stage { display: flex; flex-direction: column; align-items: center; gap: 10px; padding: 16px; }
      .sm-caption { margin: 0; }
      #sm-scroller { position: relative; box-sizing: border-box; flex: none; \
      width: \(CSSText.pixels(scroller.containerSize.width)); \
      height: \(CSSText.pixels(scroller.containerSize.height)); \
      padding: \(CSSText.pixels(insets.top)) \(CSSText.pixels(insets.right)) \
      \(CSSText.pixels(insets.bottom)) \(CSSText.pixels(insets.left)); \
      overflow: scroll; scrollbar-width: none; overscroll-behavior: contain; \
      \(scroller.direction == .rightToLeft ? "direction: rtl; " : "")\
      background: #f4f6fa; border-radius: 12px; box-shadow: 0 8px 30px rgb(0 0 0 / 0.45); }
      #sm-scroller::-webkit-scrollbar { display: none; }
      #sm-content { position: relative; overflow: clip; \
      width: \(CSSText.pixels(scroller.contentSize.width)); \
      height: \(CSSText.pixels(scroller.contentSize.height)); \
      background-color: #fff; \
      background-image: linear-gradient(rgb(0 0 0 / 0.06) 1px, transparent 1px), \
      linear-gradient(90deg, rgb(0 0 0 / 0.06) 1px, transparent 1px); \
      background-size: 100px 100px; }
      .sm-element { position: absolute; box-sizing: border-box; overflow: hidden; \
      border-radius: 10px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.25); color: #1d2330; }
      .sm-element > span { display: block; padding: 6px 8px; font-weight: 600; }
      """ + (spec.variants.isEmpty ? "" : "\n" + frameStyle())
  }

  /// The scroller's wrapper for a spec with variants: a size query
  /// container of the scroller's size, which the variants' rules query.
  private func frameStyle() -> String {
    let size = spec.scroller.containerSize
    return "#sm-frame { container: sm-frame / size; flex: none; "
      + "width: \(CSSText.pixels(size.width)); height: \(CSSText.pixels(size.height)); }"
  }

  private func elementID(named name: String) -> String? {
    elementIndices[name].map(Self.elementID)
  }

  private static func elementID(_ index: Int) -> String {
    "sm-e\(index)"
  }

  private func keyframesRule(name: String, keyframes: CSSKeyframes, for property: SpecProperty)
    -> String
  {
    let entries = keyframes.entries.map { entry in
      var declarations = ["\(property.cssName): \(CSSText.value(entry.value, for: property))"]
      if let timing = entry.timingFunction {
        declarations.append("animation-timing-function: \(timing)")
      }
      return "  \(CSSText.percentage(entry.offset)) { \(declarations.joined(separator: "; ")); }"
    }
    return "@keyframes \(name) {\n\(entries.joined(separator: "\n"))\n}"
  }

  private static func rule(_ selector: String, _ declarations: [String]) -> String {
    "\(selector) {\n" + declarations.map { "  \($0);" }.joined(separator: "\n") + "\n}"
  }

  /// An `animation-range-start`/`-end` value; a name alone is written with
  /// its side's percentage (0% at the start, 100% at the end), as CSS reads it.
  static func boundary(_ boundary: RangeBoundary, isEnd: Bool) -> String {
    switch boundary {
    case .normal:
      return "normal"
    case .full(let distance):
      return lengthPercentage(distance)
    case .named(let name, let distance):
      return "\(name.rawValue) \(lengthPercentage(distance ?? (isEnd ? .whole : .zero)))"
    }
  }

  private static func lengthPercentage(_ distance: LengthPercentage) -> String {
    if distance.points == 0 { return CSSText.percentage(distance.fraction) }
    if distance.fraction == 0 { return CSSText.pixels(distance.points) }
    let sign = distance.points < 0 ? "-" : "+"
    return
      "calc(\(CSSText.percentage(distance.fraction)) \(sign) \(CSSText.pixels(abs(distance.points))))"
  }
}
