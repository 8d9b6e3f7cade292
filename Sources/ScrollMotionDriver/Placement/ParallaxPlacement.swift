import ScrollMotion

/// The parallax crop as an offset and a scale of an image that the
/// platform has already aspect-filled and centred in its frame (SwiftUI's
/// `resizable().scaledToFill()` in a clipped frame), for platforms that
/// move views rather than set a `contentsRect`.
///
/// Applying `scale` about the centre and then `offset` to the centred,
/// aspect-filled image puts it exactly at
/// ``ParallaxCrop/imageFrame(progress:)`` (tested).
package struct ParallaxPlacement: Hashable, Sendable {
  /// How far to move the centred image, in points.
  package let offset: ScrollPoint
  /// How much to magnify the aspect-filled image: 1 for
  /// ``ParallaxCrop/Scaling/fillView``, more for
  /// ``ParallaxCrop/Scaling/fillViewAndTravel``.
  package let scale: Double

  /// The placement of `crop` at `progress`.
  package init(_ crop: ParallaxCrop, progress: Double) {
    let frame = crop.imageFrame(progress: progress)
    let filled = crop.filledImageSize
    offset = ScrollPoint(
      x: frame.origin.x + (filled.width - crop.viewSize.width) / 2,
      y: frame.origin.y + (filled.height - crop.viewSize.height) / 2)
    let aspectFill = Swift.max(
      crop.viewSize.width / crop.imageSize.width, crop.viewSize.height / crop.imageSize.height)
    let ratio = filled.width / (crop.imageSize.width * aspectFill)
    scale = ratio.isFinite && ratio > 0 ? ratio : 1
  }
}

extension ParallaxCrop {
  /// A front end's parallax ratio as ``ParallaxCrop`` takes it: clamped to
  /// `0...1`, and NaN meaning no parallax (1: the image moves with its
  /// view, as a plain image would), so that an unknown ratio shows no
  /// effect rather than the strongest one, and UIKit's `ParallaxImageView`
  /// and SwiftUI's `parallaxCrop` agree on every input.
  package static func ratio(clamping ratio: Double) -> Double {
    ratio.clamped(to: 0...1, nan: 1)
  }
}
