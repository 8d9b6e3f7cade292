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
}
