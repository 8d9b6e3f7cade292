// Core Animation exists on every Apple platform and not on Linux; on Linux
// this file is empty and scripts/typecheck-apple checks it against
// stand-ins.
#if canImport(QuartzCore)
  import QuartzCore
  import ScrollMotion
  import ScrollMotionBridging
  import ScrollMotionSpec

  /// The properties of a front end's views that a spec's animations write:
  /// the one table from a spec's properties to `AnimatableProperty`s, for
  /// the UIKit and AppKit `SpecDriver`s, which supply their views' own.
  @MainActor
  package struct SpecViewProperties<View: AnyObject> {
    /// Opacity, `0...1`.
    package var opacity: AnimatableProperty<View, Double>
    /// The rotation part of the transform, clockwise on screen.
    package var rotation: AnimatableProperty<View, PlaneAngle>
    /// The scale part of the transform, per axis.
    package var scale: AnimatableProperty<View, ScrollSize>
    /// The translation part of the transform, in points.
    package var translation: AnimatableProperty<View, ScrollPoint>
    /// The background colour.
    package var backgroundColor: AnimatableProperty<View, RGBAColor>

    /// The table of a front end's properties.
    package init(
      opacity: AnimatableProperty<View, Double>, rotation: AnimatableProperty<View, PlaneAngle>,
      scale: AnimatableProperty<View, ScrollSize>,
      translation: AnimatableProperty<View, ScrollPoint>,
      backgroundColor: AnimatableProperty<View, RGBAColor>
    ) {
      self.opacity = opacity
      self.rotation = rotation
      self.scale = scale
      self.translation = translation
      self.backgroundColor = backgroundColor
    }

    /// Plays `player` on `views` (the view bound to each element, by
    /// name): the bridging module's delivery loop writing through this
    /// table, in a Core Animation transaction without implicit animations
    /// (the scroll position is the clock), on `clock`'s display frames
    /// (`nil`: none, motion shows where it comes to rest) with scroll
    /// events stamped with `CACurrentMediaTime()`, the display link's time
    /// base. Values for the app go to `forTheApp`.
    package func frames(
      playing player: SpecPlayer, on views: [String: View], clock: (any FrameClock)?,
      forTheApp: @escaping (_ element: String?, _ property: String, _ value: Double?) -> Void
    ) -> SpecFrames {
      let transforms = TransformComposers()
      return SpecFrames(
        player: player, clock: clock, now: { CACurrentMediaTime() },
        transaction: { writes in
          CATransaction.begin()
          CATransaction.setDisableActions(true)
          writes()
          CATransaction.commit()
        },
        makeWrite: { target in
          write(
            for: target, to: target.element.flatMap { views[$0] }, transforms: transforms,
            forTheApp: forTheApp)
        })
    }

    /// The write of `target`'s values: to the property of `view` (the view
    /// bound to the target's element; transform parts of one view compose
    /// in `transforms`), or, for a custom property or an animation without
    /// a target, to `forTheApp` with the element, the property's name and
    /// the number.
    package func write(
      for target: SpecTarget, to view: View?, transforms: TransformComposers,
      forTheApp: @escaping (_ element: String?, _ property: String, _ value: Double?) -> Void
    ) -> (SpecValue?) -> Void {
      let element = target.element
      guard let view, element != nil else {
        let name = target.property.name
        return { forTheApp(element, name, SpecValues.number($0)) }
      }
      switch target.property {
      case .opacity:
        let write = opacity.makeSink(view, transforms)
        return { write(SpecValues.number($0)) }
      case .rotate:
        let write = rotation.makeSink(view, transforms)
        return { write(SpecValues.rotation($0)) }
      case .scale:
        let write = scale.makeSink(view, transforms)
        return { write(SpecValues.scale($0)) }
      case .translate:
        let write = translation.makeSink(view, transforms)
        return { write(SpecValues.translation($0)) }
      case .backgroundColor:
        let write = backgroundColor.makeSink(view, transforms)
        return { write(SpecValues.color($0)) }
      case .custom(let name):
        return { forTheApp(element, name, SpecValues.number($0)) }
      }
    }
  }
#endif
