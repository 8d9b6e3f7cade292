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
  /// The largest error in eased progress accepted for a `linear()`
  /// approximation before giving up on adding stops.
  static var easingTolerance: Double { 1e-4 }
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
      guard index + 1 < keyframes.count, nativeColors || keyframe.value != keyframes[index + 1].value
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
        for (sample, value) in samples.values.enumerated() {
          let offset = keyframe.offset + (next.offset - keyframe.offset) * Double(sample) / Double(samples.values.count)
          entries.append(Entry(offset: offset, value: value, timingFunction: "linear"))
        }
      } else if let css = easing.easing.cssText {
        let timing = css == timingFunction ? nil : css
        entries.append(Entry(offset: keyframe.offset, value: keyframe.value, timingFunction: timing))
      } else {
        let approximation = segment.linearApproximation(tolerance: Self.easingTolerance)
        approximatedEasings[easing.text] = Swift.max(approximatedEasings[easing.text] ?? 0, approximation.stops)
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

/// The interval between two keyframes, for measuring approximations of it.
struct Segment {
  let from: SpecValue
  let to: SpecValue
  let easing: Easing
  let colorSpace: ColorInterpolation

  /// How many probes per approximation interval the error is measured with.
  private static var probes: Int { 8 }

  /// The exact value at local progress `x`.
  func exact(_ x: Double) -> [Double] {
    Self.components(blend(easing.transform(x), in: colorSpace))
  }

  /// The blend at eased fraction `t` in `space` (numbers ignore the space).
  func blend(_ t: Double, in space: ColorInterpolation) -> SpecValue {
    switch (from, to) {
    case (.color(let a), .color(let b)):
      return .color(Interpolator<RGBAColor>.colorSpace(space)(a, b, t))
    case (.number(let a), .number(let b)):
      return .number(a.interpolated(to: b, at: t))
    default:
      let (a, b) = (Self.pair(from), Self.pair(to))
      return .pair(a.0.interpolated(to: b.0, at: t), a.1.interpolated(to: b.1, at: t))
    }
  }

  private static func pair(_ value: SpecValue) -> (Double, Double) {
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

  private static func distance(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).map { abs($0 - $1) }.max() ?? 0
  }

  /// The easing as `linear()` with uniformly spaced stops, doubling them
  /// until the value error is within `tolerance` times the segment's span
  /// (or the core's limit of 1,000 stops is reached).
  func linearApproximation(tolerance: Double) -> (css: String, stops: Int, valueError: Double) {
    var count = 16
    while true {
      let stops = easing.linearApproximation(stops: count)
      let curve = (try? Easing.piecewiseLinear(stops)) ?? .linear
      let samples = count * Self.probes
      var easingError = 0.0
      var valueError = 0.0
      for index in 0...samples {
        let x = Double(index) / Double(samples)
        easingError = Swift.max(easingError, abs(easing.transform(x) - curve.transform(x)))
        valueError = Swift.max(
          valueError, Self.distance(exact(x), Self.components(blend(curve.transform(x), in: colorSpace))))
      }
      if easingError <= tolerance || count >= 1_000 {
        let text = "linear(" + stops.map { stop in
          "\(CSSText.number(stop.output)) \(CSSText.number((stop.input ?? 0) * 100))%"
        }.joined(separator: ", ") + ")"
        return (text, stops.count, valueError)
      }
      count = Swift.min(count * 2, 1_000)
    }
  }

  /// Values along the exact path at evenly spaced local progress, which CSS
  /// then joins linearly in sRGB, doubling them until the largest channel
  /// error is within `tolerance` (or 256 samples).
  func sampledPath(tolerance: Double) -> (values: [SpecValue], error: Double) {
    var count = 4
    while true {
      let values = (0..<count).map { blend(easing.transform(Double($0) / Double(count)), in: colorSpace) }
      let ends = values + [blend(easing.transform(1), in: colorSpace)]
      var error = 0.0
      for index in 0..<count {
        for probe in 0...Self.probes {
          let local = Double(probe) / Double(Self.probes)
          let x = (Double(index) + local) / Double(count)
          let joined = Segment(from: ends[index], to: ends[index + 1], easing: .linear, colorSpace: .srgb)
          error = Swift.max(error, Self.distance(exact(x), joined.exact(local)))
        }
      }
      if error <= tolerance || count >= 256 { return (values, error) }
      count *= 2
    }
  }
}
