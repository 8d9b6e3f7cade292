extension Interpolatable {
  /// Linear interpolation that is exact at both ends: `start` at 0 and
  /// `end` at 1 (the naive `a + (b − a)·t` can miss `b` by an ulp).
  ///
  /// When `end − start` overflows although both are finite, the blend is
  /// `start·(1 − t) + end·t` instead, so fractions in `0...1` stay finite.
  // The browser engine (Embedded Swift, compiled for size) keeps one copy;
  // inlined at every blend it costs hundreds of bytes.
  #if hasFeature(Embedded)
    @inline(never)
  #else
    @inlinable
  #endif
  static func lerp(_ start: Double, _ end: Double, _ fraction: Double) -> Double {
    if fraction == 0 { return start }
    if fraction == 1 { return end }
    let difference = end - start
    // One test on the common path; the rest out of line, so that the
    // compiler branches on it rather than evaluating every test of the
    // rare case on each blend (about ten instructions fewer per blend).
    if difference.isFinite { return start + difference * fraction }
    return lerpBeyondFinite(start, end, difference, fraction)
  }

  /// ``lerp(_:_:_:)`` for ends whose difference is known to be finite (a
  /// choreography checks its keyframes once, when it adds them): the same
  /// bits without the test of the difference on every blend.
  @inline(__always)
  static func lerp(finiteDifference start: Double, _ end: Double, _ fraction: Double) -> Double {
    if fraction == 0 { return start }
    if fraction == 1 { return end }
    return start + (end - start) * fraction
  }

  /// ``lerp(_:_:_:)`` when `end − start` is not finite: an infinite or NaN
  /// end goes through as IEEE arithmetic says, while two finite ends whose
  /// difference overflows blend as `start·(1 − t) + end·t`.
  @usableFromInline
  @inline(never)
  static func lerpBeyondFinite(
    _ start: Double, _ end: Double, _ difference: Double, _ fraction: Double
  ) -> Double {
    if !start.isFinite || !end.isFinite { return start + difference * fraction }
    return start * (1 - fraction) + end * fraction
  }
}

extension Double: Interpolatable {
  /// `self + (end − self) × fraction`, exactly `end` at fraction 1.
  public func interpolated(to end: Double, at fraction: Double) -> Double {
    Self.lerp(self, end, fraction)
  }
}

extension Float: Interpolatable {
  /// `self + (end − self) × fraction`, computed in `Double` and rounded
  /// once; exactly `end` at fraction 1.
  public func interpolated(to end: Float, at fraction: Double) -> Float {
    Float(Self.lerp(Double(self), Double(end), fraction))
  }
}

extension ScrollPoint: Interpolatable {
  /// Interpolates both coordinates.
  public func interpolated(to end: ScrollPoint, at fraction: Double) -> ScrollPoint {
    ScrollPoint(x: Self.lerp(x, end.x, fraction), y: Self.lerp(y, end.y, fraction))
  }
}

extension ScrollSize: Interpolatable {
  /// Interpolates width and height.
  public func interpolated(to end: ScrollSize, at fraction: Double) -> ScrollSize {
    ScrollSize(
      width: Self.lerp(width, end.width, fraction), height: Self.lerp(height, end.height, fraction))
  }
}

extension ScrollRect: Interpolatable {
  /// Interpolates origin and size (not the corners), so a rectangle keeps
  /// growing from where it is.
  public func interpolated(to end: ScrollRect, at fraction: Double) -> ScrollRect {
    ScrollRect(
      origin: origin.interpolated(to: end.origin, at: fraction),
      size: size.interpolated(to: end.size, at: fraction))
  }
}

extension ScrollInsets: Interpolatable {
  /// Interpolates each of the four insets.
  public func interpolated(to end: ScrollInsets, at fraction: Double) -> ScrollInsets {
    ScrollInsets(
      top: Self.lerp(top, end.top, fraction), left: Self.lerp(left, end.left, fraction),
      bottom: Self.lerp(bottom, end.bottom, fraction), right: Self.lerp(right, end.right, fraction))
  }
}
