import ScrollMotion

extension PagedParallax {
  /// The background shift of a page whose leading edge is `pageMinX`
  /// points from the pager's visible leading edge (SwiftUI's
  /// `frame(in: .scrollView).minX`), for pages `pageWidth` wide: the same
  /// as ``PagedParallax/backgroundOffset(ofPage:in:)`` without knowing the
  /// page's index (tested).
  package func backgroundOffset(pageMinX: Double, pageWidth: Double) -> Double {
    // The page as page 0 of a pager scrolled so that it sits at its
    // displacement.
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: -pageMinX, y: 0),
      contentSize: ScrollSize(width: pageWidth, height: 0),
      containerSize: ScrollSize(width: pageWidth, height: 0))
    return backgroundOffset(ofPage: 0, in: metrics)
  }
}

extension PagedParallax {
  /// The frame, in its page's coordinates, of a background that never
  /// shows an edge: wider than a page `pageSize` by the largest shift
  /// ``PagedParallax/backgroundOffset(ofPage:in:)`` gives while the page is
  /// on screen (`(1 − backgroundRate) × width` each side), and as tall.
  ///
  /// Non-finite or negative sizes count as zero (tested).
  package func backgroundFrame(pageSize: ScrollSize) -> ScrollRect {
    let width = pageSize.width.isFinite ? Swift.max(pageSize.width, 0) : 0
    let height = pageSize.height.isFinite ? Swift.max(pageSize.height, 0) : 0
    let margin = (1 - backgroundRate) * width
    return ScrollRect(x: -margin, y: 0, width: width + 2 * margin, height: height)
  }
}
