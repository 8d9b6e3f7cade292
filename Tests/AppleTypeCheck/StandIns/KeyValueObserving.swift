// swift-format-ignore-file
// TYPE-CHECK AID, NOT APPLE'S FRAMEWORK. Foundation's key-value observing
// (the Swift overlay's block-based form), written by this project from
// Apple's documentation and checked against the iOS 16.4 SDK's
// Foundation.swiftinterface, for scripts/typecheck-apple; Foundation.swift
// re-exports it, so `import Foundation` (and UIKit, AppKit) sees it as on
// Apple platforms. Never linked into a product.
//
// Why a module of its own: the compiler warns when a key path passed to
// Foundation's `observe` names a property that is not `@objc dynamic`, and
// recognises that method by its module's name. Every UIKit and AppKit
// property is Objective-C, so the warning never fires for them in Xcode;
// the stand-ins' properties cannot be `@objc` here (the passes compile
// without Objective-C interop), so in a module named Foundation the
// warning would fire on every observation of a stand-in property. The cost:
// observing a Swift property that is not `@objc dynamic` goes unwarned
// here. The other cost: this module comes before Foundation, where NSObject
// must be (the compiler treats overrides of NSObject's init() specially
// only in a module named Foundation or ObjectiveC), so
// NSKeyValueObservation is not an NSObject here as it is in Apple's.
//
// Availability: as in the other stand-ins, each declaration carries its
// page's (developer.apple.com/documentation/<page>, noted beside it); Mac
// Catalyst inherits the iOS availability.

// --- Key-value observing, the Swift overlay's block-based form
// (Foundation.swiftinterface).
// objectivec/nsobject-swift.class/observe(_:options:changehandler:):
// `@preconcurrency func observe<Value>(_ keyPath: KeyPath<Self, Value>,
// options: NSKeyValueObservingOptions = [], changeHandler: @escaping
// @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) ->
// NSKeyValueObservation` on every NSObject (via _KeyValueCodingAndObserving).

// foundation/nskeyvalueobservation (iOS 8, macOS 10.10, tvOS 9, visionOS 1):
// `@objc(_NSKeyValueObservation) class NSKeyValueObservation`, a class
// without public initializers (Foundation.swiftinterface:
// `@_hasMissingDesignatedInitializers ... public class NSKeyValueObservation
// : ObjectiveC.NSObject`; not an NSObject here, see above).
@available(iOS 8.0, macOS 10.10, tvOS 9.0, visionOS 1.0, *)
public class NSKeyValueObservation {
  init(_ placeholder: Void) {}
  // .../nskeyvalueobservation/invalidate(): `@objc func invalidate()`
  public func invalidate() {}
}

// Foundation.swiftinterface: `@available(macOS 13.0, iOS 16.0, tvOS 16.0,
// watchOS 9.0, *) extension NSKeyValueObservation : @unchecked Sendable`:
// below those versions an observation is not Sendable.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
extension NSKeyValueObservation: @unchecked Sendable {}

// foundation/nskeyvalueobservingoptions: `struct NSKeyValueObservingOptions`
// (NSKeyValueObserving.h: NS_OPTIONS, new 0x01, old 0x02, initial 0x04, prior 0x08)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
  public static let initial = NSKeyValueObservingOptions(rawValue: 4)
  public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

// foundation/nskeyvaluechange: `enum NSKeyValueChange : UInt`
// (NSKeyValueObserving.h: NS_ENUM, setting 1, insertion 2, removal 3, replacement 4)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1, insertion, removal, replacement
}

// foundation/nskeyvalueobservedchange (iOS 8, macOS 10.10): `struct
// NSKeyValueObservedChange<Value>`, Sendable where Value is
// (Foundation.swiftinterface). Its `indexes: IndexSet?` is left out.
@available(iOS 8.0, macOS 10.10, tvOS 9.0, visionOS 1.0, *)
public struct NSKeyValueObservedChange<Value> {
  public typealias Kind = NSKeyValueChange
  public let kind: Kind
  public let newValue: Value?
  public let oldValue: Value?
  public let isPrior: Bool
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, visionOS 1.0, *)
extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

public protocol _KeyValueCodingAndObserving {}
@available(iOS 8.0, macOS 10.10, tvOS 9.0, visionOS 1.0, *)
extension _KeyValueCodingAndObserving {
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    NSKeyValueObservation(())
  }
}
