// AppKit only on macOS (Mac Catalyst apps use ScrollMotionUIKit); elsewhere
// this file is empty (scripts/typecheck-apple checks it on Linux against
// stand-ins).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ScrollMotionBridging

  /// Feeds a ``Choreography`` from an `NSScrollView` and writes the
  /// animations' values to views and layers.
  ///
  /// It follows the clip view's `boundsDidChangeNotification`, which is
  /// posted for every scroll, programmatic ones included (unlike
  /// `didLiveScrollNotification`, which only reports the user's). It stops
  /// when the driver goes away. Layer-backed views: animate their layers'
  /// transforms (`wantsLayer = true`).
  ///
  /// The choreography's ``Choreography/scrollActivity`` follows the live
  /// scroll: ``ScrollActivity/tracking`` from
  /// `willStartLiveScrollNotification` to `didEndLiveScrollNotification`,
  /// ``ScrollActivity/idle`` otherwise. AppKit documents no notification
  /// for momentum: forward scroll-wheel events with
  /// ``scrollWheel(with:)`` to have the coasting after a flick reported as
  /// ``ScrollActivity/decelerating``. A scroll not bracketed by the two
  /// notifications (a legacy mouse) leaves the activity idle.
  ///
  /// ```swift
  /// let driver = ScrollViewDriver(scrollView: scrollView)
  /// driver.animate(header.layer!, .opacity, with: fadeOut)
  /// driver.animate(row, .alpha, with: fadeIn, whileVisible: row)
  /// ```
  @MainActor
  public final class ScrollViewDriver {
    /// The animations; add to it directly for values you apply yourself.
    public let choreography: Choreography
    /// The scroll view whose position drives the animations.
    public private(set) weak var scrollView: NSScrollView?

    private let transforms = TransformComposers()
    private let subjects = SubjectTimelines<NSView>()
    private var observation: NotificationObservation?
    /// The live-scroll notifications, which say when the person scrolls
    /// (``Choreography/scrollActivity``).
    private var liveScrollObservations: [NotificationObservation] = []
    private var liveScroll = LiveScrollActivity()
    /// The choreography's time-based motion on the scroll view's display
    /// link (macOS 14); scroll events are stamped with
    /// `CACurrentMediaTime()`, the display link's time base. `nil` before
    /// macOS 14, where crossings and velocities still follow the scroll but
    /// nothing plays between scroll events.
    private lazy var motionFrames: MotionFrames? = {
      guard #available(macOS 14, *), let scrollView else { return nil }
      return MotionFrames(
        choreography: choreography, clock: DisplayLinkClock(view: scrollView),
        now: { CACurrentMediaTime() },
        applying: { frame in
          CATransaction.begin()
          CATransaction.setDisableActions(true)
          frame()
          CATransaction.commit()
        })
    }()

    /// A driver for `scrollView` (held weakly), following its clip view's
    /// bounds changes from now on.
    public init(scrollView: NSScrollView, choreography: Choreography = Choreography()) {
      self.scrollView = scrollView
      self.choreography = choreography
      let clipView = scrollView.contentView
      clipView.postsBoundsChangedNotifications = true
      observation = NotificationObservation(
        NSView.boundsDidChangeNotification, of: clipView
      ) { [weak self] in self?.update() }
      liveScrollObservations = [
        NotificationObservation(NSScrollView.willStartLiveScrollNotification, of: scrollView) {
          [weak self] in self?.updateActivity { $0.liveScrollWillStart() }
        },
        NotificationObservation(NSScrollView.didEndLiveScrollNotification, of: scrollView) {
          [weak self] in self?.updateActivity { $0.liveScrollDidEnd() }
        },
      ]
    }

    /// Tells the driver about a scroll-wheel event, so that the coasting
    /// after a flick (the event's `momentumPhase`) is reported as
    /// ``ScrollActivity/decelerating`` rather than as the person's
    /// tracking. Call it from your `NSScrollView` subclass's
    /// `scrollWheel(with:)`, beside `super`:
    ///
    /// ```swift
    /// override func scrollWheel(with event: NSEvent) {
    ///   driver?.scrollWheel(with: event)
    ///   super.scrollWheel(with: event)
    /// }
    /// ```
    public func scrollWheel(with event: NSEvent) {
      updateActivity {
        $0.scrollWheel(
          phase: LiveScrollActivity.Phase(event.phase),
          momentum: LiveScrollActivity.Phase(event.momentumPhase))
      }
    }

    /// Records a live-scroll event and reports the activity it gives.
    private func updateActivity(_ change: (inout LiveScrollActivity) -> Void) {
      change(&liveScroll)
      choreography.scrollActivity = liveScroll.activity
    }

    /// Drives `target`'s `property` with `animation` on the animation's own
    /// timeline.
    @discardableResult
    public func animate<Root: AnyObject, Value: Equatable>(
      _ target: Root, _ property: AnimatableProperty<Root, Value>,
      with animation: ScrollDrivenAnimation<Value>
    ) -> AnimationID {
      choreography.add(animation, sink: property.makeSink(target, transforms))
    }

    /// Drives `target`'s `property` with `animation` on a view timeline of
    /// `subject`, a view inside the document view, measured on every update
    /// in top-down content coordinates whether or not the document is
    /// flipped.
    @discardableResult
    public func animate<Root: AnyObject, Value: Equatable>(
      _ target: Root, _ property: AnimatableProperty<Root, Value>,
      with animation: ScrollDrivenAnimation<Value>, whileVisible subject: NSView,
      axis: ScrollAxis = .y, startInset: Double = 0, endInset: Double = 0
    ) -> AnimationID {
      subjects.add(
        animation, subject: subject, frame: contentFrame(of: subject) ?? .zero, axis: axis,
        startInset: startInset, endInset: endInset, to: choreography,
        sink: property.makeSink(target, transforms))
    }

    /// Drives `target`'s `property` with a scroll-triggered animation: it
    /// plays by time on the scroll view's display link (macOS 14) when the
    /// scroll position crosses its range. Before macOS 14 there are no
    /// display frames: it takes its actions as the scroll crosses the range
    /// but moves only with scroll events.
    ///
    /// - Returns: Its ID, to `remove(_:)` it.
    @discardableResult
    public func animate<Root: AnyObject, Value: Equatable>(
      _ target: Root, _ property: AnimatableProperty<Root, Value>,
      with animation: ScrollTriggeredAnimation<Value>
    ) -> MotionID {
      let sink = property.makeSink(target, transforms)
      return choreography.add(animation) { sink($0) }
    }

    /// Drives `target`'s `property` with an animation that follows the
    /// scroll with a lag, moved on the scroll view's display link (macOS
    /// 14) until it settles; before macOS 14 it moves only with scroll
    /// events.
    ///
    /// - Returns: Its ID, to `remove(_:)` it.
    @discardableResult
    public func animate<Root: AnyObject, Value: Equatable>(
      _ target: Root, _ property: AnimatableProperty<Root, Value>,
      with animation: SmoothedAnimation<Value>
    ) -> MotionID {
      choreography.add(animation, sink: property.makeSink(target, transforms))
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

    /// Measures the subjects and delivers the values for the current
    /// position, without implicit layer animations; also runs the
    /// choreography's time-based motion
    /// (``Choreography/update(with:at:)``), on a display link from macOS 14.
    public func update() {
      guard let scrollView else { return }
      subjects.remeasure(in: choreography) { [weak self] subject in
        self?.contentFrame(of: subject)
      }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      let metrics = ScrollMetrics(scrollView)
      if let motionFrames {
        motionFrames.update(with: metrics)
      } else {
        choreography.update(with: metrics, at: CACurrentMediaTime())
      }
      CATransaction.commit()
    }

    private func contentFrame(of subject: NSView) -> ScrollRect? {
      scrollView.flatMap { subject.layoutFrame(inContentOf: $0) }
    }
  }

  extension NSView {
    /// The view's frame in `scrollView`'s top-down content coordinates,
    /// whether or not the document view is flipped; `nil` while the view is
    /// not inside the document view.
    func layoutFrame(inContentOf scrollView: NSScrollView) -> ScrollRect? {
      guard let document = scrollView.documentView, let superview else { return nil }
      let rect = superview.convert(frame, to: document)
      return DocumentCoordinates(scrollView).contentRect(documentRect: ScrollRect(rect))
    }

    /// Whether this view's layer sees `y` growing upwards: a layer-backed
    /// view in an unflipped superview.
    var layerIsYUp: Bool { !(superview?.isFlipped ?? false) }
  }
#endif
