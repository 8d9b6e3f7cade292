// swift-format-ignore-file
// TYPE-CHECK AID, NOT APPLE'S FRAMEWORK. A declaration-only stand-in for the
// part of Core Animation (QuartzCore) the front ends use, written by this
// project from Apple's documentation, for scripts/typecheck-apple. Never
// linked into a product; the bodies are placeholders. Checked against the
// iOS 16.4 SDK (iPhoneOS16.5.sdk in the public theos/sdks repository):
// QuartzCore.framework's headers and QuartzCore.swiftinterface. Methods and
// C functions imported from Objective-C are `@discardableResult`, as the
// compiler imports them.
//
// Availability: each declaration carries the availability its page on
// developer.apple.com/documentation/quartzcore (noted beside it) gives for
// iOS, macOS, tvOS and visionOS; a member without its own `@available` is
// documented with its type's. Mac
// Catalyst inherits the iOS availability, as in Apple's own declarations
// (the pages' Mac Catalyst versions are the iOS ones, or 13.1, its first), so
// `macCatalyst` is written only where it differs. CADisplayLink exists on
// macOS only from 14, so any macOS code that names it must be too.

@_exported import Foundation

// developer.apple.com/documentation/quartzcore/calayer: `class CALayer`
// (not main-actor isolated).
@available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
open class CALayer: NSObject {
  public override init() {}
  // NSSecureCoding's init(coder:) (CALayer.h: `CALayer : NSObject
  // <NSSecureCoding, CAMediaTiming>`)
  public required init?(coder: NSCoder) {}
  // .../calayer/contents: var contents: Any?
  open var contents: Any? = nil
  // .../calayer/contentsrect: var contentsRect: CGRect (unit coordinates)
  open var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  // .../calayer/backgroundcolor: var backgroundColor: CGColor?
  open var backgroundColor: CGColor? = nil
  // .../calayer/opacity: var opacity: Float
  open var opacity: Float = 1
  // .../calayer/affinetransform(), setaffinetransform(_:) (a method imported
  // from Objective-C: its result may be ignored)
  @discardableResult
  open func affineTransform() -> CGAffineTransform { .identity }
  open func setAffineTransform(_ m: CGAffineTransform) {}
  // .../calayer/removeallanimations()
  open func removeAllAnimations() {}
  // The spec's transform, clip and style properties (CALayer.h in the iOS
  // 16.4 SDK; every page gives CALayer's availability, iOS 2, macOS 10.5,
  // tvOS 9, visionOS 1):
  // .../calayer/bounds, frame: var bounds: CGRect, var frame: CGRect
  open var bounds: CGRect = .zero
  open var frame: CGRect = .zero
  // .../calayer/anchorpoint: var anchorPoint: CGPoint (unit coordinates of
  // the bounds; CALayer.h: "'(0, 0)' is the bottom left corner of the
  // bounds rect" where y grows up, default (0.5, 0.5))
  open var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
  // .../calayer/transform: var transform: CATransform3D (about the anchor point)
  open var transform: CATransform3D = CATransform3D()
  // .../calayer/mask: var mask: CALayer? (CALayer.h: `__kindof CALayer *mask`;
  // a new mask must have no superlayer)
  open var mask: CALayer? = nil
  // .../calayer/cornerradius: var cornerRadius: CGFloat
  open var cornerRadius: CGFloat = 0
  // .../calayer/borderwidth, bordercolor: var borderWidth: CGFloat,
  // var borderColor: CGColor? (CALayer.h: inset from the bounds; default
  // opaque black)
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor? = nil
  // .../calayer/shadowopacity: var shadowOpacity: Float (default 0)
  open var shadowOpacity: Float = 0
  // .../calayer/shadowradius: var shadowRadius: CGFloat (default 3)
  open var shadowRadius: CGFloat = 3
  // .../calayer/shadowoffset: var shadowOffset: CGSize (default (0, -3))
  open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
  // .../calayer/shadowcolor: var shadowColor: CGColor? (default opaque black)
  open var shadowColor: CGColor? = nil
}

// developer.apple.com/documentation/quartzcore/cashapelayer
@available(iOS 3.0, macOS 10.6, tvOS 9.0, visionOS 1.0, *)
open class CAShapeLayer: CALayer {
  // .../cashapelayer/strokestart, strokeend: var strokeEnd: CGFloat { get set }
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1
}

// developer.apple.com/documentation/quartzcore/catransform3d
@available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
public struct CATransform3D: Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
  public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1
  public init() {}
}

// developer.apple.com/documentation/quartzcore/catransform3dmakeaffinetransform(_:)
// (Imported C functions' results may be ignored.)
@available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
@discardableResult
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D()
}

// developer.apple.com/documentation/quartzcore/catransaction
@available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
open class CATransaction: NSObject {
  open class func begin() {}
  open class func commit() {}
  // .../catransaction/setdisableactions(_:)
  open class func setDisableActions(_ flag: Bool) {}
}

// developer.apple.com/documentation/quartzcore/caframeraterange (iOS 15, macOS 12,
// tvOS 15, visionOS 1, Mac Catalyst 15): Equatable, Sendable. A C structure
// (CAFrameRateRange.h: `minimum`, `maximum`, and `preferred`, which the
// Swift overlay, QuartzCore.swiftinterface, makes optional with
// `init(minimum: Float, maximum: Float, preferred: Float? = nil)`).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
public struct CAFrameRateRange: Equatable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
  }
  // CAFrameRateRangeDefault, `CF_SWIFT_NAME(CAFrameRateRange.default)`
  public static var `default`: CAFrameRateRange { CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil) }
}

// developer.apple.com/documentation/quartzcore/cacurrentmediatime():
// `func CACurrentMediaTime() -> CFTimeInterval` (iOS 2, macOS 10.5), the
// time base of a display link's timestamps (its `duration` page subtracts
// one from `targetTimestamp`).
@available(iOS 2.0, macOS 10.5, tvOS 9.0, visionOS 1.0, *)
@discardableResult
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

// developer.apple.com/documentation/quartzcore/cadisplaylink: `class
// CADisplayLink` (iOS 3.1, macOS 14, tvOS 9, visionOS 1, Mac Catalyst 13.1;
// not Sendable, not main-actor isolated). Its init(target:selector:) takes a
// Selector, which exists only with the Objective-C runtime: only the
// selector glue calls it, and the check leaves that file out.
@available(iOS 3.1, macOS 14.0, tvOS 9.0, visionOS 1.0, *)
open class CADisplayLink: NSObject {
  // .../cadisplaylink/timestamp
  open var timestamp: CFTimeInterval { 0 }
  // .../cadisplaylink/targettimestamp (iOS 10, tvOS 10, macOS 14)
  @available(iOS 10.0, macOS 14.0, tvOS 10.0, visionOS 1.0, *)
  open var targetTimestamp: CFTimeInterval { 0 }
  // .../cadisplaylink/preferredframeraterange (iOS 15, macOS 14)
  @available(iOS 15.0, macOS 14.0, tvOS 15.0, visionOS 1.0, *)
  open var preferredFrameRateRange: CAFrameRateRange = .default
  open var isPaused: Bool = false
  // .../cadisplaylink/add(to:formode:)
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  // .../cadisplaylink/invalidate()
  open func invalidate() {}
}
