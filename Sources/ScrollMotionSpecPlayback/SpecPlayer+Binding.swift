import ScrollMotionSpec

extension SpecPlayer {
  /// An error naming every element in `names` that has no view, or `nil`
  /// when all of them have one.
  package func missingViews(bound names: Set<String>) -> SpecError? {
    let missing = elementNames.filter { !names.contains($0) }
    guard !missing.isEmpty else { return nil }
    return SpecError(
      missing.map { name in
        SpecIssue(
          "no view is bound to the element '\(name)'",
          at: SpecPath.root.appending("elements"))
      })
  }
}
