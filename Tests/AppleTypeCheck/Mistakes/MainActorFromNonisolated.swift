// expect: main actor-isolated property 'alpha' can not be mutated from a nonisolated context
// front end: UIKit
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the UIKit front end to prove the check catches it.
// Never built into a product.
#if canImport(UIKit)
  import UIKit

  nonisolated func fadeOut(_ view: UIView) {
    view.alpha = 0
  }
#endif
