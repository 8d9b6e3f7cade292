// swift-format-ignore-file
// TYPE-CHECK AID, NOT APPLE'S FRAMEWORK. A declaration-only stand-in for the
// part of Foundation (and of the Objective-C runtime's NSObject and
// NSObjectProtocol, which Foundation re-exports) the front ends use,
// written by this project from Apple's documentation, for
// scripts/typecheck-apple. Never linked into a product; the bodies are
// placeholders. Checked against the iOS 16.4 SDK (iPhoneOS16.5.sdk in the
// public theos/sdks repository): Foundation.framework's headers and
// Foundation.swiftinterface, usr/include/objc/NSObject.h and
// ObjectiveC.swiftinterface; where the documentation is newer than that SDK
// (concurrency annotations added since), it is followed, as noted beside
// the declaration. Methods imported from Objective-C are
// `@discardableResult`, as the compiler imports them.
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

// objectivec/nsobjectprotocol: `protocol NSObjectProtocol`, the Objective-C
// `@protocol NSObject` (usr/include/objc/NSObject.h). Its requirements are
// what makes a Swift class that is not an NSObject unable to adopt it, or
// any protocol that refines it (UIKit's delegates): Xcode says "cannot
// declare conformance to 'NSObjectProtocol' in Swift; 'X' should inherit
// 'NSObject' instead", these passes "type 'X' does not conform to protocol
// 'NSObjectProtocol'". The requirements that take a Selector or a Protocol
// (perform(_:), responds(to:), conforms(to:)), which exist only with the
// Objective-C runtime, and `self()` are left out; `debugDescription` is
// optional in Objective-C and left out too.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public protocol NSObjectProtocol: AnyObject {
  // NSObject.h: `- (BOOL)isEqual:(id)object;`, `@property (readonly) NSUInteger hash;`
  func isEqual(_ object: Any?) -> Bool
  var hash: Int { get }
  // `@property (readonly) Class superclass;`
  var superclass: AnyClass? { get }
  // `- (BOOL)isProxy;`, `isKindOfClass:`, `isMemberOfClass:`
  func isProxy() -> Bool
  func isKind(of aClass: AnyClass) -> Bool
  func isMember(of aClass: AnyClass) -> Bool
  // `@property (readonly, copy) NSString *description;`
  var description: String { get }
}

// objectivec/nsobject-swift.class: `class NSObject`; Equatable and Hashable
// by identity unless a subclass overrides isEqual(_:) (the ObjectiveC
// overlay, ObjectiveC.swiftinterface); CustomStringConvertible and
// CustomDebugStringConvertible (Foundation.swiftinterface); not Sendable.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
open class NSObject: NSObjectProtocol, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
  public init() {}
  open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
  open var hash: Int { ObjectIdentifier(self).hashValue }
  open var superclass: AnyClass? { nil }
  open func isProxy() -> Bool { false }
  open func isKind(of aClass: AnyClass) -> Bool { false }
  open func isMember(of aClass: AnyClass) -> Bool { false }
  open var description: String { "" }
  // NSObject.h: the class implements the protocol's optional `debugDescription`
  open var debugDescription: String { description }
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

// foundation/nscoder: `class NSCoder`
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
open class NSCoder: NSObject {}

// foundation/date: `struct Date`, Comparable, Hashable, Sendable, Codable
// (Foundation.swiftinterface).
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public struct Date: Comparable, Hashable, Sendable, Codable {
  private var interval: TimeInterval = 0
  // .../date/init(): the current date and time
  public init() {}
  // .../date/timeintervalsincereferencedate-swift.property: seconds since
  // 1 January 2001, 00:00:00 UTC
  public var timeIntervalSinceReferenceDate: TimeInterval { interval }
  public static func < (lhs: Date, rhs: Date) -> Bool { lhs.interval < rhs.interval }
}

// foundation/uuid: `struct UUID`, Hashable, Sendable, Codable (iOS 6, macOS 10.8).
@available(iOS 6.0, macOS 10.8, tvOS 9.0, visionOS 1.0, *)
public struct UUID: Hashable, Sendable, Codable {
  private var bytes: UInt64 = 0
  // .../uuid/init(): a new random UUID
  public init() {}
}

// foundation/nsnotification: `class NSNotification`; its Name is what
// Swift spells Notification.Name.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
open class NSNotification: NSObject {
  // .../nsnotification/init(name:object:userinfo:) (iOS 4, macOS 10.6) and
  // NSCoding's init(coder:), its designated initializers (NSNotification.h)
  @available(iOS 4.0, macOS 10.6, tvOS 9.0, visionOS 1.0, *)
  public init(name: NSNotification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {}
  public required init?(coder: NSCoder) {}
  // foundation/nsnotification/name-swift.struct: `struct Name`,
  // RawRepresentable (String), Hashable, Sendable
  public struct Name: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}

// foundation/notification: `struct Notification`, Equatable and Hashable
// (ReferenceConvertible); `typealias Name = NSNotification.Name`.
// Foundation.swiftinterface: `@available(*, unavailable) extension
// Notification : @unchecked Sendable`, so a Notification cannot cross
// isolation boundaries.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public struct Notification: Hashable {
  public typealias Name = NSNotification.Name
  public var name: Name
  public var object: Any?
  public var userInfo: [AnyHashable: Any]?
  public init(name: Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
    self.name = name; self.object = object; self.userInfo = userInfo
  }
  public static func == (lhs: Notification, rhs: Notification) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

@available(*, unavailable)
extension Notification: @unchecked Sendable {}

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
  // (A method imported from Objective-C: its result may be ignored.)
  @available(iOS 4.0, macOS 10.6, tvOS 9.0, visionOS 1.0, *)
  @discardableResult
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

// foundation/url: `struct URL`, Hashable, Sendable, Codable.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public struct URL: Hashable, Sendable, Codable {
  private var string = ""
  // .../url/init(string:): `init?(string: String)`
  public init?(string: String) { self.string = string }
  // .../url/absolutestring: `var absoluteString: String { get }`
  public var absoluteString: String { string }
}

// foundation/data: `struct Data`, a RandomAccessCollection and
// MutableCollection of UInt8, Sendable (iOS 8, macOS 10.10).
@available(iOS 8.0, macOS 10.10, tvOS 9.0, visionOS 1.0, *)
public struct Data: RandomAccessCollection, MutableCollection, Hashable, Sendable {
  private var bytes: [UInt8] = []
  public init() {}
  public var startIndex: Int { bytes.startIndex }
  public var endIndex: Int { bytes.endIndex }
  public subscript(position: Int) -> UInt8 {
    get { bytes[position] }
    set { bytes[position] = newValue }
  }
}

// foundation/nslocking: `protocol NSLocking`, `func lock()`, `func unlock()`.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public protocol NSLocking {
  func lock()
  func unlock()
}

// foundation/nslock: `class NSLock`, NSLocking, Sendable.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
open class NSLock: NSObject, NSLocking, @unchecked Sendable {
  open func lock() {}
  open func unlock() {}
}

// foundation/nsurlrequest/cachepolicy: `enum NSURLRequest.CachePolicy: UInt`,
// URLRequest.CachePolicy in Swift (NSURLRequest.h: NSURLRequestCachePolicy).
@available(iOS 2.0, macOS 10.2, tvOS 9.0, visionOS 1.0, *)
public enum NSURLRequestCachePolicy: UInt, Sendable {
  case useProtocolCachePolicy = 0
  case reloadIgnoringLocalCacheData = 1
  case returnCacheDataElseLoad = 2
  case returnCacheDataDontLoad = 3
}

// foundation/urlrequest: `struct URLRequest`, Hashable, Sendable (iOS 8,
// macOS 10.10).
@available(iOS 8.0, macOS 10.10, tvOS 9.0, visionOS 1.0, *)
public struct URLRequest: Hashable, Sendable {
  public typealias CachePolicy = NSURLRequestCachePolicy
  // .../urlrequest/init(url:cachepolicy:timeoutinterval:): `init(url: URL,
  // cachePolicy: URLRequest.CachePolicy = .useProtocolCachePolicy,
  // timeoutInterval: TimeInterval = 60.0)`
  public init(
    url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy,
    timeoutInterval: TimeInterval = 60.0
  ) {
    self.url = url
    self.cachePolicy = cachePolicy
    self.timeoutInterval = timeoutInterval
  }
  // .../urlrequest/url: `var url: URL?`
  public var url: URL?
  // .../urlrequest/cachepolicy: `var cachePolicy: URLRequest.CachePolicy`
  public var cachePolicy: CachePolicy
  // .../urlrequest/timeoutinterval: `var timeoutInterval: TimeInterval`
  public var timeoutInterval: TimeInterval
}

// foundation/urlresponse: `class URLResponse`, Sendable.
@available(iOS 2.0, macOS 10.2, tvOS 9.0, visionOS 1.0, *)
open class URLResponse: NSObject, @unchecked Sendable {}

// foundation/httpurlresponse: `class HTTPURLResponse`.
@available(iOS 2.0, macOS 10.2, tvOS 9.0, visionOS 1.0, *)
open class HTTPURLResponse: URLResponse, @unchecked Sendable {
  // .../httpurlresponse/statuscode: `var statusCode: Int { get }`
  open var statusCode: Int { 0 }
  // .../httpurlresponse/value(forhttpheaderfield:) (iOS 13, macOS 10.15,
  // tvOS 13): `func value(forHTTPHeaderField field: String) -> String?`
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  @discardableResult
  open func value(forHTTPHeaderField field: String) -> String? { nil }
}

// foundation/urlsessiontask: `class URLSessionTask`, Sendable (iOS 7,
// macOS 10.9).
@available(iOS 7.0, macOS 10.9, tvOS 9.0, visionOS 1.0, *)
open class URLSessionTask: NSObject, @unchecked Sendable {
  // .../urlsessiontask/resume(): `func resume()`
  open func resume() {}
  // .../urlsessiontask/cancel(): `func cancel()`
  open func cancel() {}
}

// foundation/urlsessiondatatask: `class URLSessionDataTask` (iOS 7, macOS 10.9).
@available(iOS 7.0, macOS 10.9, tvOS 9.0, visionOS 1.0, *)
open class URLSessionDataTask: URLSessionTask, @unchecked Sendable {}

// foundation/urlsession: `class URLSession`, Sendable (iOS 7, macOS 10.9).
@available(iOS 7.0, macOS 10.9, tvOS 9.0, visionOS 1.0, *)
open class URLSession: NSObject, @unchecked Sendable {
  // .../urlsession/shared: `class var shared: URLSession { get }`
  open class var shared: URLSession { URLSession() }
  // .../urlsession/datatask(with:completionhandler:)-e6xv: `func
  // dataTask(with request: URLRequest, completionHandler: @escaping
  // @Sendable (Data?, URLResponse?, (any Error)?) -> Void) ->
  // URLSessionDataTask`
  @discardableResult
  open func dataTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask { URLSessionDataTask() }
}

// foundation/bundle: `class Bundle`, Sendable.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
open class Bundle: NSObject, @unchecked Sendable {
  // .../bundle/main: `class var main: Bundle { get }`
  open class var main: Bundle { Bundle() }
  // .../bundle/url(forresource:withextension:): `func url(forResource name:
  // String?, withExtension ext: String?) -> URL?` (iOS 4, macOS 10.6)
  @available(iOS 4.0, macOS 10.6, tvOS 9.0, visionOS 1.0, *)
  @discardableResult
  open func url(forResource name: String?, withExtension ext: String?) -> URL? { nil }
}

// foundation/userdefaults: `class UserDefaults`, Sendable.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
open class UserDefaults: NSObject, @unchecked Sendable {
  // .../userdefaults/standard: `class var standard: UserDefaults { get }`
  open class var standard: UserDefaults { UserDefaults() }
  // .../userdefaults/string(forkey:): `func string(forKey defaultName: String) -> String?`
  @discardableResult
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
