// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

// The layout keys: the scroller's `direction` and an animation's `pin`.
extension SpecDecoder {
  /// `scroller.direction`: `ltr` or `rtl`.
  mutating func direction(_ node: JSONNode, at path: SpecPath) -> ContentDirection? {
    guard let text = string(node, at: path) else { return nil }
    switch text {
    case "ltr": return .leftToRight
    case "rtl": return .rightToLeft
    default:
      report("unknown direction '\(text)': expected ltr or rtl", at: path, node)
      return nil
    }
  }

  /// `pin`: a boolean, or an object (a pin) whose `spacing` says whether
  /// it leaves room after its target. Returns whether the entry is a pin
  /// and whether it has spacing.
  mutating func pin(_ node: JSONNode, at path: SpecPath) -> (isPin: Bool, hasSpacing: Bool)? {
    if case .bool(let value) = node.value { return (value, false) }
    guard case .object = node.value else {
      report(
        "must be true, false or an object such as {\"spacing\": true}, "
          + "not \(node.value.kindDescription)", at: path, node)
      return nil
    }
    guard let members = members(of: node, at: path, allowed: ["spacing"]) else { return nil }
    guard let spacing = members["spacing"] else { return (true, false) }
    guard case .bool(let value) = spacing.node.value else {
      report(
        "must be true or false, not \(spacing.node.value.kindDescription)",
        at: path.appending("spacing"), spacing.node)
      return nil
    }
    return (true, value)
  }

  /// Reports the keys a pin cannot have: what it animates and how follow
  /// from its range.
  mutating func rejectKeysOfPin(in members: JSONObject, at path: SpecPath) {
    for key in ["property", "keyframes", "easing", "fill", "colorSpace"] {
      guard let member = members[key] else { continue }
      report(
        "a pin has no \(key): it moves its target by the distance scrolled through its range",
        at: path.appending(key), member.node)
    }
  }
}
