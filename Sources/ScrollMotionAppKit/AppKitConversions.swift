// AppKit only on macOS (Mac Catalyst apps use ScrollMotionUIKit); elsewhere
// this file is empty (scripts/typecheck-apple checks it on Linux against
// stand-ins).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ScrollMotionDriver

  extension ScrollMetrics {
    /// A snapshot of `scrollView`: the clip view's bounds (what is
    /// visible), the document view's size, and the clip view's
    /// `contentInsets`, in ScrollMotion's top-down content coordinates.
    ///
    /// A document view is not flipped by default (its `y` grows upwards);
    /// the offset is converted so that 0 is the top of the document either
    /// way.
    @MainActor
    public init(_ scrollView: NSScrollView) {
      self = DocumentCoordinates(scrollView).metrics(
        clipBounds: ScrollRect(scrollView.contentView.bounds),
        contentInsets: ScrollInsets(scrollView.contentView.contentInsets))
    }
  }

  extension LiveScrollActivity.Phase {
    /// The phase of a scroll-wheel event (`NSEvent.phase` or
    /// `momentumPhase`); an empty set is ``none``.
    init(_ phase: NSEvent.Phase) {
      if phase.contains(.began) {
        self = .began
      } else if phase.contains(.changed) {
        self = .changed
      } else if phase.contains(.stationary) {
        self = .stationary
      } else if phase.contains(.ended) {
        self = .ended
      } else if phase.contains(.cancelled) {
        self = .cancelled
      } else if phase.contains(.mayBegin) {
        self = .mayBegin
      } else {
        self = .none
      }
    }
  }

  extension DocumentCoordinates {
    /// The coordinates of `scrollView`'s document view (an empty one when
    /// it has none).
    @MainActor
    init(_ scrollView: NSScrollView) {
      let document = scrollView.documentView
      self.init(
        documentFrame: document.map { ScrollRect($0.frame) } ?? .zero,
        isFlipped: document?.isFlipped ?? true)
    }
  }

  extension ScrollInsets {
    /// The insets `insets`, in points.
    public init(_ insets: NSEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  extension NSColor {
    /// The sRGB colour `color` (components in `0...1`, not premultiplied).
    public convenience init(_ color: RGBAColor) {
      self.init(
        srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }
  }

  extension AnimatableProperty where Root: NSView, Value == RGBAColor {
    /// The background colour of the view's layer (the view is made
    /// layer-backed); `nil` restores the own colour, even when that was
    /// `nil`.
    public static var backgroundColor: Self {
      Self { view, transforms in
        view.wantsLayer = true
        guard let layer = view.layer else { return { _ in } }
        // The own colour may itself be nil, hence an optional of optional.
        let write = AnimatableProperty<CALayer, CGColor?>(
          get: { $0.backgroundColor }, set: { $0.backgroundColor = $1 }
        ).makeSink(layer, transforms)
        return { color in write(color.map { Optional(NSColor($0).cgColor) }) }
      }
    }
  }

  extension AnimatableProperty where Root: NSView, Value == Double {
    /// The view's `alphaValue`, 0 transparent to 1 opaque (clamped, NaN
    /// becomes 0, as the layer's ``opacity`` does).
    public static var alpha: Self { .unitFloat(\.alphaValue) }

    /// The scale part of the view's layer transform, the same on both axes.
    public static var scale: Self {
      viewTransformPart { composer, value in
        composer.scale = value.map { ScrollSize(width: $0, height: $0) }
      }
    }
  }

  extension AnimatableProperty where Root: NSView, Value == LayerTransform {
    /// The view's whole layer transform (`wantsLayer` is turned on).
    ///
    /// Values mean what they mean in UIKit and on the web, translation `y`
    /// down and positive rotations clockwise on screen, also for a view in
    /// an unflipped superview, whose layer has `y` up: the matrix is flipped
    /// for it. Transform parts of one view compose in one order: the layer's
    /// own transform first, then scale, rotation and translation.
    public static var transform: Self {
      viewTransformPart { composer, value in composer.whole = value }
    }
  }

  extension AnimatableProperty where Root: NSView, Value == PlaneAngle {
    /// The rotation part of the view's layer transform, clockwise on screen.
    public static var rotation: Self {
      viewTransformPart { composer, value in composer.rotation = value }
    }
  }

  extension AnimatableProperty where Root: NSView, Value == ScrollPoint {
    /// The translation part of the view's layer transform, `y` down.
    public static var translation: Self {
      viewTransformPart { composer, value in composer.translation = value }
    }
  }

  extension AnimatableProperty where Root: NSView, Value == ScrollSize {
    /// The scale part of the view's layer transform, per axis.
    public static var scaleXY: Self {
      viewTransformPart { composer, value in composer.scale = value }
    }
  }

  extension AnimatableProperty where Root: NSView {
    /// A part of the view's layer transform, flipped when the layer has `y`
    /// up; turns on `wantsLayer`.
    static func viewTransformPart(
      _ set: @escaping (inout TransformComposer, Value?) -> Void
    ) -> Self {
      Self { view, composers in
        view.wantsLayer = true
        guard let layer = view.layer else { return { _ in } }
        let part = AnimatableProperty<CALayer, Value>.layerTransformPart(
          yUp: { [weak view] _ in view?.layerIsYUp ?? false }, set)
        return part.makeSink(layer, composers)
      }
    }
  }

  extension ContentDirection {
    /// The direction of a view's `userInterfaceLayoutDirection`: right to left when it is, left to right
    /// otherwise.
    public init(_ direction: NSUserInterfaceLayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }
#endif
