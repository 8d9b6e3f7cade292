/// The value-independent half of a ``KeyframeSequence``: offsets and
/// easings, and the search for the segment that holds a progress.
///
/// Keeping it free of the value type means the search and the easing run
/// as ordinary, fully optimised code however the caller's value type is
/// instantiated; only the final blend of two values depends on the type.
struct KeyframeTable: Sendable {
  /// Where one progress falls: the segment starting at `index`, `distance`
  /// of its length in, or exactly the value at `index` (`isHeld`).
  struct Position {
    /// The segment's first keyframe, or the held keyframe.
    var index: Int
    /// The fraction into the segment, eased by ``position(at:beforeFlag:hint:)``
    /// and not by the search on raw offsets; 0 when held.
    var distance: Double
    /// Whether the value is exactly the keyframe's, with no blend.
    var isHeld: Bool
  }

  /// What the search needs besides the offsets, all plain values so that a
  /// ``Choreography`` can keep them in flat arrays.
  struct Shape {
    /// The last index whose offset is 0: where negative progress
    /// extrapolates.
    var lastAtZero: Int
    /// The last index whose offset is below 1: the last segment start.
    var lastBelowOne: Int
    /// Whether more than one keyframe sits at offset 1.
    var hasSeveralAtOne: Bool
    /// Whether more than one keyframe sits at offset 0.
    var hasSeveralAtZero: Bool
    /// Whether the offsets are exactly 0 and 1: one segment, where the
    /// progress is the distance and no search is needed (most tracks).
    var isOneSegment: Bool

    /// The shape of padded `offsets`.
    init(_ offsets: [Double]) {
      lastAtZero = offsets.lastIndex(where: { $0 == 0 }) ?? 0
      lastBelowOne = offsets.lastIndex(where: { $0 < 1 }) ?? 0
      hasSeveralAtOne = offsets.filter { $0 == 1 }.count > 1
      hasSeveralAtZero = offsets.filter { $0 == 0 }.count > 1
      isOneSegment = offsets.count == 2 && offsets[0] == 0 && offsets[1] == 1
    }
  }

  /// Offsets padded with 0 and 1 when the keyframes do not reach them.
  let offsets: [Double]
  /// The easing of the segment starting at each offset.
  let easings: [Easing]
  /// The search's facts about `offsets`.
  let shape: Shape

  /// A table from padded offsets and easings (at least two entries, the
  /// first at 0 and the last at 1, in non-decreasing order): the invariants
  /// ``position(at:offsets:shape:hint:)`` relies on to read the offsets
  /// with no bounds check, asserted here in debug builds and tests.
  init(offsets: [Double], easings: [Easing]) {
    assert(
      offsets.count >= 2 && easings.count == offsets.count && offsets.first == 0
        && offsets.last == 1 && zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    self.offsets = offsets
    self.easings = easings
    shape = Shape(offsets)
  }

  /// Where `progress` falls, eased, starting the segment search at `hint`
  /// and leaving the segment used in it. NaN counts as 0.
  func position(at progress: Double, beforeFlag: Bool, hint: inout Int) -> Position {
    let progress = progress.isNaN ? 0 : progress
    var position = offsets.withUnsafeBufferPointer {
      Self.position(at: progress, offsets: $0, shape: shape, hint: &hint)
    }
    if !position.isHeld {
      position.distance = easings[position.index].transform(
        position.distance, beforeFlag: beforeFlag)
    }
    return position
  }

  /// Where `progress` falls among `offsets`, not eased: the one definition
  /// of the keyframe search, shared with ``Choreography``'s flat storage.
  /// `progress` is not NaN (an ``EffectTiming/Sample``'s never is, so the
  /// choreography, which searches for every track on every frame, does not
  /// test it); the distance is never NaN.
  static func position(
    at progress: Double, offsets: UnsafeBufferPointer<Double>, shape: Shape, hint: inout Int
  ) -> Position {
    // (progress − 0) / (1 − 0) is progress to the bit, for every progress.
    if shape.isOneSegment { return Position(index: 0, distance: progress, isHeld: false) }
    if progress < 0 && shape.hasSeveralAtZero {
      return Position(index: 0, distance: 0, isHeld: true)
    }
    if progress >= 1 && shape.hasSeveralAtOne {
      return Position(index: offsets.count - 1, distance: 0, isHeld: true)
    }
    let index = segment(for: progress, offsets: offsets, shape: shape, hint: hint)
    hint = index
    let start = offsets[index]
    let distance = (progress - start) / (offsets[index + 1] - start)
    // Never NaN in practice (the segment found is never empty), but cheap
    // to rule out here, off the one-segment path most tracks take.
    return Position(index: index, distance: distance.isNaN ? 0 : distance, isHeld: false)
  }

  /// The index of the keyframe that starts the segment containing
  /// `progress`: the last one at or below it and below 1.
  private static func segment(
    for progress: Double, offsets: UnsafeBufferPointer<Double>, shape: Shape, hint: Int
  ) -> Int {
    if progress < 0 { return shape.lastAtZero }
    let lastBelowOne = shape.lastBelowOne
    if hint >= 0, hint <= lastBelowOne, offsets[hint] <= progress {
      if hint == lastBelowOne || progress < offsets[hint + 1] { return hint }
      // Scrubbing forward usually lands in the next segment.
      let next = hint + 1
      if next <= lastBelowOne, next + 1 < offsets.count, progress < offsets[next + 1] {
        return next
      }
    }
    // The first offset above `progress`, by binary search.
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] <= progress { low = middle + 1 } else { high = middle }
    }
    return (low - 1).clamped(to: 0...lastBelowOne)
  }
}
