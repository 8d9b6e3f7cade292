import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

@testable import ScrollMotionSpecPlayback

@Suite("A spec's values as the front ends' typed values")
struct SpecValuesTests {
  @Test func valuesMapToTypedProperties() {
    #expect(SpecValues.rotation(.number(90)) == PlaneAngle(degrees: 90))
    #expect(SpecValues.scale(.number(2)) == ScrollSize(width: 2, height: 2))
    #expect(SpecValues.scale(.pair(1, 3)) == ScrollSize(width: 1, height: 3))
    #expect(SpecValues.translation(.pair(4, 5)) == ScrollPoint(x: 4, y: 5))
    #expect(SpecValues.translation(.number(4)) == nil)
    #expect(SpecValues.color(.color(.white)) == .white)
    #expect(SpecValues.number(nil) == nil)
  }
}
