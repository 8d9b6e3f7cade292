// TYPE-CHECK AID. Stands in for Sources/ScrollMotionAppKit/SelectorGlue.swift,
// whose `@objc` method and `#selector` need the Objective-C runtime that
// the check compiles without: scripts/typecheck-apple compiles this file in
// its place. The lines marked `// glue-api` here and in the real file are
// the same, and the real file marks every declaration but its `@objc`
// method (the script checks), so the rest of the module, and each pass's
// availability rules, see the glue's real declarations. Never built into a
// product.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  @available(macOS 14, *)  // glue-api
  @MainActor  // glue-api
  final class DisplayLinkTarget: NSObject {  // glue-api
    private let onFrame: @MainActor (CADisplayLink) -> Void  // glue-api

    init(onFrame: @escaping @MainActor (CADisplayLink) -> Void) {  // glue-api
      self.onFrame = onFrame
    }

    func makeDisplayLink(for view: NSView) -> CADisplayLink {  // glue-api
      CADisplayLink()
    }
  }
#endif
