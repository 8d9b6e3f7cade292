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
