import ScrollMotion

/// A platform value made of parts that animations set one by one: a
/// transform, a clip rectangle, a list of filters. Every part unset is
/// ``isEmpty``, where the view shows its own value again.
package protocol ComposedParts {
  /// No part set.
  init()
  /// Whether no part is set.
  var isEmpty: Bool { get }
}

/// What a change to one part of a view's composite value asks the front
/// end to write.
package enum PartsChange<Parts, Own> {
  /// Parts are set: write their composition over `own`, the view's own
  /// value read when the first part was set. `isFirst` says this is that
  /// first write (what the front end sets up once, such as a mask layer).
  case composed(Parts, own: Own, isFirst: Bool)
  /// The last part was cleared: write `own` back.
  case restored(Own)
}

/// The parts of every view whose composite value is animated, keyed by the
/// view's identity: a view's entry is made, with its own value read, when
/// its first part is set, and dropped when its last part is cleared.
package struct ComposerTable<Parts: ComposedParts, Own> {
  private var entries: [ObjectIdentifier: (parts: Parts, own: Own)] = [:]

  /// An empty table.
  package init() {}

  /// The number of views with a part set.
  package var count: Int { entries.count }

  /// Applies `change` to the parts of `target` and says what to write, or
  /// `nil` when nothing needs writing (a part cleared on a view that had
  /// none set).
  ///
  /// - Parameters:
  ///   - target: The view or layer.
  ///   - own: Reads the target's own value; called only when its first part
  ///     is set.
  ///   - change: Sets or clears parts.
  package mutating func update(
    _ target: AnyObject, own: () -> Own, change: (inout Parts) -> Void
  ) -> PartsChange<Parts, Own>? {
    let key = ObjectIdentifier(target)
    if var entry = entries[key] {
      change(&entry.parts)
      if entry.parts.isEmpty {
        entries[key] = nil
        return .restored(entry.own)
      }
      entries[key] = entry
      return .composed(entry.parts, own: entry.own, isFirst: false)
    }
    var parts = Parts()
    change(&parts)
    guard !parts.isEmpty else { return nil }
    let own = own()
    entries[key] = (parts, own)
    return .composed(parts, own: own, isFirst: true)
  }
}

extension TransformComposer: ComposedParts {}

/// The composite values of every view whose transform, clip or filters are
/// animated part by part, so that several animations on one view (a
/// rotation and a scale, the four edges of a clip) write one composed
/// value. One per driver, shared by all its animations' properties.
package final class PartComposers {
  /// Each view's transform parts over its own transform (top-down).
  package var transforms = ComposerTable<TransformComposer, Matrix3D>()
  /// Each view's clip edges over its own mask.
  package var clips = ComposerTable<ClipComposer, AnyObject?>()
  /// Each view's filter parts over its own filters.
  package var filters = ComposerTable<FilterComposer, AnyObject?>()

  /// No composers.
  package init() {}

  /// Applies `change` to the transform parts of `target` and returns the
  /// transform to write, in the layer's own orientation, or `nil` when
  /// nothing needs writing.
  ///
  /// - Parameters:
  ///   - target: The view or layer.
  ///   - geometry: Reads the layer's size, anchor point and orientation;
  ///     called on every write, as the size can change.
  ///   - own: Reads the layer's own transform, in its own orientation;
  ///     called when the first part is set.
  ///   - change: Sets or clears parts.
  package func updateTransform(
    _ target: AnyObject, geometry: () -> LayerGeometry, own: () -> Matrix3D,
    change: (inout TransformComposer) -> Void
  ) -> ComposedTransform? {
    let geometry = geometry()
    let flips = geometry.isYUp
    let update = transforms.update(
      target, own: { flips ? own().flippedVertically : own() }, change: change)
    let result: ComposedTransform
    switch update {
    case nil: return nil
    case .restored(let own): result = ComposedTransform(own)
    case .composed(let parts, let own, _): result = parts.composed(over: own, in: geometry)
    }
    return flips ? result.flippedVertically : result
  }
}
