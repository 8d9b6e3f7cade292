// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty (scripts/typecheck-apple checks it on Linux against stand-ins).
// UIUpdateLink is documented for iOS, iPadOS, tvOS and visionOS 18 and not
// for Mac Catalyst, which keeps the display-link clock.
#if canImport(UIKit) && !targetEnvironment(macCatalyst)
  import UIKit

  /// A ``FrameClock`` on a `UIUpdateLink` (iOS 18, tvOS 18, visionOS 2):
  /// frames delivered as part of UIKit's own UI update, timed by its
  /// `modelTime` and `estimatedPresentationTime`, with no selector.
  ///
  /// ``ScrollViewAnimator`` uses it where it is available and falls back to
  /// ``DisplayLinkClock`` elsewhere.
  @available(iOS 18, tvOS 18, visionOS 2, *)
  @MainActor
  public final class UpdateLinkClock {
    /// The view whose window scene's updates are followed.
    public private(set) weak var view: UIView?
    private var link: UIUpdateLink?
    private var handler: ((DisplayFrame) -> Void)?

    /// A stopped clock for `view` (held weakly).
    public init(view: UIView) {
      self.view = view
    }

    /// Whether the update link is running.
    public var isRunning: Bool { link != nil }
  }

  // An isolated conformance: UIUpdateLink is main-actor isolated and calls
  // back on the main thread.
  @available(iOS 18, tvOS 18, visionOS 2, *)
  extension UpdateLinkClock: @MainActor FrameClock {
    /// Starts continuous UI updates, delivering one frame per update to
    /// `handler`; starting again replaces the handler. Does nothing once the
    /// view is gone.
    public func start(_ handler: @escaping (DisplayFrame) -> Void) {
      self.handler = handler
      guard link == nil, let view else { return }
      let link = UIUpdateLink(view: view)
      link.addAction(to: .beforeCADisplayLinkDispatch) { [weak self] link, info in
        guard let self else {
          link.isEnabled = false
          return
        }
        self.handler?(
          DisplayFrame(timestamp: info.modelTime, targetTimestamp: info.estimatedPresentationTime))
      }
      link.requiresContinuousUpdates = true
      link.isEnabled = true
      self.link = link
    }

    /// Stops the updates and drops the handler.
    public func stop() {
      link?.isEnabled = false
      link = nil
      handler = nil
    }
  }
#endif
