// UIKit exists on iOS, tvOS, visionOS and Mac Catalyst only; elsewhere
// (macOS AppKit, Linux) this module is empty.
#if canImport(UIKit)
  @_exported import ScrollMotion
  @_exported import ScrollMotionApple
  @_exported import ScrollMotionDriver
#endif
