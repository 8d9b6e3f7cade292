/// What an animation changes, and so what its keyframe values are.
public enum AnimatedProperty: Hashable, Sendable {
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
