/// The value-independent half of a ``KeyframeSequence``: offsets and
/// easings, and the search for the segment that holds a progress.
///
/// Keeping it free of the value type means the search and the easing run
/// as ordinary, fully optimised code however the caller's value type is
/// instantiated; only the final blend of two values depends on the type.
///
/// ## Invariants
/// ``position(at:offsets:shape:hint:)`` reads the offsets through a buffer
/// with no bounds check, at the indices the shape and its search give, so
/// the table (which never changes once made) holds, as
/// ``verifyInvariants(offsets:easingCount:shape:)`` checks in debug builds
/// and tests:
/// - at least two offsets, the first 0 and the last 1, never decreasing;
/// - one easing per offset;
/// - ``shape`` is the offsets' own (so its last index below 1, where a
///   search ends, has an offset after it).
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

  /// A table from padded offsets and easings, which hold the invariants
  /// (see the type's documentation).
  init(offsets: [Double], easings: [Easing]) {
    self.offsets = offsets
    self.easings = easings
    shape = Shape(offsets)
    assert(Self.verifyInvariants(offsets: offsets, easingCount: easings.count, shape: shape))
  }

  /// Whether a table of `offsets`, `easingCount` easings and `shape` would
  /// hold the invariants (see the type's documentation): for `assert` when
  /// one is made, which debug builds and tests run and release builds
  /// compile out. A function of the parts rather than of a table, whose
  /// parts no one can change. Linear in the offsets; allocates nothing.
  static func verifyInvariants(offsets: [Double], easingCount: Int, shape: Shape) -> Bool {
    guard offsets.count >= 2, easingCount == offsets.count, offsets[0] == 0,
      offsets[offsets.count - 1] == 1
    else { return false }
    var lastAtZero = 0
    var lastBelowOne = 0
    var atZero = 0
    var atOne = 0
    for index in offsets.indices {
      let offset = offsets[index]
      guard index == 0 || offsets[index - 1] <= offset else { return false }
      if offset == 0 {
        lastAtZero = index
        atZero += 1
      }
      if offset < 1 { lastBelowOne = index }
      if offset == 1 { atOne += 1 }
    }
    return shape.lastAtZero == lastAtZero && shape.lastBelowOne == lastBelowOne
      && shape.hasSeveralAtZero == (atZero > 1) && shape.hasSeveralAtOne == (atOne > 1)
      && shape.isOneSegment == (offsets.count == 2)
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
