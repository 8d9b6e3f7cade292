// swift-format-ignore-file
// expect: iOS 26.4 is newer than the iOS 26.0 SDK of the oldest supported Xcode
// CHECK AID: a deliberate mistake that scripts/check-swift-version
// --self-test must find: an API behind `#available(iOS 26.4, *)` needs the
// iOS 26.4 SDK, which Xcode 26.0 does not have. Never compiled.

func refresh() {
  if #available(iOS 26.4, macOS 26.4, *) {
    print("newer")
  }
}
