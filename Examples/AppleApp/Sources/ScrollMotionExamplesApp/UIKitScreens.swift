// The UIKit example screens on iOS, each in a UIViewControllerRepresentable.
// The screens show a technique and leave the rest to their app: the scroll
// view's place on screen, its content, and the views they animate. Here each
// screen gets that in `addSampleContent()`, once, when the list first shows
// it; the screens' own code is untouched (the articles quote it).
//
// UIKit exists on iOS, tvOS, visionOS and Mac Catalyst; on Linux
// scripts/typecheck-apple compiles this folder against its stand-ins.
#if canImport(UIKit)
  import ScrollMotionUIKit
  import SwiftUI
  import UIKit

  extension ExampleScreen {
    /// The UIKit screens, each with its sample content.
    @MainActor static var uiKitScreens: [ExampleScreen] {
      [
        ExampleScreen(
          id: "HeaderFadeViewController", technique: .quickStart, frontEnd: .uiKit,
          title: "A header that fades out"
        ) { AnyView(HostedViewController(HeaderFadeViewController())) },
        ExampleScreen(
          id: "PercentageOffsetViewController", technique: .percentageOffset, frontEnd: .uiKit,
          title: "Colour, size, rotation and opacity"
        ) { AnyView(HostedViewController(PercentageOffsetViewController())) },
        ExampleScreen(
          id: "ParallaxCellsViewController", technique: .parallaxCrop, frontEnd: .uiKit,
          title: "Parallax cells"
        ) { AnyView(HostedViewController(ParallaxCellsViewController())) },
        ExampleScreen(
          id: "StretchyHeaderViewController", technique: .parallaxCrop, frontEnd: .uiKit,
          title: "A stretchy header"
        ) { AnyView(HostedViewController(StretchyHeaderViewController())) },
        ExampleScreen(
          id: "AnimatedScrollViewController", technique: .customDurationScrolling,
          frontEnd: .uiKit, title: "Scrolling to an article"
        ) { AnyView(AnimatedScrollUIKitScreen()) },
        ExampleScreen(
          id: "GlassyPagerViewController", technique: .glassyPagedParallax, frontEnd: .uiKit,
          title: "The weather pager, ready-made"
        ) { AnyView(HostedViewController(GlassyPagerViewController())) },
        ExampleScreen(
          id: "WeatherPagerViewController", technique: .glassyPagedParallax, frontEnd: .uiKit,
          title: "The weather pager from your own views"
        ) { AnyView(HostedViewController(WeatherPagerViewController())) },
        ExampleScreen(
          id: "RotationAnchorViewController", technique: .offsetKeptAcrossResizes,
          frontEnd: .uiKit, title: "Across rotation"
        ) { AnyView(HostedViewController(RotationAnchorViewController())) },
        ExampleScreen(
          id: "ScrollTriggersViewController", technique: .scrollTriggers, frontEnd: .uiKit,
          title: "A card revealed past 30%"
        ) { AnyView(HostedViewController(ScrollTriggersViewController())) },
        ExampleScreen(
          id: "SmoothingAndSpeedViewController", technique: .smoothingAndVelocity,
          frontEnd: .uiKit, title: "A lagging progress bar and a skew on fast scrolls"
        ) { AnyView(HostedViewController(SmoothingAndSpeedViewController())) },
        ExampleScreen(
          id: "SnappingViewController", technique: .snapping, frontEnd: .uiKit,
          title: "Cards snapped to their edges"
        ) { AnyView(HostedViewController(SnappingViewController())) },
        ExampleScreen(
          id: "SpecFeedViewController", technique: .choreographyAsJSON, frontEnd: .uiKit,
          title: "The feed of Examples/feed.json"
        ) { AnyView(HostedViewController(SpecFeedViewController())) },
        ExampleScreen(
          id: "SpecScrubViewController", technique: .choreographyAsJSON, frontEnd: .uiKit,
          title: "A player scrubbed by a spec's animation"
        ) { AnyView(HostedViewController(SpecScrubViewController())) },
      ]
    }
  }

  /// Shows a UIKit screen in the list, its sample content added when SwiftUI
  /// first shows it.
  struct HostedViewController<Controller: UIViewController & SampleContentHost>:
    UIViewControllerRepresentable
  {
    let controller: Controller

    init(_ controller: Controller) {
      self.controller = controller
    }

    func makeUIViewController(context: Context) -> Controller {
      // Only adding the content loads the view: a controller SwiftUI makes
      // again (one kept in @State) has its content already.
      if !controller.isViewLoaded { controller.addSampleContent() }
      return controller
    }

    func updateUIViewController(_ controller: Controller, context: Context) {}
  }

  /// The UIKit animated-scroll screen, with a button for each of its scrolls.
  struct AnimatedScrollUIKitScreen: View {
    @State private var controller = AnimatedScrollViewController()

    var body: some View {
      HostedViewController(controller)
        .toolbar {
          Button("To 4,000 points") { controller.scrollToArticle(at: 4_000) }
          Button("Back to the top") { controller.bounceToTop() }
        }
    }
  }

  /// Fills a screen's view and lays the screen's views out whenever its size
  /// changes: when first shown, on rotation and when an iPad window resizes.
  final class UIKitStageView: UIView {
    /// Lays the screen out in the stage's bounds.
    var layout: (CGRect) -> Void = { _ in }
    private var laidOutSize: CGSize?

    override func layoutSubviews() {
      super.layoutSubviews()
      // Nothing to lay out before UIKit gives the stage a size, nor again
      // for the same size.
      guard !bounds.isEmpty, bounds.size != laidOutSize else { return }
      laidOutSize = bounds.size
      layout(bounds)
    }
  }

  extension UIViewController {
    /// A stage over the whole of the screen's view; loading that view runs
    /// the screen's `viewDidLoad`, so its own setup comes first.
    func addStageView() -> UIKitStageView {
      let stage = UIKitStageView(frame: view.bounds)
      stage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(stage)
      return stage
    }
  }

  /// Numbered rows of text, one under another: something to scroll.
  @MainActor struct SampleRows {
    let labels: [UILabel]
    let height: CGFloat

    init(_ titles: [String], height: CGFloat = 72) {
      self.height = height
      labels = titles.enumerated().map { index, title in
        let label = UILabel()
        label.text = title
        label.textAlignment = .center
        label.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        label.backgroundColor = UIColor(
          hue: CGFloat(index % 12) / 12, saturation: 0.3, brightness: 0.95, alpha: 1)
        return label
      }
    }

    init(count: Int, title: String, height: CGFloat = 72) {
      self.init((1...count).map { "\(title) \($0)" }, height: height)
    }

    func add(to view: UIView) {
      for label in labels { view.addSubview(label) }
    }

    /// Lays the rows out `width` wide from `top`, 8 points apart; returns
    /// the bottom of the last one plus that spacing.
    func layout(width: CGFloat, top: CGFloat) -> CGFloat {
      var y = top
      for label in labels {
        label.frame = CGRect(x: 16, y: y, width: width - 32, height: height)
        y += height + 8
      }
      return y
    }
  }

  /// Makes `label` readable over any content: centred black text on a light
  /// background.
  @MainActor func styleAsOverlay(_ label: UILabel) {
    label.textAlignment = .center
    label.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    label.backgroundColor = UIColor(hue: 0.6, saturation: 0.08, brightness: 1, alpha: 0.9)
  }

  /// Places `view` at `rect` through its bounds and centre, which stay right
  /// while an animation gives it a transform (its frame would not).
  @MainActor func place(_ view: UIView, at rect: CGRect) {
    view.bounds = CGRect(origin: .zero, size: rect.size)
    view.center = CGPoint(x: rect.midX, y: rect.midY)
  }

  /// A forecast to scroll over a city's photo, 1,600 points tall (the pagers
  /// size their foregrounds by their content's height), its rows following
  /// the width the pager gives it.
  @MainActor func forecastView(for city: String) -> UIView {
    let forecast = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 1_600))
    let rows = SampleRows((6...22).map { "\(city), \($0):00" })
    rows.add(to: forecast)
    _ = rows.layout(width: 390, top: 0)
    for label in rows.labels { label.autoresizingMask = [.flexibleWidth] }
    return forecast
  }

  extension HeaderFadeViewController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      let rows = SampleRows(count: 30, title: "Row")
      header.backgroundColor = UIColor(hue: 0.08, saturation: 0.8, brightness: 1, alpha: 1)
      scrollView.addSubview(header)
      rows.add(to: scrollView)
      stage.addSubview(scrollView)
      stage.layout = { [scrollView, header] bounds in
        scrollView.frame = bounds
        header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 200)
        let bottom = rows.layout(width: bounds.width, top: 216)
        scrollView.contentSize = CGSize(width: bounds.width, height: bottom)
      }
    }
  }

  extension PercentageOffsetViewController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      // Twice as wide as the screen, so that the rotation, which follows the
      // horizontal scroll, has room to turn.
      let rows = SampleRows(count: 40, title: "Scroll down and across, row")
      rows.add(to: scrollView)
      stage.addSubview(scrollView)
      stage.addSubview(badge)
      stage.layout = { [weak self] bounds in
        guard let self else { return }
        scrollView.frame = bounds
        let bottom = rows.layout(width: 2 * bounds.width, top: 16)
        scrollView.contentSize = CGSize(width: 2 * bounds.width, height: bottom)
        place(badge, at: CGRect(x: bounds.midX - 60, y: bounds.midY - 60, width: 120, height: 120))
        driver.update()
      }
    }
  }

  extension ParallaxCellsViewController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      stage.addSubview(scrollView)
      show(SampleContent.photoNames.compactMap { UIImage(named: $0) })
      stage.layout = { [weak self] bounds in
        guard let self else { return }
        scrollView.frame = bounds
        scrollViewDidScroll(scrollView)
      }
    }
  }

  extension StretchyHeaderViewController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      photo.image = UIImage(named: SampleContent.headerPhotoName)
      photo.contentMode = .scaleAspectFill
      header.clipsToBounds = true
      let rows = SampleRows(count: 30, title: "The story, part")
      rows.add(to: scrollView)
      stage.addSubview(scrollView)
      var headerShown = false
      stage.layout = { [weak self] bounds in
        guard let self else { return }
        scrollView.frame = bounds
        let bottom = rows.layout(width: bounds.width, top: 16)
        scrollView.contentSize = CGSize(width: bounds.width, height: bottom)
        if !headerShown {
          // The header lives in the top inset: start scrolled to its top.
          scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
          headerShown = true
        }
        scrollViewDidScroll(scrollView)
      }
    }
  }

  extension AnimatedScrollViewController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      let rows = SampleRows(count: 60, title: "Article", height: 92)
      rows.add(to: scrollView)
      stage.addSubview(scrollView)
      stage.layout = { [scrollView] bounds in
        scrollView.frame = bounds
        let bottom = rows.layout(width: bounds.width, top: 0)
        scrollView.contentSize = CGSize(width: bounds.width, height: bottom)
      }
    }
  }

  extension GlassyPagerViewController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      let cities = SampleContent.cities
      show(
        photos: cities.compactMap { UIImage(named: $0) },
        blurredPhotos: cities.compactMap { UIImage(named: SampleContent.blurredPhotoName(of: $0)) },
        forecasts: cities.map { forecastView(for: $0) })
      // Over the pager; it says the page, or why there is no pager.
      if pageLabel.text == nil { pageLabel.text = "Page 1" }
      styleAsOverlay(pageLabel)
      view.addSubview(pageLabel)
      stage.layout = { [weak self] bounds in
        guard let self else { return }
        pagerView?.frame = bounds
        pageLabel.frame = CGRect(x: 16, y: bounds.maxY - 56, width: bounds.width - 32, height: 40)
      }
    }
  }

  extension WeatherPagerViewController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      styleAsOverlay(pageLabel)
      guard let parallax else {
        pageLabel.text = "The pager's settings were refused"
        stage.addSubview(pageLabel)
        stage.layout = { [pageLabel] bounds in pageLabel.frame = bounds }
        return
      }
      // Paging is what makes the pager; tvOS has no paging scroll views
      // (the app runs on iOS and macOS).
      #if !os(tvOS)
        pager.isPagingEnabled = true
      #endif
      pager.showsHorizontalScrollIndicator = false
      pager.delegate = self
      stage.addSubview(pager)
      var pages: [UIView] = []
      var forecasts: [UIView] = []
      for city in SampleContent.cities.prefix(parallax.pageCount) {
        let page = UIView()
        page.clipsToBounds = true
        let background = UIImageView(image: UIImage(named: city))
        let blurred = UIImageView(image: UIImage(named: SampleContent.blurredPhotoName(of: city)))
        for image in [background, blurred] {
          image.contentMode = .scaleAspectFill
          page.addSubview(image)
        }
        // The sharp photo stays opaque under the blurred one, which starts hidden.
        blurred.alpha = 0
        let foreground = UIScrollView()
        foreground.delegate = self
        // The forecast starts 300 points down, over the sharp photo.
        foreground.contentInset = UIEdgeInsets(top: 300, left: 0, bottom: 0, right: 0)
        let forecast = forecastView(for: city)
        foreground.addSubview(forecast)
        page.addSubview(foreground)
        pager.addSubview(page)
        pages.append(page)
        forecasts.append(forecast)
        backgrounds.append(background)
        blurredBackgrounds.append(blurred)
        foregrounds.append(foreground)
      }
      pageLabel.text = "Page 1"
      stage.addSubview(pageLabel)
      stage.layout = { [weak self] bounds in
        guard let self else { return }
        let page = parallax.currentPage(in: ScrollMetrics(pager))
        let size = bounds.size
        pager.frame = bounds
        pager.contentSize = CGSize(width: size.width * CGFloat(pages.count), height: size.height)
        // Wider than the page by the most the background moves either way,
        // (1 − rate) × width, so that no edge shows.
        let margin = CGFloat(1 - parallax.backgroundRate) * size.width
        for index in pages.indices {
          pages[index].frame = CGRect(
            x: size.width * CGFloat(index), y: 0, width: size.width, height: size.height)
          for image in [backgrounds[index], blurredBackgrounds[index]] {
            image.transform = .identity
            image.frame = CGRect(
              x: -margin, y: 0, width: size.width + 2 * margin, height: size.height)
          }
          foregrounds[index].frame = CGRect(origin: .zero, size: size)
          forecasts[index].frame = CGRect(
            x: 0, y: 0, width: size.width, height: forecasts[index].frame.height)
          foregrounds[index].contentSize = CGSize(
            width: size.width, height: forecasts[index].frame.height)
        }
        // A resize keeps the page that was on screen.
        pager.contentOffset = CGPoint(x: size.width * CGFloat(page), y: 0)
        pageLabel.frame = CGRect(x: 16, y: bounds.maxY - 56, width: bounds.width - 32, height: 40)
        scrollViewDidScroll(pager)
      }
    }
  }

  extension RotationAnchorViewController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      let paragraphs = SampleRows(SampleContent.paragraphs)
      for label in paragraphs.labels { label.numberOfLines = 0 }
      paragraphs.add(to: scrollView)
      stage.addSubview(scrollView)
      stage.layout = { [scrollView] bounds in
        scrollView.frame = bounds
        // Narrower is taller, as reflowing text is.
        let heights = SampleContent.paragraphHeights(forWidth: Double(bounds.width))
        var y: CGFloat = 16
        for (label, height) in zip(paragraphs.labels, heights) {
          label.frame = CGRect(x: 16, y: y, width: bounds.width - 32, height: CGFloat(height))
          y += CGFloat(height) + 12
        }
        scrollView.contentSize = CGSize(width: bounds.width, height: y)
      }
    }
  }

  extension ScrollTriggersViewController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      let rows = SampleRows(count: 40, title: "Row")
      rows.add(to: scrollView)
      let note = UILabel()
      note.text = "Shown once the scroll passes 30%"
      note.textAlignment = .center
      note.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
      card.addSubview(note)
      card.backgroundColor = UIColor(hue: 0.58, saturation: 0.6, brightness: 1, alpha: 1)
      // Hidden until the trigger plays it in.
      card.alpha = 0
      stage.addSubview(scrollView)
      stage.addSubview(card)
      stage.layout = { [scrollView, card] bounds in
        scrollView.frame = bounds
        let bottom = rows.layout(width: bounds.width, top: 16)
        scrollView.contentSize = CGSize(width: bounds.width, height: bottom)
        card.frame = CGRect(x: 32, y: bounds.midY - 60, width: bounds.width - 64, height: 120)
        note.frame = CGRect(x: 0, y: 0, width: bounds.width - 64, height: 120)
      }
    }
  }

  extension SmoothingAndSpeedViewController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      let rows = SampleRows(count: 60, title: "Row")
      rows.add(to: scrollView)
      progressBar.backgroundColor = UIColor(hue: 0.6, saturation: 0.9, brightness: 0.9, alpha: 1)
      heading.text = "Flick the list: I lean into it"
      styleAsOverlay(heading)
      stage.addSubview(scrollView)
      stage.addSubview(heading)
      stage.addSubview(progressBar)
      stage.layout = { [weak self] bounds in
        guard let self else { return }
        scrollView.frame = bounds
        let bottom = rows.layout(width: bounds.width, top: 80)
        scrollView.contentSize = CGSize(width: bounds.width, height: bottom)
        place(progressBar, at: CGRect(x: 0, y: 0, width: bounds.width, height: 6))
        place(heading, at: CGRect(x: 16, y: 14, width: bounds.width - 32, height: 52))
        driver.update()
      }
    }
  }

  extension SnappingViewController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      // The screen snaps in scrollViewWillEndDragging: it must be the
      // scroll view's delegate.
      scrollView.delegate = self
      let cards = SampleRows(count: 20, title: "Card")
      cards.add(to: scrollView)
      stage.addSubview(scrollView)
      stage.layout = { [scrollView] bounds in
        scrollView.frame = bounds
        // One card per 300-point page, the snapping's stops.
        for (index, card) in cards.labels.enumerated() {
          card.frame = CGRect(
            x: 300 * CGFloat(index) + 10, y: bounds.midY - 100, width: 280, height: 200)
        }
        scrollView.contentSize = CGSize(
          width: 300 * CGFloat(cards.labels.count), height: bounds.height)
      }
    }
  }

  extension SpecFeedViewController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      // A view for every element of feed.json, named by accessibilityIdentifier.
      let header = UIView()
      let title = SampleRows(["Today"]).labels[0]
      let progress = UIView()
      progress.backgroundColor = UIColor(hue: 0.6, saturation: 0.9, brightness: 0.9, alpha: 1)
      let cards = SampleRows(count: 6, title: "Card", height: 220).labels
      let footer = SampleRows(["The end"]).labels[0]
      let elements =
        [("header", header), ("title", title), ("progress", progress)]
        + cards.enumerated().map { ("card\($0.offset + 1)", $0.element) } + [("footer", footer)]
      for (name, element) in elements {
        element.accessibilityIdentifier = name
        scrollView.addSubview(element)
      }
      stage.addSubview(scrollView)
      let problems = UILabel()
      problems.numberOfLines = 0
      styleAsOverlay(problems)
      switch SampleContent.feedJSON {
      case .success(let json):
        load(json: json)
        if driver == nil { problems.text = "feed.json was refused; the console lists why" }
      case .failure(let missing):
        problems.text = missing.description
      }
      if problems.text != nil { stage.addSubview(problems) }
      stage.layout = { [weak self] bounds in
        guard let self else { return }
        // feed.json's frames, for the screen's width instead of 390 points.
        let width = bounds.width
        scrollView.frame = bounds
        place(header, at: CGRect(x: 0, y: 0, width: width, height: 260))
        place(title, at: CGRect(x: 24, y: 180, width: width - 48, height: 56))
        place(progress, at: CGRect(x: 0, y: 0, width: width, height: 6))
        for (index, card) in cards.enumerated() {
          place(
            card, at: CGRect(x: 16, y: 300 + 240 * CGFloat(index), width: width - 32, height: 220))
        }
        place(footer, at: CGRect(x: 16, y: 2_300, width: width - 32, height: 240))
        scrollView.contentSize = CGSize(width: width, height: 2_600)
        problems.frame = CGRect(x: 16, y: 16, width: width - 32, height: 120)
        driver?.update()
      }
    }
  }

  extension SpecScrubViewController: SampleContentHost {
    func addSampleContent() {
      let stage = addStageView()
      // Content to scroll through, and the badge the animator moves, over it.
      let rows = SampleRows(count: 10, title: "Row", height: 200)
      rows.add(to: scrollView)
      stage.addSubview(scrollView)
      badge.backgroundColor = UIColor(hue: 0.6, saturation: 0.9, brightness: 0.9, alpha: 1)
      stage.addSubview(badge)
      stage.layout = { [weak self] bounds in
        guard let self else { return }
        scrollView.frame = bounds
        let bottom = rows.layout(width: bounds.width, top: 16)
        scrollView.contentSize = CGSize(width: bounds.width, height: bottom)
        place(badge, at: CGRect(x: bounds.width - 76, y: bounds.minY + 24, width: 52, height: 52))
        driver?.update()
      }
    }
  }
#endif
