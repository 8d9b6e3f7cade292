import ScrollMotion
import ScrollMotionSpec

/// Plays a JSON spec (the file `scrollmotion eval` and the web runtime
/// read) against a live scroll view: the spec's scroller is replaced by the
/// scroll view's metrics, and each element's frame by the frame of the view
/// bound to it, so the same choreography runs on any screen size.
///
/// The evaluation is the spec module's own (``SpecEvaluator``), rebuilt
/// only when the geometry changes (a resize, a subject that moved) or the
/// person's settings do (reduced motion, the layout direction); a scroll
/// only samples it.
///
/// Smoothed and triggered animations play in time (``SpecMotion``): a
/// front end stamps each sample with the time on its frame clock and,
/// while ``needsFrames``, calls ``advance(to:)`` on every display frame;
/// a rebuild keeps their state, so a resize restarts nothing.
package final class SpecPlayer {
  /// The spec as written.
  package let spec: ChoreographySpec
  /// What plays: ``spec``, or its reduced-motion variant
  /// (`ChoreographySpec.reducingMotion()`) while
  /// ``reducesMotion``, its content running in ``direction``. Its
  /// animations are the ones ``sample(metrics:frames:)`` reports, in order.
  package private(set) var running: ChoreographySpec
  /// Whether the person asked for reduced motion (the front ends forward
  /// the system setting).
  package private(set) var reducesMotion = false
  private var motion: SpecMotion
  private var scroller: ScrollerSpec
  private var elements: [ElementSpec]

  /// A player for `spec`.
  ///
  /// - Throws: The spec's validation errors (``SpecError``), so an app
  ///   surfaces them instead of showing nothing.
  package init(_ spec: ChoreographySpec) throws(SpecError) {
    self.spec = spec
    running = spec
    motion = SpecMotion(try SpecEvaluator(spec))
    scroller = spec.scroller
    elements = spec.elements
  }

  /// The direction the content runs in: the spec's until a front end
  /// forwards the platform's.
  package var direction: ContentDirection { running.scroller.direction }

  /// Plays the reduced-motion variant when `reduces`, the spec as written
  /// otherwise. Returns whether that changed what plays, in which case the
  /// animations of ``running`` may have changed too (a cross-fade adds
  /// some): a front end rebuilds what it binds to them.
  @discardableResult
  package func setReducesMotion(_ reduces: Bool) -> Bool {
    guard reduces != reducesMotion else { return false }
    reducesMotion = reduces
    rebuildRunning(direction: direction)
    return true
  }

  /// Runs the content in `direction` (the platform's layout direction);
  /// returns whether that changed anything.
  @discardableResult
  package func setDirection(_ direction: ContentDirection) -> Bool {
    guard direction != self.direction else { return false }
    rebuildRunning(direction: direction)
    return true
  }

  private func rebuildRunning(direction: ContentDirection) {
    var next = reducesMotion ? spec.reducingMotion() : spec
    next.scroller = ScrollerSpec(
      containerSize: scroller.containerSize, contentSize: scroller.contentSize,
      contentInsets: scroller.contentInsets, direction: direction)
    next.elements = elements
    // The spec validated, and a reduced variant or a direction changes no
    // element, id or value kind: rebuilding cannot fail; if it ever did,
    // the player keeps playing what it had.
    guard let rebuilt = try? SpecEvaluator(next) else { return }
    running = next
    motion.replace(with: rebuilt)
    scroller = next.scroller
  }

  /// The names of the spec's elements, which views are bound to.
  package var elementNames: [String] { spec.elements.map(\.name) }

  /// An error naming every element in `names` that has no view, or `nil`
  /// when all of them have one.
  package func missingViews(bound names: Set<String>) -> SpecError? {
    let missing = elementNames.filter { !names.contains($0) }
    guard !missing.isEmpty else { return nil }
    return SpecError(
      missing.map { name in
        SpecIssue(
          "no view is bound to the element '\(name)'",
          at: SpecPath.root.appending("elements"))
      })
  }

  /// The values of every animation for the live `metrics`, with each
  /// element at `frames[name]` (content coordinates) or, when absent, at
  /// its frame in the spec.
  ///
  /// - Parameter time: When the scroll view got there, in seconds on the
  ///   frame clock, if known: a triggered animation started by this
  ///   position counts its time from it. Without it the next frame marks
  ///   the start.
  package func sample(
    metrics: ScrollMetrics, frames: [String: ScrollRect], at time: Double? = nil
  ) -> SpecSample {
    let liveScroller = ScrollerSpec(
      containerSize: metrics.containerSize, contentSize: metrics.contentSize,
      contentInsets: metrics.contentInsets, direction: direction)
    let liveElements = spec.elements.map { element in
      ElementSpec(name: element.name, frame: frames[element.name] ?? element.frame, z: element.z)
    }
    if liveScroller != scroller || liveElements != elements {
      var live = running
      live.scroller = liveScroller
      live.elements = liveElements
      // A spec that validated once only fails to rebuild if its geometry is
      // not finite; it then keeps the last good evaluation.
      if let rebuilt = try? SpecEvaluator(live) {
        motion.replace(with: rebuilt)
        scroller = liveScroller
        elements = liveElements
      }
    }
    motion.update(at: metrics.contentOffset, time: time)
    return motion.sample()
  }

  /// Whether a smoothed animation has not caught up or a triggered one
  /// plays: the front end keeps its frame clock running while this is
  /// true and stops it when it turns false.
  package var needsFrames: Bool { motion.needsFrames }

  /// Moves the time-based animations to `time` seconds (a display frame's
  /// target time, on the clock of the times given to
  /// ``sample(metrics:frames:at:)``) and returns every animation's value,
  /// at the last sampled position.
  package func advance(to time: Double) -> SpecSample {
    motion.advance(to: time)
    return motion.sample()
  }
}

/// The spec's values as the typed values the front ends' properties take.
package enum SpecValues {
  /// A number (opacity, a uniform scale, a custom value).
  package static func number(_ value: SpecValue?) -> Double? {
    if case .number(let number) = value { return number }
    return nil
  }

  /// A rotation: the spec's numbers are degrees, clockwise on screen.
  package static func rotation(_ value: SpecValue?) -> PlaneAngle? {
    number(value).map { PlaneAngle(degrees: $0) }
  }

  /// A translation `[x, y]` in points.
  package static func translation(_ value: SpecValue?) -> ScrollPoint? {
    if case .pair(let x, let y) = value { return ScrollPoint(x: x, y: y) }
    return nil
  }

  /// A scale: one number for both axes or `[sx, sy]`.
  package static func scale(_ value: SpecValue?) -> ScrollSize? {
    switch value {
    case .number(let scale): return ScrollSize(width: scale, height: scale)
    case .pair(let x, let y): return ScrollSize(width: x, height: y)
    default: return nil
    }
  }

  /// A colour.
  package static func color(_ value: SpecValue?) -> RGBAColor? {
    if case .color(let color) = value { return color }
    return nil
  }
}
