// Core Animation's display link exists on every Apple platform (on macOS
// from 14) and not on Linux, where this file is empty.
//
// The only file of this module with `@objc` and `#selector`, which need the
// Objective-C runtime: scripts/typecheck-apple leaves it out and compiles
// Tests/AppleTypeCheck/Glue/ScrollMotionAppleGlue.swift, which declares the
// same internal API, in its place. Every declaration and attribute here but
// the `@objc` method is marked `// glue-api`, and the marked lines of the
// two files are the same; the script checks both.
#if canImport(QuartzCore)
  import QuartzCore
  // On macOS a display link is made by the view whose screen it follows
  // (AppKit); elsewhere, Mac Catalyst included, from a target and selector.
  #if os(macOS)
    import AppKit
  #endif

  /// Receives a display link's callbacks and hands them to a closure
  /// (the link retains its target, so the target is this small object and
  /// not the clock).
  @available(macOS 14, *)  // glue-api
  @MainActor  // glue-api
  final class DisplayLinkTarget: NSObject {  // glue-api
    private let onFrame: @MainActor (CADisplayLink) -> Void  // glue-api

    init(onFrame: @escaping @MainActor (CADisplayLink) -> Void) {  // glue-api
      self.onFrame = onFrame
    }

    #if os(macOS)  // glue-api
      /// A display link for the screen `view` is on; not yet added to a run
      /// loop. It delivers nothing while the view is hidden or off-screen.
      func makeDisplayLink(for view: NSView) -> CADisplayLink {  // glue-api
        view.displayLink(target: self, selector: #selector(step(_:)))
      }
    #else  // glue-api
      /// A display link that calls `onFrame`; not yet added to a run loop.
      func makeDisplayLink() -> CADisplayLink {  // glue-api
        CADisplayLink(target: self, selector: #selector(step(_:)))
      }
    #endif  // glue-api

    @objc private func step(_ link: CADisplayLink) {
      onFrame(link)
    }
  }
#endif
