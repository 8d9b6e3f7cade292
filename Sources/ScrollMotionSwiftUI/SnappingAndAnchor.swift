// SwiftUI exists on Apple platforms only; on Linux this file is empty
// (scripts/typecheck-apple checks it against stand-ins).
#if canImport(SwiftUI)
  import ScrollMotionDriver
  import SwiftUI

  /// A `ScrollTargetBehavior` that brings a released fling to rest on one of
  /// a ``ScrollSnapping``'s stops: page sizes, item edges or centres, or
  /// listed offsets.
  ///
  /// SwiftUI projects the fling with its own deceleration; this behaviour
  /// moves that projection to the nearest allowed offset along the
  /// snapping's axis (clamped into the valid range), and SwiftUI calls it
  /// again after a size change. Use it through
  /// `scrollTargetBehavior(.snapping(_:))`.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  public struct SnappingScrollTargetBehavior: ScrollTargetBehavior {
    /// The stops and axis.
    public var snapping: ScrollSnapping

    /// A behaviour snapping to `snapping`'s stops.
    public init(_ snapping: ScrollSnapping) {
      self.snapping = snapping
    }

    /// Moves SwiftUI's projected target onto the nearest stop.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      let metrics = ScrollMetrics(
        contentOffset: ScrollPoint(target.rect.origin),
        contentSize: ScrollSize(context.contentSize),
        containerSize: ScrollSize(context.containerSize))
      let snapped = snapping.snappedTarget(projected: metrics.contentOffset, in: metrics)
      target.rect.origin = CGPoint(snapped)
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  extension ScrollTargetBehavior where Self == SnappingScrollTargetBehavior {
    /// Snaps released flings to `snapping`'s stops (see
    /// ``SnappingScrollTargetBehavior``).
    public static func snapping(_ snapping: ScrollSnapping) -> SnappingScrollTargetBehavior {
      SnappingScrollTargetBehavior(snapping)
    }
  }

  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  extension View {
    /// Keeps the content the reader was looking at in place when the
    /// scroll view or its content changes size — a rotation, a split-view
    /// resize, text reflowing — by scrolling `position` to where that
    /// content went: the scroll anchor (``ContentAnchor``).
    ///
    /// Apply it to the `ScrollView` whose `scrollPosition(_:)` is bound to
    /// `position`. Plain scrolls are left alone; only a change of container
    /// or content size moves the position. Unlike
    /// `defaultScrollAnchor(_:for: .sizeChanges)`, which pins a fixed point
    /// of the content, this follows whatever was under `unitPoint` of the
    /// viewport when the size changed.
    ///
    /// Meant for content whose size changes only when the layout does (a
    /// `VStack` of text that reflows): a lazy stack re-estimates its content
    /// size while scrolling, and each estimate would move the position.
    ///
    /// - Parameters:
    ///   - unitPoint: The point of the viewport whose content is kept, in
    ///     unit coordinates; the centre by default.
    ///   - position: The scroll view's position binding.
    public func keepsScrollPosition(
      at unitPoint: ScrollPoint = ScrollPoint(x: 0.5, y: 0.5), position: Binding<ScrollPosition>
    ) -> some View {
      onScrollGeometryChange(
        for: ScrollMetrics.self, of: { ScrollMetrics($0) },
        action: { old, new in
          if let offset = ContentAnchor.offsetKeepingPosition(from: old, to: new, at: unitPoint) {
            position.wrappedValue.scrollTo(x: CGFloat(offset.x), y: CGFloat(offset.y))
          }
        })
    }
  }
#endif
