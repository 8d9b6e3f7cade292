// swift-format-ignore-file
// TYPE-CHECK AID, NOT APPLE'S FRAMEWORK. A declaration-only stand-in for the
// part of Core Graphics (and the Core Foundation types it carries) the
// front ends use, written by this project from Apple's documentation, so
// that scripts/typecheck-apple can type-check them for each Apple platform.
// Never linked into a product; the bodies are placeholders. Checked against
// the iOS 16.4 SDK (iPhoneOS16.5.sdk in the public theos/sdks repository):
// CoreGraphics.swiftinterface and CoreFoundation.swiftinterface; where the
// documentation is newer than that SDK, it is followed, as noted beside the
// declaration.
//
// Availability: each declaration carries the availability its page documents
// (developer.apple.com/documentation/<page>, noted beside it) on iOS, macOS,
// tvOS and visionOS; a member without its own `@available` is documented
// with its type's. Nearly everything here exists since each platform's first
// SDK: iOS 2, macOS 10.0, tvOS 9, visionOS 1 (the Core Foundation structures
// list of corefoundation/core-foundation-structures and each type's page). Mac
// Catalyst inherits the iOS availability, as in Apple's own declarations
// (the pages' Mac Catalyst versions are the iOS ones, or 13.1, its first), so
// `macCatalyst` is written only where it differs.

// corefoundation/cgfloat: `@frozen struct CGFloat`, the native Double on
// 64-bit platforms; BinaryFloatingPoint, Hashable, Sendable, Codable,
// CustomStringConvertible. Like Apple's, it converts implicitly to and from
// Double (the compiler keys that on the name CGFloat in this module). Its
// associated types, initializers and bit patterns are those of
// CoreFoundation.swiftinterface (iOS 16.4 SDK, where CGFloat is declared):
// `RawSignificand = UInt`, `significandBitPattern: UInt`, integers through
// the generic `init<T: BinaryInteger>(_:)`.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
@frozen public struct CGFloat: BinaryFloatingPoint, Sendable, Codable, CustomStringConvertible {
  public typealias NativeType = Double
  public typealias RawSignificand = UInt
  public typealias RawExponent = UInt
  public typealias Exponent = Int
  public typealias Magnitude = CGFloat
  public typealias Stride = CGFloat
  public typealias FloatLiteralType = Double
  public typealias IntegerLiteralType = Int

  public var native: Double
  public init() { native = 0 }
  public init(_ native: Double) { self.native = native }
  public init(_ value: Float) { native = Double(value) }
  public init(_ value: CGFloat) { native = value.native }
  public init<Source: BinaryInteger>(_ value: Source) { native = Double(value) }
  public init?<Source: BinaryInteger>(exactly value: Source) {
    guard let native = Double(exactly: value) else { return nil }
    self.native = native
  }
  public init(floatLiteral value: Double) { native = value }
  public init(integerLiteral value: Int) { native = Double(value) }
  public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) {
    native = Double(sign: sign, exponent: exponent, significand: significand.native)
  }
  public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt) {
    native = Double(sign: sign, exponentBitPattern: exponentBitPattern, significandBitPattern: UInt64(significandBitPattern))
  }
  public init(nan payload: RawSignificand, signaling: Bool) {
    native = Double(nan: UInt64(payload), signaling: signaling)
  }
  public init(bitPattern: UInt) { native = Double(bitPattern: UInt64(bitPattern)) }

  public static var exponentBitCount: Int { Double.exponentBitCount }
  public static var significandBitCount: Int { Double.significandBitCount }
  public static var nan: CGFloat { CGFloat(Double.nan) }
  public static var signalingNaN: CGFloat { CGFloat(Double.signalingNaN) }
  public static var infinity: CGFloat { CGFloat(Double.infinity) }
  public static var greatestFiniteMagnitude: CGFloat { CGFloat(Double.greatestFiniteMagnitude) }
  public static var pi: CGFloat { CGFloat(Double.pi) }
  public static var leastNormalMagnitude: CGFloat { CGFloat(Double.leastNormalMagnitude) }
  public static var leastNonzeroMagnitude: CGFloat { CGFloat(Double.leastNonzeroMagnitude) }

  public var exponentBitPattern: UInt { native.exponentBitPattern }
  public var significandBitPattern: UInt { UInt(native.significandBitPattern) }
  public var bitPattern: UInt { UInt(native.bitPattern) }
  public var binade: CGFloat { CGFloat(native.binade) }
  public var significandWidth: Int { native.significandWidth }
  public var ulp: CGFloat { CGFloat(native.ulp) }
  public var sign: FloatingPointSign { native.sign }
  public var exponent: Int { native.exponent }
  public var significand: CGFloat { CGFloat(native.significand) }
  public var magnitude: CGFloat { CGFloat(native.magnitude) }
  public var nextUp: CGFloat { CGFloat(native.nextUp) }
  public var isNormal: Bool { native.isNormal }
  public var isFinite: Bool { native.isFinite }
  public var isZero: Bool { native.isZero }
  public var isSubnormal: Bool { native.isSubnormal }
  public var isInfinite: Bool { native.isInfinite }
  public var isNaN: Bool { native.isNaN }
  public var isSignalingNaN: Bool { native.isSignalingNaN }
  public var isCanonical: Bool { native.isCanonical }
  public var description: String { native.description }

  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
  public static func += (lhs: inout CGFloat, rhs: CGFloat) { lhs.native += rhs.native }
  public static func -= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native -= rhs.native }
  public static func *= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native *= rhs.native }
  public static func /= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native /= rhs.native }
  public mutating func formRemainder(dividingBy other: CGFloat) { native.formRemainder(dividingBy: other.native) }
  public mutating func formTruncatingRemainder(dividingBy other: CGFloat) { native.formTruncatingRemainder(dividingBy: other.native) }
  public mutating func formSquareRoot() { native.formSquareRoot() }
  public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) { native.addProduct(lhs.native, rhs.native) }
  public mutating func round(_ rule: FloatingPointRoundingRule) { native.round(rule) }
  public func isEqual(to other: CGFloat) -> Bool { native.isEqual(to: other.native) }
  public func isLess(than other: CGFloat) -> Bool { native.isLess(than: other.native) }
  public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool { native.isLessThanOrEqualTo(other.native) }
  public func isTotallyOrdered(belowOrEqualTo other: CGFloat) -> Bool { native.isTotallyOrdered(belowOrEqualTo: other.native) }
  public func distance(to other: CGFloat) -> CGFloat { CGFloat(native.distance(to: other.native)) }
  public func advanced(by amount: CGFloat) -> CGFloat { CGFloat(native.advanced(by: amount.native)) }
}

extension Double {
  // corefoundation/cgfloat: Double.init(_: CGFloat), from the same overlay.
  @available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
  public init(_ other: CGFloat) { self = other.native }
}

extension Float {
  @available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
  public init(_ other: CGFloat) { self = Float(other.native) }
}

// corefoundation/cgpoint: `struct CGPoint`, Equatable, Hashable, Sendable;
// Codable (CoreGraphics.swiftinterface). Hashable is the current
// documentation's: the iOS 16.4 SDK has Equatable only.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public struct CGPoint: Hashable, Sendable, Codable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { x = 0; y = 0 }
  public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
  public init(x: Double, y: Double) { self.x = CGFloat(x); self.y = CGFloat(y) }
  public init(x: Int, y: Int) { self.x = CGFloat(x); self.y = CGFloat(y) }
  // .../cgpoint/zero
  public static var zero: CGPoint { CGPoint() }
}

// corefoundation/cgsize: `struct CGSize`, Equatable, Hashable, Sendable,
// Codable (as CGPoint).
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public struct CGSize: Hashable, Sendable, Codable {
  public var width: CGFloat
  public var height: CGFloat
  public init() { width = 0; height = 0 }
  public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
  public init(width: Double, height: Double) { self.width = CGFloat(width); self.height = CGFloat(height) }
  public init(width: Int, height: Int) { self.width = CGFloat(width); self.height = CGFloat(height) }
  public static var zero: CGSize { CGSize() }
}

// corefoundation/cgrect: `struct CGRect`, Equatable, Hashable, Sendable,
// Codable (as CGPoint).
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public struct CGRect: Hashable, Sendable, Codable {
  public var origin: CGPoint
  public var size: CGSize
  public init() { origin = .zero; size = .zero }
  public init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    origin = CGPoint(x: x, y: y); size = CGSize(width: width, height: height)
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = CGPoint(x: x, y: y); size = CGSize(width: width, height: height)
  }
  public init(x: Int, y: Int, width: Int, height: Int) {
    origin = CGPoint(x: x, y: y); size = CGSize(width: width, height: height)
  }
  public static var zero: CGRect { CGRect() }
  // .../cgrect/width, height, minx, miny, maxx, maxy, midx, midy (for a
  // standardized rectangle; placeholders here)
  public var width: CGFloat { size.width }
  public var height: CGFloat { size.height }
  public var minX: CGFloat { origin.x }
  public var minY: CGFloat { origin.y }
  public var maxX: CGFloat { origin.x + size.width }
  public var maxY: CGFloat { origin.y + size.height }
  public var midX: CGFloat { origin.x + size.width / 2 }
  public var midY: CGFloat { origin.y + size.height / 2 }
  // .../cgrect/isempty: true for a zero width or height, or the null rectangle
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }
}

// corefoundation/cgaffinetransform: `struct CGAffineTransform`, Equatable,
// Sendable, Codable (CoreGraphics.swiftinterface).
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public struct CGAffineTransform: Equatable, Sendable, Codable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
  // The zero initializer every imported C structure has.
  public init() { a = 0; b = 0; c = 0; d = 0; tx = 0; ty = 0 }
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
  }
  // .../cgaffinetransform/init(translationx:y:)
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }
  // .../cgaffinetransform/identity
  public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
}

// coregraphics/cgimage: `class CGImage`, a Core Foundation type; Sendable,
// as CGImages are immutable (CoreGraphics.swiftinterface: `extension CGImage
// : @unchecked Sendable`).
@available(iOS 2.0, macOS 10.0, tvOS 9.0, visionOS 1.0, *)
public final class CGImage: @unchecked Sendable {
  init() {}
}

// coregraphics/cgcolor: `class CGColor`, Sendable (Core Graphics colours are
// immutable and thread-safe; CoreGraphics.swiftinterface: `extension
// CGColor : @unchecked Sendable`).
@available(iOS 2.0, macOS 10.3, tvOS 9.0, visionOS 1.0, *)
public final class CGColor: @unchecked Sendable {
  // .../cgcolor/init(srgbred:green:blue:alpha:) (iOS 13, macOS 10.15, tvOS 13)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
}

// corefoundation/cftimeinterval: `typealias CFTimeInterval = Double`.
public typealias CFTimeInterval = Double
