/// A header above a scroll view's content that stretches when pulled down
/// and collapses to a minimum height when scrolled up, the way
/// MXParallaxHeader does.
///
/// ## Convention
/// The header lives in the top content inset: the scroll view's adjusted
/// top inset is `topInset + height`, where `topInset` is whatever else is
/// there (the safe area, a navigation bar). At rest the content offset is
/// `-(topInset + height)` and the header occupies content `y` from
/// `-height` to 0. Pull down and the header grows, its bottom edge staying
/// on the content; scroll up and it shrinks until ``minimumHeight``, then
/// stays pinned under the top inset.
///
/// ``layout(for:)`` gives the header's frame (content coordinates), the
/// frame of the header's content view inside it according to ``mode``, and
/// a progress that is 1 at rest, 0 when fully collapsed and above 1 when
/// pulled. A header that cannot collapse (`minimumHeight == height`)
/// reports 1 at rest and when scrolled up, and `visible / height` when
/// pulled.
public struct StretchyHeader: Hashable, Sendable {
  /// How the header's content view sits in the visible header.
  public enum Mode: Hashable, Sendable, CaseIterable {
    /// The content view always fills the visible header (stretches and
    /// squashes).
    case fill
    /// Anchored at the top, at least ``StretchyHeader/height`` tall: fills
    /// when stretched, is cropped at the bottom when collapsing.
    case topFill
    /// ``StretchyHeader/height`` tall, anchored at the top.
    case top
    /// ``StretchyHeader/height`` tall, centred.
    case center
    /// ``StretchyHeader/height`` tall, anchored at the bottom.
    case bottom
  }

  /// The header and its content for one scroll position.
  public struct Layout: Hashable, Sendable {
    /// The visible header, in content coordinates.
    public let frame: ScrollRect
    /// The content view's frame in the header's own coordinates.
    public let contentFrame: ScrollRect
    /// 1 at rest, 0 collapsed, above 1 pulled.
    public let progress: Double
  }

  /// The header's resting height, in points.
  public let height: Double
  /// The height it collapses to, in points; at most ``height``.
  public let minimumHeight: Double
  /// How the content view sits in the header.
  public let mode: Mode

  /// Creates a header.
  ///
  /// - Throws: ``TechniqueError`` unless both heights are finite, zero or
  ///   positive, and `minimumHeight <= height`.
  public init(height: Double, minimumHeight: Double = 0, mode: Mode = .fill) throws(TechniqueError)
  {
    try TechniqueError.require("header height", height, "zero or positive") { $0 >= 0 }
    try TechniqueError.require(
      "minimum height", minimumHeight, "between 0 and the height (\(height))"
    ) {
      $0 >= 0 && $0 <= height
    }
    self.height = height
    self.minimumHeight = minimumHeight
    self.mode = mode
  }

  /// The header for `metrics`, whose top inset includes the header's
  /// height. Non-finite metrics give the resting layout.
  public func layout(for metrics: ScrollMetrics) -> Layout {
    let top = metrics.contentInsets.top
    let offset = metrics.contentOffset.y
    // How far the content is scrolled up from rest (negative when pulled).
    // Each result is held to the finite doubles, so that finite metrics
    // near the largest double (a pull of 1e308 points) give a finite layout
    // instead of infinity.
    let scrolled = offset.isFinite && top.isFinite ? (offset + top).saturated : 0
    let visible = Swift.max(minimumHeight, height - scrolled).saturated
    let originY = (scrolled - height).saturated
    let frame = ScrollRect(
      x: 0, y: originY,
      width: metrics.containerSize.width.isFinite ? metrics.containerSize.width : 0, height: visible
    )
    let progress: Double
    if height > minimumHeight {
      progress = ((visible - minimumHeight) / (height - minimumHeight)).saturated
    } else {
      progress = height > 0 ? Swift.max(visible / height, 1).saturated : 1
    }
    return Layout(
      frame: frame, contentFrame: contentFrame(visible: visible, width: frame.width),
      progress: progress)
  }

  private func contentFrame(visible: Double, width: Double) -> ScrollRect {
    switch mode {
    case .fill: return ScrollRect(x: 0, y: 0, width: width, height: visible)
    case .topFill: return ScrollRect(x: 0, y: 0, width: width, height: Swift.max(visible, height))
    case .top: return ScrollRect(x: 0, y: 0, width: width, height: height)
    case .center: return ScrollRect(x: 0, y: (visible - height) / 2, width: width, height: height)
    case .bottom: return ScrollRect(x: 0, y: visible - height, width: width, height: height)
    }
  }
}
