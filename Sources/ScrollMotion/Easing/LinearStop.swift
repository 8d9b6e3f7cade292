/// One control point of a CSS `linear()` easing: an output value and,
/// optionally, the input progress where it applies.
public struct LinearStop: Hashable, Sendable {
  /// The output progress at this stop (any finite value).
  public var output: Double
  /// The input progress in `0...1` (CSS writes it as a percentage), or
  /// `nil` to have it placed by the `linear()` fix-up rules.
  public var input: Double?

  /// Creates a stop.
  public init(output: Double, input: Double? = nil) {
    self.output = output
    self.input = input
  }
}

/// A CSS `linear()` easing: straight segments between control points,
/// with the CSS input fix-ups applied once at creation.
///
/// Fix-ups, in order: a missing first input becomes 0; a missing last input
/// becomes the largest input so far or 1, whichever is larger; an input
/// below the largest before it is raised to it; runs of missing inputs are
/// spaced evenly between their neighbours. Outside the first and last
/// inputs the first or last segment extends.
public struct PiecewiseLinear: Hashable, Sendable {
  /// The control points with every input filled in, in order.
  package let points: [(input: Double, output: Double)]

  /// Applies the fix-ups to `stops`.
  ///
  /// - Throws: ``EasingError`` for fewer than two stops or non-finite values.
  public init(_ stops: [LinearStop]) throws(EasingError) {
    guard stops.count >= 2 else { throw .tooFewStops(stops.count) }
    for stop in stops {
      try EasingError.require("linear() output", stop.output, "finite") { _ in true }
      if let input = stop.input {
        try EasingError.require("linear() input", input, "finite") { _ in true }
      }
    }
    var inputs = stops.map { $0.input }
    if inputs[0] == nil { inputs[0] = 0 }
    if inputs[inputs.count - 1] == nil {
      inputs[inputs.count - 1] = Swift.max(1, inputs.compactMap { $0 }.max() ?? 1)
    }
    var largest = -Double.infinity
    for index in inputs.indices {
      guard let input = inputs[index] else { continue }
      largest = Swift.max(largest, input)
      inputs[index] = largest
    }
    var index = 1
    while index < inputs.count {
      guard inputs[index] == nil, let before = inputs[index - 1] else {
        index += 1
        continue
      }
      var end = index
      while inputs[end] == nil { end += 1 }
      let after = inputs[end] ?? before
      let gaps = Double(end - index + 1)
      for missing in index..<end {
        inputs[missing] = before + (after - before) * Double(missing - index + 1) / gaps
      }
      index = end + 1
    }
    points = zip(inputs, stops).map { ($0 ?? 0, $1.output) }
  }

  /// The output for an input progress, per CSS Easing Level 2; NaN counts
  /// as 0, as it does for every ``Easing``.
  public func value(at x: Double) -> Double {
    value(atNumber: x.isNaN ? 0 : x)
  }

  /// ``value(at:)`` for an `x` that is not NaN, which ``Easing`` rules out
  /// before it asks: the test is not repeated on its path.
  func value(atNumber x: Double) -> Double {
    // The last point whose input is at or below x, keeping one after it.
    var low = 0
    var high = points.count
    while low < high {
      let middle = (low + high) / 2
      if points[middle].input <= x { low = middle + 1 } else { high = middle }
    }
    let index = (low - 1).clamped(to: 0...points.count - 2)
    let a = points[index]
    let b = points[index + 1]
    if a.input == b.input { return b.output }
    return a.output + (x - a.input) / (b.input - a.input) * (b.output - a.output)
  }

  /// Two sequences are equal when their resolved points are.
  public static func == (lhs: PiecewiseLinear, rhs: PiecewiseLinear) -> Bool {
    lhs.points.elementsEqual(rhs.points) { $0.input == $1.input && $0.output == $1.output }
  }

  /// Hashes the resolved points.
  public func hash(into hasher: inout Hasher) {
    for point in points {
      hasher.combine(point.input)
      hasher.combine(point.output)
    }
  }
}
