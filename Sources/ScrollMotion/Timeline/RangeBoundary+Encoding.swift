extension RangeBoundary {
  /// The boundary as four numbers, for compiled choreographies:
  /// `[kind, name, percent, points]` with kind 0 `normal`, 1 a distance into
  /// the full range, 2 a name with a distance, 3 a bare name; `name` indexes
  /// `TimelineRangeName.allCases`.
  public var encoding: [Double] {
    switch self {
    case .normal:
      return [0, 0, 0, 0]
    case .full(let distance):
      return [1, 0, distance.percent, distance.points]
    case .named(let name, let distance):
      let index = Double(TimelineRangeName.allCases.firstIndex(of: name) ?? 0)
      guard let distance else { return [3, index, 0, 0] }
      return [2, index, distance.percent, distance.points]
    }
  }

  /// Reads a boundary from its ``encoding``; `nil` for malformed numbers.
  public init?<Numbers: RandomAccessCollection<Double>>(encoding numbers: Numbers)
  where Numbers.Index == Int {
    let values = Array(numbers)
    guard values.count == 4, values.allSatisfy({ $0.isFinite }), let kind = Int(exactly: values[0]),
      let nameIndex = Int(exactly: values[1]),
      TimelineRangeName.allCases.indices.contains(nameIndex)
    else { return nil }
    let name = TimelineRangeName.allCases[nameIndex]
    let distance = LengthPercentage(percent: values[2], points: values[3])
    switch kind {
    case 0: self = .normal
    case 1: self = .full(distance)
    case 2: self = .named(name, distance)
    case 3: self = .named(name, nil)
    default: return nil
    }
  }
}
