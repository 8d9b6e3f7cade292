// AppKit only on macOS (Mac Catalyst apps use ScrollMotionUIKit); elsewhere
// this file is empty (scripts/typecheck-apple checks it on Linux against
// stand-ins).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import CoreImage
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
    public static var backgroundColor: Self { onLayer(.color(\.backgroundColor)) }
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
    /// A part of the view's layer transform (``TransformComposer``), about
    /// the view's centre or an animated anchor (AppKit keeps a
    /// layer-backed view's `anchorPoint` at its origin corner), flipped
    /// when the layer has `y` up; turns on `wantsLayer`.
    static func viewTransformPart(
      _ set: @escaping (inout TransformComposer, Value?) -> Void
    ) -> Self {
      Self { view, composers in
        view.wantsLayer = true
        guard let layer = view.layer else { return { _ in } }
        let part = AnimatableProperty<CALayer, Value>.layerTransformPart(
          yUp: { [weak view] _ in view?.layerIsYUp ?? false },
          ownAnchor: ScrollPoint(x: 0.5, y: 0.5), set)
        return part.makeSink(layer, composers)
      }
    }

    /// `property` of the view's layer; turns on `wantsLayer`.
    static func onLayer(_ property: AnimatableProperty<CALayer, Value>) -> Self {
      Self { view, composers in
        view.wantsLayer = true
        guard let layer = view.layer else { return { _ in } }
        return property.makeSink(layer, composers)
      }
    }
  }

  // MARK: - The spec's other properties, as CSS means them

  extension AnimatableProperty where Root: NSView, Value == ScrollPoint {
    /// The point the layer transform's parts turn and scale about, in
    /// fractions of the view's size from its top-left corner (`(0.5, 0.5)`
    /// its centre), as CSS's `transform-origin`.
    package static var anchor: Self {
      viewTransformPart { composer, value in composer.anchor = value }
    }

    /// The layer's `shadowOffset`, `y` down, flipped for an unflipped
    /// superview as the transform is.
    package static var shadowOffset: Self {
      Self { view, composers in
        view.wantsLayer = true
        guard let layer = view.layer else { return { _ in } }
        return AnimatableProperty<CALayer, ScrollPoint>.shadowOffset(
          yUp: { [weak view] _ in view?.layerIsYUp ?? false }
        ).makeSink(layer, composers)
      }
    }
  }

  extension AnimatableProperty where Root: NSView, Value == PlaneAngle {
    /// The rotation about the horizontal axis through the anchor (CSS's
    /// `rotateX()`), a part of the layer transform with depth.
    package static var rotationX: Self {
      viewTransformPart { composer, value in composer.rotationX = value }
    }

    /// The rotation about the vertical axis through the anchor (CSS's
    /// `rotateY()`).
    package static var rotationY: Self {
      viewTransformPart { composer, value in composer.rotationY = value }
    }
  }

  extension AnimatableProperty where Root: NSView, Value == Double {
    /// The viewer's distance in points (CSS's `perspective()`, `m34 =
    /// -1/distance`), a part of the layer transform with depth.
    package static var perspective: Self {
      viewTransformPart { composer, value in composer.perspective = value }
    }

    /// The layer's `cornerRadius`, no more than half the smaller side.
    package static var cornerRadius: Self { onLayer(.cornerRadius) }
    /// The layer's `borderWidth`.
    package static var borderWidth: Self { onLayer(.borderWidth) }
    /// The layer's `shadowOpacity`.
    package static var shadowOpacity: Self { onLayer(.shadowOpacity) }
    /// The shadow's CSS blur radius, twice the layer's `shadowRadius`.
    package static var shadowBlurRadius: Self { onLayer(.shadowBlurRadius) }

    /// An edge of a clip of the view (a mask layer), composed with the
    /// others; the mask's frame is measured from the bottom when the view
    /// is not flipped, whose layer's sublayers have `y` up.
    static func clipEdge(_ set: @escaping (inout ClipComposer, Double?) -> Void) -> Self {
      Self { view, composers in
        view.wantsLayer = true
        guard let layer = view.layer else { return { _ in } }
        return AnimatableProperty<CALayer, Double>.clipEdge(
          yUp: { [weak view] _ in !(view?.isFlipped ?? true) }, set
        ).makeSink(layer, composers)
      }
    }

    /// The top edge of the clip, a fraction of the height.
    package static var clipTop: Self { clipEdge { $0.top = $1 } }
    /// The right edge of the clip, a fraction of the width.
    package static var clipRight: Self { clipEdge { $0.right = $1 } }
    /// The bottom edge of the clip, a fraction of the height.
    package static var clipBottom: Self { clipEdge { $0.bottom = $1 } }
    /// The left edge of the clip, a fraction of the width.
    package static var clipLeft: Self { clipEdge { $0.left = $1 } }

    /// A part of the view's `contentFilters` (``FilterComposer``), after
    /// the view's own filters: a `CIGaussianBlur` whose radius is the blur's
    /// standard deviation, then for each colour filter a `CIColorMatrix`
    /// with CSS's matrix and a `CIColorClamp`, as CSS clamps each filter's
    /// result. AppKit renders a view with content filters in the app's
    /// process; the view is made layer-backed, without which they show
    /// nothing.
    static func contentFilter(_ set: @escaping (inout FilterComposer, Double?) -> Void) -> Self {
      Self { view, composers in
        view.wantsLayer = true
        return AnimatableProperty<NSView, Double>.filterPart(
          ownFilters: { $0.contentFilters as AnyObject },
          show: { view, parts, own in
            view.contentFilters = (own as? [CIFilter] ?? []) + parts.coreImageFilters
          },
          restore: { view, own in view.contentFilters = own as? [CIFilter] ?? [] }, set
        ).makeSink(view, composers)
      }
    }

    /// The blur's standard deviation, in points.
    package static var blur: Self { contentFilter { $0.blur = $1 } }
    /// The brightness multiplier.
    package static var brightness: Self { contentFilter { $0.brightness = $1 } }
    /// The saturation.
    package static var saturation: Self { contentFilter { $0.saturation = $1 } }
    /// How grey, `0...1`.
    package static var grayscale: Self { contentFilter { $0.grayscale = $1 } }
  }

  extension FilterComposer {
    /// The filters, as Core Image filters in CSS's order.
    fileprivate var coreImageFilters: [CIFilter] {
      var filters: [CIFilter] = []
      if let deviation = blurDeviation,
        let blur = CIFilter(name: "CIGaussianBlur", parameters: ["inputRadius": deviation])
      {
        filters.append(blur)
      }
      forEachColorMatrix { matrix in
        func row(_ weights: SIMD3<Double>) -> CIVector {
          CIVector(x: CGFloat(weights.x), y: CGFloat(weights.y), z: CGFloat(weights.z), w: 0)
        }
        let parameters: [String: Any] = [
          "inputRVector": row(matrix.red), "inputGVector": row(matrix.green),
          "inputBVector": row(matrix.blue), "inputAVector": CIVector(x: 0, y: 0, z: 0, w: 1),
          "inputBiasVector": CIVector(x: 0, y: 0, z: 0, w: 0),
        ]
        if let colors = CIFilter(name: "CIColorMatrix", parameters: parameters),
          let clamp = CIFilter(
            name: "CIColorClamp",
            parameters: [
              "inputMinComponents": CIVector(x: 0, y: 0, z: 0, w: 0),
              "inputMaxComponents": CIVector(x: 1, y: 1, z: 1, w: 1),
            ])
        {
          filters.append(colors)
          filters.append(clamp)
        }
      }
      return filters
    }
  }

  extension AnimatableProperty where Root: NSView, Value == RGBAColor {
    /// The layer's `borderColor`.
    package static var borderColor: Self { onLayer(.color(\.borderColor)) }
    /// The layer's `shadowColor`.
    package static var shadowColor: Self { onLayer(.color(\.shadowColor)) }
  }

  extension AnimatableProperty where Value == NSColor? {
    /// The same property written with sRGB colours. The own colour may
    /// itself be `nil`, which a restore writes back.
    var colors: AnimatableProperty<Root, RGBAColor> {
      AnimatableProperty<Root, RGBAColor> { root, composers in
        let write = makeSink(root, composers)
        return { color in write(color.map { Optional(NSColor($0)) }) }
      }
    }
  }

  extension AnimatableProperty where Root: NSTextField, Value == RGBAColor {
    /// The text field's `textColor`.
    package static var textColor: Self {
      AnimatableProperty<Root, NSColor?>(get: { $0.textColor }, set: { $0.textColor = $1 }).colors
    }
  }

  extension AnimatableProperty where Root: NSText, Value == RGBAColor {
    /// The text view's `textColor` (`NSText`'s, which `NSTextView`
    /// inherits): the colour of all its text.
    package static var textColor: Self {
      AnimatableProperty<Root, NSColor?>(get: { $0.textColor }, set: { $0.textColor = $1 }).colors
    }
  }

  extension AnimatableProperty where Root: NSButton, Value == RGBAColor {
    /// The button's `contentTintColor`, which AppKit applies to borderless
    /// buttons only.
    package static var contentTintColor: Self {
      AnimatableProperty<Root, NSColor?>(
        get: { $0.contentTintColor }, set: { $0.contentTintColor = $1 }
      ).colors
    }
  }

  extension AnimatableProperty where Root: NSImageView, Value == RGBAColor {
    /// The image view's `contentTintColor`, which tints template images.
    package static var contentTintColor: Self {
      AnimatableProperty<Root, NSColor?>(
        get: { $0.contentTintColor }, set: { $0.contentTintColor = $1 }
      ).colors
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
