// SwiftUI exists on Apple platforms only; on Linux this file is empty
// (scripts/typecheck-apple checks it against stand-ins).
#if canImport(SwiftUI)
  import Observation
  import ScrollMotionDriver
  import SwiftUI

  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  extension ScrollActivity {
    /// The activity for a SwiftUI scroll phase: `tracking` (a finger down,
    /// not moving yet) and `interacting` (the finger moves the content) are
    /// both ``ScrollActivity/tracking``, the user's.
    public init(_ phase: ScrollPhase) {
      switch phase {
      case .idle: self = .idle
      case .tracking, .interacting: self = .tracking
      case .decelerating: self = .decelerating
      case .animating: self = .animating
      }
    }
  }

  extension ContentDirection {
    /// The direction of SwiftUI's `layoutDirection`: right to left when it
    /// is, left to right otherwise.
    public init(_ direction: LayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  extension ScrollMetrics {
    /// A snapshot of a SwiftUI scroll view, as `onScrollGeometryChange`
    /// reports it: its content offset, content size, container size and
    /// content insets.
    ///
    /// - Parameter layoutDirection: Where `leading` and `trailing` insets
    ///   are; pass the environment's `layoutDirection` in right-to-left
    ///   layouts.
    public init(_ geometry: ScrollGeometry, layoutDirection: LayoutDirection = .leftToRight) {
      let insets = geometry.contentInsets
      self = PlatformMetrics.scrollGeometry(
        contentOffset: ScrollPoint(geometry.contentOffset),
        contentSize: ScrollSize(geometry.contentSize),
        containerSize: ScrollSize(geometry.containerSize), top: Double(insets.top),
        leading: Double(insets.leading), bottom: Double(insets.bottom),
        trailing: Double(insets.trailing), isRightToLeft: layoutDirection == .rightToLeft)
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  extension View {
    /// Animates this view with `animation` on a view timeline of itself in
    /// the innermost scroll view: CSS's `animation-timeline: view()`, and
    /// SwiftUI's `scrollTransition` with keyframes, ranges and easing.
    ///
    /// ```swift
    /// Card()
    ///   .scrollEffect(fadeIn) { content, opacity in content.opacity(opacity ?? 1) }
    /// ```
    ///
    /// The animation's own timeline is replaced by a view timeline along
    /// `axis` with the given insets. The effect receives `nil` when the
    /// animation has no effect (outside its range without fill): return
    /// the unchanged content then.
    ///
    /// Evaluated in a `visualEffect`, so scrolling re-evaluates only the
    /// effect, never `body`.
    public func scrollEffect<Value: Sendable>(
      _ animation: ScrollDrivenAnimation<Value>, axis: ScrollAxis = .y, startInset: Double = 0,
      endInset: Double = 0,
      _ effect: @escaping @Sendable (EmptyVisualEffect, Value?) -> some VisualEffect
    ) -> some View {
      let timeline = ViewportTimeline(axis: axis, startInset: startInset, endInset: endInset)
      return visualEffect { content, proxy in
        let viewport = proxy.bounds(of: .scrollView)?.size ?? .zero
        let value = timeline.value(
          of: animation, frame: ScrollRect(proxy.frame(in: .scrollView)),
          viewportSize: ScrollSize(viewport))
        return effect(content, value)
      }
    }

    /// Slides this view's content inside its frame more slowly than the
    /// scroll view moves it: the parallax crop for an image.
    ///
    /// Apply it to an aspect-filled image's frame, before clipping:
    ///
    /// ```swift
    /// Image("harbour").resizable().scaledToFill()
    ///   .frame(height: 220)
    ///   .parallaxCrop(imageSize: ScrollSize(width: 1_600, height: 1_000), ratio: 0.6)
    ///   .clipped()
    /// ```
    ///
    /// - Parameters:
    ///   - imageSize: The image's size (only its aspect ratio matters).
    ///   - ratio: The parallax ratio in `0...1`: 1 moves the image with the
    ///     view (no parallax), 0 holds it still on screen. Out-of-range
    ///     values are clamped, and NaN counts as 1 (no parallax).
    ///   - axis: The scroll axis.
    ///   - scaling: How much to magnify the image (see ``ParallaxCrop/Scaling``).
    public func parallaxCrop(
      imageSize: ScrollSize, ratio: Double, axis: ScrollAxis = .y,
      scaling: ParallaxCrop.Scaling = .fillView
    ) -> some View {
      let ratio = ParallaxCrop.ratio(clamping: ratio)
      return visualEffect { content, proxy in
        let viewport = ScrollSize(proxy.bounds(of: .scrollView)?.size ?? .zero)
        let frame = ScrollRect(proxy.frame(in: .scrollView))
        var offset = ScrollPoint.zero
        var scale = 1.0
        if let crop = try? ParallaxCrop(
          imageSize: imageSize, viewSize: ScrollSize(proxy.size), viewportLength: viewport[axis],
          axis: axis, ratio: ratio, scaling: scaling)
        {
          let progress = ViewportTimeline(axis: axis).coverProgress(
            frame: frame, viewportSize: viewport)
          let placement = ParallaxPlacement(crop, progress: progress)
          offset = placement.offset
          scale = placement.scale
        }
        return content.scaleEffect(x: CGFloat(scale), y: CGFloat(scale))
          .offset(x: CGFloat(offset.x), y: CGFloat(offset.y))
      }
    }
  }

  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  extension View {
    /// Calls `action` with the scroll view's progress along `axis` whenever
    /// it changes: the percentage offset, 0 at the top (insets included)
    /// and 1 at the bottom.
    ///
    /// Apply it to the `ScrollView`. The progress is computed inside
    /// `onScrollGeometryChange`'s transform, so `action` runs only when the
    /// progress itself changes, not on every geometry change.
    ///
    /// - Parameters:
    ///   - axis: The axis to follow; vertical by default.
    ///   - clamped: Whether to clamp to `0...1` (true by default) or let the
    ///     value overshoot while rubber-banding.
    ///   - action: Receives the progress, or `nil` when the scroll view
    ///     cannot scroll along `axis`.
    public func onScrollProgress(
      along axis: ScrollAxis = .y, clamped: Bool = true,
      _ action: @escaping (Double?) -> Void
    ) -> some View {
      onScrollGeometryChange(
        for: Double?.self,
        of: { geometry in
          let metrics = ScrollMetrics(geometry)
          return clamped ? metrics.clampedProgress(along: axis) : metrics.progress(along: axis)
        },
        action: { _, progress in action(progress) })
    }

    /// Drives a whole ``Choreography`` from this scroll view: every geometry
    /// change updates it, and its sinks receive the values; every scroll
    /// phase change sets its ``Choreography/scrollActivity``.
    ///
    /// Its time-based motion (triggered and smoothed animations, range
    /// crossings, velocities) runs on frames from a
    /// `TimelineView(.animation(paused:))` that is paused whenever the
    /// choreography needs no frames.
    ///
    /// ```swift
    /// ScrollView { ... }
    ///   .scrollChoreography(model.choreography)
    /// ```
    ///
    /// Sinks that write `@State` re-render the views that read it; for
    /// per-view effects prefer ``SwiftUI/View/scrollEffect(_:axis:startInset:endInset:_:)``.
    public func scrollChoreography(_ choreography: Choreography) -> some View {
      modifier(ScrollChoreographyModifier(choreography: choreography))
    }
  }

  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  struct ScrollChoreographyModifier: ViewModifier {
    let choreography: Choreography
    @State private var frames = ChoreographyFrameSource()

    func body(content: Content) -> some View {
      content
        .onScrollGeometryChange(
          for: ScrollMetrics.self, of: { ScrollMetrics($0) },
          action: { _, metrics in frames.update(choreography, with: metrics) }
        )
        .onScrollPhaseChange { _, phase in choreography.scrollActivity = ScrollActivity(phase) }
        .background {
          TimelineView(.animation(paused: !frames.isRunning)) { context in
            Color.clear.onChange(of: context.date) { _, date in
              frames.tick(at: date.timeIntervalSinceReferenceDate)
            }
          }
        }
    }
  }

  /// The frames of ``ScrollChoreographyModifier``: ScrollMotionDriver's
  /// ``MotionFrames`` on a clock ticked by the timeline view's dates, with
  /// whether it runs observed so that the timeline view pauses when the
  /// motion is done.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @MainActor @Observable
  final class ChoreographyFrameSource {
    private(set) var isRunning = false
    @ObservationIgnored private let clock = TickedFrameClock()
    @ObservationIgnored private var motion: MotionFrames?

    /// Updates `choreography` for `metrics`, stamped with the time on the
    /// timeline view's clock; a different choreography than last time
    /// takes over the clock.
    func update(_ choreography: Choreography, with metrics: ScrollMetrics) {
      if motion?.choreography !== choreography {
        motion?.stop()
        motion = MotionFrames(
          choreography: choreography, clock: clock,
          now: { Date().timeIntervalSinceReferenceDate })
      }
      motion?.update(with: metrics)
      synchronize()
    }

    /// Delivers the frame that ends at `time` (a timeline view date).
    func tick(at time: Double) {
      clock.tick(at: time)
      synchronize()
    }

    // Set only on a change: an observed property notifies on every set.
    private func synchronize() {
      let running = motion?.isRunning ?? false
      if running != isRunning { isRunning = running }
    }
  }
#endif

// SwiftUI exists on Apple platforms only; on Linux this part is empty.
#if canImport(SwiftUI)
  extension Color {
    /// The sRGB colour `color` (components in `0...1`, not premultiplied).
    public init(_ color: RGBAColor) {
      self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
  }
#endif

// SwiftUI exists on Apple platforms only; on Linux this part is empty.
#if canImport(SwiftUI)
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  extension View {
    /// Makes this view, the first in a scroll view's content, a stretchy
    /// header: it grows when the content is pulled down and shrinks to
    /// `minimumHeight` as the content scrolls up, staying under the top.
    ///
    /// Give the header its resting height with `frame(height:)` first, and
    /// its content should fill (an aspect-filled image reads best). The
    /// effect is applied in a `visualEffect` about the header's top edge.
    ///
    /// - Parameters:
    ///   - height: The resting height, in points.
    ///   - minimumHeight: The height it shrinks to; 0 by default.
    ///   - restingMinY: Where the header's top edge is in the scroll view
    ///     when it is not scrolled: 0 when the scroll view ignores the top
    ///     safe area (the usual setup for a stretchy header), the top inset
    ///     otherwise.
    ///
    /// Heights that ``StretchyHeader`` rejects (negative, or a minimum
    /// above the height) leave the view unchanged.
    public func stretchyHeader(
      height: Double, minimumHeight: Double = 0, restingMinY: Double = 0
    ) -> some View {
      let header = try? StretchyHeader(height: height, minimumHeight: minimumHeight)
      return visualEffect { content, proxy in
        let placement = header.map {
          StretchyPlacement(
            $0, minY: Double(proxy.frame(in: .scrollView).minY), restingMinY: restingMinY)
        }
        return content.scaleEffect(x: 1, y: CGFloat(placement?.scaleY ?? 1), anchor: .top)
          .offset(x: 0, y: CGFloat(placement?.offsetY ?? 0))
      }
    }
  }
#endif

// SwiftUI exists on Apple platforms only; on Linux this part is empty.
#if canImport(SwiftUI)
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  extension View {
    /// Moves this page background inside its page so that on screen it
    /// travels at `pager`'s background rate while the page slides: apply
    /// it to the background of each page of a horizontal, paging
    /// `ScrollView` (the weather pager).
    ///
    /// Apply it to a view exactly as wide as the page (for an image,
    /// `containerRelativeFrame(.horizontal)` after `scaledToFill()`), and
    /// clip the page: the displacement comes from this view's frame in the
    /// scroll view, so no page index is needed.
    public func pagedParallaxBackground(_ pager: PagedParallax) -> some View {
      visualEffect { content, proxy in
        let shift = pager.backgroundOffset(
          pageMinX: Double(proxy.frame(in: .scrollView).minX), pageWidth: Double(proxy.size.width))
        return content.offset(x: CGFloat(shift), y: 0)
      }
    }

    /// Blurs this view by `fraction` (clamped to `0...1`, NaN counts as 0)
    /// of `maximumRadius` points: the paged parallax's blur, from
    /// ``PagedParallax/blurFraction(foreground:)`` of the page's foreground.
    public func pagedParallaxBlur(_ fraction: Double, maximumRadius: Double = 20) -> some View {
      blur(radius: CGFloat(BlurCrossFade(fraction: fraction).radius(maximum: maximumRadius)))
    }
  }
#endif
