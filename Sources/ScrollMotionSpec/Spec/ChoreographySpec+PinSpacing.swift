// The wasm build compiles this target into its one Embedded Swift module,
// where the core is the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

// Pin spacing (GSAP's `pinSpacing`) as a change of the layout the spec
// describes, made once when the spec is read: every reader of the spec (the
// evaluator, the compiler, the CSS export, the Apple front ends) then sees
// the same frames, and none of them needs to know about it.
extension ChoreographySpec {
  /// Leaves the room each pin with spacing needs, in the order of
  /// ``animations``: moves every element whose frame starts at or after the
  /// end of the pin's target along the pin's axis (logically: leftwards
  /// for right-to-left content) by the pin's `PinGeometry.spacing`, and
  /// grows the content by as much; each pin sees the layout the earlier
  /// ones left. Then resolves every pin again for the final layout.
  /// Returns a problem for each pin whose range's length depends on the
  /// content's length (a percentage of a scroll timeline): the room it
  /// makes would change the length it makes room for.
  package mutating func leaveRoomForPins() -> [SpecIssue] {
    guard animations.contains(where: { $0.hasPinSpacing }) else { return [] }
    var issues: [SpecIssue] = []
    // The room moves elements by their frames: every one needs its own.
    if let unframed = elements.first(where: { !$0.hasFrame }) {
      for index in animations.indices where animations[index].hasPinSpacing {
        issues.append(
          SpecIssue(
            "spacing moves the elements after the pin's target by their frames, and "
              + "'\(unframed.name)' has none: give every element a frame, or leave the room "
              + "in the page's own layout with a plain pin",
            at: path(ofAnimationAt: index).appending("pin").appending("spacing")))
      }
      return issues
    }
    var moved = false
    // Names to positions once; frames are read where they are now, as each
    // pin moves them.
    let indices = elementIndices
    func frame(named name: String) -> ScrollRect? { indices[name].map { elements[$0].frame } }
    for index in animations.indices where animations[index].hasPinSpacing {
      let pin = animations[index]
      guard let target = pin.target, let frame = frame(named: target) else { continue }
      let axis = pin.timeline.axis
      let spacing = pin.pinDistance(in: scroller, frames: frame(named:))
      guard spacing > 0 else { continue }
      var grown = scroller
      grown.contentSize[axis] += spacing
      // Equal but for rounding: `calc(10% + 300px)` less `10%` is 300 give
      // or take an ulp of the content's length.
      let regrown = pin.pinDistance(in: grown, frames: frame(named:))
      guard abs(regrown - spacing) <= 1e-9 * grown.contentSize[axis] else {
        issues.append(
          SpecIssue(
            "spacing needs a range whose length does not depend on the content's length "
              + "(lengths on a scroll timeline such as \"200px 1400px\", or a view timeline): "
              + "the room it adds would change the distance it makes room for",
            at: path(ofAnimationAt: index).appending("pin").appending("spacing")))
        continue
      }
      // Logical frames, so that "after" means further along the content's
      // own direction; mirrored back into the grown content.
      let direction = scroller.direction
      let width = scroller.contentSize.width
      let end = direction.logicalFrame(frame, in: width).end(along: axis)
      for element in elements.indices {
        var logical = direction.logicalFrame(elements[element].frame, in: width)
        if logical.origin[axis] >= end { logical.origin[axis] += spacing }
        elements[element].frame = direction.logicalFrame(logical, in: grown.contentSize.width)
      }
      scroller = grown
      moved = true
    }
    guard moved else { return issues }
    for index in animations.indices where animations[index].isPin {
      animations[index] = animations[index].pinned(in: scroller, frames: frame(named:))
    }
    return issues
  }
}
