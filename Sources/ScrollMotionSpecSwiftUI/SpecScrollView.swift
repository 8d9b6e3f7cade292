// SwiftUI exists on Apple platforms only; on Linux this file is empty
// (scripts/typecheck-apple checks it against stand-ins).
#if canImport(SwiftUI)
  import Observation
  import ScrollMotionDriver
  import ScrollMotionSpecPlayback
  import ScrollMotionSwiftUI
  import ScrollMotionSpec
  import ScrollMotionSpecLive
  import SwiftUI

  /// A vertical or horizontal `ScrollView` that runs a choreography written
  /// as a JSON spec — the same file `scrollmotion eval`, `scrollmotion css`
  /// and the web runtime read — on the views inside it that name an element
  /// with ``SwiftUI/View/scrollMotionElement(_:)``.
  ///
  /// ```swift
  /// SpecScrollView(json: feedJSON, onError: { problems = $0.description }) {
  ///   VStack {
  ///     Header().scrollMotionElement("header")
  ///     Card().scrollMotionElement("card1")
  ///   }
  /// }
  /// ```
  ///
  /// The spec's scroller and element frames are replaced by the live ones
  /// (each named view's layout frame in the content), so the choreography
  /// fits any screen. Every built-in property becomes an effect on the
  /// named views that never changes layout (docs/spec-format.md says which
  /// SwiftUI effect shows each): the transform parts as one projection
  /// composed exactly as CSS composes them, perspective included; the
  /// corner radius, border, shadow, filters and clip edges in the order
  /// CSS paints them; the text colour and tint for what is inside. A
  /// scroll re-evaluates only the small modifier that applies an element's
  /// style, never the named view's own `body`. Custom properties go to
  /// `onCustomValue`, and any animation's value to a closure given with
  /// ``onValue(of:_:)``.
  ///
  /// Problems are reported to `onError`, never swallowed: the spec's
  /// validation errors when the view appears, and then, once after the
  /// first layout, every element that no view names (inside a lazy stack,
  /// an element that was never built counts as unnamed: use a plain stack
  /// for named views). The content is shown unanimated while the spec has
  /// errors.
  ///
  /// Smoothed and triggered animations play in time, on frames from a
  /// `TimelineView(.animation(paused:))` that is paused whenever nothing
  /// moves (no triggered animation plays and every smoothed one has caught
  /// up with the scroll).
  ///
  /// With Reduce Motion on (the environment's `accessibilityReduceMotion`)
  /// it plays the spec's reduced-motion variant (each animation's
  /// `reducedMotion` policy), switching when the setting changes. The
  /// environment's `layoutDirection` decides where horizontal progress
  /// starts (right to left: at the right edge), whatever the spec's
  /// `direction` says, as the UIKit and AppKit drivers do with theirs, and
  /// the scroll geometry's leading and trailing insets are read as the
  /// right and left ones then.
  ///
  /// Right to left, the content offset and the named views' frames are
  /// taken as physical, measured from the content's left edge like UIKit's
  /// `contentOffset`, and mirrored (see ``ScrollMotion/ContentDirection``).
  /// Apple's documentation says that SwiftUI lays views out by flipping
  /// their x positions within their parents (`LayoutDirection`) and
  /// describes `ScrollGeometry.contentOffset` only as the scroll view's
  /// position within its content; it does not say whether that offset, or
  /// `GeometryProxy.frame(in:)` in a named space inside the content, counts
  /// from the left or from the leading edge in a right-to-left layout. Physical is unverified: if SwiftUI reports
  /// both from the leading edge, horizontal progress in right-to-left
  /// layouts runs the wrong way, and checking it takes a device or
  /// simulator.
  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  public struct SpecScrollView<Content: View>: View {
    // SwiftUI re-creates this view with every render of its parent and
    // keeps the first state; the spec is read only when the holder is
    // first asked, not in every initialiser.
    @State private var holder = SpecModelHolder()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    private let makeModel: @MainActor () -> SpecModel
    private let axes: Axis.Set
    private let content: Content
    /// The app's closures for values, in the order the modifiers added them.
    private var valueRequests: [SpecValueRequest] = []
    #if DEBUG
      // Following a file being edited is for development: release builds
      // have no way to fetch a spec from a server.
      /// The served spec followed, if any, and where its problems go.
      private var following:
        (server: URL, onProblem: @MainActor @Sendable (SpecFollower.Problem) -> Void)?
    #endif

    /// A scroll view playing the spec in `json` (UTF-8 text).
    ///
    /// The spec is read once, when the view is first shown.
    ///
    /// - Parameters:
    ///   - axes: The scroll view's axes.
    ///   - json: The spec's text.
    ///   - onError: Receives every problem, each with its path and line.
    ///   - onCustomValue: Receives custom properties' values: the element
    ///     (if any), the property's name and the value (`nil` when no
    ///     animation of it has an effect).
    ///   - content: The scroll view's content.
    public init(
      _ axes: Axis.Set = .vertical, json: String,
      onError: @escaping (SpecError) -> Void,
      onCustomValue: ((_ element: String?, _ property: String, _ value: Double?) -> Void)? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.axes = axes
      self.content = content()
      makeModel = {
        SpecModel(SpecStage(json: json), onError: onError, onCustomValue: onCustomValue)
      }
    }

    /// A scroll view playing `spec`; see ``init(_:json:onError:onCustomValue:content:)``.
    public init(
      _ axes: Axis.Set = .vertical, spec: ChoreographySpec,
      onError: @escaping (SpecError) -> Void,
      onCustomValue: ((_ element: String?, _ property: String, _ value: Double?) -> Void)? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.axes = axes
      self.content = content()
      makeModel = {
        SpecModel(SpecStage(spec: spec), onError: onError, onCustomValue: onCustomValue)
      }
    }

    /// The scroll view, its content in the spec's content coordinates.
    public var body: some View {
      let model = preparedModel()
      ScrollView(axes) {
        content.coordinateSpace(.named(SpecContentSpace()))
      }
      .environment(\.scrollMotionSpecModel, model)
      .onScrollGeometryChange(
        for: ScrollMetrics.self,
        of: { [layoutDirection] in ScrollMetrics($0, layoutDirection: layoutDirection) }
      ) { _, metrics in
        model.setMetrics(metrics)
      }
      .onChange(of: reduceMotion, initial: true) { _, reduces in model.setReducesMotion(reduces) }
      .onChange(of: layoutDirection, initial: true) { _, direction in
        model.setDirection(ContentDirection(direction))
      }
      .onAppear { model.reportSpecError() }
      .background { SpecFrameSource(model: model) }
      #if DEBUG
        // Debug builds only, as `following` is.
        .task(id: following?.server, follow(into: model))
      #endif
    }
  }

  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  extension SpecScrollView {
    /// The model, made on the first render, with the latest of the app's
    /// closures for values.
    private func preparedModel() -> SpecModel {
      let model = holder.model(orMake: makeModel)
      model.setValueRequests(valueRequests)
      return model
    }

    /// This scroll view, also calling `action` with the value of the spec's
    /// animation whose `id` is `animation` each time it changes, so that
    /// any player scrubs with the scroll in one line
    /// (`lottieView.currentProgress = progress ?? 0`).
    ///
    /// A method of the scroll view rather than an initializer's parameter,
    /// so that several chain and each is typed; it returns the scroll view
    /// itself, so call it on the scroll view, before its other modifiers
    /// (the view a modifier returns has no such method). The value is the
    /// animation's own (before it composes with other animations of its
    /// target), `nil` where it has no effect; `action` runs within the
    /// scroll or frame that changed it, from the first layout on, and the
    /// latest `action` given is the one called (a closure that captures
    /// state is safe to re-create with each render).
    ///
    /// An id the spec does not have, or values that are not numbers, go
    /// to `onError` when the view appears (with the closest id).
    public func onValue(of animation: String, _ action: @escaping (Double?) -> Void) -> Self {
      onValue(of: animation, as: Double.self, action)
    }

    /// This scroll view, also calling `action` with the value of the
    /// animation `animation` as `type` (`ScrollPoint` for a pair,
    /// `RGBAColor` for a colour, `SpecValue` for any) each time it
    /// changes; see ``onValue(of:_:)``.
    public func onValue<Value: SpecValueRepresentable>(
      of animation: String, as type: Value.Type, _ action: @escaping (Value?) -> Void
    ) -> Self {
      adding(
        SpecValueRequest(
          subject: .animation(animation), typeName: "\(Value.self)",
          accepts: { Value(specValue: $0) != nil },
          action: { value in action(value.flatMap { Value(specValue: $0) }) }))
    }

    /// This scroll view, also calling `action` with the value of
    /// `element`'s `property` (what the named view shows, composed from
    /// every animation of it) each time it changes; see
    /// ``onValue(of:_:)``.
    public func onValue(
      of property: SpecProperty, on element: String, _ action: @escaping (Double?) -> Void
    ) -> Self {
      onValue(of: property, on: element, as: Double.self, action)
    }

    /// This scroll view, also calling `action` with the value of
    /// `element`'s `property` as `type` each time it changes; see
    /// ``onValue(of:on:_:)``.
    public func onValue<Value: SpecValueRepresentable>(
      of property: SpecProperty, on element: String, as type: Value.Type,
      _ action: @escaping (Value?) -> Void
    ) -> Self {
      adding(
        SpecValueRequest(
          subject: .target(SpecTarget(element: element, property: property)),
          typeName: "\(Value.self)", accepts: { Value(specValue: $0) != nil },
          action: { value in action(value.flatMap { Value(specValue: $0) }) }))
    }

    #if DEBUG
      // Following a file being edited is for development: release builds
      // have no way to fetch a spec from a server.
      /// This scroll view, also following the spec file that `scrollmotion
      /// edit` serves at `server` (the address it prints, or the host and
      /// port: on a device, the Mac's address on the network) and playing
      /// each saved version in place, each animation keeping its state, for
      /// as long as the view is shown. Debug builds only.
      ///
      /// A version that is not a valid spec, and a server that cannot be
      /// reached, go to `onProblem` (printed by default) and the last good
      /// spec plays on; an element of a new version that no view names goes
      /// to `onError`, as at the start. A method of the scroll view, to call
      /// before its other modifiers, as ``onValue(of:_:)`` is.
      public func following(
        server: URL,
        onProblem: @escaping @MainActor @Sendable (SpecFollower.Problem) -> Void = {
          print("ScrollMotion: \($0)")
        }
      ) -> Self {
        var view = self
        view.following = (server, onProblem)
        return view
      }

      /// The following of ``following(server:onProblem:)``'s server, if
      /// any, into `model`: a task for as long as the view is shown.
      private func follow(into model: SpecModel) -> @MainActor @Sendable () async -> Void {
        let server = following?.server
        let onProblem = following?.onProblem
        return {
          guard let server, let onProblem else { return }
          await SpecFollower(server: server).run(
            refit: { spec throws(SpecError) in try model.replaceSpec(with: spec) },
            report: onProblem)
        }
      }
    #endif

    private func adding(_ request: SpecValueRequest) -> Self {
      var view = self
      view.valueRequests.append(request)
      return view
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  extension View {
    /// Names this view as the spec element `name` of the enclosing
    /// ``SpecScrollView``, which then animates it with the spec's
    /// animations of that element and measures it for their view
    /// timelines.
    ///
    /// Outside a ``SpecScrollView`` it changes nothing.
    public func scrollMotionElement(_ name: String) -> some View {
      modifier(SpecElementModifier(name: name))
    }
  }

  /// The name of the content's coordinate space, where element frames are
  /// measured: content coordinates, as the spec's frames are.
  private struct SpecContentSpace: Hashable {}

  /// Keeps a ``SpecScrollView``'s model from its first render on.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @MainActor
  final class SpecModelHolder {
    private var model: SpecModel?

    func model(orMake make: () -> SpecModel) -> SpecModel {
      if let model { return model }
      let made = make()
      model = made
      return made
    }
  }

  /// One element's style, observed on its own so that a scroll re-renders
  /// only the views whose values changed.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @MainActor @Observable
  final class SpecElementState {
    var style = ElementStyle()
  }

  /// The frames of a ``SpecScrollView``'s smoothed and triggered
  /// animations: a timeline view paused while none of them moves. A view of
  /// its own, so that only it re-renders when that changes.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  private struct SpecFrameSource: View {
    let model: SpecModel

    var body: some View {
      TimelineView(.animation(paused: !model.frames.areNeeded)) { context in
        Color.clear.onChange(of: context.date) { _, date in
          model.advance(to: date.timeIntervalSinceReferenceDate)
        }
      }
    }
  }

  /// Whether a ``SpecScrollView``'s timeline view must run, observed on its
  /// own so that only the timeline view re-renders when it changes.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @MainActor @Observable
  final class SpecFrameDemand {
    var areNeeded = false
  }

  /// The live side of a ``SpecScrollView``: forwards frames and metrics to
  /// ScrollMotionSpecPlayback's `SpecStage` and writes what changed.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @MainActor
  final class SpecModel {
    private let stage: SpecStage
    private let onError: (SpecError) -> Void
    private let onCustomValue: ((String?, String, Double?) -> Void)?
    private var states: [String: SpecElementState] = [:]
    private var checkedBindings = false
    /// Whether the spec's smoothed or triggered animations need frames.
    let frames = SpecFrameDemand()

    init(
      _ stage: SpecStage, onError: @escaping (SpecError) -> Void,
      onCustomValue: ((String?, String, Double?) -> Void)?
    ) {
      self.stage = stage
      self.onError = onError
      self.onCustomValue = onCustomValue
      for name in stage.elementNames { states[name] = SpecElementState() }
    }

    func state(of element: String) -> SpecElementState? { states[element] }

    func effects(of element: String) -> ElementEffects { stage.effects[element] ?? [] }

    /// Problems with the app's closures for values (an unknown id),
    /// reported with the spec's own.
    private var valueIssues: [SpecIssue] = []
    private var appeared = false

    func setValueRequests(_ requests: [SpecValueRequest]) {
      valueIssues += stage.follow(requests)
      if appeared { reportValueIssues() }
    }

    func reportSpecError() {
      appeared = true
      if let error = stage.error { return onError(error) }
      reportValueIssues()
    }

    private func reportValueIssues() {
      guard !valueIssues.isEmpty else { return }
      onError(SpecError(valueIssues))
      valueIssues = []
    }

    func setFrame(_ frame: CGRect, of element: String) {
      apply(stage.setFrame(ScrollRect(frame), of: element))
    }

    func setReducesMotion(_ reduces: Bool) {
      apply(stage.setReducesMotion(reduces))
    }

    func setDirection(_ direction: ContentDirection) {
      apply(stage.setDirection(direction))
    }

    func setMetrics(_ metrics: ScrollMetrics) {
      // Stamped on the clock of the timeline view's dates, so a triggered
      // animation counts its time from the scroll that started it.
      apply(stage.setMetrics(metrics, at: Date().timeIntervalSinceReferenceDate))
      guard !checkedBindings, stage.error == nil else { return }
      checkedBindings = true
      // Every named view reports its frame from the same layout pass as
      // these metrics, in no documented order: check on the main actor's
      // next turn, after all of them.
      Task { @MainActor [self] in
        if let unbound = stage.unboundElements() { onError(unbound) }
      }
    }

    func advance(to time: Double) {
      apply(stage.advance(to: time))
    }

    /// Plays `spec` in place of the spec playing, each animation keeping its
    /// state, and shows its styles; an element that no view names is
    /// reported once the views have laid out.
    func replaceSpec(with spec: ChoreographySpec) throws(SpecError) {
      let changes = try stage.replaceSpec(with: spec)
      for name in stage.elementNames where states[name] == nil {
        states[name] = SpecElementState()
      }
      apply(changes)
      Task { @MainActor [self] in
        if let unbound = stage.unboundElements() { onError(unbound) }
      }
    }

    private func apply(_ changes: SpecStage.Changes) {
      for (name, style) in changes.elements { states[name]?.style = style }
      if let custom = changes.custom, let onCustomValue {
        for value in custom { onCustomValue(value.element, value.property, value.value) }
      }
      // Set only on a change: an observed property notifies on every set.
      if frames.areNeeded != stage.needsFrames { frames.areNeeded = stage.needsFrames }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  private struct SpecModelKey: EnvironmentKey {
    static let defaultValue: SpecModel? = nil
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  extension EnvironmentValues {
    fileprivate var scrollMotionSpecModel: SpecModel? {
      get { self[SpecModelKey.self] }
      set { self[SpecModelKey.self] = newValue }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  private struct SpecElementModifier: ViewModifier {
    let name: String
    @Environment(\.scrollMotionSpecModel) private var model

    // Reads no style, so a scroll never re-evaluates it: the closure that
    // reports the frame is made when the named view is laid out, not on
    // every frame. Its layout frame, measured outermost, is the one the
    // spec's view timelines need, whatever the effects inside draw.
    func body(content: Content) -> some View {
      let model = model
      let name = name
      content
        .modifier(SpecElementStyleModifier(name: name, model: model))
        .onGeometryChange(
          for: CGRect.self, of: { $0.frame(in: .named(SpecContentSpace())) },
          action: { frame in model?.setFrame(frame, of: name) })
    }
  }

  /// An element's style as effects that never change layout.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  private struct SpecElementStyleModifier: ViewModifier {
    let name: String
    let model: SpecModel?

    // Only this modifier's body reads the element's style, so a scroll
    // re-evaluates it (a few effects' inputs, no closure that escapes) and
    // never the named view's own body: `content` is the view as it was
    // built.
    func body(content: Content) -> some View {
      let style = model?.state(of: name)?.style ?? ElementStyle()
      let effects = model?.effects(of: name) ?? []
      content
        .modifier(SpecElementLook(style: style, effects: effects))
        .opacity(style.opacity ?? 1)
        .modifier(SpecProjectionEffect(style: style))
    }
  }

  /// An element's look: every effect but opacity and the transform, in
  /// the order CSS paints them (the text's colour and tint for what is
  /// inside; the background, then the border, under the rounded corners'
  /// clip; the shadow of that; the filters over all of it; the clip edges
  /// last). Only the effects the element's animations use are applied
  /// (`ElementEffects`, fixed for as long as the spec plays, so the
  /// structure never changes under the view); `nil` values are neutral.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  private struct SpecElementLook: ViewModifier {
    let style: ElementStyle
    let effects: ElementEffects

    func body(content: Content) -> some View {
      let shadow = style.shadowEffect
      let brightness = style.brightnessEffect
      content
        .specEffect(effects.contains(.foreground)) {
          // No colour: `.primary`, the first level of the style the
          // container gives (the view's own), which `foregroundStyle(_:)`
          // documents as relative to the containing view's style.
          $0.foregroundStyle(
            style.foregroundColor.map { AnyShapeStyle(Color($0)) } ?? AnyShapeStyle(.primary))
        }
        .specEffect(effects.contains(.tint)) {
          // `nil` gives back the app's accent colour, not an ancestor's tint.
          $0.tint(style.tintColor.map { Color($0) })
        }
        .specEffect(effects.contains(.background)) {
          $0.background(style.backgroundColor.map { Color($0) } ?? Color.clear)
        }
        .specEffect(effects.contains(.border)) {
          $0.overlay {
            SpecBorderShape(style: style).fill(
              Color(style.borderColor ?? RGBAColor(red: 0, green: 0, blue: 0)),
              style: FillStyle(eoFill: true))
          }
        }
        .specEffect(effects.contains(.cornerRadius)) {
          $0.clipShape(SpecCornerShape(style: style))
        }
        .specEffect(effects.contains(.shadow)) {
          $0.shadow(
            color: Color(shadow.color), radius: CGFloat(shadow.radius),
            x: CGFloat(shadow.offset.x), y: CGFloat(shadow.offset.y))
        }
        .specEffect(effects.contains(.blur)) { $0.blur(radius: CGFloat(style.blur ?? 0)) }
        .specEffect(effects.contains(.brightness)) {
          $0.colorMultiply(Color(.sRGB, white: brightness.multiplier))
            .brightness(brightness.addition)
        }
        .specEffect(effects.contains(.saturation)) { $0.saturation(style.saturation ?? 1) }
        .specEffect(effects.contains(.grayscale)) { $0.grayscale(style.grayscale ?? 0) }
        .specEffect(effects.contains(.clip)) { $0.clipShape(SpecClipShape(style: style)) }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  extension View {
    /// `effect` applied to this view when `applies`, the view as it is
    /// otherwise: for a condition that stays the same for the view's
    /// lifetime (an `if` in a view builder gives the two branches
    /// different identities).
    @ViewBuilder
    fileprivate func specEffect<Modified: View>(
      _ applies: Bool, _ effect: (Self) -> Modified
    ) -> some View {
      if applies { effect(self) } else { self }
    }
  }

  /// The spec's transform parts (translate, rotate, scale, perspective,
  /// rotateX, rotateY, about the anchor) as one projection of the view's
  /// rendering, composed exactly as CSS composes them
  /// (`ElementStyle.projection(in:)`). A geometry effect rather than
  /// `rotation3DEffect`: it receives the view's size, so CSS's perspective
  /// distance in points is used as it is, where `rotation3DEffect`'s
  /// `perspective` is relative to the view's size in a way SwiftUI does
  /// not document. It does not change layout.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  private struct SpecProjectionEffect: GeometryEffect {
    let style: ElementStyle

    nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
      let projection = style.projection(in: ScrollSize(size))
      var transform = ProjectionTransform()
      transform.m11 = CGFloat(projection.m11)
      transform.m12 = CGFloat(projection.m12)
      transform.m13 = CGFloat(projection.m14)
      transform.m21 = CGFloat(projection.m21)
      transform.m22 = CGFloat(projection.m22)
      transform.m23 = CGFloat(projection.m24)
      transform.m31 = CGFloat(projection.m41)
      transform.m32 = CGFloat(projection.m42)
      transform.m33 = CGFloat(projection.m44)
      return transform
    }
  }

  /// The view's bounds with the spec's corner radius, fitted as CSS fits
  /// it, with circular corners (CSS's and Core Animation's, where
  /// SwiftUI's `RoundedRectangle` defaults to continuous ones).
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  private struct SpecCornerShape: Shape {
    let style: ElementStyle

    nonisolated func path(in rect: CGRect) -> Path {
      let radius = style.cornerRadius(in: ScrollSize(rect.size))
      return Path(roundedRect: rect, cornerRadius: CGFloat(radius), style: .circular)
    }
  }

  /// The ring the border covers, inside the bounds and along the corners
  /// (`ElementStyle.borderRing(in:)`), filled even-odd.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  private struct SpecBorderShape: Shape {
    let style: ElementStyle

    nonisolated func path(in rect: CGRect) -> Path {
      guard let ring = style.borderRing(in: ScrollSize(rect.size)) else { return Path() }
      var inner = CGRect(ring.inner)
      inner.origin.x += rect.origin.x
      inner.origin.y += rect.origin.y
      var path = Path(roundedRect: rect, cornerRadius: CGFloat(ring.outerRadius), style: .circular)
      path.addPath(
        Path(roundedRect: inner, cornerRadius: CGFloat(ring.innerRadius), style: .circular))
      return path
    }
  }

  /// What the clip edges leave of the bounds (CSS's `clip-path: inset()`).
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  private struct SpecClipShape: Shape {
    let style: ElementStyle

    nonisolated func path(in rect: CGRect) -> Path {
      var kept = CGRect(style.clipRectangle(in: ScrollSize(rect.size)))
      kept.origin.x += rect.origin.x
      kept.origin.y += rect.origin.y
      return Path(kept)
    }
  }
#endif
