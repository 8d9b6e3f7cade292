/// The crossings of one update, in the order they happened: none, one, or
/// two when a fast scroll jumped over the whole range between two updates
/// (``RangeCrossing/enter`` then ``RangeCrossing/leave``, or
/// ``RangeCrossing/enterBack`` then ``RangeCrossing/leaveBack``).
///
/// A value type of fixed size, so reporting crossings never allocates.
///
/// ```swift
/// for crossing in trigger.update(with: metrics) { print(crossing) }
/// ```
public struct RangeCrossings: Hashable, Sendable, Sequence {
  /// The first crossing, if any.
  public let first: RangeCrossing?
  /// The second crossing; only set when ``first`` is.
  public let second: RangeCrossing?

  /// No crossing.
  public static var none: RangeCrossings { RangeCrossings(nil, nil) }

  init(_ first: RangeCrossing?, _ second: RangeCrossing? = nil) {
    self.first = first
    self.second = first == nil ? nil : second
  }

  /// The number of crossings: 0, 1 or 2.
  public var count: Int { first == nil ? 0 : second == nil ? 1 : 2 }

  /// Whether nothing was crossed.
  public var isEmpty: Bool { first == nil }

  /// Iterates the crossings in order.
  public func makeIterator() -> Iterator { Iterator(crossings: self) }

  /// Iterates the crossings of one update in order.
  public struct Iterator: IteratorProtocol {
    private let crossings: RangeCrossings
    private var index = 0

    init(crossings: RangeCrossings) {
      self.crossings = crossings
    }

    /// The next crossing, or `nil` after the last.
    public mutating func next() -> RangeCrossing? {
      defer { index += 1 }
      switch index {
      case 0: return crossings.first
      case 1: return crossings.second
      default: return nil
      }
    }
  }

  /// The crossings between two phases of a range, in order.
  static func between(_ old: AnimationPhase, _ new: AnimationPhase) -> RangeCrossings {
    switch (old, new) {
    case (.before, .active): RangeCrossings(.enter)
    case (.before, .after): RangeCrossings(.enter, .leave)
    case (.active, .after): RangeCrossings(.leave)
    case (.after, .active): RangeCrossings(.enterBack)
    case (.after, .before): RangeCrossings(.enterBack, .leaveBack)
    case (.active, .before): RangeCrossings(.leaveBack)
    default: .none
    }
  }
}
