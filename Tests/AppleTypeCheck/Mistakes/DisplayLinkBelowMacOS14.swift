// expect: 'CADisplayLink' is only available in macOS 14.0 or newer
// front end: AppKit
// platform: macOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the AppKit front end on the macOS pass (macOS 12): a
// type that stores a CADisplayLink without being macOS 14 itself, as the
// selector glue's target once did. CADisplayLink exists on macOS only from
// 14. Never built into a product.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  @MainActor
  final class FrameTicker {
    var link: CADisplayLink?
  }
#endif
