// swift-format-ignore-file
// TYPE-CHECK AID, NOT APPLE'S FRAMEWORK. A declaration-only stand-in for the
// part of Core Graphics the front ends use, written by this project from
// Apple's documented signatures (docs listed per declaration), so that
// scripts/typecheck-apple can type-check the front ends on Linux. Never
// linked into a product; the bodies are placeholders that do nothing.
//
// Linux Foundation already has CGFloat, CGPoint, CGSize and CGRect, so this
// module re-exports it and declares only what is missing.

@_exported import Foundation

// developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
  }
  // .../cgaffinetransform/init(translationx:y:)
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }
  public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
}

// developer.apple.com/documentation/coregraphics/cgimage
public final class CGImage {
  init() {}
}

// developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor: @unchecked Sendable {
  // .../cgcolor/init(srgbred:green:blue:alpha:)
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
}

// developer.apple.com/documentation/corefoundation/cfabsolutetime
public typealias CFTimeInterval = Double

// --- Foundation's key-value observing (Swift overlay), which Linux
// Foundation lacks. Declared here because every other stand-in re-exports
// this module. developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:):
// @preconcurrency func observe<Value>(_ keyPath: KeyPath<Self, Value>,
//   options: NSKeyValueObservingOptions = [],
//   changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation

// developer.apple.com/documentation/foundation/nskeyvalueobservation
public final class NSKeyValueObservation: NSObject {
  public func invalidate() {}
}

// developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
  public static let initial = NSKeyValueObservingOptions(rawValue: 4)
}

// developer.apple.com/documentation/foundation/nskeyvalueobservedchange
public struct NSKeyValueObservedChange<Value> {
  public let newValue: Value?
  public let oldValue: Value?
}

public protocol _KeyValueCodingAndObserving {}
extension NSObject: _KeyValueCodingAndObserving {}
extension _KeyValueCodingAndObserving {
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    NSKeyValueObservation()
  }
}
