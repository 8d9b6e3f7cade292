// A lagging progress bar and a skew on fast scrolls in UIKit (quoted by
// SmoothingAndVelocity.md).
#if canImport(UIKit)
  import ScrollMotionUIKit
  import UIKit

  final class SmoothingAndSpeedViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let progressBar = UIView()
    let heading = UILabel()
    lazy var driver = ScrollViewDriver(scrollView: scrollView)

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.delegate = self
      // The progress bar grows with the scroll, half a second behind.
      if let smoothing = try? ProgressSmoothing(lag: 0.5) {
        let grow = ScrollDrivenAnimation(
          from: ScrollSize(width: 0, height: 1), to: ScrollSize(width: 1, height: 1))
        driver.animate(
          progressBar, .scaleXY, with: SmoothedAnimation(grow, smoothing: smoothing))
      }
      // The heading leans into fast scrolls and straightens when they stop.
      driver.choreography.onVelocity { [heading] speed in
        let shear = max(-0.2, min(0.2, speed.velocity * 0.05))
        heading.transform = CGAffineTransform(a: 1, b: 0, c: CGFloat(shear), d: 1, tx: 0, ty: 0)
      }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      driver.scrollViewDidScroll(scrollView)
    }
  }
#endif
