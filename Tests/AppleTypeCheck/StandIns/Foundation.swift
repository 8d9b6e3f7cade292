// swift-format-ignore-file
// TYPE-CHECK AID, NOT APPLE'S FRAMEWORK. A declaration-only stand-in for the
// part of Foundation (and of the Objective-C runtime's NSObject, which
// Foundation re-exports) the front ends use, written by this project from
// Apple's documentation, for scripts/typecheck-apple. Never linked into a
// product; the bodies are placeholders.
//
// Availability: each declaration carries the availability its page documents
// (developer.apple.com/documentation/<page>, noted beside it) on iOS, macOS,
// tvOS and visionOS; a member without its own `@available` is documented
// with its type's. Mac
// Catalyst inherits the iOS availability, as in Apple's own declarations
// (the pages' Mac Catalyst versions are the iOS ones, or 13.1, its first), so
// `macCatalyst` is written only where it differs. Apple's
// Foundation re-exports Core Graphics' geometry (NSGeometry.h imports it),
// so this module does too.

@_exported import CoreGraphics
@_exported import KeyValueObserving

// foundation/timeinterval: `typealias TimeInterval = Double`
public typealias TimeInterval = Double

// objectivec/nsobjectprotocol: `protocol NSObjectProtocol`
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public protocol NSObjectProtocol: AnyObject {}

// objectivec/nsobject-swift.class: `class NSObject`; Equatable and Hashable
// by identity unless a subclass overrides isEqual(_:); not Sendable.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
open class NSObject: NSObjectProtocol, Hashable {
  public init() {}
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

// foundation/nscoder: `class NSCoder`
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
open class NSCoder: NSObject {}

// foundation/date: `struct Date`, Comparable, Hashable, Sendable.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public struct Date: Comparable, Hashable, Sendable {
  private var interval: TimeInterval = 0
  // .../date/init(): the current date and time
  public init() {}
  // .../date/timeintervalsincereferencedate-swift.property: seconds since
  // 1 January 2001, 00:00:00 UTC
  public var timeIntervalSinceReferenceDate: TimeInterval { interval }
  public static func < (lhs: Date, rhs: Date) -> Bool { lhs.interval < rhs.interval }
}

// foundation/uuid: `struct UUID`, Hashable, Sendable (iOS 6, macOS 10.8).
@available(iOS 6.0, macOS 10.8, tvOS 9.0, visionOS 1.0, *)
public struct UUID: Hashable, Sendable {
  private var bytes: UInt64 = 0
  // .../uuid/init(): a new random UUID
  public init() {}
}

// foundation/nsnotification: `class NSNotification`; its Name is what
// Swift spells Notification.Name.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
open class NSNotification: NSObject {
  // foundation/nsnotification/name-swift.struct: `struct Name`,
  // RawRepresentable (String), Hashable, Sendable
  public struct Name: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}

// foundation/notification: `struct Notification`; `typealias Name =
// NSNotification.Name`. Not Sendable (its object and userInfo are Any).
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public struct Notification {
  public typealias Name = NSNotification.Name
  public var name: Name
  public var object: Any?
}

// foundation/operationqueue: `class OperationQueue`, Sendable.
@available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
open class OperationQueue: NSObject, @unchecked Sendable {
  // .../operationqueue/main: `class var main: OperationQueue { get }` (iOS 4, macOS 10.6)
  @available(iOS 4.0, macOS 10.6, tvOS 9.0, visionOS 1.0, *)
  open class var main: OperationQueue { OperationQueue() }
}

// foundation/notificationcenter: `class NotificationCenter`, Sendable.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
open class NotificationCenter: NSObject, @unchecked Sendable {
  // .../notificationcenter/default: `class var default: NotificationCenter { get }`
  open class var `default`: NotificationCenter { NotificationCenter() }
  // .../notificationcenter/addobserver(forname:object:queue:using:) (iOS 4,
  // macOS 10.6): `func addObserver(forName name: NSNotification.Name?,
  // object obj: Any?, queue: OperationQueue?, using block: @escaping
  // @Sendable (Notification) -> Void) -> any NSObjectProtocol`
  @available(iOS 4.0, macOS 10.6, tvOS 9.0, visionOS 1.0, *)
  open func addObserver(
    forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol { NSObject() }
  // .../notificationcenter/removeobserver(_:): `func removeObserver(_ observer: Any)`
  open func removeObserver(_ observer: Any) {}
}

// foundation/runloop: `class RunLoop`; not Sendable.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
open class RunLoop: NSObject {
  // .../runloop/main: `class var main: RunLoop { get }`
  open class var main: RunLoop { RunLoop() }
  // foundation/runloop/mode: `struct Mode`, Hashable, Sendable
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // .../runloop/mode/common, default
    public static let common = Mode(rawValue: "kCFRunLoopCommonModes")
    public static let `default` = Mode(rawValue: "kCFRunLoopDefaultMode")
  }
}

// foundation/url: `struct URL`, Hashable, Sendable.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public struct URL: Hashable, Sendable {
  private var string = ""
}

// foundation/bundle: `class Bundle`, Sendable.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
open class Bundle: NSObject, @unchecked Sendable {
  // .../bundle/main: `class var main: Bundle { get }`
  open class var main: Bundle { Bundle() }
  // .../bundle/url(forresource:withextension:): `func url(forResource name:
  // String?, withExtension ext: String?) -> URL?` (iOS 4, macOS 10.6)
  @available(iOS 4.0, macOS 10.6, tvOS 9.0, visionOS 1.0, *)
  open func url(forResource name: String?, withExtension ext: String?) -> URL? { nil }
}

// foundation/userdefaults: `class UserDefaults`, Sendable.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
open class UserDefaults: NSObject, @unchecked Sendable {
  // .../userdefaults/standard: `class var standard: UserDefaults { get }`
  open class var standard: UserDefaults { UserDefaults() }
  // .../userdefaults/string(forkey:): `func string(forKey defaultName: String) -> String?`
  open func string(forKey defaultName: String) -> String? { nil }
}

@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
extension String {
  // swift/string/encoding: `struct String.Encoding`, .utf8 (Foundation's)
  public struct Encoding: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let utf8 = Encoding(rawValue: 4)
  }
  // swift/string/init(contentsof:encoding:): `init(contentsOf url: URL,
  // encoding enc: String.Encoding) throws`
  public init(contentsOf url: URL, encoding enc: Encoding) throws { self = "" }
}

// --- Key-value observing: declared in KeyValueObserving.swift, a module
// of its own that this one re-exports (see there why).
extension NSObject: _KeyValueCodingAndObserving {}

// --- macOS only: Foundation's NSGeometry names (NSGeometry.h declares them
// for macOS; UIKit has its own).
#if os(macOS)
  // foundation/nsrect, nspoint, nssize: `typealias NSRect = CGRect` etc.
  @available(macOS 10.0, *) public typealias NSRect = CGRect
  @available(macOS 10.0, *) public typealias NSPoint = CGPoint
  @available(macOS 10.0, *) public typealias NSSize = CGSize

  // foundation/nsedgeinsets: `struct NSEdgeInsets` (macOS 10.10)
  @available(macOS 10.10, *)
  public struct NSEdgeInsets: Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init() { top = 0; left = 0; bottom = 0; right = 0 }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
  }
#endif
