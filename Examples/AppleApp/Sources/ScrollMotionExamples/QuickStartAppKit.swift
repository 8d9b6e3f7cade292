// The README's AppKit example: a header that fades out as the document
// scrolls up. AppKit reports scrolling through the clip view's bounds, which
// the driver observes itself, so there is no delegate call to forward.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ScrollMotionAppKit

  final class HeaderFadeAppKitController: NSViewController {
    let scrollView = NSScrollView()
    let header = NSView()
    lazy var driver = ScrollViewDriver(scrollView: scrollView)

    override func viewDidLoad() {
      super.viewDidLoad()
      driver.animate(header, .alpha, with: ScrollDrivenAnimation(from: 1.0, to: 0.0))
      driver.update()
    }
  }
#endif
