import ScrollMotion
import ScrollMotionDriver

/// A scroll view made of plain numbers, standing in for UIKit's and
/// AppKit's in the drivers' tests: it records every write, every
/// transaction and every offset it is given, and its frames come from a
/// hand-stepped clock.
@MainActor
package final class FakeScrollView: ScrollViewPlatform {
  /// A view in the fake hierarchy: a frame in content coordinates (or none:
  /// not in the scroll view), an identifier and a few properties to drive.
  package final class View {
    package var frame: ScrollRect?
    package var identifier: String?
    package var subviews: [View] = []
    package var alpha = 1.0
    package var rotation = PlaneAngle(degrees: 0)
    package var scale = ScrollSize(width: 1, height: 1)
    package var translation = ScrollPoint.zero
    package var backgroundColor = RGBAColor.white
    package var textColor = RGBAColor.black
    /// Whether each write of `alpha` happened inside a transaction without
    /// implicit animations.
    package var alphaWritesOutsideTransactions = 0

    // What the Apple front ends compose from parts, as they write it: the
    // layer's transform (its own is the identity), the clip's visible
    // rectangle (no clip of its own), the colour filters (none of its own).
    package var layerTransform = ComposedTransform.affine(.identity)
    package var clip: ScrollRect?
    package var filters: FilterComposer?

    package init(frame: ScrollRect? = nil, identifier: String? = nil) {
      self.frame = frame
      self.identifier = identifier
    }
  }

  /// The metrics; `nil` plays a scroll view that is gone.
  package var metrics: ScrollMetrics?
  /// What the platform reports as the scroll activity.
  package var activity: ScrollActivity?
  /// The frame clock, or `nil` for a platform without one.
  package let clock: ManualFrameClock?
  /// The root of the hierarchy, searched for identified views.
  package var root = View()
  /// How many transactions ran, and whether one is running now.
  package private(set) var transactions = 0
  package private(set) var isInTransaction = false
  /// Every offset an animated scroll set, in order.
  package private(set) var offsets: [ScrollPoint] = []
  /// How many animated scrolls started.
  package private(set) var animatedScrollStarts = 0
  package var isUserScrolling = false
  /// How many times a driver asked for a clock.
  package private(set) var clocksMade = 0

  /// A scroll view `contentHeight` tall in a 390 × 844 container, at the
  /// top, with a clock unless `hasClock` is false.
  package init(contentHeight: Double = 3_000, hasClock: Bool = true) {
    metrics = ScrollMetrics(
      contentOffset: .zero, contentSize: ScrollSize(width: 390, height: contentHeight),
      containerSize: ScrollSize(width: 390, height: 844))
    clock = hasClock ? ManualFrameClock() : nil
  }

  /// Scrolls to `y`.
  package func scroll(toY y: Double) {
    metrics?.contentOffset = ScrollPoint(x: 0, y: y)
  }

  /// A property of ``View`` the drivers can write: its alpha, with a count
  /// of writes made outside a transaction.
  package var alphaProperty: AnimatableProperty<View, Double> {
    AnimatableProperty(
      get: { $0.alpha },
      set: { [unowned self] view, value in
        if !isInTransaction { view.alphaWritesOutsideTransactions += 1 }
        view.alpha = value
      })
  }

  package func contentFrame(of subject: View) -> ScrollRect? { subject.frame }

  package var currentTime: Double { clock?.now ?? 0 }

  package func makeFrameClock() -> (any FrameClock)? {
    clocksMade += 1
    return clock
  }

  package func withoutImplicitAnimations(_ writes: () -> Void) {
    let outer = isInTransaction
    isInTransaction = true
    writes()
    isInTransaction = outer
    transactions += 1
  }

  package func setContentOffset(_ offset: ScrollPoint) {
    offsets.append(offset)
    metrics?.contentOffset = offset
  }

  package func animatedScrollWillStart() {
    animatedScrollStarts += 1
  }
}
