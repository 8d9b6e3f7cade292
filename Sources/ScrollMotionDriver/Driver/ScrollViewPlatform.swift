import ScrollMotion

/// A platform's scroll view, as the drivers read and write it: the small
/// protocol that UIKit and AppKit implement for ``ChoreographyDriver`` and
/// ``ContentOffsetAnimator``, and that a test implements with plain numbers.
///
/// Everything else the drivers do (adding and removing animations, measuring
/// subjects, composing transforms, restoring a property's own value, running
/// a frame clock only while motion needs frames) is written once, in terms
/// of these requirements.
@MainActor
public protocol ScrollViewPlatform: AnyObject {
  /// The views whose frames a view timeline measures (`UIView`, `NSView`).
  associatedtype Subject: AnyObject

  /// The scroll view's metrics now, or `nil` once the scroll view is gone.
  var metrics: ScrollMetrics? { get }

  /// What moves the scroll view now, read on every update; `nil` where the
  /// platform reports it as it changes instead (AppKit's live-scroll
  /// notifications set `Choreography.scrollActivity` themselves).
  var activity: ScrollActivity? { get }

  /// `subject`'s layout frame in the scroll view's top-down content
  /// coordinates, without its transform (a view timeline measures the layout
  /// box, as CSS does); `nil` while it is not in the scroll view.
  func contentFrame(of subject: Subject) -> ScrollRect?

  /// The time now, in seconds on the time base of
  /// ``makeFrameClock()``'s frames (`CACurrentMediaTime()` for a display
  /// link).
  var currentTime: Double { get }

  /// A clock of display frames for time-based motion, or `nil` where the
  /// platform has none (AppKit before macOS 14): motion then moves only with
  /// scroll events.
  func makeFrameClock() -> (any FrameClock)?

  /// Runs `writes` so that the platform does not animate them implicitly
  /// (a Core Animation transaction with actions disabled): the scroll
  /// position is the clock.
  func withoutImplicitAnimations(_ writes: () -> Void)

  /// Moves the content to `offset` (top-down content coordinates, already
  /// clamped into the scrollable range), as an animated scroll's frame does.
  func setContentOffset(_ offset: ScrollPoint)

  /// Whether the person is moving the scroll view now: an animated scroll
  /// stops where it is as soon as this is true.
  var isUserScrolling: Bool { get }

  /// Called when an animated scroll starts, before its first frame: stops
  /// the platform's own animation of the offset (UIKit's
  /// `setContentOffset(_:animated:)`), or forgets an earlier live scroll.
  func animatedScrollWillStart()
}
