// The percentage offset in UIKit: colour, size, rotation and opacity driven
// by how far the scroll view is scrolled (quoted by PercentageOffset.md).
#if canImport(UIKit)
  import ScrollMotionUIKit
  import UIKit

  final class PercentageOffsetViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let badge = UIView()
    lazy var driver = ScrollViewDriver(scrollView: scrollView)

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.delegate = self
      // Hue from red to yellow-green as the view scrolls down.
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
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      driver.scrollViewDidScroll(scrollView)
    }
  }
#endif
