import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("AnimatableProperty")
@MainActor
struct AnimatablePropertyTests {
  final class Layer {
    var opacity = 0.5
  }

  /// The layer opacity, view alpha and stroke ends of every front end are
  /// `unit` properties: what they write is what this writes.
  @Test(arguments: [
    (Double.nan, 0.0), (-0.5, 0), (0.25, 0.25), (3, 1), (.infinity, 1), (-.infinity, 0),
  ])
  func aUnitPropertyClampsEveryValueAndWritesZeroForNaN(input: Double, expected: Double) {
    let layer = Layer()
    let property = AnimatableProperty<Layer, Double>.unit(
      get: { $0.opacity }, set: { $0.opacity = $1 })
    let sink = property.makeSink(layer, PartComposers())
    sink(input)
    #expect(layer.opacity == expected)
    // No effect: the own value comes back, as it was read.
    sink(nil)
    #expect(layer.opacity == 0.5)
  }
}
