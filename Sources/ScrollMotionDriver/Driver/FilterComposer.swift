import ScrollMotion

/// A colour filter as CSS's Filter Effects define `brightness()`,
/// `saturate()` and `grayscale()`: each output channel a weighted sum of
/// the input's red, green and blue, alpha untouched, no offset; the result
/// of each filter is clamped to `0...1` before the next one applies.
///
/// The rows are the weights of `(R, G, B)` in `R'`, `G'` and `B'`, the
/// `inputRVector`, `inputGVector` and `inputBVector` of Core Image's
/// `CIColorMatrix` (with `A` = `(0, 0, 0, 1)` and no bias).
package struct ColorMatrix: Hashable, Sendable {
  /// The weights of red, green and blue in the output red.
  package var red: SIMD3<Double>
  /// The weights in the output green.
  package var green: SIMD3<Double>
  /// The weights in the output blue.
  package var blue: SIMD3<Double>

  /// A matrix from its three rows.
  package init(red: SIMD3<Double>, green: SIMD3<Double>, blue: SIMD3<Double>) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The matrix that changes nothing.
  package static let identity = ColorMatrix(
    red: SIMD3(1, 0, 0), green: SIMD3(0, 1, 0), blue: SIMD3(0, 0, 1))

  /// `brightness(amount)`: every channel multiplied by `amount` (CSS's
  /// `feComponentTransfer` with a linear slope of `amount`, not an
  /// addition). Negative amounts count as 0 and NaN as 1, unchanged.
  package static func brightness(_ amount: Double) -> ColorMatrix {
    let b = amount.isNaN ? 1 : Swift.max(amount, 0)
    return ColorMatrix(red: SIMD3(b, 0, 0), green: SIMD3(0, b, 0), blue: SIMD3(0, 0, b))
  }

  /// `saturate(amount)`: SVG's `feColorMatrix type="saturate"`, 0 grey, 1
  /// unchanged, above 1 oversaturated. Negative amounts count as 0 and NaN
  /// as 1.
  package static func saturation(_ amount: Double) -> ColorMatrix {
    let s = amount.isNaN ? 1 : Swift.max(amount, 0)
    return ColorMatrix(
      red: SIMD3(0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s),
      green: SIMD3(0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s),
      blue: SIMD3(0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s))
  }

  /// `grayscale(amount)`: 0 unchanged, 1 fully grey (the luminance
  /// weights 0.2126, 0.7152, 0.0722). Clamped to `0...1`, NaN counting as
  /// 0.
  package static func grayscale(_ amount: Double) -> ColorMatrix {
    let a = 1 - amount.clampedToUnit
    return ColorMatrix(
      red: SIMD3(0.2126 + 0.7874 * a, 0.7152 - 0.7152 * a, 0.0722 - 0.0722 * a),
      green: SIMD3(0.2126 - 0.2126 * a, 0.7152 + 0.2848 * a, 0.0722 - 0.0722 * a),
      blue: SIMD3(0.2126 - 0.2126 * a, 0.7152 - 0.7152 * a, 0.0722 + 0.9278 * a))
  }

  /// The colour `color` through the matrix, each channel clamped to
  /// `0...1` as CSS clamps a filter's result; alpha unchanged.
  package func applied(to color: RGBAColor) -> RGBAColor {
    let input = SIMD3(color.red, color.green, color.blue)
    func channel(_ row: SIMD3<Double>) -> Double { (row * input).sum().clampedToUnit }
    return RGBAColor(
      red: channel(red), green: channel(green), blue: channel(blue), alpha: color.alpha)
  }
}

/// A view's filters, built from its separately animated blur, brightness,
/// saturation and grayscale in CSS's `filter` order (blur first, then each
/// colour filter in turn), as the front ends that have filters show them.
///
/// A part that is not set is not applied, which is what CSS's neutral
/// fallback does (a blur of 0, a brightness or saturation of 1, a
/// grayscale of 0).
package struct FilterComposer: ComposedParts, Hashable, Sendable {
  /// The blur's standard deviation, in points, if animated.
  package var blur: Double?
  /// The brightness multiplier, if animated.
  package var brightness: Double?
  /// The saturation, if animated.
  package var saturation: Double?
  /// How grey, `0...1`, if animated.
  package var grayscale: Double?

  /// No part set.
  package init() {}

  /// Whether no part is set, so the view shows its own filters.
  package var isEmpty: Bool {
    blur == nil && brightness == nil && saturation == nil && grayscale == nil
  }

  /// The Gaussian blur's standard deviation in points, or `nil` when there
  /// is no blur (not set, 0, negative or NaN). Core Image's
  /// `CIGaussianBlur` takes it as its radius: Apple documents
  /// `CIImage.applyingGaussianBlur(sigma:)` as that filter with the same
  /// number.
  package var blurDeviation: Double? {
    guard let blur, blur > 0 else { return nil }
    return blur
  }

  /// Calls `body` with each colour filter that changes something, in
  /// CSS's order: brightness, saturation, grayscale.
  package func forEachColorMatrix(_ body: (ColorMatrix) -> Void) {
    if let brightness {
      let matrix = ColorMatrix.brightness(brightness)
      if matrix != .identity { body(matrix) }
    }
    if let saturation {
      let matrix = ColorMatrix.saturation(saturation)
      if matrix != .identity { body(matrix) }
    }
    if let grayscale {
      let matrix = ColorMatrix.grayscale(grayscale)
      if matrix != .identity { body(matrix) }
    }
  }
}

extension AnimatableProperty where Value == Double {
  /// One of a view's filters (``FilterComposer``), composed with the others
  /// in CSS's order: the front end shows the composition over the view's
  /// own filters, and puts them back when the last part is cleared.
  ///
  /// - Parameters:
  ///   - ownFilters: Reads the view's own filters, when the first part is
  ///     set.
  ///   - show: Shows the parts over the own filters.
  ///   - restore: Puts the own filters back.
  ///   - set: Sets or clears this part.
  package static func filterPart(
    ownFilters: @escaping @MainActor (Root) -> AnyObject?,
    show: @escaping @MainActor (Root, FilterComposer, _ own: AnyObject?) -> Void,
    restore: @escaping @MainActor (Root, AnyObject?) -> Void,
    _ set: @escaping (inout FilterComposer, Double?) -> Void
  ) -> Self {
    Self { root, composers in
      { [weak root] value in
        guard let root else { return }
        switch composers.filters.update(
          root, own: { ownFilters(root) }, change: { set(&$0, value) })
        {
        case nil: break
        case .composed(let filters, let own, _): show(root, filters, own)
        case .restored(let own): restore(root, own)
        }
      }
    }
  }
}
