// The wasm build compiles this target into its one Embedded Swift module,
// where the core and the wire format are the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

// `variants`: their conditions, their animations, and the rules that keep
// the choice unambiguous (no overlap, no gap).
extension SpecDecoder {
  private static let variantKeys: JSONKeys = ["when", "replace", "add"]
  private static let conditionKeys: JSONKeys = ["width", "height", "reducedMotion"]
  private static let sizeRangeKeys: JSONKeys = ["from", "below"]

  /// The variants of `node`, each animation read as the spec's own are,
  /// or `nil` after reporting every problem.
  mutating func variants(
    _ node: JSONNode, base: [AnimationSpec], elements: [ElementSpec]?, scroller: ScrollerSpec?
  ) -> [SpecVariant]? {
    let path = SpecPath.root.appending("variants")
    guard case .array(let nodes) = node.value else {
      report("must be an array of variants, not \(node.value.kindDescription)", at: path, node)
      return nil
    }
    guard nodes.count <= WireVariants.maximumCount else {
      report(
        "has \(nodes.count) variants; at most \(WireVariants.maximumCount) are allowed",
        at: path, node)
      return nil
    }
    let issueCount = issues.count
    let elementNames = elements.map { Set($0.map { $0.name }) }
    let baseEntries = Set(base.map { $0.entryID })
    var variants: [SpecVariant] = []
    for (index, variantNode) in nodes.enumerated() {
      let variantPath = path.appending(index: index)
      guard let members = members(of: variantNode, at: variantPath, allowed: Self.variantKeys)
      else { continue }
      let when = required("when", in: members, of: variantNode, at: variantPath).flatMap {
        condition($0, at: variantPath.appending("when"))
      }
      var variant = SpecVariant(when: when ?? SpecVariant.Condition())
      for list in ["replace", "add"] {
        guard let member = members[list] else { continue }
        let listPath = variantPath.appending(list)
        guard case .array(let entries) = member.node.value else {
          report(
            "must be an array of animations, not \(member.node.value.kindDescription)",
            at: listPath, member.node)
          continue
        }
        var seen: Set<String> = []
        for (position, entry) in entries.enumerated() {
          let entryPath = listPath.appending(index: position)
          guard
            var animations = animation(
              entry, at: entryPath, elements: elements, elementNames: elementNames,
              scroller: scroller), let first = animations.first
          else { continue }
          let id = first.entryID
          var idNode = entry
          if case .object(let fields) = entry.value, let member = fields["id"] {
            idNode = member.node
          }
          if !seen.insert(id).inserted {
            report("duplicate id '\(id)' in this variant", at: entryPath.appending("id"), idNode)
            continue
          }
          if list == "replace", !baseEntries.contains(id) {
            let hint = NameSuggestion.hint(for: id, among: base.map { $0.entryID })
            report(
              "no animation '\(id)' in animations to replace\(hint): a variant replaces the "
                + "spec's own animations by id; list a new one under add",
              at: entryPath.appending("id"), idNode)
            continue
          }
          if list == "add", baseEntries.contains(id) {
            report(
              "'\(id)' is already an animation: list it under replace to change it in this "
                + "variant", at: entryPath.appending("id"), idNode)
            continue
          }
          if first.hasPinSpacing {
            report(
              "a pin in a variant cannot leave room (spacing): the room would move the "
                + "layout per screen; give the spec's own pin the spacing",
              at: entryPath.appending("pin"), entry)
            continue
          }
          for index in animations.indices {
            animations[index].sourcePath = entryPath
            // Written for reduced motion: it runs as it is unless it says otherwise.
            if when?.reducedMotion == true, animations[index].reducedMotion == nil {
              animations[index].reducedMotion = .keep
            }
          }
          if list == "replace" { variant.replace += animations } else { variant.add += animations }
        }
      }
      if members["replace"] == nil, members["add"] == nil {
        report("a variant needs animations to replace or add", at: variantPath, variantNode)
      }
      variants.append(variant)
    }
    guard issues.count == issueCount else { return nil }
    checkTiling(variants, node)
    return issues.count == issueCount ? variants : nil
  }

  /// A `when` object: at least one condition.
  private mutating func condition(_ node: JSONNode, at path: SpecPath) -> SpecVariant.Condition? {
    guard let members = members(of: node, at: path, allowed: Self.conditionKeys) else {
      return nil
    }
    let issueCount = issues.count
    var condition = SpecVariant.Condition()
    condition.width = members["width"].flatMap { sizeRange($0.node, at: path.appending("width")) }
    condition.height = members["height"].flatMap {
      sizeRange($0.node, at: path.appending("height"))
    }
    if let member = members["reducedMotion"] {
      if case .bool(let value) = member.node.value {
        condition.reducedMotion = value
      } else {
        report(
          "must be true or false, not \(member.node.value.kindDescription)",
          at: path.appending("reducedMotion"), member.node)
      }
    }
    if members.isEmpty {
      report(
        "needs a condition: width, height or reducedMotion (e.g. {\"width\": {\"below\": 600}})",
        at: path, node)
    }
    return issues.count == issueCount ? condition : nil
  }

  /// `{"from": a, "below": b}`: either or both, `0 <= a < b`.
  private mutating func sizeRange(_ node: JSONNode, at path: SpecPath) -> SpecVariant.SizeRange? {
    guard let members = members(of: node, at: path, allowed: Self.sizeRangeKeys) else {
      return nil
    }
    let issueCount = issues.count
    let from = members["from"].flatMap { number($0.node, at: path.appending("from")) }
    let below = members["below"].flatMap { number($0.node, at: path.appending("below")) }
    guard issues.count == issueCount else { return nil }
    if members.isEmpty {
      report(
        "needs from (inclusive), below (exclusive) or both, in points", at: path, node)
      return nil
    }
    if let from, from < 0 {
      report("must not be negative", at: path.appending("from"), members["from"]?.node ?? node)
      return nil
    }
    if let below, below <= (from ?? 0) {
      report(
        "must be greater than from (\(JSONText.number(from ?? 0))): the range is "
          + "from (inclusive) up to below (exclusive)",
        at: path.appending("below"), members["below"]?.node ?? node)
      return nil
    }
    return SpecVariant.SizeRange(from: from ?? 0, below: below)
  }

  /// Reports variants of one group (the same conditions named: width,
  /// height, reducedMotion) that both apply somewhere, or that leave a gap
  /// between the smallest `from` and the largest `below` they name along
  /// a side: within a group, exactly one variant applies everywhere in
  /// that span, so that no size falls between two breakpoints.
  private mutating func checkTiling(_ variants: [SpecVariant], _ node: JSONNode) {
    let path = SpecPath.root.appending("variants")
    struct Group: Hashable {
      var width: Bool
      var height: Bool
      var motion: Bool
    }
    var groups: [Group: [Int]] = [:]
    var order: [Group] = []
    for (index, variant) in variants.enumerated() {
      let group = Group(
        width: variant.when.width != nil, height: variant.when.height != nil,
        motion: variant.when.reducedMotion != nil)
      if groups[group] == nil { order.append(group) }
      groups[group, default: []].append(index)
    }
    for group in order {
      let members = groups[group] ?? []
      // Overlaps: two of one group that both hold somewhere.
      var overlapping = false
      for (position, index) in members.enumerated() {
        for earlier in members[..<position] {
          let one = variants[earlier].when
          let another = variants[index].when
          guard let overlap = Self.overlap(one, another) else { continue }
          report(
            "overlaps variants[\(earlier)].when: both hold \(overlap); within variants that "
              + "name the same conditions at most one may hold (ranges are from, inclusive, "
              + "up to below, exclusive)", at: path.appending(index: index).appending("when"),
            node)
          overlapping = true
        }
      }
      guard !overlapping, let gap = Self.gap(in: members.map { variants[$0].when }) else {
        continue
      }
      report(
        "leaves a gap: no variant of the group that names "
          + "\(Self.names(of: variants[members[0]].when)) holds \(gap); its variants must "
          + "cover every size between their smallest from and their largest below (start "
          + "the next range where the previous one stops: below 600, then from 600)",
        at: path.appending(index: members[0]).appending("when"), node)
    }
  }

  /// The conditions a `when` names, for messages.
  private static func names(of condition: SpecVariant.Condition) -> String {
    var names: [String] = []
    if condition.width != nil { names.append("width") }
    if condition.height != nil { names.append("height") }
    if condition.reducedMotion != nil { names.append("reducedMotion") }
    return names.joined(separator: " and ")
  }

  /// Where two conditions naming the same sides both hold, in words, or
  /// `nil` where they never do.
  private static func overlap(_ one: SpecVariant.Condition, _ another: SpecVariant.Condition)
    -> String?
  {
    if let first = one.reducedMotion, first != another.reducedMotion { return nil }
    var words: [String] = []
    for (name, first, second) in [
      ("width", one.width, another.width), ("height", one.height, another.height),
    ] {
      guard let first, let second else { continue }
      let from = Swift.max(first.from, second.from)
      let below = Swift.min(first.below ?? .infinity, second.below ?? .infinity)
      guard from < below else { return nil }
      words.append("for a \(name) \(describe(from: from, below: below))")
    }
    if let motion = one.reducedMotion { words.append(motion ? "under reduced motion" : "without") }
    return words.joined(separator: " and ")
  }

  /// A size range in words.
  private static func describe(from: Double, below: Double) -> String {
    below == .infinity
      ? "of \(JSONText.number(from)) or more"
      : "from \(JSONText.number(from)) up to \(JSONText.number(below))"
  }

  /// Where, in words, the span of conditions of one group (the smallest
  /// `from` to the largest `below` along each side they name, and the
  /// reduced-motion settings they name) has no condition holding, or
  /// `nil` when they cover it.
  private static func gap(in conditions: [SpecVariant.Condition]) -> String? {
    func cuts(_ side: (SpecVariant.Condition) -> SpecVariant.SizeRange?) -> [SpecVariant.SizeRange]
    {
      let ranges = conditions.compactMap(side)
      guard !ranges.isEmpty else { return [SpecVariant.SizeRange()] }
      var points = Set(ranges.map { $0.from })
      for range in ranges { points.insert(range.below ?? .infinity) }
      let sorted = points.sorted()
      return (0..<(sorted.count - 1)).map {
        SpecVariant.SizeRange(from: sorted[$0], below: sorted[$0 + 1])
      }
    }
    let motions = Set(conditions.compactMap { $0.reducedMotion })
    for width in cuts({ $0.width }) {
      for height in cuts({ $0.height }) {
        for motion in motions.isEmpty ? [false] : motions.sorted(by: { !$0 && $1 }) {
          let covered = conditions.contains { condition in
            (condition.width?.contains(width.from) ?? true)
              && (condition.height?.contains(height.from) ?? true)
              && (condition.reducedMotion.map { $0 == motion } ?? true)
          }
          guard !covered else { continue }
          var words: [String] = []
          if conditions[0].width != nil {
            words.append(
              "for a width \(describe(from: width.from, below: width.below ?? .infinity))")
          }
          if conditions[0].height != nil {
            words.append(
              "for a height \(describe(from: height.from, below: height.below ?? .infinity))")
          }
          if !motions.isEmpty {
            words.append(motion ? "under reduced motion" : "without reduced motion")
          }
          return words.joined(separator: " and ")
        }
      }
    }
    return nil
  }

  /// Reports an id that two variants applying together both add, or that
  /// a cross-fade repeats, in any container and setting.
  mutating func checkVariantIDs(of spec: ChoreographySpec, _ node: JSONNode) {
    guard !spec.variants.isEmpty else { return }
    var checked: Set<Int> = []
    for cell in spec.variantCells where checked.insert(cell.key).inserted {
      var seen: [String: SpecPath] = [:]
      let playing = spec.playing(key: cell.key)
      for index in playing.animations.indices {
        let animation = playing.animations[index]
        let path = playing.path(ofAnimationAt: index)
        if let earlier = seen[animation.id], earlier != path {
          report(
            "duplicate id '\(animation.id)' where \(earlier) also plays"
              + (cell.reducesMotion ? " under reduced motion" : "")
              + " (for a width from \(JSONText.number(cell.width.from)), height from "
              + "\(JSONText.number(cell.height.from))): variants that apply together must not "
              + "add the same id", at: path.appending("id"), node)
          return
        }
        seen[animation.id] = path
      }
    }
  }
}
