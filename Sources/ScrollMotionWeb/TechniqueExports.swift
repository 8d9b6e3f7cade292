// The techniques (parallax crop, paged parallax, content anchor, animated
// scrolling) for the browser demo, as C functions on plain
// numbers. Results that are more than one number go into a small scratch
// buffer whose address is returned; read it before the next call.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

/// Scratch space for multi-number results, allocated on first use (a
/// global initialised by a closure crashes in Embedded wasm).
///
/// Invariant: `nil`, or `scratchCapacity` numbers for the rest of the
/// module's life (allocated once, never replaced), of which a result
/// writes at most all: JavaScript reads them with no bounds check.
nonisolated(unsafe) private var scratch: UnsafeMutablePointer<Double>?
/// The numbers ``scratch`` holds: the most any result has.
private let scratchCapacity = 8

private func results(_ values: Double...) -> UnsafeMutablePointer<Double> {
  // More would be cut off: a result that grows needs a larger scratch.
  assert(values.count <= scratchCapacity)
  let buffer = scratch ?? .allocate(capacity: scratchCapacity)
  scratch = buffer
  for (index, value) in values.prefix(scratchCapacity).enumerated() {
    buffer[index] = value.isFinite ? value : 0
  }
  return buffer
}

private func vertical(_ container: Double, _ content: Double, _ offset: Double) -> ScrollMetrics {
  ScrollMetrics(
    contentOffset: ScrollPoint(x: 0, y: offset), contentSize: ScrollSize(width: 1, height: content),
    containerSize: ScrollSize(width: 1, height: container))
}

/// The parallax crop's contents rect `[x, y, width, height]` and whether
/// the travel was clamped (`[4]` = 1), or all zeros for bad sizes.
@_cdecl("sm_parallax_crop")
public func webParallaxCrop(
  _ imageWidth: Double, _ imageHeight: Double, _ viewWidth: Double, _ viewHeight: Double,
  _ viewportLength: Double, _ axis: Int32, _ ratio: Double, _ progress: Double
) -> UnsafeMutablePointer<Double> {
  guard
    let crop = try? ParallaxCrop(
      imageSize: ScrollSize(width: imageWidth, height: imageHeight),
      viewSize: ScrollSize(width: viewWidth, height: viewHeight), viewportLength: viewportLength,
      axis: axis == 0 ? .x : .y, ratio: ratio)
  else { return results(0, 0, 0, 0, 0) }
  let rect = crop.contentsRect(progress: progress)
  return results(rect.minX, rect.minY, rect.width, rect.height, crop.isClamped ? 1 : 0)
}

/// A view's cover progress (0 entering … 1 gone) along the vertical axis.
@_cdecl("sm_cover_progress")
public func webCoverProgress(
  _ viewStart: Double, _ viewLength: Double, _ viewport: Double, _ offset: Double
) -> Double {
  let timeline = ViewTimeline(subject: ScrollRect(x: 0, y: viewStart, width: 1, height: viewLength))
  guard
    let state = timeline.state(for: vertical(viewport, viewStart + viewLength + viewport, offset))
  else {
    return 0.5
  }
  return state.progress.clampedToUnit
}

/// Keeps the content under a unit point of the viewport across a resize:
/// returns the new offset `[x, y]`, clamped to the new valid range.
@_cdecl("sm_anchor_restore")
public func webAnchorRestore(
  _ containerWidth: Double, _ containerHeight: Double, _ contentWidth: Double,
  _ contentHeight: Double,
  _ offsetX: Double, _ offsetY: Double, _ newContainerWidth: Double, _ newContainerHeight: Double,
  _ newContentWidth: Double, _ newContentHeight: Double, _ unitX: Double, _ unitY: Double
) -> UnsafeMutablePointer<Double> {
  let before = ScrollMetrics(
    contentOffset: ScrollPoint(x: offsetX, y: offsetY),
    contentSize: ScrollSize(width: contentWidth, height: contentHeight),
    containerSize: ScrollSize(width: containerWidth, height: containerHeight))
  let after = ScrollMetrics(
    contentSize: ScrollSize(width: newContentWidth, height: newContentHeight),
    containerSize: ScrollSize(width: newContainerWidth, height: newContainerHeight))
  let offset = ContentAnchor(capturing: before, at: ScrollPoint(x: unitX, y: unitY)).restoredOffset(
    in: after)
  return results(offset.x, offset.y)
}

/// The weather pager for a horizontal offset: `[pagePosition, currentPage,
/// background offset of page 0, of page 1, …]` for up to six pages.
@_cdecl("sm_paged")
public func webPaged(
  _ pageCount: Int32, _ backgroundRate: Double, _ pageWidth: Double, _ offsetX: Double
)
  -> UnsafeMutablePointer<Double>
{
  guard let pager = try? PagedParallax(pageCount: Int(pageCount), backgroundRate: backgroundRate)
  else {
    return results(0, 0)
  }
  let metrics = ScrollMetrics(
    contentOffset: ScrollPoint(x: offsetX, y: 0),
    contentSize: ScrollSize(width: pageWidth * Double(pageCount), height: 1),
    containerSize: ScrollSize(width: pageWidth, height: 1))
  let shifts = (0..<Swift.min(Int(pageCount), 6)).map {
    pager.backgroundOffset(ofPage: $0, in: metrics)
  }
  let buffer = results(pager.pagePosition(in: metrics), Double(pager.currentPage(in: metrics)))
  for (index, shift) in shifts.enumerated() { buffer[2 + index] = shift }
  return buffer
}

/// A page foreground's blur fraction over `distance`.
@_cdecl("sm_paged_blur")
public func webPagedBlur(
  _ distance: Double, _ container: Double, _ content: Double, _ offset: Double
) -> Double {
  guard let pager = try? PagedParallax(pageCount: 1, blurDistance: distance) else { return 0 }
  return pager.blurFraction(foreground: vertical(container, content, offset))
}

/// Where a released page foreground settles (velocity in points per second).
@_cdecl("sm_paged_snap")
public func webPagedSnap(
  _ distance: Double, _ container: Double, _ content: Double, _ offset: Double, _ velocity: Double
)
  -> Double
{
  guard let pager = try? PagedParallax(pageCount: 1, blurDistance: distance) else { return offset }
  return pager.foregroundTarget(
    releasedAt: vertical(container, content, offset), velocity: velocity)
}

/// Creates a scroll animator; release it with `sm_animator_release`.
@_cdecl("sm_animator_new")
public func webAnimatorNew() -> UnsafeMutableRawPointer {
  Unmanaged.passRetained(WebAnimator()).toOpaque()
}

/// Releases an animator.
@_cdecl("sm_animator_release")
public func webAnimatorRelease(_ handle: UnsafeMutableRawPointer) {
  Unmanaged<WebAnimator>.fromOpaque(handle).release()
}

/// Scrolls from `(fromX, fromY)` to `(toX, toY)` in a scroller of the given
/// sizes over `duration` seconds with an encoded easing (see
/// its wire numbers), or with a spring when `springResponse` is a positive
/// number. Returns 1, or 0 for a malformed easing.
@_cdecl("sm_animator_scroll")
public func webAnimatorScroll(
  _ handle: UnsafeMutableRawPointer, _ fromX: Double, _ fromY: Double, _ toX: Double, _ toY: Double,
  _ containerWidth: Double, _ containerHeight: Double, _ contentWidth: Double,
  _ contentHeight: Double,
  _ duration: Double, _ easing: UnsafePointer<Double>?, _ easingCount: Int32,
  _ springResponse: Double, _ springDamping: Double
) -> Int32 {
  let metrics = ScrollMetrics(
    contentOffset: ScrollPoint(x: fromX, y: fromY),
    contentSize: ScrollSize(width: contentWidth, height: contentHeight),
    containerSize: ScrollSize(width: containerWidth, height: containerHeight))
  let spring =
    springResponse > 0
    ? try? DampedSpring(response: springResponse, dampingFraction: springDamping) : nil
  let decoded = try? Easing(wireNumbers: webDoubles(easing, easingCount))
  guard let curve = decoded ?? (spring != nil ? .linear : nil) else { return 0 }
  Unmanaged<WebAnimator>.fromOpaque(handle).takeUnretainedValue().scroll(
    to: ScrollPoint(x: toX, y: toY), in: metrics, duration: duration, easing: curve, spring: spring)
  return 1
}

/// Delivers a display frame (times in seconds); returns `[x, y, status]`
/// with status 0 idle, 1 running, 2 finished, 3 cancelled.
@_cdecl("sm_animator_frame")
public func webAnimatorFrame(
  _ handle: UnsafeMutableRawPointer, _ timestamp: Double, _ targetTimestamp: Double
)
  -> UnsafeMutablePointer<Double>
{
  let animator = Unmanaged<WebAnimator>.fromOpaque(handle).takeUnretainedValue()
  let status = animator.frame(timestamp: timestamp, targetTimestamp: targetTimestamp)
  return results(animator.offset.x, animator.offset.y, Double(status.rawValue))
}

/// Stops the animator where it is.
@_cdecl("sm_animator_cancel")
public func webAnimatorCancel(_ handle: UnsafeMutableRawPointer) {
  Unmanaged<WebAnimator>.fromOpaque(handle).takeUnretainedValue().cancel()
}
