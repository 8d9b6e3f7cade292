// AppKit exists on macOS only (Mac Catalyst apps use ScrollMotionSpecUIKit);
// elsewhere this module is empty.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  @_exported import ScrollMotionAppKit
  @_exported import ScrollMotionSpec
  @_exported import ScrollMotionSpecPlayback
#endif
