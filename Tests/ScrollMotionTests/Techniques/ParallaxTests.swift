import PropertyBased
import Testing

@testable import ScrollMotion

@Suite("ParallaxCrop and StretchyHeader")
struct ParallaxTests {
  @Test func aSquareImageInAWideCellTravelsWhatTheRatioAsks() throws {
    // 300×100 cell, 1000×1000 image: aspect-filled to 300×300, 200 spare.
    let crop = try ParallaxCrop(
      imageSize: ScrollSize(width: 1_000, height: 1_000),
      viewSize: ScrollSize(width: 300, height: 100),
      viewportLength: 400, ratio: 0.7)
    #expect(crop.filledImageSize == ScrollSize(width: 300, height: 300))
    #expect(abs(crop.requestedTravel - 150) < 1e-12)  // 0.3 × (400 + 100)
    #expect(crop.travel == crop.requestedTravel)
    #expect(!crop.isClamped)
    let middle = crop.contentsRect(progress: 0.5)
    #expect(abs(middle.minY - 1.0 / 3) < 1e-12)
    #expect(abs(middle.height - 1.0 / 3) < 1e-12)
    #expect(middle.minX == 0 && middle.width == 1)
    // Entering (0): the lower part shows; leaving (1): the upper part.
    #expect(abs(crop.contentsRect(progress: 0).minY - (25 + 150) / 300.0) < 1e-12)
    #expect(abs(crop.contentsRect(progress: 1).minY - 25 / 300.0) < 1e-12)
    let frame = crop.imageFrame(progress: 1)
    #expect(
      abs(frame.minY - -25) < 1e-12 && frame.minX == 0
        && frame.size == ScrollSize(width: 300, height: 300))
  }

  @Test func aShortImageClampsTheTravel() throws {
    // A panorama in a tall cell has little vertical spare.
    let crop = try ParallaxCrop(
      imageSize: ScrollSize(width: 1_600, height: 900),
      viewSize: ScrollSize(width: 320, height: 170),
      viewportLength: 800, ratio: 0.5)
    #expect(crop.isClamped)
    #expect(abs(crop.travel - 10) < 1e-9)  // 180 − 170
    #expect(crop.effectiveRatio > 0.98)
    #expect(crop.contentsRect(progress: 0).maxY <= 1)
    #expect(crop.contentsRect(progress: 1).minY >= 0)
  }

  @Test func fillingForTheTravelNeverClamps() throws {
    // The panorama that clamps with aspect fill: magnified until the spare
    // height covers 0.5 × (800 + 170) = 485 points of travel.
    let crop = try ParallaxCrop(
      imageSize: ScrollSize(width: 1_600, height: 900),
      viewSize: ScrollSize(width: 320, height: 170),
      viewportLength: 800, ratio: 0.5, scaling: .fillViewAndTravel)
    #expect(!crop.isClamped)
    #expect(abs(crop.filledImageSize.height - (170 + 485)) < 1e-9)
    #expect(abs(crop.effectiveRatio - 0.5) < 1e-12)
    let rect = crop.contentsRect(progress: 0.25)
    #expect(rect.minY >= 0 && rect.maxY <= 1 && rect.minX >= 0 && rect.maxX <= 1)
  }

  @Test func horizontalAxisAndFixedRatio() throws {
    let crop = try ParallaxCrop(
      imageSize: ScrollSize(width: 400, height: 100), viewSize: ScrollSize(width: 100, height: 100),
      viewportLength: 300, axis: .x, ratio: 1)
    #expect(crop.travel == 0)
    #expect(crop.contentsRect(progress: 0) == crop.contentsRect(progress: 1))
    #expect(abs(crop.contentsRect(progress: 0.2).minX - 0.375) < 1e-12)
  }

  @Test func progressComesFromTheCoverRange() throws {
    let crop = try ParallaxCrop(
      imageSize: ScrollSize(width: 1, height: 1), viewSize: ScrollSize(width: 300, height: 100),
      viewportLength: 400, ratio: 0.8)
    let metrics = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 600), contentSize: ScrollSize(width: 300, height: 3_000),
      containerSize: ScrollSize(width: 300, height: 400))
    let frame = ScrollRect(x: 0, y: 750, width: 300, height: 100)
    // cover: 750 − 400 = 350 … 850; offset 600 is halfway.
    #expect(crop.progress(viewFrame: frame, in: metrics) == 0.5)
    #expect(crop.contentsRect(viewFrame: frame, in: metrics) == crop.contentsRect(progress: 0.5))
  }

  @Test func rejectsBadInput() {
    #expect(throws: TechniqueError.self) {
      try ParallaxCrop(
        imageSize: .zero, viewSize: ScrollSize(width: 1, height: 1), viewportLength: 1, ratio: 0.5)
    }
    #expect(throws: TechniqueError.self) {
      try ParallaxCrop(
        imageSize: ScrollSize(width: 1, height: 1), viewSize: ScrollSize(width: 1, height: .nan),
        viewportLength: 1,
        ratio: 0.5)
    }
    #expect(throws: TechniqueError.self) {
      try ParallaxCrop(
        imageSize: ScrollSize(width: 1, height: 1), viewSize: ScrollSize(width: 1, height: 1),
        viewportLength: 1,
        ratio: 1.5)
    }
  }

  @Test func theCropIsAlwaysInsideTheUnitSquare() {
    let size = Gen.double(in: 0.5...5_000)
    let input = zip(size, size, size, size, Gen.double(in: 0...1), Gen.double(in: -3...3))
    SeededProperty.check(count: 2_000, input) { iw, ih, vw, vh, ratio, progress in
      for axis in ScrollAxis.allCases {
        guard
          let crop = try? ParallaxCrop(
            imageSize: ScrollSize(width: iw, height: ih),
            viewSize: ScrollSize(width: vw, height: vh),
            viewportLength: 800, axis: axis, ratio: ratio)
        else { return false }
        let rect = crop.contentsRect(progress: progress)
        let inside =
          rect.minX >= 0 && rect.minY >= 0 && rect.maxX <= 1 + 1e-12 && rect.maxY <= 1 + 1e-12
        if !inside || !rect.isFinite || rect.width <= 0 || rect.height <= 0 { return false }
      }
      return true
    }
  }

  static func header(offset: Double) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: offset),
      contentSize: ScrollSize(width: 390, height: 2_000),
      containerSize: ScrollSize(width: 390, height: 844), contentInsets: ScrollInsets(top: 47 + 300)
    )
  }

  @Test func headerProgressIsOneAtRestZeroCollapsedAboveOnePulled() throws {
    let header = try StretchyHeader(height: 300, minimumHeight: 100)
    let rest = header.layout(for: Self.header(offset: -347))
    #expect(rest.progress == 1)
    #expect(rest.frame == ScrollRect(x: 0, y: -300, width: 390, height: 300))
    let halfway = header.layout(for: Self.header(offset: -247))
    #expect(halfway.progress == 0.5)
    #expect(halfway.frame.height == 200)
    let collapsed = header.layout(for: Self.header(offset: 500))
    #expect(collapsed.progress == 0)
    #expect(collapsed.frame.height == 100)
    #expect(collapsed.frame.minY == 500 + 47)  // pinned under the top inset
    let pulled = header.layout(for: Self.header(offset: -447))
    #expect(pulled.progress == 1.5)
    #expect(pulled.frame.maxY == 0)  // the bottom edge stays on the content
  }

  @Test func headerModesPlaceTheContent() throws {
    let pulled = Self.header(offset: -447)  // visible 400
    let expected: [(StretchyHeader.Mode, ScrollRect)] = [
      (.fill, ScrollRect(x: 0, y: 0, width: 390, height: 400)),
      (.topFill, ScrollRect(x: 0, y: 0, width: 390, height: 400)),
      (.top, ScrollRect(x: 0, y: 0, width: 390, height: 300)),
      (.center, ScrollRect(x: 0, y: 50, width: 390, height: 300)),
      (.bottom, ScrollRect(x: 0, y: 100, width: 390, height: 300)),
    ]
    for (mode, frame) in expected {
      #expect(try StretchyHeader(height: 300, mode: mode).layout(for: pulled).contentFrame == frame)
    }
    let squashed = try StretchyHeader(height: 300, minimumHeight: 100, mode: .topFill).layout(
      for: Self.header(offset: 0))
    #expect(squashed.contentFrame.height == 300)
  }

  @Test func headerEdgeCases() throws {
    let fixed = try StretchyHeader(height: 200, minimumHeight: 200)
    var metrics = Self.header(offset: 0)
    metrics.contentInsets.top = 200
    #expect(fixed.layout(for: metrics).progress == 1)
    metrics.contentOffset.y = -300
    #expect(fixed.layout(for: metrics).progress == 1.5)
    metrics.contentOffset.y = .nan
    let layout = fixed.layout(for: metrics)
    #expect(layout.progress.isFinite && layout.frame.isFinite)
    #expect(throws: TechniqueError.self) { try StretchyHeader(height: 100, minimumHeight: 150) }
    #expect(throws: TechniqueError.self) { try StretchyHeader(height: -1) }
  }
}
