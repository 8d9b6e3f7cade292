// expect: type 'ScrollForwarder' does not conform to protocol 'NSObjectProtocol'
// front end: UIKit
// platform: iOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the UIKit front end on the iOS pass: a scroll-view
// delegate that is not an NSObject. UIScrollViewDelegate refines
// NSObjectProtocol (UIScrollView.h), so Xcode rejects this too, in its words
// "cannot declare conformance to 'NSObjectProtocol' in Swift;
// 'ScrollForwarder' should inherit 'NSObject' instead". Never built into a
// product.
#if canImport(UIKit)
  import UIKit

  @MainActor
  final class ScrollForwarder: UIScrollViewDelegate {
    var onScroll: (UIScrollView) -> Void = { _ in }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      onScroll(scrollView)
    }
  }
#endif
