// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

// `reducedMotion`, at the root and on an animation.
extension SpecDecoder {
  /// `keep`, `cross-fade` or `jump-to-end`.
  mutating func reducedMotion(_ node: JSONNode, at path: SpecPath) -> ReducedMotionPolicy? {
    guard let text = string(node, at: path) else { return nil }
    guard let policy = ReducedMotionPolicy(specName: text) else {
      report(
        "unknown reduced-motion policy '\(text)': expected keep, cross-fade or jump-to-end",
        at: path, node)
      return nil
    }
    return policy
  }

  /// Reports an id that the cross-fades of reduced motion would repeat
  /// (`id#fade` written by hand next to a cross-faded `id`).
  mutating func checkReducedIDs(of spec: ChoreographySpec, _ node: JSONNode) {
    // Without a policy other than keep the ids stay as they are, and the
    // list's own check found any duplicate.
    guard spec.reducesMotion else { return }
    var seen = Set<String>()
    for animation in spec.reducingMotion().animations where !seen.insert(animation.id).inserted {
      report(
        "duplicate id '\(animation.id)' under reduced motion (a cross-fade adds 'ID#fade')",
        at: SpecPath.root.appending("animations"), node)
    }
  }
}

extension ReducedMotionPolicy {
  /// The policy a spec names `name`: `keep`, `cross-fade` or `jump-to-end`.
  package init?(specName name: String) {
    switch name {
    case "keep": self = .keep
    case "cross-fade": self = .crossFade
    case "jump-to-end": self = .jumpToEnd
    default: return nil
    }
  }
}
