#if !hasFeature(Embedded)
  import ScrollMotionWire
#endif

/// The shape of a property's keyframe values.
package enum SpecValueShape: Sendable, Hashable {
  /// One number.
  case number
  /// One number for both axes, or `[x, y]`.
  case numberOrPair
  /// `[x, y]`.
  case pair
  /// A colour string.
  case color

  /// What an animation of values of this shape produces, given its
  /// keyframe values: a number-or-pair is a pair as soon as one keyframe
  /// is a pair.
  package func valueKind(for values: some Sequence<SpecValue>) -> WireValueKind {
    switch self {
    case .number: .number
    case .numberOrPair:
      values.contains { if case .pair = $0 { true } else { false } } ? .pair : .number
    case .pair: .pair
    case .color: .color
    }
  }

  /// A keyframe value as the numbers of `kind`, or `nil` when the value
  /// does not have this shape (a pair for a number, a colour for a pair). A
  /// number fills both components of a number-or-pair made a pair.
  package func components(of value: SpecValue, as kind: WireValueKind) -> [Double]? {
    switch (value, kind) {
    case (.number(let number), .number): [number]
    case (.number(let number), .pair) where self == .numberOrPair: [number, number]
    case (.pair(let x, let y), .pair): [x, y]
    case (.color(let color), .color): [color.red, color.green, color.blue, color.alpha]
    default: nil
    }
  }
}

/// What a property's numbers measure: how CSS writes them, and how
/// messages and the documentation name them.
package enum SpecUnit: Sendable, Hashable {
  /// A plain number (opacity, a scale, a filter's amount).
  case plain
  /// Points, CSS pixels.
  case points
  /// Degrees.
  case degrees
  /// Fractions of the element's size (`0.5` is half of it).
  case fractionOfSize
}

/// A CSS property made of several of a spec's properties: each is a
/// registered custom property (`--sm-blur`) that the element's declaration
/// of the composite property uses, so that every part animates on its own
/// as CSS animates the function's argument.
package enum SpecCSSGroup: Sendable, Hashable, CaseIterable {
  /// `filter`: blur, brightness, saturation, grayscale, in that order.
  case filter
  /// `transform`: perspective, then rotateX, then rotateY (after the
  /// element's translate, rotate and scale, as CSS composes them).
  case transform3D
  /// `box-shadow`: offset, radius, and colour with the opacity applied to
  /// its alpha.
  case shadow
  /// `clip-path: inset(…)`: top, right, bottom and left.
  case clip

  /// The CSS property.
  package var cssProperty: String {
    switch self {
    case .filter: "filter"
    case .transform3D: "transform"
    case .shadow: "box-shadow"
    case .clip: "clip-path"
    }
  }

  /// The group's parts, in the order CSS applies them.
  package var parts: [SpecProperty] {
    SpecProperty.declarations.filter { $0.css.group == self }.map { $0.property }
  }
}

/// How CSS shows a spec's property.
package enum SpecCSSForm: Sendable, Hashable {
  /// A CSS property of its own (`opacity`, `border-radius`), with a
  /// declaration the element also needs for it to show (a border needs
  /// `border-style: solid`).
  case property(String, needs: String? = nil)
  /// A part of a composite property, animated as the registered custom
  /// property `custom`; `function` is its filter or transform function
  /// (`blur`, `rotateX`), where the group lists functions.
  case part(SpecCSSGroup, custom: String, function: String? = nil)
  /// A registered custom property, inherited, for the page's own CSS to
  /// use (a tint has no CSS property: `fill: var(--sm-tint-color)`).
  case pageProperty(String)

  /// The CSS property an animation of it animates.
  package var animatedProperty: String {
    switch self {
    case .property(let name, _): name
    case .part(_, let custom, _): custom
    case .pageProperty(let custom): custom
    }
  }

  /// The group it is a part of, if any.
  package var group: SpecCSSGroup? {
    if case .part(let group, _, _) = self { return group }
    return nil
  }

  /// Its function in its group's list, if any.
  package var function: String? {
    if case .part(_, _, let function) = self { return function }
    return nil
  }

  /// Whether CSS animates a registered custom property for it.
  package var isCustomProperty: Bool {
    switch self {
    case .property: false
    case .part, .pageProperty: true
    }
  }
}

/// Everything about one of a spec's built-in properties, declared once:
/// the spec reader, its messages, the evaluator's clamp, the CSS export,
/// the browser runtime's writers (generated into
/// `Web/runtime/scrollmotion.js`) and the format's documentation (generated
/// into `docs/spec-format.md`) all read it. What each Apple front end does
/// is one entry in that front end's table, next to its other writes; the
/// notes here say it in words for the documentation.
package struct SpecPropertyDeclaration: Sendable {
  /// The property.
  package let property: SpecProperty
  /// Its name in a spec.
  package let name: String
  /// Its keyframe values.
  package let shape: SpecValueShape
  /// What its numbers measure.
  package let unit: SpecUnit
  /// Its value where no animation has an effect on a part of a composite:
  /// what the part shows then (a filter's amount of 1, a blur of 0).
  package let neutral: [Double]
  /// The numbers a keyframe may have, or `nil` for any finite number; a
  /// keyframe outside is an error with its path.
  package let allowed: PartialRangeFrom<Double>?
  /// The range an interpolated value is clamped to, as CSS clamps it (an
  /// easing may overshoot the keyframes), or `nil`.
  package let clamp: ClosedRange<Double>?
  /// Whether animating it moves the element (what reduced motion's
  /// cross-fade replaces).
  package let isMovement: Bool
  /// How CSS shows it.
  package let css: SpecCSSForm
  /// What it does, for the documentation.
  package let summary: String
  /// What UIKit's `SpecDriver` does with it, for the documentation.
  package let uiKit: String
  /// What AppKit's `SpecDriver` does with it, for the documentation.
  package let appKit: String
  /// What SwiftUI's `SpecScrollView` does with it, for the documentation.
  package let swiftUI: String

  /// What a keyframe value must be, in words, for messages.
  package var expectedValue: String {
    let numbers =
      switch unit {
      case .plain: "a number"
      case .points: "a number of points"
      case .degrees: "a number of degrees"
      case .fractionOfSize: "a fraction of the element's size"
      }
    let bound = allowed.map { ", at least \(SpecPropertyDeclaration.text($0.lowerBound))" } ?? ""
    switch shape {
    case .number: return numbers + bound
    case .numberOrPair: return "a number or an array [sx, sy]" + bound
    case .pair: return "an array [x, y] of numbers"
    case .color: return "a colour string"
    }
  }

  /// A bound as messages write it.
  static func text(_ number: Double) -> String {
    number == number.rounded() ? String(Int(number)) : "\(number)"
  }
}

extension SpecProperty {
  /// Every built-in property, declared once, in the order the
  /// documentation lists them.
  package static let declarations: [SpecPropertyDeclaration] = [
    SpecPropertyDeclaration(
      property: .opacity, name: "opacity", shape: .number, unit: .plain, neutral: [1],
      allowed: nil, clamp: 0...1, isMovement: false, css: .property("opacity"),
      summary: "opacity, 0 transparent to 1 opaque",
      uiKit: "`alpha`", appKit: "`alphaValue`", swiftUI: "`opacity(_:)`"),
    SpecPropertyDeclaration(
      property: .rotate, name: "rotate", shape: .number, unit: .degrees, neutral: [0],
      allowed: nil, clamp: nil, isMovement: true, css: .property("rotate"),
      summary: "a rotation about the anchor, clockwise on screen",
      uiKit:
        "the rotation part of `transform` (`transform3D` while a part has depth), about the layer's `anchorPoint` unless an anchor is animated",
      appKit:
        "the rotation part of the layer's `transform`, about the view's centre unless an anchor is animated, flipped for an unflipped superview",
      swiftUI:
        "the rotation part of one `GeometryEffect` projection that composes every transform part as CSS does"
    ),
    SpecPropertyDeclaration(
      property: .scale, name: "scale", shape: .numberOrPair, unit: .plain, neutral: [1, 1],
      allowed: nil, clamp: nil, isMovement: true, css: .property("scale"),
      summary: "a scale about the anchor, one number or one per axis",
      uiKit:
        "the scale part of `transform` (`transform3D` while a part has depth)",
      appKit:
        "the scale part of the layer's `transform`",
      swiftUI: "the scale part of the transform's `GeometryEffect` projection"),
    SpecPropertyDeclaration(
      property: .translate, name: "translate", shape: .pair, unit: .points, neutral: [0, 0],
      allowed: nil, clamp: nil, isMovement: true, css: .property("translate"),
      summary: "a translation",
      uiKit:
        "the translation part of `transform` (`transform3D` while a part has depth)",
      appKit:
        "the translation part of the layer's `transform`, flipped for an unflipped superview",
      swiftUI: "the translation part of the transform's `GeometryEffect` projection"),
    SpecPropertyDeclaration(
      property: .backgroundColor, name: "backgroundColor", shape: .color, unit: .plain,
      neutral: [0, 0, 0, 0], allowed: nil, clamp: nil, isMovement: false,
      css: .property("background-color"), summary: "the background colour",
      uiKit: "`backgroundColor`", appKit: "the layer's `backgroundColor`",
      swiftUI: "`background(_:)`, under the border and inside the corners' clip"),
    SpecPropertyDeclaration(
      property: .cornerRadius, name: "cornerRadius", shape: .number, unit: .points, neutral: [0],
      allowed: 0..., clamp: .nonNegative, isMovement: false,
      css: .property("border-radius"), summary: "the radius of the corners",
      uiKit:
        "the layer's `cornerRadius`, at most half the smaller side as CSS draws it; it rounds the background and border, and the content only with `masksToBounds`",
      appKit:
        "the layer's `cornerRadius`, at most half the smaller side as CSS draws it; it rounds the background and border, and the content only with `masksToBounds`",
      swiftUI:
        "`clipShape(_:style:)` of a rounded rectangle with circular corners, at most half the shorter side; unlike `border-radius` it also clips the content"
    ),
    SpecPropertyDeclaration(
      property: .blur, name: "blur", shape: .number, unit: .points, neutral: [0],
      allowed: 0..., clamp: .nonNegative, isMovement: false,
      css: .part(.filter, custom: "--sm-blur", function: "blur"),
      summary: "a Gaussian blur, its standard deviation",
      uiKit:
        "reported as unsupported: UIKit has no public way to blur a view's own content by a radius (a `UIVisualEffectView` blurs what is behind it, by a radius it does not document), and Apple documents a `CALayer`'s `filters` as not supported on iOS",
      appKit:
        "a `CIGaussianBlur` in the view's `contentFilters`, its radius the standard deviation (Apple documents `applyingGaussianBlur(sigma:)` as this filter with that radius); Core Image counts it in the pixels it is handed, and Core Animation does not document whether a layer's filters are handed points or pixels, so on a Retina display the blur may be half as wide",
      swiftUI:
        "`blur(radius:)` with the same number (SwiftUI documents its radius only as the blur's size; see the SwiftUI notes)"
    ),
    SpecPropertyDeclaration(
      property: .brightness, name: "brightness", shape: .number, unit: .plain, neutral: [1],
      allowed: 0..., clamp: .nonNegative, isMovement: false,
      css: .part(.filter, custom: "--sm-brightness", function: "brightness"),
      summary: "a multiplier of the colours, 1 unchanged",
      uiKit:
        "reported as unsupported: Apple documents a `CALayer`'s `filters` as not supported on iOS, and UIKit has no other colour filter for a view",
      appKit:
        "a `CIColorMatrix` multiplying the colours, as CSS does (not `CIColorControls`, whose brightness is added), then a `CIColorClamp`, in the view's `contentFilters`; Core Image computes in its working colour space, which Core Animation does not document for a layer's filters (a Core Image context's default is linear, where CSS computes on sRGB values: mid-tones may come out lighter than in a browser)",
      swiftUI:
        "`colorMultiply(_:)` with a grey of the value up to 1 (exact); above 1, `brightness(_:)` adding half the excess (CSS's value at mid-grey)"
    ),
    SpecPropertyDeclaration(
      property: .saturation, name: "saturation", shape: .number, unit: .plain, neutral: [1],
      allowed: 0..., clamp: .nonNegative, isMovement: false,
      css: .part(.filter, custom: "--sm-saturation", function: "saturate"),
      summary: "the saturation, 1 unchanged, 0 grey",
      uiKit:
        "reported as unsupported: Apple documents a `CALayer`'s `filters` as not supported on iOS, and UIKit has no other colour filter for a view",
      appKit:
        "a `CIColorMatrix` with CSS's `saturate()` matrix, then a `CIColorClamp`, in the view's `contentFilters` (in Core Image's working colour space, as for `brightness`)",
      swiftUI: "`saturation(_:)`"),
    SpecPropertyDeclaration(
      property: .grayscale, name: "grayscale", shape: .number, unit: .plain, neutral: [0],
      allowed: 0..., clamp: 0...1, isMovement: false,
      css: .part(.filter, custom: "--sm-grayscale", function: "grayscale"),
      summary: "how grey, 0 unchanged to 1 fully",
      uiKit:
        "reported as unsupported: Apple documents a `CALayer`'s `filters` as not supported on iOS, and UIKit has no other colour filter for a view",
      appKit:
        "a `CIColorMatrix` with CSS's `grayscale()` matrix, then a `CIColorClamp`, in the view's `contentFilters` (in Core Image's working colour space, as for `brightness`)",
      swiftUI: "`grayscale(_:)`"),
    SpecPropertyDeclaration(
      property: .perspective, name: "perspective", shape: .number, unit: .points, neutral: [1e6],
      allowed: 0..., clamp: 1...Double.greatestFiniteMagnitude, isMovement: true,
      css: .part(.transform3D, custom: "--sm-perspective", function: "perspective"),
      summary: "the viewer's distance from the element, which gives `rotateX` and `rotateY` depth",
      uiKit:
        "`m34 = -1/perspective` in `transform3D`",
      appKit:
        "`m34 = -1/perspective` in the layer's `transform`",
      swiftUI:
        "the perspective of the transform's `GeometryEffect` projection, in points as CSS's `perspective()`"
    ),
    SpecPropertyDeclaration(
      property: .rotateX, name: "rotateX", shape: .number, unit: .degrees, neutral: [0],
      allowed: nil, clamp: nil, isMovement: true,
      css: .part(.transform3D, custom: "--sm-rotate-x", function: "rotateX"),
      summary: "a rotation about the horizontal axis through the anchor",
      uiKit:
        "a part of `transform3D`, after the rotation, scale and translation as CSS composes `transform` after them",
      appKit:
        "a part of the layer's `transform`, after the rotation, scale and translation as CSS composes `transform` after them",
      swiftUI: "the transform's `GeometryEffect` projection, as CSS's `rotateX()`"),
    SpecPropertyDeclaration(
      property: .rotateY, name: "rotateY", shape: .number, unit: .degrees, neutral: [0],
      allowed: nil, clamp: nil, isMovement: true,
      css: .part(.transform3D, custom: "--sm-rotate-y", function: "rotateY"),
      summary: "a rotation about the vertical axis through the anchor",
      uiKit:
        "a part of `transform3D`, after the rotation, scale and translation as CSS composes `transform` after them",
      appKit:
        "a part of the layer's `transform`, after the rotation, scale and translation as CSS composes `transform` after them",
      swiftUI: "the transform's `GeometryEffect` projection, as CSS's `rotateY()`"),
    SpecPropertyDeclaration(
      property: .anchor, name: "anchor", shape: .pair, unit: .fractionOfSize, neutral: [0.5, 0.5],
      allowed: nil, clamp: nil, isMovement: true, css: .property("transform-origin"),
      summary: "the point rotations and scales turn about, `[0.5, 0.5]` the centre",
      uiKit:
        "the point the transform's parts compose about; the layer's `anchorPoint` is left alone, so the view does not move",
      appKit:
        "the point the layer transform's parts compose about (without it the view's centre: AppKit keeps a layer-backed view's `anchorPoint` at its origin corner)",
      swiftUI: "the point the transform's `GeometryEffect` projection composes about"),
    SpecPropertyDeclaration(
      property: .shadowOpacity, name: "shadowOpacity", shape: .number, unit: .plain,
      neutral: [0], allowed: nil, clamp: 0...1, isMovement: false,
      css: .part(.shadow, custom: "--sm-shadow-opacity"),
      summary: "how opaque the shadow is",
      uiKit:
        "the layer's `shadowOpacity`; a shadow part that is not animated keeps the layer's own value (Core Animation's own radius is 3 and offset `(0, -3)`, where CSS's are 0)",
      appKit:
        "the layer's `shadowOpacity`; a shadow part that is not animated keeps the layer's own value (Core Animation's own radius is 3 and offset `(0, -3)`, where CSS's are 0)",
      swiftUI: "multiplies the alpha of `shadow(color:radius:x:y:)`'s colour"),
    SpecPropertyDeclaration(
      property: .shadowRadius, name: "shadowRadius", shape: .number, unit: .points, neutral: [0],
      allowed: 0..., clamp: .nonNegative, isMovement: false,
      css: .part(.shadow, custom: "--sm-shadow-radius"),
      summary: "the shadow's blur radius, as `box-shadow` measures it",
      uiKit:
        "the layer's `shadowRadius`, half of it (the blur's standard deviation)",
      appKit:
        "the layer's `shadowRadius`, half of it (the blur's standard deviation)",
      swiftUI:
        "`shadow(color:radius:x:y:)`'s radius, half of it (Core Animation's `shadowRadius`)"),
    SpecPropertyDeclaration(
      property: .shadowOffset, name: "shadowOffset", shape: .pair, unit: .points,
      neutral: [0, 0], allowed: nil, clamp: nil, isMovement: false,
      css: .part(.shadow, custom: "--sm-shadow-offset"),
      summary: "the shadow's offset, `y` down",
      uiKit:
        "the layer's `shadowOffset`",
      appKit:
        "the layer's `shadowOffset`, flipped for an unflipped superview",
      swiftUI: "`shadow(color:radius:x:y:)`'s `x` and `y`"),
    SpecPropertyDeclaration(
      property: .shadowColor, name: "shadowColor", shape: .color, unit: .plain,
      neutral: [0, 0, 0, 1], allowed: nil, clamp: nil, isMovement: false,
      css: .part(.shadow, custom: "--sm-shadow-color"),
      summary: "the shadow's colour",
      uiKit:
        "the layer's `shadowColor`, whose alpha multiplies `shadowOpacity` as in CSS",
      appKit:
        "the layer's `shadowColor`, whose alpha multiplies `shadowOpacity` as in CSS",
      swiftUI: "`shadow(color:radius:x:y:)`'s colour"),
    SpecPropertyDeclaration(
      property: .foregroundColor, name: "foregroundColor", shape: .color, unit: .plain,
      neutral: [0, 0, 0, 1], allowed: nil, clamp: nil, isMovement: false,
      css: .property("color"), summary: "the colour of the text",
      uiKit:
        "`textColor` of a `UILabel`, `UITextField` or `UITextView`; reported as unsupported on other views",
      appKit:
        "`textColor` of an `NSTextField` or `NSTextView`; reported as unsupported on other views",
      swiftUI:
        "`foregroundStyle(_:)` on the view and what it contains; without a value, `.primary` (the container's style)"
    ),
    SpecPropertyDeclaration(
      property: .tintColor, name: "tintColor", shape: .color, unit: .plain,
      neutral: [0, 0, 0, 1], allowed: nil, clamp: nil, isMovement: false,
      css: .pageProperty("--sm-tint-color"),
      summary:
        "the tint of controls and template images (CSS has none: the page's own CSS uses the custom property, `fill: var(--sm-tint-color)`)",
      uiKit:
        "`tintColor`; restored, the view inherits its superview's tint again if it showed it",
      appKit:
        "`contentTintColor` of an `NSButton` (AppKit applies it to borderless buttons) or an `NSImageView` (template images); reported as unsupported on other views",
      swiftUI: "`tint(_:)`; without a value, the app's accent colour"),
    SpecPropertyDeclaration(
      property: .borderColor, name: "borderColor", shape: .color, unit: .plain,
      neutral: [0, 0, 0, 1], allowed: nil, clamp: nil, isMovement: false,
      css: .property("border-color", needs: "border-style: solid"),
      summary: "the colour of the border",
      uiKit:
        "the layer's `borderColor`",
      appKit:
        "the layer's `borderColor`",
      swiftUI: "the colour of a ring drawn over the view, inside its bounds and along its corners"),
    SpecPropertyDeclaration(
      property: .borderWidth, name: "borderWidth", shape: .number, unit: .points, neutral: [0],
      allowed: 0..., clamp: .nonNegative, isMovement: false,
      css: .property("border-width", needs: "border-style: solid"),
      summary: "the width of the border, inside the element's frame on Apple platforms",
      uiKit:
        "the layer's `borderWidth`, drawn inside the bounds",
      appKit:
        "the layer's `borderWidth`, drawn inside the bounds",
      swiftUI:
        "the width of a ring drawn over the view, inside its bounds (at most half the shorter side)"
    ),
    SpecPropertyDeclaration(
      property: .clipTop, name: "clipTop", shape: .number, unit: .fractionOfSize, neutral: [0],
      allowed: nil, clamp: 0...1, isMovement: false,
      css: .part(.clip, custom: "--sm-clip-top"),
      summary: "how much is clipped away from the top",
      uiKit:
        "an opaque layer set as the layer's `mask` (in place of its own mask while clipped), its frame the rectangle the four edges leave; it clips the shadow too, as `clip-path` does",
      appKit:
        "an opaque layer set as the layer's `mask` (in place of its own mask while clipped), its frame the rectangle the four edges leave, measured from the bottom in an unflipped view; it clips the shadow too, as `clip-path` does",
      swiftUI: "`clipShape(_:style:)` of the rectangle the four clip edges leave"),
    SpecPropertyDeclaration(
      property: .clipRight, name: "clipRight", shape: .number, unit: .fractionOfSize,
      neutral: [0], allowed: nil, clamp: 0...1, isMovement: false,
      css: .part(.clip, custom: "--sm-clip-right"),
      summary: "how much is clipped away from the right edge",
      uiKit:
        "an opaque layer set as the layer's `mask` (in place of its own mask while clipped), its frame the rectangle the four edges leave; it clips the shadow too, as `clip-path` does",
      appKit:
        "an opaque layer set as the layer's `mask` (in place of its own mask while clipped), its frame the rectangle the four edges leave, measured from the bottom in an unflipped view; it clips the shadow too, as `clip-path` does",
      swiftUI: "`clipShape(_:style:)` of the rectangle the four clip edges leave"),
    SpecPropertyDeclaration(
      property: .clipBottom, name: "clipBottom", shape: .number, unit: .fractionOfSize,
      neutral: [0], allowed: nil, clamp: 0...1, isMovement: false,
      css: .part(.clip, custom: "--sm-clip-bottom"),
      summary: "how much is clipped away from the bottom",
      uiKit:
        "an opaque layer set as the layer's `mask` (in place of its own mask while clipped), its frame the rectangle the four edges leave; it clips the shadow too, as `clip-path` does",
      appKit:
        "an opaque layer set as the layer's `mask` (in place of its own mask while clipped), its frame the rectangle the four edges leave, measured from the bottom in an unflipped view; it clips the shadow too, as `clip-path` does",
      swiftUI: "`clipShape(_:style:)` of the rectangle the four clip edges leave"),
    SpecPropertyDeclaration(
      property: .clipLeft, name: "clipLeft", shape: .number, unit: .fractionOfSize, neutral: [0],
      allowed: nil, clamp: 0...1, isMovement: false,
      css: .part(.clip, custom: "--sm-clip-left"),
      summary: "how much is clipped away from the left edge",
      uiKit:
        "an opaque layer set as the layer's `mask` (in place of its own mask while clipped), its frame the rectangle the four edges leave; it clips the shadow too, as `clip-path` does",
      appKit:
        "an opaque layer set as the layer's `mask` (in place of its own mask while clipped), its frame the rectangle the four edges leave, measured from the bottom in an unflipped view; it clips the shadow too, as `clip-path` does",
      swiftUI: "`clipShape(_:style:)` of the rectangle the four clip edges leave"),
  ]

  /// ``declarations`` by property, made once.
  static let declarationsByProperty: [SpecProperty: SpecPropertyDeclaration] =
    Dictionary(uniqueKeysWithValues: declarations.map { ($0.property, $0) })

  /// The built-in properties by name, made once: the spec reader looks up
  /// every animation's `property`.
  static let builtInByName: [String: SpecProperty] =
    Dictionary(uniqueKeysWithValues: declarations.map { ($0.name, $0.property) })
}

extension ClosedRange where Bound == Double {
  /// The numbers from 0 up, as a clamp: bounded by the largest finite
  /// number rather than infinity, so that the compiled spec's JSON can
  /// write it.
  package static var nonNegative: Self { 0...Double.greatestFiniteMagnitude }
}
