import ScrollMotion
import ScrollMotionSpec

/// What a spec's animations do to one element's view at one position, as
/// the typed values a declarative front end (SwiftUI) applies as effects.
///
/// Each property is `nil` where no animation of the element has an effect
/// on it, so the view keeps its own value there.
package struct ElementStyle: Hashable, Sendable {
  /// Opacity in `0...1`.
  package var opacity: Double?
  /// A rotation about the view's centre, clockwise on screen.
  package var rotation: PlaneAngle?
  /// A scale about the view's centre, per axis.
  package var scale: ScrollSize?
  /// A translation in points.
  package var translation: ScrollPoint?
  /// The background colour.
  package var backgroundColor: RGBAColor?

  /// A style that changes nothing.
  package init() {}
}

/// One sample of a spec turned into per-element styles and custom values.
///
/// Several animations of one element and property compose as the web
/// runtime's do (replace): the one later in the spec wins, and an animation
/// with no effect (`nil`: outside its range without fill) leaves the one
/// below it showing.
package struct SpecStyles: Hashable, Sendable {
  /// The style of every element the spec names (an element no animation
  /// targets has the empty style).
  package var elements: [String: ElementStyle]
  /// Custom properties (`--name`) by property name, each with the element
  /// it targets (if any) and its number (`nil` when no animation of it has
  /// an effect).
  package var custom: [CustomValue]

  /// A custom property's value.
  package struct CustomValue: Hashable, Sendable {
    /// The element the animation targets, if any.
    package var element: String?
    /// The property's name, `--` included.
    package var property: String
    /// The number, or `nil` where the animation has no effect.
    package var value: Double?
  }

  /// The styles `sample` (of `spec`, entries in the spec's order) gives.
  package init(_ sample: SpecSample, of spec: ChoreographySpec) {
    var elements: [String: ElementStyle] = [:]
    for element in spec.elements { elements[element.name] = ElementStyle() }
    var custom: [CustomValue] = []
    for (animation, entry) in zip(spec.animations, sample.entries) {
      if case .custom(let name) = animation.property {
        custom.append(
          CustomValue(
            element: animation.target, property: name, value: SpecValues.number(entry.value)))
        continue
      }
      guard let target = animation.target, entry.value != nil else { continue }
      var style = elements[target] ?? ElementStyle()
      switch animation.property {
      case .opacity: style.opacity = SpecValues.number(entry.value) ?? style.opacity
      case .rotate: style.rotation = SpecValues.rotation(entry.value) ?? style.rotation
      case .scale: style.scale = SpecValues.scale(entry.value) ?? style.scale
      case .translate: style.translation = SpecValues.translation(entry.value) ?? style.translation
      case .backgroundColor:
        style.backgroundColor = SpecValues.color(entry.value) ?? style.backgroundColor
      case .custom: break
      }
      elements[target] = style
    }
    self.elements = elements
    self.custom = custom
  }
}
