// AppKit only on macOS (Mac Catalyst apps use ScrollMotionUIKit); elsewhere
// this file is empty (scripts/typecheck-apple checks it on Linux against
// stand-ins).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ScrollMotionApple
  import ScrollMotionDriver

  /// An `NSScrollView` as the drivers read and write it
  /// (``ScrollViewDriver``, ``ScrollViewAnimator``): its clip view's bounds
  /// in top-down content coordinates whether or not the document view is
  /// flipped, the live-scroll notifications, the display link of its screen
  /// (macOS 14) and Core Animation transactions without implicit actions.
  @MainActor
  public final class AppKitPlatform: ScrollViewPlatform {
    /// The scroll view, held weakly.
    public private(set) weak var scrollView: NSScrollView?
    private var observations: [NotificationObservation] = []
    private var liveScroll = LiveScrollActivity()
    /// Called with each change of the person's scrolling.
    package var onActivityChange: ((ScrollActivity) -> Void)?

    /// The platform of `scrollView` (held weakly), following its live-scroll
    /// notifications from now on.
    public init(scrollView: NSScrollView) {
      self.scrollView = scrollView
      observations = [
        NotificationObservation(NSScrollView.willStartLiveScrollNotification, of: scrollView) {
          [weak self] in self?.changeActivity { $0.liveScrollWillStart() }
        },
        NotificationObservation(NSScrollView.didEndLiveScrollNotification, of: scrollView) {
          [weak self] in self?.changeActivity { $0.liveScrollDidEnd() }
        },
      ]
    }

    /// The scroll view's metrics in top-down content coordinates.
    public var metrics: ScrollMetrics? { scrollView.map { ScrollMetrics($0) } }

    /// `nil`: AppKit reports the person's scrolling by notifications and
    /// events as it changes, not as flags to read.
    public var activity: ScrollActivity? { nil }

    /// `subject`'s frame in top-down content coordinates (see
    /// `NSView.layoutFrame(inContentOf:)`).
    public func contentFrame(of subject: NSView) -> ScrollRect? {
      scrollView.flatMap { subject.layoutFrame(inContentOf: $0) }
    }

    /// `CACurrentMediaTime()`, the display link's time base.
    public var currentTime: Double { displayLinkTime }

    /// The display link of the scroll view's screen from macOS 14; `nil`
    /// before, where motion moves only with scroll events.
    public func makeFrameClock() -> (any FrameClock)? {
      guard #available(macOS 14, *), let scrollView else { return nil }
      return DisplayLinkClock(view: scrollView)
    }

    /// Runs `writes` in a Core Animation transaction without implicit
    /// actions.
    public func withoutImplicitAnimations(_ writes: () -> Void) {
      ScrollMotionApple.withoutImplicitAnimations(writes)
    }

    /// Scrolls the clip view so that `offset` (top-down) is at its top
    /// left, converted for an unflipped document view, and updates the
    /// scrollers.
    public func setContentOffset(_ offset: ScrollPoint) {
      guard let scrollView else { return }
      let clipView = scrollView.contentView
      let origin = DocumentCoordinates(scrollView).clipOrigin(
        contentOffset: offset, clipSize: ScrollSize(clipView.bounds.size))
      clipView.scroll(to: CGPoint(origin))
      scrollView.reflectScrolledClipView(clipView)
    }

    /// Whether a live scroll is under way (from
    /// `willStartLiveScrollNotification` to `didEndLiveScrollNotification`,
    /// or forwarded scroll-wheel events); `true` once the scroll view is
    /// gone, which stops an animated scroll.
    public var isUserScrolling: Bool {
      guard scrollView != nil else { return true }
      let activity = liveScroll.activity
      return activity == .tracking || activity == .decelerating
    }

    /// Nothing to stop: AppKit has no offset animation of its own that
    /// would fight the frames.
    public func animatedScrollWillStart() {}

    /// An observation of the clip view's `boundsDidChangeNotification`
    /// (posted for every scroll, programmatic ones included, unlike
    /// `didLiveScrollNotification`) that calls `onScroll` until it is
    /// released; `nil` once the scroll view is gone.
    package func boundsObservation(_ onScroll: @escaping @MainActor () -> Void)
      -> NotificationObservation?
    {
      guard let scrollView else { return nil }
      let clipView = scrollView.contentView
      clipView.postsBoundsChangedNotifications = true
      return NotificationObservation(
        NSView.boundsDidChangeNotification, of: clipView, handler: onScroll)
    }

    /// An observation of the clip view's `frameDidChangeNotification`,
    /// posted when the scroll view is resized (AppKit posts no bounds
    /// change then), that calls `onResize` until it is released; `nil`
    /// once the scroll view is gone.
    package func frameObservation(_ onResize: @escaping @MainActor () -> Void)
      -> NotificationObservation?
    {
      guard let scrollView else { return nil }
      let clipView = scrollView.contentView
      clipView.postsFrameChangedNotifications = true
      return NotificationObservation(
        NSView.frameDidChangeNotification, of: clipView, handler: onResize)
    }

    /// Keeps `observation` for as long as the platform lives.
    package func keep(_ observation: NotificationObservation?) {
      if let observation { observations.append(observation) }
    }

    /// Records a scroll-wheel event's gesture and momentum phases.
    package func scrollWheel(with event: NSEvent) {
      changeActivity {
        $0.scrollWheel(
          phase: LiveScrollActivity.Phase(event.phase),
          momentum: LiveScrollActivity.Phase(event.momentumPhase))
      }
    }

    /// Records a live-scroll event and reports the activity it gives.
    private func changeActivity(_ change: (inout LiveScrollActivity) -> Void) {
      change(&liveScroll)
      onActivityChange?(liveScroll.activity)
    }
  }

  /// Feeds a ``Choreography`` from an `NSScrollView` and writes the
  /// animations' values to views and layers.
  ///
  /// It follows the clip view's `boundsDidChangeNotification`, which is
  /// posted for every scroll, programmatic ones included (unlike
  /// `didLiveScrollNotification`, which only reports the person's), and
  /// its `frameDidChangeNotification`, posted when the scroll view is
  /// resized without a scroll. It stops when the driver goes away. Layer-backed views: animate their
  /// layers' transforms (`wantsLayer = true`), or the views' own
  /// properties (``AnimatableProperty/rotation``, which turn it on).
  ///
  /// The choreography's ``Choreography/scrollActivity`` follows the live
  /// scroll: ``ScrollActivity/tracking`` from
  /// `willStartLiveScrollNotification` to `didEndLiveScrollNotification`,
  /// ``ScrollActivity/idle`` otherwise. AppKit documents no notification
  /// for momentum: forward scroll-wheel events with
  /// ``ChoreographyDriver/scrollWheel(with:)`` to have the coasting after a
  /// flick reported as ``ScrollActivity/decelerating``. A scroll not
  /// bracketed by the two notifications (a legacy mouse) leaves the
  /// activity idle.
  ///
  /// Time-based motion runs on the scroll view's display link from macOS
  /// 14; before, crossings and velocities still follow the scroll but
  /// nothing plays between scroll events.
  ///
  /// ```swift
  /// let driver = ScrollViewDriver(scrollView: scrollView)
  /// driver.animate(header.layer!, .opacity, with: fadeOut)
  /// driver.animate(row, .alpha, with: fadeIn, whileVisible: row)
  /// ```
  ///
  /// The driver's logic is ScrollMotionDriver's ``ChoreographyDriver``,
  /// tested on Linux; this front end supplies ``AppKitPlatform``.
  public typealias ScrollViewDriver = ChoreographyDriver<AppKitPlatform>

  extension ChoreographyDriver where Platform == AppKitPlatform {
    /// A driver for `scrollView` (held weakly), following its clip view's
    /// bounds changes from now on.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view whose position drives the animations.
    ///   - choreography: The animations, empty by default.
    public convenience init(scrollView: NSScrollView, choreography: Choreography = Choreography()) {
      self.init(platform: AppKitPlatform(scrollView: scrollView), choreography: choreography)
      platform.onActivityChange = { [weak choreography] in choreography?.scrollActivity = $0 }
      platform.keep(platform.boundsObservation { [weak self] in self?.update() })
      platform.keep(platform.frameObservation { [weak self] in self?.update() })
    }

    /// The scroll view whose position drives the animations.
    public var scrollView: NSScrollView? { platform.scrollView }

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
      platform.scrollWheel(with: event)
    }
  }

  extension NSView {
    /// The view's frame in `scrollView`'s top-down content coordinates,
    /// whether or not the document view is flipped; `nil` while the view is
    /// not inside the document view.
    package func layoutFrame(inContentOf scrollView: NSScrollView) -> ScrollRect? {
      guard let document = scrollView.documentView, let superview else { return nil }
      let rect = superview.convert(frame, to: document)
      return DocumentCoordinates(scrollView).contentRect(documentRect: ScrollRect(rect))
    }

    /// Whether this view's layer sees `y` growing upwards: a layer-backed
    /// view in an unflipped superview.
    var layerIsYUp: Bool { !(superview?.isFlipped ?? false) }
  }
#endif
