// swift-format-ignore-file
// TYPE-CHECK AID, NOT APPLE'S FRAMEWORK. A declaration-only stand-in for the
// part of AppKit the front end uses, written by this project from Apple's
// documentation, for scripts/typecheck-apple. Never linked into a product;
// the bodies are placeholders. scripts/typecheck-apple compiles it for the
// macOS pass only: AppKit is a macOS framework (Mac Catalyst apps cannot
// import it).
//
// Availability: each declaration carries the macOS version its page on
// developer.apple.com/documentation/appkit (noted beside it) gives; a
// member without its own `@available` is documented with its type's.
// Isolation follows the documentation: NSResponder and its subclasses are
// @MainActor; NSColor and NSWorkspace are Sendable.

@_exported import QuartzCore

// developer.apple.com/documentation/appkit/nscolor
@available(macOS 10.0, *)
open class NSColor: NSObject, @unchecked Sendable {
  // .../nscolor/init(srgbred:green:blue:alpha:)-9oz51
  @available(macOS 10.7, *)
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
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
  public init(frame frameRect: NSRect) {}
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
  // .../nsview/convert(_:to:): func convert(_ rect: NSRect, to view: NSView?) -> NSRect
  open func convert(_ rect: NSRect, to view: NSView?) -> NSRect { rect }
  open func convert(_ point: NSPoint, to view: NSView?) -> NSPoint { point }
  open func layout() {}
  open func viewWillStartLiveResize() {}
  open func viewDidEndLiveResize() {}
  // .../nsview/displaylink(target:selector:) (macOS 14) takes a Selector,
  // which exists only with the Objective-C runtime: only the selector glue
  // calls it, and the check leaves that file out.
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
  open var view: NSView = NSView(frame: .zero)
  @available(macOS 10.10, *)
  open func viewDidLoad() {}
}
