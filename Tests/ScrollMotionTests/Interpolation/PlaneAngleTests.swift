import Foundation
import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("PlaneAngle")
struct PlaneAngleTests {
  @Test func unitsConvert() {
    #expect(PlaneAngle.degrees(180).radians == Double.pi)
    #expect(PlaneAngle.turns(0.25).radians == Double.pi / 2)
    #expect(PlaneAngle.radians(.pi).degrees == 180)
    #expect(PlaneAngle.radians(.pi).turns == 0.5)
    #expect(abs(PlaneAngle.degrees(45).radians - Double.pi / 4) <= Double.pi.ulp)
    #expect(abs(PlaneAngle.turns(0.18).degrees - 64.8) < 1e-12)
    #expect(PlaneAngle.zero.radians == 0)
  }

  @Test func quarterTurnsRoundTripExactly() {
    for degrees in stride(from: -720.0, through: 720, by: 90) {
      #expect(PlaneAngle.degrees(degrees).degrees == degrees)
    }
  }

  @Test func settersWriteTheSameAngle() {
    var angle = PlaneAngle.zero
    angle.degrees = 90
    #expect(angle.radians == Double.pi / 2)
    angle.turns = 1
    #expect(angle.radians == 2 * Double.pi)
  }

  @Test func orderAndArithmetic() {
    #expect(PlaneAngle.degrees(10) < .degrees(350))
    #expect(PlaneAngle.degrees(370) > .degrees(10))
    #expect(PlaneAngle.radians(1) + .radians(2) == .radians(3))
    #expect(PlaneAngle.radians(1) - .radians(3) == -PlaneAngle.radians(2))
  }

  @Test func normalisedDegreesWrapIntoOneTurn() {
    #expect(PlaneAngle.normalized(degrees: 370) == 10)
    #expect(PlaneAngle.normalized(degrees: -90) == 270)
    #expect(PlaneAngle.normalized(degrees: 360) == 0)
    #expect(PlaneAngle.normalized(degrees: -1e-20) == 0)
    #expect(PlaneAngle.normalized(degrees: .nan) == 0)
    #expect(PlaneAngle.normalized(degrees: -.infinity) == 0)
  }

  @Test func sineAndCosineAreExactAtQuarterTurns() {
    let expected: [(Double, Double, Double)] = [
      (0, 0, 1), (90, 1, 0), (180, 0, -1), (270, -1, 0), (360, 0, 1), (-90, -1, 0), (450, 1, 0),
    ]
    for (degrees, sine, cosine) in expected {
      let values = PlaneAngle.degrees(degrees).sineAndCosine
      #expect(values.sine == sine && values.cosine == cosine, "\(degrees)°")
    }
  }

  @Test func sineAndCosineMatchTheCLibrary() {
    SeededProperty.check(count: 1_000, Gen.double(in: -20...20)) { radians in
      let values = PlaneAngle.radians(radians).sineAndCosine
      return abs(values.sine - sin(radians)) < 1e-14 && abs(values.cosine - cos(radians)) < 1e-14
    }
  }
}
