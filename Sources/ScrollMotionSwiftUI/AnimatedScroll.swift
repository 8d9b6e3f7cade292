// SwiftUI exists on Apple platforms only; on Linux this file is empty
// (scripts/typecheck-apple checks it against stand-ins).
#if canImport(SwiftUI)
  import ScrollMotionDriver
  import SwiftUI

  /// A request to scroll to a content offset with a chosen duration and
  /// easing, or along a spring, for ``SwiftUI/View/animatedScroll(_:position:completion:)``.
  ///
  /// Each request is distinct, even with the same target: setting a new
  /// one starts (or retargets) the motion.
  public struct AnimatedScrollRequest: Equatable, Sendable {
    /// How the offset moves.
    public enum Motion: Sendable {
      /// Over `duration` seconds along `easing`.
      case timed(duration: Double, easing: Easing)
      /// Along a damped spring.
      case spring(DampedSpring)
    }

    /// The content offset to scroll to, clamped into the valid range.
    public var target: ScrollPoint
    /// How to get there.
    public var motion: Motion
    private let identity = UUID()

    /// A scroll to `target` over `duration` seconds along `easing`.
    public init(to target: ScrollPoint, duration: Double, easing: Easing = .easeInOut) {
      self.target = target
      motion = .timed(duration: duration, easing: easing)
    }

    /// A scroll to `target` along `spring`.
    public init(to target: ScrollPoint, spring: DampedSpring) {
      self.target = target
      motion = .spring(spring)
    }

    /// Whether two requests are the same request.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
  }

  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  extension View {
    /// Scrolls this scroll view to each new `request` with its duration and
    /// easing (or spring), a frame at a time, through `position`: the
    /// scroll-to with a curve that `ScrollPosition` alone does not offer.
    ///
    /// Frames come from a `TimelineView(.animation)` that runs only while
    /// a scroll is under way. The motion stops where it is when the user
    /// touches the scroll view, and `completion` says whether it arrived
    /// (`true`) or was cancelled (`false`).
    ///
    /// ```swift
    /// ScrollView { ... }
    ///   .scrollPosition($position)
    ///   .animatedScroll(request, position: $position)
    /// ```
    public func animatedScroll(
      _ request: AnimatedScrollRequest?, position: Binding<ScrollPosition>,
      completion: ((Bool) -> Void)? = nil
    ) -> some View {
      modifier(
        AnimatedScrollModifier(request: request, position: position, completion: completion))
    }
  }

  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  struct AnimatedScrollModifier: ViewModifier {
    let request: AnimatedScrollRequest?
    @Binding var position: ScrollPosition
    let completion: ((Bool) -> Void)?
    @State private var engine = AnimatedScrollEngine()
    @State private var isRunning = false

    func body(content: Content) -> some View {
      content
        .onScrollGeometryChange(for: ScrollMetrics.self, of: { ScrollMetrics($0) }) {
          _, metrics in engine.metrics = metrics
        }
        .onScrollPhaseChange { _, phase in
          if phase == .tracking || phase == .interacting { engine.cancel() }
        }
        .onChange(of: request) { _, request in
          guard let request else { return }
          isRunning = true
          engine.start(request) { offset in
            position.scrollTo(x: CGFloat(offset.x), y: CGFloat(offset.y))
          } completion: { finished in
            isRunning = false
            completion?(finished)
          }
        }
        .background {
          TimelineView(.animation(paused: !isRunning)) { context in
            Color.clear.onChange(of: context.date) { _, date in
              engine.tick(at: date.timeIntervalSinceReferenceDate)
            }
          }
        }
    }
  }

  /// The animator behind ``AnimatedScrollModifier``: a ``ScrollAnimator`` on
  /// a clock ticked by the timeline view's dates.
  @MainActor
  final class AnimatedScrollEngine {
    var metrics: ScrollMetrics?
    private let clock = TickedFrameClock()
    private var apply: ((ScrollPoint) -> Void)?
    private lazy var animator = ScrollAnimator(clock: clock) { [weak self] offset in
      self?.apply?(offset)
    }

    func start(
      _ request: AnimatedScrollRequest, apply: @escaping (ScrollPoint) -> Void,
      completion: @escaping (Bool) -> Void
    ) {
      // Before the first geometry report there is nothing to animate from.
      guard let metrics else { return completion(false) }
      self.apply = apply
      switch request.motion {
      case .timed(let duration, let easing):
        animator.scroll(
          to: request.target, in: metrics, duration: duration, easing: easing,
          completion: completion)
      case .spring(let spring):
        animator.scroll(to: request.target, in: metrics, spring: spring, completion: completion)
      }
    }

    func cancel() {
      animator.cancel()
    }

    func tick(at time: Double) {
      clock.tick(at: time)
    }
  }
#endif
