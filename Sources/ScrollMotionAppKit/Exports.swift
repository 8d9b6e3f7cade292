// AppKit only on macOS; Mac Catalyst can import AppKit too but its views are
// UIKit's, so it uses ScrollMotionUIKit. Elsewhere this module is empty.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  @_exported import ScrollMotion
  @_exported import ScrollMotionApple
  @_exported import ScrollMotionDriver
#endif
