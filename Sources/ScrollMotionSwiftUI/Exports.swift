// SwiftUI exists on Apple platforms only; on Linux this module is empty.
#if canImport(SwiftUI)
  @_exported import ScrollMotion
  @_exported import ScrollMotionApple
  @_exported import ScrollMotionDriver
#endif
