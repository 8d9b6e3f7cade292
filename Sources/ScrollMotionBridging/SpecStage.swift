import ScrollMotion
import ScrollMotionSpec

/// A JSON spec played by a declarative front end (SwiftUI), whose views
/// report their frames and the scroll view its metrics separately and in
/// any order: it samples the spec whenever either changes and hands back
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
  package let error: SpecError?
  private let player: SpecPlayer?
  private var frames: [String: ScrollRect] = [:]
  private var metrics: ScrollMetrics?
  private var styles: SpecStyles?

  /// What changed since the last update.
  package struct Changes: Hashable, Sendable {
    /// The new style of each element whose style changed.
    package var elements: [String: ElementStyle] = [:]
    /// Every custom value, when any of them changed; otherwise `nil`.
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
    player = try SpecPlayer(spec)
    error = nil
  }

  private init(failure: SpecError) {
    player = nil
    error = failure
  }

  /// The names of the spec's elements (none when it did not validate).
  package var elementNames: [String] { player?.elementNames ?? [] }

  /// Records that the view bound to `element` sits at `frame` (content
  /// coordinates) and returns what that changes.
  package func setFrame(_ frame: ScrollRect, of element: String) -> Changes {
    guard frames[element] != frame else { return Changes() }
    frames[element] = frame
    return resample()
  }

  /// Records the scroll view's metrics and returns what they change.
  ///
  /// - Parameter time: When, in seconds on the frame source's clock, if
  ///   known: a triggered animation started here counts its time from it.
  package func setMetrics(_ metrics: ScrollMetrics, at time: Double? = nil) -> Changes {
    guard self.metrics != metrics else { return Changes() }
    self.metrics = metrics
    return resample(at: time)
  }

  /// Whether a smoothed animation has not caught up or a triggered one
  /// plays: the frame source runs while this is true.
  package var needsFrames: Bool { player?.needsFrames ?? false }

  /// Moves the time-based animations to `time` seconds (a frame's time, on
  /// the clock of the times given to ``setMetrics(_:at:)``) and returns
  /// what that changes.
  package func advance(to time: Double) -> Changes {
    guard let player, metrics != nil, player.needsFrames else { return Changes() }
    return changes(to: player.advance(to: time), of: player)
  }

  /// Plays the spec's reduced-motion variant when `reduces` (SwiftUI's
  /// `accessibilityReduceMotion`) and returns what that changes.
  package func setReducesMotion(_ reduces: Bool) -> Changes {
    guard let player, player.setReducesMotion(reduces) else { return Changes() }
    return resample()
  }

  /// Runs the content in `direction` and returns what that changes.
  package func setDirection(_ direction: ContentDirection) -> Changes {
    guard let player, player.setDirection(direction) else { return Changes() }
    return resample()
  }

  /// An error naming every element of the spec that no view has reported
  /// a frame for, or `nil` when every element has one.
  package func unboundElements() -> SpecError? {
    player?.missingViews(bound: Set(frames.keys))
  }

  private func resample(at time: Double? = nil) -> Changes {
    guard let player, let metrics else { return Changes() }
    return changes(to: player.sample(metrics: metrics, frames: frames, at: time), of: player)
  }

  private func changes(to sample: SpecSample, of player: SpecPlayer) -> Changes {
    let new = SpecStyles(sample, of: player.running)
    var changes = Changes()
    for (name, style) in new.elements where styles?.elements[name] != style {
      changes.elements[name] = style
    }
    if styles?.custom != new.custom { changes.custom = new.custom }
    styles = new
    return changes
  }
}
