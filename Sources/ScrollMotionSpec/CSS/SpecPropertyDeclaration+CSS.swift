// How CSS writes a property's values and a composite's declaration: the
// CSS export's, beside CSSText, which no engine compiles (Web/wasm/engines.txt).
extension SpecPropertyDeclaration {
  /// The value written in CSS for `components` (a number, a pair, a
  /// colour's channels in `0...1`).
  package func cssValue(_ components: [Double]) -> String {
    if shape == .color, components.count == 4 {
      return CSSText.color(
        red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }
    let written = components.map { cssNumber($0) }
    return written.joined(separator: " ")
  }

  /// One number in CSS, in its unit. A fraction of the size is a
  /// percentage in a CSS property of its own (`transform-origin`) and a
  /// plain number in a custom property, which its composite scales.
  func cssNumber(_ number: Double) -> String {
    switch unit {
    case .plain: CSSText.number(number)
    case .points: CSSText.pixels(number)
    case .degrees: "\(CSSText.number(number))deg"
    case .fractionOfSize:
      css.isCustomProperty ? CSSText.number(number) : "\(CSSText.number(number * 100))%"
    }
  }

  /// The registered custom property's `syntax` (`<length>`, `<angle>+`),
  /// for a part or a page property.
  package var cssSyntax: String {
    let one =
      switch (shape, unit) {
      case (.color, _): "<color>"
      case (_, .points): "<length>"
      case (_, .degrees): "<angle>"
      default: "<number>"
      }
    return shape == .pair || shape == .numberOrPair ? one + "+" : one
  }

  /// The neutral value as CSS writes it, a registered custom property's
  /// `initial-value`.
  package var cssNeutral: String { cssValue(neutral) }

  /// How the composite property refers to this part: its custom property,
  /// falling back to the neutral value, clamped as the function's argument
  /// is, and, for a fraction of the size, as a percentage.
  package var cssReference: String {
    let custom = css.animatedProperty
    var reference = "var(\(custom), \(cssNeutral))"
    if let clamp {
      let low = cssNumber(clamp.lowerBound)
      reference =
        clamp.upperBound < .greatestFiniteMagnitude
        ? "clamp(\(low), \(reference), \(cssNumber(clamp.upperBound)))"
        : "max(\(low), \(reference))"
    }
    return unit == .fractionOfSize ? "calc(\(reference) * 100%)" : reference
  }
}

extension SpecCSSGroup {
  /// The value of the composite property on an element whose animations
  /// animate `animated` (some of the group's parts): each part a reference
  /// to its custom property, with its neutral value where no animation of
  /// it has an effect and clamped as CSS clamps the function's argument. A
  /// filter or a 3D transform lists only the parts animated; a shadow and
  /// a clip need every part.
  package func value(animating animated: Set<SpecProperty>) -> String {
    func reference(_ property: SpecProperty) -> String {
      property.declaration?.cssReference ?? "0"
    }
    switch self {
    case .filter, .transform3D:
      return parts.filter(animated.contains).compactMap { part in
        part.declaration.flatMap { declaration in
          declaration.css.function.map { "\($0)(\(declaration.cssReference))" }
        }
      }.joined(separator: " ")
    case .shadow:
      return
        "\(reference(.shadowOffset)) \(reference(.shadowRadius)) "
        + "rgb(from \(reference(.shadowColor)) r g b / calc(alpha * \(reference(.shadowOpacity))))"
    case .clip:
      let edges = [SpecProperty.clipTop, .clipRight, .clipBottom, .clipLeft].map(reference)
      return "inset(\(edges.joined(separator: " ")))"
    }
  }
}
