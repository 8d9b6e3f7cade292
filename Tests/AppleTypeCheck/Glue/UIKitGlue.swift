// TYPE-CHECK AID. Stands in for Sources/ScrollMotionUIKit/SelectorGlue.swift,
// whose `@objc` methods and `#selector` need the Objective-C runtime that
// Linux lacks: scripts/typecheck-apple compiles this file in its place. Every
// line marked `// glue-api` in the real file must appear here verbatim (the
// script checks), so the rest of the module is checked against the same
// internal API. Never built into a product.
#if canImport(UIKit)
  import UIKit

  @MainActor
  final class DisplayLinkTarget: NSObject {  // glue-api
    private let onFrame: @MainActor (CADisplayLink) -> Void

    init(onFrame: @escaping @MainActor (CADisplayLink) -> Void) {  // glue-api
      self.onFrame = onFrame
    }

    func makeDisplayLink() -> CADisplayLink {  // glue-api
      CADisplayLink()
    }
  }
#endif
