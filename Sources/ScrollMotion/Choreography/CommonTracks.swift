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

  /// Which of the common types a track delivers.
  enum Kind {
    case number
    case point
    case color
  }

  /// Which blend ``update(samples:unchanged:)`` runs inline for a track,
  /// decided when it is added so that the loop switches on one byte.
  enum Path: UInt8 {
    /// A number whose keyframes differ by finite amounts: the lerp
    /// without its test for an overflowing difference.
    case number
    /// A point whose keyframes differ by finite amounts in x and y.
    case point
    /// A colour blended in sRGB.
    case srgbColor
    /// Any other blend, out of line.
    case other
  }

  /// A track's blend and last delivery, plain values read and written on
  /// every update.
  private struct Output {
    var blend: Blend
    var kind: Kind
    var path: Path
    /// 0 nothing delivered yet, 1 `nil` delivered, 2 a value.
    var delivery: UInt8 = 0
    /// The last delivered value's four numbers, when `delivery` is 2.
    var delivered = (0.0, 0.0, 0.0, 0.0)
    /// Whether the last delivery was for the track's current timing group
    /// and data: then, while the group's sample stays the same, so does
    /// the value, and the track is skipped.
    var isCurrent = false
  }

  private var store = KeyframeStore()
  // One element per track.
  private(set) var entries: [Int] = []
  private var outputs: [Output] = []
  /// A track's sink, in the field of its type; the other two are empty
  /// closures. The closures sit in a struct of its own rather than in an
  /// array of closures, so that they are stored as written, not
  /// reabstracted for a generic element: no thunk per call, no allocation
  /// per add; and in one struct so that the WebAssembly build carries one
  /// array type, not three.
  struct Sink {
    var number: (Double?) -> Void = { _ in }
    var point: (ScrollPoint?) -> Void = { _ in }
    var color: (RGBAColor?) -> Void = { _ in }
  }

  // The sinks, one per track, in a `ContiguousArray` that the update holds
  // as a constant: a closure read from it is called without retaining its
  // context (Swift 6.3, Linux). Read from an `Array`, an unsafe buffer or
  // an enum payload, each call is wrapped in a retain and a release.
  private var sinks: ContiguousArray<Sink> = []
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
      kind: .number, group: group, entry: entry, sink: Sink(number: sink))
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
      kind: .point, group: group, entry: entry, sink: Sink(point: sink))
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
      blend: blend, kind: .color, group: group, entry: entry, sink: Sink(color: sink))
  }

  // Out of line: the three public appends share it rather than each
  // carrying a copy (the WebAssembly build counts bytes).
  @inline(never)
  private mutating func append(
    _ table: KeyframeTable, components: [(Double, Double, Double, Double)], blend: Blend,
    kind: Kind, group: Int, entry: Int, sink: Sink
  ) -> Int {
    for value in components {
      values.append(value.0)
      values.append(value.1)
      values.append(value.2)
      values.append(value.3)
    }
    var path = Path.other
    #if !hasFeature(Embedded)
      // The browser engine blends every track out of line (see update)
      // and needs no path.
      switch blend {
      case .number, .point:
        // Finite differences, checked once here, spare every frame's
        // blend the test (numbers have zeros in .1).
        let finite = zip(components, components.dropFirst()).allSatisfy {
          ($1.0 - $0.0).isFinite && ($1.1 - $0.1).isFinite
        }
        if finite { path = kind == .number ? .number : .point }
      case .color(.srgb):
        path = .srgbColor
      default:
        break
      }
    #endif
    store.append(table, group: group)
    entries.append(entry)
    outputs.append(Output(blend: blend, kind: kind, path: path))
    sinks.append(sink)
    return entries.count - 1
  }

  /// Removes the track at `index` by moving the last one into its place;
  /// returns the moved track's identity entry, if one moved.
  mutating func remove(at index: Int) -> Int? {
    let last = entries.count - 1
    entries.removeBySwappingLast(at: index)
    outputs.removeBySwappingLast(at: index)
    sinks.removeBySwappingLast(at: index)
    if let ranges = store.remove(at: index) {
      KeyframeStore.rearrange(&values, as: ranges, stride: 4)
    }
    // Custom blends are few; they are not compacted.
    return index < last ? entries[index] : nil
  }

  /// Moves the track at `index` to another timing group; its value is
  /// delivered again if it changes.
  mutating func retime(at index: Int, group: Int) {
    store.retime(at: index, group: group)
    outputs[index].isCurrent = false
  }

  /// Evaluates every track for the sample of its timing group and calls
  /// the sinks of those whose value changed; a track whose group's sample
  /// is `unchanged` since the last update, and that was evaluated then, is
  /// skipped.
  ///
  /// One loop searches, eases, blends and delivers each track, through
  /// buffer pointers: no bounds checks, no intermediate list, and one
  /// uniqueness check per array rather than per element written.
  mutating func update(samples: [EffectTiming.Sample?], unchanged: [Bool]) {
    guard !entries.isEmpty else { return }
    let customBlends = self.customBlends
    // Constants for the whole update, so that calling a sink retains
    // nothing (see the sink arrays).
    let sinks = self.sinks
    // Moved out while the evaluator holds the store, and back after.
    var outputs: [Output] = []
    swap(&outputs, &self.outputs)
    store.withEvaluator { evaluator in
      samples.withUnsafeBufferPointer { samples in
        unchanged.withUnsafeBufferPointer { unchanged in
          values.withUnsafeBufferPointer { values in
            outputs.withUnsafeMutableBufferPointer { outputs in
              Self.deliver(
                outputs, evaluator: evaluator, samples: samples, unchanged: unchanged,
                values: values, sinks: sinks, customBlends: customBlends)
            }
          }
        }
      }
    }
    swap(&outputs, &self.outputs)
  }

  /// The loop of ``update(samples:unchanged:)``: searches, eases, blends
  /// and delivers each track.
  ///
  /// A function of its own, so that its pointers are arguments held in
  /// registers: as the innermost of the update's closures (when the
  /// compiler leaves it out of line, as it does once the loop grows) it
  /// reloads them through the closure's context on every track.
  @inline(never)
  private static func deliver(
    _ outputs: UnsafeMutableBufferPointer<Output>, evaluator: KeyframeStore.Evaluator,
    samples: UnsafeBufferPointer<EffectTiming.Sample?>, unchanged: UnsafeBufferPointer<Bool>,
    values: UnsafeBufferPointer<Double>, sinks: ContiguousArray<Sink>, customBlends: [CustomBlend]
  ) {
    for index in outputs.indices {
      let group = evaluator.records[index].group
      if unchanged[group] && outputs[index].isCurrent { continue }
      outputs[index].isCurrent = true
      var value = (0.0, 0.0, 0.0, 0.0)
      var delivery: UInt8 = 1
      if let sample = samples[group] {
        delivery = 2
        let evaluation = evaluator.evaluate(index, for: sample)
        // Wrapping arithmetic: indices into arrays that exist
        // cannot overflow, and the checks cost every track.
        let start = evaluation.start &* 4
        let fraction = evaluation.fraction
        if case .held = evaluation.kind {
          value = (
            values[start], values[start &+ 1], values[start &+ 2], values[start &+ 3]
          )
        } else {
          #if hasFeature(Embedded)
            // The browser engine, compiled for size, keeps every
            // blend in one out-of-line function.
            value = Self.blended(
              values, start, fraction, outputs[index].blend, customBlends)
          #else
            // The built-in blends of numbers, points and sRGB
            // colours inline: called, each costs as much again
            // as its arithmetic.
            let end = start &+ 4
            switch outputs[index].path {
            case .number:
              value.0 = Double.lerp(
                finiteDifference: values[start], values[end], fraction)
            case .point:
              value.0 = Double.lerp(
                finiteDifference: values[start], values[end], fraction)
              value.1 = Double.lerp(
                finiteDifference: values[start &+ 1], values[end &+ 1], fraction)
            case .srgbColor:
              let color = Self.color(values, at: start).srgbInterpolated(
                to: Self.color(values, at: end), at: fraction)
              value = (color.red, color.green, color.blue, color.alpha)
            case .other:
              value = Self.blended(
                values, start, fraction, outputs[index].blend, customBlends)
            }
          #endif
        }
      }
      if outputs[index].delivery == delivery,
        delivery == 1 || outputs[index].delivered == value
      {
        continue
      }
      outputs[index].delivery = delivery
      outputs[index].delivered = value
      let isValue = delivery == 2
      switch outputs[index].kind {
      case .number:
        sinks[index].number(isValue ? value.0 : nil)
      case .point:
        sinks[index].point(isValue ? ScrollPoint(x: value.0, y: value.1) : nil)
      case .color:
        sinks[index].color(
          isValue
            ? RGBAColor(unitRed: value.0, green: value.1, blue: value.2, alpha: value.3)
            : nil)
      }
    }
  }

  /// The colour whose four numbers start at `start`.
  private static func color(_ values: UnsafeBufferPointer<Double>, at start: Int) -> RGBAColor {
    RGBAColor(
      unitRed: values[start], green: values[start &+ 1], blue: values[start &+ 2],
      alpha: values[start &+ 3])
  }

  /// The four numbers of the value `fraction` of the way from the
  /// keyframe whose numbers start at `start` to the next, for the blends
  /// ``update(samples:unchanged:)`` does not run inline.
  @inline(never)
  private static func blended(
    _ values: UnsafeBufferPointer<Double>, _ start: Int, _ fraction: Double, _ blend: Blend,
    _ customBlends: [CustomBlend]
  ) -> (Double, Double, Double, Double) {
    let end = start &+ 4
    func color(at start: Int) -> RGBAColor { Self.color(values, at: start) }
    switch blend {
    case .number:
      return (values[start].interpolated(to: values[end], at: fraction), 0, 0, 0)
    case .point:
      let point = ScrollPoint(x: values[start], y: values[start &+ 1]).interpolated(
        to: ScrollPoint(x: values[end], y: values[end &+ 1]), at: fraction)
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
}
