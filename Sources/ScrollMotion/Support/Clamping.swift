// The one clamp every part of the engine and its front ends uses, in the
// fewest forms that say what a caller needs: integers (counts and indices,
// which have no NaN), and doubles, whose NaN result each caller chooses
// once and says (`clamped(to:nan:)`), with two named ranges for the common
// cases. A hand-written `min(max(…))` passes NaN on or not depending on the
// order of its arguments; these never do so by accident.

extension BinaryInteger {
  /// The value limited to `range`: its lower bound below it, its upper
  /// bound above it, itself inside. For counts and indices.
  @inlinable
  package func clamped(to range: ClosedRange<Self>) -> Self {
    self < range.lowerBound
      ? range.lowerBound : (self > range.upperBound ? range.upperBound : self)
  }
}

extension Double {
  /// The value limited to `range`, with `nan` the result for NaN.
  ///
  /// - -∞ and anything below `range` become its lower bound, +∞ and
  ///   anything above it its upper bound; a value inside is returned as
  ///   is, except that one equal to the lower bound is the bound itself
  ///   (`-0.0` clamped to `0...1` is `0.0`).
  /// - NaN becomes `nan`, returned as given (not clamped): the caller says
  ///   what an unknown value means for it, such as "none of the effect".
  @inlinable
  package func clamped(to range: ClosedRange<Double>, nan: Double) -> Double {
    // NaN fails the first comparison and every value inside takes two.
    if self > range.lowerBound { return self < range.upperBound ? self : range.upperBound }
    return isNaN ? nan : range.lowerBound
  }

  /// The value limited to `0...1`, the range of every clamped progress,
  /// fraction, opacity and colour channel: ``clamped(to:nan:)`` with NaN
  /// becoming 0, -∞ 0 and +∞ 1.
  @inlinable
  package var clampedToUnit: Double { clamped(to: 0...1, nan: 0) }

  /// The value held to the finite doubles: ``clamped(to:nan:)`` to
  /// `-greatestFiniteMagnitude...greatestFiniteMagnitude`, so ±∞ becomes
  /// ±`greatestFiniteMagnitude`, and NaN becomes 0. For results that can
  /// overflow on extreme but finite inputs (a fling at 1e308 points per
  /// second) and must still be something a view can be given.
  @inlinable
  package var saturated: Double {
    // That clamp's result (tested), with one test on the common, finite
    // path: inlined wherever a result may overflow, the two comparisons
    // cost the browser engine bytes at each.
    if isFinite { return self }
    return isNaN ? 0 : (self > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
  }
}
