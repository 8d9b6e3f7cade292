import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("ParallaxPlacement")
struct ParallaxPlacementTests {
  /// Where an aspect-filled, centred image lands after scaling about the
  /// view's centre and then offsetting.
  static func placedFrame(_ crop: ParallaxCrop, _ placement: ParallaxPlacement) -> ScrollRect {
    let view = crop.viewSize
    let fill = Swift.max(view.width / crop.imageSize.width, view.height / crop.imageSize.height)
    let width = crop.imageSize.width * fill * placement.scale
    let height = crop.imageSize.height * fill * placement.scale
    return ScrollRect(
      x: (view.width - width) / 2 + placement.offset.x,
      y: (view.height - height) / 2 + placement.offset.y, width: width, height: height)
  }

  static func close(_ a: ScrollRect, _ b: ScrollRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
      && abs(a.height - b.height) < 1e-9
  }

  /// UIKit's ParallaxImageView and SwiftUI's parallaxCrop both pass their
  /// ratio through this: NaN is no parallax, as 1 is.
  @Test(arguments: [
    (Double.nan, 1.0), (-0.5, 0), (0.3, 0.3), (2, 1), (.infinity, 1), (-.infinity, 0),
  ])
  func aFrontEndsRatioIsClampedAndNaNMeansNoParallax(input: Double, expected: Double) throws {
    #expect(ParallaxCrop.ratio(clamping: input) == expected)
    let crop = try ParallaxCrop(
      imageSize: ScrollSize(width: 1_600, height: 1_000),
      viewSize: ScrollSize(width: 390, height: 260),
      viewportLength: 844, ratio: ParallaxCrop.ratio(clamping: input))
    #expect(crop.ratio == expected)
  }

  @Test(arguments: [ParallaxCrop.Scaling.fillView, .fillViewAndTravel], [ScrollAxis.x, .y])
  func placementReproducesTheCropsImageFrame(scaling: ParallaxCrop.Scaling, axis: ScrollAxis)
    throws
  {
    let crop = try ParallaxCrop(
      imageSize: ScrollSize(width: 1_600, height: 1_000),
      viewSize: ScrollSize(width: 390, height: 260),
      viewportLength: 844, axis: axis, ratio: 0.6, scaling: scaling)
    for progress in stride(from: 0.0, through: 1, by: 0.125) {
      let placement = ParallaxPlacement(crop, progress: progress)
      #expect(Self.close(Self.placedFrame(crop, placement), crop.imageFrame(progress: progress)))
    }
  }

  @Test func aFillViewCropOnlyMovesAlongItsAxis() throws {
    let crop = try ParallaxCrop(
      imageSize: ScrollSize(width: 1_000, height: 1_000),
      viewSize: ScrollSize(width: 390, height: 200),
      viewportLength: 844, ratio: 0.5)
    let start = ParallaxPlacement(crop, progress: 0)
    let middle = ParallaxPlacement(crop, progress: 0.5)
    #expect(start.scale == 1)
    #expect(start.offset.x == 0)
    #expect(middle.offset == .zero)
    #expect(start.offset.y == -crop.travel / 2)
  }
}
