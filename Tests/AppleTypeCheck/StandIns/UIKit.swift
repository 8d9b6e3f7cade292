// swift-format-ignore-file
// TYPE-CHECK AID, NOT APPLE'S FRAMEWORK. A declaration-only stand-in for the
// part of UIKit the front ends (and the documentation's UIKit snippets) use,
// written by this project from Apple's documentation, for
// scripts/typecheck-apple. Never linked into a product; the bodies are
// placeholders. scripts/typecheck-apple compiles it for the iOS, tvOS,
// visionOS and Mac Catalyst passes (UIKit's platforms), never for macOS.
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

// developer.apple.com/documentation/uikit/uiedgeinsets
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
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
  open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}

// developer.apple.com/documentation/uikit/uiimage
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
open class UIImage: NSObject, @unchecked Sendable {
  public override init() {}
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
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
  // .../uiview/convert(_:to:)-2kf3d
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
  open func layoutIfNeeded() {}
  open func layoutSubviews() {}
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

// developer.apple.com/documentation/uikit/uitraitdefinition-64c15: protocol UITraitDefinition (iOS 17)
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
public protocol UITraitDefinition {}
// developer.apple.com/documentation/uikit/uitrait-9423: typealias UITrait = any UITraitDefinition.Type (iOS 17)
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
public typealias UITrait = any UITraitDefinition.Type
// developer.apple.com/documentation/uikit/uitraitlayoutdirection: struct UITraitLayoutDirection (iOS 17)
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
public struct UITraitLayoutDirection: UITraitDefinition {}
// developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {}
// developer.apple.com/documentation/uikit/uitraitenvironment: @MainActor protocol UITraitEnvironment : NSObjectProtocol
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {}
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
  public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
  open var state: State { .possible }
}

// developer.apple.com/documentation/uikit/uipangesturerecognizer
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  // .../uipangesturerecognizer/velocity(in:): points per second
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
// @MainActor protocol UIScrollViewDelegate : NSObjectProtocol (all optional;
// a protocol extension gives default bodies here, as Swift protocols have
// no optional requirements outside @objc).
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor public protocol UIScrollViewDelegate: AnyObject {
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
  public init(image: UIImage?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var image: UIImage? = nil
}

// developer.apple.com/documentation/uikit/uilabel
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UILabel: UIView {
  open var text: String? = nil
  open var textColor: UIColor? = nil
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
  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {}
  // var fractionComplete: CGFloat (settable while paused)
  open var fractionComplete: CGFloat = 0
  // var pausesOnCompletion: Bool (iOS 11)
  @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
  open var pausesOnCompletion: Bool = false
  open func pauseAnimation() {}
}

// developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {}

// developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator:
// @MainActor protocol UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  // .../animate(alongsidetransition:completion:)
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

// The documented signature gives `completion` a default of nil; a Swift
// protocol requirement cannot, so the stand-in adds the one-argument form.
// Results of methods imported from Objective-C may be ignored.
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
extension UIViewControllerTransitionCoordinator {
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
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
  open var view: UIView! { nil }
  open func viewDidLoad() {}
  // .../uiviewcontroller/viewdidlayoutsubviews() (iOS 5)
  @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
  open func viewDidLayoutSubviews() {}
  // .../uicontentcontainer/viewwilltransition(to:with:) (iOS 8)
  @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
}

// MARK: - The example app (Examples/AppleApp/Sources/ScrollMotionExamplesApp)
// What the example app uses to lay the screens out and fill them with sample
// content, beyond what the front ends use. Kept together at the end of the
// file so that changes elsewhere merge cleanly. Signatures and availability
// from developer.apple.com/documentation/uikit (pages named per declaration);
// the option values from UIView.h's UIViewAutoresizing.

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
  // .../uiview/autoresizingmask-swift.property: var autoresizingMask: UIView.AutoresizingMask { get set } (iOS 2)
  public var autoresizingMask: AutoresizingMask { get { [] } set {} }
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

extension UILabel {
  // .../uilabel/textalignment: var textAlignment: NSTextAlignment { get set } (iOS 2)
  public var textAlignment: NSTextAlignment { get { .natural } set {} }
  // .../uilabel/numberoflines: var numberOfLines: Int { get set } (iOS 2); 0 is as many as needed
  public var numberOfLines: Int { get { 1 } set {} }
}

extension UIViewController {
  // .../uiviewcontroller/isviewloaded: var isViewLoaded: Bool { get } (iOS 3)
  @available(iOS 3.0, tvOS 9.0, visionOS 1.0, *)
  public var isViewLoaded: Bool { false }
}
