// The weather pager as one ready-made view: PagedParallaxView does the
// background parallax, the blur cross-fade, the synchronised vertical
// offsets and the page callbacks (quoted by PagedParallaxWithBlur.md).
#if canImport(UIKit)
  import ScrollMotionUIKit
  import UIKit

  final class GlassyPagerViewController: UIViewController {
    let pageLabel = UILabel()
    var pagerView: PagedParallaxView?

    /// One photo and its blurred copy per city, and a forecast view each.
    func show(photos: [UIImage], blurredPhotos: [UIImage], forecasts: [UIView]) {
      let pages = zip(photos, zip(blurredPhotos, forecasts)).map { photo, rest in
        PagedParallaxView.Page(background: photo, blurredBackground: rest.0, content: rest.1)
      }
      do {
        let pager = try PagedParallaxView(pages: pages, backgroundRate: 0.5, blurDistance: 200)
        pager.onPageChange = { [weak self] page in self?.pageLabel.text = "Page \(page + 1)" }
        for foreground in pager.foregrounds {
          // The forecast starts 300 points down, over the sharp photo.
          foreground.contentInset = UIEdgeInsets(top: 300, left: 0, bottom: 0, right: 0)
        }
        pager.frame = view.bounds
        view.addSubview(pager)
        pagerView = pager
      } catch {
        // No pages: say so instead of showing an empty screen.
        pageLabel.text = error.description
      }
    }
  }
#endif
