// expect: main actor-isolated property 'body' can not be referenced from a nonisolated context
// front end: SwiftUI
// platform: iOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the SwiftUI front end on the iOS pass: View is a
// @MainActor protocol, so its body is read on the main actor only, not from
// a nonisolated function. Never built into a product.
#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 13, macOS 10.15, tvOS 13, visionOS 1, *)
  nonisolated func content<Content: View>(of view: Content) -> Content.Body {
    view.body
  }
#endif
