/// Remembers a property's own value while an animation drives it, so that a
/// `nil` from the animation (no effect: an inactive timeline, or outside
/// the range without fill) puts the property back as it was.
///
/// The own value is read on the first non-`nil` delivery, not when the
/// binding is made, so that changes the app makes before the animation
/// takes effect are kept.
package struct PropertyRestorer<Value> {
  private var saved: Value?

  /// A restorer that has saved nothing yet.
  package init() {}

  /// Whether the property is currently driven (an own value is saved).
  package var isDriving: Bool { saved != nil }

  /// The value to write for an animation's `value`, or `nil` when nothing
  /// should be written.
  ///
  /// - Parameters:
  ///   - value: The animation's value; `nil` restores the own value.
  ///   - current: Reads the property; called only on the first non-`nil`
  ///     value after the property was last restored.
  package mutating func write(for value: Value?, current: () -> Value) -> Value? {
    guard let value else {
      defer { saved = nil }
      return saved
    }
    if saved == nil { saved = current() }
    return value
  }
}
