import ScrollMotion
import ScrollMotionSpec

/// A JSON spec played by a declarative front end (SwiftUI), whose views
/// report their frames and the scroll view its metrics separately and in
/// any order: it plays the spec whenever either changes and hands back
/// only the styles that changed, so only the views whose values moved are
/// updated.
///
/// A spec that does not validate is kept as its error (``error``), never
/// dropped: the stage then changes nothing and the front end reports the
/// error to the app.
///
/// Smoothed and triggered animations play in time: the front end gives
/// the time of each metrics change on its frame source's clock and, while
/// ``needsFrames``, calls ``advance(to:)`` with each frame's time (SwiftUI:
/// a `TimelineView(.animation(paused:))` paused when nothing needs frames).
package final class SpecStage {
  /// The spec's validation errors, or `nil` when it validated.
  package private(set) var error: SpecError?
  private var player: SpecPlayer?
  /// The settings last given, for a player made by ``replaceSpec(with:)``.
  private var reducesMotion = false
  private var direction: ContentDirection?
  /// The last frame each named view reported, by name, whether or not the
  /// spec playing has an element of that name: which elements have a view,
  /// and where a replaced spec's elements start from.
  private var reportedFrames: [String: ScrollRect] = [:]
  private var metrics: ScrollMetrics?
  private var styles: SpecStyles
  /// Whether the next changes hand back every element's style and every
  /// value for the app, changed or not: the first ones, and the first
  /// after reduced motion changed what plays.
  private var handsBackEverything = true
  /// What the last call changed, kept so that its storage is reused: the
  /// front end drops the copy it was handed before the next call, so
  /// clearing and filling it again allocates nothing.
  private var changed = Changes()

  /// What changed since the last update.
  package struct Changes: Hashable, Sendable {
    /// The new style of each element whose style changed.
    package var elements: [String: ElementStyle] = [:]
    /// Every value for the app, when any of them changed; otherwise `nil`.
    package var custom: [SpecStyles.CustomValue]?

    /// Whether nothing changed.
    package var isEmpty: Bool { elements.isEmpty && custom == nil }
  }

  /// A stage for the spec in `json` (UTF-8 text); its validation errors, if
  /// any, are kept in ``error``.
  package convenience init(json: String) {
    do {
      try self.init(validating: ChoreographySpec(json: json))
    } catch {
      self.init(failure: error)
    }
  }

  /// A stage for `spec`; its validation errors, if any, are kept in
  /// ``error``.
  package convenience init(spec: ChoreographySpec) {
    do {
      try self.init(validating: spec)
    } catch {
      self.init(failure: error)
    }
  }

  private init(validating spec: ChoreographySpec) throws(SpecError) {
    let player = try SpecPlayer(spec)
    self.player = player
    styles = SpecStyles(targets: player.targets, elements: player.elementNames)
    effects = ElementEffects.byElement(of: spec)
    error = nil
    changed.elements.reserveCapacity(player.elementNames.count)
  }

  private init(failure: SpecError) {
    player = nil
    styles = SpecStyles(targets: [], elements: [])
    effects = [:]
    error = failure
  }

  /// The kinds of effect each element's animations need, by element: what
  /// the front end applies to its view, the same for as long as it plays.
  package private(set) var effects: [String: ElementEffects]
  /// The app's closures for values, the latest at each position
  /// (``follow(_:)``).
  let valueActions = SpecValueActions()

  /// Watches the animation `id` for the app (see `SpecPlayer.onValue`):
  /// `body` gets its value each time it changes, from within the update or
  /// frame that changed it.
  ///
  /// - Throws: ``SpecError`` for an id the spec does not have or values
  ///   `accepts` refuses; nothing when the spec did not validate (its own
  ///   error is reported).
  package func watch(
    animation id: String, accepting accepts: (SpecValue) -> Bool, typeName: String,
    _ body: @escaping (SpecValue?) -> Void
  ) throws(SpecError) {
    try player?.watch(animation: id, accepting: accepts, typeName: typeName, body)
  }

  /// Watches `target`, composed, for the app; see
  /// ``watch(animation:accepting:typeName:_:)``.
  package func watch(
    _ target: SpecTarget, accepting accepts: (SpecValue) -> Bool, typeName: String,
    _ body: @escaping (SpecValue?) -> Void
  ) throws(SpecError) {
    try player?.watch(target, accepting: accepts, typeName: typeName, body)
  }

  /// The names of the spec's elements (none when it did not validate).
  package var elementNames: [String] { player?.elementNames ?? [] }

  /// Records that the view bound to `element` sits at `frame` (content
  /// coordinates) and returns what that changes.
  package func setFrame(_ frame: ScrollRect, of element: String) -> Changes {
    reportedFrames[element] = frame
    guard let player, let index = player.elementIndex(named: element) else { return Changes() }
    player.setFrame(frame, ofElementAt: index)
    return replay()
  }

  /// Records the scroll view's metrics and returns what they change.
  ///
  /// - Parameter time: When, in seconds on the frame source's clock, if
  ///   known: a triggered animation started here counts its time from it.
  package func setMetrics(_ metrics: ScrollMetrics, at time: Double? = nil) -> Changes {
    guard self.metrics != metrics else { return Changes() }
    self.metrics = metrics
    return replay(at: time)
  }

  /// Whether a smoothed animation has not caught up or a triggered one
  /// plays: the frame source runs while this is true.
  package var needsFrames: Bool { player?.needsFrames ?? false }

  /// Moves the time-based animations to `time` seconds (a frame's time, on
  /// the clock of the times given to ``setMetrics(_:at:)``) and returns
  /// what that changes.
  package func advance(to time: Double) -> Changes {
    guard let player, metrics != nil, player.needsFrames else { return Changes() }
    player.advance(to: time)
    return changes(of: player)
  }

  /// Plays the spec's reduced-motion variant when `reduces` (SwiftUI's
  /// `accessibilityReduceMotion`) and returns what that changes.
  package func setReducesMotion(_ reduces: Bool) -> Changes {
    reducesMotion = reduces
    guard let player, player.setReducesMotion(reduces) else { return Changes() }
    return restyle(player)
  }

  /// Runs the content in `direction` and returns what that changes.
  package func setDirection(_ direction: ContentDirection) -> Changes {
    self.direction = direction
    guard let player, player.setDirection(direction) else { return Changes() }
    return replay()
  }

  /// Plays `spec` in place of the spec playing, each animation keeping its
  /// state (`SpecPlayer.replaceSpec(with:)`), and returns every element's
  /// style and every value for the app at the last metrics: what a spec
  /// saved while the app runs changes. A stage whose spec did not validate
  /// starts playing `spec`, with the settings given so far. Each element
  /// is placed where its view last reported its frame, whether or not the
  /// spec playing had it.
  ///
  /// The effects of an element (``effects``) are those `spec` needs.
  ///
  /// - Throws: ``SpecError`` with `spec`'s validation errors; the stage
  ///   then plays on as it was.
  package func replaceSpec(with spec: ChoreographySpec) throws(SpecError) -> Changes {
    let player: SpecPlayer
    if let playing = self.player {
      try playing.replaceSpec(with: spec)
      player = playing
    } else {
      player = try SpecPlayer(spec)
      player.setReducesMotion(reducesMotion)
      if let direction { player.setDirection(direction) }
      self.player = player
      error = nil
    }
    for (name, frame) in reportedFrames {
      if let index = player.elementIndex(named: name) { player.setFrame(frame, ofElementAt: index) }
    }
    effects = ElementEffects.byElement(of: spec)
    return restyle(player)
  }

  /// An error naming every element of the spec that no view has reported
  /// a frame for, or `nil` when every element has one.
  package func unboundElements() -> SpecError? {
    player?.missingViews(bound: Set(reportedFrames.keys))
  }

  /// The styles of what plays now that reduced motion changed it (its
  /// targets may differ), and what that changes.
  private func restyle(_ player: SpecPlayer) -> Changes {
    styles = SpecStyles(targets: player.targets, elements: player.elementNames)
    handsBackEverything = true
    return replay()
  }

  private func replay(at time: Double? = nil) -> Changes {
    guard let player, let metrics else { return Changes() }
    let reshapes = player.reshapes
    player.update(with: metrics, at: time)
    // The container's new size made other variants apply: their targets
    // may differ.
    guard player.reshapes == reshapes else { return restyle(player) }
    return changes(of: player)
  }

  /// What `player`'s last update changed. Allocates nothing once the
  /// front end has let go of what the previous call handed back: the
  /// styles and values are copied into storage kept from call to call,
  /// never shared with the stage's own (which the next change would then
  /// have to copy).
  private func changes(of player: SpecPlayer) -> Changes {
    changed.elements.removeAll(keepingCapacity: true)
    changed.custom = nil
    var customChanged = false
    player.forEachChange { target, value in
      if let element = styles.set(targetAt: target, to: value) {
        changed.elements[styles.names[element]] = styles.styles[element]
      } else {
        customChanged = true
      }
    }
    if handsBackEverything {
      handsBackEverything = false
      for (name, style) in zip(styles.names, styles.styles) { changed.elements[name] = style }
      customChanged = true
    }
    if customChanged { changed.custom = styles.custom }
    return changed
  }
}

/// One of the app's closures for values as a declarative front end
/// collects them (SwiftUI's `SpecScrollView.onValue`): what it follows, the
/// values it takes, and the closure, already typed.
package struct SpecValueRequest {
  /// What a closure follows.
  package enum Subject: Equatable {
    /// An animation, by id: its own value.
    case animation(String)
    /// An element's property, composed.
    case target(SpecTarget)
  }

  package let subject: Subject
  /// The name of the type the closure takes, for messages.
  package let typeName: String
  /// Whether the closure's type can hold a value.
  package let accepts: (SpecValue) -> Bool
  package let action: (SpecValue?) -> Void

  package init(
    subject: Subject, typeName: String, accepts: @escaping (SpecValue) -> Bool,
    action: @escaping (SpecValue?) -> Void
  ) {
    self.subject = subject
    self.typeName = typeName
    self.accepts = accepts
    self.action = action
  }
}

extension SpecStage {
  /// Follows `requests`, every closure for values the front end has now,
  /// in the order it was given them: a request at a position not seen
  /// before is registered with the player, and one at a known position
  /// replaces the closure there, so that the latest closure is called (a
  /// view re-made with each render gives new ones). Returns the problems of
  /// the new requests (an id the spec does not have, values of another
  /// shape); none when the spec did not validate, whose own error stands.
  package func follow(_ requests: [SpecValueRequest]) -> [SpecIssue] {
    var issues: [SpecIssue] = []
    for position in requests.indices {
      guard position >= valueActions.list.count else {
        valueActions.list[position] = requests[position].action
        continue
      }
      let request = requests[position]
      valueActions.list.append(request.action)
      let actions = valueActions
      let deliver: (SpecValue?) -> Void = { actions.list[position]($0) }
      do {
        switch request.subject {
        case .animation(let id):
          try watch(
            animation: id, accepting: request.accepts, typeName: request.typeName, deliver)
        case .target(let target):
          try watch(target, accepting: request.accepts, typeName: request.typeName, deliver)
        }
      } catch {
        issues += error.issues
      }
    }
    return issues
  }
}

/// The latest closure for values at each position: what the closures
/// registered with the player call through, held apart from the stage so
/// that the player does not hold the stage that holds it.
package final class SpecValueActions {
  var list: [(SpecValue?) -> Void] = []
}
