/// The crop of an image that gives a cell the illusion of depth as it
/// scrolls past: the image inside moves more slowly than the cell.
///
/// ## The geometry
/// The image is aspect-filled into the view (scaled just enough to cover
/// it, never stretched), which leaves some spare image along the scroll
/// axis; with ``Scaling/fillViewAndTravel`` it is scaled further until the
/// spare length covers the travel. While the view crosses the viewport — from its leading edge meeting
/// the viewport's trailing edge (progress 0) to its trailing edge meeting
/// the viewport's leading edge (progress 1), the CSS `cover` range — it
/// travels `viewport + view` points. With a parallax ratio `k`, the image
/// should appear to travel `k` times as far, so inside the view it slides
/// the other way by `(1 − k) × (viewport + view)` points in total: the
/// *requested travel*. The image can only slide as far as its spare length
/// allows, so the travel is clamped to that (``isClamped`` says when).
///
/// ``contentsRect(progress:)`` gives the unit rectangle of the image to
/// show (CALayer's `contentsRect`); ``imageFrame(progress:)`` gives the
/// equivalent frame for an image view inside a clipping view.
///
/// ## Invariants
/// - The contents rect always lies inside the unit square, so no edge pixel
///   is ever stretched; its size is the view's aspect in image units.
/// - At progress 0.5 the crop is centred; it moves monotonically with
///   progress, which is clamped to `0...1`.
/// - `k = 1` (or an image with no spare length) gives a fixed, centred crop.
public struct ParallaxCrop: Hashable, Sendable {
  /// How much the image is scaled.
  public enum Scaling: Hashable, Sendable {
    /// Just enough to cover the view (aspect fill): the image is never
    /// magnified beyond that, and the travel is clamped to the spare length
    /// the aspect ratio leaves. The default.
    case fillView
    /// Enough to cover the view *and* leave room for the requested travel:
    /// the parallax is never clamped, at the price of magnifying images
    /// whose aspect matches the view's.
    case fillViewAndTravel
  }

  /// The image's size in pixels (any unit: only the aspect ratio matters).
  public let imageSize: ScrollSize
  /// The view's size in points.
  public let viewSize: ScrollSize
  /// The scroll axis.
  public let axis: ScrollAxis
  /// The parallax ratio `k` in `0...1`: 1 moves the image with the view (no
  /// parallax), 0 holds it still on screen.
  public let ratio: Double
  /// The travel the ratio asks for, in points of the view.
  public let requestedTravel: Double
  /// The travel actually used, at most the image's spare length.
  public let travel: Double
  /// The image's size after scaling, in points.
  public let filledImageSize: ScrollSize
  /// How the image is scaled.
  public let scaling: Scaling

  /// Creates a crop.
  ///
  /// - Parameters:
  ///   - imageSize: The image's size; positive and finite.
  ///   - viewSize: The view's size in points; positive and finite.
  ///   - viewportLength: The scroll view's visible length along `axis`;
  ///     zero or positive.
  ///   - axis: The scroll axis; vertical by default.
  ///   - ratio: The parallax ratio in `0...1`.
  ///   - scaling: How much to scale the image; aspect fill by default.
  /// - Throws: ``TechniqueError`` for a size or ratio out of range, or
  ///   sizes so far apart that scaling the image overflows.
  public init(
    imageSize: ScrollSize, viewSize: ScrollSize, viewportLength: Double, axis: ScrollAxis = .y,
    ratio: Double, scaling: Scaling = .fillView
  ) throws(TechniqueError) {
    try TechniqueError.require("image width", imageSize.width, "positive") { $0 > 0 }
    try TechniqueError.require("image height", imageSize.height, "positive") { $0 > 0 }
    try TechniqueError.require("view width", viewSize.width, "positive") { $0 > 0 }
    try TechniqueError.require("view height", viewSize.height, "positive") { $0 > 0 }
    try TechniqueError.require("viewport length", viewportLength, "zero or positive") { $0 >= 0 }
    try TechniqueError.require("parallax ratio", ratio, "between 0 and 1") { (0...1).contains($0) }
    self.imageSize = imageSize
    self.viewSize = viewSize
    self.axis = axis
    self.ratio = ratio
    self.scaling = scaling
    let requestedTravel = (1 - ratio) * (viewportLength + viewSize[axis])
    var scale = Swift.max(viewSize.width / imageSize.width, viewSize.height / imageSize.height)
    if scaling == .fillViewAndTravel {
      scale = Swift.max(scale, (viewSize[axis] + requestedTravel) / imageSize[axis])
    }
    // Each size finite can still give a scale (or scaled size) that
    // overflows: the image is then too far from the view's size to show.
    try TechniqueError.require("image scale", scale, "finite (image and view sizes too far apart)")
    {
      ($0 * imageSize.width).isFinite && ($0 * imageSize.height).isFinite
        && requestedTravel.isFinite
    }
    filledImageSize = ScrollSize(width: imageSize.width * scale, height: imageSize.height * scale)
    self.requestedTravel = requestedTravel
    let spare = Swift.max(filledImageSize[axis] - viewSize[axis], 0)
    travel = Swift.min(requestedTravel, spare)
  }

  /// Whether the image was too short to travel as far as the ratio asks.
  public var isClamped: Bool { travel < requestedTravel }

  /// The effective parallax ratio after clamping: `1 − travel / (viewport + view)`.
  public var effectiveRatio: Double {
    let span = requestedTravel / (1 - ratio)
    return ratio == 1 || !(span > 0) ? ratio : 1 - travel / span
  }

  /// The image's frame in the view's coordinates at `progress`: an image
  /// view of this frame inside a view that clips to bounds shows the same
  /// as ``contentsRect(progress:)``.
  public func imageFrame(progress: Double) -> ScrollRect {
    let progress = progress.clamped(to: 0...1, nan: 0.5)
    let cross: ScrollAxis = axis == .x ? .y : .x
    let spare = filledImageSize[axis] - viewSize[axis]
    var origin = ScrollPoint.zero
    // Centre the unused spare, then slide across the travel: at progress 0
    // the image shows its trailing part, at 1 its leading part.
    origin[axis] = -((spare - travel) / 2 + (1 - progress) * travel)
    origin[cross] = -(filledImageSize[cross] - viewSize[cross]) / 2
    return ScrollRect(origin: origin, size: filledImageSize)
  }

  /// The unit rectangle of the image to display at `progress` (CALayer's
  /// `contentsRect`); always inside the unit square.
  public func contentsRect(progress: Double) -> ScrollRect {
    let frame = imageFrame(progress: progress)
    func unit(_ axis: ScrollAxis) -> (origin: Double, length: Double) {
      let length = Swift.min(viewSize[axis] / filledImageSize[axis], 1)
      let origin = (-frame.origin[axis] / filledImageSize[axis]).clamped(to: 0...1 - length, nan: 0)
      return (origin, length)
    }
    let x = unit(.x)
    let y = unit(.y)
    return ScrollRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
  }

  /// The view's progress across the viewport: its `cover` progress on a
  /// view timeline of `viewFrame` (content coordinates), clamped to
  /// `0...1`; 0.5 when the timeline is inactive.
  public func progress(viewFrame: ScrollRect, in metrics: ScrollMetrics) -> Double {
    guard let state = ViewTimeline(subject: viewFrame, axis: axis).state(for: metrics) else {
      return 0.5
    }
    return state.progress.clampedToUnit
  }

  /// The contents rect for a view at `viewFrame` in a scroll view: one call
  /// from `scrollViewDidScroll` per visible cell.
  public func contentsRect(viewFrame: ScrollRect, in metrics: ScrollMetrics) -> ScrollRect {
    contentsRect(progress: progress(viewFrame: viewFrame, in: metrics))
  }
}
