// expect: conformance of 'NSKeyValueObservation' to 'Sendable' is only available in iOS 16.0 or newer
// front end: UIKit
// platform: iOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the UIKit front end on the iOS pass (iOS 15): a
// key-value observation used as a Sendable value, which it is only from
// iOS 16 (Foundation.swiftinterface: `@available(iOS 16.0, ...) extension
// NSKeyValueObservation : @unchecked Sendable`). Never built into a
// product.
#if canImport(UIKit)
  import UIKit

  @MainActor
  func handOff(
    _ observation: NSKeyValueObservation, to end: @escaping @Sendable (any Sendable) -> Void
  ) {
    end(observation)
  }
#endif
