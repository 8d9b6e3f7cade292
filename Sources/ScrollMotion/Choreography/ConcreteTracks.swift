/// The animations of the value types with lists concrete for their type:
/// one ``ConcreteTrackList`` each for numbers, points and colours, updated
/// in that order (the other value types are ``GenericTracks``).
///
/// Each list's loop is specialised for its type, so the per-frame code has
/// no generic dispatch or value-witness copies from whatever module calls
/// it, no switch on the kind of value per track, and a track keeps only
/// its type's components.
///
/// Package-visible for ``Track`` alone, which ``ChoreographyEngine``'s
/// package methods return.
package struct ConcreteTracks {
  /// Where a track is: its list and its index there.
  package enum Track {
    case number(Int)
    case point(Int)
    case color(Int)
  }

  private var numbers = ConcreteTrackList<Double>()
  private var points = ConcreteTrackList<ScrollPoint>()
  private var colors = ConcreteTrackList<RGBAColor>()

  /// The timing group of `track`.
  func group(at track: Track) -> Int {
    switch track {
    case .number(let index): numbers.group(at: index)
    case .point(let index): points.group(at: index)
    case .color(let index): colors.group(at: index)
    }
  }

  /// Appends a number animation in timing group `group`, its Bézier
  /// tables in `pool`.
  mutating func append(
    _ animation: ScrollDrivenAnimation<Double>, sink: @escaping (Double?) -> Void, group: Int,
    entry: Int, pool: inout BezierTablePool
  ) -> Track {
    .number(
      numbers.append(
        animation, sink: Double.Sink(call: sink), group: group, entry: entry, pool: &pool))
  }

  /// Appends a point animation in timing group `group`, its Bézier tables
  /// in `pool`.
  mutating func append(
    _ animation: ScrollDrivenAnimation<ScrollPoint>, sink: @escaping (ScrollPoint?) -> Void,
    group: Int, entry: Int, pool: inout BezierTablePool
  ) -> Track {
    .point(
      points.append(
        animation, sink: ScrollPoint.Sink(call: sink), group: group, entry: entry, pool: &pool))
  }

  /// Appends a colour animation in timing group `group`, its Bézier
  /// tables in `pool`.
  mutating func append(
    _ animation: ScrollDrivenAnimation<RGBAColor>, sink: @escaping (RGBAColor?) -> Void,
    group: Int, entry: Int, pool: inout BezierTablePool
  ) -> Track {
    .color(
      colors.append(
        animation, sink: RGBAColor.Sink(call: sink), group: group, entry: entry, pool: &pool))
  }

  /// Removes `track` by moving the last one of its list into its place,
  /// releasing its tables in `pool`; returns the moved track's identity
  /// entry, if one moved (it is now at `track`).
  mutating func remove(at track: Track, pool: inout BezierTablePool) -> Int? {
    switch track {
    case .number(let index): numbers.remove(at: index, pool: &pool)
    case .point(let index): points.remove(at: index, pool: &pool)
    case .color(let index): colors.remove(at: index, pool: &pool)
    }
  }

  /// Moves `track` to another timing group; its value is delivered again
  /// if it changes.
  mutating func retime(at track: Track, group: Int) {
    switch track {
    case .number(let index): numbers.retime(at: index, group: group)
    case .point(let index): points.retime(at: index, group: group)
    case .color(let index): colors.retime(at: index, group: group)
    }
  }

  /// Evaluates every track for the sample of its timing group and calls
  /// the sinks of those whose value changed, numbers first, then points,
  /// then colours, each list in its own order; a track whose group's
  /// sample is `unchanged` since the last update, and that was evaluated
  /// then, is skipped. `tables` is the choreography's
  /// ``BezierTablePool/tables``.
  mutating func update(
    samples: [EffectTiming.Sample?], unchanged: [Bool], tables: UnsafePointer<Double>
  ) {
    numbers.update(samples: samples, unchanged: unchanged, tables: tables)
    points.update(samples: samples, unchanged: unchanged, tables: tables)
    colors.update(samples: samples, unchanged: unchanged, tables: tables)
  }

  /// Whether each list's invariants hold and every track's timing group
  /// passes `groups` (``ChoreographyEngine/verifyInvariants()``).
  func verifyInvariants(groups: (Int) -> Bool) -> Bool {
    numbers.verifyInvariants(groups: groups) && points.verifyInvariants(groups: groups)
      && colors.verifyInvariants(groups: groups)
  }
}
