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
