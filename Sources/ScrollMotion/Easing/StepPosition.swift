/// Where the jumps of a `steps()` easing happen: CSS `<step-position>`.
public enum StepPosition: Hashable, Sendable, CaseIterable {
  /// The first jump happens at the start (`jump-start`, also `start`).
  case jumpStart
  /// The last jump happens at the end (`jump-end`, also `end`): the default.
  case jumpEnd
  /// No jump at either end: the output holds 0 and 1 for a step each.
  case jumpNone
  /// Jumps at both ends.
  case jumpBoth

  /// The CSS keyword, e.g. `jump-start`.
  public var cssKeyword: String {
    switch self {
    case .jumpStart: "jump-start"
    case .jumpEnd: "jump-end"
    case .jumpNone: "jump-none"
    case .jumpBoth: "jump-both"
    }
  }
}
