// swift-format-ignore-file
// TYPE-CHECK AID, NOT APPLE'S FRAMEWORK. Foundation's key-value observing
// (the Swift overlay's block-based form), written by this project from
// Apple's documentation, for scripts/typecheck-apple; Foundation.swift
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
// here.

// --- Key-value observing, the Swift overlay's block-based form.
// objectivec/nsobject-swift.class/observe(_:options:changehandler:):
// `@preconcurrency func observe<Value>(_ keyPath: KeyPath<Self, Value>,
// options: NSKeyValueObservingOptions = [], changeHandler: @escaping
// @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) ->
// NSKeyValueObservation` on every NSObject (via _KeyValueCodingAndObserving).

// foundation/nskeyvalueobservation: `class NSKeyValueObservation`, Sendable
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public final class NSKeyValueObservation: @unchecked Sendable {
  public func invalidate() {}
}

// foundation/nskeyvalueobservingoptions: `struct NSKeyValueObservingOptions`
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
  public static let initial = NSKeyValueObservingOptions(rawValue: 4)
}

// foundation/nskeyvalueobservedchange: `struct NSKeyValueObservedChange<Value>`
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public struct NSKeyValueObservedChange<Value> {
  public let newValue: Value?
  public let oldValue: Value?
}

public protocol _KeyValueCodingAndObserving {}
extension _KeyValueCodingAndObserving {
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    NSKeyValueObservation()
  }
}
