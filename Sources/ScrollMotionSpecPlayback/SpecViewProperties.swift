import ScrollMotion
import ScrollMotionDriver
import ScrollMotionSpec

/// What a front end's view does with one of a spec's properties: the
/// `AnimatableProperty` that shows it, typed by what its values are, or
/// the reason it is not shown there.
package enum SpecViewWrite<View: AnyObject> {
  /// A number: opacity, a radius, a filter's amount, a fraction.
  case number(AnimatableProperty<View, Double>)
  /// An angle, from the spec's degrees.
  case angle(AnimatableProperty<View, PlaneAngle>)
  /// A size: a scale, one number for both axes or a pair.
  case size(AnimatableProperty<View, ScrollSize>)
  /// A point: a translation, an offset, an anchor.
  case point(AnimatableProperty<View, ScrollPoint>)
  /// A colour.
  case color(AnimatableProperty<View, RGBAColor>)
  /// What the property does depends on the view (a text colour on a
  /// label, and on nothing else): the write for the view bound.
  case perView(@MainActor (View) -> SpecViewWrite<View>)
  /// Not shown on this front end, for the reason given: reported once per
  /// element and property (``SpecViewDriver/unsupported``), never dropped
  /// silently.
  case unsupported(String)
}

/// The properties of a front end's views that a spec's animations write:
/// the one table from a spec's properties to `AnimatableProperty`s, for
/// the UIKit and AppKit `SpecDriver`s, which supply their views' own
/// (``SpecPlatform/specViewProperties``), one entry per property in an
/// exhaustive `switch`, so that a property without an entry does not
/// compile.
///
/// Made by the front ends of this package only.
@MainActor
public struct SpecViewProperties<View: AnyObject> {
  /// What the views do with each built-in property (a custom one goes to
  /// the app).
  package let write: @MainActor (SpecProperty) -> SpecViewWrite<View>

  /// The table of a front end's properties.
  package init(_ write: @escaping @MainActor (SpecProperty) -> SpecViewWrite<View>) {
    self.write = write
  }

  /// Plays `player` on `views` (the view bound to each element, by name):
  /// the delivery loop writing through this table, without implicit
  /// animations (the scroll position is the clock), on `platform`'s frame
  /// clock with scroll events stamped with its time. Values for the app go
  /// to `customValue`; each target whose property the views cannot show
  /// goes to `unsupported`, once, when the targets are bound.
  package func delivery<Platform: ScrollViewPlatform>(
    playing player: SpecPlayer, on views: [String: View], platform: Platform,
    customValue: @escaping (_ element: String?, _ property: String, _ value: Double?) -> Void,
    unsupported: @escaping (_ target: SpecTarget, _ reason: String) -> Void
  ) -> SpecDelivery {
    let composers = PartComposers()
    return SpecDelivery(
      player: player, clock: platform.makeFrameClock(), now: { platform.currentTime },
      transaction: { writes in platform.withoutImplicitAnimations(writes) },
      makeWrite: { target in
        write(
          for: target, to: target.element.flatMap { views[$0] }, composers: composers,
          customValue: customValue, unsupported: unsupported)
      })
  }

  /// The write of `target`'s values: to the property of `view` (the view
  /// bound to the target's element; the parts of one view's transform,
  /// clip or filters compose in `composers`), or, for a custom property or
  /// an animation without a target, to `customValue` with the element, the
  /// property's name and the number. A property the view cannot show is reported to
  /// `unsupported` and its values dropped.
  package func write(
    for target: SpecTarget, to view: View?, composers: PartComposers,
    customValue: @escaping (_ element: String?, _ property: String, _ value: Double?) -> Void,
    unsupported: @escaping (_ target: SpecTarget, _ reason: String) -> Void = { _, _ in }
  ) -> (SpecValue?) -> Void {
    let element = target.element
    guard let view, element != nil, !target.isCustomValue else {
      let name = target.property.name
      return { customValue(element, name, SpecValues.number($0)) }
    }
    return sink(
      of: write(target.property), for: target, on: view, composers: composers,
      unsupported: unsupported)
  }

  private func sink(
    of write: SpecViewWrite<View>, for target: SpecTarget, on view: View,
    composers: PartComposers,
    unsupported: @escaping (_ target: SpecTarget, _ reason: String) -> Void
  ) -> (SpecValue?) -> Void {
    switch write {
    case .number(let property):
      let write = property.makeSink(view, composers)
      return { write(SpecValues.number($0)) }
    case .angle(let property):
      let write = property.makeSink(view, composers)
      return { write(SpecValues.angle($0)) }
    case .size(let property):
      let write = property.makeSink(view, composers)
      return { write(SpecValues.size($0)) }
    case .point(let property):
      let write = property.makeSink(view, composers)
      return { write(SpecValues.point($0)) }
    case .color(let property):
      let write = property.makeSink(view, composers)
      return { write(SpecValues.color($0)) }
    case .perView(let choose):
      return sink(
        of: choose(view), for: target, on: view, composers: composers,
        unsupported: unsupported)
    case .unsupported(let reason):
      unsupported(target, reason)
      return { _ in }
    }
  }
}
