// Part of SpecPlayer, which the Embedded (wasm) build leaves out.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionSpecEngine
  import ScrollMotionWire

  /// A ``SpecPlayer``'s targets and what each was last handed over with:
  /// which animations compose each target, which targets may have changed
  /// since the last hand-over, and each target's value then.
  ///
  /// Read and written on every frame for every animation, so kept in plain
  /// memory of fixed size, allocated once per set of targets: a loop over it
  /// checks no exclusive access and no uniqueness. Its invariants, which
  /// ``verifyInvariants()`` checks in debug builds and tests after every
  /// change:
  /// - the animations' indices are those of the engine's output, and every
  ///   target index stored is below ``targetCount``;
  /// - each animation has 1, 2 or 4 value components;
  /// - `firstAnimation` rises from 0 to the number of animations, and the
  ///   animations listed from `firstAnimation[t]` to `firstAnimation[t + 1]`
  ///   are exactly target `t`'s, in ascending order (so `animationsByTarget`
  ///   lists every animation once);
  /// - `dirty` holds `dirtyCount` distinct targets, exactly those whose
  ///   `isDirty` is true;
  /// - a delivery of a value has 1, 2 or 4 components.
  final class SpecTargetLedger {
    /// What a target was last handed over with.
    struct Delivery {
      /// Whether a target was handed over, and with what.
      enum State: UInt8 {
        /// Never handed over since the ledger was made or forgot.
        case never
        /// Handed over as having no effect (`nil`).
        case noEffect
        /// Handed over with the value in the components.
        case value
      }

      var state = State.never
      /// The value's number of components: 1, 2 or 4.
      var components = 0
      /// The components: a number in `v0`, a pair in `v0` and `v1`, a
      /// colour's red, green, blue and alpha in all four.
      var v0 = 0.0
      var v1 = 0.0
      var v2 = 0.0
      var v3 = 0.0
    }

    /// The output states that mean "this animation has a value", as
    /// numbers: read once per call rather than per animation.
    private static let unchanged = Double(WireOutputState.unchanged.rawValue)
    private static let changed = Double(WireOutputState.changed.rawValue)

    /// The number of targets.
    let targetCount: Int
    /// The number of animations.
    let animationCount: Int
    /// Each animation's target.
    private let targetOfAnimation: UnsafeMutableBufferPointer<Int>
    /// Each animation's number of value components (its `WireValueKind`'s
    /// `componentCount`: 1, 2 or 4).
    let componentsOfAnimation: UnsafeMutableBufferPointer<Int>
    /// The animations of each target in spec order, target after target:
    /// those of target `t` from `firstAnimation[t]` to
    /// `firstAnimation[t + 1]`.
    private let animationsByTarget: UnsafeMutableBufferPointer<Int>
    private let firstAnimation: UnsafeMutableBufferPointer<Int>
    /// What each target was last handed over with.
    private let deliveries: UnsafeMutableBufferPointer<Delivery>
    /// Whether each target may have changed since the last hand-over.
    private let isDirty: UnsafeMutableBufferPointer<Bool>
    /// Those targets, in the order they were marked: the first
    /// `dirtyCount[0]`.
    private let dirty: UnsafeMutableBufferPointer<Int>
    private let dirtyCount: UnsafeMutablePointer<Int>

    /// The ledger of targets numbered by `targetOfAnimation`, one per
    /// animation (each below `targetCount`), none handed over yet and every
    /// one marked.
    init(targetCount: Int, targetOfAnimation targets: [Int]) {
      self.targetCount = targetCount
      animationCount = targets.count
      targetOfAnimation = .allocate(capacity: targets.count)
      _ = targetOfAnimation.initialize(from: targets)
      componentsOfAnimation = .allocate(capacity: targets.count)
      componentsOfAnimation.initialize(repeating: 1)
      var members = [[Int]](repeating: [], count: targetCount)
      for (animation, target) in targets.enumerated() { members[target].append(animation) }
      animationsByTarget = .allocate(capacity: targets.count)
      firstAnimation = .allocate(capacity: targetCount + 1)
      var position = 0
      for target in members.indices {
        firstAnimation[target] = position
        for animation in members[target] {
          animationsByTarget[position] = animation
          position += 1
        }
      }
      firstAnimation[targetCount] = position
      deliveries = .allocate(capacity: targetCount)
      deliveries.initialize(repeating: Delivery())
      isDirty = .allocate(capacity: targetCount)
      isDirty.initialize(repeating: false)
      dirty = .allocate(capacity: targetCount)
      dirty.initialize(repeating: 0)
      dirtyCount = .allocate(capacity: 1)
      dirtyCount.initialize(to: 0)
      forgetDeliveries()
    }

    deinit {
      targetOfAnimation.deallocate()
      componentsOfAnimation.deallocate()
      animationsByTarget.deallocate()
      firstAnimation.deallocate()
      deliveries.deallocate()
      isDirty.deallocate()
      dirty.deallocate()
      dirtyCount.deallocate()
    }

    /// Forgets what every target was handed over with and marks them all,
    /// so that each is handed over again.
    func forgetDeliveries() {
      deliveries.update(repeating: Delivery())
      markAll()
    }

    /// Marks every target as possibly changed.
    func markAll() {
      for target in 0..<targetCount { mark(target) }
      assert(verifyInvariants())
    }

    private func mark(_ target: Int) {
      guard !isDirty[target] else { return }
      isDirty[target] = true
      dirty[dirtyCount.pointee] = target
      dirtyCount.pointee += 1
    }

    /// Marks the targets of the animations the engine's `output` lists as
    /// changed or cleared since it was last settled.
    func markChanges(in output: DraftChoreography.Output) {
      let changed = output.changed
      for position in 0..<output.changedCount.pointee {
        mark(targetOfAnimation[changed[position]])
      }
      assert(verifyInvariants())
    }

    /// What target `target` shows in `output`: the value of the last of
    /// its animations that has an effect.
    func delivery(ofTarget target: Int, in output: UnsafeMutableBufferPointer<Double>)
      -> Delivery
    {
      delivery(ofTarget: target, in: output, unchanged: Self.unchanged, changed: Self.changed)
    }

    /// ``delivery(ofTarget:in:)``, with the states that mean a value.
    private func delivery(
      ofTarget target: Int, in output: UnsafeMutableBufferPointer<Double>, unchanged: Double,
      changed: Double
    ) -> Delivery {
      var position = firstAnimation[target + 1]
      let first = firstAnimation[target]
      while position > first {
        position -= 1
        let animation = animationsByTarget[position]
        let base = animation * WireFormat.outputStride
        let state = output[base]
        guard state == unchanged || state == changed else { continue }
        return Delivery(
          state: .value, components: componentsOfAnimation[animation], v0: output[base + 1],
          v1: output[base + 2], v2: output[base + 3], v3: output[base + 4])
      }
      return Delivery(state: .noEffect)
    }

    /// Calls `body` with each marked target whose value in `output`
    /// differs from the one it was last handed over with, and that value
    /// (`nil`: no effect); unmarks them all.
    func handOverChanges(
      in output: UnsafeMutableBufferPointer<Double>, _ body: (Int, SpecValue?) -> Void
    ) {
      let unchanged = Self.unchanged
      let changed = Self.changed
      let stride = WireFormat.outputStride
      let count = dirtyCount.pointee
      dirtyCount.pointee = 0
      for position in 0..<count {
        let target = dirty[position]
        isDirty[target] = false
        // The last of the target's animations with an effect (most targets
        // have one animation).
        var shown = -1
        var member = firstAnimation[target + 1]
        let first = firstAnimation[target]
        while member > first {
          member -= 1
          let state = output[animationsByTarget[member] * stride]
          if state == unchanged || state == changed {
            shown = animationsByTarget[member]
            break
          }
        }
        guard shown >= 0 else {
          if deliveries[target].state == .noEffect { continue }
          deliveries[target] = Delivery(state: .noEffect)
          body(target, nil)
          continue
        }
        let base = shown * stride
        let components = componentsOfAnimation[shown]
        let v0 = output[base + 1]
        let v1 = output[base + 2]
        let v2 = output[base + 3]
        let v3 = output[base + 4]
        let last = deliveries[target]
        if last.state == .value, last.components == components, last.v0 == v0, last.v1 == v1,
          last.v2 == v2, last.v3 == v3
        {
          continue
        }
        let now = Delivery(
          state: .value, components: components, v0: v0, v1: v1, v2: v2, v3: v3)
        deliveries[target] = now
        body(target, SpecValue(now))
      }
      assert(verifyInvariants())
    }

    /// Whether the invariants (see the type's documentation) hold: for
    /// `assert(verifyInvariants())`, which debug builds and tests run and
    /// release builds compile out. Linear in the animations and targets,
    /// and allocates nothing (tests count a warm frame's allocations).
    func verifyInvariants() -> Bool {
      for animation in 0..<animationCount {
        guard (0..<targetCount).contains(targetOfAnimation[animation]),
          Self.isComponentCount(componentsOfAnimation[animation])
        else { return false }
      }
      guard firstAnimation[0] == 0, firstAnimation[targetCount] == animationCount else {
        return false
      }
      for target in 0..<targetCount {
        let first = firstAnimation[target]
        let end = firstAnimation[target + 1]
        guard first <= end else { return false }
        var previous = -1
        for position in first..<end {
          // Ascending within a target and each animation's own target: with
          // the counts above, every animation is listed exactly once.
          let animation = animationsByTarget[position]
          guard animation > previous, animation < animationCount,
            targetOfAnimation[animation] == target
          else { return false }
          previous = animation
        }
        let delivery = deliveries[target]
        guard delivery.state != .value || Self.isComponentCount(delivery.components) else {
          return false
        }
      }
      return verifyDirtyTargets()
    }

    /// Whether `count` is a value's number of components (no array literal:
    /// a debug build would allocate one on every check).
    private static func isComponentCount(_ count: Int) -> Bool {
      count == 1 || count == 2 || count == 4
    }

    /// Whether `dirty` lists `dirtyCount` distinct targets, exactly those
    /// marked in `isDirty`: each listed target's mark is taken off as it is
    /// seen (a second sighting finds it off), none may be left on, and the
    /// marks are put back. Linear, with no set to allocate.
    private func verifyDirtyTargets() -> Bool {
      let count = dirtyCount.pointee
      guard (0...targetCount).contains(count) else { return false }
      var seen = 0
      var holds = true
      while seen < count {
        let target = dirty[seen]
        guard (0..<targetCount).contains(target), isDirty[target] else {
          holds = false
          break
        }
        isDirty[target] = false
        seen += 1
      }
      if holds {
        for target in 0..<targetCount where isDirty[target] {
          holds = false
          break
        }
      }
      for position in 0..<seen { isDirty[dirty[position]] = true }
      return holds
    }
  }

  extension SpecValue {
    /// The value a ledger's delivery holds.
    init(_ delivery: SpecTargetLedger.Delivery) {
      switch delivery.components {
      case 1: self = .number(delivery.v0)
      case 2: self = .pair(delivery.v0, delivery.v1)
      default:
        self = .color(
          RGBAColor(red: delivery.v0, green: delivery.v1, blue: delivery.v2, alpha: delivery.v3))
      }
    }
  }
#endif
