/// An angle in the plane, such as a rotation or a hue.
///
/// Stored in radians; create it in whichever unit reads best with
/// ``degrees(_:)``, ``radians(_:)`` or ``turns(_:)``. Positive angles turn
/// from the positive x axis towards the positive y axis, which is clockwise
/// on screen in UIKit, AppKit (flipped) and CSS, where y grows downwards.
///
/// Angles are not normalised: 370° stays 370°, and interpolation is plain
/// numeric, so a rotation from 350° to 10° turns backwards through 180°
/// (as CSS `rotate` does). Hues use their own directions; see
/// ``HueInterpolation``.
///
/// Named `PlaneAngle` rather than `Angle` so that it does not collide with
/// SwiftUI's `Angle`.
public struct PlaneAngle: Hashable, Sendable {
  /// The angle in radians; a full turn is `2π`.
  public var radians: Double

  /// Creates an angle from radians.
  public init(radians: Double) {
    self.radians = radians
  }

  /// Creates an angle from degrees; a full turn is 360.
  public init(degrees: Double) {
    // Dividing by 180 before multiplying by π makes 90° an exact power-of-two
    // multiple of π, so quarter turns survive a round trip through radians.
    self.radians = degrees / 180 * Elementary.pi
  }

  /// Creates an angle from turns; a full turn is 1, as UIKit's hue is.
  public init(turns: Double) {
    self.radians = turns * 2 * Elementary.pi
  }

  /// An angle of `radians` radians.
  public static func radians(_ radians: Double) -> PlaneAngle { PlaneAngle(radians: radians) }

  /// An angle of `degrees` degrees.
  public static func degrees(_ degrees: Double) -> PlaneAngle { PlaneAngle(degrees: degrees) }

  /// An angle of `turns` full turns (`0.5` is a half turn).
  public static func turns(_ turns: Double) -> PlaneAngle { PlaneAngle(turns: turns) }

  /// The zero angle.
  public static var zero: PlaneAngle { PlaneAngle(radians: 0) }

  /// The angle in degrees; a full turn is 360.
  ///
  /// `PlaneAngle(degrees: d).degrees == d` exactly for multiples of 90°
  /// within two turns either way, and to within a couple of rounding steps
  /// for other angles.
  public var degrees: Double {
    get { radians / Elementary.pi * 180 }
    set { radians = newValue / 180 * Elementary.pi }
  }

  /// The angle in turns; a full turn is 1.
  public var turns: Double {
    get { radians / Elementary.pi / 2 }
    set { radians = newValue * 2 * Elementary.pi }
  }

  /// Whether the angle is finite (neither NaN nor infinite).
  public var isFinite: Bool { radians.isFinite }

  /// The angle in degrees reduced to `0..<360`; `0` for a non-finite angle.
  var normalizedDegrees: Double {
    Self.normalized(degrees: degrees)
  }

  /// The sine and cosine of the angle, exact at every multiple of 90°
  /// (`sin 180° == 0`, not `1.2e-16`), so that quarter-turn rotations give
  /// clean matrices. Both are NaN for a non-finite angle.
  package var sineAndCosine: (sine: Double, cosine: Double) {
    guard radians.isFinite else { return (.nan, .nan) }
    let turnDegrees = normalizedDegrees
    // Split off whole quarter turns in degrees, where they are exact; the
    // subtraction below is exact too (Sterbenz), leaving a remainder in
    // `0..<90` for the series.
    let quarter = Swift.min(Int(turnDegrees / 90), 3)
    let remainder = turnDegrees - Double(quarter) * 90
    let r = remainder / 180 * Elementary.pi
    let (sine, cosine) = remainder == 0 ? (0, 1) : (Elementary.sin(r), Elementary.cos(r))
    switch quarter {
    case 0: return (sine, cosine)
    case 1: return (cosine, -sine)
    case 2: return (-sine, -cosine)
    default: return (-cosine, sine)
    }
  }

  /// `degrees` reduced to `0..<360`; `0` when it is not finite.
  static func normalized(degrees: Double) -> Double {
    guard degrees.isFinite else { return 0 }
    var reduced = degrees.truncatingRemainder(dividingBy: 360)
    if reduced < 0 { reduced += 360 }
    // A tiny negative remainder plus 360 rounds up to 360 itself.
    return reduced < 360 ? reduced : 0
  }
}

extension PlaneAngle: Comparable {
  /// Whether `lhs` is a smaller angle than `rhs`, comparing the unnormalised
  /// values (so 350° > 10°).
  public static func < (lhs: PlaneAngle, rhs: PlaneAngle) -> Bool {
    lhs.radians < rhs.radians
  }
}

extension PlaneAngle: AdditiveArithmetic {
  /// The sum of two angles.
  public static func + (lhs: PlaneAngle, rhs: PlaneAngle) -> PlaneAngle {
    PlaneAngle(radians: lhs.radians + rhs.radians)
  }

  /// The difference of two angles.
  public static func - (lhs: PlaneAngle, rhs: PlaneAngle) -> PlaneAngle {
    PlaneAngle(radians: lhs.radians - rhs.radians)
  }

  /// The same angle turning the other way.
  public static prefix func - (angle: PlaneAngle) -> PlaneAngle {
    PlaneAngle(radians: -angle.radians)
  }
}

extension PlaneAngle: Interpolatable {
  /// The angle `fraction` of the way from `self` to `end`, blending the
  /// radians linearly with no wrap-around.
  ///
  /// From 350° to 10° this turns backwards through 180°, like CSS `rotate`;
  /// to take the short way, give the end as 370°. Exact at fractions 0 and
  /// 1; other fractions extrapolate.
  public func interpolated(to end: PlaneAngle, at fraction: Double) -> PlaneAngle {
    PlaneAngle(radians: radians.interpolated(to: end.radians, at: fraction))
  }
}
