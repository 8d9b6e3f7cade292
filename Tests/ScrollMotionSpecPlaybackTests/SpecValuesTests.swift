import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

@testable import ScrollMotionSpecPlayback

@Suite("A spec's values as the front ends' typed values")
struct SpecValuesTests {
  @Test func valuesMapToTypedProperties() {
    #expect(SpecValues.angle(.number(90)) == PlaneAngle(degrees: 90))
    #expect(SpecValues.size(.number(2)) == ScrollSize(width: 2, height: 2))
    #expect(SpecValues.size(.pair(1, 3)) == ScrollSize(width: 1, height: 3))
    #expect(SpecValues.point(.pair(4, 5)) == ScrollPoint(x: 4, y: 5))
    #expect(SpecValues.point(.number(4)) == nil)
    #expect(SpecValues.color(.color(.white)) == .white)
    #expect(SpecValues.number(nil) == nil)
  }
}
