#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// A range boundary's kind, the first of its four wire numbers
/// `[kind, name, fraction, points]`.
package enum WireRangeKind: Int, CaseIterable, Sendable {
  /// `normal`: name and distance are zero.
  case normal = 0
  /// A distance into the full range: name is zero.
  case full = 1
  /// A named range with a distance.
  case named = 2
  /// A bare name, meaning 0% on the start side and 100% on the end side:
  /// distance is zero.
  case bareName = 3
}

/// A named timeline range, on the wire.
package enum WireRangeName: Int, CaseIterable, Sendable {
  /// `cover`.
  case cover = 0
  /// `contain`.
  case contain = 1
  /// `entry`.
  case entry = 2
  /// `exit`.
  case exit = 3
  /// `entry-crossing`.
  case entryCrossing = 4
  /// `exit-crossing`.
  case exitCrossing = 5

  /// The core's name.
  package var name: TimelineRangeName {
    switch self {
    case .cover: .cover
    case .contain: .contain
    case .entry: .entry
    case .exit: .exit
    case .entryCrossing: .entryCrossing
    case .exitCrossing: .exitCrossing
    }
  }

  /// The wire code of a core name.
  package init(_ name: TimelineRangeName) {
    switch name {
    case .cover: self = .cover
    case .contain: self = .contain
    case .entry: self = .entry
    case .exit: self = .exit
    case .entryCrossing: self = .entryCrossing
    case .exitCrossing: self = .exitCrossing
    }
  }
}

extension RangeBoundary {
  /// The boundary as its four wire numbers `[kind, name, fraction, points]`.
  package var wireNumbers: [Double] {
    func code(_ kind: WireRangeKind) -> Double { Double(kind.rawValue) }
    switch self {
    case .normal:
      return [code(.normal), 0, 0, 0]
    case .full(let distance):
      return [code(.full), 0, distance.fraction, distance.points]
    case .named(let name, let distance):
      let nameCode = Double(WireRangeName(name).rawValue)
      guard let distance else { return [code(.bareName), nameCode, 0, 0] }
      return [code(.named), nameCode, distance.fraction, distance.points]
    }
  }

  /// Reads a boundary from its four wire numbers.
  package init(wireNumbers numbers: some RandomAccessCollection<Double>) throws(WireError) {
    let values = Array(numbers)
    guard values.count == WireFormat.boundaryCount, let kindCode = Int(wireCode: values[0]),
      let kind = WireRangeKind(rawValue: kindCode), let nameCode = Int(wireCode: values[1]),
      let name = WireRangeName(rawValue: nameCode)
    else { throw .malformed }
    guard values[2].isFinite, values[3].isFinite else { throw .nonFinite }
    let distance = LengthPercentage(fraction: values[2], points: values[3])
    switch kind {
    case .normal: self = .normal
    case .full: self = .full(distance)
    case .named: self = .named(name.name, distance)
    case .bareName: self = .named(name.name, nil)
    }
  }
}

extension AnimationRange {
  /// The range as eight wire numbers, the start boundary's then the end's.
  package var wireNumbers: [Double] { start.wireNumbers + end.wireNumbers }

  /// Reads a range from eight wire numbers.
  package init(wireNumbers numbers: some RandomAccessCollection<Double>) throws(WireError) {
    let values = Array(numbers)
    let count = WireFormat.boundaryCount
    guard values.count == 2 * count else { throw .malformed }
    self.init(
      start: try RangeBoundary(wireNumbers: values[0..<count]),
      end: try RangeBoundary(wireNumbers: values[count..<(2 * count)]))
  }
}
