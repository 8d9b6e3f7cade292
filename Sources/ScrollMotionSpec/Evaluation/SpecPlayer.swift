// A spec played live from its JSON form is for native front ends and tools;
// the browser plays the compiled form through the same engine
// (`DraftChoreography`), so the Embedded (wasm) build leaves this out.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionSpecEngine
  import ScrollMotionWire

  /// One property of one element that a spec animates: where a front end
  /// writes a value. An animation without a target has the element `nil`:
  /// its values are for the app to map itself.
  public struct SpecTarget: Hashable, Sendable {
    /// The element's name, or `nil` for animations without a target.
    public var element: String?
    /// The property.
    public var property: SpecProperty

    /// The target `property` of `element`.
    public init(element: String?, property: SpecProperty) {
      self.element = element
      self.property = property
    }
  }

  /// A spec played against a live scroll view, frame by frame: what a front
  /// end calls to show it (the UIKit, AppKit and SwiftUI ones do), or a
  /// renderer without a screen.
  ///
  /// The spec is fitted to the geometry it is given: the scroll view's
  /// sizes and insets (each ``update(with:at:)``'s metrics), the frames of
  /// the views that stand for its elements (``setFrame(_:ofElementAt:)``),
  /// the layout direction (``setDirection(_:)``) and Reduce Motion
  /// (``setReducesMotion(_:)``) replace the spec's own. The spec's variants
  /// that apply to the live container's size and Reduce Motion play
  /// (``ChoreographySpec/playing(containerSize:reducesMotion:)``), chosen
  /// again on every update whose container size crosses a breakpoint. It then plays
  /// through the one engine every front end plays a spec through (the
  /// browser's WebAssembly engine and `scrollmotion eval` run the same
  /// code), so the values are the same to the bit for the same geometry.
  /// A change of geometry or settings refits only what depends on it,
  /// and every animation keeps its state across it (a triggered one plays
  /// on, a smoothed one stays where it was), so a resize neither restarts
  /// nor re-fires anything; the values are then those of a player built
  /// afresh for the new geometry and settings, to the bit, time-based
  /// state aside:
  /// - an animation whose timeline the change moves (its view timeline's
  ///   subject moved; right to left, the content's width changed; the
  ///   direction flipped) is retimed: its keyframes and easing tables stay;
  /// - a pin whose length changes is built again, alone;
  /// - Reduce Motion, or a container size that changes which variants
  ///   apply, builds again the animations that differ (whose policy is not
  ///   `keep`, or that a variant replaces), or, when animations are added
  ///   or removed, all of them, each keeping the state of the animation of
  ///   its id;
  /// - the others, scroll timelines among them (new sizes only move their
  ///   progress), are not touched.
  ///
  /// Once warm, a refit allocates only for what it builds again and, in a
  /// spec with pins, for the frames by name their lengths are worked out
  /// from. With its update, at 1,000 animations of the benchmarks' mix
  /// (callgrind): 521 instructions per animation as the content grows
  /// (every scroll timeline's progress moves; 1.6 warm spec frames), 153
  /// when one subject moves, against 39,700 to build the player afresh
  /// (docs/performance.md). What is built again costs what it builds: a
  /// Reduce Motion toggle that reshapes every animation costs 25,100 per
  /// animation, at 1,000 animations as at 10,000.
  ///
  /// Values are read per ``SpecTarget``: several animations of one
  /// element's property compose as CSS animations do (the one later in the
  /// spec wins, and one with no effect leaves the one below it showing).
  /// ``forEachChange(_:)`` hands over only the targets whose value changed
  /// since it was last called.
  ///
  /// Once warm, an update that only scrolls (same sizes, frames and
  /// settings) and the frames in between allocate nothing.
  ///
  /// ```swift
  /// let player = try SpecPlayer(spec)
  /// // On each scroll and layout change:
  /// player.setFrame(cardView.frame, ofElementAt: cardIndex)  // content coordinates
  /// player.update(with: metrics, at: now)
  /// player.forEachChange { target, value in render(player.targets[target], value) }
  /// // On each display frame while player.needsFrames:
  /// player.advance(to: frame.targetTimestamp)
  /// player.forEachChange { target, value in render(player.targets[target], value) }
  /// ```
  ///
  /// Not thread-safe: use it from one thread.
  public final class SpecPlayer {
    /// The spec as written: the one the player was made with, or the last
    /// one given to ``replaceSpec(with:)``.
    public private(set) var spec: ChoreographySpec
    /// The names of the spec's elements, in order: the views a front end
    /// binds and measures, numbered as ``setFrame(_:ofElementAt:)``
    /// numbers them. Changes only with ``replaceSpec(with:)``.
    public private(set) var elementNames: [String]
    /// What plays: ``spec`` with the variants that apply to the live
    /// container size and ``reducesMotion``
    /// (``ChoreographySpec/playing(containerSize:reducesMotion:)``; under
    /// reduced motion, ``ChoreographySpec/reducingMotion()``), fitted to the
    /// live geometry. Its animations are the ones
    /// ``value(ofAnimationAt:)`` and ``sample()`` read, in order.
    public private(set) var running: ChoreographySpec
    /// Whether the person asked for reduced motion: the animations' policies
    /// and the variants for reduced motion apply.
    public private(set) var reducesMotion = false
    /// The properties ``running``'s animations write, each once, in the
    /// order of their first animation: what ``forEachChange(_:)`` and
    /// ``value(ofTargetAt:)`` number. Changes only with what plays (see
    /// ``setReducesMotion(_:)``).
    public private(set) var targets: [SpecTarget] = []

    /// The engine the animations play through.
    private let engine = DraftChoreography()
    /// What plays for each variant key seen, made once it is first asked
    /// for.
    private var playingByKey: [Int: ChoreographySpec] = [:]
    /// The key of the variants that play
    /// (``ChoreographySpec/variantKey(containerSize:reducesMotion:)``).
    package private(set) var variantKey = 0
    /// How many times what plays changed (Reduce Motion, or a container
    /// size that changes which variants apply): a front end that sees it
    /// move restores what it wrote and binds the new ``targets``.
    package private(set) var reshapes = 0
    /// Each element's index in ``spec``'s elements, by name.
    private var elementIndices: [String: Int]
    /// The live frame of each element of ``spec``, in order: plain memory
    /// of fixed size, so that placing every element on every frame checks
    /// no exclusive access. One per element, all initialized; with
    /// `isMeasured`, checked by ``verifyElementInvariants()``.
    private var frames: UnsafeMutableBufferPointer<ScrollRect>
    /// Whether a frame the animations read changed since they were last
    /// fitted.
    private var framesChanged = false
    /// Whether the animations read each element's frame.
    private var isMeasured: UnsafeMutableBufferPointer<Bool>
    /// The elements whose frames the animations that play read: the
    /// subjects of their view timelines, as indices in ``elementNames``,
    /// in order. A front end measures these on each update
    /// (``setFrame(_:ofElementAt:)``); the others' frames change no value.
    public private(set) var measuredElements: [Int] = []
    /// The targets and what each was last handed over with.
    private var ledger = SpecTargetLedger(targetCount: 0, targetOfAnimation: [])
    /// The content offset of the last update.
    private var offset: ScrollPoint?
    /// Whether a refit changes only the animations whose drafts changed
    /// (the default); `false` builds every animation again on each refit,
    /// keeping their time-based state: the reference the in-place refit is
    /// tested against.
    package var refitsInPlace = true
    /// How many animations the refits since the player was made built
    /// again (keyframes and easing tables made anew).
    package private(set) var rebuiltAnimations = 0
    /// How many animations the refits since the player was made moved to
    /// another timeline, keyframes kept.
    package private(set) var retimedAnimations = 0
    /// The app's closures for values (``onValue(of:_:)`` and its kin).
    let watches = SpecValueWatches()

    /// A player for `spec`, fitted to the spec's own geometry until it is
    /// given live geometry.
    ///
    /// - Throws: ``SpecError`` with the spec's validation errors (only a
    ///   spec put together in code can have any), so that an app surfaces
    ///   them instead of showing nothing.
    public init(_ spec: ChoreographySpec) throws(SpecError) {
      self.spec = spec
      variantKey = spec.variantKey(
        containerSize: spec.scroller.containerSize, reducesMotion: false)
      running = spec.playing(key: variantKey)
      elementNames = spec.elements.map(\.name)
      elementIndices = spec.elementIndices
      let drafts = try running.drafts(validating: true)
      frames = .allocate(capacity: spec.elements.count)
      _ = frames.initialize(from: spec.elements.map(\.frame))
      isMeasured = .allocate(capacity: spec.elements.count)
      isMeasured.initialize(repeating: false)
      play(running, drafts: drafts)
    }

    deinit {
      frames.deallocate()
      isMeasured.deallocate()
    }

    /// The direction the content runs in: the spec's until
    /// ``setDirection(_:)`` sets the platform's.
    public var direction: ContentDirection { running.scroller.direction }

    /// The index of the element called `name` in ``elementNames``, if any.
    public func elementIndex(named name: String) -> Int? { elementIndices[name] }

    /// Places element `index` (of ``elementNames``) at `frame`, in content
    /// coordinates: the frame of the view that stands for it, measured
    /// without its transform. The next update refits the animations if the
    /// frame moved and the animations read it (``measuredElements``); an
    /// unknown index is ignored.
    public func setFrame(_ frame: ScrollRect, ofElementAt index: Int) {
      guard index >= 0, index < frames.count else { return }
      // Compared number by number: `!=` on rectangles is a call into the
      // core, and a front end places every element on every frame.
      let old = frames[index]
      guard
        old.origin.x != frame.origin.x || old.origin.y != frame.origin.y
          || old.size.width != frame.size.width || old.size.height != frame.size.height
      else { return }
      frames[index] = frame
      // Kept either way: what plays may come to read it.
      if isMeasured[index] { framesChanged = true }
    }

    /// Plays the spec under reduced motion when `reduces` (its policies and
    /// its variants for reduced motion), as written otherwise, at once. Returns whether that changed what plays; if so
    /// ``targets`` may have changed too (a cross-fade adds some) and every
    /// target's value is handed over again.
    @discardableResult
    public func setReducesMotion(_ reduces: Bool) -> Bool {
      guard reduces != reducesMotion else { return false }
      reducesMotion = reduces
      reshape(
        to: spec.variantKey(containerSize: running.scroller.containerSize, reducesMotion: reduces))
      return true
    }

    /// Plays what `key` names, fitted to `scroller` (the current sizes by
    /// default), keeping every animation's state by its id.
    private func reshape(to key: Int, scroller live: ScrollerSpec? = nil) {
      variantKey = key
      refit(scroller: live, reshaping: true)
      reshapes += 1
      // A front end restores what it wrote and binds again: every value
      // goes to it again, changed or not.
      ledger.forgetDeliveries()
    }

    /// Plays `spec` in place of ``spec``, fitted to the live geometry and
    /// settings the player has (sizes, insets, direction, Reduce Motion,
    /// each element's frame by name), each animation keeping the
    /// time-based state of the playing animation of its id: a triggered one
    /// plays on, a smoothed one stays where it was and eases to its new
    /// target, so a spec edited while the app runs changes what it shows
    /// without restarting anything. Apart from that state, the values are
    /// those of a player made with `spec` and given the same geometry and
    /// settings, to the bit.
    ///
    /// ``targets`` and ``elementNames`` are those of `spec`; every target's
    /// value is handed over again by the next ``forEachChange(_:)``, and a
    /// front end binds the targets again. An element new to `spec` sits at
    /// the frame `spec` gives it until ``setFrame(_:ofElementAt:)`` places
    /// it. Values take effect at the next ``update(with:at:)``.
    ///
    /// - Throws: ``SpecError`` with `spec`'s validation errors (only a spec
    ///   put together in code can have any); the player then plays on as it
    ///   was.
    public func replaceSpec(with spec: ChoreographySpec) throws(SpecError) {
      let key = spec.variantKey(
        containerSize: running.scroller.containerSize, reducesMotion: reducesMotion)
      var next = spec.playing(key: key)
      next.scroller = running.scroller
      for index in next.elements.indices {
        if let old = elementIndices[next.elements[index].name] {
          next.elements[index].frame = frames[old]
        }
      }
      // Checked before anything changes, so that a spec that fails leaves
      // the player as it was.
      let drafts = try next.drafts(validating: true)
      if frames.count != next.elements.count {
        frames.deallocate()
        isMeasured.deallocate()
        frames = .allocate(capacity: next.elements.count)
        isMeasured = .allocate(capacity: next.elements.count)
        _ = frames.initialize(from: next.elements.map(\.frame))
        isMeasured.initialize(repeating: false)
      } else {
        for index in next.elements.indices { frames[index] = next.elements[index].frame }
      }
      self.spec = spec
      elementNames = spec.elements.map(\.name)
      elementIndices = spec.elementIndices
      framesChanged = false
      playingByKey = [:]
      variantKey = key
      rebuiltAnimations += drafts.count
      play(next, drafts: drafts)
      // The elements may differ while the targets stay the same.
      measureSubjects()
      // A front end restores what it wrote and binds again, as after a
      // change of variants: every value goes to it again.
      reshapes += 1
      ledger.forgetDeliveries()
    }

    /// Runs the content in `direction` (the platform's layout direction:
    /// right to left, horizontal progress starts at the right edge), at
    /// once. Returns whether that changed anything.
    @discardableResult
    public func setDirection(_ direction: ContentDirection) -> Bool {
      guard direction != self.direction else { return false }
      refit(direction: direction)
      return true
    }

    /// Plays the scroll view at `metrics`: refits the animations if the
    /// sizes, insets or an element's frame changed, evaluates them at the
    /// content offset, and takes the crossings of triggered animations and
    /// the new targets of smoothed ones.
    ///
    /// - Parameters:
    ///   - metrics: The scroll view now, physical, as the platform reports
    ///     it (right to left too: offsets measured from the left).
    ///   - time: When, in seconds on the display frames' clock, if known: a
    ///     triggered animation started here counts its time from it, and
    ///     whatever moves in time is stepped to it. Without it, the next
    ///     ``advance(to:)`` marks the start.
    public func update(with metrics: ScrollMetrics, at time: Double? = nil) {
      let live = ScrollerSpec(
        containerSize: metrics.containerSize, contentSize: metrics.contentSize,
        contentInsets: metrics.contentInsets, direction: direction)
      if live != running.scroller, !spec.variants.isEmpty {
        let key = spec.variantKey(containerSize: live.containerSize, reducesMotion: reducesMotion)
        if key != variantKey { reshape(to: key, scroller: live) }
      }
      if framesChanged || live != running.scroller { refit(scroller: live) }
      offset = metrics.contentOffset
      engine.update(
        with: running.scroller.logicalMetrics(at: metrics.contentOffset), at: time ?? .nan)
      markChanges()
    }

    /// Whether a triggered animation plays or a smoothed one has not
    /// caught up: a front end keeps its display frames coming while this
    /// is true, calling ``advance(to:)`` on each.
    public var needsFrames: Bool { engine.needsFrames }

    /// Moves the triggered and smoothed animations to `time` seconds (a
    /// display frame's target time, on the clock of the times given to
    /// ``update(with:at:)``), at the last position.
    public func advance(to time: Double) {
      engine.advance(to: time)
      markChanges()
    }

    /// Moves the triggered and smoothed animations at once to where they
    /// come to rest after the last update (a play runs to its end, a
    /// smoothing catches up): for a front end without display frames, and
    /// what `scrollmotion eval` shows.
    public func comeToRest() {
      engine.comeToRest()
      markChanges()
    }

    /// Calls `body` with each target (its index in ``targets``) whose value
    /// changed since the last call, and the value; `nil` means no animation
    /// of it has an effect, for the front end to restore the property's
    /// own value. After a player is made, and after what plays changed,
    /// every target is handed over once, `nil` ones too.
    public func forEachChange(_ body: (_ target: Int, _ value: SpecValue?) -> Void) {
      // Held here, so that the memory stays whatever `body` does to the
      // player (its changes take effect for the next call).
      let ledger = self.ledger
      let output = engine.buffer
      ledger.handOverChanges(in: output.values, body)
    }

    /// Target `index`'s value now (the one of the last of its animations
    /// that has an effect), or `nil` for no effect.
    public func value(ofTargetAt index: Int) -> SpecValue? {
      guard targets.indices.contains(index) else { return nil }
      let now = ledger.delivery(ofTarget: index, in: engine.output)
      return now.state == .value ? SpecValue(now) : nil
    }

    /// Animation `index`'s value now (of ``running``'s animations), or
    /// `nil` for no effect.
    public func value(ofAnimationAt index: Int) -> SpecValue? {
      guard engine.drafts.indices.contains(index) else { return nil }
      return engine.specValue(ofAnimationAt: index)
    }

    /// Every animation's value now, at the last update's offset (zero
    /// before any), as `scrollmotion eval` prints a sample. Allocates: for
    /// tools and tests, not for each frame.
    public func sample() -> SpecSample {
      engine.sample(of: running, at: offset ?? ScrollPoint(x: 0, y: 0), withCrossings: false)
    }

    /// Marks the targets of the animations whose output the last engine
    /// call changed, and hands the app's closures the values that changed.
    private func markChanges() {
      ledger.markChanges(in: engine.buffer)
      watches.deliver(from: self)
    }

    /// Fits what plays to the live geometry, in `direction`, with
    /// `scroller`'s sizes and insets (the current ones by default); when
    /// `reshaping`, the animations are those ``variantKey`` now names.
    private func refit(
      scroller live: ScrollerSpec? = nil, direction: ContentDirection? = nil,
      reshaping: Bool = false
    ) {
      // The live frames, in place: compared first, so that nothing is
      // written (or copied) when no frame moved.
      for index in running.elements.indices where running.elements[index].frame != frames[index] {
        running.elements[index].frame = frames[index]
      }
      framesChanged = false
      var next = running
      if reshaping {
        let playing = playingByKey[variantKey] ?? spec.playing(key: variantKey)
        playingByKey[variantKey] = playing
        next = playing
        next.elements = running.elements
      }
      next.scroller = live ?? running.scroller
      next.scroller.direction = direction ?? self.direction
      if refitsInPlace, refitInPlace(to: next, reshaping: reshaping) { return }
      // A spec that validated once only fails to draft again if its
      // geometry is not finite; the player then keeps what it plays.
      guard let drafts = try? next.drafts(validating: false) else { return }
      rebuiltAnimations += drafts.count
      play(next, drafts: drafts)
    }

    /// Refits what plays to `next` animation by animation: one whose draft
    /// is the same is not touched, one whose timeline alone moved is
    /// retimed (its keyframes and easing tables kept), any other is built
    /// again; each keeps its time-based state. Returns `false` when it
    /// cannot: `next`'s animations are not the playing ones one for one (a
    /// cross-fade or a variant added some, or a variant's animation
    /// animates another target), or one cannot be drafted; a full rebuild
    /// then follows, which redoes whatever this changed.
    private func refitInPlace(to next: ChoreographySpec, reshaping: Bool) -> Bool {
      let count = next.animations.count
      guard engine.drafts.count == count, running.animations.count == count else { return false }
      if reshaping {
        for index in 0..<count {
          let one = next.animations[index]
          let another = running.animations[index]
          guard one.id == another.id, one.target == another.target,
            one.property == another.property
          else { return false }
        }
      }
      // Made only for a draft that needs it: a pin, or an animation Reduce
      // Motion reshapes.
      var framesByName: [String: ScrollRect]? = nil
      // Built again together after the loop, in one pass over what the
      // animations share (`DraftChoreography.rebuild(_:)`).
      var rebuilt: [(index: Int, draft: AnimationDraft)] = []
      // For the drafts' paths: a closure reading `next` would copy the
      // whole spec each time.
      let nextAnimations = next.animations
      // Each animation's fields are read in place (`next.animations[index]`
      // each time): a copy of a whole animation or draft per animation
      // costs more than the rest of the check.
      for index in 0..<count {
        // One for one (nothing added): only an animation that Reduce
        // Motion or a variant made differently is drafted again.
        let reshaped =
          reshaping && !next.animations[index].hasSameShape(as: running.animations[index])
        guard reshaped || next.animations[index].isPin else {
          // Only the timeline depends on the geometry.
          guard
            let timeline = next.scroller.progressTimeline(
              for: next.animations[index].timeline, frames: frame(named:))
          else { return false }
          if timeline != engine.drafts[index].timeline {
            engine.retime(animationAt: index, to: timeline)
            retimedAnimations += 1
          }
          continue
        }
        let frames = framesByName ?? next.framesByName
        framesByName = frames
        let playing = engine.drafts[index]
        guard
          let draft = try? next.animations[index].draft(
            in: next, frames: frames,
            at: ChoreographySpec.path(ofAnimationAt: index, in: nextAnimations))
        else { return false }
        // A pin's length is in its keyframes' values, the rest of its
        // draft fixed.
        if !reshaped, draft.hasSameKeyframes(as: playing) {
          if draft.timeline != playing.timeline {
            engine.retime(animationAt: index, to: draft.timeline)
            retimedAnimations += 1
          }
          continue
        }
        rebuilt.append((index, draft))
      }
      // They drafted and validated before: a failure is a geometry that is
      // not finite, left to the full rebuild.
      if !rebuilt.isEmpty {
        guard engine.rebuild(rebuilt) == nil else { return false }
        rebuiltAnimations += rebuilt.count
      }
      running = next
      // A variant's animation may follow another subject.
      if reshaping { measureSubjects() }
      // The output stays: an animation whose value the next update changes
      // marks its target then, as on any update.
      for (index, _) in rebuilt {
        ledger.componentsOfAnimation[index] = engine.drafts[index].kind.componentCount
      }
      assert(ledger.verifyInvariants())
      return true
    }

    /// The live frame of the element called `name`, if any.
    private func frame(named name: String) -> ScrollRect? {
      elementIndices[name].map { frames[$0] }
    }

    /// Plays `next`'s `drafts` in place of what plays, each animation of
    /// the same id carrying on where it was.
    private func play(_ next: ChoreographySpec, drafts: [AnimationDraft]) {
      var previous: [String: Int] = [:]
      if engine.drafts.count == running.animations.count {
        for (index, animation) in running.animations.enumerated() {
          previous[animation.id] = index
        }
      }
      let ids = next.animations.map(\.id)
      let playing = engine.drafts
      // The drafts validated when the player was made: a refit cannot make
      // them fail to build. Were it ever to, what played plays on, so that
      // the targets keep describing the engine's output.
      guard engine.build(drafts, keepingStateOf: { previous[ids[$0]] }) == nil else {
        _ = engine.build(playing) { $0 }
        return
      }
      let sameIDs = running.animations.map(\.id) == ids
      let sameTargets =
        !targets.isEmpty && running.animations.count == next.animations.count
        && zip(running.animations, next.animations).allSatisfy {
          $0.target == $1.target && $0.property == $1.property
        }
      running = next
      if !sameTargets { makeTargets() }
      if !sameTargets || !sameIDs {
        measureSubjects()
        watches.bind(to: self)
      }
      for index in drafts.indices {
        ledger.componentsOfAnimation[index] = drafts[index].kind.componentCount
      }
      ledger.markAll()
    }

    /// Finds the elements whose frames ``running``'s animations read.
    private func measureSubjects() {
      isMeasured.update(repeating: false)
      for animation in running.animations {
        guard case .view(let subject, _, _, _) = animation.timeline,
          let index = elementIndices[subject]
        else { continue }
        isMeasured[index] = true
      }
      measuredElements = isMeasured.indices.filter { isMeasured[$0] }
      assert(verifyElementInvariants())
    }

    /// Whether the element buffers hold one entry per element and
    /// ``measuredElements`` lists, in order, exactly the elements marked in
    /// `isMeasured`: for `assert(verifyElementInvariants())`, which debug
    /// builds and tests run and release builds compile out.
    func verifyElementInvariants() -> Bool {
      guard frames.count == elementNames.count, isMeasured.count == elementNames.count else {
        return false
      }
      var listed = 0
      for index in isMeasured.indices where isMeasured[index] {
        guard listed < measuredElements.count, measuredElements[listed] == index else {
          return false
        }
        listed += 1
      }
      return listed == measuredElements.count
    }

    /// Numbers the targets of ``running``'s animations, none handed over
    /// yet.
    private func makeTargets() {
      var indexOfTarget: [SpecTarget: Int] = [:]
      var targetOfAnimation: [Int] = []
      targets = []
      for animation in running.animations {
        let target = SpecTarget(element: animation.target, property: animation.property)
        if indexOfTarget[target] == nil {
          indexOfTarget[target] = targets.count
          targets.append(target)
        }
        targetOfAnimation.append(indexOfTarget[target] ?? 0)
      }
      ledger = SpecTargetLedger(targetCount: targets.count, targetOfAnimation: targetOfAnimation)
    }
  }
#endif
