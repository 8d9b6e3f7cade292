// TYPE-CHECK AID. Stands in for Sources/ScrollMotionApple/SelectorGlue.swift,
// whose `@objc` methods and `#selector` need the Objective-C runtime that
// the check compiles without: scripts/typecheck-apple compiles this file in
// its place. The lines marked `// glue-api` here and in the real file are
// the same, and the real file marks every declaration but its `@objc`
// method (the script checks), so the rest of the module, and each pass's
// availability rules, see the glue's real declarations. Never built into a
// product.
#if canImport(QuartzCore)
  import QuartzCore
  #if os(macOS)
    import AppKit
  #endif

  @available(macOS 14, *)  // glue-api
  @MainActor  // glue-api
  final class DisplayLinkTarget: NSObject {  // glue-api
    private let onFrame: @MainActor (CADisplayLink) -> Void  // glue-api

    init(onFrame: @escaping @MainActor (CADisplayLink) -> Void) {  // glue-api
      self.onFrame = onFrame
    }

    #if os(macOS)  // glue-api
      func makeDisplayLink(for view: NSView) -> CADisplayLink {  // glue-api
        CADisplayLink()
      }
    #else  // glue-api
      func makeDisplayLink() -> CADisplayLink {  // glue-api
        CADisplayLink()
      }
    #endif  // glue-api
  }
#endif
