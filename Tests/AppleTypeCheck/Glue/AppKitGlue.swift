// TYPE-CHECK AID. Stands in for Sources/ScrollMotionAppKit/SelectorGlue.swift,
// whose `@objc` method and `#selector` need the Objective-C runtime that
// Linux lacks: scripts/typecheck-apple compiles this file in its place. Every
// line marked `// glue-api` in the real file must appear here verbatim (the
// script checks). Never built into a product.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  @MainActor
  final class DisplayLinkTarget: NSObject {  // glue-api
    private let onFrame: @MainActor (CADisplayLink) -> Void

    init(onFrame: @escaping @MainActor (CADisplayLink) -> Void) {  // glue-api
      self.onFrame = onFrame
    }

    @available(macOS 14, *)  // glue-api
    func makeDisplayLink(for view: NSView) -> CADisplayLink {  // glue-api
      CADisplayLink()
    }
  }
#endif
