// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty (scripts/typecheck-apple checks it on Linux against stand-ins).
#if canImport(UIKit)
  import UIKit

  /// A ``FrameClock`` on a `CADisplayLink`: one frame per screen refresh,
  /// up to 120 Hz on ProMotion displays.
  ///
  /// The link exists only while the clock runs, and is added to the main
  /// run loop in its common modes, so frames keep coming while the user
  /// touches the screen. Each frame reports the link's `timestamp` and
  /// `targetTimestamp`; animations compute positions for the target, the
  /// moment the frame appears.
  @MainActor
  public final class DisplayLinkClock {
    private var link: CADisplayLink?
    private var handler: ((DisplayFrame) -> Void)?

    /// The highest frame rate to ask for, in frames per second; 120 by
    /// default. The system may deliver fewer (Low Power Mode, a 60 Hz
    /// display).
    public var maximumFrameRate: Float

    /// A stopped clock.
    public init(maximumFrameRate: Float = 120) {
      self.maximumFrameRate = maximumFrameRate
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
  extension DisplayLinkClock: @MainActor FrameClock {
    /// Starts the display link, delivering each frame to `handler`;
    /// starting again replaces the handler.
    public func start(_ handler: @escaping (DisplayFrame) -> Void) {
      self.handler = handler
      guard link == nil else { return }
      // The run loop keeps the link, and the link its target, alive: if the
      // clock goes away without being stopped, its link stops itself.
      let target = DisplayLinkTarget { [weak self] link in
        guard let self else { return link.invalidate() }
        self.deliver(link)
      }
      let link = target.makeDisplayLink()
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
