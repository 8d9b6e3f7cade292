// The weather pager in UIKit: backgrounds at half speed, a blurred copy
// faded in as each page's foreground scrolls, vertical offsets kept in step,
// and a page-progress callback (quoted by PagedParallaxWithBlur.md).
#if canImport(UIKit)
  import ScrollMotionUIKit
  import UIKit

  final class WeatherPagerViewController: UIViewController, UIScrollViewDelegate {
    let pager = UIScrollView()
    let pageLabel = UILabel()
    var backgrounds: [UIImageView] = []
    var blurredBackgrounds: [UIImageView] = []
    var foregrounds: [UIScrollView] = []
    let parallax = try? PagedParallax(pageCount: 3, backgroundRate: 0.5, blurDistance: 200)
    lazy var tracker = parallax.map { parallax in
      PageTracker(pager: parallax) { [weak self] page in self?.pageLabel.text = "Page \(page + 1)" }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      guard let parallax else { return }
      if let page = foregrounds.firstIndex(of: scrollView), scrollView.isDragging {
        parallax.synchronize(foregrounds: foregrounds, followingPage: page)
      }
      if scrollView === pager { tracker?.update(with: ScrollMetrics(pager)) }
      parallax.apply(
        pager: pager, backgrounds: backgrounds, blurredBackgrounds: blurredBackgrounds,
        foregrounds: foregrounds)
    }
  }
#endif
