// A choreography written once as JSON (Examples/feed.json, the file
// `scrollmotion eval`, `scrollmotion css` and the web demo read) running on
// UIKit views bound by accessibilityIdentifier.
#if canImport(UIKit)
  import ScrollMotionSpecUIKit
  import UIKit

  final class SpecFeedViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    var driver: SpecDriver?

    /// `json` is the spec's text; every element in it needs a view whose
    /// accessibilityIdentifier is the element's name.
    func load(json: String) {
      scrollView.delegate = self
      do {
        driver = try SpecDriver(json: json, scrollView: scrollView)
        driver?.update()
      } catch {
        // Every problem, with its path and line: nothing is swallowed.
        print(error.description)
      }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      driver?.scrollViewDidScroll(scrollView)
    }
  }
#endif
