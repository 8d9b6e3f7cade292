import ScrollMotion

/// An AppKit scroll view's `ScrollActivity`, from what AppKit documents:
/// `NSScrollView.willStartLiveScrollNotification` (the user starts live
/// scroll tracking: a gesture, or dragging the scroller's knob) and
/// `didEndLiveScrollNotification` (it ends), and, when an app forwards its
/// scroll-wheel events, their `NSEvent.phase` and `momentumPhase` (a
/// momentum phase is the coasting after a flick).
///
/// `didLiveScrollNotification` alone changes nothing: AppKit documents
/// that some user scrolls (legacy mice) are not bracketed by the start and
/// end notifications, so no end would ever say such a scroll stopped.
package struct LiveScrollActivity: Hashable, Sendable {
  /// The phase of a gesture or of its momentum, as `NSEvent.Phase` names
  /// them (an option set there; one phase per event in practice).
  package enum Phase: Hashable, Sendable {
    /// No phase (`NSEvent.Phase` is empty): not part of a gesture.
    case none
    /// Fingers touch the trackpad; a gesture may follow.
    case mayBegin
    /// The gesture or the momentum begins.
    case began
    /// It continues without moving.
    case stationary
    /// It moves.
    case changed
    /// It ends.
    case ended
    /// The system cancelled it.
    case cancelled

    var isUnderway: Bool { self == .began || self == .stationary || self == .changed }
  }

  private var isLive = false
  private var isCoasting = false
  /// Whether the app animates the offset (a running animated scroll); this
  /// wins over the person's scrolling.
  package var isAnimating = false

  /// Nothing under way.
  package init() {}

  /// The activity now.
  package var activity: ScrollActivity {
    if isAnimating { return .animating }
    if isCoasting { return .decelerating }
    return isLive ? .tracking : .idle
  }

  /// Live scroll tracking starts (`willStartLiveScrollNotification`).
  package mutating func liveScrollWillStart() {
    isLive = true
    isCoasting = false
  }

  /// Live scroll tracking ends (`didEndLiveScrollNotification`): nothing
  /// the person does moves the scroll view any more.
  package mutating func liveScrollDidEnd() {
    isLive = false
    isCoasting = false
  }

  /// A scroll-wheel event's gesture `phase` and `momentum` phase: a
  /// gesture under way is the person's (tracking), momentum under way is
  /// coasting (decelerating); the end of the momentum ends both.
  package mutating func scrollWheel(phase: Phase, momentum: Phase) {
    if phase.isUnderway {
      isLive = true
      isCoasting = false
    } else if momentum.isUnderway {
      isCoasting = true
    } else if momentum == .ended || momentum == .cancelled {
      isCoasting = false
      isLive = false
    }
  }
}
