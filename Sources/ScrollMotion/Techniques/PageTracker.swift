/// Calls back when a pager's page or page progress changes: the paged parallax's
/// page-progress callback, without comparing floats in every front end.
///
/// Feed it the horizontal pager's metrics on every scroll; `onProgress`
/// receives the fractional page position (0-based, see
/// ``PagedParallax/pagePosition(in:)``) whenever it changes, and `onPage`
/// the current page whenever that changes. The first update always calls
/// both.
public final class PageTracker {
  /// The pager whose pages are tracked.
  public let pager: PagedParallax
  private let onPage: (Int) -> Void
  private let onProgress: (Double) -> Void
  private var page: Int?
  private var position: Double?

  /// Creates a tracker.
  ///
  /// - Parameters:
  ///   - pager: The pager geometry.
  ///   - onPage: Called with the 0-based current page when it changes.
  ///   - onProgress: Called with the fractional page position when it changes.
  public init(
    pager: PagedParallax, onPage: @escaping (Int) -> Void,
    onProgress: @escaping (Double) -> Void = { _ in }
  ) {
    self.pager = pager
    self.onPage = onPage
    self.onProgress = onProgress
  }

  /// Reads the pager's scroll position and calls back what changed.
  public func update(with metrics: ScrollMetrics) {
    let newPosition = pager.pagePosition(in: metrics)
    if newPosition != position {
      position = newPosition
      onProgress(newPosition)
    }
    let newPage = pager.currentPage(in: metrics)
    if newPage != page {
      page = newPage
      onPage(newPage)
    }
  }
}
