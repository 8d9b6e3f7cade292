// The README's UIKit example: a header that fades out as the content
// scrolls up.
#if canImport(UIKit)
  import ScrollMotionUIKit
  import UIKit

  final class HeaderFadeViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let header = UIView()
    lazy var driver = ScrollViewDriver(scrollView: scrollView)

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.delegate = self
      driver.animate(header, .alpha, with: ScrollDrivenAnimation(from: 1.0, to: 0.0))
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { driver.scrollViewDidScroll(scrollView) }
  }
#endif
