/// The Yahoo Weather pager: N full-width pages scrolled horizontally, each
/// with a background that moves more slowly than the page, a vertical
/// foreground whose scroll drives a blur cross-fade, and vertical offsets
/// kept in step across pages.
///
/// ## The geometry
/// Pages are ``pageCount`` container widths side by side. Page `i`'s
/// *displacement* is `i × width − offset.x`: 0 when it fills the screen,
/// ±width when a neighbour does. Its background shifts inside the page by
/// `−(1 − backgroundRate) × displacement`, so on screen the background moves
/// only `backgroundRate` as far as the page. Each page's foreground scrolls
/// vertically; the blur fraction is how far it has scrolled from the top,
/// divided by ``blurDistance`` (the "view distance from bottom" of the hand-written version),
/// clamped to `0...1`. The blurred image is the front end's; we give the
/// fraction to cross-fade it with.
///
/// Pages are numbered from 0.
public struct PagedParallax: Hashable, Sendable {
  /// The number of pages, at least 1.
  public let pageCount: Int
  /// How fast the background moves relative to its page, in `0...1`: 0 holds
  /// it still on screen, 1 moves it with the page.
  public let backgroundRate: Double
  /// The vertical scroll distance over which the blur goes from 0 to 1, in
  /// points; zero or positive.
  public let blurDistance: Double

  /// Creates a pager.
  ///
  /// - Throws: ``TechniqueError`` for fewer than one page, a rate outside
  ///   `0...1` or a negative or non-finite distance.
  public init(pageCount: Int, backgroundRate: Double = 0.5, blurDistance: Double = 200)
    throws(TechniqueError)
  {
    try TechniqueError.require("page count", Double(pageCount), "at least 1") { $0 >= 1 }
    try TechniqueError.require("background rate", backgroundRate, "between 0 and 1") {
      (0...1).contains($0)
    }
    try TechniqueError.require("blur distance", blurDistance, "zero or positive") { $0 >= 0 }
    self.pageCount = pageCount
    self.backgroundRate = backgroundRate
    self.blurDistance = blurDistance
  }

  /// The fractional page under the screen: 0 on the first page, 1.5 halfway
  /// from the second to the third; clamped to `0...pageCount − 1`, and 0 for
  /// a zero or non-finite width.
  public func pagePosition(in metrics: ScrollMetrics) -> Double {
    let width = metrics.containerSize.width
    let position = (metrics.contentOffset.x + metrics.contentInsets.left) / width
    guard width > 0, position.isFinite else { return 0 }
    return position.clamped(to: 0...Double(pageCount - 1), nan: 0)
  }

  /// The page mostly on screen, 0-based: ``pagePosition(in:)`` rounded to
  /// the nearest page (halfway rounds up).
  public func currentPage(in metrics: ScrollMetrics) -> Int {
    Int((pagePosition(in: metrics) + 0.5).rounded(.down))
  }

  /// How far page `page` is from filling the screen, in points (positive
  /// when it is to the right).
  public func displacement(ofPage page: Int, in metrics: ScrollMetrics) -> Double {
    let width = metrics.containerSize.width
    let value = Double(page) * width - metrics.contentOffset.x - metrics.contentInsets.left
    return value.isFinite ? value : 0
  }

  /// The horizontal shift of page `page`'s background inside the page, in
  /// points, so that on screen it moves at ``backgroundRate`` of the page.
  public func backgroundOffset(ofPage page: Int, in metrics: ScrollMetrics) -> Double {
    -(1 - backgroundRate) * displacement(ofPage: page, in: metrics)
  }

  /// The blur fraction of a page's foreground from its vertical metrics: 0
  /// at the top, 1 after scrolling ``blurDistance``; with a zero distance, 0
  /// at the top and 1 as soon as it scrolls down.
  public func blurFraction(foreground metrics: ScrollMetrics) -> Double {
    guard let range = metrics.offsetRange(along: .y), metrics.contentOffset.y.isFinite else {
      return 0
    }
    let scrolled = metrics.contentOffset.y - range.lowerBound
    if blurDistance == 0 { return scrolled > 0 ? 1 : 0 }
    return (scrolled / blurDistance).clampedToUnit
  }

  /// The vertical offsets that bring every page in step with `page`: call
  /// when the user starts dragging a page (or on every scroll to keep them
  /// in step continuously). Each page gets the dragged page's offset,
  /// clamped into its own valid range.
  ///
  /// - Parameters:
  ///   - page: The page being dragged.
  ///   - foregrounds: The vertical metrics of every page, in page order.
  /// - Returns: One offset per page; the dragged page keeps its own.
  public func synchronizedOffsets(followingPage page: Int, foregrounds: [ScrollMetrics]) -> [Double]
  {
    guard foregrounds.indices.contains(page) else {
      return foregrounds.map { $0.clampedContentOffset.y }
    }
    let leader = foregrounds[page].contentOffset.y
    return foregrounds.enumerated().map { index, metrics in
      index == page && leader.isFinite ? leader : metrics.clamped(leader, along: .y)
    }
  }

  /// Where a page's foreground should settle when released: either the top
  /// (no blur) or ``blurDistance`` down (full blur), whichever the fling's
  /// projected rest position is nearer to; a flick goes the way it points.
  /// Only applies while the release is inside the blur zone; below it the
  /// foreground scrolls freely and the projected offset is returned.
  public func foregroundTarget(
    releasedAt metrics: ScrollMetrics, velocity: Double, deceleration: Deceleration = .normal
  ) -> Double {
    guard let range = metrics.offsetRange(along: .y) else { return 0 }
    let offset = metrics.clamped(metrics.contentOffset.y, along: .y)
    let fullBlur = Swift.min(range.lowerBound + blurDistance, range.upperBound)
    guard offset < fullBlur else {
      return metrics.clamped(
        deceleration.projectedOffset(from: offset, velocity: velocity), along: .y)
    }
    let snapping = ScrollSnapping(
      stops: .offsets([range.lowerBound, fullBlur]), axis: .y, deceleration: deceleration)
    return snapping.targetOffset(from: offset, velocity: velocity, in: metrics)
  }
}
