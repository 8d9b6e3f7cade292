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
/// Adding and removing animations costs O(1) amortised. The class is not
/// thread-safe: use it from the thread that delivers scroll events.
///
/// ```swift
/// let choreography = Choreography()
/// choreography.onProgress(along: .y) { header.alpha = 1 - ($0 ?? 0) }
/// choreography.add(fade) { card.alpha = $0 ?? 1 }
/// // in scrollViewDidScroll:
/// choreography.update(with: metrics)
/// ```
public final class Choreography {
  private var nodes: [ChoreographyNode] = []
  // A slot map instead of a dictionary from IDs (no hashing, and a smaller
  // WebAssembly build): an ID names an entry, the entry holds the node's
  // index in `nodes`, and freed entries are reused.
  private var entries: [Int] = []
  private var freeEntries: [Int] = []
  private var nextID = 0
  // Distinct timelines, their reference counts and their states for the
  // current update, in slots that are reused after a timeline is released.
  // Found by a linear scan: a choreography has few distinct timelines.
  private var timelines: [ProgressTimeline?] = []
  private var referenceCounts: [Int] = []
  private var states: [TimelineState?] = []
  private var freeSlots: [Int] = []
  private var distinctTimelines = 0

  /// Creates an empty choreography.
  public init() {}

  /// The number of animations and progress observers.
  public var count: Int { nodes.count }

  /// The number of distinct timelines the animations use; each one's state
  /// is computed once per update.
  public var timelineCount: Int { distinctTimelines }

  /// Adds an animation whose values go to `sink`.
  ///
  /// The sink is called on the next ``update(with:)`` and then whenever the
  /// value changes; `nil` means the animation has no effect.
  @discardableResult
  public func add<Value: Equatable>(
    _ animation: ScrollDrivenAnimation<Value>, sink: @escaping (Value?) -> Void
  ) -> AnimationID {
    let slot = retainSlot(for: animation.timeline)
    return insert(AnimationNode(animation: animation, slot: slot, sink: sink))
  }

  /// Calls `sink` with the scroll progress along `axis` whenever it changes:
  /// the "percentage offset" technique in one line.
  ///
  /// - Parameters:
  ///   - axis: The axis to follow; vertical by default.
  ///   - clamped: Whether to clamp to `0...1` (true by default), or to let
  ///     the value overshoot while the scroll view rubber-bands.
  ///   - sink: Receives the progress, or `nil` when the container cannot
  ///     scroll along `axis`.
  @discardableResult
  public func onProgress(
    along axis: ScrollAxis = .y, clamped: Bool = true, _ sink: @escaping (Double?) -> Void
  ) -> AnimationID {
    let slot = retainSlot(for: .scroll(axis: axis))
    return insert(ProgressNode(slot: slot, clamped: clamped, sink: sink))
  }

  /// Removes an animation or observer; unknown or already removed IDs are
  /// ignored.
  public func remove(_ id: AnimationID) {
    guard let index = index(of: id) else { return }
    releaseSlot(nodes[index].slot)
    entries[id.entry] = -1
    freeEntries.append(id.entry)
    let last = nodes.count - 1
    if index != last {
      nodes.swapAt(index, last)
      entries[nodes[index].id.entry] = index
    }
    nodes.removeLast()
  }

  /// The index in `nodes` of a live animation, or `nil`.
  private func index(of id: AnimationID) -> Int? {
    guard entries.indices.contains(id.entry) else { return nil }
    let index = entries[id.entry]
    guard index >= 0, nodes[index].id == id else { return nil }
    return index
  }

  /// Removes every animation and observer.
  public func removeAll() {
    nodes.removeAll()
    entries.removeAll()
    freeEntries.removeAll()
    timelines.removeAll()
    referenceCounts.removeAll()
    states.removeAll()
    freeSlots.removeAll()
    distinctTimelines = 0
  }

  /// Moves an animation to another timeline, for example when its subject's
  /// frame changed after layout. Its value is delivered again on the next
  /// update if it changes.
  public func setTimeline(_ timeline: ProgressTimeline, for id: AnimationID) {
    guard let index = index(of: id) else { return }
    let node = nodes[index]
    let slot = retainSlot(for: timeline)
    releaseSlot(node.slot)
    node.slot = slot
    node.timelineChanged(to: timeline)
  }

  /// Evaluates every animation for `metrics` and delivers changed values.
  public func update(with metrics: ScrollMetrics) {
    for slot in timelines.indices {
      states[slot] = timelines[slot]?.state(for: metrics)
    }
    // Indexing rather than `for node in nodes`: in unoptimised builds the
    // array iterator allocates on every step.
    for index in nodes.indices {
      let node = nodes[index]
      node.update(state: states[node.slot])
    }
  }

  private func insert(_ node: ChoreographyNode) -> AnimationID {
    let entry: Int
    if let free = freeEntries.popLast() {
      entry = free
      entries[entry] = nodes.count
    } else {
      entry = entries.count
      entries.append(nodes.count)
    }
    let id = AnimationID(rawValue: nextID, entry: entry)
    nextID += 1
    node.id = id
    nodes.append(node)
    return id
  }

  private func retainSlot(for timeline: ProgressTimeline) -> Int {
    if let slot = timelines.firstIndex(where: { $0 == timeline }) {
      referenceCounts[slot] += 1
      return slot
    }
    distinctTimelines += 1
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      timelines[slot] = timeline
      referenceCounts[slot] = 1
      states[slot] = nil
    } else {
      slot = timelines.count
      timelines.append(timeline)
      referenceCounts.append(1)
      states.append(nil)
    }
    return slot
  }

  private func releaseSlot(_ slot: Int) {
    referenceCounts[slot] -= 1
    guard referenceCounts[slot] == 0 else { return }
    distinctTimelines -= 1
    timelines[slot] = nil
    states[slot] = nil
    freeSlots.append(slot)
  }
}

/// One entry of a choreography. A class hierarchy rather than a protocol
/// existential, because Embedded Swift has no existentials of non-class
/// protocols and each entry needs identity anyway.
class ChoreographyNode {
  var id = AnimationID(rawValue: -1, entry: -1)
  var slot: Int

  init(slot: Int) {
    self.slot = slot
  }

  /// Evaluates and delivers for one update.
  func update(state: TimelineState?) {}

  /// Called when the node is moved to another timeline.
  func timelineChanged(to timeline: ProgressTimeline) {}
}

/// A keyframe animation and its sink.
final class AnimationNode<Value: Equatable>: ChoreographyNode {
  private var animation: ScrollDrivenAnimation<Value>
  private let sink: (Value?) -> Void
  // The last delivered value; the outer optional is "never delivered".
  private var delivered: Value??
  private var hint = 0

  init(animation: ScrollDrivenAnimation<Value>, slot: Int, sink: @escaping (Value?) -> Void) {
    self.animation = animation
    self.sink = sink
    super.init(slot: slot)
  }

  override func update(state: TimelineState?) {
    let value = animation.value(in: state, hint: &hint)
    if let delivered, delivered == value { return }
    delivered = .some(value)
    sink(value)
  }

  override func timelineChanged(to timeline: ProgressTimeline) {
    animation.timeline = timeline
  }
}

/// The percentage-offset observer behind ``Choreography/onProgress(along:clamped:_:)``.
final class ProgressNode: ChoreographyNode {
  private let clamped: Bool
  private let sink: (Double?) -> Void
  private var delivered: Double??

  init(slot: Int, clamped: Bool, sink: @escaping (Double?) -> Void) {
    self.clamped = clamped
    self.sink = sink
    super.init(slot: slot)
  }

  override func update(state: TimelineState?) {
    var progress: Double? = nil
    if let state {
      progress = clamped ? Swift.min(Swift.max(state.progress, 0), 1) : state.progress
    }
    if let delivered, delivered == progress { return }
    delivered = .some(progress)
    sink(progress)
  }
}
