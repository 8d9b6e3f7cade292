import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("FilterComposer (CSS's filter functions as colour matrices)")
struct FilterComposerTests {
  static func close(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Bool {
    abs(a.x - b.x) < 1e-12 && abs(a.y - b.y) < 1e-12 && abs(a.z - b.z) < 1e-12
  }

  static func close(_ a: RGBAColor, _ b: RGBAColor) -> Bool {
    abs(a.red - b.red) < 1e-12 && abs(a.green - b.green) < 1e-12
      && abs(a.blue - b.blue) < 1e-12 && a.alpha == b.alpha
  }

  @Test func brightnessMultipliesEveryChannel() {
    // CSS's brightness() is a multiplication (feComponentTransfer's slope),
    // not Core Image's additive CIColorControls brightness.
    let half = ColorMatrix.brightness(0.5)
    #expect(
      half == ColorMatrix(red: SIMD3(0.5, 0, 0), green: SIMD3(0, 0.5, 0), blue: SIMD3(0, 0, 0.5)))
    let color = RGBAColor(red: 0.5, green: 0.25, blue: 1, alpha: 0.75)
    #expect(half.applied(to: color) == RGBAColor(red: 0.25, green: 0.125, blue: 0.5, alpha: 0.75))
    // Above 1 it brightens, and the result is clamped to 1.
    #expect(ColorMatrix.brightness(3).applied(to: color).blue == 1)
    #expect(ColorMatrix.brightness(-1) == .brightness(0))
    #expect(ColorMatrix.brightness(.nan) == .identity)
  }

  @Test func saturateIsSVGsSaturateMatrix() {
    // saturate(0): every row is the luminance weights (0.213, 0.715, 0.072).
    let grey = ColorMatrix.saturation(0)
    for row in [grey.red, grey.green, grey.blue] {
      #expect(Self.close(row, SIMD3(0.213, 0.715, 0.072)))
    }
    // saturate(1) changes nothing; saturate(2) pushes a colour away from
    // its grey: red (1, 0, 0) becomes 1.787 red, clamped.
    let same = ColorMatrix.saturation(1)
    #expect(Self.close(same.red, SIMD3(1, 0, 0)) && Self.close(same.blue, SIMD3(0, 0, 1)))
    let vivid = ColorMatrix.saturation(2).applied(to: RGBAColor(red: 1, green: 0, blue: 0))
    #expect(vivid.red == 1 && vivid.green == 0 && vivid.blue == 0)
    #expect(ColorMatrix.saturation(.nan) == .saturation(1))
  }

  @Test func grayscaleUsesTheLuminanceWeightsAndIsClamped() {
    let full = ColorMatrix.grayscale(1)
    for row in [full.red, full.green, full.blue] {
      #expect(Self.close(row, SIMD3(0.2126, 0.7152, 0.0722)))
    }
    #expect(ColorMatrix.grayscale(7) == full)
    #expect(ColorMatrix.grayscale(.nan) == .grayscale(0))
    let none = ColorMatrix.grayscale(0)
    #expect(Self.close(none.green, SIMD3(0, 1, 0)))
    // Half grey: red (1, 0, 0) to (0.2126 + 0.7874/2, 0.2126/2, 0.2126/2).
    let half = ColorMatrix.grayscale(0.5).applied(to: RGBAColor(red: 1, green: 0, blue: 0))
    #expect(Self.close(half, RGBAColor(red: 0.6063, green: 0.1063, blue: 0.1063)))
  }

  @Test func theFiltersApplyInCSSsOrderEachClamped() {
    var filters = FilterComposer()
    filters.grayscale = 1
    filters.saturation = 0.5
    filters.brightness = 2
    var order: [ColorMatrix] = []
    filters.forEachColorMatrix { order.append($0) }
    #expect(order == [.brightness(2), .saturation(0.5), .grayscale(1)])
    // brightness(2) saturate(0) on (0.8, 0.2, 0.1): (1, 0.4, 0.2) after
    // the clamp, then its grey, 0.213 + 0.286 + 0.0144; without the clamp
    // it would be 0.213·1.6 + …, brighter.
    let color = RGBAColor(red: 0.8, green: 0.2, blue: 0.1)
    let shown = ColorMatrix.saturation(0).applied(to: ColorMatrix.brightness(2).applied(to: color))
    let grey = 0.213 + 0.715 * 0.4 + 0.072 * 0.2
    #expect(Self.close(shown, RGBAColor(red: grey, green: grey, blue: grey)))
  }

  @Test func partsThatChangeNothingAreLeftOut() {
    var filters = FilterComposer()
    #expect(filters.isEmpty)
    filters.brightness = 1
    filters.grayscale = 0
    filters.blur = 0
    #expect(!filters.isEmpty)
    var count = 0
    filters.forEachColorMatrix { _ in count += 1 }
    #expect(count == 0)
    #expect(filters.blurDeviation == nil)
    filters.blur = 6
    #expect(filters.blurDeviation == 6)
    filters.blur = .nan
    #expect(filters.blurDeviation == nil)
    filters.blur = -2
    #expect(filters.blurDeviation == nil)
  }

  final class View {
    var own: AnyObject?
    var shown: [FilterComposer] = []
    /// The own filters each show was given.
    var shownOver: [AnyObject?] = []
  }

  @Test @MainActor func filterPropertiesComposeOverTheOwnFilters() {
    final class OwnFilters {}
    let view = View()
    let own = OwnFilters()
    view.own = own
    let composers = PartComposers()
    func part(_ set: @escaping (inout FilterComposer, Double?) -> Void)
      -> AnimatableProperty<View, Double>
    {
      .filterPart(
        ownFilters: { $0.own },
        show: { view, filters, own in
          view.shown.append(filters)
          view.shownOver.append(own)
        },
        restore: { view, own in view.own = own }, set)
    }
    let blur = part { $0.blur = $1 }.makeSink(view, composers)
    let brightness = part { $0.brightness = $1 }.makeSink(view, composers)
    blur(4)
    brightness(0.5)
    #expect(view.shown.last?.blur == 4 && view.shown.last?.brightness == 0.5)
    #expect(view.shownOver.allSatisfy { $0 === own })
    view.own = nil
    blur(nil)
    brightness(nil)
    #expect(view.own === own)
    #expect(composers.filters.count == 0)
  }
}

@Suite("LayerStyle (CSS's values as Core Animation's)")
struct LayerStyleTests {
  @Test func aCornerRadiusIsAtMostHalfTheSmallerSide() {
    let size = ScrollSize(width: 100, height: 40)
    #expect(LayerStyle.cornerRadius(12, in: size) == 12)
    #expect(LayerStyle.cornerRadius(50, in: size) == 20)
    #expect(LayerStyle.cornerRadius(.infinity, in: size) == 20)
    #expect(LayerStyle.cornerRadius(.nan, in: size) == 0)
    #expect(LayerStyle.cornerRadius(-3, in: size) == 0)
    #expect(LayerStyle.cornerRadius(8, in: ScrollSize(width: .nan, height: 40)) == 0)
  }

  @Test func aShadowRadiusIsHalfTheBlurRadius() {
    // CSS's box-shadow blur radius is twice the Gaussian's standard
    // deviation, which Core Animation's shadowRadius is.
    #expect(LayerStyle.shadowRadius(blurRadius: 12) == 6)
    #expect(LayerStyle.shadowRadius(blurRadius: 0) == 0)
    #expect(LayerStyle.shadowRadius(blurRadius: -4) == 0)
    #expect(LayerStyle.shadowRadius(blurRadius: .nan) == 0)
  }

  @Test func aShadowOffsetIsFlippedForAnUpwardY() {
    let offset = ScrollPoint(x: 3, y: 8)
    #expect(LayerStyle.shadowOffset(offset, isYUp: false) == ScrollSize(width: 3, height: 8))
    #expect(LayerStyle.shadowOffset(offset, isYUp: true) == ScrollSize(width: 3, height: -8))
    #expect(
      LayerStyle.shadowOffset(ScrollPoint(x: .nan, y: .infinity), isYUp: true)
        == ScrollSize(width: 0, height: 0))
  }
}
