#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// The two CSS `animation-trigger` actions (on activation, on deactivation)
/// that do exactly what a spec's four toggle actions do, when there are
/// such two.
///
/// CSS has one trigger range and two moments: entering it from either side
/// runs the first action, leaving it to either side the second. The spec's
/// four crossings (enter, leave, enter back, leave back) fold onto them, so
/// a pair is exact only if it leaves the animation in the same state as the
/// spec's actions after every sequence of crossings. That is checked by
/// running both on every sequence of up to ``depth`` crossings with no
/// time, part of the duration, or more than the duration between them:
/// ours with the core's ``TriggeredPlayback``, CSS's with the semantics
/// Chromium 156 shows (`docs/spec-format.md`, "trigger"): `play` resumes in
/// the current direction and never rewinds a finished animation,
/// `play-forwards`/`play-backwards` set the direction and play, `pause`
/// stops, `replay` goes back to the start and plays, `reset` goes back to
/// the start and stops. A `replay` or `reset` while playing backwards is
/// never taken as exact (where CSS's "start" is then is not pinned down).
struct CSSTriggerActions: Equatable {
  /// The action when the trigger activates (the range is entered).
  var activate: String
  /// The action when it deactivates (the range is left).
  var deactivate: String

  /// CSS's actions, in the order the search prefers them (`none` first: a
  /// pair that does nothing where it can reads simplest).
  static let cssActions = [
    "none", "play-forwards", "play-backwards", "pause", "reset", "replay", "play",
  ]

  /// How many crossings each checked sequence has.
  static var depth: Int { 6 }

  /// The exact pair for `actions`, or `nil` when CSS has none. The pair
  /// that maps each action by name (play to play-forwards, reverse to
  /// play-backwards, restart to replay, resume to play) is tried first.
  init?(_ actions: TriggerActions) {
    var candidates: [CSSTriggerActions] = []
    if let enter = Self.direct(actions.onEnter), let leave = Self.direct(actions.onLeave) {
      candidates.append(CSSTriggerActions(activate: enter, deactivate: leave))
    }
    for enter in Self.cssActions {
      for leave in Self.cssActions {
        candidates.append(CSSTriggerActions(activate: enter, deactivate: leave))
      }
    }
    guard let exact = candidates.first(where: { $0.isExact(for: actions) }) else { return nil }
    self = exact
  }

  private init(activate: String, deactivate: String) {
    self.activate = activate
    self.deactivate = deactivate
  }

  /// CSS's action of the same name and meaning, if any (`complete` has
  /// none: CSS cannot jump to the end).
  static func direct(_ action: TriggerAction) -> String? {
    switch action {
    case .play: "play-forwards"
    case .reverse: "play-backwards"
    case .restart: "replay"
    case .pause: "pause"
    case .resume: "play"
    case .reset: "reset"
    case .none: "none"
    case .complete: nil
    }
  }

  /// Whether this pair matches `actions` after every crossing of every
  /// sequence of ``depth`` crossings.
  private func isExact(for actions: TriggerActions) -> Bool {
    guard let start = try? TriggeredPlayback(duration: 1) else { return false }
    return matches(
      actions, ours: start, css: CSSPlayback(), inside: false, time: 0, left: Self.depth)
  }

  /// Pauses between crossings, in durations: none, part of one, past the end.
  private static let pauses = [0, 0.375, 2.0]

  private func matches(
    _ actions: TriggerActions, ours: TriggeredPlayback, css: CSSPlayback, inside: Bool,
    time: Double, left: Int
  ) -> Bool {
    guard left > 0 else { return true }
    // From inside, the range is left forward or backward; from outside, the
    // side it was left to decides the way back in, so both are tried.
    let crossings: [(RangeCrossing, Bool)] =
      inside ? [(.leave, false), (.leaveBack, false)] : [(.enter, true), (.enterBack, true)]
    for (crossing, nowInside) in crossings {
      // The first crossing comes from before the range.
      if left == Self.depth, crossing == .enterBack { continue }
      for pause in Self.pauses {
        var ours = ours
        var css = css
        ours.perform(actions.action(for: crossing), at: time)
        guard css.perform(nowInside ? activate : deactivate) else { return false }
        ours.advance(to: time + pause)
        css.advance(by: pause)
        guard css.agrees(with: ours) else { return false }
        if !matches(
          actions, ours: ours, css: css, inside: nowInside, time: time + pause, left: left - 1)
        {
          return false
        }
      }
    }
    return true
  }
}

/// A CSS animation of duration 1 driven by trigger actions, as Chromium 156
/// runs it: a time, a direction and whether it is paused.
private struct CSSPlayback {
  var time = 0.0
  var isForward = true
  var isPaused = true

  /// Applies a CSS action; `false` where the outcome is not pinned down.
  mutating func perform(_ action: String) -> Bool {
    switch action {
    case "play": isPaused = false
    case "play-forwards": (isForward, isPaused) = (true, false)
    case "play-backwards": (isForward, isPaused) = (false, false)
    case "pause": isPaused = true
    case "replay", "reset":
      guard isForward else { return false }
      (time, isPaused) = (0, action == "reset")
    default: break
    }
    return true
  }

  mutating func advance(by step: Double) {
    guard !isPaused else { return }
    time = isForward ? min(time + step, 1) : max(time - step, 0)
  }

  /// Whether it shows the same time and moves the same way as `ours`.
  func agrees(with ours: TriggeredPlayback) -> Bool {
    let moving = !isPaused && (isForward ? time < 1 : time > 0)
    return abs(time - ours.elapsed) < 1e-12 && moving == ours.isPlaying
      && (!moving || isForward == ours.isForward)
  }
}
