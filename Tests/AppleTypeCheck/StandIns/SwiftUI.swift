// swift-format-ignore-file
// TYPE-CHECK AID, NOT APPLE'S FRAMEWORK. A declaration-only stand-in for the
// part of SwiftUI the front end (and the documentation's SwiftUI snippets)
// use, written by this project from Apple's documentation, for
// scripts/typecheck-apple. Never linked into a product; bodies are
// placeholders and every view modifier returns its receiver. Checked
// against the iOS 16.4 SDK (iPhoneOS16.5.sdk in the public theos/sdks
// repository, SwiftUI.swiftinterface) for the API it has: protocols'
// requirements and types' conformances; its concurrency annotations are
// older than the documentation's (View became @MainActor in the iOS 18
// SDK), which this stand-in follows.
//
// Availability: each declaration carries the availability its page on
// developer.apple.com/documentation/swiftui (noted beside it) gives for
// iOS, macOS, tvOS and visionOS; a member without its own `@available` is
// documented with its type's (or, for a protocol extension's member, the
// extension's). Mac
// Catalyst inherits the iOS availability, as in Apple's own declarations
// (the pages' Mac Catalyst versions are the iOS ones, or 13.1, its first), so
// `macCatalyst` is written only where it differs. Isolation and Sendable follow the
// declarations the pages show: View and ViewModifier are @MainActor
// @preconcurrency protocols whose modifiers are nonisolated, and closures
// SwiftUI may run off the main actor are @Sendable. Where the 26 SDK is
// stricter than the page (onGeometryChange's transform), the stricter
// form is written. Declarations that exist only in the visionOS SDK are
// under `#if os(visionOS)`, as they are absent from the others.

@_exported import Foundation

// developer.apple.com/documentation/swiftui/view: @MainActor @preconcurrency protocol View
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension Never: View {
  public var body: Never { self }
}

// developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
  // .../viewbuilder/buildif(_:): static func buildIf<Content>(_ content: Content?) -> Content? where Content : View
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}
// developer.apple.com/documentation/swiftui/optional: extension Optional : View where Wrapped : View
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/emptyview: Sendable (SwiftUI.swiftinterface)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct EmptyView: View, Sendable {
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct TupleView<T>: View {
  nonisolated public init(_ value: T) {}
  public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/text: Equatable (SwiftUI.swiftinterface)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct Text: View, Equatable {
  nonisolated public init(_ content: String) {}
  public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/image: Equatable (SwiftUI.swiftinterface)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct Image: View, Equatable {
  nonisolated public init(_ name: String) {}
  nonisolated public func resizable() -> Image { self }
  nonisolated public func scaledToFill() -> some View { self }
  public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/scrollview
// Views' initialisers and modifiers are nonisolated in SwiftUI; only body is
// main-actor isolated.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct ScrollView<Content: View>: View {
  nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/lazyvstack
@available(iOS 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, *)
public struct LazyVStack<Content: View>: View {
  nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
  public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct VStack<Content: View>: View {
  nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getter = get }
  private let getter: () -> Value
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { _ in })
  }
}

// developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@propertyWrapper public struct State<Value>: DynamicProperty {
  nonisolated public init(wrappedValue value: Value) { storage = value }
  private let storage: Value
  public var wrappedValue: Value {
    get { storage }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { Binding(get: { storage }, set: { _ in }) }
}
// developer.apple.com/documentation/swiftui/dynamicproperty: `protocol
// DynamicProperty`, its requirement `mutating func update()` with a default
// that does nothing (SwiftUI.swiftinterface).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public protocol DynamicProperty {
  mutating func update()
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension DynamicProperty {
  public mutating func update() {}
}
// SwiftUI.swiftinterface: `extension Binding : DynamicProperty`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension Binding: DynamicProperty {}

// developer.apple.com/documentation/swiftui/viewmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder func body(content: Content) -> Body
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct Button<Label: View>: View {
  public var body: Never { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension Button where Label == Text {
  nonisolated public init(_ titleKey: String, action: @escaping @MainActor () -> Void) {}
}

// developer.apple.com/documentation/swiftui/scrollposition (iOS 18)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
public struct ScrollPosition: Sendable {
  // .../scrollposition/init(idtype:edge:)
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, edge: Edge) {}
  // .../scrollposition/init(idtype:point:)
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, point: CGPoint) {}
  // .../scrollposition/scrollto(x:y:): mutating func scrollTo(x: CGFloat, y: CGFloat)
  public mutating func scrollTo(x: CGFloat, y: CGFloat) {}
  public mutating func scrollTo(edge: Edge) {}
  public var point: CGPoint? { nil }
}

// developer.apple.com/documentation/swiftui/scrollphase (iOS 18): @frozen enum ScrollPhase
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
public enum ScrollPhase: Equatable, Sendable {
  case idle, tracking, interacting, decelerating, animating
  public var isScrolling: Bool { self != .idle }
}

// developer.apple.com/documentation/swiftui/timelineschedule: `protocol
// TimelineSchedule`, whose adopters provide the dates
// (SwiftUI.swiftinterface: `typealias Mode = TimelineScheduleMode`,
// `associatedtype Entries : Sequence where Entries.Element == Date`,
// `func entries(from startDate: Date, mode: Mode) -> Entries`).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
public protocol TimelineSchedule {
  typealias Mode = TimelineScheduleMode
  associatedtype Entries: Sequence where Entries.Element == Date
  func entries(from startDate: Date, mode: Mode) -> Entries
}
// developer.apple.com/documentation/swiftui/timelineschedulemode: `enum
// TimelineScheduleMode`, Equatable and Hashable (SwiftUI.swiftinterface)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
public enum TimelineScheduleMode: Hashable {
  case normal, lowFrequency
}
// developer.apple.com/documentation/swiftui/animationtimelineschedule (the
// iOS 16.4 SDK's is not Sendable; the current documentation's is)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
  // .../animationtimelineschedule/entries(from:mode:)
  public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries { Entries() }
  // .../animationtimelineschedule/entries: `struct Entries : Sequence, IteratorProtocol`
  public struct Entries: Sequence, IteratorProtocol {
    public mutating func next() -> Date? { nil }
  }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  // .../timelineschedule/animation(minimuminterval:paused:)
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
// developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
@available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
public struct TimelineViewDefaultContext {
  public var date: Date { Date() }
}
// developer.apple.com/documentation/swiftui/timelineview
@available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  // .../timelineview/init(_:content:)
  nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
  public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/shapestyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public protocol ShapeStyle: Sendable {}

// developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct Color: View, ShapeStyle, Hashable {
  // developer.apple.com/documentation/swiftui/color/rgbcolorspace
  public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
  // .../color/init(_:red:green:blue:opacity:)
  nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
  public var body: Never { fatalError() }
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  public static let orange = Color(red: 1, green: 0.6, blue: 0)
  public static let blue = Color(red: 0, green: 0.5, blue: 1)
}

// developer.apple.com/documentation/swiftui/edge/set
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let all = Set(rawValue: 15)
  }
}

// developer.apple.com/documentation/swiftui/axis
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal, vertical
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

// developer.apple.com/documentation/swiftui/scrolltargetbehavior (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
public protocol ScrollTargetBehavior {
  // .../scrolltargetbehavior/updatetarget(_:context:): func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
  // .../scrolltargetbehavior/targetcontext: typealias TargetContext = ScrollTargetBehaviorContext
  typealias TargetContext = ScrollTargetBehaviorContext
}
// developer.apple.com/documentation/swiftui/scrolltarget (iOS 17): struct ScrollTarget
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
public struct ScrollTarget {
  // .../scrolltarget/rect: var rect: CGRect
  public var rect: CGRect
  // .../scrolltarget/anchor: var anchor: UnitPoint?
  public var anchor: UnitPoint?
}
// developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext (iOS 17)
// (velocity and the environment subscript are not used and left out)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
public struct ScrollTargetBehaviorContext {
  // .../scrolltargetbehaviorcontext/originaltarget: var originalTarget: ScrollTarget { get }
  public var originalTarget: ScrollTarget { ScrollTarget(rect: .zero, anchor: nil) }
  // .../scrolltargetbehaviorcontext/contentsize: var contentSize: CGSize { get }
  public var contentSize: CGSize { .zero }
  // .../scrolltargetbehaviorcontext/containersize: var containerSize: CGSize { get }
  public var containerSize: CGSize { .zero }
  // .../scrolltargetbehaviorcontext/axes: var axes: Axis.Set { get }
  public var axes: Axis.Set { [] }
}
// developer.apple.com/documentation/swiftui/pagingscrolltargetbehavior
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  public init() {}
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  // .../scrolltargetbehavior/paging
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

// developer.apple.com/documentation/swiftui/lazyhstack
@available(iOS 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, *)
public struct LazyHStack<Content: View>: View {
  nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/zstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct ZStack<Content: View>: View {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/safearearegions
@available(iOS 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, *)
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let all = SafeAreaRegions(rawValue: 3)
}

// developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct Alignment: Equatable, Sendable {
  public static let center = Alignment()
  public static let bottom = Alignment()
  // .../alignment/top: static let top: Alignment
  public static let top = Alignment()
}

// developer.apple.com/documentation/swiftui/layoutdirection
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }

// developer.apple.com/documentation/swiftui/unitpoint
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat, y: CGFloat
  public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
}

// developer.apple.com/documentation/swiftui/angle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct Angle: Hashable, Comparable, Sendable {
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  public var radians: Double
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}

// developer.apple.com/documentation/swiftui/edgeinsets
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
  }
}

// developer.apple.com/documentation/swiftui/coordinatespaceprotocol (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
public protocol CoordinateSpaceProtocol {}
// developer.apple.com/documentation/swiftui/namedcoordinatespace
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Sendable {}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  // .../coordinatespaceprotocol/scrollview: static var scrollView: NamedCoordinateSpace { get }
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace() }
  // .../coordinatespaceprotocol/named(_:): static func named(_ name: some Hashable) -> NamedCoordinateSpace (iOS 17)
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace() }
}

// developer.apple.com/documentation/swiftui/environmentkey: protocol EnvironmentKey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public protocol EnvironmentKey {
  associatedtype Value
  // .../environmentkey/defaultvalue: static var defaultValue: Self.Value { get }
  static var defaultValue: Value { get }
}
// developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct EnvironmentValues {
  // .../environmentvalues/subscript(_:): subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
  // .../environmentvalues/accessibilityreducemotion: var accessibilityReduceMotion: Bool { get } (iOS 13, macOS 10.15)
  public var accessibilityReduceMotion: Bool { false }
  // .../environmentvalues/layoutdirection: var layoutDirection: LayoutDirection { get set } (iOS 13, macOS 10.15)
  public var layoutDirection: LayoutDirection { get { .leftToRight } set {} }
}
// developer.apple.com/documentation/swiftui/environment: @propertyWrapper struct Environment<Value> : DynamicProperty
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  // .../environment/init(_:): init(_ keyPath: KeyPath<EnvironmentValues, Value>)
  nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  private let keyPath: KeyPath<EnvironmentValues, Value>
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

// developer.apple.com/documentation/swiftui/geometryproxy
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct GeometryProxy {
  public var size: CGSize { .zero }
  // .../geometryproxy/frame(in:): func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { .zero }
  // .../geometryproxy/bounds(of:): func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { nil }
}

// developer.apple.com/documentation/swiftui/visualeffect: protocol VisualEffect : Sendable, Animatable
// (Animatable is not used by the front ends and is left out.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
public protocol VisualEffect: Sendable {}
// developer.apple.com/documentation/swiftui/emptyvisualeffect
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
extension VisualEffect {
  // .../visualeffect/offset(x:y:)
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { self }
  // .../visualeffect/offset(_:)
  public func offset(_ offset: CGSize) -> some VisualEffect { self }
  // .../visualeffect/scaleeffect(x:y:anchor:)
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect { self }
  // .../visualeffect/rotationeffect(_:anchor:)
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { self }
  // .../visualeffect/opacity(_:)
  public func opacity(_ opacity: Double) -> some VisualEffect { self }
  // .../visualeffect/blur(radius:opaque:)
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { self }
}

#if os(visionOS)
  // swiftui/unitpoint3d (visionOS 1): `struct UnitPoint3D`; .center, .top
  @available(visionOS 1.0, *)
  public struct UnitPoint3D: Hashable, Sendable {
    public var x: CGFloat, y: CGFloat, z: CGFloat
    public init(x: CGFloat, y: CGFloat, z: CGFloat) { self.x = x; self.y = y; self.z = z }
    public static let center = UnitPoint3D(x: 0.5, y: 0.5, z: 0.5)
    public static let top = UnitPoint3D(x: 0.5, y: 0, z: 0.5)
    public static let bottom = UnitPoint3D(x: 0.5, y: 1, z: 0.5)
  }

  // The 3D overloads beside the 2D ones, which a 2D call must not find
  // ambiguous: swiftui/visualeffect/scaleeffect(x:y:z:anchor:) and
  // swiftui/view/scaleeffect(x:y:z:anchor:) (visionOS 1).
  @available(visionOS 1.0, *)
  extension VisualEffect {
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, z: CGFloat = 1.0, anchor: UnitPoint3D = .center) -> some VisualEffect { self }
  }

  @available(visionOS 1.0, *)
  extension View {
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, z: CGFloat = 1.0, anchor: UnitPoint3D = .center) -> some View { self }
  }
#endif

// developer.apple.com/documentation/swiftui/scrollgeometry (iOS 18, macOS 15)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize
  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.contentOffset = contentOffset; self.contentSize = contentSize
    self.contentInsets = contentInsets; self.containerSize = containerSize
  }
}

extension View {
  // developer.apple.com/documentation/swiftui/view/visualeffect(_:) (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  nonisolated public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View { self }

  // developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:) (iOS 18)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  nonisolated public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (T, T) -> Void
  ) -> some View { self }

  // developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:) (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func clipped(antialiased: Bool = false) -> some View { self }
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func opacity(_ opacity: Double) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:) (iOS 17), with .paging
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, *)
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/modifier(_:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func modifier<T: ViewModifier>(_ modifier: T) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/background(alignment:content:) (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
  nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:) (iOS 18)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:) (iOS 18)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
  nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/environment(_:_:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:) (iOS 16, macOS 13)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (T) -> Void
  ) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/coordinatespace(_:) (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/offset(x:y:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/onappear(perform:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/task(id:priority:_:):
  // `nonisolated func task<T>(id value: T, priority: TaskPriority =
  // .userInitiated, _ action: sending @escaping @isolated(any) () async ->
  // Void) -> some View where T : Equatable` (iOS 15, macOS 12, tvOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
  nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void) -> some View { self }
}

// MARK: - The spec's properties as effects (ScrollMotionSpecSwiftUI's SpecScrollView)
// What SpecScrollView applies to a named view for each spec property:
// shapes and their paths, the colour filters, the shadow, the foreground
// style and tint, and the geometry effect its transform is. Kept together
// so that changes elsewhere merge cleanly. Signatures, isolation and
// availability from developer.apple.com/documentation/swiftui (pages named
// per declaration); checked against the iOS 16.4 SDK's
// SwiftUI.swiftinterface where it has them (all but the iOS 17 markers
// below are from iOS 13 or 15).

// developer.apple.com/documentation/swiftui/vectorarithmetic: protocol VectorArithmetic : AdditiveArithmetic (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
  // .../vectorarithmetic/scale(by:): mutating func scale(by rhs: Double)
  mutating func scale(by rhs: Double)
  // .../vectorarithmetic/magnitudesquared: var magnitudeSquared: Double { get }
  var magnitudeSquared: Double { get }
}
// developer.apple.com/documentation/swiftui/emptyanimatabledata: @frozen struct EmptyAnimatableData (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}
// developer.apple.com/documentation/swiftui/animatable: protocol Animatable (iOS 13), its
// animatableData defaulting to EmptyAnimatableData (.../animatable/animatabledata-6nydg:
// extension Animatable where Self.AnimatableData == EmptyAnimatableData)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: AnimatableData { get set }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

// developer.apple.com/documentation/swiftui/projectiontransform: @frozen struct ProjectionTransform (iOS 13),
// its entries m11…m33 (var m11: CGFloat = 1.0, …) and init()
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct ProjectionTransform: Equatable, Sendable {
  public var m11: CGFloat = 1.0, m12: CGFloat = 0.0, m13: CGFloat = 0.0
  public var m21: CGFloat = 0.0, m22: CGFloat = 1.0, m23: CGFloat = 0.0
  public var m31: CGFloat = 0.0, m32: CGFloat = 0.0, m33: CGFloat = 1.0
  public init() {}
}

// developer.apple.com/documentation/swiftui/geometryeffect:
// nonisolated protocol GeometryEffect : Animatable, ViewModifier where Self.Body == Never (iOS 13);
// .../geometryeffect/effectvalue(size:): nonisolated func effectValue(size: CGSize) -> ProjectionTransform.
// Its conformers write no body: ViewModifier's is supplied where Body is
// Never (SwiftUI.swiftinterface: `extension ViewModifier where Self.Body == Never`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
nonisolated public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension ViewModifier where Body == Never {
  public func body(content: Content) -> Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/roundedcornerstyle: enum RoundedCornerStyle (iOS 13)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public enum RoundedCornerStyle: Equatable, Hashable, Sendable { case circular, continuous }

// developer.apple.com/documentation/swiftui/fillstyle: @frozen struct FillStyle (iOS 13),
// .../fillstyle/init(eofill:antialiased:): init(eoFill: Bool = false, antialiased: Bool = true)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

// developer.apple.com/documentation/swiftui/path: @frozen struct Path (iOS 13), Equatable, Sendable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct Path: Equatable, Sendable {
  // .../path/init(): init()
  public init() {}
  // .../path/init(_:)-8uwe6: init(_ rect: CGRect)
  public init(_ rect: CGRect) {}
  // .../path/init(roundedrect:cornerradius:style:)-4kzmr:
  // init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  // .../path/addpath(_:transform:): mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity)
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {}
}

// developer.apple.com/documentation/swiftui/shape: protocol Shape : Sendable, Animatable, View (iOS 13);
// .../shape/path(in:): nonisolated func path(in rect: CGRect) -> Path. Its
// body is supplied (a shape view filled with the foreground style).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public protocol Shape: Sendable, Animatable, View {
  nonisolated func path(in rect: CGRect) -> Path
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct _ShapeView<Content: Shape>: View {
  public var body: Never { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension Shape {
  public var body: _ShapeView<Self> { _ShapeView() }
  // .../shape/fill(_:style:): nonisolated func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S : ShapeStyle
  nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { _ShapeView<Self>() }
}

// developer.apple.com/documentation/swiftui/anyshapestyle: @frozen struct AnyShapeStyle : ShapeStyle (iOS 15),
// .../anyshapestyle/init(_:): init<S>(_ style: S) where S : ShapeStyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
public struct AnyShapeStyle: ShapeStyle {
  public init<S: ShapeStyle>(_ style: S) {}
}
// developer.apple.com/documentation/swiftui/hierarchicalshapestyle: @frozen struct HierarchicalShapeStyle (iOS 15);
// .../shapestyle/primary: static var primary: HierarchicalShapeStyle { get }
@available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
public struct HierarchicalShapeStyle: ShapeStyle {}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension Color {
  // .../color/init(_:white:opacity:): init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
  nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }
}

extension View {
  // developer.apple.com/documentation/swiftui/view/clipshape(_:style:): nonisolated func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S : Shape (iOS 13)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:): nonisolated func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View (iOS 13)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/colormultiply(_:): nonisolated func colorMultiply(_ color: Color) -> some View (iOS 13)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func colorMultiply(_ color: Color) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/brightness(_:): nonisolated func brightness(_ amount: Double) -> some View (iOS 13)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func brightness(_ amount: Double) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/saturation(_:): nonisolated func saturation(_ amount: Double) -> some View (iOS 13)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func saturation(_ amount: Double) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/grayscale(_:): nonisolated func grayscale(_ amount: Double) -> some View (iOS 13)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func grayscale(_ amount: Double) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/foregroundstyle(_:): nonisolated func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/tint(_:)-23xyq: nonisolated func tint(_ tint: Color?) -> some View (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
  nonisolated public func tint(_ tint: Color?) -> some View { self }
}

// MARK: - The example app (Examples/AppleApp/Sources/ScrollMotionExamplesApp)
// The app's entry point, its list and the wrappers of the UIKit and AppKit
// screens, beyond what the front end uses. Kept together at the end of the
// file so that changes elsewhere merge cleanly. Signatures, isolation and
// availability from developer.apple.com/documentation/swiftui (pages named
// per declaration); the documentation writes @ContentBuilder where this
// stand-in, like the declarations above, has @ViewBuilder.

// developer.apple.com/documentation/swiftui/app: @MainActor @preconcurrency protocol App (iOS 14, macOS 11, tvOS 14, visionOS 1)
@available(iOS 14, macOS 11, tvOS 14, visionOS 1, *)
@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  // .../app/body-swift.property: @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @SceneBuilder var body: Body { get }
  // .../app/init(): @MainActor @preconcurrency init()
  init()
}
@available(iOS 14, macOS 11, tvOS 14, visionOS 1, *)
extension App {
  // .../app/main(): @MainActor @preconcurrency static func main(), what @main calls
  public static func main() {}
}

// developer.apple.com/documentation/swiftui/scene: @MainActor @preconcurrency protocol Scene (iOS 14, macOS 11, tvOS 14, visionOS 1)
@available(iOS 14, macOS 11, tvOS 14, visionOS 1, *)
@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  // .../scene/body-swift.property: @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @SceneBuilder var body: Body { get }
}
@available(iOS 14, macOS 11, tvOS 14, visionOS 1, *)
extension Never: Scene {}

// developer.apple.com/documentation/swiftui/scenebuilder: @resultBuilder struct SceneBuilder (iOS 14, macOS 11, tvOS 14, visionOS 1)
@available(iOS 14, macOS 11, tvOS 14, visionOS 1, *)
@resultBuilder public struct SceneBuilder {
  // .../scenebuilder/buildblock(_:): static func buildBlock<Content>(_ content: Content) -> Content where Content : Scene
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

// developer.apple.com/documentation/swiftui/windowgroup: struct WindowGroup<Content> where Content : View (iOS 14, macOS 11, tvOS 14, visionOS 1)
@available(iOS 14, macOS 11, tvOS 14, visionOS 1, *)
public struct WindowGroup<Content: View>: Scene {
  // .../windowgroup/init(content:): nonisolated init(@ContentBuilder content: () -> Content)
  // (deprecated from iOS 18 and macOS 15 for init(makeContent:), which a
  // trailing closure reaches there; the app's minimums are iOS 17 and macOS 14)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:), buildeither(second:)
// (iOS 13, macOS 10.15): an `if`/`else` in a view builder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension ViewBuilder {
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
}

// developer.apple.com/documentation/swiftui/anyview: @frozen struct AnyView (iOS 13, macOS 10.15, tvOS 13, visionOS 1)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct AnyView: View {
  // .../anyview/init(_:): init<V>(_ view: V) where V : View
  nonisolated public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/navigationsplitview (iOS 16, macOS 13, tvOS 16, visionOS 1)
@available(iOS 16, macOS 13, tvOS 16, visionOS 1, *)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  public var body: Never { fatalError() }
}
@available(iOS 16, macOS 13, tvOS 16, visionOS 1, *)
extension NavigationSplitView where Content == EmptyView {
  // .../navigationsplitview/init(sidebar:detail:): nonisolated init(@ContentBuilder sidebar: () -> Sidebar, @ContentBuilder detail: () -> Detail) where Content == EmptyView
  nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
}

// developer.apple.com/documentation/swiftui/list: struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct List<SelectionValue: Hashable, Content: View>: View {
  // .../list/init(selection:content:)-1pisz: nonisolated init(selection: Binding<SelectionValue?>?, @ContentBuilder content: () -> Content)
  // (iOS 13, macOS 10.15, tvOS 13, visionOS 1)
  nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/section: struct Section<Parent, Content, Footer>, a View when all three are
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct Section<Parent, Content, Footer> {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
  public var body: Never { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
  // .../section/init(content:header:): init(@ContentBuilder content: () -> Content, @ContentBuilder header: () -> Parent) (iOS 13, macOS 10.15, tvOS 13, visionOS 1)
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

// developer.apple.com/documentation/swiftui/foreach/init(_:content:): nonisolated init(_ data: Data, @ContentBuilder content: @escaping (Data.Element) -> Content)
// where ID == Data.Element.ID, Data.Element : Identifiable (iOS 13, macOS 10.15, tvOS 13, visionOS 1)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

// developer.apple.com/documentation/swiftui/navigationlink: struct NavigationLink<Label, Destination> where Label : View, Destination : View
@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
public struct NavigationLink<Label: View, Destination: View>: View {
  public var body: Never { fatalError() }
}
@available(iOS 16, macOS 13, tvOS 16, visionOS 1, *)
extension NavigationLink where Destination == Never {
  // .../navigationlink/init(value:label:)-4jswo: nonisolated init<P>(value: P?, @ContentBuilder label: () -> Label) where P : Hashable (iOS 16, macOS 13, tvOS 16, visionOS 1)
  nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

extension View {
  // developer.apple.com/documentation/swiftui/view/navigationtitle(_:): nonisolated func navigationTitle(_ title: Text) -> some View (iOS 14, macOS 11, tvOS 14, visionOS 1)
  @available(iOS 14, macOS 11, tvOS 14, visionOS 1, *)
  nonisolated public func navigationTitle(_ title: Text) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/id(_:): nonisolated func id<ID>(_ id: ID) -> some View where ID : Hashable (iOS 13, macOS 10.15)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }
  // developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx: nonisolated func toolbar<Content>(@ContentBuilder content: () -> Content) -> some View where Content : View (iOS 14, macOS 11, tvOS 14, visionOS 1)
  @available(iOS 14, macOS 11, tvOS 14, visionOS 1, *)
  nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
}

// The UIKit and AppKit wrappers need those frameworks' view and view
// controller classes; each exists only where its stand-in does.
#if canImport(UIKit)
  import UIKit

  // developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable:
  // @MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body == Never
  // (iOS 13, tvOS 13, visionOS 1; not on macOS)
  @available(iOS 13, tvOS 13, visionOS 1, *)
  @available(macOS, unavailable)
  @MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    // .../uiviewcontrollerrepresentable/uiviewcontrollertype: associatedtype UIViewControllerType : UIViewController
    associatedtype UIViewControllerType: UIViewController
    // .../makeuiviewcontroller(context:): @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    func makeUIViewController(context: Context) -> UIViewControllerType
    // .../updateuiviewcontroller(_:context:): @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    // .../uiviewcontrollerrepresentable/context: typealias Context = UIViewControllerRepresentableContext<Self>
    typealias Context = UIViewControllerRepresentableContext<Self>
  }
  @available(iOS 13, tvOS 13, visionOS 1, *)
  @available(macOS, unavailable)
  extension UIViewControllerRepresentable {
    public var body: Never { fatalError() }
  }
  // developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext:
  // @MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable> where Representable : UIViewControllerRepresentable
  @available(iOS 13, tvOS 13, visionOS 1, *)
  @available(macOS, unavailable)
  @MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}
#endif

#if canImport(AppKit)
  import AppKit

  // developer.apple.com/documentation/swiftui/nsviewcontrollerrepresentable:
  // @MainActor @preconcurrency protocol NSViewControllerRepresentable : View where Self.Body == Never (macOS 10.15 only)
  @available(macOS 10.15, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @MainActor @preconcurrency public protocol NSViewControllerRepresentable: View where Body == Never {
    associatedtype NSViewControllerType: NSViewController
    // .../makensviewcontroller(context:): @MainActor @preconcurrency func makeNSViewController(context: Self.Context) -> Self.NSViewControllerType
    func makeNSViewController(context: Context) -> NSViewControllerType
    // .../updatensviewcontroller(_:context:): @MainActor @preconcurrency func updateNSViewController(_ nsViewController: Self.NSViewControllerType, context: Self.Context)
    func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)
    // .../nsviewcontrollerrepresentable/context: typealias Context = NSViewControllerRepresentableContext<Self>
    typealias Context = NSViewControllerRepresentableContext<Self>
  }
  @available(macOS 10.15, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  extension NSViewControllerRepresentable {
    public var body: Never { fatalError() }
  }
  // developer.apple.com/documentation/swiftui/nsviewcontrollerrepresentablecontext
  @available(macOS 10.15, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @MainActor @preconcurrency public struct NSViewControllerRepresentableContext<Representable: NSViewControllerRepresentable> {}

  // developer.apple.com/documentation/swiftui/nsviewrepresentable:
  // @MainActor @preconcurrency protocol NSViewRepresentable : View where Self.Body == Never (macOS 10.15 only)
  @available(macOS 10.15, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @MainActor @preconcurrency public protocol NSViewRepresentable: View where Body == Never {
    // .../nsviewrepresentable/nsviewtype: associatedtype NSViewType : NSView
    associatedtype NSViewType: NSView
    // .../makensview(context:): @MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType
    func makeNSView(context: Context) -> NSViewType
    // .../updatensview(_:context:): @MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    func updateNSView(_ nsView: NSViewType, context: Context)
    // .../nsviewrepresentable/context: typealias Context = NSViewRepresentableContext<Self>
    typealias Context = NSViewRepresentableContext<Self>
  }
  @available(macOS 10.15, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  extension NSViewRepresentable {
    public var body: Never { fatalError() }
  }
  // developer.apple.com/documentation/swiftui/nsviewrepresentablecontext
  @available(macOS 10.15, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @MainActor @preconcurrency public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {}
#endif
