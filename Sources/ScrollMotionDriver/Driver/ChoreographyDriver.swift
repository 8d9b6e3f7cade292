import ScrollMotion

/// Feeds a `Choreography` from a platform's scroll view and writes the
/// animations' values to its views and layers: the one driver behind
/// ScrollMotionUIKit's and ScrollMotionAppKit's `ScrollViewDriver`.
///
/// Animations on a view timeline
/// (``animate(_:_:with:whileVisible:axis:startInset:endInset:)``) measure
/// their subject on every update and move to a new timeline only when the
/// subject moved, so layout changes, rotation and cell reuse are followed
/// without any call from the app. Subjects are held weakly: when one goes
/// away, so do its animations.
///
/// Time-based motion (range crossings, triggered and smoothed animations,
/// velocities) runs on the platform's frame clock, which runs only while
/// the motion needs frames. Every write, on a scroll or a frame, happens
/// without implicit animations.
///
/// On Apple platforms you use it through the front ends' `ScrollViewDriver`;
/// anything that conforms to ``ScrollViewPlatform`` can be driven the same
/// way.
@MainActor
public final class ChoreographyDriver<Platform: ScrollViewPlatform> {
  /// The animations; add to it directly for values you apply yourself.
  public let choreography: Choreography
  /// The scroll view, as the driver reads and writes it.
  public let platform: Platform

  private let composers = PartComposers()
  private let subjects = SubjectTimelines<Platform.Subject>()
  /// The motion's frames, made with the first update (the platform's clock
  /// may need the scroll view in a window); `nil` where it has no clock.
  private var motionFrames: MotionFrames?
  private var hasAskedForClock = false

  /// A driver for `platform`'s scroll view.
  ///
  /// - Parameters:
  ///   - platform: The scroll view.
  ///   - choreography: The animations, empty by default.
  public init(platform: Platform, choreography: Choreography = Choreography()) {
    self.platform = platform
    self.choreography = choreography
  }

  /// The scroll view's current metrics, or `nil` once it is gone.
  public var metrics: ScrollMetrics? { platform.metrics }

  /// Drives `target`'s `property` with `animation` on the animation's own
  /// timeline (a scroll timeline, or a view timeline you measured).
  ///
  /// - Returns: The animation's ID, to ``remove(_:)-(AnimationID)`` it.
  @discardableResult
  public func animate<Root: AnyObject, Value: Equatable>(
    _ target: Root, _ property: AnimatableProperty<Root, Value>,
    with animation: ScrollDrivenAnimation<Value>
  ) -> AnimationID {
    choreography.add(animation, sink: property.makeSink(target, composers))
  }

  /// Drives `target`'s `property` with `animation` on a view timeline of
  /// `subject` (often the target itself): the animation's timeline is
  /// replaced by one that tracks where `subject` is in the scroll view,
  /// measured on every update.
  ///
  /// The subject is held weakly; when it goes away, so does the animation.
  ///
  /// - Parameters:
  ///   - target: The object whose property is written.
  ///   - property: The property.
  ///   - animation: The animation; its timeline is replaced.
  ///   - subject: The view whose position in the scroll view is the
  ///     timeline, held weakly.
  ///   - axis: The axis along which the subject crosses the scroll view.
  ///   - startInset: Points by which the view timeline's start edge moves
  ///     inwards.
  ///   - endInset: Points by which its end edge moves inwards.
  /// - Returns: The animation's ID, to ``remove(_:)-(AnimationID)`` it.
  @discardableResult
  public func animate<Root: AnyObject, Value: Equatable>(
    _ target: Root, _ property: AnimatableProperty<Root, Value>,
    with animation: ScrollDrivenAnimation<Value>, whileVisible subject: Platform.Subject,
    axis: ScrollAxis = .y, startInset: Double = 0, endInset: Double = 0
  ) -> AnimationID {
    subjects.add(
      animation, subject: subject, frame: platform.contentFrame(of: subject) ?? .zero,
      axis: axis, startInset: startInset, endInset: endInset, to: choreography,
      sink: property.makeSink(target, composers))
  }

  /// Drives `target`'s `property` with a scroll-triggered animation: it
  /// plays by time on the driver's frame clock when the scroll position
  /// crosses its range. Where the platform has no frame clock it takes its
  /// actions as the scroll crosses the range but moves only with scroll
  /// events.
  ///
  /// - Returns: Its ID, to ``remove(_:)-(MotionID)`` it.
  @discardableResult
  public func animate<Root: AnyObject, Value: Equatable>(
    _ target: Root, _ property: AnimatableProperty<Root, Value>,
    with animation: ScrollTriggeredAnimation<Value>
  ) -> MotionID {
    let sink = property.makeSink(target, composers)
    return choreography.add(animation) { sink($0) }
  }

  /// Drives `target`'s `property` with an animation that follows the scroll
  /// with a lag, moved on the driver's frame clock until it settles (where
  /// the platform has no frame clock, only with scroll events).
  ///
  /// - Returns: Its ID, to ``remove(_:)-(MotionID)`` it.
  @discardableResult
  public func animate<Root: AnyObject, Value: Equatable>(
    _ target: Root, _ property: AnimatableProperty<Root, Value>,
    with animation: SmoothedAnimation<Value>
  ) -> MotionID {
    choreography.add(animation, sink: property.makeSink(target, composers))
  }

  /// Removes an animation; its property keeps its last value.
  public func remove(_ id: AnimationID) {
    subjects.forget(id)
    choreography.remove(id)
  }

  /// Removes a scroll-triggered or smoothed animation (or anything else
  /// time-based added to ``choreography``); its property keeps its last
  /// value. Unknown or already removed IDs are ignored.
  public func remove(_ id: MotionID) {
    choreography.remove(id)
  }

  /// Measures the subjects and delivers the values for the scroll view's
  /// current position, without implicit animations; also runs the
  /// choreography's time-based motion (`Choreography.update(with:at:)`):
  /// crossings fire, triggered and smoothed animations play on the frame
  /// clock while they move, and `Choreography.scrollActivity` follows the
  /// platform's ``ScrollViewPlatform/activity``. Does nothing once the
  /// scroll view is gone.
  public func update() {
    guard let metrics = platform.metrics else { return }
    let platform = self.platform
    subjects.remeasure(in: choreography) { platform.contentFrame(of: $0) }
    let frames = motionFramesMadeOnce()
    let activity = platform.activity
    platform.withoutImplicitAnimations {
      if let frames {
        frames.update(with: metrics, activity: activity)
      } else {
        if let activity { choreography.scrollActivity = activity }
        choreography.update(with: metrics, at: platform.currentTime)
      }
    }
  }

  /// Whether the frame clock is running (time-based motion still moves).
  package var isRunningFrames: Bool { motionFrames?.isRunning ?? false }

  private func motionFramesMadeOnce() -> MotionFrames? {
    guard !hasAskedForClock else { return motionFrames }
    hasAskedForClock = true
    let platform = self.platform
    motionFrames = platform.makeFrameClock().map { clock in
      MotionFrames(
        choreography: choreography, clock: clock, now: { platform.currentTime },
        applying: { frame in platform.withoutImplicitAnimations(frame) })
    }
    return motionFrames
  }
}
