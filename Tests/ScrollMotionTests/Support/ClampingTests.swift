import Testing

@testable import ScrollMotion

@Suite("The one clamp: what each form does with NaN and infinities")
struct ClampingTests {
  static let largest = Double.greatestFiniteMagnitude

  @Test func integersGoToTheNearerBound() {
    #expect((-3).clamped(to: 0...4) == 0)
    #expect(2.clamped(to: 0...4) == 2)
    #expect(Int.max.clamped(to: 0...4) == 4)
    #expect(Int.min.clamped(to: 1...1_000) == 1)
    #expect(7.clamped(to: 5...5) == 5)
  }

  @Test(arguments: [
    (-2.0, -1.0), (0.25, 0.25), (9, 3), (-.infinity, -1), (.infinity, 3), (.nan, 42),
  ])
  func doublesGoToTheNearerBoundAndNaNToTheChosenValue(input: Double, expected: Double) {
    #expect(input.clamped(to: -1...3, nan: 42) == expected)
  }

  @Test func theLowerBoundItselfComesBackForAnEqualValue() {
    let zero = (-0.0).clamped(to: 0...1, nan: 0.5)
    #expect(zero == 0 && zero.sign == .plus)
    #expect((-0.0).clampedToUnit.sign == .plus)
    #expect(0.0.clamped(to: 0...0, nan: 1) == 0)
  }

  @Test(arguments: [
    (-0.5, 0.0), (0.4, 0.4), (1.5, 1), (-.infinity, 0), (.infinity, 1), (.nan, 0), (-0.0, 0),
  ])
  func theUnitClampSendsNaNToZero(input: Double, expected: Double) {
    #expect(input.clampedToUnit == expected)
  }

  @Test(arguments: [
    (3.0, 3.0), (-largest, -largest), (.infinity, largest), (-.infinity, -largest), (.nan, 0),
  ])
  func saturatingKeepsFiniteValuesAndSendsNaNToZero(input: Double, expected: Double) {
    #expect(input.saturated == expected)
    let clamped = input.clamped(to: -Self.largest...Self.largest, nan: 0)
    #expect(input.saturated.bitPattern == clamped.bitPattern)
  }
}

/// Every clamp site of the core, fed NaN (and infinities) through its own
/// API, gives what its documentation says.
@Suite("Each clamp of the core, through its caller")
struct ClampSiteTests {
  static let largest = Double.greatestFiniteMagnitude

  @Test func easingsCountNaNAsZeroAndReplaceAnUnknownOutputByTheClampedInput() throws {
    #expect(Easing.smoothstep.transform(.nan) == 0)
    #expect(Easing.smoothstep.transform(7) == 1)
    #expect(Easing.smoothstep.transform(-.infinity) == 0)
    let broken = Easing.custom { _ in .nan }
    #expect(broken.transform(0.25) == 0.25)
    #expect(broken.transform(3) == 1)
    #expect(broken.transform(-3) == 0)
    #expect(broken.transform(.nan) == 0)
    // A flat segment extrapolated from far away: ∞ × 0 is NaN there, so
    // the output is the input clamped.
    let flat = try Easing.piecewiseLinear([
      LinearStop(output: 0.5, input: -1e308), LinearStop(output: 0.5, input: -9e307),
    ])
    #expect(flat.transform(1e308) == 1)
    // A steep one overflows: held to the largest finite value.
    let steep = try Easing.piecewiseLinear([
      LinearStop(output: -1e308, input: 0), LinearStop(output: 1e308, input: 1),
    ])
    #expect(steep.transform(0.75) == Self.largest)
  }

  @Test func linearStopsFindTheirFirstSegmentForNaN() throws {
    let curve = try PiecewiseLinear([
      LinearStop(output: 0.2), LinearStop(output: 0.6), LinearStop(output: 1),
    ])
    #expect(curve.value(at: .nan) == 0.2)
    #expect(curve.value(at: .nan) == curve.value(at: 0))
    #expect(curve.value(at: 0.25) == 0.4)
  }

  @Test func keyframesAtNaNProgressShowTheirStart() throws {
    let sequence = try KeyframeSequence<Double>([.at(0, 10), .at(0.5, 20), .at(1, 40)])
    #expect(sequence.value(at: .nan) == 10)
    #expect(sequence.value(at: 0.75) == 30)
  }

  @Test func linearApproximationClampsItsStopCount() {
    #expect(Easing.ease.linearApproximation(stops: .min).count == 2)
    #expect(Easing.ease.linearApproximation(stops: .max).count == 1_001)
  }

  @Test func triggeredPlaybackIgnoresANaNTimeAndStaysInRange() throws {
    var playback = try TriggeredPlayback(duration: 2)
    playback.perform(.play, at: 0)
    playback.advance(to: 1)
    playback.advance(to: .nan)
    #expect(playback.fractionComplete == 0.5)
    playback.advance(to: .infinity)
    #expect(playback.fractionComplete == 0.5)
    playback.advance(to: 1e308)
    #expect(playback.fractionComplete == 1)
  }

  @Test func aClampedProgressObserverGetsNilForNaNMetricsAndHoldsOverscroll() {
    let choreography = Choreography()
    var received: [Double?] = []
    choreography.onProgress { received.append($0) }
    func metrics(_ y: Double) -> ScrollMetrics {
      ScrollMetrics(
        contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: 100, height: 1_100),
        containerSize: ScrollSize(width: 100, height: 100))
    }
    choreography.update(with: metrics(.nan))
    choreography.update(with: metrics(-50))
    choreography.update(with: metrics(1_200))
    #expect(received == [nil, 0, 1])
  }

  @Test func staggerClampsTheIndex() {
    let stagger = Stagger(each: .points(10))
    #expect(stagger.steps(at: .min, of: 5) == 0)
    #expect(stagger.steps(at: .max, of: 5) == 4)
  }

  @Test func parallaxCropShowsTheMiddleForNaNProgress() throws {
    let crop = try ParallaxCrop(
      imageSize: ScrollSize(width: 1_600, height: 1_000),
      viewSize: ScrollSize(width: 390, height: 220),
      viewportLength: 844, ratio: 0.5)
    #expect(crop.imageFrame(progress: .nan) == crop.imageFrame(progress: 0.5))
    #expect(crop.contentsRect(progress: .nan) == crop.contentsRect(progress: 0.5))
    #expect(crop.contentsRect(progress: .infinity) == crop.contentsRect(progress: 1))
    #expect(crop.contentsRect(progress: -.infinity) == crop.contentsRect(progress: 0))
    let rect = crop.contentsRect(progress: 0)
    #expect(rect.minY >= 0 && rect.maxY <= 1 && rect.minX >= 0 && rect.maxX <= 1)
  }

  @Test func stretchyHeaderRestsForNaNAndHoldsAHugePullFinite() throws {
    func layout(_ y: Double, height: Double = 200) throws -> StretchyHeader.Layout {
      try StretchyHeader(height: height).layout(
        for: ScrollMetrics(
          contentOffset: ScrollPoint(x: 0, y: y),
          contentSize: ScrollSize(width: 390, height: 2_000),
          containerSize: ScrollSize(width: 390, height: 844),
          contentInsets: ScrollInsets(top: height, left: 0, bottom: 0, right: 0)))
    }
    #expect(try layout(.nan) == layout(-200))
    #expect(try layout(.nan).progress == 1)
    // Pulled by the largest double: the header is as tall as it, and the
    // progress of a header a hair tall, which overflows, is held there.
    let pulled = try layout(-Self.largest)
    #expect(pulled.frame.height == Self.largest)
    #expect(pulled.progress == Self.largest / 200)
    #expect(try layout(-Self.largest, height: 1e-300).progress == Self.largest)
  }

  @Test func timelineProgressIsFiniteAndNaNPositionsAreInactive() throws {
    #expect(
      TimelineState(position: .nan, start: 0, end: 1, subjectLength: 0, source: .scroll) == nil)
    // Both the difference and the halved ratio overflow: held to the
    // largest finite value of their sign.
    let far = try #require(
      TimelineState(
        position: Self.largest, start: 0, end: 1e-300, subjectLength: 0, source: .scroll))
    #expect(far.progress == Self.largest)
    let before = try #require(
      TimelineState(
        position: -Self.largest, start: 0, end: 1e-300, subjectLength: 0, source: .scroll))
    #expect(before.progress == -Self.largest)
  }

  @Test func pagePositionIsTheFirstPageForNaN() throws {
    let pager = try PagedParallax(pageCount: 3)
    func metrics(_ x: Double) -> ScrollMetrics {
      ScrollMetrics(
        contentOffset: ScrollPoint(x: x, y: 0), contentSize: ScrollSize(width: 1_170, height: 844),
        containerSize: ScrollSize(width: 390, height: 844))
    }
    #expect(pager.pagePosition(in: metrics(.nan)) == 0)
    #expect(pager.pagePosition(in: metrics(5_000)) == 2)
    #expect(pager.pagePosition(in: metrics(195)) == 0.5)
  }

  @Test func offsetsClampToTheStartWhenNotANumberOrInfinite() {
    let metrics = ScrollMetrics(
      contentSize: ScrollSize(width: 390, height: 2_000),
      containerSize: ScrollSize(width: 390, height: 844),
      contentInsets: ScrollInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(metrics.clamped(.nan, along: .y) == -20)
    #expect(metrics.clamped(.infinity, along: .y) == -20)
    #expect(metrics.clamped(5_000, along: .y) == 1_156)
  }

  @Test func colourBlendsTreatNaNAsTheStartAndHoldHugeFractions() {
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 1)
    #expect(red.interpolated(to: blue, at: .nan, in: .srgb) == red)
    #expect(
      red.interpolated(to: blue, at: .infinity, in: .srgb)
        == red.interpolated(to: blue, at: 1e6, in: .srgb))
  }

  @Test func rubberBandOvershootIsZeroForNaNAndFiniteAtTheEdge() {
    #expect(RubberBand.overshoot(for: .nan, dimension: 844) == 0)
    // 422 / 0.5 / 1e-307 overflows: held to the largest finite value.
    #expect(RubberBand.overshoot(for: 422, dimension: 844, constant: 1e-307) == Self.largest)
    #expect(RubberBand.overshoot(for: -422, dimension: 844, constant: 1e-307) == -Self.largest)
  }
}
