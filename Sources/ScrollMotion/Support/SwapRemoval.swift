extension RangeReplaceableCollection where Self: MutableCollection & BidirectionalCollection {
  /// Removes the element at `position` in O(1) by moving the last element
  /// into its place: the engine's parallel arrays (`Array` and
  /// `ContiguousArray`) stay dense and in step when each removes the same
  /// index this way.
  mutating func removeBySwappingLast(at position: Index) {
    swapAt(position, index(before: endIndex))
    removeLast()
  }
}
