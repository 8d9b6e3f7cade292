// expect: 'required' initializer 'init(coder:)' must be provided by subclass of 'NSView'
// front end: AppKit
// platform: macOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the AppKit front end on the macOS pass: a view with an
// initializer of its own but not NSCoding's required init(coder:), which
// NSView declares and Xcode demands of such a subclass. Never built into a
// product.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  final class ProgressBar: NSView {
    let progress: Double

    init(progress: Double) {
      self.progress = progress
      super.init(frame: .zero)
    }
  }
#endif
