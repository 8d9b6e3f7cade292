// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// An easing read from a spec, with the text it was written as (for
/// messages about it).
public struct SpecEasing: Sendable {
  /// The text as written in the spec.
  public var text: String
  /// The core's easing for it.
  public var easing: Easing

  /// An easing written as `text`.
  public init(text: String, easing: Easing) {
    self.text = text
    self.easing = easing
  }

  /// `linear`, the default.
  public static var linear: SpecEasing { SpecEasing(text: "linear", easing: .linear) }

  /// The easing keywords the parser accepts: the CSS ones, `smoothstep`
  /// and the Penner names (for "did you mean" hints; a test checks that
  /// the parser accepts each).
  package static let keywords: [String] =
    [
      "linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end",
      "smoothstep",
    ]
    + ["quad", "cubic", "quart", "quint", "sine", "expo", "circ", "back", "elastic", "bounce"]
    .flatMap { shape in ["ease-in-\(shape)", "ease-out-\(shape)", "ease-in-out-\(shape)"] }

  /// ` (did you mean 'x'?)` when `text` is a mistyped keyword (or function
  /// name, `cubic-bezer(…)`), else an empty string.
  package static func suggestion(for text: String) -> String {
    let parts = text.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String((parts.first ?? "").filter { $0 != " " })
    let isFunction = parts.count > 1
    return NameSuggestion.hint(
      for: name, among: isFunction ? ["cubic-bezier", "steps", "linear", "spring"] : keywords)
  }
}
