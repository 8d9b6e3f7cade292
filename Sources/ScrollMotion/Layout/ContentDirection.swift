/// The direction text runs in a scroller's content, which decides where
/// its horizontal (inline) axis starts: CSS's `direction`, SwiftUI's
/// layout direction, UIKit's user interface layout direction.
///
/// Offsets and frames stay physical everywhere in ScrollMotion (UIKit's
/// `contentOffset`, measured from the left); a right-to-left direction only
/// changes where horizontal progress starts. As in CSS Scroll-driven
/// Animations, progress 0 of a horizontal timeline is at the start edge:
/// the left in left-to-right content, the right in right-to-left content,
/// so a horizontal scroll timeline in right-to-left content reads 0 when
/// scrolled fully right and 1 when scrolled fully left, and a view
/// timeline's `entry` is where the subject comes in from the left.
///
/// The core evaluates right-to-left content by mirroring it left to right
/// (``logicalMetrics(_:)``, ``logicalFrame(_:in:)``), where every timeline
/// works unchanged; the vertical axis is the same in both directions.
public enum ContentDirection: Hashable, Sendable, CaseIterable {
  /// Text runs from left to right; horizontal progress starts at the left.
  case leftToRight
  /// Text runs from right to left; horizontal progress starts at the right.
  case rightToLeft

  /// `metrics` as the timelines read them: unchanged left to right; right
  /// to left, mirrored horizontally, so that the offset counts from the
  /// right edge and the left and right insets swap.
  ///
  /// The mirrored offset is `contentWidth − containerWidth − x`, which
  /// maps the physical offset range `−left … contentWidth + right −
  /// containerWidth` onto `−right … contentWidth + left − containerWidth`,
  /// the range of the mirrored insets. The vertical axis is untouched.
  public func logicalMetrics(_ metrics: ScrollMetrics) -> ScrollMetrics {
    guard self == .rightToLeft else { return metrics }
    var mirrored = metrics
    mirrored.contentOffset.x = logicalOffset(metrics.contentOffset.x, in: metrics)
    mirrored.contentInsets.left = metrics.contentInsets.right
    mirrored.contentInsets.right = metrics.contentInsets.left
    return mirrored
  }

  /// The horizontal content offset `x` in a scroller of `metrics`' sizes
  /// as the timelines read it: unchanged left to right; right to left,
  /// `contentWidth − containerWidth − x`, counted from the right edge.
  ///
  /// Mirroring is its own inverse, so this also turns a mirrored offset
  /// (where a range starts, say) back into a physical one. `metrics`'
  /// offset and insets play no part.
  public func logicalOffset(_ x: Double, in metrics: ScrollMetrics) -> Double {
    guard self == .rightToLeft else { return x }
    return metrics.contentSize.width - metrics.containerSize.width - x
  }

  /// `timeline` as it reads the content's mirror image: unchanged left to
  /// right and for a scroll timeline; right to left, a view timeline's
  /// subject mirrored by ``logicalFrame(_:in:)`` in content `contentWidth`
  /// points wide (its axis and insets unchanged), so that it reads
  /// ``logicalMetrics(_:)``.
  public func logicalTimeline(_ timeline: ProgressTimeline, in contentWidth: Double)
    -> ProgressTimeline
  {
    guard self == .rightToLeft, case .view(var view) = timeline else { return timeline }
    view.subject = logicalFrame(view.subject, in: contentWidth)
    return .view(view)
  }

  /// `frame` (in content coordinates of content `contentWidth` wide) as the
  /// timelines read it: unchanged left to right; right to left, mirrored
  /// so that its `x` counts from the content's right edge
  /// (`contentWidth − x − width`).
  public func logicalFrame(_ frame: ScrollRect, in contentWidth: Double) -> ScrollRect {
    guard self == .rightToLeft else { return frame }
    var mirrored = frame
    mirrored.origin.x = contentWidth - frame.origin.x - frame.size.width
    return mirrored
  }
}
