import ScrollMotion

/// Evaluates a view's animation on a view timeline from the view's frame in
/// the scroll view's *visible* coordinates, the only geometry SwiftUI gives
/// a `visualEffect` closure (`frame(in: .scrollView)` and
/// `bounds(of: .scrollView)`).
///
/// A view timeline depends only on where the subject is relative to the
/// visible area and on the visible length, not on the content offset or the
/// content size on their own, so a frame measured from the viewport's
/// top-left corner with a zero content offset gives the same progress as
/// the subject's content frame with the real offset (tested).
package struct ViewportTimeline: Hashable, Sendable {
  /// The axis of the view timeline.
  package var axis: ScrollAxis
  /// Points cut from the viewport's start edge.
  package var startInset: Double
  /// Points cut from the viewport's end edge.
  package var endInset: Double

  /// A view timeline along `axis` with the given insets.
  package init(axis: ScrollAxis = .y, startInset: Double = 0, endInset: Double = 0) {
    self.axis = axis
    self.startInset = startInset
    self.endInset = endInset
  }

  /// The metrics and timeline for a subject whose frame in the viewport's
  /// coordinates is `frame`, in a viewport of `viewportSize`.
  package func timeline(frame: ScrollRect, viewportSize: ScrollSize) -> (
    metrics: ScrollMetrics, timeline: ProgressTimeline
  ) {
    (
      ScrollMetrics(contentSize: viewportSize, containerSize: viewportSize),
      .view(subject: frame, axis: axis, startInset: startInset, endInset: endInset)
    )
  }

  /// `animation`'s value for a subject at `frame` in the viewport (its own
  /// timeline is replaced by this view timeline), or `nil` when it has no
  /// effect there.
  package func value<Value>(
    of animation: ScrollDrivenAnimation<Value>, frame: ScrollRect, viewportSize: ScrollSize
  ) -> Value? {
    let (metrics, timeline) = self.timeline(frame: frame, viewportSize: viewportSize)
    var animation = animation
    animation.timeline = timeline
    return animation.value(for: metrics)
  }

  /// The subject's progress through the timeline's `cover` range, clamped
  /// to `0...1`; 0.5 when the timeline is inactive (a NaN or infinite frame
  /// or viewport among them).
  package func coverProgress(frame: ScrollRect, viewportSize: ScrollSize) -> Double {
    let (metrics, timeline) = self.timeline(frame: frame, viewportSize: viewportSize)
    // An active timeline's progress is finite; an unknown one would be the
    // middle, as an inactive timeline's is, and as ParallaxCrop shows it.
    return timeline.state(for: metrics)?.progress.clamped(to: 0...1, nan: 0.5) ?? 0.5
  }
}
