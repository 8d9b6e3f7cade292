// expect: 'registerForTraitChanges(_:handler:)' is only available in iOS 17.0 or newer
// front end: UIKit
// platform: iOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the UIKit front end on the iOS pass (iOS 15): an iOS
// 17 API called outside `if #available(iOS 17, ...)`. Never built into a
// product.
#if canImport(UIKit)
  import UIKit

  @MainActor
  func followLayoutDirection(of view: UIView, _ changed: @escaping () -> Void) {
    view.registerForTraitChanges([UITraitLayoutDirection.self]) { (_: UIView, _) in changed() }
  }
#endif
