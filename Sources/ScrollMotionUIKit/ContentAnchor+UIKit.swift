// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty (scripts/typecheck-apple checks it on Linux against stand-ins).
#if canImport(UIKit)
  import UIKit

  extension ContentAnchor {
    /// Keeps the content under `unitPoint` of `scrollView`'s viewport (the
    /// centre by default) in place across a size transition: call it from
    /// `viewWillTransition(to:with:)`.
    ///
    /// UIKit keeps the top-left offset when the bounds change, which
    /// scrolls away from what the user was reading; this restores the
    /// remembered content point alongside the transition, clamped to the
    /// new valid range.
    ///
    /// ```swift
    /// override func viewWillTransition(
    ///   to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    /// ) {
    ///   super.viewWillTransition(to: size, with: coordinator)
    ///   ContentAnchor.keepPosition(of: tableView, across: coordinator)
    /// }
    /// ```
    @MainActor
    public static func keepPosition(
      of scrollView: UIScrollView, across coordinator: any UIViewControllerTransitionCoordinator,
      at unitPoint: ScrollPoint = ScrollPoint(x: 0.5, y: 0.5)
    ) {
      let anchor = ContentAnchor(capturing: ScrollMetrics(scrollView), at: unitPoint)
      _ = coordinator.animate(
        alongsideTransition: { [weak scrollView] _ in
          guard let scrollView else { return }
          scrollView.layoutIfNeeded()
          scrollView.contentOffset = CGPoint(anchor.restoredOffset(in: ScrollMetrics(scrollView)))
        }, completion: nil)
    }
  }
#endif
