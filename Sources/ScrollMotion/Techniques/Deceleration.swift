/// How a scroll view slows down after a fling, as UIScrollView does: the
/// velocity is multiplied by ``rate`` every millisecond.
///
/// Velocities here are in points per **second**. UIKit's
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` reports
/// points per *millisecond*: multiply by 1000 first.
public struct Deceleration: Hashable, Sendable {
  /// The factor the velocity keeps per millisecond, in `0 < rate < 1`.
  public let rate: Double
  // ln(rate), used by every time-dependent formula; computed once.
  private let logRate: Double

  /// Creates a deceleration.
  ///
  /// - Throws: ``TechniqueError`` unless `rate` is finite and strictly
  ///   between 0 and 1.
  public init(rate: Double) throws(TechniqueError) {
    try TechniqueError.require("deceleration rate", rate, "between 0 and 1 (exclusive)") {
      $0 > 0 && $0 < 1
    }
    self.init(validatedRate: rate)
  }

  private init(validatedRate rate: Double) {
    self.rate = rate
    logRate = Elementary.log(rate)
  }

  /// UIKit's `UIScrollView.DecelerationRate.normal`, 0.998.
  public static var normal: Deceleration { Deceleration(validatedRate: 0.998) }
  /// UIKit's `UIScrollView.DecelerationRate.fast`, 0.99.
  public static var fast: Deceleration { Deceleration(validatedRate: 0.99) }

  /// How far a fling at `velocity` (points per second) travels before it
  /// stops: `v/1000 × rate / (1 − rate)`, the projection Apple's "Designing
  /// Fluid Interfaces" uses. Non-finite velocities count as 0, and a result
  /// beyond the largest double is held there (never infinite).
  public func projectedDistance(velocity: Double) -> Double {
    guard velocity.isFinite else { return 0 }
    return (velocity / 1_000 * rate / (1 - rate)).saturated
  }

  /// Where a fling from `offset` at `velocity` comes to rest (unclamped).
  public func projectedOffset(from offset: Double, velocity: Double) -> Double {
    ((offset.isFinite ? offset : 0) + projectedDistance(velocity: velocity)).saturated
  }

  /// Where a 2D fling comes to rest (unclamped; clamp with
  /// ``ScrollMetrics/clamped(_:)``).
  public func projectedOffset(from offset: ScrollPoint, velocity: ScrollPoint) -> ScrollPoint {
    ScrollPoint(
      x: projectedOffset(from: offset.x, velocity: velocity.x),
      y: projectedOffset(from: offset.y, velocity: velocity.y))
  }

  /// The velocity `time` seconds into the deceleration, in points per
  /// second: `v × rate^(1000 t)`.
  public func velocity(after time: Double, initialVelocity velocity: Double) -> Double {
    guard velocity.isFinite, time.isFinite else { return 0 }
    return velocity * Elementary.exp(logRate * 1_000 * Swift.max(time, 0))
  }

  /// The offset `time` seconds into the deceleration: the integral of
  /// ``velocity(after:initialVelocity:)``, `x + v/1000 × (rate^(1000 t) − 1) / ln(rate)`.
  ///
  /// Its limit, `v/1000 / −ln(rate)`, is within about 0.1% of
  /// ``projectedDistance(velocity:)`` for UIKit's rates (the discrete and
  /// continuous sums of the same decay).
  public func offset(after time: Double, from offset: Double, velocity: Double) -> Double {
    guard velocity.isFinite, time.isFinite, offset.isFinite else {
      return offset.isFinite ? offset : 0
    }
    let decay = Elementary.exp(logRate * 1_000 * Swift.max(time, 0))
    return (offset + velocity / 1_000 * (decay - 1) / logRate).saturated
  }

  /// How long, in seconds, until the speed falls below `threshold` points
  /// per second (0.5 by default: under a pixel per second on any screen);
  /// 0 when it already is.
  public func duration(velocity: Double, threshold: Double = 0.5) -> Double {
    let speed = abs(velocity)
    guard speed.isFinite, threshold.isFinite, threshold > 0, speed > threshold else { return 0 }
    return Elementary.log(threshold / speed) / logRate / 1_000
  }
}
