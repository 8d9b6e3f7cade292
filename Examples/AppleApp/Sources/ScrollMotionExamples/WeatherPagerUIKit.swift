// The weather pager in UIKit: backgrounds at half speed, a blurred copy
// faded in as each page's foreground scrolls, vertical offsets kept in step
// (quoted by PagedParallaxWithBlur.md).
#if canImport(UIKit)
  import ScrollMotionUIKit
  import UIKit

  final class WeatherPagerViewController: UIViewController, UIScrollViewDelegate {
    let pager = UIScrollView()
    var backgrounds: [UIImageView] = []
    var blurredBackgrounds: [UIImageView] = []
    var foregrounds: [UIScrollView] = []
    let parallax = try? PagedParallax(pageCount: 3, backgroundRate: 0.5, blurDistance: 200)

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      guard let parallax else { return }
      if let page = foregrounds.firstIndex(of: scrollView), scrollView.isDragging {
        parallax.synchronize(foregrounds: foregrounds, followingPage: page)
      }
      parallax.apply(
        pager: pager, backgrounds: backgrounds, blurredBackgrounds: blurredBackgrounds,
        foregrounds: foregrounds)
    }
  }
#endif
