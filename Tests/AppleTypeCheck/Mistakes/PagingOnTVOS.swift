// expect: 'isPagingEnabled' is unavailable in tvOS
// front end: UIKit
// platform: tvOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the UIKit front end on the tvOS pass: UIScrollView
// has no paging on tvOS (UIScrollView.h marks `pagingEnabled`
// API_UNAVAILABLE(tvos)), so a tvOS build of this fails in Xcode. Never
// built into a product.
#if canImport(UIKit)
  import UIKit

  @MainActor
  func makePager() -> UIScrollView {
    let pager = UIScrollView()
    pager.isPagingEnabled = true
    return pager
  }
#endif
