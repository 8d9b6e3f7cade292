// expect: 'onScrollGeometryChange(for:of:action:)' is only available in iOS 18.0 or newer
// front end: SwiftUI
// platform: iOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the SwiftUI front end on the iOS pass: an iOS 18
// modifier in an extension that is available from iOS 17. Never built into
// a product.
#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  extension View {
    func onScrollOffset(_ action: @escaping (CGFloat) -> Void) -> some View {
      onScrollGeometryChange(
        for: CGFloat.self, of: { $0.contentOffset.y }, action: { _, offset in action(offset) })
    }
  }
#endif
