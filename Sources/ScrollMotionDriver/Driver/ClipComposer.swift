import ScrollMotion

/// A view's clip, built from its four separately animated edges as CSS's
/// `clip-path: inset(top right bottom left)`: each edge cuts away that
/// fraction of the view's size from its side, and what is left is one
/// rectangle, which the front ends show as a mask layer's frame.
///
/// An edge that is not set cuts nothing (CSS's fallback of 0). Each is
/// clamped to `0...1` (NaN is 0). Where two opposite edges add up to more
/// than the whole side, both are scaled down in proportion until they add
/// up to it exactly, as CSS reduces an `inset()`'s overlapping insets:
/// nothing is left visible, along a line where the two edges meet.
package struct ClipComposer: ComposedParts, Hashable, Sendable {
  /// The fraction of the height cut away from the top, if animated.
  package var top: Double?
  /// The fraction of the width cut away from the right, if animated.
  package var right: Double?
  /// The fraction of the height cut away from the bottom, if animated.
  package var bottom: Double?
  /// The fraction of the width cut away from the left, if animated.
  package var left: Double?

  /// No edge set.
  package init() {}

  /// Whether no edge is set, so the view shows its own mask.
  package var isEmpty: Bool { top == nil && right == nil && bottom == nil && left == nil }

  /// The rectangle left visible of a view whose bounds are `bounds`, in
  /// the same coordinates: the edges measured from the top-left corner, or,
  /// when `isYUp` (an AppKit view that is not flipped, whose layer's
  /// sublayers have `y` up), with the top at the bounds' maximum `y`. A
  /// non-finite or negative side counts as 0, a non-finite origin as 0.
  package func visibleRect(in bounds: ScrollRect, isYUp: Bool = false) -> ScrollRect {
    let width = bounds.width.isFinite ? Swift.max(bounds.width, 0) : 0
    let height = bounds.height.isFinite ? Swift.max(bounds.height, 0) : 0
    let originX = bounds.minX.isFinite ? bounds.minX : 0
    let originY = bounds.minY.isFinite ? bounds.minY : 0
    let (near, far) = Self.fitted(top, bottom)
    let (start, end) = Self.fitted(left, right)
    return ScrollRect(
      x: originX + start * width, y: originY + (isYUp ? far : near) * height,
      width: Swift.max(1 - start - end, 0) * width, height: Swift.max(1 - near - far, 0) * height)
  }

  /// Two opposite edges clamped to `0...1` and, when they overlap, scaled
  /// down in proportion to meet.
  private static func fitted(_ first: Double?, _ second: Double?) -> (Double, Double) {
    let a = (first ?? 0).clampedToUnit
    let b = (second ?? 0).clampedToUnit
    let sum = a + b
    guard sum > 1 else { return (a, b) }
    // The second as what the first leaves, so that they add up to exactly 1.
    let first = a / sum
    return (first, 1 - first)
  }
}

extension AnimatableProperty where Value == Double {
  /// One edge of a view's clip (a fraction of its size), composed with the
  /// other edges into one visible rectangle (``ClipComposer``): the front
  /// end shows it, and puts its own mask back when the last edge is
  /// cleared.
  ///
  /// - Parameters:
  ///   - bounds: The view's bounds, read on every write.
  ///   - isYUp: Whether the view's own coordinates have `y` up.
  ///   - ownMask: Reads the view's own mask, when the first edge is set.
  ///   - show: Shows the visible rectangle; `isFirst` on the first write,
  ///     where the front end puts its mask in place.
  ///   - restore: Puts the own mask back.
  ///   - set: Sets or clears this edge.
  package static func clipEdge(
    bounds: @escaping @MainActor (Root) -> ScrollRect,
    isYUp: @escaping @MainActor (Root) -> Bool = { _ in false },
    ownMask: @escaping @MainActor (Root) -> AnyObject?,
    show: @escaping @MainActor (Root, ScrollRect, _ isFirst: Bool) -> Void,
    restore: @escaping @MainActor (Root, AnyObject?) -> Void,
    _ set: @escaping (inout ClipComposer, Double?) -> Void
  ) -> Self {
    Self { root, composers in
      { [weak root] value in
        guard let root else { return }
        switch composers.clips.update(root, own: { ownMask(root) }, change: { set(&$0, value) }) {
        case nil: break
        case .composed(let clip, _, let isFirst):
          show(root, clip.visibleRect(in: bounds(root), isYUp: isYUp(root)), isFirst)
        case .restored(let own): restore(root, own)
        }
      }
    }
  }
}
