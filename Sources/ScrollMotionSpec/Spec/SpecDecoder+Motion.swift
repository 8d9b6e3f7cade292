// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// The keys of time-based motion: `smoothing` and `trigger`,
/// read here so that other additions to the animation object stay out of
/// this file's way.
extension SpecDecoder {
  /// The animation keys this extension reads.
  static let motionKeys = ["smoothing", "trigger"]

  /// The longest smoothing a spec accepts, in seconds.
  static let maximumSmoothing = 60.0

  /// Reads `smoothing` and `trigger` from an animation's members,
  /// reporting every problem; absent or unusable keys give `nil`.
  mutating func motion(_ members: JSONObject, at path: SpecPath) -> (
    smoothing: Double?, trigger: TriggerSpec?
  ) {
    var smoothing: Double?
    if let member = members["smoothing"] {
      let smoothingPath = path.appending("smoothing")
      if let value = number(member.node, at: smoothingPath) {
        if value < 0 || value > Self.maximumSmoothing {
          report(
            "must be between 0 and \(JSONText.number(Self.maximumSmoothing)) (seconds; 0 follows the scroll exactly)",
            at: smoothingPath, member.node)
        } else if value > 0 {
          smoothing = value
        }
      }
    }
    var trigger: TriggerSpec?
    if let member = members["trigger"] {
      trigger = self.trigger(member.node, at: path.appending("trigger"))
      if trigger != nil, let smoothingMember = members["smoothing"] {
        report(
          "a triggered animation plays by time and cannot also be smoothed: remove smoothing or trigger",
          at: path.appending("smoothing"), smoothingMember.node)
      }
      if trigger != nil, let fillMember = members["fill"] {
        report(
          "a triggered animation plays its keyframes by time, so fill has no effect: remove it",
          at: path.appending("fill"), fillMember.node)
      }
    }
    return (smoothing, trigger)
  }

  private mutating func trigger(_ node: JSONNode, at path: SpecPath) -> TriggerSpec? {
    guard let members = members(of: node, at: path, allowed: ["duration", "easing", "actions"])
    else { return nil }
    let issueCount = issues.count
    var easing = SpecEasing.linear
    if let member = members["easing"] {
      easing = self.easing(member.node, at: path.appending("easing")) ?? .linear
    }
    var duration: Double?
    if let member = members["duration"] {
      let durationPath = path.appending("duration")
      if let value = number(member.node, at: durationPath) {
        if value > 0, value <= TriggerSpec.maximumDuration {
          duration = value
        } else {
          report(
            "must be greater than 0 and at most \(JSONText.number(TriggerSpec.maximumDuration)) (seconds)",
            at: durationPath, member.node)
        }
      }
    } else if case .spring(_, let settling) = easing.easing.kind {
      // A spring brings its own duration: the time it takes to settle.
      duration = settling
    } else if issues.count == issueCount {
      report(
        "is required (a spring(…) easing may leave it out)", at: path.appending("duration"), node)
    }
    var actions = TriggerActions()
    if let member = members["actions"] {
      actions = self.actions(member.node, at: path.appending("actions")) ?? actions
    }
    guard let duration, issues.count == issueCount else { return nil }
    return TriggerSpec(duration: duration, easing: easing, actions: actions)
  }

  /// `"play reverse play reverse"` (GSAP's `toggleActions`) or an object
  /// with any of `onEnter`, `onLeave`, `onEnterBack`, `onLeaveBack`.
  private mutating func actions(_ node: JSONNode, at path: SpecPath) -> TriggerActions? {
    let names = ["onEnter", "onLeave", "onEnterBack", "onLeaveBack"]
    var chosen: [TriggerAction] = [.play, .none, .none, .none]
    switch node.value {
    case .string(let text):
      let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      guard words.count == 4 else {
        report(
          "must be four actions for enter, leave, enter back and leave back "
            + "(e.g. \"play none none reverse\"), not \(words.count)", at: path, node)
        return nil
      }
      for (index, word) in words.enumerated() {
        guard let action = action(word, at: path, node) else { return nil }
        chosen[index] = action
      }
    case .object:
      guard let members = members(of: node, at: path, allowed: JSONKeys(names)) else {
        return nil
      }
      var isValid = true
      for (index, name) in names.enumerated() {
        guard let member = members[name] else { continue }
        let memberPath = path.appending(name)
        guard let word = string(member.node, at: memberPath),
          let action = action(word, at: memberPath, member.node)
        else {
          isValid = false
          continue
        }
        chosen[index] = action
      }
      guard isValid else { return nil }
    default:
      report(
        "must be a string of four actions or an object of them, not \(node.value.kindDescription)",
        at: path, node)
      return nil
    }
    return TriggerActions(
      onEnter: chosen[0], onLeave: chosen[1], onEnterBack: chosen[2], onLeaveBack: chosen[3])
  }

  private mutating func action(_ word: String, at path: SpecPath, _ node: JSONNode)
    -> TriggerAction?
  {
    if let action = TriggerAction(rawValue: word) { return action }
    let all = TriggerAction.allCases.map { $0.rawValue }
    report(
      "unknown action '\(word)'\(NameSuggestion.hint(for: word, among: all)): expected "
        + all.dropLast().joined(separator: ", ") + " or " + (all.last ?? ""), at: path, node)
    return nil
  }
}
