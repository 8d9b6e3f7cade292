import ScrollMotion

/// Builds `ScrollMetrics` from the numbers the platforms report, so that
/// each front end's conversion is one line and the rules are tested here.
package enum PlatformMetrics {
  /// Metrics for a `UIScrollView`: its `contentOffset`, `contentSize`,
  /// `bounds.size` and `adjustedContentInset` (not `contentInset`: the
  /// adjusted one includes the safe area and bars, without which progress
  /// is wrong under a navigation bar).
  package static func scrollView(
    contentOffset: ScrollPoint, contentSize: ScrollSize, boundsSize: ScrollSize,
    adjustedContentInset: ScrollInsets
  ) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: contentOffset, contentSize: contentSize, containerSize: boundsSize,
      contentInsets: adjustedContentInset)
  }

  /// Metrics for SwiftUI's `ScrollGeometry`, whose insets are
  /// `EdgeInsets(top:leading:bottom:trailing:)`: leading is the left edge
  /// in a left-to-right layout and the right edge in a right-to-left one.
  ///
  /// SwiftUI's content offset follows UIKit's convention (it goes below
  /// zero by the leading inset at rest), so it passes through unchanged.
  package static func scrollGeometry(
    contentOffset: ScrollPoint, contentSize: ScrollSize, containerSize: ScrollSize,
    top: Double, leading: Double, bottom: Double, trailing: Double, isRightToLeft: Bool = false
  ) -> ScrollMetrics {
    let insets = ScrollInsets(
      top: top, left: isRightToLeft ? trailing : leading, bottom: bottom,
      right: isRightToLeft ? leading : trailing)
    return ScrollMetrics(
      contentOffset: contentOffset, contentSize: contentSize, containerSize: containerSize,
      contentInsets: insets)
  }
}
