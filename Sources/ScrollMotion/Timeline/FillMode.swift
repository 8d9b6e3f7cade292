/// Whether an animation keeps applying its value outside its active
/// interval: CSS `animation-fill-mode`.
public enum FillMode: String, Hashable, Sendable, CaseIterable {
  /// No value before the range starts or after it ends.
  case none
  /// Holds the final value after the range ends.
  case forwards
  /// Holds the initial value before the range starts.
  case backwards
  /// Holds the initial value before and the final value after; the default,
  /// since a scroll-driven effect usually should not pop in and out.
  case both

  /// Whether the animation applies a value in the before phase.
  public var fillsBackwards: Bool { self == .backwards || self == .both }
  /// Whether the animation applies a value in the after phase.
  public var fillsForwards: Bool { self == .forwards || self == .both }
}
