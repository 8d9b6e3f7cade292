// expect: value of type 'NSScrollView' has no member 'contentOffset'
// front end: AppKit
// platform: macOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the AppKit front end: UIKit's `contentOffset` does not
// exist on NSScrollView (its position is the clip view's bounds origin, in
// a possibly unflipped document). Never built into a product.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  @MainActor
  func offset(of scrollView: NSScrollView) -> ScrollPoint {
    ScrollPoint(scrollView.contentOffset)
  }
#endif
