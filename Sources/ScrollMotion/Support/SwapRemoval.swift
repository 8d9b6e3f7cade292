extension Array {
  /// Removes the element at `index` in O(1) by moving the last element into
  /// its place: the engine's parallel arrays stay dense and in step when
  /// each removes the same index this way.
  mutating func removeBySwappingLast(at index: Int) {
    swapAt(index, count - 1)
    removeLast()
  }
}
