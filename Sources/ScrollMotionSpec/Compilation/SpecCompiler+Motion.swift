// The wasm build compiles this target into its one Embedded Swift module,
// where the core and the wire format are the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

extension SpecCompiler {
  /// An animation's time-based members of the compiled form, none for a
  /// scroll-driven one: `"smoothing": lag` (seconds) and `"trigger":
  /// [duration, onEnter, onLeave, onEnterBack, onLeaveBack, easing…]`
  /// (`WireTrigger`), which the browser runtime plays in time.
  ///
  /// - Throws: ``SpecError`` when the trigger's easing is custom (only
  ///   possible for a spec built in code) and so has no numeric form.
  static func motionMembers(of animation: AnimationSpec, at path: SpecPath) throws(SpecError)
    -> [(String, JSONOutput)]
  {
    var members: [(String, JSONOutput)] = []
    if let trigger = animation.trigger {
      guard
        let numbers = WireTrigger.wireNumbers(
          duration: trigger.duration, easing: trigger.easing.easing, actions: trigger.actions)
      else {
        throw SpecError([
          SpecIssue(
            "the easing has no numeric form", at: path.appending("trigger").appending("easing"))
        ])
      }
      members.append(("trigger", .numbers(numbers)))
    } else if let smoothing = animation.smoothing {
      members.append(("smoothing", .number(smoothing)))
    }
    return members
  }

  /// What the shipped browser engine leaves out: it has no time-based
  /// motion (it would not fit its size budget), so it scrubs smoothed and
  /// triggered animations over their ranges, while
  /// `scrollmotion-motion.wasm` (the shipped engine plus time-based motion,
  /// for compiled specs like this one) plays them in time. One note per
  /// smoothed or triggered animation, for `scrollmotion compile` to print on
  /// standard error.
  public static func notes(for spec: ChoreographySpec) -> [SpecIssue] {
    var notes: [SpecIssue] = []
    for (index, animation) in spec.animations.enumerated() {
      for (key, isSet) in [
        ("smoothing", animation.isSmoothed), ("trigger", animation.trigger != nil),
      ]
      where isSet {
        notes.append(
          SpecIssue(
            "the shipped engine (scrollmotion.wasm) scrubs this animation over its range; "
              + "load scrollmotion-motion.wasm to play its \(key) in time",
            at: spec.path(ofAnimationAt: index).appending(key)))
      }
    }
    return notes.withoutRepeats
  }
}

extension AnimationSpec {
  /// Whether the animation plays in time rather than following the scroll
  /// alone: it has a trigger, or a smoothing lag above 0 (a lag of 0
  /// follows the scroll exactly). The one rule for which browser engine a
  /// spec needs.
  package var playsInTime: Bool { trigger != nil || isSmoothed }

  /// Whether the animation has a smoothing lag above 0.
  var isSmoothed: Bool { (smoothing ?? 0) > 0 }
}

extension ChoreographySpec {
  /// Whether any animation the spec can play (its own, or one of a
  /// variant's) plays in time, so that the browser needs the motion engine
  /// (`scrollmotion-motion.wasm`) to play it as written: what the compiled
  /// spec's `"motion": 1` says to the runtime's `autoAttach` and to
  /// `scrollmotion bundle`.
  package var playsInTime: Bool {
    animations.contains { $0.playsInTime }
      || variants.contains { variant in
        variant.replace.contains { $0.playsInTime } || variant.add.contains { $0.playsInTime }
      }
  }
}
