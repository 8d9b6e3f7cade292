/// The animations of the common value types (numbers, points and colours)
/// in one list that is not generic: each value is kept as four numbers, so
/// one loop, compiled once, evaluates and delivers them all.
///
/// That keeps the per-frame code free of generic dispatch and value-witness
/// copies from whatever module calls it, and keeps the WebAssembly build
/// small (a generic list would be compiled again for every value type).
struct CommonTracks {
  /// How a track blends and which type it delivers.
  enum Blend {
    /// `Double` with its own interpolation.
    case number
    /// ``ScrollPoint`` with its own interpolation.
    case point
    /// ``RGBAColor`` in a colour space.
    case color(ColorInterpolation)
    /// A custom interpolator, at this index of `customBlends`.
    case custom(Int)
  }

  /// A custom interpolator of one of the common types.
  enum CustomBlend {
    case number(Interpolator<Double>)
    case point(Interpolator<ScrollPoint>)
    case color(Interpolator<RGBAColor>)
  }

  /// An app's sink, of one of the common types.
  enum Sink {
    case number((Double?) -> Void)
    case point((ScrollPoint?) -> Void)
    case color((RGBAColor?) -> Void)
  }

  private var store = KeyframeStore()
  // One element per track.
  private(set) var entries: [Int] = []
  private var blends: [Blend] = []
  private var sinks: [Sink] = []
  /// The last delivered value's four numbers per track, meaningful when
  /// `deliveries` says a value was delivered.
  private var delivered: [Double] = []
  /// Per track: 0 nothing delivered yet, 1 `nil` delivered, 2 a value.
  private var deliveries: [UInt8] = []
  // Four numbers per keyframe, parallel to the store's offsets.
  private var values: [Double] = []
  private var customBlends: [CustomBlend] = []

  /// The number of tracks.
  var count: Int { entries.count }

  /// The timing group of the track at `index`.
  func group(at index: Int) -> Int { store.records[index].group }

  /// Appends a number animation in timing group `group`; returns its index.
  mutating func append(
    _ animation: ScrollDrivenAnimation<Double>, sink: @escaping (Double?) -> Void, group: Int,
    entry: Int
  ) -> Int {
    let sequence = animation.keyframes
    var blend = Blend.number
    if sequence.interpolator.builtIn == nil {
      blend = .custom(customBlends.count)
      customBlends.append(.number(sequence.interpolator))
    }
    return append(
      sequence.table, components: sequence.values.map { ($0, 0, 0, 0) }, blend: blend,
      sink: .number(sink), group: group, entry: entry)
  }

  /// Appends a point animation in timing group `group`; returns its index.
  mutating func append(
    _ animation: ScrollDrivenAnimation<ScrollPoint>, sink: @escaping (ScrollPoint?) -> Void,
    group: Int, entry: Int
  ) -> Int {
    let sequence = animation.keyframes
    var blend = Blend.point
    if sequence.interpolator.builtIn == nil {
      blend = .custom(customBlends.count)
      customBlends.append(.point(sequence.interpolator))
    }
    return append(
      sequence.table, components: sequence.values.map { ($0.x, $0.y, 0, 0) }, blend: blend,
      sink: .point(sink), group: group, entry: entry)
  }

  /// Appends a colour animation in timing group `group`; returns its index.
  mutating func append(
    _ animation: ScrollDrivenAnimation<RGBAColor>, sink: @escaping (RGBAColor?) -> Void,
    group: Int, entry: Int
  ) -> Int {
    let sequence = animation.keyframes
    var blend = Blend.color(.srgb)
    if case .colorSpace(let space) = sequence.interpolator.builtIn {
      blend = .color(space)
    } else if sequence.interpolator.builtIn == nil {
      blend = .custom(customBlends.count)
      customBlends.append(.color(sequence.interpolator))
    }
    return append(
      sequence.table, components: sequence.values.map { ($0.red, $0.green, $0.blue, $0.alpha) },
      blend: blend, sink: .color(sink), group: group, entry: entry)
  }

  private mutating func append(
    _ table: KeyframeTable, components: [(Double, Double, Double, Double)], blend: Blend,
    sink: Sink, group: Int, entry: Int
  ) -> Int {
    for value in components {
      values.append(value.0)
      values.append(value.1)
      values.append(value.2)
      values.append(value.3)
    }
    store.append(table, group: group)
    entries.append(entry)
    blends.append(blend)
    sinks.append(sink)
    for _ in 0..<4 { delivered.append(0) }
    deliveries.append(0)
    return entries.count - 1
  }

  /// Removes the track at `index` by moving the last one into its place;
  /// returns the moved track's identity entry, if one moved.
  mutating func remove(at index: Int) -> Int? {
    let last = entries.count - 1
    entries.swapAt(index, last)
    blends.swapAt(index, last)
    sinks.swapAt(index, last)
    deliveries.swapAt(index, last)
    for component in 0..<4 { delivered.swapAt(index * 4 + component, last * 4 + component) }
    entries.removeLast()
    blends.removeLast()
    sinks.removeLast()
    deliveries.removeLast()
    delivered.removeLast(4)
    if let ranges = store.remove(at: index) {
      let old = values
      values.removeAll(keepingCapacity: true)
      for range in ranges { values.append(contentsOf: old[range.lowerBound * 4..<range.upperBound * 4]) }
    }
    // Custom blends are few; they are not compacted.
    return index < last ? entries[index] : nil
  }

  /// Moves the track at `index` to another timing group; its value is
  /// delivered again if it changes.
  mutating func retime(at index: Int, group: Int) {
    store.retime(at: index, group: group)
  }

  /// Evaluates every track for the sample of its timing group and calls
  /// the sinks of those whose value changed.
  mutating func update(samples: [EffectTiming.Sample?]) {
    guard !entries.isEmpty else { return }
    store.evaluate(samples: samples)
    for index in entries.indices {
      let evaluation = store.evaluations[index]
      var value = (0.0, 0.0, 0.0, 0.0)
      var delivery: UInt8 = 2
      switch evaluation.kind {
      case .none:
        delivery = 1
      case .held:
        let start = evaluation.start * 4
        value = (values[start], values[start + 1], values[start + 2], values[start + 3])
      case .blended:
        value = blended(index, evaluation.start * 4, evaluation.fraction)
      }
      let slot = index * 4
      if deliveries[index] == delivery,
        delivery == 1
          || (delivered[slot] == value.0 && delivered[slot + 1] == value.1
            && delivered[slot + 2] == value.2 && delivered[slot + 3] == value.3)
      {
        continue
      }
      deliveries[index] = delivery
      delivered[slot] = value.0
      delivered[slot + 1] = value.1
      delivered[slot + 2] = value.2
      delivered[slot + 3] = value.3
      let isValue = delivery == 2
      switch sinks[index] {
      case .number(let sink):
        sink(isValue ? value.0 : nil)
      case .point(let sink):
        sink(isValue ? ScrollPoint(x: value.0, y: value.1) : nil)
      case .color(let sink):
        sink(
          isValue ? RGBAColor(red: value.0, green: value.1, blue: value.2, alpha: value.3) : nil)
      }
    }
  }

  /// The four numbers of track `index`'s value `fraction` of the way from
  /// the keyframe whose numbers start at `start` to the next.
  private func blended(_ index: Int, _ start: Int, _ fraction: Double)
    -> (Double, Double, Double, Double)
  {
    let end = start + 4
    switch blends[index] {
    case .number:
      return (values[start].interpolated(to: values[end], at: fraction), 0, 0, 0)
    case .point:
      let point = ScrollPoint(x: values[start], y: values[start + 1]).interpolated(
        to: ScrollPoint(x: values[end], y: values[end + 1]), at: fraction)
      return (point.x, point.y, 0, 0)
    case .color(let space):
      let color = color(at: start).interpolated(to: color(at: end), at: fraction, in: space)
      return (color.red, color.green, color.blue, color.alpha)
    case .custom(let custom):
      switch customBlends[custom] {
      case .number(let interpolator):
        return (interpolator(values[start], values[end], fraction), 0, 0, 0)
      case .point(let interpolator):
        let point = interpolator(
          ScrollPoint(x: values[start], y: values[start + 1]),
          ScrollPoint(x: values[end], y: values[end + 1]), fraction)
        return (point.x, point.y, 0, 0)
      case .color(let interpolator):
        let color = interpolator(color(at: start), color(at: end), fraction)
        return (color.red, color.green, color.blue, color.alpha)
      }
    }
  }

  private func color(at start: Int) -> RGBAColor {
    RGBAColor(
      red: values[start], green: values[start + 1], blue: values[start + 2],
      alpha: values[start + 3])
  }
}
