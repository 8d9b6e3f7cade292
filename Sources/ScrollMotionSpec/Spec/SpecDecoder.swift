// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

/// Turns a JSON document into a ``ChoreographySpec``, collecting every
/// problem with its path instead of stopping at the first.
///
/// Each reader returns `nil` for a value it could not use and records why;
/// its caller carries on with the rest, so one run finds everything.
struct SpecDecoder {
  private(set) var issues: [SpecIssue] = []
  /// The easings read so far, by their text: a spec repeats a few easings
  /// across many animations, and reading one builds it (a Bézier tabulates
  /// its inverse, about 50 µs), so each distinct text is parsed and built
  /// once per document. Only valid easings are kept: an invalid one is
  /// reported again at each of its paths.
  private var easingsByText: [String: SpecEasing] = [:]
  /// The elements' frames by name, for pins: made at the first pin, once
  /// for all of them.
  private var framesOfPins: [String: ScrollRect]?

  mutating func report(_ message: String, at path: SpecPath, _ node: JSONNode) {
    issues.append(SpecIssue(message, at: path, location: node.location))
  }

  // MARK: The document

  mutating func spec(_ node: JSONNode) -> ChoreographySpec? {
    let keys: JSONKeys = [
      "version", "scroller", "elements", "animations", "reducedMotion", "variants",
    ]
    guard let members = members(of: node, at: .root, allowed: keys) else { return nil }
    if let version = members["version"] {
      let path = SpecPath.root.appending("version")
      if let number = number(version.node, at: path), number != 1 {
        report(
          "unsupported version \(JSONText.number(number)): this reader knows version 1",
          at: path, version.node)
      }
    }
    let scroller = required("scroller", in: members, of: node, at: .root).flatMap {
      self.scroller($0, at: SpecPath.root.appending("scroller"))
    }
    var elements: [ElementSpec]? = []
    if let member = members["elements"] {
      elements = elementList(member.node)
    }
    var animations: [AnimationSpec]? = []
    if let member = members["animations"] {
      animations = animationList(member.node, elements: elements, scroller: scroller)
    }
    let reducedMotion = optional("reducedMotion", in: members, at: .root, default: .keep) {
      $0.reducedMotion($1, at: $2())
    }
    var variants: [SpecVariant]? = []
    if let member = members["variants"], let animations {
      variants = self.variants(
        member.node, base: animations, elements: elements, scroller: scroller)
    }
    guard let scroller, let elements, let animations, let variants else { return nil }
    var spec = ChoreographySpec(
      version: 1, scroller: scroller, elements: elements, animations: animations)
    spec.reducedMotion = reducedMotion
    spec.variants = variants
    checkReducedIDs(of: spec, node)
    checkVariantIDs(of: spec, node)
    // Pins' room last: it moves the frames every timeline reads.
    for issue in spec.leaveRoomForPins() { issues.append(issue) }
    return spec
  }

  private mutating func scroller(_ node: JSONNode, at path: SpecPath) -> ScrollerSpec? {
    let keys: JSONKeys = ["containerSize", "contentSize", "contentInsets", "direction"]
    guard let members = members(of: node, at: path, allowed: keys) else { return nil }
    let container = required("containerSize", in: members, of: node, at: path).flatMap {
      size($0, at: path.appending("containerSize"), allowsZero: false)
    }
    let content = required("contentSize", in: members, of: node, at: path).flatMap {
      size($0, at: path.appending("contentSize"), allowsZero: true)
    }
    var insets = ScrollInsets.zero
    if let member = members["contentInsets"] {
      let insetsPath = path.appending("contentInsets")
      guard
        let values = numbers(
          member.node, at: insetsPath, count: 4, shape: "[top, left, bottom, right]")
      else { return nil }
      guard nonNegative(values, member.node, at: insetsPath) else { return nil }
      insets = ScrollInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
    let direction = optional("direction", in: members, at: path, default: .leftToRight) {
      $0.direction($1, at: $2())
    }
    guard let container, let content else { return nil }
    return ScrollerSpec(
      containerSize: container, contentSize: content, contentInsets: insets, direction: direction)
  }

  private mutating func size(
    _ node: JSONNode, at path: @autoclosure () -> SpecPath, allowsZero: Bool
  ) -> ScrollSize? {
    guard let values = numbers(node, at: path(), count: 2, shape: "[width, height]") else {
      return nil
    }
    if !allowsZero, values.contains(where: { $0 <= 0 }) {
      report("width and height must be greater than 0", at: path(), node)
      return nil
    }
    guard nonNegative(values, node, at: path()) else { return nil }
    return ScrollSize(width: values[0], height: values[1])
  }

  private mutating func nonNegative(
    _ values: [Double], _ node: JSONNode, at path: @autoclosure () -> SpecPath
  )
    -> Bool
  {
    guard values.allSatisfy({ $0 >= 0 }) else {
      report("must not be negative", at: path(), node)
      return false
    }
    return true
  }

  private mutating func elementList(_ node: JSONNode) -> [ElementSpec]? {
    let path = SpecPath.root.appending("elements")
    guard let members = node.object else {
      report(
        "must be an object mapping element names to elements, not \(node.value.kindDescription)",
        at: path, node)
      return nil
    }
    var elements: [ElementSpec] = []
    var isValid = true
    elements.reserveCapacity(members.count)
    for member in members {
      let name = member.key
      // Built only for a message.
      func elementPath() -> SpecPath { path.appending(name) }
      guard !name.isEmpty else {
        report("an element's name cannot be empty", at: elementPath(), member.node)
        isValid = false
        continue
      }
      guard let fields = self.members(of: member.node, at: elementPath(), allowed: Self.elementKeys)
      else {
        isValid = false
        continue
      }
      // Left out, the frame is measured where the spec plays.
      var frame: ScrollRect?
      if let frameNode = fields.node(forKey: "frame") {
        guard
          let values = numbers(
            frameNode, at: elementPath().appending("frame"), count: 4,
            shape: "[x, y, width, height]")
        else {
          isValid = false
          continue
        }
        guard values[2] >= 0, values[3] >= 0 else {
          report(
            "width and height must not be negative", at: elementPath().appending("frame"),
            frameNode)
          isValid = false
          continue
        }
        frame = ScrollRect(x: values[0], y: values[1], width: values[2], height: values[3])
      }
      var selector: String?
      if let selectorMember = fields["selector"] {
        guard let text = selectorText(selectorMember.node, at: elementPath().appending("selector"))
        else {
          isValid = false
          continue
        }
        selector = text
      }
      var z: Int?
      if let zMember = fields["z"] {
        let zPath = elementPath().appending("z")
        guard let value = number(zMember.node, at: zPath) else {
          isValid = false
          continue
        }
        let range = ElementSpec.zRange
        guard value == value.rounded(), Double(range.lowerBound) <= value,
          value <= Double(range.upperBound)
        else {
          report(
            "must be a whole number between \(range.lowerBound) and \(range.upperBound)",
            at: zPath, zMember.node)
          isValid = false
          continue
        }
        z = Int(value)
      }
      if let frame {
        elements.append(ElementSpec(name: name, frame: frame, z: z, selector: selector))
      } else {
        elements.append(ElementSpec(measuredNamed: name, selector: selector, z: z))
      }
    }
    return isValid ? elements : nil
  }

  /// An element's CSS selector: a non-empty string on one line. Its CSS
  /// syntax is the browser's to judge (`attach` reports what it refuses).
  private mutating func selectorText(_ node: JSONNode, at path: @autoclosure () -> SpecPath)
    -> String?
  {
    guard case .string(let text) = node.value else {
      report("must be a CSS selector string, not \(node.value.kindDescription)", at: path(), node)
      return nil
    }
    guard !text.allSatisfy({ $0 == " " || $0 == "\t" }), !text.contains(where: { $0.isNewline })
    else {
      report("a selector cannot be empty or span lines", at: path(), node)
      return nil
    }
    return text
  }

  // MARK: Animations

  private mutating func animationList(
    _ node: JSONNode, elements: [ElementSpec]?, scroller: ScrollerSpec?
  )
    -> [AnimationSpec]?
  {
    let path = SpecPath.root.appending("animations")
    guard let nodes = node.array else {
      report("must be an array of animations, not \(node.value.kindDescription)", at: path, node)
      return nil
    }
    var animations: [AnimationSpec] = []
    var isValid = true
    // The entry that first used each id, by its index in the list.
    var firstUse: [String: Int] = [:]
    firstUse.reserveCapacity(nodes.count)
    // Room for a curve of its own per animation, as a generated spec or a
    // hand-tuned stagger has, so that the cache never rehashes its texts.
    easingsByText.reserveCapacity(nodes.count)
    animations.reserveCapacity(nodes.count)
    // Once for the list: built per animation, the set made decoding
    // quadratic in the number of elements.
    let elementNames = elements.map { Set($0.map { $0.name }) }
    for (index, animationNode) in nodes.enumerated() {
      let animationPath = path.appending(index: index)
      // Read straight into the list, not into an array of its own copied
      // into it: an AnimationSpec copy retains every string and array it
      // holds.
      let start = animations.count
      if animation(
        animationNode, at: animationPath, elements: elements, elementNames: elementNames,
        scroller: scroller, into: &animations)
      {
        // A staggered entry's ids are `id[0]`, `id[1]`…: each must be
        // unique like any other.
        for position in start..<animations.count {
          animations[position].sourceIndex = index
          let id = animations[position].id
          // One lookup for the common case, a new id.
          if let first = firstUse.updateValue(index, forKey: id) {
            firstUse[id] = first
            report(
              "duplicate id '\(id)' (also used by \(path.appending(index: first).appending("id")))",
              at: animationPath.appending("id"), animationNode)
            isValid = false
          }
        }
      } else {
        isValid = false
      }
    }
    return isValid ? animations : nil
  }

  // The keys of each kind of object, made once rather than per object
  // read.
  private static let animationKeys = JSONKeys(
    [
      "id", "target", "property", "timeline", "range", "easing", "fill", "colorSpace",
      "keyframes", "targets", "stagger", "pin", "reducedMotion",
    ] + motionKeys)
  private static let elementKeys: JSONKeys = ["frame", "selector", "z"]
  private static let timelineKeys: JSONKeys = ["type", "axis", "subject", "inset"]
  private static let rangeKeys: JSONKeys = ["start", "end"]
  private static let keyframeKeys: JSONKeys = ["offset", "value", "easing"]

  /// The animations one entry of `animations` stands for: one, or one per
  /// element of its `targets`; a pin's keyframes are filled in from the
  /// geometry of `scroller` and `elements`, whose names are `elementNames`.
  mutating func animation(
    _ node: JSONNode, at path: SpecPath, elements: [ElementSpec]?, elementNames: Set<String>?,
    scroller: ScrollerSpec?
  ) -> [AnimationSpec]? {
    var entries: [AnimationSpec] = []
    return animation(
      node, at: path, elements: elements, elementNames: elementNames, scroller: scroller,
      into: &entries) ? entries : nil
  }

  /// ``animation(_:at:elements:elementNames:scroller:)`` appended to
  /// `list`; `false`, appending nothing, when the entry is unusable.
  mutating func animation(
    _ node: JSONNode, at path: SpecPath, elements: [ElementSpec]?, elementNames: Set<String>?,
    scroller: ScrollerSpec?, into list: inout [AnimationSpec]
  ) -> Bool {
    guard let members = members(of: node, at: path, allowed: Self.animationKeys) else {
      return false
    }
    let issueCount = issues.count
    let pin = optional("pin", in: members, at: path, default: (isPin: false, hasSpacing: false)) {
      $0.pin($1, at: $2())
    }
    let isPin = pin.isPin
    if isPin { rejectKeysOfPin(in: members, at: path) }

    let id = required("id", in: members, of: node, at: path).flatMap {
      nonEmptyString($0, at: path.appending("id"))
    }
    let property =
      isPin
      ? SpecProperty.translate
      : required("property", in: members, of: node, at: path).flatMap {
        self.property($0, at: path.appending("property"))
      }
    let target = optional("target", in: members, at: path, default: nil) {
      $0.elementName($1, at: $2(), known: elementNames)
    }
    let targets = optional("targets", in: members, at: path, default: nil) {
      $0.targetList($1, at: $2(), known: elementNames)
    }
    let stagger = optional("stagger", in: members, at: path, default: nil) {
      $0.stagger($1, at: $2())
    }
    var usesLogicalAxis = false
    var followsTarget = false
    var timeline = optional("timeline", in: members, at: path, default: .vertical) {
      $0.timeline(
        $1, at: $2(), elementNames: elementNames, usesLogicalAxis: &usesLogicalAxis,
        followsTarget: &followsTarget)
    }
    if followsTarget {
      if let target = target ?? nil {
        timeline = timeline.following(target)
      } else if members["targets"] == nil {
        report(
          "a view timeline needs a subject, or a target whose own view it follows",
          at: path.appending("timeline").appending("subject"), members["timeline"]?.node ?? node)
      }
    }
    let range = optional("range", in: members, at: path, default: .normal) {
      $0.range($1, at: $2())
    }
    let easing = optional("easing", in: members, at: path, default: .linear) {
      $0.easing($1, at: $2())
    }
    let fill = optional("fill", in: members, at: path, default: .both) { $0.fill($1, at: $2()) }
    let colorSpace = optional("colorSpace", in: members, at: path, default: .srgb) {
      $0.colorSpace($1, at: $2())
    }
    let keyframes =
      isPin
      ? []
      : required("keyframes", in: members, of: node, at: path).flatMap {
        self.keyframes($0, at: path.appending("keyframes"), property: property)
      }
    checkTargets(
      target: members["target"], targets: members["targets"], stagger: members["stagger"],
      isPin: isPin, of: node, at: path)
    let motion = self.motion(members, at: path)
    guard let id, let property, let keyframes, issues.count == issueCount else { return false }
    var animation = AnimationSpec(
      id: id, target: target, property: property, timeline: timeline, range: range,
      easing: easing, fill: fill, colorSpace: colorSpace, keyframes: keyframes)
    animation.usesLogicalAxis = usesLogicalAxis
    animation.hasPinSpacing = pin.hasSpacing
    animation.smoothing = motion.smoothing
    animation.trigger = motion.trigger
    // A pin holds an element still: it is not motion to reduce.
    animation.reducedMotion = optional(
      "reducedMotion", in: members, at: path, default: isPin ? .keep : nil
    ) { $0.reducedMotion($1, at: $2()) }
    guard isPin else {
      expand(
        animation, targets: targets, stagger: stagger, followsTarget: followsTarget, at: path,
        node, into: &list)
      return true
    }
    guard let scroller, let elements else { return false }
    if framesOfPins == nil {
      framesOfPins = ChoreographySpec(scroller: scroller, elements: elements).framesByName
    }
    let frames = framesOfPins ?? [:]
    var entries: [AnimationSpec] = []
    expand(
      animation, targets: targets, stagger: stagger, followsTarget: followsTarget, at: path,
      node, into: &entries)
    for entry in entries { list.append(entry.pinned(in: scroller, frames: { frames[$0] })) }
    return true
  }

  private mutating func property(_ node: JSONNode, at path: @autoclosure () -> SpecPath)
    -> SpecProperty?
  {
    guard let name = string(node, at: path()) else { return nil }
    guard let property = SpecProperty(name: name) else {
      let hint =
        name.hasPrefix("--")
        ? "a custom name is '--' followed by letters, digits, '-' or '_'"
        : "expected one of the \(SpecProperty.builtInNames.count) properties "
          + "docs/spec-format.md lists (opacity, translate, blur, shadowColor…) or a custom '--name'"
      let suggestion = NameSuggestion.hint(for: name, among: SpecProperty.builtInNames)
      report("unknown property '\(name)'\(suggestion): \(hint)", at: path(), node)
      return nil
    }
    return property
  }

  mutating func elementName(
    _ node: JSONNode, at path: @autoclosure () -> SpecPath, known: Set<String>?
  )
    -> String?
  {
    guard let name = string(node, at: path()) else { return nil }
    // Without a valid element list the name cannot be checked, and the
    // list's own problem has been reported.
    if let known, !known.contains(name) {
      let list =
        known.isEmpty
        ? "the spec has no elements" : "elements: " + known.sorted().joined(separator: ", ")
      report("no element named '\(name)' (\(list))", at: path(), node)
      return nil
    }
    return name
  }

  /// A view timeline without a `subject` follows the animation's own target
  /// (as CSS's `view()` does): its subject is left empty and `followsTarget`
  /// set, for ``animation(_:at:elements:elementNames:scroller:)`` to fill in.
  private mutating func timeline(
    _ node: JSONNode, at path: @autoclosure () -> SpecPath, elementNames: Set<String>?,
    usesLogicalAxis: inout Bool,
    followsTarget: inout Bool
  ) -> TimelineSpec? {
    guard let members = members(of: node, at: path(), allowed: Self.timelineKeys),
      let typeNode = required("type", in: members, of: node, at: path()),
      let type = string(typeNode, at: path().appending("type"))
    else { return nil }
    var axis = ScrollAxis.y
    if let member = members["axis"], let name = string(member.node, at: path().appending("axis")) {
      switch name {
      case "x": axis = .x
      case "y": axis = .y
      case "block", "inline":
        // Horizontal writing: the block axis is vertical, the inline one
        // horizontal (and right to left when the scroller's direction is).
        axis = (name == "block" ? LogicalAxis.block : .inline).physicalAxis
        usesLogicalAxis = true
      default:
        report(
          "unknown axis '\(name)': expected x, y, block or inline", at: path().appending("axis"),
          member.node)
      }
    }
    switch type {
    case "scroll":
      for key in ["subject", "inset"] {
        if let member = members[key] {
          report(
            "only a view timeline has \(key == "subject" ? "a subject" : "insets")",
            at: path().appending(key), member.node)
        }
      }
      return .scroll(axis: axis)
    case "view":
      var subject: String? = ""
      if let member = members["subject"] {
        subject = elementName(member.node, at: path().appending("subject"), known: elementNames)
      } else {
        followsTarget = true
      }
      var insets = [0.0, 0.0]
      if let member = members["inset"] {
        let insetPath = path().appending("inset")
        if case .number = member.node.value, let value = number(member.node, at: insetPath) {
          insets = [value, value]
        } else if let values = numbers(
          member.node, at: insetPath, count: 2, shape: "[start, end] or one number")
        {
          insets = values
        }
      }
      guard let subject else { return nil }
      return .view(subject: subject, axis: axis, startInset: insets[0], endInset: insets[1])
    default:
      report(
        "unknown timeline type '\(type)': expected scroll or view", at: path().appending("type"),
        typeNode)
      return nil
    }
  }

  private mutating func range(_ node: JSONNode, at path: @autoclosure () -> SpecPath)
    -> AnimationRange?
  {
    if case .string(let text) = node.value {
      do {
        let range = try AnimationRange(parsing: text)
        return checked(range.start, node, at: path()) && checked(range.end, node, at: path())
          ? range : nil
      } catch {
        report(error.description, at: path(), node)
        return nil
      }
    }
    guard let members = members(of: node, at: path(), allowed: Self.rangeKeys) else { return nil }
    var range = AnimationRange.normal
    for (key, isEnd) in [("start", false), ("end", true)] {
      guard let member = members[key] else { continue }
      let sidePath = path().appending(key)
      guard let text = string(member.node, at: sidePath) else { continue }
      do {
        let boundary = try RangeBoundary(parsing: text)
        guard checked(boundary, member.node, at: sidePath) else { continue }
        if isEnd { range.end = boundary } else { range.start = boundary }
      } catch {
        report(error.description, at: sidePath, member.node)
      }
    }
    return range
  }

  mutating func checked(
    _ boundary: RangeBoundary, _ node: JSONNode, at path: @autoclosure () -> SpecPath
  )
    -> Bool
  {
    let distance: LengthPercentage? =
      switch boundary {
      case .normal: nil
      case .full(let distance): distance
      case .named(_, let distance): distance
      }
    guard let distance else { return true }
    let limit = SpecLimits.maximumMagnitude
    guard abs(distance.fraction * 100) <= limit, abs(distance.points) <= limit else {
      report(
        "lengths and percentages must be between -\(JSONText.number(limit)) and \(JSONText.number(limit))",
        at: path(), node)
      return false
    }
    return true
  }

  mutating func easing(_ node: JSONNode, at path: @autoclosure () -> SpecPath) -> SpecEasing? {
    guard let text = string(node, at: path()) else { return nil }
    if let easing = easingsByText[text] { return easing }
    do {
      let easing = try Easing(parsing: text)
      // Numbers inside the text are held to the same bound as the spec's
      // other numbers (a step count, Bézier values, linear() stops, spring
      // parameters), so that no curve can overflow what it computes.
      let limit = SpecLimits.maximumMagnitude
      let isBounded: Bool
      if case .cubicBezier(let curve) = easing.kind {
        // The common case, without the array of every number: x is in
        // 0...1 once the curve is made.
        isBounded = abs(curve.y1) <= limit && abs(curve.y2) <= limit
      } else {
        isBounded = (easing.wireNumbers ?? []).allSatisfy { abs($0) <= limit }
      }
      guard isBounded else {
        report(
          "numbers in an easing must be between -\(JSONText.number(limit)) and \(JSONText.number(limit))",
          at: path(), node)
        return nil
      }
      let read = SpecEasing(text: text, easing: easing)
      easingsByText[text] = read
      return read
    } catch {
      report(error.description + SpecEasing.suggestion(for: text), at: path(), node)
      return nil
    }
  }

  private mutating func fill(_ node: JSONNode, at path: @autoclosure () -> SpecPath) -> FillMode? {
    guard let text = string(node, at: path()) else { return nil }
    guard let fill = FillMode(rawValue: text) else {
      report("unknown fill '\(text)': expected none, forwards, backwards or both", at: path(), node)
      return nil
    }
    return fill
  }

  private mutating func colorSpace(_ node: JSONNode, at path: @autoclosure () -> SpecPath)
    -> ColorInterpolation?
  {
    guard let text = string(node, at: path()) else { return nil }
    switch text {
    case "srgb": return .srgb
    case "linear-srgb": return .linearSRGB
    case "oklab": return .oklab
    case "hsb", "hsb-shorter": return .hsb(.shorter)
    case "hsb-longer": return .hsb(.longer)
    case "hsb-increasing": return .hsb(.increasing)
    case "hsb-decreasing": return .hsb(.decreasing)
    default:
      report(
        "unknown colour space '\(text)': expected srgb, linear-srgb, oklab, hsb, hsb-shorter, "
          + "hsb-longer, hsb-increasing or hsb-decreasing", at: path(), node)
      return nil
    }
  }

  private mutating func keyframes(
    _ node: JSONNode, at path: @autoclosure () -> SpecPath, property: SpecProperty?
  ) -> [KeyframeSpec]? {
    guard let nodes = node.array else {
      report("must be an array of keyframes, not \(node.value.kindDescription)", at: path(), node)
      return nil
    }
    guard !nodes.isEmpty else {
      report("needs at least one keyframe", at: path(), node)
      return nil
    }
    // Looked up once for every keyframe's value.
    let declaration = property?.declaration
    var keyframes: [KeyframeSpec] = []
    keyframes.reserveCapacity(nodes.count)
    var previous: Double?
    var isValid = true
    for (index, keyframeNode) in nodes.enumerated() {
      // Built only for a message.
      func keyframePath() -> SpecPath { path().appending(index: index) }
      guard
        let members = members(
          of: keyframeNode, at: keyframePath(), allowed: Self.keyframeKeys)
      else {
        isValid = false
        continue
      }
      var offset: Double?
      if let offsetNode = required("offset", in: members, of: keyframeNode, at: keyframePath()) {
        func offsetPath() -> SpecPath { keyframePath().appending("offset") }
        if let value = number(offsetNode, at: offsetPath()) {
          if !(0...1).contains(value) {
            report("must be between 0 and 1", at: offsetPath(), offsetNode)
          } else if let previous, value < previous {
            report(
              "must not be smaller than the previous keyframe's offset (\(JSONText.number(previous)))",
              at: offsetPath(), offsetNode)
          } else {
            offset = value
          }
          // Later keyframes are compared with the last offset read, so one
          // misplaced keyframe is reported once.
          previous = value
        }
      }
      var value: SpecValue?
      if let valueNode = required("value", in: members, of: keyframeNode, at: keyframePath()),
        let property
      {
        value = self.value(
          valueNode, at: keyframePath().appending("value"), for: property,
          declaration: declaration)
      }
      var easing: SpecEasing?
      if let easingNode = members.node(forKey: "easing") {
        easing = self.easing(easingNode, at: keyframePath().appending("easing"))
        if easing == nil { isValid = false }
      }
      guard let offset, let value else {
        isValid = false
        continue
      }
      keyframes.append(KeyframeSpec(offset: offset, value: value, easing: easing))
    }
    return isValid ? keyframes : nil
  }

  private mutating func value(
    _ node: JSONNode, at path: @autoclosure () -> SpecPath, for property: SpecProperty,
    declaration: SpecPropertyDeclaration?
  )
    -> SpecValue?
  {
    let shape = declaration?.shape ?? .number
    let value: SpecValue?
    switch (shape, node.value) {
    case (.number, .number), (.numberOrPair, .number):
      value = number(node, at: path()).map(SpecValue.number)
    case (.pair, .array), (.numberOrPair, .array):
      let written = shape == .numberOrPair ? "[sx, sy]" : "[x, y]"
      value = numbers(node, at: path(), count: 2, shape: written).map { .pair($0[0], $0[1]) }
    case (.color, .string(let text)):
      do {
        return .color(try RGBAColor(parsing: text))
      } catch {
        report(error.description, at: path(), node)
        return nil
      }
    default:
      report(
        "\(property.valuePhrase) must be \(property.expectedValue), not \(node.value.kindDescription)",
        at: path(), node)
      return nil
    }
    // A length or a filter's amount below its least value: CSS refuses the
    // declaration, so the spec refuses the keyframe.
    if let value, let allowed = declaration?.allowed {
      let low: Double? =
        switch value {
        case .number(let number): allowed.contains(number) ? nil : number
        case .pair(let x, let y): !allowed.contains(x) ? x : !allowed.contains(y) ? y : nil
        case .color: nil
        }
      if let low {
        report(
          "\(property.valuePhrase) must be \(property.expectedValue), not \(JSONText.number(low))",
          at: path(), node)
        return nil
      }
    }
    return value
  }

  // MARK: Building blocks

  /// The members of an object, after reporting keys outside `allowed`.
  ///
  /// A reader looks up only keys it allows, so an unknown key (reported
  /// here) is never read.
  mutating func members(
    of node: JSONNode, at path: @autoclosure () -> SpecPath, allowed: JSONKeys
  )
    -> JSONObject?
  {
    guard let members = node.object else {
      report("must be an object, not \(node.value.kindDescription)", at: path(), node)
      return nil
    }
    for member in members.members(outside: allowed) {
      issues.append(
        SpecIssue(
          "unknown key\(NameSuggestion.hint(for: member.key, among: allowed.names)) "
            + "(expected \(allowed.names.joined(separator: ", ")))",
          at: path().appending(member.key), location: member.keyLocation))
    }
    return members
  }

  /// The member `key` read by `read` (given the decoder, the node and its
  /// path), or `value` when the member is absent or unusable (its problem
  /// is recorded).
  mutating func optional<Value>(
    _ key: String, in members: JSONObject, at path: SpecPath, default value: Value,
    _ read: (inout SpecDecoder, JSONNode, () -> SpecPath) -> Value?
  ) -> Value {
    guard let node = members.node(forKey: key) else { return value }
    return read(&self, node, { path.appending(key) }) ?? value
  }

  mutating func required(
    _ key: String, in members: JSONObject, of node: JSONNode, at path: @autoclosure () -> SpecPath
  ) -> JSONNode? {
    guard let value = members.node(forKey: key) else {
      report("is required", at: path().appending(key), node)
      return nil
    }
    return value
  }

  mutating func string(_ node: JSONNode, at path: @autoclosure () -> SpecPath) -> String? {
    guard let text = node.string else {
      report("must be a string, not \(node.value.kindDescription)", at: path(), node)
      return nil
    }
    return text
  }

  mutating func nonEmptyString(_ node: JSONNode, at path: @autoclosure () -> SpecPath) -> String? {
    guard let text = string(node, at: path()) else { return nil }
    guard !text.isEmpty else {
      report("must not be empty", at: path(), node)
      return nil
    }
    return text
  }

  mutating func number(_ node: JSONNode, at path: @autoclosure () -> SpecPath) -> Double? {
    guard let value = node.number else {
      report("must be a number, not \(node.value.kindDescription)", at: path(), node)
      return nil
    }
    let limit = SpecLimits.maximumMagnitude
    guard abs(value) <= limit else {
      report(
        "\(JSONText.number(value)) is too large: numbers must be between -\(JSONText.number(limit)) and \(JSONText.number(limit))",
        at: path(), node)
      return nil
    }
    return value
  }

  mutating func numbers(
    _ node: JSONNode, at path: @autoclosure () -> SpecPath, count: Int, shape: String
  )
    -> [Double]?
  {
    guard let elements = node.array, elements.count == count else {
      let found: String
      if case .array(let elements) = node.value {
        found = "an array of \(elements.count)"
      } else {
        found = node.value.kindDescription
      }
      report("must be \(shape), not \(found)", at: path(), node)
      return nil
    }
    var values: [Double] = []
    values.reserveCapacity(count)
    for (index, element) in elements.enumerated() {
      if let value = number(element, at: path().appending(index: index)) { values.append(value) }
    }
    return values.count == count ? values : nil
  }
}
