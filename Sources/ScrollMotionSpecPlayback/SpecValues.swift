import ScrollMotion
import ScrollMotionSpec

/// The spec's values as the typed values the front ends' properties take.
package enum SpecValues {
  /// A number (opacity, a uniform scale, a custom value).
  package static func number(_ value: SpecValue?) -> Double? {
    if case .number(let number) = value { return number }
    return nil
  }

  /// An angle: the spec's numbers are degrees (a rotation's are clockwise
  /// on screen).
  package static func angle(_ value: SpecValue?) -> PlaneAngle? {
    number(value).map { PlaneAngle(degrees: $0) }
  }

  /// A point `[x, y]`: a translation or an offset in points, an anchor in
  /// fractions of the size.
  package static func point(_ value: SpecValue?) -> ScrollPoint? {
    if case .pair(let x, let y) = value { return ScrollPoint(x: x, y: y) }
    return nil
  }

  /// A size: a scale, one number for both axes or `[sx, sy]`.
  package static func size(_ value: SpecValue?) -> ScrollSize? {
    switch value {
    case .number(let scale): return ScrollSize(width: scale, height: scale)
    case .pair(let x, let y): return ScrollSize(width: x, height: y)
    default: return nil
    }
  }

  /// A colour.
  package static func color(_ value: SpecValue?) -> RGBAColor? {
    if case .color(let color) = value { return color }
    return nil
  }
}

extension SpecTarget {
  /// Whether the target's values go to the app's `onCustomValue` (a custom
  /// property, or an animation without an element) rather than to a
  /// property of an element's view that a front end writes itself.
  package var isCustomValue: Bool {
    if element == nil { return true }
    if case .custom = property { return true }
    return false
  }
}
