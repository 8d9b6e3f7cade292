// SwiftUI exists on Apple platforms only; on Linux this module is empty.
#if canImport(SwiftUI)
  @_exported import ScrollMotionSpec
  @_exported import ScrollMotionSwiftUI
#endif
