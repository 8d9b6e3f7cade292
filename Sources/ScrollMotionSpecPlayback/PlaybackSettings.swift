import ScrollMotion
import ScrollMotionSpec

/// The person's settings a spec follows, as a front end reads them from
/// the platform: Reduce Motion and the layout direction.
///
/// The front ends observe the platform's changes (UIKit's
/// `UIAccessibility.reduceMotionStatusDidChangeNotification` and trait
/// changes, AppKit's `NSWorkspace.accessibilityDisplayOptionsDidChangeNotification`,
/// SwiftUI's environment) and apply the settings when one is posted, so a
/// change shows at once rather than at the next scroll, and a scroll reads
/// none of them.
package struct PlaybackSettings: Hashable, Sendable {
  /// Whether the person asked for reduced motion.
  package var reducesMotion: Bool
  /// The direction the content runs in: the platform's layout direction.
  package var direction: ContentDirection

  /// Settings with reduced motion `reducesMotion` and content running in
  /// `direction`.
  package init(reducesMotion: Bool, direction: ContentDirection) {
    self.reducesMotion = reducesMotion
    self.direction = direction
  }

  /// What applying settings asks of a front end: the least it must redo.
  package enum Change: Hashable, Sendable {
    /// Nothing changed.
    case nothing
    /// The values changed (the direction moved where horizontal progress
    /// starts): write them again.
    case values
    /// What plays changed (reduced motion swapped the animations, and a
    /// cross-fade may add some): restore what was written, bind to the new
    /// animations, then write their values.
    case animations
  }
}

extension SpecPlayer {
  /// Plays under `settings` and returns what that asks of the front end.
  package func apply(_ settings: PlaybackSettings) -> PlaybackSettings.Change {
    let animations = setReducesMotion(settings.reducesMotion)
    let values = setDirection(settings.direction)
    return animations ? .animations : values ? .values : .nothing
  }
}
