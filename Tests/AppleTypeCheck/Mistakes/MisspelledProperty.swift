// expect: value of type 'UIScrollView' has no member 'contentOfset'
// front end: UIKit
// platform: iOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the UIKit front end to prove the check catches it.
// Never built into a product.
#if canImport(UIKit)
  import UIKit

  @MainActor
  func misspelled(_ scrollView: UIScrollView) -> ScrollPoint {
    ScrollPoint(scrollView.contentOfset)
  }
#endif
