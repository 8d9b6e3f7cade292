// AppKit only on macOS (Mac Catalyst apps use ScrollMotionUIKit); elsewhere
// this file is empty.
//
// The only file of this module with `@objc` and `#selector`, which need the
// Objective-C runtime: scripts/typecheck-apple leaves it out and compiles
// Tests/AppleTypeCheck/Glue/AppKitGlue.swift, which declares the same
// internal API, in its place. Lines marked `// glue-api` must appear
// verbatim in that file; the script checks it.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// Receives a view's display-link callbacks and hands them to a closure
  /// (the link retains its target, so the target is this small object).
  @MainActor
  final class DisplayLinkTarget: NSObject {  // glue-api
    private let onFrame: @MainActor (CADisplayLink) -> Void

    init(onFrame: @escaping @MainActor (CADisplayLink) -> Void) {  // glue-api
      self.onFrame = onFrame
    }

    /// A display link for the screen `view` is on; not yet added to a run
    /// loop. It delivers nothing while the view is hidden or off-screen.
    @available(macOS 14, *)  // glue-api
    func makeDisplayLink(for view: NSView) -> CADisplayLink {  // glue-api
      view.displayLink(target: self, selector: #selector(step(_:)))
    }

    @objc private func step(_ link: CADisplayLink) {
      onFrame(link)
    }
  }
#endif
