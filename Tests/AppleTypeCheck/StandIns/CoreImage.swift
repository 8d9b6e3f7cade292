// swift-format-ignore-file
// TYPE-CHECK AID, NOT APPLE'S FRAMEWORK. A declaration-only stand-in for the
// part of Core Image the front ends use (AppKit's view filters), written by
// this project from Apple's documentation, for scripts/typecheck-apple.
// Never linked into a product; the bodies are placeholders. Checked against
// the iOS 16.4 SDK (iPhoneOS16.5.sdk in the public theos/sdks repository):
// CoreImage.framework's CIFilter.h and CIVector.h, whose initializers the
// compiler imports as failable convenience initializers
// (`filterWithName:withInputParameters:` returns `nullable`) and as
// convenience initializers (CIVector's `initWithX:Y:Z:W:`; its designated
// one, `initWithValues:count:`, takes a pointer, which nothing here uses).
//
// Availability: each declaration carries the availability its page on
// developer.apple.com/documentation/coreimage (noted beside it) gives for
// iOS, macOS, tvOS and visionOS; where a page gives no tvOS version, Core
// Image's headers declare it for iOS, which tvOS has from tvOS 9. Mac
// Catalyst inherits the iOS availability. Neither class is Sendable (a
// CIFilter is mutable; the pages say so of CIFilter).
//
// Filter names and their input keys (`CIGaussianBlur`'s `inputRadius`,
// `CIColorMatrix`'s `inputRVector`…) are strings, as the Core Image Filter
// Reference documents them: nothing here checks them.

@_exported import Foundation

// developer.apple.com/documentation/coreimage/cifilter-swift.class (iOS 5,
// macOS 10.4, tvOS 9, visionOS 1)
@available(iOS 5.0, macOS 10.4, tvOS 9.0, visionOS 1.0, *)
open class CIFilter: NSObject {
  public override init() {}
  // NSSecureCoding's init(coder:) (CIFilter.h: `CIFilter : NSObject
  // <NSSecureCoding, NSCopying>`)
  public required init?(coder: NSCoder) {}
  // .../cifilter-swift.class/init(name:parameters:): init?(name: String,
  // parameters params: [String : Any]?) (iOS 8, macOS 10.10, visionOS 1):
  // the inputs from the dictionary; on macOS the others are undefined
  @available(iOS 8.0, macOS 10.10, tvOS 9.0, visionOS 1.0, *)
  public convenience init?(name: String, parameters params: [String: Any]?) { self.init() }
}

// developer.apple.com/documentation/coreimage/civector (iOS 5, macOS 10.4,
// tvOS 9, visionOS 1)
@available(iOS 5.0, macOS 10.4, tvOS 9.0, visionOS 1.0, *)
open class CIVector: NSObject {
  public override init() {}
  // NSSecureCoding's init(coder:) (CIVector.h: `CIVector : NSObject
  // <NSCopying, NSSecureCoding>`)
  public required init?(coder: NSCoder) {}
  // .../civector/init(x:y:z:w:)-75emo: convenience init(x: CGFloat, y:
  // CGFloat, z: CGFloat, w: CGFloat), a vector of length 4
  public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init() }
}
