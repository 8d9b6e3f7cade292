// expect: type 'EveryFrame' does not conform to protocol 'TimelineSchedule'
// front end: SwiftUI
// platform: iOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the SwiftUI front end on the iOS pass: a timeline
// schedule without the dates a TimelineView asks it for (TimelineSchedule
// requires `entries(from:mode:)` and its `Entries` sequence), which Xcode
// rejects. Never built into a product.
#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 15, macOS 12, tvOS 15, visionOS 1, *)
  struct EveryFrame: TimelineSchedule {
    var paused = false
  }
#endif
