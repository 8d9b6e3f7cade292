// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty (scripts/typecheck-apple checks it on Linux against stand-ins).
#if canImport(UIKit)
  import UIKit

  /// An image view for the parallax crop: put it in a cell, call
  /// ``scrollViewDidScroll(_:)`` from the scroll view's delegate, and the
  /// image slides inside the view more slowly than the view moves.
  ///
  /// The image is shown through its layer's `contentsRect`, so there is no
  /// oversized image view to lay out and nothing is ever stretched: the
  /// crop stays inside the image (see ``ParallaxCrop``). Any aspect ratio,
  /// either scroll axis.
  ///
  /// ```swift
  /// cell.photo.image = image
  /// cell.photo.ratio = 0.7
  /// // in scrollViewDidScroll:
  /// for cell in tableView.visibleCells { (cell as? PhotoCell)?.photo.scrollViewDidScroll(tableView) }
  /// ```
  @MainActor
  public final class ParallaxImageView: UIView {
    /// The image; `nil` shows nothing.
    public var image: UIImage? {
      didSet {
        layer.contents = image?.cgImage
        crop = nil
      }
    }

    /// The parallax ratio in `0...1`: 1 moves the image with the view (no
    /// parallax), 0 holds it still on screen. Out-of-range values are
    /// clamped, and NaN counts as 1 (no parallax). 0.5 by default.
    public var ratio: Double = 0.5 {
      didSet { crop = nil }
    }

    /// The scroll axis; vertical by default.
    public var axis: ScrollAxis = .y {
      didSet { crop = nil }
    }

    /// How much the image is scaled; aspect fill by default.
    public var scaling: ParallaxCrop.Scaling = .fillView {
      didSet { crop = nil }
    }

    // Computed once per image, size and viewport, not per frame.
    private var crop: ParallaxCrop?
    private var cropViewport: Double = -1

    /// A view with no image.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      clipsToBounds = true
    }

    /// A view from a storyboard or nib.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      clipsToBounds = true
    }

    /// Drops the crop when the view is resized.
    public override var bounds: CGRect {
      didSet {
        if bounds.size != oldValue.size { crop = nil }
      }
    }

    /// Updates the crop for `scrollView`'s position; call it from
    /// `scrollViewDidScroll(_:)` and after layout.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      guard let image, let superview else { return }
      let metrics = ScrollMetrics(scrollView)
      let viewport = metrics.containerSize[axis]
      if crop == nil || viewport != cropViewport {
        crop = try? ParallaxCrop(
          imageSize: ScrollSize(image.size), viewSize: ScrollSize(bounds.size),
          viewportLength: viewport, axis: axis, ratio: ParallaxCrop.ratio(clamping: ratio),
          scaling: scaling)
        cropViewport = viewport
      }
      guard let crop else { return }
      let center = superview.convert(self.center, to: scrollView)
      let frame = ScrollRect(
        x: Double(center.x - bounds.width / 2), y: Double(center.y - bounds.height / 2),
        width: Double(bounds.width), height: Double(bounds.height))
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      layer.contentsRect = CGRect(crop.contentsRect(viewFrame: frame, in: metrics))
      CATransaction.commit()
    }
  }
#endif
