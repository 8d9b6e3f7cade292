import ScrollMotion
import ScrollMotionDriver

/// What a platform's scroll view gives ``SpecViewDriver`` beyond what every
/// driver reads (`ScrollViewPlatform`): the views a spec's elements bind
/// to by name, the person's settings a spec follows, and the table from a
/// spec's properties to its views' properties.
@MainActor
public protocol SpecPlatform: ScrollViewPlatform {
  /// The platform's scroll view (`UIScrollView`, `NSScrollView`).
  associatedtype ScrollView: AnyObject

  /// The platform of `scrollView`, which it holds weakly.
  init(scrollView: ScrollView)

  /// The scroll view, or `nil` once it is gone.
  var scrollView: ScrollView? { get }

  /// What the platform's views do for each of a spec's properties.
  static var specViewProperties: SpecViewProperties<Subject> { get }

  /// Starts following the scroll view's scrolls where the platform
  /// announces them (AppKit's clip view bounds), and changes of its size
  /// (a window resized, a rotation, split view), which no scroll reports
  /// and which can make other variants apply, calling `onScroll` for each,
  /// for as long as the returned objects live. Where the app forwards its
  /// delegate's scroll calls instead (UIKit), only the size changes.
  func followScrolls(_ onScroll: @escaping @MainActor () -> Void) -> [AnyObject]

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
