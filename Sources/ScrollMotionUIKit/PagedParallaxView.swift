// UIKit only on iOS, tvOS, visionOS and Mac Catalyst; elsewhere this file is
// empty (scripts/typecheck-apple checks it on Linux against stand-ins).
#if canImport(UIKit)
  import ScrollMotionDriver
  import UIKit

  /// The paged parallax (the weather pager) as a ready-made view: N
  /// full-width pages side by side with paging, each with a background that
  /// moves more slowly than its page, a blurred copy of it faded in as the
  /// page's content scrolls up, vertical offsets kept in step across pages,
  /// and page callbacks.
  ///
  /// ```swift
  /// let pager = try PagedParallaxView(pages: cities.map { city in
  ///   .init(background: city.photo, blurredBackground: city.blurredPhoto, content: city.forecastView)
  /// })
  /// pager.onPageChange = { page in title = cities[page].name }
  /// ```
  ///
  /// The geometry is the core's ``PagedParallax``; this view owns its scroll
  /// views and is their delegate. Each page's content view keeps the height
  /// the app gives it (its width follows the page); set ``foregrounds``'
  /// `contentInset.top` to start the content lower, over a clear
  /// background. The blurred images are the app's (blurring is left to it,
  /// once, rather than per frame); a page without one never blurs.
  ///
  /// On tvOS, where `UIScrollView` has no `isPagingEnabled`, the view pages
  /// by itself: a released swipe of the pager comes to rest on a page
  /// (``ScrollSnapping/paging(size:axis:)``, one page further for a flick).
  @MainActor
  public final class PagedParallaxView: UIView, UIScrollViewDelegate {
    /// One page: its background, an optional blurred copy, and its content.
    public struct Page {
      /// The background image, aspect-filled.
      public var background: UIImage?
      /// A blurred copy of the background, faded in as the content scrolls.
      public var blurredBackground: UIImage?
      /// The page's content, scrolled vertically over the background.
      public var content: UIView

      /// A page showing `content` over `background`, cross-faded to
      /// `blurredBackground` as `content` scrolls.
      public init(background: UIImage?, blurredBackground: UIImage? = nil, content: UIView) {
        self.background = background
        self.blurredBackground = blurredBackground
        self.content = content
      }
    }

    /// The pager's geometry: page count, background rate, blur distance.
    public let parallax: PagedParallax
    /// The horizontal, paging scroll view.
    public let pager = UIScrollView()
    /// Each page's vertical scroll view, in page order.
    public let foregrounds: [UIScrollView]
    /// Each page's sharp background, in page order.
    public let backgrounds: [UIImageView]
    /// Each page's blurred background (empty image views for pages without
    /// one), in page order.
    public let blurredBackgrounds: [UIImageView]
    /// Called with the 0-based page mostly on screen whenever it changes
    /// (and once at the first layout).
    public var onPageChange: ((Int) -> Void)?
    /// Called with the fractional page position (1.5 is halfway from the
    /// second page to the third) whenever it changes.
    public var onPageProgress: ((Double) -> Void)?
    /// Whether a released page's content settles either at the top (sharp)
    /// or a blur distance down (fully blurred) while inside the blur zone,
    /// as the weather app does; true by default.
    public var settlesInBlurZone = true

    private let pageViews: [UIView]
    private let contents: [UIView]
    private var tracker: PageTracker?
    private var laidOutSize: CGSize?

    /// A pager for `pages`.
    ///
    /// - Parameters:
    ///   - backgroundRate: How fast a background moves relative to its page
    ///     on screen, in `0...1`.
    ///   - blurDistance: How far a page's content scrolls, in points, for
    ///     its blurred background to fade fully in.
    /// - Throws: ``TechniqueError`` for no pages, a rate outside `0...1` or a
    ///   negative distance.
    public init(pages: [Page], backgroundRate: Double = 0.5, blurDistance: Double = 200)
      throws(TechniqueError)
    {
      parallax = try PagedParallax(
        pageCount: pages.count, backgroundRate: backgroundRate, blurDistance: blurDistance)
      pageViews = pages.map { _ in UIView() }
      backgrounds = pages.map { UIImageView(image: $0.background) }
      blurredBackgrounds = pages.map { UIImageView(image: $0.blurredBackground) }
      foregrounds = pages.map { _ in UIScrollView() }
      contents = pages.map(\.content)
      super.init(frame: .zero)
      #if os(tvOS)
        // tvOS has no `isPagingEnabled` (UIScrollView.h marks it
        // unavailable there): the pager snaps each released swipe to a
        // page itself, in scrollViewWillEndDragging, decelerating fast as
        // paging does.
        pager.decelerationRate = .fast
      #else
        pager.isPagingEnabled = true
      #endif
      pager.showsHorizontalScrollIndicator = false
      pager.delegate = self
      addSubview(pager)
      for page in pages.indices {
        let pageView = pageViews[page]
        pageView.clipsToBounds = true
        for image in [backgrounds[page], blurredBackgrounds[page]] {
          image.contentMode = .scaleAspectFill
          pageView.addSubview(image)
        }
        // The sharp image stays opaque under the blurred one (see
        // BlurCrossFade), which starts hidden.
        blurredBackgrounds[page].alpha = 0
        foregrounds[page].delegate = self
        foregrounds[page].addSubview(contents[page])
        pageView.addSubview(foregrounds[page])
        pager.addSubview(pageView)
      }
      tracker = PageTracker(
        pager: parallax, onPage: { [weak self] in self?.onPageChange?($0) },
        onProgress: { [weak self] in self?.onPageProgress?($0) })
    }

    /// Not supported: create the view in code with ``init(pages:backgroundRate:blurDistance:)``.
    public required init?(coder: NSCoder) { nil }

    /// The 0-based page mostly on screen.
    public var currentPage: Int { parallax.currentPage(in: ScrollMetrics(pager)) }

    /// Lays out the pages for the view's size and re-applies the effect.
    public override func layoutSubviews() {
      super.layoutSubviews()
      let size = bounds.size
      let page = currentPage
      pager.frame = bounds
      pager.contentSize = CGSize(width: size.width * CGFloat(pageViews.count), height: size.height)
      let backgroundFrame = CGRect(parallax.backgroundFrame(pageSize: ScrollSize(size)))
      for index in pageViews.indices {
        pageViews[index].frame = CGRect(
          x: size.width * CGFloat(index), y: 0, width: size.width, height: size.height)
        // The transform carries the parallax shift; set the frame without it.
        for image in [backgrounds[index], blurredBackgrounds[index]] {
          image.transform = .identity
          image.frame = backgroundFrame
        }
        foregrounds[index].frame = CGRect(origin: .zero, size: size)
        let content = contents[index]
        content.frame = CGRect(x: 0, y: 0, width: size.width, height: content.frame.height)
        foregrounds[index].contentSize = CGSize(width: size.width, height: content.frame.height)
      }
      // A resize keeps the page that was on screen; any other layout pass
      // leaves the user's scroll alone.
      if laidOutSize != size {
        laidOutSize = size
        pager.contentOffset = CGPoint(x: size.width * CGFloat(page), y: 0)
      }
      update()
    }

    /// Forwards every scroll: the pager's moves the backgrounds and the page
    /// callbacks; a dragged page's content brings the others in step and
    /// fades its blurred background.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      if let page = foregrounds.firstIndex(of: scrollView), scrollView.isDragging {
        parallax.synchronize(foregrounds: foregrounds, followingPage: page)
      }
      update()
    }

    /// Settles a released page's content at the top or a blur distance
    /// down while inside the blur zone (see ``settlesInBlurZone``); on
    /// tvOS, also brings a released swipe of the pager to rest on a page.
    public func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      // UIKit's velocity is in points per millisecond.
      let speed = ScrollVelocity.fromDragRelease(pointsPerMillisecond: ScrollPoint(velocity))
      #if os(tvOS)
        // Paging by hand where UIScrollView cannot page (see init).
        if scrollView === pager {
          let paging = ScrollSnapping.paging(size: Double(pager.bounds.width))
          targetContentOffset.pointee.x = CGFloat(
            paging.targetOffset(
              from: Double(pager.contentOffset.x), velocity: speed.x, in: ScrollMetrics(pager)))
          return
        }
      #endif
      guard settlesInBlurZone, foregrounds.contains(scrollView) else { return }
      let target = parallax.foregroundTarget(
        releasedAt: ScrollMetrics(scrollView), velocity: speed.y)
      targetContentOffset.pointee.y = CGFloat(target)
    }

    private func update() {
      tracker?.update(with: ScrollMetrics(pager))
      parallax.apply(
        pager: pager, backgrounds: backgrounds, blurredBackgrounds: blurredBackgrounds,
        foregrounds: foregrounds)
    }
  }
#endif
