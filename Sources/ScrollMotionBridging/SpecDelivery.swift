import ScrollMotionSpec

/// The values a spec driver last wrote, one per animation of what plays,
/// so that only changed values are written (a scroll that moves one
/// animation writes one property) and a rebind can restore exactly the
/// properties that were written.
package struct SpecDelivery: Sendable {
  /// The last value written for each animation; `nil` for never written,
  /// `.some(nil)` for "no effect" written.
  private var delivered: [SpecValue??]

  /// A delivery for `count` animations, none written yet.
  package init(count: Int) {
    delivered = Array(repeating: nil, count: count)
  }

  /// The entries of `sample` whose value differs from the one last
  /// written (or that were never written), recorded as written; entries
  /// beyond the animations counted at init are ignored.
  package mutating func changes(in sample: SpecSample) -> [(index: Int, value: SpecValue?)] {
    var changes: [(index: Int, value: SpecValue?)] = []
    for (index, entry) in sample.entries.enumerated() where index < delivered.count {
      if let last = delivered[index], last == entry.value { continue }
      delivered[index] = .some(entry.value)
      changes.append((index, entry.value))
    }
    return changes
  }

  /// The animations for which a value was ever written, in order: what a
  /// rebind restores.
  package var written: [Int] { delivered.indices.filter { delivered[$0] != nil } }
}
