// A scroll-triggered reveal in UIKit (quoted by ScrollTriggers.md).
#if canImport(UIKit)
  import ScrollMotionUIKit
  import UIKit

  final class ScrollTriggersViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let card = UIView()
    lazy var driver = ScrollViewDriver(scrollView: scrollView)

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.delegate = self
      // The card fades in over 0.4 s once the scroll passes 30%, and out
      // again when it comes back above.
      if let playback = try? TriggeredPlayback(duration: 0.4, easing: .easeOut) {
        driver.animate(
          card, .alpha,
          with: ScrollTriggeredAnimation(
            keyframes: KeyframeSequence(from: 0.0, to: 1.0),
            range: AnimationRange(.progress(0.3), .normal), playback: playback,
            actions: TriggerActions(onEnter: .play, onLeaveBack: .reverse)))
      }
      // Every crossing of the same range, in order: clip the card while it
      // is out of its range.
      driver.choreography.onCrossing(of: AnimationRange(.progress(0.3), .normal)) {
        [card] crossing in
        card.clipsToBounds = !crossing.isEntering
      }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      driver.scrollViewDidScroll(scrollView)
    }
  }
#endif
