// AppKit only on macOS (Mac Catalyst apps use ScrollMotionUIKit); elsewhere
// this file is empty (scripts/typecheck-apple checks it on Linux against
// stand-ins).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ScrollMotionDriver

  extension ContentAnchor {
    /// Remembers the content under `unitPoint` of `scrollView`'s visible
    /// area (the centre by default): call it from the window's or view's
    /// `viewWillStartLiveResize()`.
    @MainActor
    public init(
      capturing scrollView: NSScrollView, at unitPoint: ScrollPoint = ScrollPoint(x: 0.5, y: 0.5)
    ) {
      self.init(capturing: ScrollMetrics(scrollView), at: unitPoint)
    }

    /// Scrolls `scrollView` so the remembered content is back under its
    /// point, clamped to the valid range: call it after each layout during
    /// a live resize (`layout()` while `inLiveResize`) and once more from
    /// `viewDidEndLiveResize()`.
    @MainActor
    public func restore(in scrollView: NSScrollView) {
      let metrics = ScrollMetrics(scrollView)
      let clipView = scrollView.contentView
      let origin = DocumentCoordinates(scrollView).clipOrigin(
        contentOffset: restoredOffset(in: metrics), clipSize: metrics.containerSize)
      clipView.scroll(to: CGPoint(origin))
      scrollView.reflectScrolledClipView(clipView)
    }
  }
#endif
