/// Why a keyframe sequence could not be built.
public enum KeyframeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The sequence has no keyframes.
  case empty
  /// The keyframe at `index` has an offset that is not finite or not in `0...1`.
  case offsetOutOfRange(index: Int, offset: Double)
  /// The keyframe at `index` has an offset smaller than the one before it.
  case unsorted(index: Int, offset: Double, previous: Double)

  /// A sentence naming the keyframe and the problem.
  public var description: String {
    switch self {
    case .empty:
      "a keyframe sequence needs at least one keyframe"
    case .offsetOutOfRange(let index, let offset):
      "keyframe \(index): offset \(offset) must be between 0 and 1"
    case .unsorted(let index, let offset, let previous):
      "keyframe \(index): offset \(offset) is smaller than the previous offset \(previous)"
    }
  }
}

extension KeyframeError {
  /// The first problem of `count` keyframes whose offsets `offset(i)`
  /// gives, in order, or `nil`: at least one offset, each finite and in
  /// `0...1`, none smaller than the one before. The one statement of the
  /// rule: ``KeyframeSequence``'s initializer applies it, and a spec's
  /// drafts are checked by it without building their animations. Not
  /// generic, so that a caller in another module pays no generic dispatch.
  package static func firstProblem(count: Int, offset: (Int) -> Double) -> KeyframeError? {
    guard count > 0 else { return .empty }
    var previous = 0.0
    for index in 0..<count {
      let value = offset(index)
      guard value.isFinite, value >= 0, value <= 1 else {
        return .offsetOutOfRange(index: index, offset: value)
      }
      guard value >= previous else {
        return .unsorted(index: index, offset: value, previous: previous)
      }
      previous = value
    }
    return nil
  }
}
