import ScrollMotion

/// The conversion between AppKit's document coordinates and ScrollMotion's
/// content coordinates, where `y` grows downwards from the top of the
/// content.
///
/// An `NSScrollView`'s document view is not flipped by default: its `y`
/// grows upwards from the bottom, and the clip view's bounds (the visible
/// part of the document) follow it. For such a document, the content offset
/// ScrollMotion expects is the distance from the document's top edge down to
/// the visible top edge, `documentFrame.maxY − clipBounds.maxY`; for a
/// flipped document it is simply `clipBounds.minY − documentFrame.minY`.
/// Horizontal coordinates never flip.
///
/// Every conversion here is its own inverse's mirror: converting an offset to
/// a clip origin and back gives the offset again (tested).
package struct DocumentCoordinates: Hashable, Sendable {
  /// The document view's frame in the clip view's bounds coordinates.
  package var documentFrame: ScrollRect
  /// Whether the document view is flipped (`y` grows downwards).
  package var isFlipped: Bool

  /// Coordinates for a document of frame `documentFrame`.
  package init(documentFrame: ScrollRect, isFlipped: Bool) {
    self.documentFrame = documentFrame
    self.isFlipped = isFlipped
  }

  /// The content offset shown by a clip view whose bounds are `clipBounds`.
  package func contentOffset(clipBounds: ScrollRect) -> ScrollPoint {
    let x = clipBounds.minX - documentFrame.minX
    let y = isFlipped ? clipBounds.minY - documentFrame.minY : documentFrame.maxY - clipBounds.maxY
    return ScrollPoint(x: x, y: y)
  }

  /// The clip view bounds origin that shows `contentOffset` in a clip view
  /// of `clipSize`: what `NSClipView.scroll(to:)` takes.
  package func clipOrigin(contentOffset: ScrollPoint, clipSize: ScrollSize) -> ScrollPoint {
    let x = contentOffset.x + documentFrame.minX
    let y =
      isFlipped
      ? contentOffset.y + documentFrame.minY
      : documentFrame.maxY - contentOffset.y - clipSize.height
    return ScrollPoint(x: x, y: y)
  }

  /// A rectangle in document coordinates (a subview's frame) as content
  /// coordinates, for a view timeline's subject.
  package func contentRect(documentRect rect: ScrollRect) -> ScrollRect {
    let x = rect.minX - documentFrame.minX
    let y = isFlipped ? rect.minY - documentFrame.minY : documentFrame.maxY - rect.maxY
    return ScrollRect(x: x, y: y, width: rect.width, height: rect.height)
  }

  /// The metrics of a clip view showing this document.
  ///
  /// - Parameters:
  ///   - clipBounds: `NSClipView.bounds`.
  ///   - contentInsets: `NSClipView.contentInsets`, top/left/bottom/right
  ///     as seen on screen (AppKit's insets are already screen-oriented).
  package func metrics(clipBounds: ScrollRect, contentInsets: ScrollInsets) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: contentOffset(clipBounds: clipBounds), contentSize: documentFrame.size,
      containerSize: clipBounds.size, contentInsets: contentInsets)
  }
}
