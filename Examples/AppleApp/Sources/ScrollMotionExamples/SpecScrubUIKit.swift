// Any player scrubbed by a spec's animation: the driver hands the app the
// value of the animation `scrub` (0 at the top of the content, 1 at the
// bottom) each time it changes, and one line gives it to the player. Here
// the player is a paused UIViewPropertyAnimator; in an app that adds the
// Lottie package the `canImport(Lottie)` branch is compiled instead and the
// same value scrubs a Lottie animation (ScrollMotion does not depend on
// Lottie, so that branch is compiled only where the app adds it).
#if canImport(UIKit)
  import ScrollMotionSpecUIKit
  import UIKit
  #if canImport(Lottie)
    import Lottie
  #endif

  final class SpecScrubViewController: UIViewController, UIScrollViewDelegate {
    /// The spec: one animation on the scroll timeline, for the app to map.
    static let json = """
      {
        "version": 1,
        "scroller": { "containerSize": [390, 844], "contentSize": [390, 2400] },
        "animations": [
          { "id": "scrub", "property": "--progress",
            "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 1 } ] }
        ]
      }
      """

    let scrollView = UIScrollView()
    let badge = UIView()
    var driver: SpecDriver?
    // The Lottie animation, where the app has the package (see above).
    #if canImport(Lottie)
      let lottieView = LottieAnimationView(name: "scrub")
    #endif
    private var animator: UIViewPropertyAnimator?
    private var progress = 0.0

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.delegate = self
      do {
        let driver = try SpecDriver(json: Self.json, scrollView: scrollView)
        // One line per player (the Lottie one where the app has Lottie).
        #if canImport(Lottie)
          try driver.onValue(of: "scrub") { [lottieView] progress in
            lottieView.currentProgress = progress ?? 0
          }
        #else
          try driver.onValue(of: "scrub") { [weak self] progress in self?.scrub(to: progress ?? 0) }
        #endif
        self.driver = driver
      } catch {
        // Every problem, an unknown id among them, with its path and line.
        print(error.description)
      }
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      // A paused animator to scrub: the badge moves down and turns orange.
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { [badge] in
        badge.transform = CGAffineTransform(translationX: 0, y: 300)
        badge.backgroundColor = UIColor(red: 1, green: 0.6, blue: 0, alpha: 1)
      }
      animator.pausesOnCompletion = true
      animator.pauseAnimation()
      animator.fractionComplete = CGFloat(progress)
      self.animator = animator
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      // UIKit does not let a paused animator be released: stop it first.
      animator?.stopAnimation(true)
      animator = nil
    }

    private func scrub(to progress: Double) {
      self.progress = progress
      animator?.fractionComplete = CGFloat(progress)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      driver?.scrollViewDidScroll(scrollView)
    }
  }
#endif
