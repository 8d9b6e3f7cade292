import ScrollMotionSpec

extension SpecPlayer {
  /// An error naming every element of the spec playing whose name is not
  /// in `names`, or `nil` when all of them have a view.
  package func missingViews(bound names: Set<String>) -> SpecError? {
    Self.missingViews(of: elementNames, bound: names)
  }

  /// An error naming every element in `elements` whose name is not in
  /// `names`, or `nil` when all of them have a view.
  package static func missingViews(of elements: [String], bound names: Set<String>)
    -> SpecError?
  {
    let missing = elements.filter { !names.contains($0) }
    guard !missing.isEmpty else { return nil }
    return SpecError(
      missing.map { name in
        SpecIssue(
          "no view is bound to the element '\(name)'",
          at: SpecPath.root.appending("elements"))
      })
  }
}
