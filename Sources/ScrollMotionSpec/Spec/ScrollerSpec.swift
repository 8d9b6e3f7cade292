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

  /// A scroller of `containerSize` showing `contentSize` inside `contentInsets`.
  public init(
    containerSize: ScrollSize, contentSize: ScrollSize, contentInsets: ScrollInsets = .zero
  ) {
    self.containerSize = containerSize
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  /// The scroll metrics at the content offset `offset` (UIKit convention:
  /// at rest the offset is `(-inset.left, -inset.top)`).
  public func metrics(at offset: ScrollPoint) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: offset, contentSize: contentSize, containerSize: containerSize,
      contentInsets: contentInsets)
  }
}
