// expect: type 'ImmediateTransition' does not conform to protocol 'NSObjectProtocol'
// front end: UIKit
// platform: iOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the UIKit front end on the iOS pass: a transition
// coordinator, say for a test, that implements every member but is not an
// NSObject. UIViewControllerTransitionCoordinator and its context refine
// NSObjectProtocol (UIViewControllerTransitionCoordinator.h), so Xcode
// rejects this too ("cannot declare conformance to 'NSObjectProtocol' in
// Swift; 'ImmediateTransition' should inherit 'NSObject' instead"). Never
// built into a product.
#if canImport(UIKit)
  import UIKit

  @MainActor
  final class ImmediateTransition: UIViewControllerTransitionCoordinator {
    let containerView = UIView()
    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .fullScreen }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 1 }
    var completionVelocity: CGFloat { 0 }
    var completionCurve: UIView.AnimationCurve { .linear }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
      nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      animation?(self)
      completion?(self)
      return true
    }

    func animateAlongsideTransition(
      in view: UIView?,
      animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionEnds(
      _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {}

    func notifyWhenInteractionChanges(
      _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {}
  }
#endif
