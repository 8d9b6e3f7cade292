// AppKit only on macOS (Mac Catalyst apps use ScrollMotionUIKit); elsewhere
// this file is empty.
//
// The only file of this module with `@objc` and `#selector`, which need the
// Objective-C runtime: scripts/typecheck-apple leaves it out and compiles
// Tests/AppleTypeCheck/Glue/AppKitGlue.swift, which declares the same
// internal API, in its place. Every declaration and attribute here but the
// `@objc` method is marked `// glue-api`, and the marked lines of the two
// files are the same; the script checks both.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// Receives a view's display-link callbacks and hands them to a closure
  /// (the link retains its target, so the target is this small object).
  @available(macOS 14, *)  // glue-api
  @MainActor  // glue-api
  final class DisplayLinkTarget: NSObject {  // glue-api
    private let onFrame: @MainActor (CADisplayLink) -> Void  // glue-api

    init(onFrame: @escaping @MainActor (CADisplayLink) -> Void) {  // glue-api
      self.onFrame = onFrame
    }

    /// A display link for the screen `view` is on; not yet added to a run
    /// loop. It delivers nothing while the view is hidden or off-screen.
    func makeDisplayLink(for view: NSView) -> CADisplayLink {  // glue-api
      view.displayLink(target: self, selector: #selector(step(_:)))
    }

    @objc private func step(_ link: CADisplayLink) {
      onFrame(link)
    }
  }
#endif
