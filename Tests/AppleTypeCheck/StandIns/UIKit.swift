// swift-format-ignore-file
// TYPE-CHECK AID, NOT APPLE'S FRAMEWORK. A declaration-only stand-in for the
// part of UIKit the front ends (and the documentation's UIKit snippets) use,
// written by this project from Apple's documentation, for
// scripts/typecheck-apple. Never linked into a product; the bodies are
// placeholders. scripts/typecheck-apple compiles it for the iOS, tvOS,
// visionOS and Mac Catalyst passes (UIKit's platforms), never for macOS.
//
// Checked against the iOS 16.4 SDK (iPhoneOS16.5.sdk in the public
// theos/sdks repository): UIKit.framework's headers and
// UIKit.swiftinterface. As there, the delegate, trait and transition
// protocols refine NSObjectProtocol, so only an NSObject adopts them, and
// carry their required members; Objective-C `@optional` members are
// requirements with default bodies (see UIScrollViewDelegate); classes have
// the designated initializers the headers mark, NSCoding's init(coder:)
// among them; `null_resettable` properties are implicitly unwrapped; what a
// subclass may override is in the class, not an extension; methods imported
// from Objective-C are `@discardableResult`, as the compiler imports them.
// API from iOS 17 on, and concurrency annotations added since, follow the
// documentation.
//
// Availability: each declaration carries the availability its page on
// developer.apple.com/documentation/uikit (noted beside it) gives for iOS,
// tvOS and visionOS; where a page gives no tvOS version ("tvOS ?+"),
// UIKit's headers declare it for iOS only, which tvOS has from tvOS 9. A
// member without its own `@available` is documented with its type's. Mac
// Catalyst inherits the iOS availability, as in Apple's own declarations
// (the pages' Mac Catalyst versions are the iOS ones, or 13.1, its first), so
// `macCatalyst` is written only where it differs. What a platform lacks is
// marked unavailable there: `isPagingEnabled` on tvOS (UIScrollView.h,
// iPhoneOS17.4.sdk: `pagingEnabled API_UNAVAILABLE(tvos)`), UIUpdateLink
// and its types on Mac Catalyst (their pages list iOS, iPadOS, tvOS and
// visionOS only).
// Isolation follows the documentation: UIResponder and its subclasses,
// UIViewPropertyAnimator, UIUpdateLink and the delegate and transition
// protocols are @MainActor; UIColor, UIImage and UITraitCollection are
// Sendable.

@_exported import QuartzCore

// developer.apple.com/documentation/uikit/uiedgeinsets: a C structure
// (UIGeometry.h, NS_SWIFT_SENDABLE); Equatable and Codable
// (UIKit.swiftinterface)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
public struct UIEdgeInsets: Equatable, Sendable, Codable {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  public init() { top = 0; left = 0; bottom = 0; right = 0 }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top; self.left = left; self.bottom = bottom; self.right = right
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// developer.apple.com/documentation/uikit/uicolor
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
open class UIColor: NSObject, @unchecked Sendable {
  // .../uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  // NSSecureCoding's init(coder:) (UIColor.h: `UIColor : NSObject
  // <NSSecureCoding, NSCopying>`), required of a subclass that adds an initializer
  public required init?(coder: NSCoder) {}
  open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}

// developer.apple.com/documentation/uikit/uiimage
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
open class UIImage: NSObject, @unchecked Sendable {
  public override init() {}
  // NSSecureCoding's init(coder:) (UIImage.h)
  public required init?(coder: NSCoder) {}
  // .../uiimage/size, cgimage
  open var size: CGSize { .zero }
  open var cgImage: CGImage? { nil }
}

// developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIResponder: NSObject {
  public override init() {}
}

// developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIView: UIResponder {
  // .../uiview/init(frame:), init(coder:)
  public init(frame: CGRect) {}
  public required init?(coder: NSCoder) {}
  // UIView() is NSObject's init(), which UIView implements as init(frame: .zero).
  public convenience override init() { self.init(frame: .zero) }
  open var frame: CGRect = .zero
  open var bounds: CGRect = .zero
  open var center: CGPoint = .zero
  open var alpha: CGFloat = 1
  open var transform: CGAffineTransform = .identity
  open var backgroundColor: UIColor? = nil
  open var clipsToBounds: Bool = false
  // .../uiview/contentmode-swift.property: var contentMode: UIView.ContentMode { get set }
  open var contentMode: ContentMode = .scaleToFill
  // .../uiaccessibilityidentification/accessibilityidentifier (iOS 5)
  @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
  open var accessibilityIdentifier: String? = nil
  // .../uiview/effectiveuserinterfacelayoutdirection: var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get } (iOS 10)
  @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  // .../uiview/layer: var layer: CALayer { get }
  open var layer: CALayer { CALayer() }
  open var superview: UIView? { nil }
  open var window: UIWindow? { nil }
  open var subviews: [UIView] { [] }
  open func addSubview(_ view: UIView) {}
  // .../uiview/convert(_:to:)-1xizt: func convert(_ point: CGPoint, to view: UIView?) -> CGPoint
  // (Methods imported from Objective-C: their results may be ignored.)
  @discardableResult
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
  // .../uiview/convert(_:to:)-2kf3d
  @discardableResult
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
  open func layoutIfNeeded() {}
  open func layoutSubviews() {}
  // UITraitEnvironment's requirements (UITraitCollection.h), which UIView
  // adopts (UIView.h): .../uitraitenvironment/traitcollection (iOS 8) and
  // .../uitraitenvironment/traitcollectiondidchange(_:) (iOS 8, deprecated
  // in iOS 17, tvOS 17 and visionOS 1).
  @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
  open var traitCollection: UITraitCollection { UITraitCollection() }
  @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
  @available(tvOS, introduced: 9.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
  @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  // Example app: .../uiview/autoresizingmask-swift.property: var autoresizingMask: UIView.AutoresizingMask { get set } (iOS 2)
  open var autoresizingMask: AutoresizingMask = []
  // The spec's properties: .../uiview/transform3d: var transform3D:
  // CATransform3D (iOS 13, tvOS 13, visionOS 1; UIView.h:
  // `API_AVAILABLE(ios(13.0),tvos(13.0))`)
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  open var transform3D: CATransform3D = CATransform3D()
  // .../uiview/tintcolor: var tintColor: UIColor! (iOS 7; UIView.h:
  // `null_resettable`, "always returns a color": the first non-default one
  // up the superview chain)
  @available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
  open var tintColor: UIColor! = nil
  // .../uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:) (iOS 17):
  // @discardableResult @MainActor func registerForTraitChanges<TraitEnvironment>(_ traits: [UITrait],
  //   handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration
  //   where TraitEnvironment : UITraitEnvironment; TraitChangeHandler<T> = (T, UITraitCollection) -> Void
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration { TraitChangeRegistrationStandIn() }
}

@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
extension UIView: UITraitEnvironment {}

// developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection: enum UIUserInterfaceLayoutDirection (Int)
@available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable { case leftToRight, rightToLeft }

// developer.apple.com/documentation/uikit/uiaccessibility
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
public enum UIAccessibility {
  // .../uiaccessibility/isreducemotionenabled: @MainActor static var isReduceMotionEnabled: Bool { get } (iOS 8)
  @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
  @MainActor public static var isReduceMotionEnabled: Bool { false }
  // UIAccessibilityReduceMotionStatusDidChangeNotification (iOS 8), Swift's
  // UIAccessibility.reduceMotionStatusDidChangeNotification: static let
  // reduceMotionStatusDidChangeNotification: NSNotification.Name, posted on
  // the default center without userInfo. Its own page was not in the
  // documentation store searched; the name and availability are the SDK
  // header's (UIAccessibility.h, NS_AVAILABLE_IOS(8_0)), and the default
  // center is what the isReduceMotionEnabled page's WatchKit twin
  // (.../watchkit/wkaccessibilityreducemotionstatusdidchangenotification) documents.
  @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}

// developer.apple.com/documentation/uikit/uitraitdefinition-64c15: protocol UITraitDefinition (iOS 17);
// `defaultValue` is the one requirement without a default (its page: "Defining
// defaultValue is the minimum requirement to conform to this protocol").
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
public protocol UITraitDefinition {
  // .../uitraitdefinition-64c15/value, defaultvalue: static var defaultValue: Self.Value { get }
  associatedtype Value
  static var defaultValue: Value { get }
  // .../identifier, name, affectscolorappearance: static var ...: String / Bool { get }
  static var identifier: String { get }
  static var name: String { get }
  static var affectsColorAppearance: Bool { get }
}
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
extension UITraitDefinition {
  public static var identifier: String { "" }
  public static var name: String { "" }
  public static var affectsColorAppearance: Bool { false }
}
// developer.apple.com/documentation/uikit/uitrait-9423: typealias UITrait = any UITraitDefinition.Type (iOS 17)
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
public typealias UITrait = any UITraitDefinition.Type
// developer.apple.com/documentation/uikit/uitraitlayoutdirection: struct UITraitLayoutDirection (iOS 17),
// its Value UITraitEnvironmentLayoutDirection
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
public struct UITraitLayoutDirection: UITraitDefinition {
  public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}
// developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection:
// enum UITraitEnvironmentLayoutDirection : Int (iOS 10; UIInterface.h)
@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1, leftToRight = 0, rightToLeft = 1
}
// developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
  // UITraitCollection.h: init and init(coder:) are its designated initializers
  public override init() {}
  public required init?(coder: NSCoder) {}
}
// developer.apple.com/documentation/uikit/uitraitenvironment: @MainActor protocol UITraitEnvironment : NSObjectProtocol,
// both members required (UITraitCollection.h: `@protocol UITraitEnvironment <NSObject>`)
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
  // .../uitraitenvironment/traitcollection: var traitCollection: UITraitCollection { get }
  var traitCollection: UITraitCollection { get }
  // .../uitraitenvironment/traitcollectiondidchange(_:): iOS 8-17, Mac Catalyst 13.1-17, visionOS 1-1
  @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
  @available(tvOS, introduced: 9.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
  @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
// developer.apple.com/documentation/uikit/uitraitchangeregistration: protocol UITraitChangeRegistration : NSObjectProtocol (iOS 17)
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
public protocol UITraitChangeRegistration: NSObjectProtocol {}
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
final class TraitChangeRegistrationStandIn: NSObject, UITraitChangeRegistration {}

// developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIWindow: UIView {}

// developer.apple.com/documentation/uikit/uigesturerecognizer
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIGestureRecognizer: NSObject {
  // .../uigesturerecognizer/state-swift.enum (UIGestureRecognizer.h): `recognized` is `ended`
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static var recognized: State { .ended }
  }
  open var state: State { .possible }
}

// developer.apple.com/documentation/uikit/uipangesturerecognizer
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  // .../uipangesturerecognizer/velocity(in:): points per second
  @discardableResult
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

// developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIScrollView: UIView {
  open var contentOffset: CGPoint = .zero
  open var contentSize: CGSize = .zero
  open var contentInset: UIEdgeInsets = .zero
  // .../uiscrollview/adjustedcontentinset: { get } (iOS 11)
  @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
  open var adjustedContentInset: UIEdgeInsets { .zero }
  // .../uiscrollview/istracking, isdragging: { get }
  open var isTracking: Bool { false }
  open var isDragging: Bool { false }
  // .../uiscrollview/isdecelerating: var isDecelerating: Bool { get } (iOS 2)
  open var isDecelerating: Bool { false }
  // .../uiscrollview/ispagingenabled: iOS 2, Mac Catalyst 13.1, visionOS 1 and
  // not tvOS (UIScrollView.h: `pagingEnabled API_UNAVAILABLE(tvos)`)
  // (A computed property here: Swift allows no unavailable stored one.)
  @available(tvOS, unavailable)
  open var isPagingEnabled: Bool { get { false } set {} }
  // .../uiscrollview/decelerationrate-swift.property: `var decelerationRate:
  // UIScrollView.DecelerationRate { get set }` (iOS 3; tvOS, visionOS 1,
  // Mac Catalyst 13.1)
  @available(iOS 3.0, tvOS 9.0, visionOS 1.0, *)
  open var decelerationRate: DecelerationRate = .normal
  // .../uiscrollview/decelerationrate-swift.struct: `.normal`, `.fast`
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
  // .../uiscrollview/showshorizontalscrollindicator: var showsHorizontalScrollIndicator: Bool { get set }
  open var showsHorizontalScrollIndicator: Bool = true
  open weak var delegate: (any UIScrollViewDelegate)?
  // .../uiscrollview/pangesturerecognizer (iOS 5)
  @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
  open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer() }
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}

// developer.apple.com/documentation/uikit/uiscrollviewdelegate:
// @MainActor protocol UIScrollViewDelegate : NSObjectProtocol
// (UIScrollView.h: `NS_SWIFT_UI_ACTOR @protocol UIScrollViewDelegate<NSObject>`),
// so only an NSObject can adopt it. Its members are all `@optional`: the
// passes compile without Objective-C interop, where Swift has no optional
// requirements, so a protocol extension gives default bodies here (a
// conforming type may leave any out, as in Xcode; unlike Xcode, a call
// through the protocol needs no `?`).
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  // .../uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset(_:) (iOS 11, tvOS 11)
  @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  // .../scrollviewwillenddragging(_:withvelocity:targetcontentoffset:): velocity
  // in points per millisecond (iOS 5; tvOS, visionOS 1, Mac Catalyst 13.1)
  @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
}
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
}

// developer.apple.com/documentation/uikit/uiimageview
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIImageView: UIView {
  // UIImageView.h marks no designated initializer, so UIView's stay
  // available beside init(image:).
  public init(image: UIImage?) { super.init(frame: .zero) }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var image: UIImage? = nil
}

// developer.apple.com/documentation/uikit/uilabel
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UILabel: UIView {
  open var text: String? = nil
  // UILabel.h: `@property(null_resettable, nonatomic,strong) UIColor
  // *textColor`: set nil to restore the default, never read as nil.
  open var textColor: UIColor! = nil
  // Example app (Examples/AppleApp/Sources/ScrollMotionExamplesApp); in the
  // class, as Objective-C properties can be overridden:
  // .../uilabel/textalignment: var textAlignment: NSTextAlignment { get set } (iOS 2)
  open var textAlignment: NSTextAlignment = .natural
  // .../uilabel/numberoflines: var numberOfLines: Int { get set } (iOS 2); 0 is as many as needed
  open var numberOfLines: Int = 1
}


// developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum and
// .../uiview/animationcurve (both iOS 2, tvOS 9)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
extension UIView {
  // developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum: enum ContentMode : Int
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }
  public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }
}

// developer.apple.com/documentation/uikit/uiviewpropertyanimator (iOS 10)
@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
@MainActor open class UIViewPropertyAnimator: NSObject {
  // convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil)
  // (designated here: UIKit's designated init(duration:timingParameters:)
  // takes a UITimingCurveProvider, which nothing here uses; only a subclass
  // would see the difference)
  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {}
  // var fractionComplete: CGFloat (settable while paused)
  open var fractionComplete: CGFloat = 0
  // var pausesOnCompletion: Bool (iOS 11)
  @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
  open var pausesOnCompletion: Bool = false
  open func pauseAnimation() {}
  // .../uiviewanimating/stopanimation(_:): func stopAnimation(_ withoutFinishing: Bool)
  // (UIViewAnimating, iOS 10; a paused animator must be stopped before it is released)
  open func stopAnimation(_ withoutFinishing: Bool) {}
}

// developer.apple.com/documentation/uikit/uimodalpresentationstyle: enum
// UIModalPresentationStyle : Int (UIViewController.h; tvOS's
// blurOverFullScreen is left out)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  @available(tvOS, unavailable) case pageSheet = 1
  @available(tvOS, unavailable) case formSheet = 2
  case currentContext = 3, custom = 4, overFullScreen = 5, overCurrentContext = 6
  @available(tvOS, unavailable) case popover = 7
  case none = -1
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *) case automatic = -2
}

// developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
// and .../uitransitioncontextviewkey: NS_TYPED_ENUM strings
// (UIViewControllerTransitioning.h: `.from`, `.to`, iOS 7 and iOS 8)
@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

// developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext:
// @MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol
// (UIViewControllerTransitionCoordinator.h: `NS_SWIFT_UI_ACTOR @protocol
// UIViewControllerTransitionCoordinatorContext <NSObject>`), every member
// required. Results of methods imported from Objective-C may be ignored.
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  var isAnimated: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var initiallyInteractive: Bool { get }
  // .../isinterruptible (iOS 10)
  @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
  var isInterruptible: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
  var completionVelocity: CGFloat { get }
  var completionCurve: UIView.AnimationCurve { get }
  // .../viewcontroller(forkey:): func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  @discardableResult
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  // .../view(forkey:): func view(forKey key: UITransitionContextViewKey) -> UIView?
  @discardableResult
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  var containerView: UIView { get }
  var targetTransform: CGAffineTransform { get }
}

// developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator:
// @MainActor protocol UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext,
// every member required (UIViewControllerTransitionCoordinator.h). The
// closures are neither @Sendable nor main-actor isolated, as documented.
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  // .../animate(alongsidetransition:completion:)
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  // .../animatealongsidetransition(in:animation:completion:)
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  // .../notifywheninteractionends(_:): deprecated in iOS 10 for notifyWhenInteractionChanges(_:)
  @available(iOS, introduced: 8.0, deprecated: 10.0, renamed: "notifyWhenInteractionChanges(_:)")
  @available(tvOS, introduced: 9.0, deprecated: 10.0, renamed: "notifyWhenInteractionChanges(_:)")
  func notifyWhenInteractionEnds(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
  // .../notifywheninteractionchanges(_:) (iOS 10)
  @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

// The documented signatures give `completion` a default of nil; a Swift
// protocol requirement cannot, so the stand-in adds the forms without it.
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
extension UIViewControllerTransitionCoordinator {
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: nil)
  }
}

// developer.apple.com/documentation/uikit/uiupdateactionphase (iOS 18)
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@available(macCatalyst, unavailable)
@MainActor open class UIUpdateActionPhase: NSObject {
  // .../uiupdateactionphase/beforecadisplaylinkdispatch
  open class var beforeCADisplayLinkDispatch: UIUpdateActionPhase { UIUpdateActionPhase() }
}

// developer.apple.com/documentation/uikit/uiupdateinfo (iOS 18): @MainActor class UIUpdateInfo
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@available(macCatalyst, unavailable)
@MainActor open class UIUpdateInfo: NSObject {
  // .../uiupdateinfo/modeltime, estimatedpresentationtime: TimeInterval { get }
  open var modelTime: TimeInterval { 0 }
  open var estimatedPresentationTime: TimeInterval { 0 }
}

// developer.apple.com/documentation/uikit/uiupdatelink (iOS 18): @MainActor class UIUpdateLink
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@available(macCatalyst, unavailable)
@MainActor open class UIUpdateLink: NSObject {
  // init(view: UIView)
  public init(view: UIView) {}
  // func addAction(to phase: UIUpdateActionPhase, handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void)
  open func addAction(to phase: UIUpdateActionPhase, handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {}
  open var isEnabled: Bool = false
  // .../uiupdatelink/requirescontinuousupdates
  open var requiresContinuousUpdates: Bool = false
}

// developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIViewController: UIResponder {
  // .../uiviewcontroller/init(nibname:bundle:) and init(coder:), its
  // designated initializers (UIViewController.h); UIViewController() is
  // NSObject's init(), which UIViewController implements as
  // init(nibName: nil, bundle: nil).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public required init?(coder: NSCoder) {}
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  // .../uiviewcontroller/view: `var view: UIView! { get set }`
  // (UIViewController.h: `@property(null_resettable, nonatomic,strong) UIView *view`)
  open var view: UIView! { get { nil } set {} }
  open func viewDidLoad() {}
  // .../uiviewcontroller/viewwillappear(_:): func viewWillAppear(_ animated: Bool) (iOS 2)
  open func viewWillAppear(_ animated: Bool) {}
  // .../uiviewcontroller/viewdiddisappear(_:): func viewDidDisappear(_ animated: Bool) (iOS 2)
  open func viewDidDisappear(_ animated: Bool) {}
  // .../uiviewcontroller/viewdidlayoutsubviews() (iOS 5)
  @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
  open func viewDidLayoutSubviews() {}
  // .../uicontentcontainer/viewwilltransition(to:with:) (iOS 8)
  @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
  // UITraitEnvironment's requirements, which UIViewController adopts
  // (UIViewController.h); as UIView's.
  @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
  open var traitCollection: UITraitCollection { UITraitCollection() }
  @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
  @available(tvOS, introduced: 9.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
  @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  // Example app: .../uiviewcontroller/isviewloaded: var isViewLoaded: Bool { get } (iOS 3)
  @available(iOS 3.0, tvOS 9.0, visionOS 1.0, *)
  open var isViewLoaded: Bool { false }
}

@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
extension UIViewController: UITraitEnvironment {}

// MARK: - The example app (Examples/AppleApp/Sources/ScrollMotionExamplesApp)
// What the example app uses to lay the screens out and fill them with sample
// content, beyond what the front ends use. Kept together at the end of the
// file so that changes elsewhere merge cleanly. Signatures and availability
// from developer.apple.com/documentation/uikit (pages named per declaration);
// the option values from UIView.h's UIViewAutoresizing. Properties a
// subclass could override cannot live in an extension: they are in their
// class's declaration, marked "example app".

extension UIView {
  // .../uiview/autoresizingmask-swift.struct: struct AutoresizingMask : OptionSet (iOS 2)
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}

extension UIColor {
  // .../uicolor/init(hue:saturation:brightness:alpha:): init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) (iOS 2, tvOS, visionOS 1)
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(red: 0, green: 0, blue: 0, alpha: alpha)
  }
}

extension UIImage {
  // .../uiimage/init(named:): init?(named name: String) (iOS 2), an image from the app's asset catalog or bundle
  public convenience init?(named name: String) { self.init() }
}

// developer.apple.com/documentation/uikit/nstextalignment: enum NSTextAlignment : Int (iOS 6), UIKit's values
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
public enum NSTextAlignment: Int, Sendable {
  case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

// MARK: - The spec's text colours (ScrollMotionSpecUIKit's table)
// The text views whose `textColor` a spec's `foregroundColor` writes, from
// developer.apple.com/documentation/uikit (pages named per declaration) and
// UITextField.h and UITextView.h of the iOS 16.4 SDK. Kept together at the
// end of the file so that changes elsewhere merge cleanly.

// developer.apple.com/documentation/uikit/uitextfield (iOS 2, tvOS 9, visionOS 1)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UITextField: UIView {
  // .../uitextfield/textcolor: var textColor: UIColor? (UITextField.h:
  // `nullable`, default nil, drawn as opaque black)
  open var textColor: UIColor? = nil
}

// developer.apple.com/documentation/uikit/uitextview (iOS 2, tvOS 9,
// visionOS 1): a scroll view (UITextView.h: `UITextView : UIScrollView`)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UITextView: UIScrollView {
  // .../uitextview/textcolor: var textColor: UIColor? (UITextView.h: `nullable`)
  open var textColor: UIColor? = nil
}
