// The names the articles' short code blocks take for granted: an app's
// scroll view, its views and its layout. scripts/typecheck-apple compiles
// every such block (a ```swift block in Sources/*/Documentation.docc or the
// README that does not import a front end) as the body of a function in a
// module with this file, against the Apple stand-ins and ScrollMotionUIKit,
// so that the articles' fragments cannot drift from the API.
//
// Only declarations belong here: a fragment must compile from these names,
// not from code hidden in this file.

import ScrollMotionUIKit
import UIKit

/// A table cell with an image layer, as the parallax crop's article has.
@MainActor final class ArticleCell: UIView {
  let imageLayer = CALayer()
}

/// What the triggers article logs.
@MainActor final class ArticleAnalytics {
  func log(_ event: String) {}
}

/// A card view that highlights.
@MainActor final class ArticleCard: UIView {
  var isHighlighted = false
}

/// A heading that draws itself slanted by `skew` degrees.
@MainActor final class ArticleHeading: UIView {
  var skew = 0.0
}

/// A spec's JSON text, as an app reads it from its bundle.
let specJSON = "{}"

@MainActor let heading = ArticleHeading()
@MainActor let choreography = Choreography()
@MainActor let scrollView = UIScrollView()
@MainActor let tableView = UIScrollView()
@MainActor let header = UIView()
@MainActor let badge = UIView()
@MainActor let textView = UIView()
@MainActor let card = ArticleCard()
@MainActor let cell = ArticleCell()
@MainActor let layer = CALayer()
@MainActor let image = UIImage()
@MainActor let analytics = ArticleAnalytics()
@MainActor let displayLinkClock = ManualFrameClock()
let metrics = ScrollMetrics(
  contentOffset: .zero, contentSize: ScrollSize(width: 390, height: 3000),
  containerSize: ScrollSize(width: 390, height: 844))
let newMetrics = metrics
let cardFrame = ScrollRect(x: 16, y: 900, width: 358, height: 200)
let cardFrames = [cardFrame]
let transform = LayerTransform()
let frame = DisplayFrame(timestamp: 1, targetTimestamp: 1 + 1 / 120)
let reveal = ScrollTriggeredAnimation(
  keyframes: KeyframeSequence(from: 0.0, to: 1.0), timeline: .view(subject: cardFrame),
  range: .contain,
  playback: try! TriggeredPlayback(duration: 0.4, easing: .easeOut))

/// The coordinator `viewWillTransition(to:with:)` is given. UIKit's
/// transition-coordinator protocols refine `NSObjectProtocol` and require
/// every member, so a stand-in for one is an `NSObject` implementing them
/// all, as it must be to compile against the real SDK.
@MainActor
final class ArticleTransitionCoordinator: NSObject,
  UIViewControllerTransitionCoordinator
{
  var isAnimated: Bool { true }
  var presentationStyle: UIModalPresentationStyle { .fullScreen }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var transitionDuration: TimeInterval { 0.3 }
  var percentComplete: CGFloat { 0 }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  var containerView: UIView { header }
  var targetTransform: CGAffineTransform { .identity }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    nil
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool { true }

  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool { true }

  func notifyWhenInteractionEnds(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}
}

@MainActor let coordinator = ArticleTransitionCoordinator()
