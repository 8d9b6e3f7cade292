// A stretchy header in UIKit: it lives in the scroll view's top inset,
// grows when pulled and collapses to a minimum height (quoted by
// ParallaxCropAndHeaders.md).
#if canImport(UIKit)
  import ScrollMotionUIKit
  import UIKit

  final class StretchyHeaderViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let header = UIView()
    let photo = UIImageView(image: nil)
    let stretchy = try? StretchyHeader(height: 280, minimumHeight: 88, mode: .fill)

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.delegate = self
      scrollView.contentInset.top = 280
      header.addSubview(photo)
      scrollView.addSubview(header)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      stretchy?.apply(to: header, content: photo, in: scrollView)
    }
  }
#endif
