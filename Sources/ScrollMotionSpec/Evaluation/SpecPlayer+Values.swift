// Part of SpecPlayer, which the Embedded (wasm) build leaves out: the
// browser runtime hands values to the page's code itself.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire

  /// A type an animation's value can be handed to the app as, by
  /// ``SpecPlayer/onValue(of:as:_:)`` and its kin: `Double` for numbers,
  /// `ScrollPoint` for `[x, y]` pairs, `ScrollSize` for a scale (one number
  /// or a pair), `RGBAColor` for colours, and ``SpecValue`` for any.
  public protocol SpecValueRepresentable {
    /// `value` as this type, or `nil` when it has another shape (a pair
    /// asked for as a number).
    init?(specValue value: SpecValue)
  }

  extension Double: SpecValueRepresentable {
    /// A number; `nil` for a pair or a colour.
    public init?(specValue value: SpecValue) {
      guard case .number(let number) = value else { return nil }
      self = number
    }
  }

  extension ScrollPoint: SpecValueRepresentable {
    /// An `[x, y]` pair (a translation, an offset, an anchor); `nil` for a
    /// number or a colour.
    public init?(specValue value: SpecValue) {
      guard case .pair(let x, let y) = value else { return nil }
      self.init(x: x, y: y)
    }
  }

  extension ScrollSize: SpecValueRepresentable {
    /// A scale: one number for both axes, or `[sx, sy]`; `nil` for a
    /// colour.
    public init?(specValue value: SpecValue) {
      switch value {
      case .number(let scale): self.init(width: scale, height: scale)
      case .pair(let x, let y): self.init(width: x, height: y)
      case .color: return nil
      }
    }
  }

  extension RGBAColor: SpecValueRepresentable {
    /// A colour; `nil` for a number or a pair.
    public init?(specValue value: SpecValue) {
      guard case .color(let color) = value else { return nil }
      self = color
    }
  }

  extension SpecValue: SpecValueRepresentable {
    /// The value itself, whatever its shape.
    public init?(specValue value: SpecValue) { self = value }
  }

  extension SpecPlayer {
    /// Calls `body` with the value of the animation whose `id` is
    /// `animation`, each time it changes, from within the update or frame
    /// that changed it: the one line that scrubs any player with a spec's
    /// animation (`lottieView.currentProgress = progress ?? 0`).
    ///
    /// The value is the animation's own, before it composes with other
    /// animations of its target, and `nil` where it has no effect (outside
    /// its range without fill, or while Reduce Motion plays a variant
    /// without it). `body` is first called at the next update, with the
    /// value then, and afterwards only when the value differs from the one
    /// it was last called with; a warm update calls it without allocating.
    ///
    /// - Throws: ``SpecError`` when no animation of the spec has the id
    ///   (with the closest one, if any), or when its values are not
    ///   numbers (use ``onValue(of:as:_:)``).
    public func onValue(of animation: String, _ body: @escaping (Double?) -> Void)
      throws(SpecError)
    {
      try onValue(of: animation, as: Double.self, body)
    }

    /// Calls `body` with the value of the animation whose `id` is
    /// `animation` as `type` (`ScrollPoint` for a pair, `RGBAColor` for a
    /// colour), each time it changes; see ``onValue(of:_:)``.
    ///
    /// - Throws: ``SpecError`` when no animation of the spec has the id, or
    ///   when its values cannot be had as `type`.
    public func onValue<Value: SpecValueRepresentable>(
      of animation: String, as type: Value.Type, _ body: @escaping (Value?) -> Void
    ) throws(SpecError) {
      try watch(
        animation: animation, accepting: { Value(specValue: $0) != nil },
        typeName: "\(Value.self)", { body($0.flatMap(Value.init(specValue:))) })
    }

    /// Calls `body` with the value of `element`'s `property`, each time it
    /// changes: what the front end writes to the element's view, composed
    /// from every animation of it as CSS composes them, `nil` where none
    /// has an effect. See ``onValue(of:_:)`` for when it is called.
    ///
    /// - Throws: ``SpecError`` when the spec has no such element, or no
    ///   animation of that property of it, or when its values are not
    ///   numbers.
    public func onValue(
      of property: SpecProperty, on element: String, _ body: @escaping (Double?) -> Void
    ) throws(SpecError) {
      try onValue(of: property, on: element, as: Double.self, body)
    }

    /// Calls `body` with the value of `element`'s `property` as `type`,
    /// each time it changes; see ``onValue(of:on:_:)``.
    public func onValue<Value: SpecValueRepresentable>(
      of property: SpecProperty, on element: String, as type: Value.Type,
      _ body: @escaping (Value?) -> Void
    ) throws(SpecError) {
      try watch(
        SpecTarget(element: element, property: property),
        accepting: { Value(specValue: $0) != nil }, typeName: "\(Value.self)",
        { body($0.flatMap(Value.init(specValue:))) })
    }

    /// Watches the animation `id`, whose values `accepts` must take, for
    /// `body`: the type-erased form of the `onValue` methods, for the front
    /// ends that forward them.
    package func watch(
      animation id: String, accepting accepts: (SpecValue) -> Bool, typeName: String,
      _ body: @escaping (SpecValue?) -> Void
    ) throws(SpecError) {
      let ids = spec.animations.map(\.id)
      guard let written = ids.firstIndex(of: id) else {
        throw SpecError([
          SpecIssue(
            "no animation has the id '\(id)'" + NameSuggestion.hint(for: id, among: ids),
            at: nil)
        ])
      }
      try check(
        spec.animations[written].valueKind, accepts, typeName,
        subject: "the animation '\(id)'")
      watches.add(SpecValueWatches.Watch(subject: .animation(id), body: body), to: self)
    }

    /// Watches `target`, whose values `accepts` must take, for `body`: the
    /// type-erased form of the `onValue(of:on:)` methods.
    package func watch(
      _ target: SpecTarget, accepting accepts: (SpecValue) -> Bool, typeName: String,
      _ body: @escaping (SpecValue?) -> Void
    ) throws(SpecError) {
      guard let element = target.element, elementIndex(named: element) != nil else {
        let name = target.element ?? ""
        throw SpecError([
          SpecIssue(
            "no element is called '\(name)'"
              + NameSuggestion.hint(for: name, among: elementNames), at: nil)
        ])
      }
      guard
        let animation = spec.animations.first(where: {
          $0.target == element && $0.property == target.property
        })
      else {
        throw SpecError([
          SpecIssue("no animation of '\(element)' animates \(target.property.name)", at: nil)
        ])
      }
      try check(
        animation.valueKind, accepts, typeName,
        subject: "\(target.property.name) of '\(element)'")
      watches.add(SpecValueWatches.Watch(subject: .target(target), body: body), to: self)
    }

    /// Throws when values of `kind` cannot be had as the type named
    /// `typeName`.
    private func check(
      _ kind: WireValueKind, _ accepts: (SpecValue) -> Bool, _ typeName: String,
      subject: String
    ) throws(SpecError) {
      let sample: SpecValue
      let shape: String
      switch kind {
      case .number: (sample, shape) = (.number(0), "numbers")
      case .pair: (sample, shape) = (.pair(0, 0), "[x, y] pairs")
      case .color: (sample, shape) = (.color(RGBAColor(red: 0, green: 0, blue: 0)), "colours")
      }
      guard !accepts(sample) else { return }
      throw SpecError([
        SpecIssue("\(subject) has \(shape), which \(typeName) cannot hold", at: nil)
      ])
    }
  }

  extension AnimationSpec {
    /// What the animation's values are: its property's rule applied to its
    /// keyframes.
    fileprivate var valueKind: WireValueKind {
      property.valueKind(for: keyframes.map(\.value))
    }
  }

  /// The closures a ``SpecPlayer`` hands values to, each with what it was
  /// last called with, and where its value is in what plays.
  ///
  /// A class, so that the player delivers through it without copying the
  /// list, and a closure that registers another one while being called
  /// changes only the list, never the loop's copy.
  final class SpecValueWatches {
    /// What a watch follows.
    enum Subject {
      /// An animation, by id.
      case animation(String)
      /// An element's property, composed.
      case target(SpecTarget)
    }

    struct Watch {
      let subject: Subject
      /// Whether ``index`` numbers an animation (or a target).
      var isAnimation: Bool {
        if case .animation = subject { return true }
        return false
      }
      /// The index of the animation (in what plays) or of the target (in
      /// the player's targets), or -1 when none plays now.
      var index = -1
      /// What `body` was last called with: `.none` before the first call.
      var last: SpecValue?? = .none
      let body: (SpecValue?) -> Void

      init(subject: Subject, body: @escaping (SpecValue?) -> Void) {
        self.subject = subject
        self.body = body
      }
    }

    private(set) var list: [Watch] = []

    /// Adds `watch`, placed in what `player` plays.
    func add(_ watch: Watch, to player: SpecPlayer) {
      var watch = watch
      watch.index = Self.index(of: watch.subject, in: player)
      list.append(watch)
    }

    /// Places every watch in what `player` plays now (what plays changed).
    func bind(to player: SpecPlayer) {
      for position in list.indices {
        list[position].index = Self.index(of: list[position].subject, in: player)
      }
    }

    private static func index(of subject: Subject, in player: SpecPlayer) -> Int {
      switch subject {
      case .animation(let id): player.running.animations.firstIndex { $0.id == id } ?? -1
      case .target(let target): player.targets.firstIndex(of: target) ?? -1
      }
    }

    /// Calls each watch whose value in `player` differs from the one it was
    /// last called with. Allocates nothing.
    func deliver(from player: SpecPlayer) {
      var position = 0
      // Counted afresh each time round: a closure may add a watch.
      while position < list.count {
        let watch = list[position]
        let now =
          watch.isAnimation
          ? player.value(ofAnimationAt: watch.index) : player.value(ofTargetAt: watch.index)
        if watch.last != .some(now) {
          list[position].last = .some(now)
          watch.body(now)
        }
        position += 1
      }
    }
  }
#endif
