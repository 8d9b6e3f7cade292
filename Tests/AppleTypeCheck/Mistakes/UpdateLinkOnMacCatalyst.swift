// expect: 'UIUpdateLink' is unavailable in Mac Catalyst
// front end: UIKit
// platform: macCatalyst
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the UIKit front end on the Mac Catalyst pass:
// UIUpdateLink is documented for iOS, tvOS and visionOS only, so code that
// reaches it on Mac Catalyst needs `#if !targetEnvironment(macCatalyst)`.
// Never built into a product.
#if canImport(UIKit)
  import UIKit

  @available(iOS 18, tvOS 18, visionOS 2, *)
  @MainActor
  func makeUpdateLink(for view: UIView) -> AnyObject {
    UIUpdateLink(view: view)
  }
#endif
