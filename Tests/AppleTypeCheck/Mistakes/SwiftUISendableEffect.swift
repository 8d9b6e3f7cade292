// expect: capture of 'choreography' with non-Sendable type 'Choreography' in a '@Sendable' closure
// front end: SwiftUI
// platform: iOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the SwiftUI front end: a `visualEffect` closure is
// @Sendable and may not capture a Choreography (a class). Never built into a
// product.
#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  extension View {
    func misuse(_ choreography: Choreography) -> some View {
      visualEffect { content, _ in
        content.opacity(Double(choreography.count))
      }
    }
  }
#endif
