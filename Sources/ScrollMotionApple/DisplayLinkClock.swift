// A display link exists on every Apple platform (on macOS from 14, made by a
// view for its screen) and not on Linux; on Linux this file is empty and
// scripts/typecheck-apple checks it against stand-ins.
#if canImport(QuartzCore)
  import QuartzCore
  import ScrollMotion
  // On macOS a display link is made by the view whose screen it follows
  // (AppKit); elsewhere, Mac Catalyst included, from a target and selector.
  #if os(macOS)
    import AppKit
  #endif

  /// A ``FrameClock`` on a `CADisplayLink`: one frame per screen refresh,
  /// up to 120 Hz on ProMotion displays.
  ///
  /// The link exists only while the clock runs, and is added to the main
  /// run loop in its common modes, so frames keep coming while the person
  /// touches the screen or drags a scroller. Each frame reports the link's
  /// `timestamp` and `targetTimestamp`; animations compute positions for the
  /// target, the moment the frame appears. On macOS the link is the one of
  /// the screen a view is on (`NSView.displayLink(target:selector:)`), which
  /// delivers nothing while the view is hidden or off-screen.
  @available(macOS 14, *)
  @MainActor
  public final class DisplayLinkClock {
    private var link: CADisplayLink?
    private var handler: ((DisplayFrame) -> Void)?

    /// The highest frame rate to ask for, in frames per second; 120 by
    /// default. The system may deliver fewer (Low Power Mode, a 60 Hz
    /// display). Not finite or below 1: 120.
    public var maximumFrameRate: Float

    // A macOS link follows a view's screen; elsewhere the link follows the
    // device's display and needs no view.
    #if os(macOS)
      /// The view whose screen sets the refresh rate.
      public private(set) weak var view: NSView?

      /// A stopped clock for `view`'s screen (the view is held weakly; once
      /// it is gone the clock delivers nothing).
      public init(view: NSView, maximumFrameRate: Float = 120) {
        self.view = view
        self.maximumFrameRate = maximumFrameRate
      }

      private func makeLink(_ target: DisplayLinkTarget) -> CADisplayLink? {
        view.map { target.makeDisplayLink(for: $0) }
      }
    #else
      /// A stopped clock.
      public init(maximumFrameRate: Float = 120) {
        self.maximumFrameRate = maximumFrameRate
      }

      private func makeLink(_ target: DisplayLinkTarget) -> CADisplayLink? {
        target.makeDisplayLink()
      }
    #endif

    /// Whether the display link is running.
    public var isRunning: Bool { link != nil }

    private func deliver(_ link: CADisplayLink) {
      handler?(
        DisplayFrame(
          timestamp: Double(link.timestamp), targetTimestamp: Double(link.targetTimestamp)))
    }
  }

  // An isolated conformance: the display link calls back on the main
  // thread, and the drivers that use the clock live there too.
  @available(macOS 14, *)
  extension DisplayLinkClock: @MainActor FrameClock {
    /// Starts the display link, delivering each frame to `handler`;
    /// starting again replaces the handler. On macOS it does nothing once
    /// the view is gone.
    public func start(_ handler: @escaping (DisplayFrame) -> Void) {
      self.handler = handler
      guard link == nil else { return }
      // The run loop keeps the link, and the link its target, alive: if the
      // clock goes away without being stopped, its link stops itself.
      let target = DisplayLinkTarget { [weak self] link in
        guard let self else { return link.invalidate() }
        self.deliver(link)
      }
      guard let link = makeLink(target) else { return }
      let maximum = maximumFrameRate.isFinite ? Swift.max(maximumFrameRate, 1) : 120
      link.preferredFrameRateRange = CAFrameRateRange(
        minimum: Swift.min(30, maximum), maximum: maximum, preferred: maximum)
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
