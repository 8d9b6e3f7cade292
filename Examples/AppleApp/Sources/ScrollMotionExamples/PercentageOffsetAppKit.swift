// The percentage offset in AppKit: colour, size, rotation and opacity driven
// by how far an NSScrollView is scrolled, whether or not its document view
// is flipped (quoted by PercentageOffset.md).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ScrollMotionAppKit

  final class PercentageOffsetAppKitController: NSViewController {
    let scrollView = NSScrollView()
    let badge = NSView()
    lazy var driver = ScrollViewDriver(scrollView: scrollView)

    override func viewDidLoad() {
      super.viewDidLoad()
      // Hue from red to yellow-green as the document scrolls down.
      driver.animate(
        badge, .backgroundColor,
        with: ScrollDrivenAnimation(
          from: RGBAColor(hue: .zero, saturation: 1, brightness: 1),
          to: RGBAColor(hue: .turns(0.18), saturation: 1, brightness: 1),
          along: .y, interpolator: .hsb(.increasing)))
      // Rotation follows the horizontal scroll, scale and opacity the vertical.
      driver.animate(
        badge, .rotation, with: ScrollDrivenAnimation(from: .zero, to: .degrees(180), along: .x))
      driver.animate(badge, .scale, with: ScrollDrivenAnimation(from: 1.0, to: 2.0))
      driver.animate(
        badge, .alpha, with: ScrollDrivenAnimation(from: 1.0, to: 0.3, easing: .easeOut))
      // The clip view's bounds changes drive it from now on; show the start.
      driver.update()
    }
  }
#endif
