import ScrollMotion
import ScrollMotionDriver
import ScrollMotionSpec

/// The properties of a front end's views that a spec's animations write:
/// the one table from a spec's properties to `AnimatableProperty`s, for
/// the UIKit and AppKit `SpecDriver`s, which supply their views' own
/// (``SpecPlatform/specViewProperties``).
///
/// Made by the front ends of this package only.
@MainActor
public struct SpecViewProperties<View: AnyObject> {
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

  /// Plays `player` on `views` (the view bound to each element, by name):
  /// the delivery loop writing through this table, without implicit
  /// animations (the scroll position is the clock), on `platform`'s frame
  /// clock with scroll events stamped with its time. Values for the app go
  /// to `customValue`.
  package func delivery<Platform: ScrollViewPlatform>(
    playing player: SpecPlayer, on views: [String: View], platform: Platform,
    customValue: @escaping (_ element: String?, _ property: String, _ value: Double?) -> Void
  ) -> SpecDelivery {
    let transforms = TransformComposers()
    return SpecDelivery(
      player: player, clock: platform.makeFrameClock(), now: { platform.currentTime },
      transaction: { writes in platform.withoutImplicitAnimations(writes) },
      makeWrite: { target in
        write(
          for: target, to: target.element.flatMap { views[$0] }, transforms: transforms,
          customValue: customValue)
      })
  }

  /// The write of `target`'s values: to the property of `view` (the view
  /// bound to the target's element; transform parts of one view compose
  /// in `transforms`), or, for a custom property or an animation without
  /// a target, to `customValue` with the element, the property's name and
  /// the number.
  package func write(
    for target: SpecTarget, to view: View?, transforms: TransformComposers,
    customValue: @escaping (_ element: String?, _ property: String, _ value: Double?) -> Void
  ) -> (SpecValue?) -> Void {
    let element = target.element
    guard let view, element != nil else {
      let name = target.property.name
      return { customValue(element, name, SpecValues.number($0)) }
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
      return { customValue(element, name, SpecValues.number($0)) }
    }
  }
}
