// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// The progress timeline an animation follows.
public enum TimelineSpec: Hashable, Sendable {
  /// The scroller's own progress along `axis`, from the smallest to the
  /// largest content offset.
  case scroll(axis: ScrollAxis)
  /// The progress of the element named `subject` through the scroller's
  /// viewport along `axis`, whose start and end edges are moved in by the
  /// insets (in points; negative moves them out).
  case view(subject: String, axis: ScrollAxis, startInset: Double, endInset: Double)

  /// `{"type": "scroll", "axis": "y"}`, the default.
  public static var vertical: TimelineSpec { .scroll(axis: .y) }

  /// The same timeline with `element` as its subject: a view timeline
  /// that follows the animation's own target; a scroll timeline unchanged.
  package func following(_ element: String) -> TimelineSpec {
    guard case .view(_, let axis, let startInset, let endInset) = self else { return self }
    return .view(subject: element, axis: axis, startInset: startInset, endInset: endInset)
  }

  /// The axis the timeline follows.
  public var axis: ScrollAxis {
    switch self {
    case .scroll(let axis): axis
    case .view(_, let axis, _, _): axis
    }
  }
}
