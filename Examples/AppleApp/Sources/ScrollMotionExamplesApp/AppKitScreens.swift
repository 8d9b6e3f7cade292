// The AppKit example screens on a Mac, each in an NSViewControllerRepresentable
// (or an NSViewRepresentable for the scroll view subclass). As for UIKit,
// each screen gets the scroll view's place, its content and the views it
// animates in `addSampleContent()`, once, when the list first shows it.
//
// AppKit only on macOS: Mac Catalyst can import AppKit but shows UIKit views.
// On Linux scripts/typecheck-apple compiles this folder against its stand-ins.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ScrollMotionAppKit
  import SwiftUI

  extension ExampleScreen {
    /// The AppKit screens, each with its sample content.
    @MainActor static var appKitScreens: [ExampleScreen] {
      [
        ExampleScreen(
          id: "HeaderFadeAppKitController", technique: .quickStart, frontEnd: .appKit,
          title: "A header that fades out"
        ) { AnyView(HostedNSViewController(HeaderFadeAppKitController())) },
        ExampleScreen(
          id: "PercentageOffsetAppKitController", technique: .percentageOffset,
          frontEnd: .appKit, title: "Colour, size, rotation and opacity"
        ) { AnyView(HostedNSViewController(PercentageOffsetAppKitController())) },
        ExampleScreen(
          id: "AnimatedScrollAppKitController", technique: .customDurationScrolling,
          frontEnd: .appKit, title: "Scrolling to an article"
        ) { AnyView(AnimatedScrollAppKitScreen()) },
        ExampleScreen(
          id: "AnchoredScrollView", technique: .offsetKeptAcrossResizes, frontEnd: .appKit,
          title: "Across a window's live resize"
        ) { AnyView(HostedAnchoredScrollView()) },
      ]
    }
  }

  /// Shows an AppKit screen in the list, its sample content added when
  /// SwiftUI first shows it.
  struct HostedNSViewController<Controller: NSViewController & SampleContentHost>:
    NSViewControllerRepresentable
  {
    let controller: Controller

    init(_ controller: Controller) {
      self.controller = controller
    }

    func makeNSViewController(context: Context) -> Controller {
      // Only adding the content loads the view: a controller SwiftUI makes
      // again (one kept in @State) has its content already.
      if !controller.isViewLoaded { controller.addSampleContent() }
      return controller
    }

    func updateNSViewController(_ controller: Controller, context: Context) {}
  }

  /// The AppKit animated-scroll screen, with a button for each of its
  /// scrolls (it uses the view's display link, macOS 14).
  struct AnimatedScrollAppKitScreen: View {
    @State private var controller = AnimatedScrollAppKitController()

    var body: some View {
      HostedNSViewController(controller)
        .toolbar {
          Button("To 4,000 points") { controller.scrollToArticle(at: 4_000) }
          Button("Back to the top") { controller.bounceToTop() }
        }
    }
  }

  /// Shows the anchored scroll view, its document the sample paragraphs;
  /// resize the window to see the paragraph in the middle stay there.
  struct HostedAnchoredScrollView: NSViewRepresentable {
    func makeNSView(context: Context) -> AnchoredScrollView {
      let scrollView = AnchoredScrollView()
      scrollView.hasVerticalScroller = true
      scrollView.documentView = ReflowingParagraphsView(width: 480)
      return scrollView
    }

    func updateNSView(_ scrollView: AnchoredScrollView, context: Context) {}
  }

  /// Fills a screen's view and lays the screen's views out whenever its size
  /// changes: when first shown and while the window resizes.
  final class AppKitStageView: NSView {
    /// Lays the screen out in the stage's bounds; set, it lays out at once
    /// if the stage has a size already.
    var layout: (NSRect) -> Void = { _ in } {
      didSet { layOutIfSized() }
    }

    override var isFlipped: Bool { true }

    override func resizeSubviews(withOldSize oldSize: NSSize) {
      super.resizeSubviews(withOldSize: oldSize)
      layOutIfSized()
    }

    /// Nothing to lay out before AppKit gives the stage a size.
    private func layOutIfSized() {
      guard !bounds.isEmpty else { return }
      layout(bounds)
    }
  }

  extension NSViewController {
    /// A stage over the whole of the screen's view; loading that view runs
    /// the screen's `viewDidLoad`, so its own setup comes first. AppKit makes
    /// an empty view for a controller without a nib (macOS 14 and later).
    func addStageView() -> AppKitStageView {
      let stage = AppKitStageView(frame: view.bounds)
      stage.autoresizingMask = [.width, .height]
      view.addSubview(stage)
      return stage
    }
  }

  /// A flipped document view of numbered rows, top to bottom.
  final class SampleRowsDocumentView: NSView {
    private let rows: [NSTextField]
    private let rowHeight: CGFloat = 72

    init(count: Int, title: String) {
      rows = (1...count).map { number in
        let row = NSTextField(labelWithString: "\(title) \(number)")
        row.alignment = .center
        row.textColor = NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        row.drawsBackground = true
        row.backgroundColor = NSColor(
          hue: CGFloat(number % 12) / 12, saturation: 0.3, brightness: 0.95, alpha: 1)
        return row
      }
      super.init(frame: .zero)
      for row in rows { addSubview(row) }
    }

    required init?(coder: NSCoder) { nil }

    override var isFlipped: Bool { true }

    /// Lays the rows out `width` wide and sizes the document to fit them.
    func layOut(width: CGFloat) {
      var y: CGFloat = 16
      for row in rows {
        row.frame = NSRect(x: 16, y: y, width: width - 32, height: rowHeight)
        y += rowHeight + 8
      }
      setFrameSize(NSSize(width: width, height: y))
    }
  }

  /// A flipped document view of the sample paragraphs that reflows with the
  /// clip view's width: narrower is taller, as text is.
  final class ReflowingParagraphsView: NSView {
    private let paragraphs: [NSTextField]

    /// The paragraphs laid out `width` points wide until the clip view
    /// gives the document its own width.
    init(width: CGFloat) {
      paragraphs = SampleContent.paragraphs.map { text in
        let paragraph = NSTextField(wrappingLabelWithString: text)
        paragraph.drawsBackground = true
        paragraph.backgroundColor = NSColor(
          hue: CGFloat(text.count % 12) / 12, saturation: 0.2, brightness: 0.97, alpha: 1)
        paragraph.textColor = NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        return paragraph
      }
      super.init(frame: NSRect(x: 0, y: 0, width: width, height: width))
      for paragraph in paragraphs { addSubview(paragraph) }
      reflow(width: width)
    }

    required init?(coder: NSCoder) { nil }

    override var isFlipped: Bool { true }

    override func resize(withOldSuperviewSize oldSize: NSSize) {
      if let width = superview?.bounds.width, width > 0 { reflow(width: width) }
    }

    private func reflow(width: CGFloat) {
      let heights = SampleContent.paragraphHeights(forWidth: Double(width))
      var y: CGFloat = 16
      for (paragraph, height) in zip(paragraphs, heights) {
        paragraph.frame = NSRect(x: 16, y: y, width: width - 32, height: CGFloat(height))
        y += CGFloat(height) + 12
      }
      setFrameSize(NSSize(width: width, height: y))
    }
  }

  extension HeaderFadeAppKitController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      let document = SampleRowsDocumentView(count: 30, title: "Row")
      header.wantsLayer = true
      header.layer?.backgroundColor =
        NSColor(hue: 0.08, saturation: 0.8, brightness: 1, alpha: 1).cgColor
      scrollView.hasVerticalScroller = true
      scrollView.documentView = document
      stage.addSubview(scrollView)
      stage.addSubview(header)
      stage.layout = { [weak self] bounds in
        guard let self else { return }
        // The header floats over the top of the rows, which scroll under it.
        scrollView.frame = bounds
        document.layOut(width: bounds.width)
        header.frame = NSRect(x: 0, y: 0, width: bounds.width, height: 120)
        driver.update()
      }
    }
  }

  extension PercentageOffsetAppKitController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      let document = SampleRowsDocumentView(count: 40, title: "Scroll down and across, row")
      scrollView.hasVerticalScroller = true
      scrollView.hasHorizontalScroller = true
      scrollView.documentView = document
      stage.addSubview(scrollView)
      stage.addSubview(badge)
      stage.layout = { [weak self] bounds in
        guard let self else { return }
        scrollView.frame = bounds
        // Twice as wide as the window, so that the rotation, which follows
        // the horizontal scroll, has room to turn.
        document.layOut(width: 2 * bounds.width)
        badge.frame = NSRect(x: bounds.midX - 60, y: bounds.midY - 60, width: 120, height: 120)
        driver.update()
      }
    }
  }

  extension AnimatedScrollAppKitController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      let document = SampleRowsDocumentView(count: 60, title: "Article")
      scrollView.hasVerticalScroller = true
      scrollView.documentView = document
      stage.addSubview(scrollView)
      stage.layout = { [scrollView] bounds in
        scrollView.frame = bounds
        document.layOut(width: bounds.width)
      }
    }
  }
#endif
