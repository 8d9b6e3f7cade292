/// What is moving the scroll view, as the platform reports it: the states
/// SwiftUI calls scroll phases, under a name of our own.
///
/// The core cannot see fingers: a front end converts what its platform
/// says (UIKit's `isTracking` and `isDecelerating`, SwiftUI's
/// `onScrollPhaseChange`, a running ``ScrollAnimator``) into this and
/// hands it to the code that reacts to it.
public enum ScrollActivity: Hashable, Sendable {
  /// Nothing moves the content.
  case idle
  /// The user controls the content: a finger (or pointer, or wheel) is on
  /// it, moving it or about to.
  case tracking
  /// The content coasts after the user let go.
  case decelerating
  /// The app moves the content (an animated scroll).
  case animating

  /// Whether anything moves the content.
  public var isScrolling: Bool { self != .idle }
}
