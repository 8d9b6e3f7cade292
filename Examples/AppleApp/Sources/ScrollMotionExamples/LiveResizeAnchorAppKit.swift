// Keeping the scroll position across a window's live resize in AppKit: the
// content under the centre stays under the centre while the text reflows
// (quoted by KeepingTheScrollPosition.md).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ScrollMotionAppKit

  final class AnchoredScrollView: NSScrollView {
    private var anchor: ContentAnchor?

    override func viewWillStartLiveResize() {
      super.viewWillStartLiveResize()
      anchor = ContentAnchor(capturing: self)
    }

    override func layout() {
      super.layout()
      // Every layout pass of the resize puts the anchored content back.
      if inLiveResize { anchor?.restore(in: self) }
    }

    override func viewDidEndLiveResize() {
      super.viewDidEndLiveResize()
      anchor = nil
    }
  }
#endif
