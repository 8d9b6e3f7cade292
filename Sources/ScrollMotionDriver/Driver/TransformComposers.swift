import ScrollMotion

/// The ``TransformComposer`` of every view whose transform is animated, so
/// that several animations on one view (say a rotation and a scale) write
/// one composed matrix.
///
/// Keyed by object identity. A view's composer is created, capturing the
/// view's own transform, on the first part set, and dropped when every part
/// is cleared, at which point the own transform is written back.
package final class TransformComposers {
  private var composers: [ObjectIdentifier: TransformComposer] = [:]

  /// No composers.
  package init() {}

  /// The number of views whose transform is currently animated.
  package var count: Int { composers.count }

  /// Applies `change` to the composer of `target` and returns the matrix to
  /// write, or `nil` when nothing needs writing (a part cleared on a view
  /// that had none set).
  ///
  /// - Parameters:
  ///   - target: The view or layer.
  ///   - base: Reads the target's own transform; called when its composer is
  ///     created.
  ///   - change: Sets or clears parts.
  package func update(
    _ target: AnyObject, base: () -> AffineMatrix, change: (inout TransformComposer) -> Void
  ) -> AffineMatrix? {
    let key = ObjectIdentifier(target)
    let existing = composers[key]
    var composer = existing ?? TransformComposer(base: .identity)
    change(&composer)
    if composer.isEmpty {
      composers[key] = nil
      return existing?.base
    }
    if existing == nil { composer.base = base() }
    composers[key] = composer
    return composer.matrix
  }

  /// Forgets `target` without writing anything (the target went away).
  package func forget(_ target: AnyObject) {
    composers[ObjectIdentifier(target)] = nil
  }
}
