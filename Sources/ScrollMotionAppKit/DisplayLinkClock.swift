// AppKit only on macOS (Mac Catalyst apps use ScrollMotionUIKit); elsewhere
// this file is empty (scripts/typecheck-apple checks it on Linux against
// stand-ins).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// A ``FrameClock`` on the display link of the screen a view is on
  /// (`NSView.displayLink(target:selector:)`, macOS 14): one frame per
  /// refresh, up to 120 Hz on ProMotion displays, none while the view is
  /// hidden or off-screen.
  @available(macOS 14, *)
  @MainActor
  public final class DisplayLinkClock {
    /// The view whose screen sets the refresh rate.
    public private(set) weak var view: NSView?
    private var link: CADisplayLink?
    private var handler: ((DisplayFrame) -> Void)?

    /// A stopped clock for `view`'s screen (the view is held weakly).
    public init(view: NSView) {
      self.view = view
    }

    /// Whether the display link is running.
    public var isRunning: Bool { link != nil }

    private func deliver(_ link: CADisplayLink) {
      handler?(
        DisplayFrame(
          timestamp: Double(link.timestamp), targetTimestamp: Double(link.targetTimestamp)))
    }
  }

  // An isolated conformance: the display link calls back on the main
  // thread, and the animator that uses the clock lives there too.
  @available(macOS 14, *)
  extension DisplayLinkClock: @MainActor FrameClock {
    /// Starts the display link, delivering each frame to `handler`;
    /// starting again replaces the handler. Does nothing once the view is
    /// gone.
    public func start(_ handler: @escaping (DisplayFrame) -> Void) {
      self.handler = handler
      guard link == nil, let view else { return }
      // The run loop keeps the link, and the link its target, alive: if the
      // clock goes away without being stopped, its link stops itself.
      let target = DisplayLinkTarget { [weak self] link in
        guard let self else { return link.invalidate() }
        self.deliver(link)
      }
      let link = target.makeDisplayLink(for: view)
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    /// Stops the display link and drops the handler.
    public func stop() {
      link?.invalidate()
      link = nil
      handler = nil
    }
  }
#endif
