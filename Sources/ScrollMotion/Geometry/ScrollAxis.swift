/// One of the two directions a scroll container scrolls in.
///
/// `x` is horizontal (left to right), `y` is vertical (top to bottom), in the
/// coordinate system UIKit, AppKit (flipped) and the web share.
public enum ScrollAxis: Hashable, Sendable, CaseIterable {
  /// The horizontal axis: widths, `x` coordinates, left and right insets.
  case x
  /// The vertical axis: heights, `y` coordinates, top and bottom insets.
  case y
}
