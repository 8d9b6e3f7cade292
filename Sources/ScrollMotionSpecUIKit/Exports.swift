// UIKit exists on iOS, tvOS, visionOS and Mac Catalyst only; elsewhere
// (macOS AppKit, Linux) this module is empty.
#if canImport(UIKit)
  @_exported import ScrollMotionSpec
  @_exported import ScrollMotionSpecPlayback
  @_exported import ScrollMotionUIKit
#endif
