/// Either kind of progress timeline: a ``ScrollTimeline`` or a
/// ``ViewTimeline``.
///
/// Animations name their timeline with this type, and a ``Choreography``
/// uses its equality to compute each distinct timeline once per update.
public enum ProgressTimeline: Hashable, Sendable {
  /// Progress of the scroll position along an axis.
  case scroll(ScrollTimeline)
  /// Progress of a subject's visibility in the viewport.
  case view(ViewTimeline)

  /// A scroll timeline along `axis`.
  public static func scroll(axis: ScrollAxis) -> ProgressTimeline {
    .scroll(ScrollTimeline(axis: axis))
  }

  /// A view timeline for `subject` along `axis`, with optional insets.
  public static func view(
    subject: ScrollRect, axis: ScrollAxis = .y, startInset: Double = 0, endInset: Double = 0
  ) -> ProgressTimeline {
    .view(ViewTimeline(subject: subject, axis: axis, startInset: startInset, endInset: endInset))
  }

  /// The vertical scroll timeline, CSS's default `scroll()`.
  public static var vertical: ProgressTimeline { .scroll(axis: .y) }

  /// The horizontal scroll timeline.
  public static var horizontal: ProgressTimeline { .scroll(axis: .x) }

  /// The axis this timeline follows.
  public var axis: ScrollAxis {
    switch self {
    case .scroll(let timeline): timeline.axis
    case .view(let timeline): timeline.axis
    }
  }

  /// The timeline's state for `metrics`, or `nil` when it is inactive.
  #if hasFeature(Embedded)
    // Out of line in the WebAssembly build: one copy serves the engine's
    // timing groups (resolved once per layout), the triggers and the pins,
    // which keeps the engine small.
    @inline(never)
  #endif
  public func state(for metrics: ScrollMetrics) -> TimelineState? {
    switch self {
    case .scroll(let timeline): timeline.state(for: metrics)
    case .view(let timeline): timeline.state(for: metrics)
    }
  }
}
