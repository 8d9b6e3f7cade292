#if !hasFeature(Embedded)
  import ScrollMotionWire
#endif

/// The property a spec's animation changes (its `property` string), and so
/// what its keyframe values are.
///
/// Not to be confused with the Apple front ends' `AnimatableProperty`,
/// a property of a view or layer that a driver writes: each front end maps
/// a ``SpecProperty`` to one of its views' `AnimatableProperty`s.
public enum SpecProperty: Hashable, Sendable {
  /// Opacity, a number; evaluation clamps the result to 0...1 as CSS does
  /// for the computed value.
  case opacity
  /// A rotation about the element's centre, in degrees (clockwise on screen).
  case rotate
  /// A scale about the element's centre: one number for both axes or
  /// `[sx, sy]`.
  case scale
  /// A translation `[x, y]` in points.
  case translate
  /// The background colour, written as a CSS colour string.
  case backgroundColor
  /// A custom number the app maps itself; the name starts with `--`.
  case custom(String)

  /// The property for a spec's `property` string, or `nil` if it is none of
  /// the version-1 names (a custom name must be `--` followed by letters,
  /// digits, `-` or `_`).
  public init?(name: String) {
    switch name {
    case "opacity": self = .opacity
    case "rotate": self = .rotate
    case "scale": self = .scale
    case "translate": self = .translate
    case "backgroundColor": self = .backgroundColor
    default:
      guard Self.isCustomName(name) else { return nil }
      self = .custom(name)
    }
  }

  /// The names of the built-in properties, for "did you mean" hints.
  package static let builtInNames = ["opacity", "rotate", "scale", "translate", "backgroundColor"]

  /// The name as a spec writes it.
  public var name: String {
    switch self {
    case .opacity: "opacity"
    case .rotate: "rotate"
    case .scale: "scale"
    case .translate: "translate"
    case .backgroundColor: "backgroundColor"
    case .custom(let name): name
    }
  }

  /// The CSS property that expresses it.
  public var cssName: String {
    switch self {
    case .backgroundColor: "background-color"
    default: name
    }
  }

  /// What the property's animation produces, given its keyframe values:
  /// the one rule the evaluator, the compiler and (through the compiled
  /// spec) the web engine follow. A scale is a pair as soon as one keyframe
  /// is a pair.
  package func valueKind(for values: [SpecValue]) -> WireValueKind {
    switch self {
    case .opacity, .rotate, .custom: .number
    case .scale: values.contains { if case .pair = $0 { true } else { false } } ? .pair : .number
    case .translate: .pair
    case .backgroundColor: .color
    }
  }

  /// The range the animated value is clamped to after interpolation:
  /// `0...1` for opacity, as CSS clamps its computed value; `nil` for the
  /// rest (colour channels are clamped by `RGBAColor` itself).
  package var clamp: ClosedRange<Double>? {
    self == .opacity ? 0...1 : nil
  }

  /// A keyframe value as the numbers of `kind`, or `nil` when the value
  /// does not fit the property (a pair for opacity, a colour for a scale).
  /// A number fills both components of a scale pair.
  package func components(of value: SpecValue, as kind: WireValueKind) -> [Double]? {
    switch (value, kind) {
    case (.number(let number), .number): [number]
    case (.number(let number), .pair) where self == .scale: [number, number]
    case (.pair(let x, let y), .pair): [x, y]
    case (.color(let color), .color): [color.red, color.green, color.blue, color.alpha]
    default: nil
    }
  }

  /// "a rotate value", "an opacity value": the phrase messages use.
  var valuePhrase: String {
    let article = name.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    return "\(article) \(name) value"
  }

  /// What a keyframe value must be, in words, for messages.
  var expectedValue: String {
    switch self {
    case .opacity, .rotate, .custom: "a number"
    case .scale: "a number or an array [sx, sy]"
    case .translate: "an array [x, y] of numbers"
    case .backgroundColor: "a colour string"
    }
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
