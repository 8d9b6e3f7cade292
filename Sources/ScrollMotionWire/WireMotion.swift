#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// A ``TriggerAction``, on the wire: the four numbers after a compiled
/// trigger's duration, one per crossing in GSAP's `toggleActions` order.
package enum WireTriggerAction: Int, CaseIterable, Sendable {
  /// ``TriggerAction/play``.
  case play = 0
  /// ``TriggerAction/reverse``.
  case reverse = 1
  /// ``TriggerAction/restart``.
  case restart = 2
  /// ``TriggerAction/pause``.
  case pause = 3
  /// ``TriggerAction/resume``.
  case resume = 4
  /// ``TriggerAction/complete``.
  case complete = 5
  /// ``TriggerAction/reset``.
  case reset = 6
  /// ``TriggerAction/none``.
  case none = 7

  /// The core's action.
  package var action: TriggerAction {
    switch self {
    case .play: .play
    case .reverse: .reverse
    case .restart: .restart
    case .pause: .pause
    case .resume: .resume
    case .complete: .complete
    case .reset: .reset
    case .none: .none
    }
  }

  /// The wire code of a core action.
  package init(_ action: TriggerAction) {
    switch action {
    case .play: self = .play
    case .reverse: self = .reverse
    case .restart: self = .restart
    case .pause: self = .pause
    case .resume: self = .resume
    case .complete: self = .complete
    case .reset: self = .reset
    case .none: self = .none
    }
  }
}

/// A ``RangeCrossing``, in the engine's event buffer.
package enum WireCrossing: Int, CaseIterable, Sendable {
  /// ``RangeCrossing/enter``.
  case enter = 0
  /// ``RangeCrossing/leave``.
  case leave = 1
  /// ``RangeCrossing/enterBack``.
  case enterBack = 2
  /// ``RangeCrossing/leaveBack``.
  case leaveBack = 3

  /// The core's crossing.
  package var crossing: RangeCrossing {
    switch self {
    case .enter: .enter
    case .leave: .leave
    case .enterBack: .enterBack
    case .leaveBack: .leaveBack
    }
  }

  /// The wire code of a core crossing.
  package init(_ crossing: RangeCrossing) {
    switch crossing {
    case .enter: self = .enter
    case .leave: self = .leave
    case .enterBack: self = .enterBack
    case .leaveBack: self = .leaveBack
    }
  }
}

/// What an update or an advance of the motion engine says beside its
/// output, as flags added to the output's address that `sm_update_at` and
/// `sm_advance` return (the address of doubles is a multiple of 8, so its
/// two low bits are free). A frame loop in JavaScript learns them from
/// that one integer, without reading a number out of memory: a number read
/// there is a new heap object in code that runs once a frame, seldom
/// optimised.
package enum WireReport: Int, CaseIterable, Sendable {
  /// A triggered animation plays, a smoothed one catches up or a watched
  /// velocity decays: the events' `needsFrames` is 1.
  case needsFrames = 1
  /// The events hold crossings or velocities.
  case events = 2
}

/// A ``ScrollDirection``, in the engine's event buffer.
package enum WireDirection: Int, CaseIterable, Sendable {
  /// ``ScrollDirection/none``: the progress has not moved yet.
  case none = 0
  /// ``ScrollDirection/forward``.
  case forward = 1
  /// ``ScrollDirection/backward``.
  case backward = 2

  /// The wire code of a core direction.
  package init(_ direction: ScrollDirection) {
    switch direction {
    case .none: self = .none
    case .forward: self = .forward
    case .backward: self = .backward
    }
  }
}

extension TriggerActions {
  /// The four actions as wire codes, in `toggleActions` order (enter,
  /// leave, enter back, leave back).
  package var wireNumbers: [Double] {
    [onEnter, onLeave, onEnterBack, onLeaveBack].map { Double(WireTriggerAction($0).rawValue) }
  }

  /// Reads the four actions from their wire codes.
  ///
  /// - Throws: ``WireError/malformed`` for a wrong count or an unknown code.
  package init(wireNumbers numbers: [Double]) throws(WireError) {
    guard numbers.count == 4 else { throw .malformed }
    func action(_ number: Double) throws(WireError) -> TriggerAction {
      guard let code = Int(wireCode: number), let wire = WireTriggerAction(rawValue: code) else {
        throw .malformed
      }
      return wire.action
    }
    self.init(
      onEnter: try action(numbers[0]), onLeave: try action(numbers[1]),
      onEnterBack: try action(numbers[2]), onLeaveBack: try action(numbers[3]))
  }
}

/// A compiled trigger: `[duration, onEnter, onLeave, onEnterBack,
/// onLeaveBack, easing…]`, the playback's seconds, the four
/// ``WireTriggerAction`` codes, then its easing's wire numbers (a spring's
/// playback is its settling duration and the spring easing).
///
///
/// A class: drafts hold it and are copied whole, and in the WebAssembly
/// build copying a playback (its easing with it) costs more code than a
/// reference does.
package final class WireTrigger: Sendable {
  /// The playback, stopped at its start.
  package let playback: TriggeredPlayback
  /// What each crossing does.
  package let actions: TriggerActions

  /// The wire numbers of a playback and actions, or `nil` for a custom
  /// easing, which has no numeric form.
  package static func wireNumbers(duration: Double, easing: Easing, actions: TriggerActions)
    -> [Double]?
  {
    guard let easing = easing.wireNumbers else { return nil }
    return [duration] + actions.wireNumbers + easing
  }

  /// Reads a trigger from its wire numbers.
  ///
  /// - Throws: ``WireError/malformed`` for too few numbers or bad codes,
  ///   ``WireError/nonFinite`` for a non-finite duration,
  ///   ``WireError/rejected`` for a duration the core refuses (not greater
  ///   than 0).
  package init(wireNumbers values: [Double]) throws(WireError) {
    let header = WireFormat.triggerHeaderCount
    guard values.count > header else { throw .malformed }
    guard values[0].isFinite else { throw .nonFinite }
    let actions = try TriggerActions(wireNumbers: Array(values[1..<header]))
    let easing = try Easing(wireNumbers: Array(values[header...]))
    guard let playback = try? TriggeredPlayback(duration: values[0], easing: easing) else {
      throw .rejected
    }
    self.playback = playback
    self.actions = actions
  }

  /// A trigger playing `playback` with `actions`.
  package init(playback: TriggeredPlayback, actions: TriggerActions) {
    self.playback = playback
    self.actions = actions
  }
}
