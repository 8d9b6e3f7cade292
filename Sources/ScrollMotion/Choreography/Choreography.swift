/// A set of scroll-driven animations updated together from one scroll
/// position: the engine a front end calls from `scrollViewDidScroll`.
///
/// Each animation has a sink, a closure that receives its value. On
/// ``update(with:)`` the choreography
/// - computes each distinct timeline's state once, however many
///   animations share it;
/// - evaluates every animation and calls its sink only when the value
///   changed since the last delivery (the first update always delivers);
///   `nil` means "no effect" (inactive timeline, or outside the range
///   without fill), for the front end to restore the property's own value;
/// - allocates nothing on the heap once warm (after the first update that
///   follows adding animations).
///
/// Sinks are called grouped by value type (numbers, points, colours, other
/// types, then progress observers), in the order added within a group
/// until an animation is removed.
///
/// A sink may add, remove and retime animations of the choreography that
/// calls it: those changes take effect when the update returns. An update
/// requested from inside a sink is ignored.
///
/// ## Performance
/// Numbers (`Double`), ``ScrollPoint`` and ``RGBAColor`` animations with
/// their built-in interpolation are kept in lists per type and evaluated by
/// code compiled for that type, so an app pays the same per frame from its
/// own module as the library's tests do; other value types work the same
/// but run generic code. Timelines and ranges are resolved once per layout
/// (content and container sizes and insets; a subject's frame changes
/// through ``setTimeline(_:for:)``): an update that only scrolls runs just
/// the timing model at the new offset, one that changes the layout
/// resolves every timeline and range again. A number, point or colour
/// animation whose timeline and range give the same progress and phase as
/// on the previous update is not evaluated again (easings and interpolators are taken to be pure
/// functions of their inputs). Adding and removing animations costs O(1)
/// amortised. The class is not thread-safe: use it from the thread that
/// delivers scroll events.
///
/// ```swift
/// let choreography = Choreography()
/// choreography.onProgress(along: .y) { header.alpha = 1 - ($0 ?? 0) }
/// choreography.add(fade) { card.alpha = $0 ?? 1 }
/// // in scrollViewDidScroll:
/// choreography.update(with: metrics)
/// ```
public final class Choreography {
  /// Where an identity's animation or observer lives.
  private enum Location {
    case concrete(ConcreteTracks.Track)
    case generic(Int)
    case observer(Int)
    /// Added from a sink during an update; placed when the update ends.
    case pending
  }

  /// An identity: the raw value that tells a stale ID from its slot's new
  /// owner, and where the element is.
  private struct Identity {
    let rawValue: Int
    var location: Location
  }

  private var engine = ChoreographyEngine()
  private var genericTracks: [GenericTracks] = []
  private var observers: [ProgressTrack] = []
  private var identities = SlotMap<Identity>()
  private var nextRawValue = 0
  private var isUpdating = false
  /// Changes requested by sinks during an update, applied after it.
  private var deferredChanges: [() -> Void] = []
  /// The time-based motion (Choreography+Motion.swift).
  var motion = MotionTracks()

  /// Creates an empty choreography.
  public init() {}

  /// The number of animations and progress observers.
  public var count: Int { identities.count }

  /// The number of distinct timelines the animations use.
  ///
  /// Animations added one after another on the same timeline with the
  /// same range and fill share one computation of its state per update.
  public var timelineCount: Int { engine.timelineCount }

  /// The number of Bézier solver tables in use, shared ones counted once.
  var bezierTableCount: Int { engine.bezierTables.count }

  /// Adds an animation whose values go to `sink`.
  ///
  /// The sink is called on the next ``update(with:)`` and then whenever the
  /// value changes; `nil` means the animation has no effect.
  @discardableResult
  public func add<Value: Equatable>(
    _ animation: ScrollDrivenAnimation<Value>, sink: @escaping (Value?) -> Void
  ) -> AnimationID {
    addGeneric(animation, sink: sink)
  }

  /// Adds a number animation whose values go to `sink`, evaluated by code
  /// specialised for `Double` (a custom interpolator is called as given).
  @discardableResult
  public func add(
    _ animation: ScrollDrivenAnimation<Double>, sink: @escaping (Double?) -> Void
  ) -> AnimationID {
    guard !isUpdating else {
      return insert(animation) { .concrete($0.engine.add(animation, sink: sink, entry: $1)) }
    }
    return placeConcrete { $0.add(animation, sink: sink, entry: $1) }
  }

  /// Adds a point animation whose values go to `sink`, evaluated by code
  /// specialised for ``ScrollPoint`` (a custom interpolator is called as
  /// given).
  @discardableResult
  public func add(
    _ animation: ScrollDrivenAnimation<ScrollPoint>, sink: @escaping (ScrollPoint?) -> Void
  ) -> AnimationID {
    guard !isUpdating else {
      return insert(animation) { .concrete($0.engine.add(animation, sink: sink, entry: $1)) }
    }
    return placeConcrete { $0.add(animation, sink: sink, entry: $1) }
  }

  /// Adds a colour animation whose values go to `sink`, evaluated by code
  /// specialised for ``RGBAColor`` (a custom interpolator is called as
  /// given).
  @discardableResult
  public func add(
    _ animation: ScrollDrivenAnimation<RGBAColor>, sink: @escaping (RGBAColor?) -> Void
  ) -> AnimationID {
    guard !isUpdating else {
      return insert(animation) { .concrete($0.engine.add(animation, sink: sink, entry: $1)) }
    }
    return placeConcrete { $0.add(animation, sink: sink, entry: $1) }
  }

  /// Calls `sink` with the scroll progress along `axis` whenever it changes:
  /// the percentage offset technique in one line.
  ///
  /// - Parameters:
  ///   - axis: The axis to follow; vertical by default.
  ///   - clamped: Whether to clamp to `0...1` (true by default), or to let
  ///     the value overshoot while the scroll view rubber-bands.
  ///   - sink: Receives the progress, or `nil` when the container cannot
  ///     scroll along `axis`.
  @discardableResult
  public func onProgress(
    along axis: ScrollAxis = .y, clamped: Bool = true, sink: @escaping (Double?) -> Void
  ) -> ProgressObserverID {
    let (rawValue, entry) = newIdentity()
    let timeline = ProgressTimeline.scroll(axis: axis)
    whenNotUpdating {
      let slot = $0.engine.retainGroup(timeline: timeline, timing: EffectTiming())
      $0.observers.append(ProgressTrack(sink: sink, clamped: clamped, slot: slot, entry: entry))
      $0.identities[entry]?.location = .observer($0.observers.count - 1)
    }
    return ProgressObserverID(rawValue: rawValue, entry: entry)
  }

  /// Removes an animation; unknown or already removed IDs are ignored.
  public func remove(_ id: AnimationID) {
    whenNotUpdating { $0.removeElement(entry: id.entry, rawValue: id.rawValue) }
  }

  /// Removes a progress observer; unknown or already removed IDs are
  /// ignored.
  public func remove(_ id: ProgressObserverID) {
    whenNotUpdating { $0.removeElement(entry: id.entry, rawValue: id.rawValue) }
  }

  /// Removes every animation and observer, time-based ones included.
  public func removeAll() {
    whenNotUpdating {
      $0.engine.removeAll()
      $0.genericTracks.removeAll()
      $0.observers.removeAll()
      $0.identities.removeAll()
      $0.removeAllMotion()
    }
  }

  /// Moves an animation to another timeline, for example when its subject's
  /// frame changed after layout. Its value is delivered again on the next
  /// update if it changes.
  public func setTimeline(_ timeline: ProgressTimeline, for id: AnimationID) {
    whenNotUpdating { choreography in
      guard let location = choreography.location(entry: id.entry, rawValue: id.rawValue) else {
        return
      }
      switch location {
      case .concrete(let track):
        choreography.engine.retimeConcrete(at: track, to: timeline)
      case .generic(let index):
        choreography.genericTracks[index].retime(
          slot: choreography.engine.moved(choreography.genericTracks[index].slot, to: timeline))
      case .observer, .pending:
        break
      }
    }
  }

  /// Evaluates every animation for `metrics` and delivers changed values.
  public func update(with metrics: ScrollMetrics) {
    guard !isUpdating else { return }
    isUpdating = true
    engine.update(with: metrics)
    let samples = engine.samples
    let tables = engine.bezierTables.tables
    // Indexing rather than `for … in`: in unoptimised builds the array
    // iterator allocates on every step.
    for index in genericTracks.indices {
      genericTracks[index].update(samples: samples, tables: tables)
    }
    for index in observers.indices {
      updateObserver(at: index)
    }
    isUpdating = false
    guard !deferredChanges.isEmpty else { return }
    let changes = deferredChanges
    deferredChanges.removeAll()
    for change in changes { change() }
  }

  private func updateObserver(at index: Int) {
    var progress: Double? = nil
    if let state = engine.state(of: observers[index].slot) {
      progress = observers[index].clamped ? state.progress.clampedToUnit : state.progress
    }
    if observers[index].hasDelivered, observers[index].delivered == progress { return }
    observers[index].hasDelivered = true
    observers[index].delivered = progress
    observers[index].sink(progress)
  }

  /// Runs `change` now, or after the update when a sink asked for it.
  ///
  ///
  /// One out-of-line copy, never specialised for a caller's closure: each
  /// copy would carry that caller's body, and the WebAssembly build counts
  /// bytes.
  private func whenNotUpdating(_ change: @escaping (Choreography) -> Void) {
    run(Change(apply: change))
  }

  /// A change, wrapped so that the optimiser does not specialise ``run(_:)``
  /// for each closure.
  private struct Change {
    let apply: (Choreography) -> Void
  }

  @inline(never)
  private func run(_ change: Change) {
    guard isUpdating else { return change.apply(self) }
    deferredChanges.append { [self] in change.apply(self) }
  }

  /// A new identity, its element not placed yet.
  private func newIdentity() -> (rawValue: Int, entry: Int) {
    let rawValue = nextRawValue
    nextRawValue += 1
    return (rawValue, identities.insert(Identity(rawValue: rawValue, location: .pending)))
  }

  /// Places a number, point or colour animation at once, outside an
  /// update, without the escaping closures a deferred change needs: `add`
  /// receives the engine and the identity entry and returns where the
  /// animation is among the concrete tracks.
  private func placeConcrete(
    _ add: (inout ChoreographyEngine, Int) -> ConcreteTracks.Track
  ) -> AnimationID {
    let (rawValue, entry) = newIdentity()
    identities[entry]?.location = .concrete(add(&engine, entry))
    return AnimationID(rawValue: rawValue, entry: entry)
  }

  /// Adds an animation of a type without a list of its own.
  private func addGeneric<Value: Equatable>(
    _ animation: ScrollDrivenAnimation<Value>, sink: @escaping (Value?) -> Void
  ) -> AnimationID {
    insert(animation) { choreography, entry in
      let slot = choreography.engine.retainGroup(
        timeline: animation.timeline, timing: animation.timing)
      choreography.genericTracks.append(
        GenericTrack(
          animation, sink: sink, slot: slot, entry: entry,
          pool: &choreography.engine.bezierTables))
      return .generic(choreography.genericTracks.count - 1)
    }
  }

  /// Adds an animation of any value type, placing it with `place`, which
  /// receives its identity entry.
  private func insert<Value: Equatable>(
    _ animation: ScrollDrivenAnimation<Value>,
    place: @escaping (Choreography, Int) -> Location
  ) -> AnimationID {
    let (rawValue, entry) = newIdentity()
    whenNotUpdating {
      $0.identities[entry]?.location = place($0, entry)
    }
    return AnimationID(rawValue: rawValue, entry: entry)
  }

  /// Where a live element is, or `nil` for a stale or unknown ID.
  private func location(entry: Int, rawValue: Int) -> Location? {
    guard let identity = identities[entry], identity.rawValue == rawValue else { return nil }
    return identity.location
  }

  private func removeElement(entry: Int, rawValue: Int) {
    guard let location = location(entry: entry, rawValue: rawValue) else { return }
    identities.remove(at: entry)
    switch location {
    case .concrete(let track):
      moved(engine.removeConcrete(at: track), to: .concrete(track))
    case .generic(let index):
      engine.releaseGroup(genericTracks[index].slot)
      genericTracks[index].release(from: &engine.bezierTables)
      genericTracks.removeBySwappingLast(at: index)
      moved(index < genericTracks.count ? genericTracks[index].entry : nil, to: .generic(index))
    case .observer(let index):
      engine.releaseGroup(observers[index].slot)
      observers.removeBySwappingLast(at: index)
      moved(index < observers.count ? observers[index].entry : nil, to: .observer(index))
    case .pending:
      break
    }
    assert(engine.verifyInvariants())
  }

  /// Records that the element of identity `entry` now lives at `location`.
  private func moved(_ entry: Int?, to location: Location) {
    guard let entry else { return }
    identities[entry]?.location = location
  }
}
