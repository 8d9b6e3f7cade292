import ScrollMotion

/// The conversions from a spec's style values, which mean what CSS means by
/// them, to Core Animation's layer properties.
package enum LayerStyle {
  /// The corner radius a layer of `size` shows for CSS's `border-radius:
  /// radius`: CSS scales radii that do not fit down until they do, which
  /// for four equal corners is `min(radius, width / 2, height / 2)`; Core
  /// Animation does not document what it draws for a radius larger than
  /// half a side. Negative, NaN and non-finite sides count as 0; an
  /// infinite radius is the largest that fits.
  package static func cornerRadius(_ radius: Double, in size: ScrollSize) -> Double {
    let width = size.width.isFinite ? Swift.max(size.width, 0) : 0
    let height = size.height.isFinite ? Swift.max(size.height, 0) : 0
    let wanted = radius.isNaN ? 0 : Swift.max(radius, 0)
    return Swift.min(wanted, width / 2, height / 2)
  }

  /// Core Animation's `shadowRadius` for CSS's `box-shadow` blur radius
  /// `blurRadius`: CSS draws a Gaussian whose standard deviation is half
  /// the blur radius, which is what Core Animation's shadow radius is. NaN
  /// and negative radii count as 0; +∞ stays +∞ (the spec's clamp keeps
  /// its values finite).
  package static func shadowRadius(blurRadius: Double) -> Double {
    blurRadius.isNaN ? 0 : Swift.max(blurRadius, 0) / 2
  }

  /// Core Animation's `shadowOffset` for a spec's offset (`y` down), in a
  /// layer whose superlayer has `y` up when `isYUp`; non-finite
  /// coordinates count as 0.
  package static func shadowOffset(_ offset: ScrollPoint, isYUp: Bool) -> ScrollSize {
    let x = offset.x.isFinite ? offset.x : 0
    let y = offset.y.isFinite ? offset.y : 0
    return ScrollSize(width: x, height: isYUp ? -y : y)
  }
}
