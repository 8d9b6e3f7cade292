import ScrollMotion
import ScrollMotionDriver
import ScrollMotionSpec

/// The kinds of effect an element's animations need a declarative front
/// end (SwiftUI) to apply, decided once from the spec: the front end
/// applies only these, so that an element the spec does not blur carries
/// no blur, and the structure of its effects never changes while it
/// plays (a change of structure would reset the state of the view inside).
package struct ElementEffects: OptionSet, Hashable, Sendable {
  package let rawValue: Int

  package init(rawValue: Int) { self.rawValue = rawValue }

  /// The background colour.
  package static let background = ElementEffects(rawValue: 1 << 0)
  /// The rounded corners, which also clip the content.
  package static let cornerRadius = ElementEffects(rawValue: 1 << 1)
  /// A border drawn over the view, inside its bounds.
  package static let border = ElementEffects(rawValue: 1 << 2)
  /// The shadow.
  package static let shadow = ElementEffects(rawValue: 1 << 3)
  /// The Gaussian blur.
  package static let blur = ElementEffects(rawValue: 1 << 4)
  /// The brightness (a multiplier of the colours).
  package static let brightness = ElementEffects(rawValue: 1 << 5)
  /// The saturation.
  package static let saturation = ElementEffects(rawValue: 1 << 6)
  /// How grey.
  package static let grayscale = ElementEffects(rawValue: 1 << 7)
  /// The clip from the edges.
  package static let clip = ElementEffects(rawValue: 1 << 8)
  /// The text's colour.
  package static let foreground = ElementEffects(rawValue: 1 << 9)
  /// The tint.
  package static let tint = ElementEffects(rawValue: 1 << 10)

  /// The effects that show the built-in `property` (none for a custom
  /// one; opacity and the transform parts are always applied, as they cost
  /// nothing when neutral).
  package init(showing property: SpecProperty) {
    switch property {
    case .backgroundColor: self = .background
    case .cornerRadius: self = .cornerRadius
    case .borderColor, .borderWidth: self = .border
    case .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor: self = .shadow
    case .blur: self = .blur
    case .brightness: self = .brightness
    case .saturation: self = .saturation
    case .grayscale: self = .grayscale
    case .clipTop, .clipRight, .clipBottom, .clipLeft: self = .clip
    case .foregroundColor: self = .foreground
    case .tintColor: self = .tint
    case .opacity, .rotate, .scale, .translate, .perspective, .rotateX, .rotateY, .anchor,
      .custom:
      self = []
    }
  }

  /// The effects of every element of `spec`, by name, from the spec's
  /// animations as written: Reduce Motion's variant adds only opacity.
  package static func byElement(of spec: ChoreographySpec) -> [String: ElementEffects] {
    var effects: [String: ElementEffects] = [:]
    for element in spec.elements { effects[element.name] = [] }
    // Every variant's too: the effects stay the same while variants switch.
    let variants = spec.variants.flatMap { $0.replace + $0.add }
    for animation in spec.animations + variants {
      guard let element = animation.target else { continue }
      effects[element, default: []].formUnion(ElementEffects(showing: animation.property))
    }
    return effects
  }
}

/// The ring a border covers (``ElementStyle/borderRing(in:)``): the bounds
/// with ``outerRadius``, less ``inner`` with ``innerRadius``.
package struct BorderRing: Hashable, Sendable {
  /// The bounds' corner radius.
  package var outerRadius: Double
  /// The inner edge, in the view's coordinates.
  package var inner: ScrollRect
  /// The inner edge's corner radius.
  package var innerRadius: Double
}

/// A shadow as SwiftUI's `shadow(color:radius:x:y:)` takes it.
package struct ElementShadow: Hashable, Sendable {
  /// The colour, its alpha multiplied by the spec's `shadowOpacity`.
  package var color: RGBAColor
  /// The blur radius as Core Animation and SwiftUI measure it: half of
  /// CSS's `box-shadow` blur radius, the Gaussian's standard deviation.
  package var radius: Double
  /// The offset in points, `y` down.
  package var offset: ScrollPoint
}

extension ElementStyle {
  /// The anchor in fractions of the size, the centre where no animation
  /// sets it.
  package var anchorFraction: ScrollPoint { anchor ?? ScrollPoint(x: 0.5, y: 0.5) }

  /// The spec's transform parts as one transform of the element's plane,
  /// its origin the top-left corner of a view of `size`: exactly CSS's
  /// `translate`, `rotate`, `scale`, then `perspective()`, `rotateX()`,
  /// `rotateY()`, all about the anchor (`transform-origin`), composed by
  /// the same ``TransformComposer`` the UIKit and AppKit drivers use.
  /// Without a perspective, as in CSS, the 3D rotations are seen from
  /// infinitely far (a rotation about `x` squashes the element
  /// vertically). SwiftUI's `ProjectionTransform` takes the rows and
  /// columns that act on `x`, `y` and `w`: the element is flat, so `z` in
  /// is 0 and `z` out is not drawn.
  package func projection(in size: ScrollSize) -> Matrix3D {
    var parts = TransformComposer()
    (parts.translation, parts.rotation, parts.scale) = (translation, rotation, scale)
    (parts.perspective, parts.rotationX, parts.rotationY) = (perspective, rotationX, rotationY)
    let origin = ScrollPoint(x: anchorFraction.x * size.width, y: anchorFraction.y * size.height)
    return Matrix3D.translation(x: -origin.x, y: -origin.y)
      .concatenating(parts.animatedMatrix)
      .concatenating(.translation(x: origin.x, y: origin.y))
  }

  /// The brightness as SwiftUI can show it: CSS's `brightness(b)`
  /// multiplies every colour channel by `b`, which `colorMultiply(_:)` with
  /// a grey of `b` does exactly for `b ≤ 1`; SwiftUI cannot multiply by
  /// more than 1, so above it `brightness(_:)` adds `(b − 1) / 2` to every
  /// channel, which gives CSS's value at mid-grey (0.5 · b), lifts darker
  /// colours more and lighter ones less than CSS does.
  package var brightnessEffect: (multiplier: Double, addition: Double) {
    let amount = brightness ?? 1
    return amount <= 1 ? (Swift.max(amount, 0), 0) : (1, (amount - 1) / 2)
  }

  /// The shadow as SwiftUI's `shadow(color:radius:x:y:)` takes it: the
  /// colour (black where no animation sets it) with its alpha times the
  /// opacity (0 where none sets it: no shadow, as CSS's neutral values
  /// give), half CSS's blur radius, the offset.
  package var shadowEffect: ElementShadow {
    var color = shadowColor ?? RGBAColor(red: 0, green: 0, blue: 0)
    color.alpha *= shadowOpacity ?? 0
    return ElementShadow(
      color: color, radius: (shadowRadius ?? 0) / 2, offset: shadowOffset ?? .zero)
  }

  /// The corners' radius on a view of `size`: at most half its width and
  /// height, as CSS scales a radius that does not fit (for one radius on
  /// every corner).
  package func cornerRadius(in size: ScrollSize) -> Double {
    Swift.max(0, Swift.min(cornerRadius ?? 0, size.width / 2, size.height / 2))
  }

  /// The ring a border drawn over a view of `size` covers, between two
  /// rounded rectangles: the bounds with the fitted corner radius, and
  /// inside them by the border's width, with that radius less the width
  /// (CSS's inner border radius), as CSS and Core Animation draw a border
  /// inside the element's bounds. The width is at most half the shorter
  /// side; `nil` when there is no border to draw (a width of 0).
  package func borderRing(in size: ScrollSize) -> BorderRing? {
    let width = Swift.max(0, Swift.min(borderWidth ?? 0, size.width / 2, size.height / 2))
    guard width > 0 else { return nil }
    let radius = cornerRadius(in: size)
    return BorderRing(
      outerRadius: radius,
      inner: ScrollRect(
        x: width, y: width, width: size.width - 2 * width, height: size.height - 2 * width),
      innerRadius: Swift.max(0, radius - width))
  }

  /// The rectangle the clip edges leave of a view of `size` (CSS's
  /// `clip-path: inset()` of the four fractions): empty when opposite
  /// edges cross, as CSS's inset then encloses nothing.
  package func clipRectangle(in size: ScrollSize) -> ScrollRect {
    let left = (clipLeft ?? 0) * size.width
    let top = (clipTop ?? 0) * size.height
    let width = size.width - left - (clipRight ?? 0) * size.width
    let height = size.height - top - (clipBottom ?? 0) * size.height
    guard width > 0, height > 0 else { return ScrollRect(x: left, y: top, width: 0, height: 0) }
    return ScrollRect(x: left, y: top, width: width, height: height)
  }
}
