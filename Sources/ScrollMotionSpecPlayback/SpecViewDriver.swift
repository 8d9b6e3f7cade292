import ScrollMotion
import ScrollMotionDriver
import ScrollMotionSpec
import ScrollMotionSpecLive

#if DEBUG
  // `URL`, for the address of a served spec (debug builds only).
  import Foundation
#endif

/// Runs a choreography written as a JSON spec on a platform's scroll view
/// and its views: the one driver behind ScrollMotionSpecUIKit's and
/// ScrollMotionSpecAppKit's `SpecDriver`.
///
/// Each element is bound to the view given for it by name or, failing
/// that, to the view in the scroll view's hierarchy identified by the
/// element's name (``SpecPlatform/subject(identifiedBy:)``). The spec's
/// scroller and element frames are replaced by the live ones, so the
/// choreography fits any screen. The spec's properties are written to the
/// bound views through the front end's table (transform parts composed in
/// one order, `nil` restoring the view's own value); custom properties and
/// animations without a target go to ``onCustomValue``. The spec plays
/// through `SpecPlayer`, the engine the browser runs, and a value is written
/// only when it changes; several animations of one property compose as CSS
/// animations do (the later one wins, one with no effect leaves the one
/// below it showing).
///
/// It follows the person's settings: with reduced motion it plays the
/// spec's reduced-motion variant (each animation's `reducedMotion` policy),
/// and the scroll view's layout direction decides where horizontal progress
/// starts (right to left: at the right edge), whatever the spec's
/// `direction` says. It re-applies the spec at once when the platform
/// reports a change (``SpecPlatform/observeSettings(_:)``), without waiting
/// for a scroll; a scroll reads neither setting.
///
/// Smoothed and triggered animations play on the platform's frame clock
/// while they move; where it has none, they show where they come to rest
/// for each position.
@MainActor
public final class SpecViewDriver<Platform: SpecPlatform> {
  /// The scroll view, as the driver reads and writes it.
  public let platform: Platform
  /// Receives the values of custom properties: the element (if any), the
  /// property's name and the value (`nil` when it has no effect).
  public var onCustomValue: ((_ element: String?, _ property: String, _ value: Double?) -> Void)?

  /// The spec's properties this front end cannot show on the views they
  /// are bound to (UIKit has no blur of a view by a radius, for example),
  /// one per element and property, each at the path of the first animation
  /// of it and saying why. The spec plays without them: their values are
  /// dropped. Debug builds also print each one once.
  public private(set) var unsupported: [SpecIssue] = []

  /// The view bound to each element, in the order of the spec's elements.
  private var views: [Platform.Subject?]
  /// How the spec's properties are written to the views.
  private let properties: SpecViewProperties<Platform.Subject>
  /// The spec played, written to the views.
  private var delivery: SpecDelivery?
  /// The platform's observations of the person's settings and of the
  /// scroll view's scrolls, kept for as long as the driver lives.
  private var observations: [AnyObject] = []
  #if DEBUG
    // Following a file being edited is for development: release builds
    // have no way to fetch a spec from a server.
    /// The following of a served spec file, if any: it ends when this is
    /// let go, and so when the driver goes away.
    private var following: SpecFollowing?
  #endif

  /// A driver for the spec in `json` (UTF-8 text) on `scrollView`, each
  /// element bound to the view in `views` of its name or, failing that, to
  /// the view in the scroll view's hierarchy identified by its name
  /// (``SpecPlatform/subject(identifiedBy:)``).
  ///
  /// - Throws: `SpecError` with every problem found, each with its path
  ///   and line: the spec's validation errors, and every element with no
  ///   view bound to it.
  public convenience init(
    json: String, scrollView: Platform.ScrollView, views: [String: Platform.Subject] = [:]
  ) throws(SpecError) {
    try self.init(spec: ChoreographySpec(json: json), scrollView: scrollView, views: views)
  }

  /// A driver for `spec` on `scrollView`.
  ///
  /// - Throws: `SpecError` as ``init(json:scrollView:views:)`` does.
  public convenience init(
    spec: ChoreographySpec, scrollView: Platform.ScrollView,
    views: [String: Platform.Subject] = [:]
  ) throws(SpecError) {
    try self.init(
      spec: spec, platform: Platform(scrollView: scrollView), views: views,
      properties: Platform.specViewProperties)
  }

  /// A driver for `spec` on `platform`, each element bound to the view in
  /// `views` of its name or to the one the platform finds by identifier, its
  /// properties written through `properties`.
  ///
  /// - Throws: `SpecError` with every problem found, each with its path:
  ///   the spec's validation errors, and every element with no view bound
  ///   to it.
  package init(
    spec: ChoreographySpec, platform: Platform, views: [String: Platform.Subject],
    properties: SpecViewProperties<Platform.Subject>
  ) throws(SpecError) {
    self.platform = platform
    let player = try SpecPlayer(spec)
    var bound: [String: Platform.Subject] = [:]
    for name in player.elementNames {
      if let view = views[name] ?? platform.subject(identifiedBy: name) { bound[name] = view }
    }
    if let missing = player.missingViews(bound: Set(bound.keys)) { throw missing }
    self.views = player.elementNames.map { bound[$0] }
    self.properties = properties
    _ = player.apply(platform.settings)
    delivery = makeDelivery(playing: player, on: bound)
    observations = platform.observeSettings { [weak self] in self?.applySettings() }
    observations += platform.followScrolls { [weak self] in self?.update() }
  }

  /// The loop that plays `player` on the `bound` views through the front
  /// end's table.
  private func makeDelivery(playing player: SpecPlayer, on bound: [String: Platform.Subject])
    -> SpecDelivery
  {
    properties.delivery(
      playing: player, on: bound, platform: platform,
      customValue: { [weak self] in self?.onCustomValue?($0, $1, $2) },
      unsupported: { [weak self, unowned player] target, reason in
        self?.report(target, reason, playing: player.running)
      })
  }

  /// Plays `spec` in place of the spec playing, each animation keeping its
  /// state (a triggered one plays on, a smoothed one eases from where it
  /// is; `SpecPlayer.replaceSpec(with:)`), and writes its values for the
  /// current position at once: what a spec saved while the app runs
  /// changes, without rebuilding the views or the driver.
  ///
  /// Each element keeps the view bound to its name; an element new to
  /// `spec` is bound to the view in the scroll view's hierarchy identified
  /// by its name. Every property the spec playing wrote is restored to the
  /// view's own value first, so one that `spec` no longer animates shows as
  /// the view has it. The closures given to ``onValue(of:_:)`` and its kin
  /// follow their ids and properties into `spec`.
  ///
  /// - Throws: `SpecError` with `spec`'s validation errors, and every
  ///   element of it with no view bound to it; the spec playing then plays
  ///   on, untouched.
  public func replaceSpec(with spec: ChoreographySpec) throws(SpecError) {
    guard let delivery else { return }
    var bound: [String: Platform.Subject] = [:]
    for (name, view) in zip(delivery.player.elementNames, views) { bound[name] = view }
    for element in spec.elements where bound[element.name] == nil {
      if let view = platform.subject(identifiedBy: element.name) { bound[element.name] = view }
    }
    if let missing = SpecPlayer.missingViews(of: spec.elements.map(\.name), bound: Set(bound.keys))
    {
      throw missing
    }
    let player = delivery.player
    try player.replaceSpec(with: spec)
    delivery.stop()
    delivery.restoreWrittenValues()
    views = player.elementNames.map { bound[$0] }
    self.delivery = makeDelivery(playing: player, on: bound)
    update()
  }

  /// Records that `target`'s property is not shown on this front end, the
  /// first time only (a rebind after a settings change finds it again).
  private func report(_ target: SpecTarget, _ reason: String, playing spec: ChoreographySpec) {
    let animation = spec.animations.firstIndex {
      $0.target == target.element && $0.property == target.property
    }
    let element = target.element.map { "'\($0)'" } ?? "the scroller"
    let issue = SpecIssue(
      "\(target.property.name) of \(element) is not shown: \(reason)",
      at: animation.map { spec.path(ofAnimationAt: $0).appending("property") })
    guard !unsupported.contains(issue) else { return }
    unsupported.append(issue)
    // A library prints nothing in a release build; in a debug build, where
    // a person is looking, the problem is not left for them to find.
    #if DEBUG
      print("ScrollMotion: \(issue)")
    #endif
  }

  /// The scroll view whose position drives the spec, or `nil` once it is
  /// gone.
  public var scrollView: Platform.ScrollView? { platform.scrollView }

  /// Reads the person's settings (reduced motion, the layout direction)
  /// and, if they changed, re-applies the spec now: what plays is rebound
  /// when reduced motion changed it, and the values are written for the
  /// current position.
  ///
  /// The driver calls it when the platform reports a change; call it after
  /// changing something that reports none (see the front end's notes).
  public func applySettings() {
    guard let delivery, delivery.apply(platform.settings) else { return }
    update()
  }

  /// Calls `body` with the value of the spec's animation whose `id` is
  /// `animation`, each time it changes, so that any player scrubs with the
  /// scroll in one line:
  ///
  /// ```swift
  /// try driver.onValue(of: "scrub") { progress in lottieView.currentProgress = progress ?? 0 }
  /// ```
  ///
  /// The value is the animation's own (before it composes with other
  /// animations of its target), `nil` where it has no effect; `body` runs
  /// within the update or display frame that changed it, first at the next
  /// update, and without allocating on a warm frame. See
  /// `SpecPlayer.onValue(of:_:)`.
  ///
  /// - Throws: `SpecError` when no animation of the spec has the id (with
  ///   the closest one), or its values are not numbers (ask for them with
  ///   ``onValue(of:as:_:)``).
  public func onValue(of animation: String, _ body: @escaping (Double?) -> Void)
    throws(SpecError)
  {
    try delivery?.player.onValue(of: animation, body)
  }

  /// Calls `body` with the value of the animation `animation` as `type`
  /// (`ScrollPoint` for a pair, `RGBAColor` for a colour, `SpecValue` for
  /// any), each time it changes; see ``onValue(of:_:)``.
  public func onValue<Value: SpecValueRepresentable>(
    of animation: String, as type: Value.Type, _ body: @escaping (Value?) -> Void
  ) throws(SpecError) {
    try delivery?.player.onValue(of: animation, as: type, body)
  }

  /// Calls `body` with the value of `element`'s `property` (what the driver
  /// writes to its view, composed from every animation of it), each time it
  /// changes; see ``onValue(of:_:)``.
  ///
  /// - Throws: `SpecError` when the spec has no such element or no
  ///   animation of that property of it, or its values are not numbers.
  public func onValue(
    of property: SpecProperty, on element: String, _ body: @escaping (Double?) -> Void
  ) throws(SpecError) {
    try delivery?.player.onValue(of: property, on: element, body)
  }

  /// Calls `body` with the value of `element`'s `property` as `type`, each
  /// time it changes; see ``onValue(of:on:_:)``.
  public func onValue<Value: SpecValueRepresentable>(
    of property: SpecProperty, on element: String, as type: Value.Type,
    _ body: @escaping (Value?) -> Void
  ) throws(SpecError) {
    try delivery?.player.onValue(of: property, on: element, as: type, body)
  }

  /// Measures the bound views and applies the spec's values for the
  /// current position; only changed values are written. Does nothing once
  /// the scroll view is gone.
  public func update() {
    guard let delivery, let metrics = platform.metrics else { return }
    let views = self.views
    let platform = self.platform
    delivery.update(metrics: metrics) { index in
      views[index].flatMap { platform.contentFrame(of: $0) }
    }
  }
}

#if DEBUG
  // Following a file being edited is for development: release builds
  // have no way to fetch a spec from a server.
  extension SpecViewDriver {
    /// Follows the spec file that `scrollmotion edit` serves at `server`
    /// (the address it prints, or the host and port: on a device, the
    /// Mac's address on the network), playing each saved version in place
    /// (``replaceSpec(with:)``: each animation keeps its state). Debug
    /// builds only.
    ///
    /// A version that is not a valid spec, or whose elements have no view,
    /// and a server that cannot be reached, go to `onProblem`, and the last
    /// good spec plays on; by default they are printed. Following goes on
    /// until ``stopFollowing()``, another `follow`, or the driver goes away.
    ///
    /// - Parameters:
    ///   - server: The server's address, such as `http://192.168.1.20:8124`.
    ///   - onProblem: Receives each problem, on the main actor.
    public func follow(
      server: URL,
      onProblem: @escaping @MainActor @Sendable (SpecFollower.Problem) -> Void = {
        print("ScrollMotion: \($0)")
      }
    ) {
      follow(SpecFollower(server: server), onProblem: onProblem)
    }

    /// Follows the versions `follower` hands over, as
    /// ``follow(server:onProblem:)`` does: for a follower with a transport
    /// or backoff of the app's own.
    public func follow(
      _ follower: SpecFollower,
      onProblem: @escaping @MainActor @Sendable (SpecFollower.Problem) -> Void
    ) {
      following = SpecFollowing(
        Task { @MainActor [weak self] in
          await follower.run(
            refit: { spec throws(SpecError) in try self?.replaceSpec(with: spec) },
            report: onProblem)
        })
    }

    /// Stops following the served spec; the spec playing plays on.
    public func stopFollowing() {
      following = nil
    }

    /// Whether the driver follows a served spec.
    public var isFollowing: Bool { following != nil }
  }

  /// A task that follows a served spec, cancelled when let go of.
  final class SpecFollowing {
    private let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) {
      self.task = task
    }

    deinit { task.cancel() }
  }
#endif
