// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty.
//
// The only file of this module with `@objc` and `#selector`, which need the
// Objective-C runtime: scripts/typecheck-apple leaves it out and compiles
// Tests/AppleTypeCheck/Glue/UIKitGlue.swift, which declares the same
// internal API, in its place. Every declaration and attribute here but the
// `@objc` method is marked `// glue-api`, and the marked lines of the two
// files are the same; the script checks both.
#if canImport(UIKit)
  import UIKit

  /// Receives a display link's callbacks and hands them to a closure
  /// (CADisplayLink retains its target, so the target is this small object
  /// and not the clock).
  @MainActor  // glue-api
  final class DisplayLinkTarget: NSObject {  // glue-api
    private let onFrame: @MainActor (CADisplayLink) -> Void  // glue-api

    init(onFrame: @escaping @MainActor (CADisplayLink) -> Void) {  // glue-api
      self.onFrame = onFrame
    }

    /// A display link that calls `onFrame`; not yet added to a run loop.
    func makeDisplayLink() -> CADisplayLink {  // glue-api
      CADisplayLink(target: self, selector: #selector(step(_:)))
    }

    @objc private func step(_ link: CADisplayLink) {
      onFrame(link)
    }
  }
#endif
