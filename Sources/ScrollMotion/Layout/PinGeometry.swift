/// The geometry of a pinned element: one that sticks in place while the
/// content scrolls through a range of offsets and scrolls on with the
/// content after it, as GSAP's `pin` and CSS's `position: sticky` do.
///
/// The element keeps its frame in the content; to hold it still on screen
/// while the content offset runs from ``start`` to ``end``, it is
/// translated along ``axis`` by the distance scrolled into the range:
///
/// `translation(offset) = clamp(offset − start, 0, end − start)`
///
/// so before the range it scrolls with the content, inside it its position
/// on screen is constant, and after it it scrolls on, ``distance`` further
/// down the content than its frame says. That is a linear translation over
/// the range with fill `both`, which is how the spec format runs a pin on
/// the existing animation machinery. ``spacing`` is the room the layout
/// must leave after the element for it (GSAP's `pinSpacing`): content
/// that follows it moves down by that much.
///
/// Offsets are content offsets along ``axis`` (UIKit's `contentOffset`),
/// in points. A range whose end is at or before its start pins nothing.
public struct PinGeometry: Hashable, Sendable {
  /// The axis the element is pinned along.
  public var axis: ScrollAxis
  /// The content offset where the element starts to stick, in points.
  public var start: Double
  /// The content offset where it lets go and scrolls on, in points.
  public var end: Double

  /// A pin along `axis` over the content offsets `start` to `end`.
  public init(axis: ScrollAxis, start: Double, end: Double) {
    self.axis = axis
    self.start = start
    self.end = end
  }

  /// A pin over `range` of `timeline`, resolved for the geometry of
  /// `metrics` (its content offset does not matter); `nil` when the
  /// timeline is inactive there (the scroller cannot scroll along its
  /// axis, or the view timeline is empty), where nothing is pinned.
  public init?(range: AnimationRange, of timeline: ProgressTimeline, in metrics: ScrollMetrics) {
    guard let state = timeline.state(for: metrics) else { return nil }
    let offsets = range.offsets(in: state)
    guard offsets.start.isFinite, offsets.end.isFinite else { return nil }
    self.init(axis: timeline.axis, start: offsets.start, end: offsets.end)
  }

  /// How far the content scrolls while the element is pinned, in points:
  /// `end − start`, or 0 when the range is empty.
  public var distance: Double {
    let length = end - start
    return length > 0 ? length : 0
  }

  /// The room to leave after the pinned element, in points: ``distance``
  /// (the element ends up that much further down the content).
  public var spacing: Double { distance }

  /// The translation along ``axis`` at the content offset `offset` (along
  /// the same axis), in points: 0 up to ``start``, then growing one for one
  /// with the offset, ``distance`` from ``end`` on. A NaN offset gives 0.
  public func translation(at offset: Double) -> Double {
    guard offset > start else { return 0 }
    let scrolled = offset - start
    return scrolled < distance ? scrolled : distance
  }

  /// The translation at the content offset `offset`, as a point: along
  /// ``axis`` as ``translation(at:)-(Double)``, 0 along the other axis.
  public func translation(at offset: ScrollPoint) -> ScrollPoint {
    let value = translation(at: offset[axis])
    return axis == .x ? ScrollPoint(x: value, y: 0) : ScrollPoint(x: 0, y: value)
  }

  /// Whether the element is held still at `offset`: inside `start ..< end`,
  /// the half-open active interval of an animation over the same range.
  public func isPinned(at offset: Double) -> Bool {
    start <= offset && offset < end
  }
}
