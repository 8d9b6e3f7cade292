// expect: type 'ThemedLayer' does not conform to protocol 'UITraitEnvironment'
// front end: UIKit
// platform: iOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the UIKit front end on the iOS pass: an NSObject that
// adopts UITraitEnvironment without its required `traitCollection` and
// `traitCollectionDidChange(_:)` (UITraitCollection.h), which Xcode rejects.
// Never built into a product.
#if canImport(UIKit)
  import UIKit

  @MainActor
  final class ThemedLayer: NSObject, UITraitEnvironment {
    let layer = CALayer()
  }
#endif
