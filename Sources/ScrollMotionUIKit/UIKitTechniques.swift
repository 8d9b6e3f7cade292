// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty (scripts/typecheck-apple checks it on Linux against stand-ins).
#if canImport(UIKit)
  import ScrollMotionDriver
  import UIKit

  extension ScrollSnapping {
    /// Where a drag released in `scrollView` should come to rest: call it
    /// from `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    ///
    /// ```swift
    /// func scrollViewWillEndDragging(
    ///   _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    ///   targetContentOffset: UnsafeMutablePointer<CGPoint>
    /// ) {
    ///   targetContentOffset.pointee = snapping.targetContentOffset(
    ///     for: scrollView, velocity: velocity, proposed: targetContentOffset.pointee)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - velocity: The delegate's `velocity`, which UIKit gives in points
    ///     per **millisecond**; converted here.
    ///   - proposed: UIKit's own target, kept on the other axis.
    @MainActor
    public func targetContentOffset(
      for scrollView: UIScrollView, velocity: CGPoint, proposed: CGPoint
    ) -> CGPoint {
      CGPoint(
        ScrollVelocity.snappedTarget(
          self, in: ScrollMetrics(scrollView), dragVelocity: ScrollPoint(velocity),
          proposed: ScrollPoint(proposed)))
    }
  }

  extension StretchyHeader {
    /// Lays out `header` (a subview of `scrollView`, in its top content
    /// inset) and its `content` for the scroll view's position; call it from
    /// `scrollViewDidScroll(_:)`.
    ///
    /// The scroll view's top content inset must include ``height``; the
    /// header's frame is in content coordinates, the content's in the
    /// header's.
    @MainActor
    public func apply(to header: UIView, content: UIView? = nil, in scrollView: UIScrollView) {
      let layout = layout(for: ScrollMetrics(scrollView))
      header.frame = CGRect(layout.frame)
      content?.frame = CGRect(layout.contentFrame)
    }
  }

  extension PagedParallax {
    /// Applies the pager to its views for the horizontal `pager`'s position:
    /// shifts each page's background, and cross-fades each page's blurred
    /// background (provided by the app, laid over the sharp one) by how far
    /// that page's foreground has scrolled.
    ///
    /// - Parameters:
    ///   - pager: The horizontal, paging scroll view.
    ///   - backgrounds: One background per page, in page order; moved with
    ///     its transform's translation.
    ///   - blurredBackgrounds: One blurred copy per page, or empty for no
    ///     blur; only their alpha changes (the sharp one stays opaque).
    ///   - foregrounds: One vertical scroll view per page, or empty.
    @MainActor
    public func apply(
      pager: UIScrollView, backgrounds: [UIView], blurredBackgrounds: [UIView] = [],
      foregrounds: [UIScrollView] = []
    ) {
      let metrics = ScrollMetrics(pager)
      for (page, background) in backgrounds.enumerated() {
        let shift = CGFloat(backgroundOffset(ofPage: page, in: metrics))
        background.transform = CGAffineTransform(translationX: shift, y: 0)
        if blurredBackgrounds.indices.contains(page) {
          blurredBackgrounds[page].transform = background.transform
        }
      }
      for (page, blurred) in blurredBackgrounds.enumerated()
      where foregrounds.indices.contains(page) {
        let fade = BlurCrossFade(
          fraction: blurFraction(foreground: ScrollMetrics(foregrounds[page])))
        blurred.alpha = CGFloat(fade.blurredAlpha)
      }
    }

    /// Brings every page's foreground to the vertical offset of the page
    /// being dragged (each clamped into its own range), so that switching
    /// pages keeps the same blur; call it from the dragged foreground's
    /// `scrollViewWillBeginDragging(_:)` or `scrollViewDidScroll(_:)`.
    @MainActor
    public func synchronize(foregrounds: [UIScrollView], followingPage page: Int) {
      let offsets = synchronizedOffsets(
        followingPage: page, foregrounds: foregrounds.map { ScrollMetrics($0) })
      for (index, foreground) in foregrounds.enumerated() where index != page {
        let y = CGFloat(offsets[index])
        if foreground.contentOffset.y != y {
          foreground.contentOffset = CGPoint(x: foreground.contentOffset.x, y: y)
        }
      }
    }
  }
#endif
