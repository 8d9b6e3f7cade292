// expect: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'
// front end: UIKit
// platform: iOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the UIKit front end on the iOS pass: a view controller
// with an initializer of its own but not NSCoding's required init(coder:),
// which UIViewController declares (UIViewController.h) and Xcode demands of
// such a subclass. Never built into a product.
#if canImport(UIKit)
  import UIKit

  final class ChoreographyViewController: UIViewController {
    let choreography: Choreography

    init(choreography: Choreography) {
      self.choreography = choreography
      super.init(nibName: nil, bundle: nil)
    }
  }
#endif
