import ScrollMotion

/// The stretchy header as a vertical offset and scale of a header view laid
/// out at the top of the content (SwiftUI's way), rather than placed in the
/// scroll view's top inset (UIKit's, ``StretchyHeader``'s convention).
///
/// From the header's top edge in the scroll view's visible coordinates and
/// where that edge is at rest, it builds the metrics ``StretchyHeader``
/// expects and turns its layout into a transform of the header view:
/// scaled about its top edge to the visible height and moved back up to
/// stay under the top inset, so it grows when pulled and shrinks (down to
/// the minimum height) when scrolled (tested).
package struct StretchyPlacement: Hashable, Sendable {
  /// How far to move the header down, in points (negative moves it up).
  package let offsetY: Double
  /// The vertical scale about the header's top edge.
  package let scaleY: Double

  /// The placement of `header` whose top edge is at `minY` (the scroll
  /// view's visible coordinates) and at `restingMinY` when not scrolled.
  /// Non-finite input gives no change.
  package init(_ header: StretchyHeader, minY: Double, restingMinY: Double = 0) {
    let scrolled = restingMinY - minY
    guard scrolled.isFinite, header.height > 0 else {
      offsetY = 0
      scaleY = 1
      return
    }
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: scrolled - header.height),
      contentSize: ScrollSize(width: 0, height: 0), containerSize: .zero,
      contentInsets: ScrollInsets(top: header.height))
    let visible = header.layout(for: metrics).frame.height
    offsetY = scrolled
    scaleY = visible / header.height
  }
}
