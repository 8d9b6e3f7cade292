// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

// One entry animating a list of elements (`targets`), each one's range
// moved by a `stagger`: read here, expanded into one animation per element
// with the ids `id[0]`, `id[1]`… so that everything after the reader sees
// plain animations.
extension SpecDecoder {
  /// `targets`: a non-empty array of distinct element names.
  mutating func targetList(_ node: JSONNode, at path: SpecPath, known: Set<String>?)
    -> [String]?
  {
    guard case .array(let nodes) = node.value else {
      report("must be an array of element names, not \(node.value.kindDescription)", at: path, node)
      return nil
    }
    guard !nodes.isEmpty else {
      report("needs at least one element name", at: path, node)
      return nil
    }
    var names: [String] = []
    var isValid = true
    for (index, element) in nodes.enumerated() {
      let elementPath = path.appending(index: index)
      guard let name = elementName(element, at: elementPath, known: known) else {
        isValid = false
        continue
      }
      if let first = names.firstIndex(of: name) {
        report("'\(name)' is already targets[\(first)]", at: elementPath, element)
        isValid = false
        continue
      }
      names.append(name)
    }
    return isValid ? names : nil
  }

  /// `stagger`: `{"each": 40}` (points) or `{"each": "10%"}` (a length or
  /// percentage), with an optional `from`.
  mutating func stagger(_ node: JSONNode, at path: SpecPath) -> Stagger? {
    guard let members = members(of: node, at: path, allowed: ["each", "from"]),
      let eachNode = required("each", in: members, of: node, at: path)
    else { return nil }
    let eachPath = path.appending("each")
    var each: LengthPercentage?
    switch eachNode.value {
    case .number:
      each = number(eachNode, at: eachPath).map { LengthPercentage.points($0) }
    case .string(let text):
      let boundary = try? RangeBoundary(parsing: text)
      if case .full(let distance) = boundary, checked(.full(distance), eachNode, at: eachPath) {
        each = distance
      } else if case .full = boundary {
        // `checked` reported the size.
      } else {
        report(
          "'\(text)' is not a length or percentage (like 40px, 10% or calc(10% + 4px))",
          at: eachPath, eachNode)
      }
    default:
      report(
        "must be a number of points or a length or percentage string, not \(eachNode.value.kindDescription)",
        at: eachPath, eachNode)
    }
    var origin = StaggerOrigin.start
    if let member = members["from"], let text = string(member.node, at: path.appending("from")) {
      switch text {
      case "start": origin = .start
      case "end": origin = .end
      case "center": origin = .center
      default:
        report(
          "unknown stagger origin '\(text)': expected start, end or center",
          at: path.appending("from"), member.node)
        return nil
      }
    }
    guard let each else { return nil }
    return Stagger(each: each, from: origin)
  }

  /// Reports the combinations of `target`, `targets`, `stagger` and `pin`
  /// that mean nothing.
  mutating func checkTargets(
    target: JSONMember?, targets: JSONMember?, stagger: JSONMember?, isPin: Bool,
    of node: JSONNode, at path: SpecPath
  ) {
    if target != nil, let targets {
      report(
        "an animation has either a target or targets, not both", at: path.appending("targets"),
        targets.node)
    }
    if let stagger, targets == nil {
      report(
        "only an animation with targets is staggered", at: path.appending("stagger"), stagger.node)
    }
    if isPin, target == nil, targets == nil {
      report("a pin needs a target (or targets) to pin", at: path.appending("target"), node)
    }
  }

  /// Appends `animation` to `entries` once per element of `targets`
  /// (itself when there are none): ids `id[0]`, `id[1]`…, each range moved
  /// by `stagger`, each on its own element's view timeline when the
  /// timeline `followsTarget`.
  mutating func expand(
    _ animation: consuming AnimationSpec, targets: [String]?, stagger: Stagger?,
    followsTarget: Bool, at path: SpecPath, _ node: JSONNode,
    into entries: inout [AnimationSpec]
  ) {
    guard let targets else {
      entries.append(animation)
      return
    }
    for (index, target) in targets.enumerated() {
      var entry = copy animation
      entry.id = "\(animation.id)[\(index)]"
      entry.entryIDOverride = animation.id
      entry.target = target
      if followsTarget { entry.timeline = animation.timeline.following(target) }
      if let stagger {
        entry.range = stagger.range(animation.range, at: index, of: targets.count)
        let staggerPath = path.appending("stagger")
        guard checked(entry.range.start, node, at: staggerPath),
          checked(entry.range.end, node, at: staggerPath)
        else { return }
      }
      entries.append(entry)
    }
  }
}
