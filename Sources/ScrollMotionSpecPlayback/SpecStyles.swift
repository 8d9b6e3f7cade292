import ScrollMotion
import ScrollMotionSpec

/// What a spec's animations do to one element's view at one position, as
/// the typed values a declarative front end (SwiftUI) applies as effects.
///
/// Each property is `nil` where no animation of the element has an effect
/// on it, so the view keeps its own value there. Units are the spec's:
/// points, degrees, fractions of the element's size (see
/// `SpecProperty`).
package struct ElementStyle: Hashable, Sendable {
  /// Opacity in `0...1`.
  package var opacity: Double?
  /// A rotation about the anchor, clockwise on screen.
  package var rotation: PlaneAngle?
  /// A scale about the anchor, per axis.
  package var scale: ScrollSize?
  /// A translation in points.
  package var translation: ScrollPoint?
  /// The background colour.
  package var backgroundColor: RGBAColor?
  /// The corners' radius in points.
  package var cornerRadius: Double?
  /// A Gaussian blur's standard deviation in points.
  package var blur: Double?
  /// A multiplier of the colours, 1 unchanged.
  package var brightness: Double?
  /// The saturation, 1 unchanged.
  package var saturation: Double?
  /// How grey, 0 unchanged to 1.
  package var grayscale: Double?
  /// The viewer's distance from the element's plane, in points.
  package var perspective: Double?
  /// A rotation about the horizontal axis through the anchor.
  package var rotationX: PlaneAngle?
  /// A rotation about the vertical axis through the anchor.
  package var rotationY: PlaneAngle?
  /// The point rotations and scales turn about, in fractions of the size.
  package var anchor: ScrollPoint?
  /// The shadow's opacity in `0...1`.
  package var shadowOpacity: Double?
  /// The shadow's blur radius in points, as CSS's `box-shadow` has it.
  package var shadowRadius: Double?
  /// The shadow's offset in points, `y` down.
  package var shadowOffset: ScrollPoint?
  /// The shadow's colour.
  package var shadowColor: RGBAColor?
  /// The text's colour.
  package var foregroundColor: RGBAColor?
  /// The tint.
  package var tintColor: RGBAColor?
  /// The border's colour.
  package var borderColor: RGBAColor?
  /// The border's width in points.
  package var borderWidth: Double?
  /// The clip from each edge, in fractions of the size.
  package var clipTop: Double?
  package var clipRight: Double?
  package var clipBottom: Double?
  package var clipLeft: Double?

  /// A style that changes nothing.
  package init() {}

  /// Sets the style's `property` to `value` (`nil`: no effect): the one
  /// table from a spec's properties to a declarative front end's effects,
  /// an exhaustive `switch` so that a property without an entry does not
  /// compile. A custom property is not part of a style and changes
  /// nothing.
  package mutating func set(_ property: SpecProperty, to value: SpecValue?) {
    switch property {
    case .opacity: opacity = SpecValues.number(value)
    case .rotate: rotation = SpecValues.angle(value)
    case .scale: scale = SpecValues.size(value)
    case .translate: translation = SpecValues.point(value)
    case .backgroundColor: backgroundColor = SpecValues.color(value)
    case .cornerRadius: cornerRadius = SpecValues.number(value)
    case .blur: blur = SpecValues.number(value)
    case .brightness: brightness = SpecValues.number(value)
    case .saturation: saturation = SpecValues.number(value)
    case .grayscale: grayscale = SpecValues.number(value)
    case .perspective: perspective = SpecValues.number(value)
    case .rotateX: rotationX = SpecValues.angle(value)
    case .rotateY: rotationY = SpecValues.angle(value)
    case .anchor: anchor = SpecValues.point(value)
    case .shadowOpacity: shadowOpacity = SpecValues.number(value)
    case .shadowRadius: shadowRadius = SpecValues.number(value)
    case .shadowOffset: shadowOffset = SpecValues.point(value)
    case .shadowColor: shadowColor = SpecValues.color(value)
    case .foregroundColor: foregroundColor = SpecValues.color(value)
    case .tintColor: tintColor = SpecValues.color(value)
    case .borderColor: borderColor = SpecValues.color(value)
    case .borderWidth: borderWidth = SpecValues.number(value)
    case .clipTop: clipTop = SpecValues.number(value)
    case .clipRight: clipRight = SpecValues.number(value)
    case .clipBottom: clipBottom = SpecValues.number(value)
    case .clipLeft: clipLeft = SpecValues.number(value)
    case .custom: break
    }
  }
}

/// A played spec's values as per-element styles and values for the app.
///
/// Several animations of one element and property compose as CSS's do
/// (``SpecPlayer`` composes them): the one later in the spec wins, and an
/// animation with no effect (`nil`: outside its range without fill)
/// leaves the one below it showing.
package struct SpecStyles: Hashable, Sendable {
  /// The names of the elements, in the player's order.
  package let names: [String]
  /// The style of each element of ``names``, at the same position (an
  /// element no animation targets has the empty style). Kept by position,
  /// not in a dictionary by name, so that setting a value is an array
  /// write: a dictionary's in-place update allocates in unoptimised builds.
  package private(set) var styles: [ElementStyle]
  /// The values for the app: each custom property (`--name`) and each
  /// property of animations without a target, with the element (if any),
  /// the property's name and its number (`nil` when no animation of it has
  /// an effect, or for a value that is not a number).
  package var custom: [CustomValue]

  /// A value for the app.
  package struct CustomValue: Hashable, Sendable {
    /// The element the animation targets, if any.
    package var element: String?
    /// The property's name, `--` included for a custom one.
    package var property: String
    /// The number, or `nil` where the animation has no effect.
    package var value: Double?
  }

  /// Where each target's value goes: an element's style (by its position
  /// in ``names``) or a value for the app, by the target's index.
  private enum Slot: Hashable, Sendable {
    case element(Int, SpecProperty)
    case custom(Int)
  }

  private var slots: [Slot] = []

  /// The styles `player`'s values give now.
  package init(_ player: SpecPlayer) {
    self.init(targets: player.targets, elements: player.elementNames)
    for index in player.targets.indices {
      set(targetAt: index, to: player.value(ofTargetAt: index))
    }
  }

  /// The styles of `elements` with no effect of any of `targets`.
  package init(targets: [SpecTarget], elements names: [String]) {
    self.names = names
    styles = [ElementStyle](repeating: ElementStyle(), count: names.count)
    var positions: [String: Int] = [:]
    // The first of two elements of one name, as the player binds them.
    for (position, name) in names.enumerated() where positions[name] == nil {
      positions[name] = position
    }
    custom = []
    for target in targets {
      if let element = target.element, !target.isCustomValue, let position = positions[element] {
        slots.append(.element(position, target.property))
      } else {
        slots.append(.custom(custom.count))
        custom.append(
          CustomValue(element: target.element, property: target.property.name, value: nil))
      }
    }
  }

  /// The style of every element, by name: a dictionary made on each call,
  /// for reading them all at once.
  package var elements: [String: ElementStyle] {
    var elements: [String: ElementStyle] = [:]
    for (name, style) in zip(names, styles) where elements[name] == nil {
      elements[name] = style
    }
    return elements
  }

  /// Sets the value of target `index` (of the targets the styles were
  /// made for; `nil`: no effect). Returns the position in ``names`` of the
  /// element whose style changed, or `nil` for a value for the app.
  @discardableResult
  package mutating func set(targetAt index: Int, to value: SpecValue?) -> Int? {
    switch slots[index] {
    case .element(let element, let property):
      styles[element].set(property, to: value)
      return element
    case .custom(let custom):
      self.custom[custom].value = SpecValues.number(value)
      return nil
    }
  }
}
