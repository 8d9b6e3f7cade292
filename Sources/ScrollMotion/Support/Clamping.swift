extension Comparable {
  /// The value limited to `range`: the one clamp every part of the engine
  /// uses.
  @inlinable
  package func clamped(to range: ClosedRange<Self>) -> Self {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}

extension Double {
  /// The value limited to `0...1`, the range of every clamped progress,
  /// fraction and colour channel in the engine; NaN becomes 0, so a clamp
  /// never passes NaN on.
  @inlinable
  package var clampedToUnit: Double {
    // Written so that NaN fails both comparisons and lands on 0.
    self > 0 ? (self < 1 ? self : 1) : 0
  }
}

extension Double {
  /// The value held to the finite doubles: ±∞ becomes ±`greatestFiniteMagnitude`
  /// and NaN becomes 0, for results that can overflow on extreme but
  /// finite inputs (a fling at 1e308 points per second) and must still be
  /// something a view can be given.
  @inlinable
  package var saturated: Double {
    if isFinite { return self }
    return isNaN ? 0 : (self > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
  }
}
