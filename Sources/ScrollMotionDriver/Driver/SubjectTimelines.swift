import ScrollMotion

/// The view-timeline animations of a choreography whose subjects are views,
/// re-measured when the views move: after layout, rotation, or a cell being
/// reused.
///
/// Subjects are held weakly. When a subject goes away its animations are
/// removed from the choreography, so a dead view's sink is never called.
/// Re-measuring moves an animation to a new timeline only when its
/// subject's frame actually changed, so a layout pass that moves nothing
/// costs no timeline changes.
package final class SubjectTimelines<Subject: AnyObject> {
  private struct Entry {
    let id: AnimationID
    weak var subject: Subject?
    let axis: ScrollAxis
    let startInset: Double
    let endInset: Double
    var frame: ScrollRect
  }

  private var entries: [Entry] = []

  /// An empty set.
  package init() {}

  /// The number of tracked animations.
  package var count: Int { entries.count }

  /// Adds `animation` on a view timeline of `subject`, measured now as
  /// `frame` (content coordinates), and delivers to `sink`.
  ///
  /// The animation's own timeline is replaced by a view timeline of
  /// `frame` along `axis` with the given insets.
  @discardableResult
  package func add<Value: Equatable>(
    _ animation: ScrollDrivenAnimation<Value>, subject: Subject, frame: ScrollRect,
    axis: ScrollAxis = .y, startInset: Double = 0, endInset: Double = 0,
    to choreography: Choreography, sink: @escaping (Value?) -> Void
  ) -> AnimationID {
    var animation = animation
    animation.timeline = .view(
      subject: frame, axis: axis, startInset: startInset, endInset: endInset)
    let id = choreography.add(animation, sink: sink)
    entries.append(
      Entry(
        id: id, subject: subject, axis: axis, startInset: startInset, endInset: endInset,
        frame: frame))
    return id
  }

  /// Forgets the animation `id` (it stays in the choreography).
  package func forget(_ id: AnimationID) {
    entries.removeAll { $0.id == id }
  }

  /// Measures every subject again with `frame` and moves the animations
  /// whose subject moved to a new view timeline; removes the animations of
  /// subjects that no longer exist. A `nil` frame (a subject out of the
  /// scroll view's hierarchy for now, such as a cell waiting for reuse)
  /// leaves its animation on its last timeline.
  ///
  /// - Returns: How many animations changed timeline.
  @discardableResult
  package func remeasure(in choreography: Choreography, frame: (Subject) -> ScrollRect?) -> Int {
    var changed = 0
    var kept: [Entry] = []
    kept.reserveCapacity(entries.count)
    for var entry in entries {
      guard let subject = entry.subject else {
        choreography.remove(entry.id)
        continue
      }
      if let newFrame = frame(subject), newFrame != entry.frame {
        entry.frame = newFrame
        choreography.setTimeline(
          .view(
            subject: newFrame, axis: entry.axis, startInset: entry.startInset,
            endInset: entry.endInset),
          for: entry.id)
        changed += 1
      }
      kept.append(entry)
    }
    entries = kept
    return changed
  }
}
