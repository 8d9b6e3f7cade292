import ScrollMotion

/// How the paged parallax's blur fraction is shown: a blurred copy of the
/// background, provided by the app, faded in over the sharp one.
///
/// Only the blurred copy fades: the sharp image stays opaque underneath.
/// Fading both (sharp `1 − f`, blurred `f`) would let the page behind show
/// through mid-way, since two layers at 50 % cover only 75 %.
///
/// The fraction is clamped to `0...1` (-∞ is sharp, +∞ fully blurred) and
/// NaN counts as 0 (sharp), so an alpha or radius is never NaN.
package struct BlurCrossFade: Hashable, Sendable {
  /// The blur fraction in `0...1`.
  package let fraction: Double

  /// A cross-fade at `fraction` (``PagedParallax/blurFraction(foreground:)``).
  package init(fraction: Double) {
    self.fraction = fraction.clampedToUnit
  }

  /// The sharp image's alpha: always 1.
  package var sharpAlpha: Double { 1 }

  /// The blurred image's alpha: the fraction.
  package var blurredAlpha: Double { fraction }

  /// A blur radius for platforms that blur live (SwiftUI's `blur(radius:)`):
  /// the fraction of `maximumRadius`, which is itself clamped to zero or
  /// more.
  package func radius(maximum maximumRadius: Double) -> Double {
    let maximum = maximumRadius.isFinite ? Swift.max(maximumRadius, 0) : 0
    return fraction * maximum
  }
}
