// SwiftUI exists on Apple platforms only; on Linux this file is empty
// (scripts/typecheck-apple checks it against stand-ins).
#if canImport(SwiftUI)
  import Observation
  import ScrollMotionDriver
  import ScrollMotionSpecPlayback
  import ScrollMotionSwiftUI
  import ScrollMotionSpec
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
  /// fits any screen. Opacity, rotation (degrees), scale, translation and
  /// background colour become effects on the named views, composed as
  /// CSS composes them (scale, then rotation, then translation) and never
  /// changing layout; custom properties go to `onCustomValue`.
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
      let model = holder.model(orMake: makeModel)
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

    func reportSpecError() {
      if let error = stage.error { onError(error) }
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

    func body(content: Content) -> some View {
      let style = model?.state(of: name)?.style ?? ElementStyle()
      let scale = style.scale ?? ScrollSize(width: 1, height: 1)
      let translation = style.translation ?? .zero
      let model = model
      let name = name
      // Effects only: the layout frame measured below (outermost) stays
      // the one the spec's view timelines need.
      content
        .background(style.backgroundColor.map { Color($0) } ?? Color.clear)
        .scaleEffect(x: CGFloat(scale.width), y: CGFloat(scale.height))
        .rotationEffect(.radians(style.rotation?.radians ?? 0))
        .offset(x: CGFloat(translation.x), y: CGFloat(translation.y))
        .opacity(style.opacity ?? 1)
        .onGeometryChange(
          for: CGRect.self, of: { $0.frame(in: .named(SpecContentSpace())) },
          action: { frame in model?.setFrame(frame, of: name) })
    }
  }
#endif
