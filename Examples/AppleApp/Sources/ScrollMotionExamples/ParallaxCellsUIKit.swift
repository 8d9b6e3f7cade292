// Parallax cells in UIKit: each image slides inside its cell through the
// layer's contentsRect (quoted by ParallaxCropAndHeaders.md).
#if canImport(UIKit)
  import ScrollMotionUIKit
  import UIKit

  final class ParallaxCellsViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    var photos: [ParallaxImageView] = []

    func show(_ images: [UIImage]) {
      scrollView.delegate = self
      for (index, image) in images.enumerated() {
        let photo = ParallaxImageView(
          frame: CGRect(x: 0, y: CGFloat(index) * 240, width: 390, height: 220))
        photo.image = image
        photo.ratio = 0.6
        scrollView.addSubview(photo)
        photos.append(photo)
      }
      scrollView.contentSize = CGSize(width: 390, height: CGFloat(images.count) * 240)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      for photo in photos { photo.scrollViewDidScroll(scrollView) }
    }
  }
#endif
