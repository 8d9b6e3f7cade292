#if !hasFeature(Embedded)
  import ScrollMotionWire
#endif

/// The property a spec's animation changes (its `property` string), and so
/// what its keyframe values are.
///
/// Every built-in property is declared once, in
/// `SpecProperty.declarations`: its name, its values, its neutral value,
/// what CSS shows it as. What each front end does with it is one entry in
/// that front end's table.
///
/// Not to be confused with the Apple front ends' `AnimatableProperty`,
/// a property of a view or layer that a driver writes: each front end maps
/// a ``SpecProperty`` to one of its views' `AnimatableProperty`s.
public enum SpecProperty: Hashable, Sendable {
  /// Opacity, a number; evaluation clamps the result to 0...1 as CSS does
  /// for the computed value.
  case opacity
  /// A rotation about the element's anchor, in degrees (clockwise on
  /// screen).
  case rotate
  /// A scale about the element's anchor: one number for both axes or
  /// `[sx, sy]`.
  case scale
  /// A translation `[x, y]` in points.
  case translate
  /// The background colour, written as a CSS colour string.
  case backgroundColor
  /// The radius of the element's corners, in points, at least 0.
  case cornerRadius
  /// A Gaussian blur of the element, its standard deviation in points, at
  /// least 0 (CSS's `blur()`).
  case blur
  /// A multiplier of the element's colours, 1 unchanged, at least 0 (CSS's
  /// `brightness()`).
  case brightness
  /// The element's saturation, 1 unchanged, 0 grey, at least 0 (CSS's
  /// `saturate()`).
  case saturation
  /// How grey the element is, 0 unchanged to 1 fully (CSS's
  /// `grayscale()`).
  case grayscale
  /// A rotation about the element's horizontal axis through its anchor, in
  /// degrees (the top edge goes away from the viewer for positive angles,
  /// as in CSS, where `y` points down and `z` towards the viewer).
  case rotateX
  /// A rotation about the element's vertical axis through its anchor, in
  /// degrees (the right edge goes away from the viewer for positive
  /// angles).
  case rotateY
  /// The distance from the viewer to the element's plane, in points, that
  /// gives `rotateX` and `rotateY` their depth (CSS's `perspective()`); at
  /// least 1.
  case perspective
  /// The point rotations and scales turn about, `[x, y]` in fractions of
  /// the element's size (`[0.5, 0.5]` its centre; CSS's
  /// `transform-origin`).
  case anchor
  /// How opaque the element's shadow is, 0 to 1.
  case shadowOpacity
  /// The shadow's blur radius in points, at least 0, as CSS's `box-shadow`
  /// measures it (twice the blur's standard deviation).
  case shadowRadius
  /// The shadow's offset `[x, y]` in points.
  case shadowOffset
  /// The shadow's colour.
  case shadowColor
  /// The colour of the element's text (CSS's `color`).
  case foregroundColor
  /// The tint of the element's controls and template images.
  case tintColor
  /// The colour of the element's border.
  case borderColor
  /// The width of the element's border in points, at least 0.
  case borderWidth
  /// How much of the element is clipped away from its top, in fractions of
  /// its height, 0 to 1.
  case clipTop
  /// How much of the element is clipped away from its right edge, in
  /// fractions of its width, 0 to 1.
  case clipRight
  /// How much of the element is clipped away from its bottom, in fractions
  /// of its height, 0 to 1.
  case clipBottom
  /// How much of the element is clipped away from its left edge, in
  /// fractions of its width, 0 to 1.
  case clipLeft
  /// A custom number the app maps itself; the name starts with `--`.
  case custom(String)

  /// The property for a spec's `property` string, or `nil` if it is none of
  /// the built-in names (a custom name must be `--` followed by letters,
  /// digits, `-` or `_`).
  public init?(name: String) {
    if let property = Self.builtInByName[name] {
      self = property
    } else if Self.isCustomName(name) {
      self = .custom(name)
    } else {
      return nil
    }
  }

  /// Every built-in property, in the order the documentation lists them.
  public static var builtIn: [SpecProperty] { declarations.map { $0.property } }

  /// The names of the built-in properties, for "did you mean" hints.
  package static var builtInNames: [String] { declarations.map { $0.name } }

  /// The property's declaration, or `nil` for a custom property.
  package var declaration: SpecPropertyDeclaration? {
    guard case .custom = self else { return Self.declarationsByProperty[self] }
    return nil
  }

  /// The name as a spec writes it.
  public var name: String {
    if case .custom(let name) = self { return name }
    return declaration?.name ?? ""
  }

  /// The CSS property that shows it: its own (`opacity`,
  /// `border-radius`), or, for a part of a composite one (a filter, a 3D
  /// transform, a shadow, a clip) and for a custom property, the custom
  /// property it animates (`--sm-blur`, `--name`).
  public var cssName: String {
    if case .custom(let name) = self { return name }
    return declaration?.css.animatedProperty ?? name
  }

  /// Whether animating the property moves the element: `translate`,
  /// `scale`, `rotate`, `rotateX`, `rotateY`, `perspective` and `anchor`
  /// (what a cross-fade replaces).
  public var isMovement: Bool { declaration?.isMovement ?? false }

  /// What the property's animation produces, given its keyframe values:
  /// the one rule the evaluator, the compiler and (through the compiled
  /// spec) the web engine follow. A scale is a pair as soon as one keyframe
  /// is a pair.
  package func valueKind(for values: [SpecValue]) -> WireValueKind {
    (declaration?.shape ?? .number).valueKind(for: values)
  }

  /// The range the animated value is clamped to after interpolation, as
  /// CSS clamps the computed value (opacity's `0...1`, a radius's `0...`);
  /// `nil` for the rest (colour channels are clamped by `RGBAColor`
  /// itself).
  package var clamp: ClosedRange<Double>? { declaration?.clamp }

  /// "a rotate value", "an opacity value": the phrase messages use.
  var valuePhrase: String {
    let article = name.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    return "\(article) \(name) value"
  }

  /// What a keyframe value must be, in words, for messages.
  var expectedValue: String {
    declaration?.expectedValue ?? "a number"
  }

  static func isCustomName(_ name: String) -> Bool {
    guard name.hasPrefix("--"), name.unicodeScalars.count > 2 else { return false }
    return name.unicodeScalars.dropFirst(2).allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "_" || $0 == "-"
    }
  }
}

/// The former name of ``SpecProperty``.
@available(*, deprecated, renamed: "SpecProperty")
public typealias AnimatedProperty = SpecProperty
