// expect: main actor-isolated property 'alpha' can not be mutated from a nonisolated context
// front end: UIKit
// platform: iOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the UIKit front end on the iOS pass, whose
// _Concurrency is the real one built for iOS, to prove the pass catches it.
// Never built into a product.
#if canImport(UIKit)
  import UIKit

  nonisolated func fadeOut(_ view: UIView) {
    view.alpha = 0
  }
#endif
