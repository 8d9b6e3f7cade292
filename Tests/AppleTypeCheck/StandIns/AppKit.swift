// swift-format-ignore-file
// TYPE-CHECK AID, NOT APPLE'S FRAMEWORK. A declaration-only stand-in for the
// part of AppKit the front end uses, written by this project from Apple's
// documentation, for scripts/typecheck-apple. Never linked into a product;
// the bodies are placeholders. scripts/typecheck-apple compiles it for the
// macOS pass only: AppKit is a macOS framework (Mac Catalyst apps cannot
// import it). No macOS SDK was at hand to check it against, so it follows
// the documentation and the rules the iOS SDK's check showed for UIKit:
// NSView and NSViewController have NSCoding's required init(coder:), what
// a subclass may override is in the class (not an extension), and methods
// imported from Objective-C are `@discardableResult`.
//
// Availability: each declaration carries the macOS version its page on
// developer.apple.com/documentation/appkit (noted beside it) gives; a
// member without its own `@available` is documented with its type's.
// Isolation follows the documentation: NSResponder and its subclasses are
// @MainActor; NSColor and NSWorkspace are Sendable.

@_exported import CoreImage
@_exported import QuartzCore

// developer.apple.com/documentation/appkit/nscolor
@available(macOS 10.0, *)
open class NSColor: NSObject, @unchecked Sendable {
  // .../nscolor/init(srgbred:green:blue:alpha:)-9oz51
  @available(macOS 10.7, *)
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  // .../nscolor/init(coder:): NSSecureCoding's, required of a subclass that adds an initializer
  public required init?(coder: NSCoder) {}
  // .../nscolor/cgcolor: var cgColor: CGColor { get }
  @available(macOS 10.8, *)
  open var cgColor: CGColor { CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
}

// developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier
@available(macOS 10.7, *)
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

// developer.apple.com/documentation/appkit/nsresponder
@available(macOS 10.0, *)
@MainActor open class NSResponder: NSObject {
  public override init() {}
}

// developer.apple.com/documentation/appkit/nsevent (macOS 10.0)
@available(macOS 10.0, *)
open class NSEvent: NSObject {
  // .../nsevent/phase-swift.struct (macOS 10.7): an option set
  @available(macOS 10.7, *)
  public struct Phase: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let began = Phase(rawValue: 1)
    public static let stationary = Phase(rawValue: 2)
    public static let changed = Phase(rawValue: 4)
    public static let ended = Phase(rawValue: 8)
    public static let cancelled = Phase(rawValue: 16)
    public static let mayBegin = Phase(rawValue: 32)
  }
  // .../nsevent/phase-swift.property, .../nsevent/momentumphase (macOS 10.7)
  @available(macOS 10.7, *)
  open var phase: NSEvent.Phase { [] }
  @available(macOS 10.7, *)
  open var momentumPhase: NSEvent.Phase { [] }
}

// developer.apple.com/documentation/appkit/nsview
@available(macOS 10.0, *)
@MainActor open class NSView: NSResponder {
  // .../nsview/init(frame:) and init(coder:), its designated initializers
  // (NSCoding's init(coder:) is required of every subclass that adds one)
  public init(frame frameRect: NSRect) {}
  public required init?(coder: NSCoder) {}
  // NSObject's init(), which AppKit forwards to init(frame: .zero)
  public convenience override init() { self.init(frame: .zero) }
  open var frame: NSRect = .zero
  open var bounds: NSRect = .zero
  // .../nsview/isflipped: false by default
  open var isFlipped: Bool { false }
  open var alphaValue: CGFloat = 1
  open var wantsLayer: Bool = false
  open var layer: CALayer? = nil
  open var superview: NSView? { nil }
  open var subviews: [NSView] { [] }
  // .../nsuserinterfaceitemidentification/identifier
  @available(macOS 10.7, *)
  open var identifier: NSUserInterfaceItemIdentifier? = nil
  open var inLiveResize: Bool { false }
  // .../nsview/userinterfacelayoutdirection: var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection { get set } (macOS 10.8)
  @available(macOS 10.8, *)
  open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection = .leftToRight
  // .../nsview/postsboundschangednotifications
  open var postsBoundsChangedNotifications: Bool = true
  // .../nsview/boundsdidchangenotification: class let boundsDidChangeNotification: NSNotification.Name
  nonisolated public static let boundsDidChangeNotification = NSNotification.Name("NSViewBoundsDidChangeNotification")
  // .../nsview/postsframechangednotifications
  open var postsFrameChangedNotifications: Bool = true
  // .../nsview/framedidchangenotification: class let frameDidChangeNotification: NSNotification.Name
  nonisolated public static let frameDidChangeNotification = NSNotification.Name("NSViewFrameDidChangeNotification")
  // .../nsview/convert(_:to:): func convert(_ rect: NSRect, to view: NSView?) -> NSRect
  // (methods imported from Objective-C: their results may be ignored)
  @discardableResult
  open func convert(_ rect: NSRect, to view: NSView?) -> NSRect { rect }
  @discardableResult
  open func convert(_ point: NSPoint, to view: NSView?) -> NSPoint { point }
  open func layout() {}
  open func viewWillStartLiveResize() {}
  open func viewDidEndLiveResize() {}
  // .../nsview/displaylink(target:selector:) (macOS 14) takes a Selector,
  // which exists only with the Objective-C runtime: only the selector glue
  // calls it, and the check leaves that file out.

  // Example app (Examples/AppleApp/Sources/ScrollMotionExamplesApp), whose
  // views override the first two to lay themselves out when a size changes:
  // .../nsview/resizesubviews(witholdsize:): func resizeSubviews(withOldSize oldSize: NSSize)
  open func resizeSubviews(withOldSize oldSize: NSSize) {}
  // .../nsview/resize(witholdsuperviewsize:): func resize(withOldSuperviewSize oldSize: NSSize)
  open func resize(withOldSuperviewSize oldSize: NSSize) {}
  // .../nsview/autoresizingmask-swift.property: var autoresizingMask: NSView.AutoresizingMask { get set }
  open var autoresizingMask: AutoresizingMask = []
  // .../nsview/addsubview(_:): func addSubview(_ view: NSView)
  open func addSubview(_ view: NSView) {}
  // .../nsview/setframesize(_:): func setFrameSize(_ newSize: NSSize)
  open func setFrameSize(_ newSize: NSSize) {}

  // The spec's filters: .../nsview/contentfilters: var contentFilters:
  // [CIFilter] (macOS 10.5; the filters of the view's layer, which AppKit
  // renders in the app's process, as .../nsview/layerusescoreimagefilters
  // says; no effect on a view without a layer)
  @available(macOS 10.5, *)
  open var contentFilters: [CIFilter] = []
}

// developer.apple.com/documentation/appkit/nsuserinterfacelayoutdirection: enum NSUserInterfaceLayoutDirection (Int)
@available(macOS 10.5, *)
public enum NSUserInterfaceLayoutDirection: Int, Hashable, Sendable { case leftToRight, rightToLeft }

// developer.apple.com/documentation/appkit/nsworkspace
@available(macOS 10.0, *)
open class NSWorkspace: NSObject, @unchecked Sendable {
  // .../nsworkspace/shared: class var shared: NSWorkspace { get }
  open class var shared: NSWorkspace { NSWorkspace() }
  // .../nsworkspace/accessibilitydisplayshouldreducemotion: var accessibilityDisplayShouldReduceMotion: Bool { get } (macOS 10.12)
  @available(macOS 10.12, *)
  open var accessibilityDisplayShouldReduceMotion: Bool { false }
  // .../nsworkspace/notificationcenter: var notificationCenter: NotificationCenter { get }
  open var notificationCenter: NotificationCenter { NotificationCenter() }
  // .../nsworkspace/accessibilitydisplayoptionsdidchangenotification (macOS 10.10):
  // class let accessibilityDisplayOptionsDidChangeNotification: NSNotification.Name;
  // posted only on notificationCenter, its object the shared workspace, no userInfo.
  @available(macOS 10.10, *)
  public static let accessibilityDisplayOptionsDidChangeNotification = NSNotification.Name("NSWorkspaceAccessibilityDisplayOptionsDidChangeNotification")
}

// developer.apple.com/documentation/appkit/nsclipview
@available(macOS 10.0, *)
@MainActor open class NSClipView: NSView {
  // .../nsclipview/contentinsets (macOS 10.10)
  @available(macOS 10.10, *)
  open var contentInsets: NSEdgeInsets = NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  @available(macOS 10.10, *)
  open var automaticallyAdjustsContentInsets: Bool = true
  // .../nsclipview/scroll(to:)
  open func scroll(to newOrigin: NSPoint) {}
}

// developer.apple.com/documentation/appkit/nsscrollview
@available(macOS 10.0, *)
@MainActor open class NSScrollView: NSView {
  // .../nsscrollview/contentview: var contentView: NSClipView { get set }
  open var contentView: NSClipView = NSClipView(frame: .zero)
  open var documentView: NSView? = nil
  open var documentVisibleRect: NSRect { .zero }
  // .../nsscrollview/reflectscrolledclipview(_:)
  open func reflectScrolledClipView(_ cView: NSClipView) {}
  // Example app: .../nsscrollview/hasverticalscroller, hashorizontalscroller: var hasVerticalScroller: Bool { get set }
  open var hasVerticalScroller: Bool = false
  open var hasHorizontalScroller: Bool = false
  // .../nsscrollview/willstartlivescrollnotification, didlivescrollnotification,
  // didendlivescrollnotification (all macOS 10.9)
  @available(macOS 10.9, *)
  nonisolated public static let willStartLiveScrollNotification = NSNotification.Name("NSScrollViewWillStartLiveScrollNotification")
  @available(macOS 10.9, *)
  nonisolated public static let didLiveScrollNotification = NSNotification.Name("NSScrollViewDidLiveScrollNotification")
  @available(macOS 10.9, *)
  nonisolated public static let didEndLiveScrollNotification = NSNotification.Name("NSScrollViewDidEndLiveScrollNotification")
}

// developer.apple.com/documentation/appkit/nsviewcontroller
@available(macOS 10.5, *)
@MainActor open class NSViewController: NSResponder {
  // .../nsviewcontroller/init(nibname:bundle:) and init(coder:), its
  // designated initializers (NSNib.Name is String); NSViewController() is
  // NSObject's init(), which it implements as init(nibName: nil, bundle: nil).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public required init?(coder: NSCoder) {}
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  open var view: NSView = NSView(frame: .zero)
  @available(macOS 10.10, *)
  open func viewDidLoad() {}
  // Example app: .../nsviewcontroller/isviewloaded: var isViewLoaded: Bool { get } (macOS 10.10)
  @available(macOS 10.10, *)
  open var isViewLoaded: Bool { false }
}

// MARK: - The example app (Examples/AppleApp/Sources/ScrollMotionExamplesApp)
// What the example app uses to lay the screens out and fill them with sample
// content, beyond what the front end uses. Kept together at the end of the
// file so that changes elsewhere merge cleanly. Signatures and availability
// from developer.apple.com/documentation/appkit (pages named per
// declaration); the option values from NSView.h's NSAutoresizingMaskOptions.
// Methods and properties a subclass could override cannot live in an
// extension: they are in their class's declaration, marked "example app".

extension NSView {
  // .../nsview/autoresizingmask-swift.struct: struct AutoresizingMask : OptionSet (macOS 10.0)
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let none = AutoresizingMask([])
    public static let minXMargin = AutoresizingMask(rawValue: 1)
    public static let width = AutoresizingMask(rawValue: 2)
    public static let maxXMargin = AutoresizingMask(rawValue: 4)
    public static let minYMargin = AutoresizingMask(rawValue: 8)
    public static let height = AutoresizingMask(rawValue: 16)
    public static let maxYMargin = AutoresizingMask(rawValue: 32)
  }
}

extension NSColor {
  // .../nscolor/init(hue:saturation:brightness:alpha:): init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) (macOS 10.9)
  @available(macOS 10.9, *)
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(srgbRed: 0, green: 0, blue: 0, alpha: alpha)
  }
}

// developer.apple.com/documentation/appkit/nstextalignment: enum NSTextAlignment : Int
// (its raw values differ between architectures on macOS; none is used here)
@available(macOS 10.0, *)
public enum NSTextAlignment: Int, Sendable { case left, right, center, justified, natural }

// developer.apple.com/documentation/appkit/nscontrol
@available(macOS 10.0, *)
@MainActor open class NSControl: NSView {
  // .../nscontrol/alignment: var alignment: NSTextAlignment { get set }
  open var alignment: NSTextAlignment = .natural
}

// developer.apple.com/documentation/appkit/nstextfield
@available(macOS 10.0, *)
@MainActor open class NSTextField: NSControl {
  // .../nstextfield/init(labelwithstring:): convenience init(labelWithString stringValue: String) (macOS 10.12)
  @available(macOS 10.12, *)
  public convenience init(labelWithString stringValue: String) { self.init(frame: .zero) }
  // .../nstextfield/init(wrappinglabelwithstring:): convenience init(wrappingLabelWithString stringValue: String) (macOS 10.12)
  @available(macOS 10.12, *)
  public convenience init(wrappingLabelWithString stringValue: String) { self.init(frame: .zero) }
  // .../nstextfield/textcolor, backgroundcolor: var textColor: NSColor? { get set }
  open var textColor: NSColor? = nil
  open var backgroundColor: NSColor? = nil
  // .../nstextfield/drawsbackground: var drawsBackground: Bool { get set }
  open var drawsBackground: Bool = false
}

// MARK: - The spec's text and tint colours (ScrollMotionSpecAppKit's table)
// The views whose `textColor` a spec's `foregroundColor` writes and whose
// `contentTintColor` its `tintColor` writes, from
// developer.apple.com/documentation/appkit (pages named per declaration).
// Kept together at the end of the file so that changes elsewhere merge
// cleanly; what a subclass could override is in its class.

// developer.apple.com/documentation/appkit/nstext (macOS 10.0)
@available(macOS 10.0, *)
@MainActor open class NSText: NSView {
  // .../nstext/textcolor: var textColor: NSColor? (the colour of all the text)
  open var textColor: NSColor? = nil
}

// developer.apple.com/documentation/appkit/nstextview (macOS 10.0): an NSText
@available(macOS 10.0, *)
@MainActor open class NSTextView: NSText {}

// developer.apple.com/documentation/appkit/nsbutton (macOS 10.0)
@available(macOS 10.0, *)
@MainActor open class NSButton: NSControl {
  // .../nsbutton/contenttintcolor: @NSCopying var contentTintColor: NSColor?
  // (macOS 10.14; applies to borderless buttons only)
  @available(macOS 10.14, *)
  open var contentTintColor: NSColor? = nil
}

// developer.apple.com/documentation/appkit/nsimageview (macOS 10.0)
@available(macOS 10.0, *)
@MainActor open class NSImageView: NSControl {
  // .../nsimageview/contenttintcolor: @NSCopying var contentTintColor: NSColor?
  // (macOS 10.14; tints template images; nil by default)
  @available(macOS 10.14, *)
  open var contentTintColor: NSColor? = nil
}
