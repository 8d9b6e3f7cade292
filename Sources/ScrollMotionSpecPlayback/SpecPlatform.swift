import ScrollMotion
import ScrollMotionDriver

/// What a platform's scroll view gives ``SpecViewDriver`` beyond what every
/// driver reads (`ScrollViewPlatform`): the views a spec's elements bind
/// to by name, and the person's settings a spec follows.
@MainActor
public protocol SpecPlatform: ScrollViewPlatform {
  /// The view in the scroll view's hierarchy identified as `name` (UIKit's
  /// `accessibilityIdentifier`, AppKit's `identifier`), breadth first, or
  /// `nil`.
  func subject(identifiedBy name: String) -> Subject?

  /// Whether the person asked for reduced motion (Reduce Motion).
  var reducesMotion: Bool { get }

  /// The direction the scroll view's content runs in (its layout
  /// direction).
  var contentDirection: ContentDirection { get }

  /// Calls `onChange` whenever ``reducesMotion`` or ``contentDirection``
  /// may have changed, for as long as the returned objects live.
  func observeSettings(_ onChange: @escaping @MainActor () -> Void) -> [AnyObject]
}

extension SpecPlatform {
  /// The settings as the platform has them now.
  var settings: PlaybackSettings {
    PlaybackSettings(reducesMotion: reducesMotion, direction: contentDirection)
  }
}
