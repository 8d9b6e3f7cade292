// The wasm build compiles this target into its one Embedded Swift module,
// where the core and the wire format are the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionSpecEngine
  import ScrollMotionWire
#endif

/// A spec's values at content offsets: what `scrollmotion eval` prints.
///
/// The spec is checked once, at init; each ``samples(along:)`` plays it
/// through the one engine every front end plays it through (the browser's
/// WebAssembly engine and ``SpecPlayer`` on a device run the same code), at
/// the spec's own geometry, so the values are the same to the bit. The
/// semantics are the core's (CSS Scroll-driven Animations and Web
/// Animations), with two clamps that CSS applies to computed values:
/// opacity is clamped to 0...1 after interpolation (so an overshooting
/// easing or a keyframe value outside 0...1 still yields a valid opacity),
/// and colour channels are clamped to 0...1 (`RGBAColor` does it), as
/// Chromium does for legacy sRGB colours.
public struct SpecEvaluator: Sendable {
  /// The spec being evaluated.
  public let spec: ChoreographySpec
  /// Its animations as the engine builds them, at the spec's geometry.
  let drafts: [AnimationDraft]

  /// An evaluator for `spec`.
  ///
  /// - Throws: ``SpecError`` if a view timeline's subject has no frame
  ///   (``ChoreographySpec/framesMissingForEvaluation()``: it is measured
  ///   where the spec plays), or if the spec was put together in code with
  ///   keyframes the core rejects, or with a target or subject that names no
  ///   element; a spec read with ``ChoreographySpec/init(json:)-(Collection<UInt8>)`` never does.
  public init(_ spec: ChoreographySpec) throws(SpecError) {
    let missing = spec.framesMissingForEvaluation()
    guard missing.isEmpty else { throw SpecError(missing) }
    self.spec = spec
    drafts = try spec.drafts(validating: true)
  }

  /// The values of every animation at the content offset `offset`.
  ///
  /// Offsets outside the scroll range are evaluated as given (as during a
  /// rubber-band overscroll); the result never contains NaN.
  ///
  /// A triggered animation is evaluated as if scrolled to `offset` from
  /// before its range; see ``samples(along:)``.
  public func sample(at offset: ScrollPoint) -> SpecSample {
    samples(along: [offset])[0]
  }

  /// The values of every animation at each offset in turn, as if the
  /// scroll view moved through them in that order.
  ///
  /// Scroll-driven animations do not depend on the order. A triggered
  /// animation performs the actions of the crossings of its range since
  /// the previous offset (the first offset counts from before the range),
  /// in order, and its value is where those actions come to rest: a play
  /// runs to the end, a reverse to the start, a pause stays. Each entry of
  /// a triggered animation lists those crossings. A smoothed animation's
  /// value is the one its smoothing settles on, the unsmoothed value.
  public func samples(along offsets: [ScrollPoint]) -> [SpecSample] {
    let engine = DraftChoreography()
    // The drafts built when the evaluator was made: this build cannot fail.
    _ = engine.build(drafts) { _ in nil }
    var samples: [SpecSample] = []
    samples.reserveCapacity(offsets.count)
    for offset in offsets {
      // No time: a playback the crossings start comes to rest at once.
      engine.update(with: spec.scroller.logicalMetrics(at: offset), at: .nan)
      engine.comeToRest()
      samples.append(engine.sample(of: spec, at: offset, withCrossings: true))
    }
    return samples
  }
}

extension DraftChoreography {
  /// Animation `index`'s value in the output now, as a spec value; `nil`
  /// for no effect.
  package func specValue(ofAnimationAt index: Int) -> SpecValue? {
    let base = index * WireFormat.outputStride
    let output = self.output
    let state = WireOutputState(rawValue: Int(output[base]))
    guard state == .unchanged || state == .changed else { return nil }
    return SpecValue(
      kind: drafts[index].kind, output[base + 1], output[base + 2], output[base + 3],
      output[base + 4])
  }

  /// Every animation's value now, as `spec` names them, the content at
  /// `offset`; with `withCrossings`, each triggered animation's entry
  /// lists the crossings the last update reported for it.
  package func sample(of spec: ChoreographySpec, at offset: ScrollPoint, withCrossings: Bool)
    -> SpecSample
  {
    var crossings: [[RangeCrossing]?] = Array(repeating: nil, count: drafts.count)
    if withCrossings {
      for index in drafts.indices where drafts[index].trigger != nil { crossings[index] = [] }
      let events = self.events
      for position in 0..<Int(events[1]) {
        let animation = Int(events[3 + 2 * position])
        guard let code = WireCrossing(rawValue: Int(events[4 + 2 * position])) else { continue }
        crossings[animation]?.append(code.crossing)
      }
    }
    var entries: [SpecSample.Entry] = []
    entries.reserveCapacity(drafts.count)
    for index in drafts.indices {
      entries.append(
        SpecSample.Entry(
          id: spec.animations[index].id, value: specValue(ofAnimationAt: index),
          crossings: crossings[index]))
    }
    return SpecSample(offset: offset, entries: entries)
  }
}

extension SpecValue {
  /// The value of wire components of `kind`: a number, a pair, or a colour
  /// (channels clamped to 0...1, as `RGBAColor` keeps them).
  package init(kind: WireValueKind, _ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double) {
    switch kind {
    case .number: self = .number(v0)
    case .pair: self = .pair(v0, v1)
    case .color: self = .color(RGBAColor(red: v0, green: v1, blue: v2, alpha: v3))
    }
  }
}
