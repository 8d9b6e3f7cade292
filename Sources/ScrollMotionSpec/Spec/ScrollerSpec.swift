// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// The scroll view's geometry: everything of `ScrollMetrics` but the offset.
public struct ScrollerSpec: Hashable, Sendable {
  /// The visible size of the scroll view, in points; both sides positive.
  public var containerSize: ScrollSize
  /// The size of the scrolled content, in points; both sides zero or more.
  public var contentSize: ScrollSize
  /// Space around the content (UIKit's adjusted content insets), zero or more.
  public var contentInsets: ScrollInsets
  /// The direction the content's text runs in, which decides where
  /// horizontal progress starts (right to left: at the right edge).
  public var direction: ContentDirection

  /// A scroller of `containerSize` showing `contentSize` inside
  /// `contentInsets`, its content running in `direction`.
  public init(
    containerSize: ScrollSize, contentSize: ScrollSize, contentInsets: ScrollInsets = .zero,
    direction: ContentDirection = .leftToRight
  ) {
    self.containerSize = containerSize
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.direction = direction
  }

  /// The scroll metrics at the content offset `offset` (UIKit convention:
  /// at rest the offset is `(-inset.left, -inset.top)`).
  public func metrics(at offset: ScrollPoint) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: offset, contentSize: contentSize, containerSize: containerSize,
      contentInsets: contentInsets)
  }

  /// The metrics the timelines read at the physical content offset
  /// `offset`: ``metrics(at:)`` as ``direction`` sees it (mirrored
  /// horizontally right to left, see `ContentDirection`).
  package func logicalMetrics(at offset: ScrollPoint) -> ScrollMetrics {
    direction.logicalMetrics(metrics(at: offset))
  }

  /// `timeline` with its subject's frame (from `frames`, by name) placed
  /// as ``logicalMetrics(at:)`` reads it; `nil` when the subject has no
  /// frame.
  package func progressTimeline(for timeline: TimelineSpec, frames: (String) -> ScrollRect?)
    -> ProgressTimeline?
  {
    switch timeline {
    case .scroll(let axis):
      return .scroll(axis: axis)
    case .view(let subject, let axis, let startInset, let endInset):
      guard let frame = frames(subject) else { return nil }
      return direction.logicalTimeline(
        .view(subject: frame, axis: axis, startInset: startInset, endInset: endInset),
        in: contentSize.width)
    }
  }
}
