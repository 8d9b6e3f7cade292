import ScrollMotion

/// One animation's keyframes as CSS can run them, with the notes on what
/// had to be approximated and how far the result can be off.
///
/// CSS interpolates numbers linearly and legacy colours in premultiplied
/// sRGB, applies each keyframe's `animation-timing-function` to the interval
/// it starts, and merges `@keyframes` rules with equal offsets. So:
/// an easing CSS has no word for (smoothstep, springs, the Penner curves)
/// becomes `linear()` stops; a colour space other than sRGB becomes extra
/// keyframes sampled along the exact path; keyframes sharing an offset are
/// pulled apart by ``nudge``; and the first and last values are held out to
/// 0% and 100%, because CSS would otherwise fill the gaps from the element's
/// own style while the spec holds the nearest keyframe.
struct CSSKeyframes {
  /// A `@keyframes` rule's entry.
  struct Entry {
    /// The offset in 0...1.
    var offset: Double
    var value: SpecValue
    /// The `animation-timing-function` of the interval it starts; `nil`
    /// takes the animation's.
    var timingFunction: String?
  }

  /// How far apart keyframes that share an offset are pulled: a jump
  /// becomes a ramp over this fraction of the range.
  static var nudge: Double { 1e-9 }
  /// The largest error in eased progress aimed at by a `linear()`
  /// approximation.
  static var easingTolerance: Double { 1e-5 }
  /// The largest error in a colour channel (0...1) accepted for a sampled
  /// colour path.
  static var colorTolerance: Double { 0.25 / 255 }

  private(set) var entries: [Entry] = []
  /// The animation-level `animation-timing-function`.
  private(set) var timingFunction = "linear"
  /// What could not be expressed exactly, relative to the animation's path.
  private(set) var notes: [SpecIssue] = []
  /// The largest difference between the CSS values and the exact ones, in
  /// the property's units (colour channels in 0...1); 0 when exact.
  private(set) var approximationError = 0.0

  init(_ animation: AnimationSpec, at path: SpecPath) {
    let keyframes = Self.separatingEqualOffsets(animation.keyframes, at: path, notes: &notes)
    let nativeColors = animation.property != .backgroundColor || animation.colorSpace == .srgb
    let defaultTiming = animation.easing.easing.cssText
    if let defaultTiming, nativeColors {
      timingFunction = defaultTiming
    }
    if let first = keyframes.first, first.offset > 0 {
      entries.append(Entry(offset: 0, value: first.value, timingFunction: nil))
    }
    var approximatedEasings: [String: Int] = [:]
    var approximatedColorSegments = 0
    for (index, keyframe) in keyframes.enumerated() {
      let easing = keyframe.easing ?? animation.easing
      guard index + 1 < keyframes.count,
        nativeColors || keyframe.value != keyframes[index + 1].value
      else {
        entries.append(Entry(offset: keyframe.offset, value: keyframe.value, timingFunction: nil))
        continue
      }
      let next = keyframes[index + 1]
      let segment = Segment(
        from: keyframe.value, to: next.value, easing: easing.easing,
        colorSpace: animation.colorSpace)
      if !nativeColors {
        let samples = segment.sampledPath(tolerance: Self.colorTolerance)
        approximatedColorSegments += 1
        approximationError = Swift.max(approximationError, samples.error)
        // The path's last sample is the next keyframe, which comes next.
        for (local, value) in zip(samples.offsets, samples.values).dropLast() {
          let offset = keyframe.offset + (next.offset - keyframe.offset) * local
          entries.append(Entry(offset: offset, value: value, timingFunction: "linear"))
        }
      } else if let css = easing.easing.cssText {
        let timing = css == timingFunction ? nil : css
        entries.append(
          Entry(offset: keyframe.offset, value: keyframe.value, timingFunction: timing))
      } else {
        let approximation = segment.linearApproximation(tolerance: Self.easingTolerance)
        approximatedEasings[easing.text] = Swift.max(
          approximatedEasings[easing.text] ?? 0, approximation.stops)
        approximationError = Swift.max(approximationError, approximation.valueError)
        entries.append(
          Entry(offset: keyframe.offset, value: keyframe.value, timingFunction: approximation.css))
      }
    }
    if let last = keyframes.last, last.offset < 1 {
      entries.append(Entry(offset: 1, value: last.value, timingFunction: nil))
    }
    for (text, stops) in approximatedEasings.sorted(by: { $0.key < $1.key }) {
      notes.append(
        SpecIssue(
          "CSS has no easing '\(text)': approximated with linear() of \(stops) stops",
          at: path.appending("easing")))
    }
    if approximatedColorSegments > 0 {
      notes.append(
        SpecIssue(
          "CSS animations blend colours in sRGB only: the \(Self.name(of: animation.colorSpace)) path is "
            + "approximated with keyframes sampled along it",
          at: path.appending("colorSpace")))
    }
    if approximationError > 0 {
      notes.append(
        SpecIssue(
          "largest difference from the exact values: \(CSSText.number(approximationError))"
            + (animation.property == .backgroundColor ? " (colour channel, 0...1)" : ""),
          at: path))
    }
  }

  private static func name(of space: ColorInterpolation) -> String {
    switch space {
    case .srgb: "sRGB"
    case .linearSRGB: "linear-sRGB"
    case .oklab: "Oklab"
    case .hsb: "HSB"
    }
  }

  /// The keyframes with no two at one offset: of a run at offset 0 only the
  /// last can ever show, so the rest go; elsewhere the run's first keyframe
  /// moves back by ``nudge`` and its middle ones go, so that the jump lands
  /// exactly where the spec has it.
  private static func separatingEqualOffsets(
    _ keyframes: [KeyframeSpec], at path: SpecPath, notes: inout [SpecIssue]
  ) -> [KeyframeSpec] {
    var result: [KeyframeSpec] = []
    var index = 0
    while index < keyframes.count {
      var end = index
      while end + 1 < keyframes.count, keyframes[end + 1].offset == keyframes[index].offset {
        end += 1
      }
      if end == index {
        result.append(keyframes[index])
      } else {
        let offset = keyframes[index].offset
        if offset > 0 {
          var first = keyframes[index]
          let floor = result.last?.offset ?? 0
          first.offset = Swift.max(offset - nudge, (floor + offset) / 2)
          result.append(first)
        }
        result.append(keyframes[end])
        notes.append(
          SpecIssue(
            "keyframes \(index)–\(end) share the offset \(CSSText.number(offset)) and CSS "
              + "merges equal offsets: the jump becomes a ramp over \(CSSText.number(nudge * 100))% "
              + "of the range ending there",
            at: path.appending("keyframes")))
      }
      index = end + 1
    }
    return result
  }
}

/// The interval between two keyframes, and its approximations for CSS.
struct Segment {
  let from: SpecValue
  let to: SpecValue
  let easing: Easing
  let colorSpace: ColorInterpolation

  /// The exact value at local progress `x`.
  func exact(_ x: Double) -> SpecValue {
    blend(easing.transform(x), in: colorSpace)
  }

  /// The blend at eased fraction `t` in `space` (numbers ignore the space).
  func blend(_ t: Double, in space: ColorInterpolation) -> SpecValue {
    Self.blend(from, to, t, in: space)
  }

  static func blend(_ from: SpecValue, _ to: SpecValue, _ t: Double, in space: ColorInterpolation)
    -> SpecValue
  {
    switch (from, to) {
    case (.color(let a), .color(let b)):
      return .color(Interpolator<RGBAColor>.colorSpace(space)(a, b, t))
    case (.number(let a), .number(let b)):
      return .number(a.interpolated(to: b, at: t))
    default:
      let (a, b) = (pair(from), pair(to))
      return .pair(a.x.interpolated(to: b.x, at: t), a.y.interpolated(to: b.y, at: t))
    }
  }

  private static func pair(_ value: SpecValue) -> (x: Double, y: Double) {
    switch value {
    case .number(let number): (number, number)
    case .pair(let x, let y): (x, y)
    case .color(let color): (color.red, color.green)
    }
  }

  static func components(_ value: SpecValue) -> [Double] {
    switch value {
    case .number(let number): [number]
    case .pair(let x, let y): [x, y]
    case .color(let color): [color.red, color.green, color.blue, color.alpha]
    }
  }

  static func distance(_ a: SpecValue, _ b: SpecValue) -> Double {
    zip(components(a), components(b)).map { abs($0 - $1) }.max() ?? 0
  }

  /// The easing as CSS `linear()` stops placed where the curve needs them,
  /// with the largest difference the approximation makes to this segment's
  /// values.
  func linearApproximation(tolerance: Double) -> (css: String, stops: Int, valueError: Double) {
    let sampling = AdaptiveSampling(tolerance: tolerance) { x in .number(easing.transform(x)) }
    let stops = sampling.inputs.map { LinearStop(output: easing.transform($0), input: $0) }
    let curve = (try? Easing.piecewiseLinear(stops)) ?? .linear
    let valueError =
      sampling.probes.map { x in
        Self.distance(exact(x), blend(curve.transform(x), in: colorSpace))
      }.max() ?? 0
    let text =
      "linear("
      + stops.map { "\(CSSText.number($0.output)) \(CSSText.percentage($0.input ?? 0))" }
      .joined(separator: ", ") + ")"
    return (text, stops.count, valueError)
  }

  /// Values along the exact path, placed where the path needs them, that CSS
  /// then joins in premultiplied sRGB; with their local offsets (the last
  /// is 1) and the largest channel difference from the exact path.
  func sampledPath(tolerance: Double) -> (offsets: [Double], values: [SpecValue], error: Double) {
    let sampling = AdaptiveSampling(tolerance: tolerance, exact: exact) { start, end, t in
      Self.blend(start, end, t, in: .srgb)
    }
    return (sampling.inputs, sampling.inputs.map(exact), sampling.error)
  }
}

/// Breakpoints in 0...1 at which a path is sampled so that joining
/// consecutive samples stays within a tolerance of the path: an interval is
/// halved while a probe inside it is further than `tolerance` from the
/// join, down to a width of 2⁻³⁰ (where a jump in the path is left as a
/// steep ramp).
struct AdaptiveSampling {
  /// The breakpoints, increasing, from 0 to 1.
  private(set) var inputs: [Double] = [0]
  /// The largest distance found between the path and the joined samples.
  private(set) var error = 0.0
  /// Every input the error was measured at.
  private(set) var probes: [Double] = []

  private static var probesPerInterval: Int { 8 }
  private static var smallestWidth: Double { 1.0 / 1_073_741_824 }

  init(
    tolerance: Double, exact: (Double) -> SpecValue,
    join: (SpecValue, SpecValue, Double) -> SpecValue = { start, end, t in
      Segment.blend(start, end, t, in: .srgb)
    }
  ) {
    var pending: [(start: Double, end: Double)] = [(0, 1)]
    while let (start, end) = pending.popLast() {
      let first = exact(start)
      let last = exact(end)
      var largest = 0.0
      var probes: [Double] = []
      for index in 1..<Self.probesPerInterval {
        let t = Double(index) / Double(Self.probesPerInterval)
        let x = start + (end - start) * t
        probes.append(x)
        largest = Swift.max(largest, Segment.distance(exact(x), join(first, last, t)))
      }
      if largest > tolerance, end - start > Self.smallestWidth {
        let middle = (start + end) / 2
        // Last in, first out: the left half is examined first, so the
        // breakpoints come out in increasing order.
        pending.append((middle, end))
        pending.append((start, middle))
      } else {
        inputs.append(end)
        error = Swift.max(error, largest)
        self.probes += probes
      }
    }
  }
}
