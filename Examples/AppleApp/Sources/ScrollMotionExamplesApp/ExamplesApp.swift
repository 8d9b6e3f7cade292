// The example app: one list from which every screen in
// Sources/ScrollMotionExamples is reachable, on an iOS simulator or device
// and natively on a Mac. Open Examples/ScrollMotionExamples.xcodeproj and run
// the ScrollMotionExamplesApp scheme (see Examples/AppleApp/README.md).
//
// SwiftUI exists on every Apple platform; on Linux scripts/typecheck-apple
// compiles this folder against its stand-ins, so `canImport` keeps the file
// empty anywhere else.
#if canImport(SwiftUI)
  import SwiftUI

  @main
  struct ExamplesApp: App {
    var body: some Scene {
      WindowGroup {
        ExampleList()
      }
    }
  }
#endif
