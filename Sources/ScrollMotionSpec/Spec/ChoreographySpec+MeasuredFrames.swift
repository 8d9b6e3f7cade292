// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

// An element may leave its frame out, for the front end that plays the
// spec to measure: the browser runtime measures the page's element, the
// Apple front ends the bound view. What reads the spec's numbers alone
// needs the frames it reads, and says which with their paths.
extension ChoreographySpec {
  /// A problem for each element without a frame that evaluating the spec
  /// reads: the subject of a view timeline (`eval`, ``SpecEvaluator``,
  /// the CSS export's checks). Empty when every frame it reads is given.
  public func framesMissingForEvaluation() -> [SpecIssue] {
    // Most specs give every frame: no index of names to build for them.
    guard elements.contains(where: { !$0.hasFrame }) else { return [] }
    let indices = elementIndices
    var reported = Set<String>()
    var issues: [SpecIssue] = []
    for index in animations.indices {
      guard case .view(let subject, _, _, _) = animations[index].timeline,
        let element = indices[subject], !elements[element].hasFrame,
        reported.insert(subject).inserted
      else { continue }
      issues.append(
        SpecIssue(
          "no frame, and \(path(ofAnimationAt: index))'s view timeline follows this element: "
            + "evaluating the spec needs its frame (the browser runtime and the Apple front "
            + "ends measure it where the spec plays)",
          at: Self.framePath(of: subject)))
    }
    return issues
  }

  /// A problem for each element without a frame, for what lays every
  /// element out from the spec (the CSS export's page).
  public func framesMissingForLayout() -> [SpecIssue] {
    elements.filter { !$0.hasFrame }.map { element in
      SpecIssue(
        "no frame: the exported page places every element at its frame (the browser runtime "
          + "and the Apple front ends measure it where the spec plays)",
        at: Self.framePath(of: element.name))
    }
  }

  /// `elements.NAME.frame`.
  static func framePath(of name: String) -> SpecPath {
    SpecPath.root.appending("elements").appending(name).appending("frame")
  }
}
