/// The resistance a scroll view shows when dragged past its edge.
///
/// UIScrollView's formula: a raw overshoot `x` past the edge of a container
/// of length `d` displays as `(1 − 1 / (x·c/d + 1)) · d` with `c = 0.55`.
/// The displayed overshoot grows ever more slowly and never reaches `d`.
///
/// Invariants: odd (negative overshoot mirrors positive), strictly
/// increasing in the overshoot, bounded by the dimension, exactly 0 at 0,
/// and finite for every input (a zero or non-finite dimension gives 0).
public enum RubberBand {
  /// UIKit's constant, 0.55.
  public static let standardConstant = 0.55

  /// The displayed overshoot for a raw overshoot past an edge.
  ///
  /// - Parameters:
  ///   - overshoot: How far past the edge the finger has dragged, in points;
  ///     negative for the other edge.
  ///   - dimension: The container's length along the axis, in points.
  ///   - constant: The resistance constant; 0.55 by default.
  public static func offset(
    for overshoot: Double, dimension: Double, constant: Double = standardConstant
  ) -> Double {
    guard dimension.isFinite, dimension > 0, constant.isFinite, constant > 0, !overshoot.isNaN
    else { return 0 }
    if overshoot.isInfinite { return overshoot > 0 ? dimension : -dimension }
    let magnitude = (1 - 1 / (abs(overshoot) * constant / dimension + 1)) * dimension
    return overshoot < 0 ? -magnitude : magnitude
  }

  /// The raw overshoot that displays as `displayed`: the inverse of
  /// ``offset(for:dimension:constant:)``, for a front end that needs the
  /// finger's position back. Displayed values at or beyond the dimension
  /// map to the largest finite overshoot.
  public static func overshoot(
    for displayed: Double, dimension: Double, constant: Double = standardConstant
  ) -> Double {
    guard dimension.isFinite, dimension > 0, constant.isFinite, constant > 0, displayed.isFinite
    else { return 0 }
    let fraction = Swift.min(abs(displayed) / dimension, 1)
    // dimension / constant × (1 / (1 − f) − 1), rearranged so that a huge
    // dimension cannot overflow before the tiny fraction scales it down
    // (∞ × 0 was NaN); beyond the largest double it holds there.
    let magnitude =
      fraction >= 1
      ? Double.greatestFiniteMagnitude : (abs(displayed) / (1 - fraction) / constant).saturated
    return displayed < 0 ? -magnitude : magnitude
  }

  /// A raw content offset with the part beyond `range` rubber-banded.
  ///
  /// Inside the range the offset is unchanged; a non-finite offset becomes
  /// the range's lower bound.
  public static func offset(
    _ raw: Double, in range: ClosedRange<Double>, dimension: Double,
    constant: Double = standardConstant
  ) -> Double {
    guard raw.isFinite else { return range.lowerBound }
    if raw < range.lowerBound {
      return range.lowerBound
        + offset(for: raw - range.lowerBound, dimension: dimension, constant: constant)
    }
    if raw > range.upperBound {
      return range.upperBound
        + offset(for: raw - range.upperBound, dimension: dimension, constant: constant)
    }
    return raw
  }

  /// ``offset(_:in:dimension:constant:)`` along one axis of a scroll
  /// view: its valid range and container length. Non-finite metrics give
  /// the offset unchanged if finite, else 0.
  public static func offset(_ raw: Double, along axis: ScrollAxis, in metrics: ScrollMetrics)
    -> Double
  {
    guard let range = metrics.offsetRange(along: axis) else { return raw.isFinite ? raw : 0 }
    return offset(raw, in: range, dimension: metrics.containerSize[axis])
  }
}
