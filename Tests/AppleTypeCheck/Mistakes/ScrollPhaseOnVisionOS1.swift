// expect: 'onScrollPhaseChange' is only available in visionOS 2.0 or newer
// front end: SwiftUI
// platform: visionOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the SwiftUI front end on the visionOS pass (visionOS
// 1): an extension marked available from iOS 17 and visionOS 1 that uses a
// modifier visionOS has only from 2. Never built into a product.
#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  extension View {
    func onScrollStart(_ action: @escaping () -> Void) -> some View {
      onScrollPhaseChange { old, new in
        if old == .idle && new != .idle { action() }
      }
    }
  }
#endif
