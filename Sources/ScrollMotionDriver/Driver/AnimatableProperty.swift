import ScrollMotion

/// A property of a view, layer or any object that a scroll-driven
/// animation can drive: what a front end's `ScrollViewDriver` writes to.
///
/// Every property restores its own value when the animation delivers `nil`
/// (an inactive timeline, or outside the animation's range without fill):
/// the value it had just before the animation first took effect.
///
/// The front ends add the properties of their views and layers as static
/// members (`.alpha`, `.opacity`, `.rotation`, `.strokeEnd`…); anything
/// else is one ``init(get:set:)`` or ``keyPath(_:)`` away.
///
/// ```swift
/// driver.animate(card, .alpha, with: fade)
/// driver.animate(ring, .strokeEnd, with: progress)
/// driver.animate(label, .keyPath(\.textColor), with: ...)
/// ```
@MainActor
public struct AnimatableProperty<Root: AnyObject, Value> {
  /// Makes the sink that writes the property of one target; the parts of
  /// one composite value of the same target (its transform, its clip)
  /// share its entry in the composers.
  package let makeSink: @MainActor (Root, PartComposers) -> (Value?) -> Void

  /// A property read and written through two closures, for anything the
  /// built-in properties do not cover.
  ///
  /// The target is held weakly: once it is gone, values are dropped.
  ///
  /// - Parameters:
  ///   - get: Reads the property's own value, once, when the animation
  ///     first takes effect (and again after each restore).
  ///   - set: Writes a value.
  public init(
    get: @escaping @MainActor (Root) -> Value, set: @escaping @MainActor (Root, Value) -> Void
  ) {
    makeSink = { root, _ in
      var restorer = PropertyRestorer<Value>()
      return { [weak root] value in
        guard let root else { return }
        if let write = restorer.write(for: value, current: { get(root) }) { set(root, write) }
      }
    }
  }

  /// A property whose sink is built by `makeSink`.
  package init(makeSink: @escaping @MainActor (Root, PartComposers) -> (Value?) -> Void) {
    self.makeSink = makeSink
  }

  /// Any writable property of the same type as the animation's values.
  public static func keyPath(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Self {
    Self(get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 })
  }
}

extension AnimatableProperty where Value == Double {
  /// A property in `0...1` (an opacity, a stroke's end, an animator's
  /// fraction): every value is clamped before `set` sees it, NaN becoming
  /// 0 (transparent, nothing drawn), -∞ 0 and +∞ 1, so that no front end
  /// hands its platform a NaN or an out-of-range value.
  package static func unit(
    get: @escaping @MainActor (Root) -> Double, set: @escaping @MainActor (Root, Double) -> Void
  ) -> Self {
    Self(get: get, set: { set($0, $1.clampedToUnit) })
  }
}

extension AnimatableProperty {
  /// `property` on the targets that are a `Subclass` (a label's text
  /// colour on a view); on any other target the values are dropped.
  package static func when<Subclass: AnyObject>(
    _ property: AnimatableProperty<Subclass, Value>
  ) -> Self {
    Self { root, composers in
      guard let subclass = root as? Subclass else { return { _ in } }
      return property.makeSink(subclass, composers)
    }
  }
}
