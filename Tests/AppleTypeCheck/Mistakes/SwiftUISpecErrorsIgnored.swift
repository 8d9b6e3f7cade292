// expect: missing argument for parameter 'onError' in call
// front end: SpecSwiftUI
// platform: iOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the SwiftUI spec front end: a SpecScrollView without an
// `onError` handler, which would let a spec's validation errors go
// unnoticed. Never built into a product.
#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  struct SilentSpecView: View {
    let json: String
    var body: some View {
      SpecScrollView(json: json, content: { Text("Card").scrollMotionElement("card1") })
    }
  }
#endif
